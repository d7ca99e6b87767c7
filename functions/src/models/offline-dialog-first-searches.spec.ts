// First searches said in words the catalog did not know, each finding real places of the kind asked for (issue 17: a first
// search that finds nothing loses the whole conversation).
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

describe('a first search finds places of the kind asked for', () => {
  it.each([
    ['wreed goesting in frietjes, waar kunde da vinden in Amsterdam?', 'fries'],
    ['pilgrimage kami sa Paris, anong mga simbahan ang pwede bisitahin?', 'church'],
    ['churches in Lisbon', 'church'],
    ['namimiss ko na pagkaing pinoy dito sa Chicago, may filipino restaurant ba?', 'filipino'],
    ['wijnproeverij in Parijs, liefst in Saint-Germain', 'wine bar'],
  ])('"%s" lists %s places first', async (said, category) => {
    const { say } = startConversation();

    const reply = await say(said);

    // ... first, and more than one of them (others may follow when the area holds few).
    expect(reply.venues[0]?.category).toBe(category);
    expect(reply.venues.filter((venue) => venue.category === category).length).toBeGreaterThanOrEqual(2);
  });

  it('"naa bay barato nga kan-anan diri sa Cubao?" (Cebuano words) searches cheap food in Quezon City', async () => {
    const { say, catalog } = startConversation();

    const reply = await say('naa bay barato nga kan-anan diri sa Cubao?');

    expect(reply.venues.length).toBeGreaterThanOrEqual(2);
    const levels = await Promise.all(reply.venues.map(async (venue) => (await catalog.details(venue.placeId))?.priceLevel));
    expect(levels.every((level) => level === 'free' || level === 'inexpensive')).toBe(true);
  });

  // Wave db: a place named in passing or in lower case before the kind is where to look, a landmark that is also a venue is
  // searched around, and a Dutch cuisine said with its inflection ("Koreaanse") is part of the kind.
  it.each([
    ['doing a seongsu cafe crawl for the blog, gimme the best ones', 'Seongsu', 'cafe'],
    ['naghahanap ng masarap na mapag meryendahan diyan sa Maginhawa Quezon City', 'Quezon City', null],
    [
      'I am taking my two grandchildren to the Museum of Natural History and we will want a nice lunch nearby afterwards',
      'Upper West Side',
      null,
    ],
    ['allee we zitten in Hongdae en we willen Koreaanse barbecue, iets waar ge zelf grilt aan tafel', 'Mapo-gu', 'korean bbq'],
  ])('"%s" finds places in %s', async (said, area, category) => {
    const { say } = startConversation();

    const reply = await say(said);

    expect(reply.venues.length).toBeGreaterThanOrEqual(2);
    expect(reply.venues[0]?.address).toContain(area);
    if (category) expect(reply.venues[0]?.category).toBe(category);
  });
});
