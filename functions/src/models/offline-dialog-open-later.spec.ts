// A search for what is "open now" that finds nothing open never ends in an empty reply that empties the turns after it: the
// same places that open later, said plainly, with when each opens. And "closes too early, something else?" after a question
// about one place is a new search of the same kind and place, not that place's hours again.
import { describe, expect, it } from 'vitest';
import { startConversation, searchArgs } from './offline-dialog.fixture';
import { REPLIES } from './reply-text';

/** The fixture's clock is Saturday 10:00 UTC: 04:00 in Chicago, 02:00 in San Francisco, 05:00 in New York. */
describe('open now, with nothing open', () => {
  it.each([
    ['any museums in Chicago open now?', 'en'],
    ['may museum ba sa San Francisco na bukas ngayon?', 'tl'],
    ['welke musea in New York zijn nu open?', 'nl'],
  ] as const)('"%s" shows the museums that open later and says none is open now', async (said, lang) => {
    const { say } = startConversation();

    const reply = await say(said);

    expect(searchArgs(reply.calls)[0]).toMatchObject({ openNow: true });
    expect(reply.venues.length).toBeGreaterThan(1);
    expect(reply.venues.every((venue) => venue.openNow === false && /\d{2}:\d{2}$/.test(venue.opensAt ?? ''))).toBe(true);
    expect(reply.reply.startsWith(REPLIES[lang]['list.relaxed.closedNow'].split('{query}')[0])).toBe(true);
    expect(reply.reply).toContain(`**${reply.venues[0].name}**`);
  });

  it('keeps the list for the next turn, so "the first one" means its first card', async () => {
    const { say } = startConversation();
    const list = await say('any museums in Chicago open now?');

    const first = await say('what time does the first one open?');

    expect(first.reply).toContain(list.venues[0].name);
  });
});

describe('something else after a question about one place', () => {
  it.each([
    ['ramen in Shibuya', 'when does the 2nd one close?', 'shuts way too early for us. got anything else?', 'Shibuya', 'en'],
    ['pizza sa Makati', 'anong oras nagsasara yung pangalawa?', 'maaga pala magsara, iba nalang', 'Makati', 'tl'],
    ['bakkerij in Lissabon', 'hoe laat sluit de tweede?', 'dat is te vroeg dicht voor ons, iets anders?', 'Lissabon', 'nl'],
  ] as const)('after "%s" and "%s", "%s" searches the same kind there without it', async (search, hours, other, location, lang) => {
    const { say } = startConversation();
    await say(search);
    const asked = await say(hours);

    const again = await say(other);

    const turnedDown = asked.calls.find((call) => call.method === 'details')?.args[0];
    expect(turnedDown).toEqual(expect.stringMatching(/^offline:/));
    expect(searchArgs(again.calls)[0]).toMatchObject({ location });
    expect(again.venues.length).toBeGreaterThan(1);
    expect(again.venues.map((venue) => venue.placeId)).not.toContain(turnedDown);
    expect(again.reply.startsWith(REPLIES[lang]['list.without'].split('{name}')[0])).toBe(true);
  });
});
