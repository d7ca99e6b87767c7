import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';

// "a pasyalan, parang museo": the example given after "like", "parang" or "zoals" says what kind of place is looked for.
describe('the example after "like" is the search', () => {
  // ... two examples with "o" between are either of them (kinds-as-alternatives.ts, wave di).
  it('tl: "parang"', () => {
    expect(extractQuery('may pasyalan ba sa Intramuros, parang zoo o aquarium?')).toEqual({
      query: 'zoo or aquarium',
      weak: false,
      lodging: false,
    });
  });
  it('en: "like"', () => {
    expect(extractQuery('a day trip from Lyon, like a vineyard?')).toEqual({ query: 'vineyard', weak: false, lodging: false });
  });
  it('nl: "zoals"', () => {
    expect(extractQuery('een uitstapje vanuit Arnhem, zoals een kasteel?')).toEqual({ query: 'kasteel', weak: false, lodging: false });
  });
});
