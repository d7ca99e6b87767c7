import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';

// Where the user sleeps, said in a sentence of its own, is no search: the kind asked for after it is.
describe('a stay said in passing is not the search', () => {
  it('en: an airbnb, then the restaurants asked for', () => {
    expect(extractQuery('Arrived in Porto today, airbnb in Ribeira. Show me seafood restaurants in Matosinhos.')).toEqual({
      query: 'seafood restaurants',
      weak: false,
      lodging: false,
    });
  });
  it('tl: a hotel, then the dish asked for', () => {
    const query = extractQuery('Hotel sa Ermita kami. Saan may masarap na lomi sa Batangas?');
    expect(query).toEqual({ query: 'lomi', weak: false, lodging: false });
  });
  it('nl: a hostel, then the dish asked for', () => {
    expect(extractQuery('We slapen in een hostel in Utrecht. Zijn er goede stroopwafels in de buurt?')).toEqual({
      query: 'stroopwafels',
      weak: false,
      lodging: false,
    });
  });
  it('keeps the stay when the user asks for it', () => {
    expect(extractQuery('I need a hotel in Ghent. Near the station.')).toEqual({ query: 'hotel', weak: false, lodging: true });
  });
});

// "Maybe", "Misschien", "Baka" open a sentence: the capitalised kind after them is no part of a name.
describe('a kind after a sentence opener is the search', () => {
  it('en: "Maybe Greek"', () => {
    const query = extractQuery('And in Fitzroy? Maybe Greek would be nicer for my aunt.');
    expect(query).toEqual({ query: 'greek', weak: false, lodging: false });
  });
  it('nl: "Misschien Indonesisch"', () => {
    expect(extractQuery('En in de Pijp? Misschien Indonesisch, dat lust mijn zus.')).toEqual({
      query: 'indonesisch',
      weak: false,
      lodging: false,
    });
  });
  it('tl: "Baka Japanese"', () => {
    expect(extractQuery('Eh sa Cubao? Baka Japanese na lang para kay Tito.')).toEqual({ query: 'japanese', weak: false, lodging: false });
  });
});

// Issue 17, wave ad (between meetings): the workshop just done, the trade fair a colleague is at, the person's own hotel say
// where they are, not what to find (OWN_OCCASION in query-state.ts); asked for on their own, they are the search.
describe('a work occasion or the own hotel said in passing is not the search (wave ad)', () => {
  it('en: a workshop just finished, then the food asked for', () => {
    expect(extractQuery('ugh just finished a 10h workshop 😩 need food near shinagawa station')).toMatchObject({ query: 'food' });
  });
  it('en: a trade fair and an exhibition centre, then the restaurant asked for', () => {
    const text = 'my manager is at a trade fair at Paris Expo. Could you find a good restaurant near the exhibition centre?';
    expect(extractQuery(text)).toMatchObject({ query: 'restaurant' });
  });
  it('nl: "bij ons hotel" says where to eat, it asks for no hotel', () => {
    expect(extractQuery("ok. vanavond eten met 6 collega's, ergens bij ons hotel")?.query).not.toBe('hotel');
  });
  it('keeps workshops when the user asks for them', () => {
    expect(extractQuery('any workshops in Makati?')).toMatchObject({ query: 'workshops' });
  });
  it('keeps a hotel when the user asks for one', () => {
    expect(extractQuery('a hotel near Shibuya')).toMatchObject({ query: 'hotel' });
  });
});
