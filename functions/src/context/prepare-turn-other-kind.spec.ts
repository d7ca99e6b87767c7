import { describe, expect, it } from 'vitest';
import { extractQuery } from './extract-query';
import { prepare, withList } from './prepare-turn.fixture';

const searched = (message: string) => {
  const { context, reasons } = prepare(message, { context: { ...withList, location: 'Makati', searchQuery: 'ramen' } });
  return { query: context.searchQuery, location: context.location, rule: reasons.query.split(',')[0] };
};

// Class "modifiers" (issue 17): a diet or a place named after the words asking for other places is the new search.
describe('prepareTurn, a kind named after asking for other places', () => {
  it.each([
    ['iba nmn, yung vegan na kainan sa Pasig', 'vegan', 'Pasig'],
    ['something else, the vegan kind in Pasig?', 'vegan', 'Pasig'],
    ['iets anders, de vegetarische zaken in Pasig?', 'vegetarische', 'Pasig'],
  ])('%s', (message, query, location) => {
    expect(searched(message)).toEqual({ query, location, rule: 'replaces-query:a-kind-and-place-after-asking-for-other' });
  });

  it('keeps the search when the other places asked for name nothing new', () => {
    expect(searched('iba naman?')).toEqual({ query: 'ramen', location: 'Makati', rule: 'guard:modifier-words' });
  });
});

// Class "ordinary words taken as the search": the kind asked about stays the search when a reason with "rather" follows it.
describe('extractQuery, a kind asked with the reason after it', () => {
  it.each([
    ['Of anders misschien, dumplings? Mijn zus heeft liever iets met deeg.', 'dumplings'],
    ['tacos tonight? my dad would rather have something spicy', 'tacos'],
    ['lugaw na lang? mas gusto raw ni kuya ng mainit na sabaw', 'lugaw'],
  ])('%s', (message, query) => {
    expect(extractQuery(message)).toEqual({ query, weak: false, lodging: false });
  });

  it.each([
    ['dumplings? or maybe noodles', 'noodles'],
    ['tacos? hmm, actually burritos', 'burritos'],
    ['lugaw? actually mami na lang', 'mami'],
  ])('still takes the kind that corrects the question: %s', (message, query) => {
    expect(extractQuery(message)).toEqual({ query, weak: false, lodging: false });
  });
});
