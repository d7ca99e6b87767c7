// Two venues in one ask: "the first and the third, do they take cards?", "yung pangalawa at yung pangatlo, may parking ba?",
// "de eerste en de tweede, hebben die een terras?": the fact is looked up for each place named, not for one or the whole list.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const factCalls = (calls: readonly { method: string; args: unknown[] }[]) =>
  calls.filter((call) => call.method === 'details').map((call) => [call.args[0], (call.args[1] as { facts?: string[] })?.facts]);

describe('a fact asked of two places named together', () => {
  it.each([
    ['burgers in Amsterdam', 'the first and the third, do they take cards?', [0, 2], 'acceptsCards'],
    ['kape sa Makati', 'yung pangalawa at yung pangatlo, may outdoor seating ba?', [1, 2], 'outdoorSeating'],
    ['pizza in Amsterdam', 'de eerste en de tweede, hebben die een terras?', [0, 1], 'outdoorSeating'],
  ])('after "%s", "%s" looks up the fact for those places only', async (search, question, positions, fact) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.calls.filter((call) => call.method === 'search')).toEqual([]);
    expect(factCalls(reply.calls)).toEqual(positions.map((index) => [list.venues[index].placeId, [fact]]));
  });
});
