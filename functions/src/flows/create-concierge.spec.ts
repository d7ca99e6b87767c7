// End to end on the offline path: the real engine, the offline model and the offline place catalog.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ConciergeOutput, Turn } from '../contract/concierge-contract';
import type { ConversationContext } from '../context/conversation-context';
import { SIGNED_IN } from '../security/testing/sign-as-server';
import { API_KEY_SECRETS, createConcierge, engineConfigFromEnv, envWithSecrets, lazyConcierge, secretsToBind } from './create-concierge';

interface Conversation {
  history: Turn[];
  context: ConversationContext | null;
  contextSignature?: string;
}

/** Starts a conversation the way the client does: history and context carried from reply to reply. */
function startConversation() {
  const { flow, model } = createConcierge({ env: {}, now: () => Date.UTC(2026, 10, 21, 10, 0, 0) });
  const state: Conversation = { history: [], context: null };
  async function say(message: string): Promise<ConciergeOutput> {
    const { history, context, contextSignature } = state;
    const { result } = await flow.run({ input: message, history, context, contextSignature }, SIGNED_IN);
    const reply = { role: 'model' as const, content: result.reply, signature: result.replySignature };
    state.history = [...state.history, { role: 'user' as const, content: message }, reply];
    state.context = result.context;
    state.contextSignature = result.contextSignature;
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

    // Ramen bars first; a noodle house filed under another category but tagged ramen may follow them.
    expect(result.venues.filter((venue) => /ramen/i.test(venue.category ?? '')).length).toBeGreaterThan(1);
    expect(/ramen/i.test(result.venues[0].category ?? '')).toBe(true);
    for (const venue of result.venues) {
      expect(venue.address).toMatch(/Makati/);
      // The cards list them: the text introduces them and does not repeat each one.
      expect(result.reply).not.toContain(venue.name);
    }
    // The list is said once: one sentence here, the details on the venue cards.
    expect(result.reply).toBe(`Here are ${result.venues.length} places for ramen in Makati, with the details on the cards below.`);
    expect(result.context.alternatives.map((venue) => venue.placeId)).toEqual(result.venues.map((venue) => venue.placeId));
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

    const { stream, output } = flow.stream({ input: 'find ramen in Makati', history: [] }, SIGNED_IN);
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

describe('lazyConcierge', () => {
  it('reads the environment on the first call, not when it is defined, and builds once', () => {
    const env: Record<string, string | undefined> = {};
    const options = vi.fn(() => ({ env }));
    const concierge = lazyConcierge(options);
    env.GEMINI_API_KEY = 'set-after-import';

    const first = concierge();
    const second = concierge();

    expect(first.model).toEqual({ provider: 'googleai', name: 'concierge/gemini', label: 'googleai/gemini-2.5-flash' });
    expect(second).toBe(first);
    expect(options).toHaveBeenCalledTimes(1);
  });
});

describe('envWithSecrets', () => {
  it('binds the Gemini and Places keys as secrets', () => {
    expect(API_KEY_SECRETS.map((secret) => secret.name)).toEqual(['GEMINI_API_KEY', 'GOOGLE_PLACES_API_KEY']);
  });

  it('takes a set secret from the environment and leaves an unset one unset (offline)', () => {
    vi.stubEnv('GEMINI_API_KEY', 'g-key');
    vi.stubEnv('GOOGLE_PLACES_API_KEY', undefined);

    const env = envWithSecrets();
    vi.unstubAllEnvs();

    expect([env.GEMINI_API_KEY, 'GOOGLE_PLACES_API_KEY' in env, env.GOOGLE_PLACES_API_KEY]).toEqual(['g-key', true, undefined]);
  });
});

describe('secretsToBind', () => {
  const secretLocal = (text: string | null) => {
    const file = join(mkdtempSync(join(tmpdir(), 'secret-local-')), '.secret.local');
    if (text !== null) writeFileSync(file, text);
    return file;
  };
  const names = (secrets: typeof API_KEY_SECRETS) => secrets.map((secret) => secret.name);

  it('binds both keys when deployed', () => {
    expect(names(secretsToBind({}, secretLocal(null)))).toEqual(['GEMINI_API_KEY', 'GOOGLE_PLACES_API_KEY']);
  });

  it.each([
    ['absent', null, []],
    ['empty', '', []],
    ['with empty values', 'GEMINI_API_KEY=\nGOOGLE_PLACES_API_KEY=""\n', []],
    ['with the Gemini key only', '# local keys\nGEMINI_API_KEY=abc123\n', ['GEMINI_API_KEY']],
    ['with both keys', 'GEMINI_API_KEY="abc"\nGOOGLE_PLACES_API_KEY=def\n', ['GEMINI_API_KEY', 'GOOGLE_PLACES_API_KEY']],
  ])('binds in the emulator only the keys .secret.local (%s) has a value for', (_name, text, expected) => {
    expect(names(secretsToBind({ FUNCTIONS_EMULATOR: 'true' }, secretLocal(text)))).toEqual(expected);
  });
});
