import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';
import { factsInQuery, googleTextWithFacts, googleTypeOf, namesOnlyFacts, SEARCH_WORDS, termWithCategories } from './search-words';

describe('search words', () => {
  it('takes fact words out of a query in English, Filipino and Dutch, leaving the kind of place', () => {
    expect(
      ['halal', 'vegetarian na pagkain', 'kindvriendelijk restaurant', 'visrestaurant met een terras', 'ramen'].map(factsInQuery),
    ).toEqual([
      { facts: ['halal'], rest: 'food' },
      { facts: ['vegetarian'], rest: 'na pagkain' },
      { facts: ['kidFriendly'], rest: 'restaurant' },
      { facts: ['outdoorSeating'], rest: 'visrestaurant met een' },
      { facts: [], rest: 'ramen' },
    ]);
  });

  it('knows words that name only a fact, no kind: a filter on the search kept, not a search of their own', () => {
    expect(['terras', 'outdoor seating', 'halal', 'rolstoeltoegankelijk'].map(namesOnlyFacts)).toEqual([true, true, true, true]);
    // "vegetarian" is also a kind of restaurant; the others name a kind beside the fact.
    expect(['vegetarian', 'visrestaurant met een terras', 'ramen'].map(namesOnlyFacts)).toEqual([false, false, false]);
  });

  it('says facts in a Google text query and names a Places type for a kind', () => {
    expect(googleTextWithFacts('seafood', ['outdoorSeating'])).toBe('seafood with outdoor seating');
    expect([googleTypeOf('burgers'), googleTypeOf('nightlife'), googleTypeOf('jazz')]).toEqual(['hamburger_restaurant', 'bar', null]);
  });

  it('lists every word folded and once, with no word meaning two things', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    const note = (word: string, meaning: string) => {
      if (normalizeText(word) !== word) problems.push(`"${word}" is not folded`);
      if (seen.has(word) && seen.get(word) !== meaning) problems.push(`"${word}" means ${seen.get(word)} and ${meaning}`);
      seen.set(word, meaning);
    };
    for (const [term, words] of Object.entries(SEARCH_WORDS.terms)) words.forEach((word) => note(word, term));
    for (const [fact, { words }] of Object.entries(SEARCH_WORDS.facts)) words.forEach((word) => note(word, fact));
    expect(problems).toEqual([]);
  });

  it('maps only canonical terms to Places types and to other catalog categories, and names only them as places to eat', () => {
    expect(Object.keys(SEARCH_WORDS.googleTypes).filter((term) => !(term in SEARCH_WORDS.terms))).toEqual([]);
    expect(Object.keys(SEARCH_WORDS.categories).filter((term) => !(term in SEARCH_WORDS.terms))).toEqual([]);
    expect(SEARCH_WORDS.eating.filter((term) => !(term in SEARCH_WORDS.terms))).toEqual([]);
  });

  it('names the catalog categories a term also covers, after the term itself', () => {
    expect([termWithCategories('brunch'), termWithCategories('ramen')]).toEqual([['brunch', 'breakfast'], ['ramen']]);
  });

  it('reads the Tagalog verbs for a coffee and for lunch as the kinds they name', () => {
    expect(
      ['magkape', 'mananghalian', 'magtanghalian'].map((word) =>
        Object.keys(SEARCH_WORDS.terms).find((term) => SEARCH_WORDS.terms[term].includes(word)),
      ),
    ).toEqual(['cafe', 'food', 'food']);
  });
});
