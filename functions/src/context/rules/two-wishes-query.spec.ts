import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';
import { createPlaceSearch } from '../../places/create-place-search';

// Wave ch (two people, two wishes) and cg (the feel of the place): what the person asks for, never the word for the company.
describe('a place to eat "together" searches the wishes, not "together"', () => {
  it('en: two diets, then "where can we eat together"', () => {
    const query = extractQuery(
      "Me and my friend are near Bugis. She's vegetarian and I only eat halal, where can we eat together??",
    )?.query;
    expect(query).toBe('vegetarian');
  });
  it('nl: "waar kunnen we samen eten"', () => {
    expect(extractQuery('waar kunnen we samen eten in Amsterdam')?.query).not.toBe('samen');
  });
});

describe('a study spot is a café to sit in', () => {
  it('tl: "study spot sa may España" is the search, which the place search answers with cafés', async () => {
    expect(extractQuery('need ko ng study spot sa may España, yung tahimik tapos pwede tumambay nang matagal')?.query).toBe('study spot');
    const places = await createPlaceSearch({ now: () => new Date('2026-12-05T10:00:00+08:00') }).search({
      query: 'study spot',
      location: 'Quezon City',
    });
    // (Cafés first; places with "Café" in their name follow, as for any café search.)
    expect(places.slice(0, 2).map((place) => place.category)).toEqual(['cafe', 'cafe']);
  });
});
