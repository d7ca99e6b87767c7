import { describe, expect, it } from 'vitest';
import type { CatalogVenue } from './catalog-city';
import { allowedEventDates, parseCatalogQuery, scoreCatalogVenue } from './catalog-query';

const WEDNESDAY = { date: '2026-11-18', weekday: 3 };

describe('parseCatalogQuery', () => {
  it.each([
    ['ramen', [['ramen']]],
    ['Noodles', [['ramen', 'noodles']]],
    ['best coffee near me', [['cafe', 'coffee']]],
    ['kape', [['cafe', 'kape']]],
    ['koffie', [['cafe', 'koffie']]],
    ['museo', [['museum', 'museo']]],
    ['waar kan ik lekker eten', [['food', 'eten']]],
    ['day trip from the city', [['day trip']]],
    ['things to do', [['sight', 'things to do']]],
    ['vegan ramen', [['vegetarian', 'vegan'], ['ramen']]],
    ['tonkatsu', [['tonkatsu']]],
    // Issue 17: the dish words people use for a kind of place search that kind.
    ['unli samgyup', [['korean bbq', 'unli samgyup']]],
    ['samgyupan', [['korean bbq', 'samgyupan']]],
    ['Koreaanse BBQ', [['korean bbq', 'koreaanse bbq']]],
    ['bulalo', [['filipino', 'bulalo']]],
    // ... and a Dutch compound by the kind it ends in.
    ['architectuurmusea', [['museum', 'architectuurmusea']]],
    ['visrestaurant', [['seafood', 'visrestaurant']]],
    // ... by the kind before a Dutch word for a place, and in the singular of a Dutch plural.
    ['pastatent', [['italian', 'pastatent']]],
    ['wijnhuis', [['wine', 'wijnhuis']]],
    ['wijnen', [['wine', 'wijnen']]],
    // ... and a word with the Tagalog linker by the word it joins.
    ['simbahang', [['church', 'simbahang']]],
    ['', []],
  ])('reads %j as %j', (query, terms) => {
    expect(parseCatalogQuery(query).terms).toEqual(terms);
  });

  it('separates time words from what is asked for', () => {
    expect(parseCatalogQuery('jazz concerts this weekend')).toEqual({
      terms: [['jazz'], ['concert', 'concerts']],
      when: ['this weekend'],
    });
    expect(parseCatalogQuery('gig ngayong weekend').when).toEqual(['ngayong weekend']);
    expect(parseCatalogQuery('concert zaterdag').when).toEqual(['zaterdag']);
  });

  it('drops the generic word for a place to eat beside a kind it knows, and asks for places to eat only', () => {
    expect(parseCatalogQuery('chinese restaurant')).toEqual({ terms: [['chinese']], when: [], eating: true });
    expect(parseCatalogQuery('een Chinees restaurant').terms.map(([term]) => term)).toEqual(['chinese']);
    // A word it does not know keeps the generic one, so places to eat still match.
    expect(parseCatalogQuery('fast food').terms.map(([term]) => term)).toEqual(['fast', 'food']);
    expect(parseCatalogQuery('restaurant').eating).toBeUndefined();
  });
});

describe('allowedEventDates', () => {
  it('turns time words into dates from the given local day', () => {
    expect(allowedEventDates(['this weekend'], WEDNESDAY)).toEqual(new Set(['2026-11-21', '2026-11-22']));
    expect(allowedEventDates(['tonight'], WEDNESDAY)).toEqual(new Set(['2026-11-18']));
    expect(allowedEventDates(['bukas'], WEDNESDAY)).toEqual(new Set(['2026-11-19']));
    expect(allowedEventDates(['friday'], WEDNESDAY)).toEqual(new Set(['2026-11-20']));
  });

  it('returns null when no time was named', () => {
    expect(allowedEventDates([], WEDNESDAY)).toBeNull();
  });
});

describe('scoreCatalogVenue', () => {
  const venue: CatalogVenue = {
    id: 'x-1',
    name: 'Fort Santiago',
    kind: 'sight',
    category: 'jazz concert',
    area: 'A',
    address: 'Somewhere',
    rating: 4,
    price: 'free',
    summary: 'Old walls by the river.',
    tags: ['history'],
    hints: [],
    location: { latitude: 14.59, longitude: 120.97 },
    hours: '24/7',
    facts: {},
  };

  it('weighs exact category or kind over a category word, a tag, the name and the summary', () => {
    expect(
      [['jazz concert'], ['sight'], ['jazz'], ['history'], ['santiago'], ['river'], ['pizza']].map((term) =>
        scoreCatalogVenue(venue, [term]),
      ),
    ).toEqual([10, 10, 7, 5, 4, 2, 0]);
  });

  it('takes the best alternative of one wish and adds up separate wishes', () => {
    expect(scoreCatalogVenue(venue, [['castle', 'fort']])).toBe(4);
    expect(scoreCatalogVenue(venue, [['jazz'], ['history']])).toBe(12);
  });

  // Found by hand (wave df): a park search near the Met listed "Wolfgang's Steakhouse Park Avenue".
  it('reads no kind of place asked for in the name or summary of a venue of another kind', () => {
    const steakhouse = { ...venue, name: 'Wolfgang Steakhouse Park Avenue', kind: 'food', category: 'steak', summary: 'By the park.' };
    expect(scoreCatalogVenue(steakhouse as CatalogVenue, [['park']])).toBe(0);
    expect(scoreCatalogVenue({ ...venue, name: 'Central Park', kind: 'park', category: 'park' }, [['park']])).toBe(10);
    expect(scoreCatalogVenue(steakhouse as CatalogVenue, [['wolfgang']])).toBe(4);
  });
});
