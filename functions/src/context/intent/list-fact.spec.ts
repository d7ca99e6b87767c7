// Issue 17: a fact word alone, or a fact asked over the list, in en, tl and nl, with words the conversation sets do not hold.
import { describe, expect, it } from 'vitest';
import { asksOverList } from './list-fact';
import { turnIntentOf } from './turn-intent';

const factOf = (text: string) => {
  const intent = turnIntentOf(text);
  return intent.kind === 'fact' ? intent.fact : intent.kind;
};

describe('a fact word alone, with the little words around it, asks that fact', () => {
  it.each([
    ['Terrace available?', 'outdoorSeating'],
    ['veg options?', 'vegetarian'],
    ['high chairs there?', 'kidFriendly'],
    ['price range?', 'priceLevel'],
    ['still open then?', 'openNow'],
    ['Halal kaya?', 'halal'],
    ['pwede card?', 'acceptsCards'],
    ['Bukas kaya?', 'openNow'],
    ['parking po?', 'parking'],
    ['Vegaans mogelijk?', 'vegetarian'],
    ['Kinderstoel?', 'kidFriendly'],
    ['Prijsklasse?', 'priceLevel'],
    ['Geopend?', 'openNow'],
    ['Tweede: pinnen?', 'acceptsCards'],
    ['Reservering nodig eigenlijk?', 'reservable'],
  ])('"%s" asks %s', (text, fact) => {
    expect(factOf(text)).toBe(fact);
  });

  it.each([
    ['halal restaurants in Paris'],
    ['vegan restaurants in Makati'],
    ['bukas tayo pupunta sa Tagaytay'],
    ['open haard restaurant in Gent'],
  ])('"%s" is no fact question', (text) => {
    expect(turnIntentOf(text).kind).not.toBe('fact');
  });
});

describe('a fact asked over the whole list', () => {
  it.each([
    ['do any of them have high chairs?', 'kidFriendly'],
    ['which ones have a terrace?', 'outdoorSeating'],
    ['are any of these wheelchair accessible?', 'wheelchairAccessible'],
    ['alin sa kanila ang tumatanggap ng card?', 'acceptsCards'],
    ['alin dito ang halal?', 'halal'],
    ['welke van deze heeft een kinderstoel?', 'kidFriendly'],
    ['welke hebben een terrasje?', 'outdoorSeating'],
  ])('"%s" asks %s over the list', (text, fact) => {
    expect(factOf(text)).toBe(fact);
    expect(asksOverList(text)).toBe(true);
  });

  it('a bare fact word is asked over the list when no venue is in focus', () => {
    expect(asksOverList('Terras?')).toBe(true);
    expect(asksOverList('Halal ba?')).toBe(true);
  });

  it.each([['is it open?'], ['does the second one take cards?'], ['may parking ba yung pangalawa?'], ['kan ik daar pinnen?']])(
    '"%s" asks one venue, not the list',
    (text) => {
      expect(asksOverList(text)).toBe(false);
    },
  );
});

describe('compare words alone compare the list, not ask a fact of it', () => {
  it.each([
    ['Top rating?', 'best'],
    ['which has the nicest reviews?', 'best'],
    ['alin dito ang may pinakamagandang review?', 'best'],
    ['Beste score?', 'best'],
    ['welke is de hoogst scorende?', 'best'],
    ['Laagste prijs?', 'cheapest'],
  ])('"%s" compares by %s', (text, by) => {
    const intent = turnIntentOf(text);
    expect(intent.kind === 'compare' ? intent.by : intent.kind).toBe(by);
  });
});
