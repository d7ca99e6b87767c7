// End to end on the offline path: the real engine, the offline model and the offline place catalog.
import { describe, expect, it } from 'vitest';
import type { ConciergeOutput, Turn } from '../contract/concierge-contract';
import type { ConversationContext } from '../context/conversation-context';
import { createConcierge, engineConfigFromEnv } from './create-concierge';

interface Conversation {
  history: Turn[];
  context: ConversationContext | null;
}

/** Starts a conversation the way the client does: history and context carried from reply to reply. */
function startConversation() {
  const { flow, model } = createConcierge({ env: {}, now: () => Date.UTC(2026, 10, 21, 10, 0, 0) });
  const state: Conversation = { history: [], context: null };
  async function say(message: string): Promise<ConciergeOutput> {
    const { result } = await flow.run({ input: message, history: state.history, context: state.context });
    state.history = [...state.history, { role: 'user' as const, content: message }, { role: 'model' as const, content: result.reply }];
    state.context = result.context;
    return result;
  }
  return { say, model };
}

const ASKS_WHERE = /which city|which neighbourhood|saang lungsod|welke stad/i;

describe('createConcierge offline, end to end', () => {
  it('uses the offline model and labels it so', () => {
    expect(startConversation().model).toEqual({ provider: 'offline', name: 'concierge/offline', label: 'offline' });
  });

  it('lists ramen places in Makati for "find ramen in Makati"', async () => {
    const { say } = startConversation();

    const result = await say('find ramen in Makati');

    expect(result.venues.length).toBeGreaterThan(1);
    for (const venue of result.venues) {
      expect(venue.category).toMatch(/ramen/i);
      expect(venue.address).toMatch(/Makati/);
    }
    // The list is said once: one sentence here, the details on the venue cards.
    expect(result.reply).toBe(`Here are ${result.venues.length} places for ramen in Makati, with the details on the cards below.`);
    expect(result.debug).toMatchObject({ agent: 'foodie', model: 'offline', engineError: null });
    expect(result.context).toMatchObject({ location: 'Makati', searchQuery: 'ramen' });
  });

  it('gives details of the second place, then directions to that same place, without asking where', async () => {
    const { say } = startConversation();
    const list = await say('find ramen in Makati');
    const second = list.venues[1];

    const details = await say('tell me more about the second one');
    const directions = await say('how do I get there?');

    expect(details.venues.map((venue) => venue.placeId)).toEqual([second.placeId]);
    expect(details.reply).toContain(`**${second.name}**`);
    expect(details.reply).toContain(second.address ?? 'no address');
    expect(details.reply).not.toMatch(ASKS_WHERE);
    expect(details.debug.agent).toBe('foodie');
    expect(details.debug.resolved).toContain(second.name);
    expect(details.debug.injected).toContain(`referring to: ${second.name} (${second.placeId})`);

    expect(directions.venues.map((venue) => venue.placeId)).toEqual([second.placeId]);
    expect(directions.reply).toContain(`**${second.name}**`);
    expect(directions.reply).toMatch(/https:\/\/www\.google\.com\/maps\//);
    expect(directions.reply).not.toMatch(ASKS_WHERE);
    expect(directions.debug.agent).toBe('findAndNavigate');
  });

  it('understands the Tagalog "yung pangalawa" as the second place', async () => {
    const { say } = startConversation();
    const list = await say('find ramen in Makati');

    const details = await say('yung pangalawa');

    expect(details.venues.map((venue) => venue.placeId)).toEqual([list.venues[1].placeId]);
    expect(details.reply).toContain(`**${list.venues[1].name}**`);
    expect(details.reply).not.toMatch(ASKS_WHERE);
  });

  it('answers the Dutch "hoe kom ik daar?" with directions, in Dutch, to the place in focus', async () => {
    const { say } = startConversation();
    const list = await say('find ramen in Makati');
    await say('tell me more about the second one');

    const directions = await say('hoe kom ik daar?');

    expect(directions.venues.map((venue) => venue.placeId)).toEqual([list.venues[1].placeId]);
    expect(directions.reply).toMatch(new RegExp(`^Zo kom je bij \\*\\*${list.venues[1].name}\\*\\*`));
    expect(directions.reply).toMatch(/https:\/\/www\.google\.com\/maps\//);
  });

  it('streams the reply in several chunks that add up to the final reply', async () => {
    const { flow } = createConcierge({ env: {} });
    const chunks: string[] = [];

    const { stream, output } = flow.stream({ input: 'find ramen in Makati', history: [] });
    for await (const chunk of stream) chunks.push(chunk.text);

    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join('')).toBe((await output).reply);
  });

  it('keeps the location when only the cuisine changes', async () => {
    const { say } = startConversation();
    await say('find ramen in Makati');

    const sushi = await say('any sushi?');

    expect(sushi.reply).not.toMatch(ASKS_WHERE);
    expect(sushi.context.location).toBe('Makati');
  });
});

describe('engineConfigFromEnv', () => {
  it.each([
    [{}, {}],
    [{ CONCIERGE_TOKEN_BUDGET: '800' }, { tokenBudget: 800 }],
    [{ CONCIERGE_TOKEN_BUDGET: '12' }, {}],
    [{ CONCIERGE_TOKEN_BUDGET: 'lots' }, {}],
  ])('reads the token budget from %j', (env, config) => {
    expect(engineConfigFromEnv(env)).toEqual(config);
  });
});
