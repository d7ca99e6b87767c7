// Wave cg: a card described by what the person now prefers, asked for in another place ("mas gusto daw ng date ko yung lively,
// may music. Meron ba nun sa may Ebisu?"), is a search there, not the card of the list that happens to match the words.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

describe('"is there one like that in X?" searches X', () => {
  it.each([
    ['wine bar sa Shibuya', 'Pero parang mas gusto daw ng date ko yung lively, may music. Meron ba nun sa may Ebisu?'],
    ['wine bar in Shibuya', 'my date wants the lively kind now, with music. is there one in Ebisu?'],
  ])('after "%s", "%s" searches Ebisu and picks no card', async (search, asked) => {
    const { say } = startConversation();
    await say(search);

    const reply = await say(asked);

    expect(reply.calls.filter((call) => call.method === 'search').length).toBeGreaterThan(0);
    expect(reply.context?.location).toBe('Ebisu');
    expect(reply.debug.resolved).toBeNull();
  });
});
