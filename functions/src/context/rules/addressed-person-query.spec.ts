import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';

// Wave ci: "boss lugawan sa may kamuning" calls the concierge "boss"; the word for the one addressed is no part of the search.
describe('a word for the one addressed is not searched', () => {
  it.each([
    ['boss lugawan sa may kamuning qc mura lang', 'lugawan'],
    ['idol, ramen sa BGC', 'ramen'],
    ['lods may kape ba sa Makati', 'coffee'],
  ])('"%s" searches %s', (message, kind) => {
    expect(extractQuery(message)?.query).toBe(kind);
  });
});
