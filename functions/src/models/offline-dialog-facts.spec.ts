// Issue 17: two questions in one message are both answered (two facts, a comparison and a fact about its pick, a pick and
// a fact about it), in English, Tagalog/Taglish and Dutch/Flemish. End to end on the real flow and the offline catalog.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';
import { parkingText } from './parking-text';

const NOTE = {
  en: '(offline data, it may be out of date)',
  tl: '(offline na datos, baka luma na)',
  nl: '(offline gegevens, mogelijk verouderd)',
};
const factCalls = (calls: readonly { method: string; args: unknown[] }[]) =>
  calls.filter((call) => call.method === 'details').map((call) => call.args as [string, { facts: string[] }]);

describe('two facts asked about one venue', () => {
  it('answers "is the second one wheelchair accessible, and do they have vegetarian dishes?" both, naming the unknown one', async () => {
    const { say, catalog } = startConversation();
    const list = await say('ramen in Makati');
    const second = await catalog.details(list.venues[1].placeId);

    const reply = await say('is the second one wheelchair accessible, and do they have vegetarian dishes?');

    expect([second?.facts?.wheelchairAccessible, second?.facts?.vegetarian]).toEqual([true, undefined]);
    expect(factCalls(reply.calls).map(([id, { facts }]) => [id, facts])).toEqual([
      [second?.placeId, ['wheelchairAccessible']],
      [second?.placeId, ['vegetarian']],
    ]);
    expect(reply.reply).toMatch(
      new RegExp(
        `^Yes, \\*\\*${second?.name}\\*\\* has a wheelchair-accessible entrance\\. The listing doesn't say whether it has ` +
          `vegetarian food; Google Maps may: \\[open it\\]\\(https://www\\.google\\.com/maps/[^)]+\\)\\. \\(offline data`,
      ),
    );
  });

  it('answers "kan ik daar pinnen, en hebben ze een terras?" with both facts and the note once', async () => {
    const { say, catalog } = startConversation();
    const list = await say('pizza in Amsterdam');
    await say('de eerste');
    const first = await catalog.details(list.venues[0].placeId);

    const reply = await say('kan ik daar pinnen, en hebben ze een terras?');

    expect([first?.facts?.acceptsCards, first?.facts?.outdoorSeating]).toEqual([true, true]);
    expect(reply.reply).toBe(`Ja, bij **${first?.name}** kun je met je kaart betalen. Ja, **${first?.name}** heeft een terras. ${NOTE.nl}`);
  });
});

describe('a comparison and a fact about its pick', () => {
  it('answers "alin ang pinakamura? tumatanggap ba sila ng card?" with the cheapest, then its card fact', async () => {
    const { say, catalog } = startConversation();
    const list = await say('ramen sa Makati');
    const places = await Promise.all(list.venues.map((venue) => catalog.details(venue.placeId)));
    const cheapest = places.find((place) => place?.priceLevel === 'inexpensive');

    const reply = await say('alin ang pinakamura? tumatanggap ba sila ng card?');

    expect(places.filter((place) => place?.priceLevel === 'inexpensive').length).toBe(2);
    expect(cheapest?.facts?.acceptsCards).toBe(false);
    expect(reply.reply).toBe(
      `Sa ${list.venues.length} na ito, isa ang **${cheapest?.name}** sa pinakamura (mura). ` +
        `Hindi, hindi tumatanggap ng card ang **${cheapest?.name}**: magdala ka ng cash. ${NOTE.tl}`,
    );
    expect(reply.context?.focus?.placeId).toBe(cheapest?.placeId);
  });
});

describe('a pick with a question about it', () => {
  it('answers the fact of "de eerste, hebben ze daar ook iets vegetarisch?" instead of showing the card', async () => {
    const { say, catalog } = startConversation();
    const list = await say('pizza in Amsterdam');
    const first = await catalog.details(list.venues[0].placeId);

    const reply = await say('de eerste, hebben ze daar ook iets vegetarisch?');

    expect(first?.facts?.vegetarian).toBe(true);
    expect(reply.reply).toBe(`Ja, **${first?.name}** heeft vegetarische gerechten. ${NOTE.nl}`);
  });

  it('answers only what follows "no wait, more importantly" in English', async () => {
    const { say, catalog } = startConversation();
    const list = await say('ramen in Makati');
    const first = await catalog.details(list.venues[0].placeId);

    const reply = await say('the first one: is it air-conditioned? no wait, more importantly, do they take cards?');

    expect(reply.reply).toBe(`Yes, **${first?.name}** accepts cards. ${NOTE.en}`);
  });
});

describe('parking "near there" is a fact of the venue in focus, not a search', () => {
  it.each([
    ['ramen in Makati', 'the first one', 'is there parking near there?', 'en'],
    ['ramen sa Makati', 'yung una', 'may parking ba malapit dun?', 'tl'],
    ['ramen in Makati', 'de eerste', 'is parkeren daar in de buurt lastig?', 'nl'],
  ] as const)('after "%s" and "%s", answers "%s" with the parking fact', async (search, pick, question, lang) => {
    const { say, catalog } = startConversation();
    const list = await say(search);
    await say(pick);
    const first = await catalog.details(list.venues[0].placeId);

    const reply = await say(question);

    expect(factCalls(reply.calls).map(([id, { facts }]) => [id, facts])).toEqual([[first?.placeId, ['parking']]]);
    expect(reply.reply).toContain(parkingText(String(first?.facts?.parking), lang));
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });
});
