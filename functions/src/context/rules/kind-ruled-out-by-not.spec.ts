import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';

// "a market, not a shopping mall": the kind said after "not a", "geen" or "hindi" is ruled out, not searched.
describe('a kind said after a negation is not the search', () => {
  it('en: "not a"', () => {
    expect(extractQuery('not a chain store, rather a bookshop in Porto')).toEqual({ query: 'bookshop', weak: false, lodging: false });
  });
  it('nl: "geen"', () => {
    expect(extractQuery('liefst geen winkelcentrum maar een markt in Gent')).toEqual({ query: 'markt', weak: false, lodging: false });
  });
  it('tl: "hindi"', () => {
    expect(extractQuery('hindi mall, palengke sana sa Cebu')).toEqual({ query: 'market', weak: false, lodging: false });
  });
  it('en: "says no", a kind turned down for someone (wave zi)', () => {
    expect(extractQuery('my dad just called and says no seafood for him, he wants portuguese food instead')).toEqual({
      query: 'portuguese food',
      weak: false,
      lodging: false,
    });
  });
  it('en: a bare "not" or "no" right before the kind (wave zp)', () => {
    expect(extractQuery('lunch near raffles place. 45 min max, not hawker')).toMatchObject({ query: 'lunch' });
    expect(extractQuery('lunch near raffles place, no hawker please')).toMatchObject({ query: 'lunch' });
  });
  it('keeps a kind that no negation is before', () => {
    expect(extractQuery('a shopping mall in Cebu')).toEqual({ query: 'shopping area', weak: false, lodging: false });
  });
});
