// Issue 17 (wave zo): a day trip asked for with what it should have ("Something with a castle or a palace"), or in Flemish ("een
// dagske buiten parijs"), searches day trips; "from the city" starts the route in the town talked about, and "is it open
// tomorrow morning? We'd like to get there early" asks the hours, not the way.
import { describe, expect, it } from 'vitest';
import { searchArgs, startConversation } from './offline-dialog.fixture';

describe('a day trip out of the city', () => {
  it.each([
    ["We're staying in Lisbon and we'd like to do a day trip out of the city tomorrow. Something with a castle or a palace?", 'Sintra'],
    ['we zijn met de kids in parijs tot zondag. zaterdag willen we er ne keer uit, een dagske buiten parijs. ideeën?', 'Versailles'],
  ])('"%s" lists day trips (%s among them)', async (said, expected) => {
    const { say } = startConversation();

    const turn = await say(said);

    expect(turn.venues.map((venue) => venue.name).join(' · ')).toContain(expected);
  });

  it('starts the route "from the city" in the town, and reads "get there early" beside "is it open" as the hours', async () => {
    const { say } = startConversation();
    await say('a day trip from Lisbon with a castle');

    const route = await say('How long does it take to get to the first one from the city, and can we do it by train?');
    const hours = await say("And is it open tomorrow morning? We'd like to get there early, before the crowds.");

    const directions = route.calls.find((call) => call.method === 'directions')?.args[0] as { origin?: string } | undefined;
    expect(directions?.origin).toBe('Lisbon');
    expect(searchArgs(hours.calls)).toEqual([]);
    expect(hours.calls.map((call) => call.method)).not.toContain('directions');
  });
});
