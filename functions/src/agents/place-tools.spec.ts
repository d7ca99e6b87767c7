import { describe, expect, it } from 'vitest';
import { createFailingPlaceSearch, createFakePlaceSearch, RAMEN_IN_MAKATI } from '../testing/fake-place-search';
import { getDirections, placeDetails, searchPlaces } from './place-tools';

describe('place tool handlers', () => {
  const places = createFakePlaceSearch(RAMEN_IN_MAKATI);

  it('searches with the query and location it was given', async () => {
    const result = await searchPlaces(places, { query: 'ramen', location: 'Taguig' });

    expect(result).toEqual({ places: [RAMEN_IN_MAKATI[3]] });
  });

  it('returns null for an unknown place id', async () => {
    expect(await placeDetails(places, { placeId: 'nope' })).toEqual({ place: null });
    expect(await getDirections(places, { placeId: 'nope' })).toEqual({ directions: null });
  });

  it('reports an unreachable search as data the model can explain', async () => {
    const failing = createFailingPlaceSearch();

    expect(await searchPlaces(failing, { query: 'ramen', location: 'Makati' })).toEqual({
      places: [],
      error: 'The place search is unavailable right now.',
    });
    expect(await placeDetails(failing, { placeId: 'x' })).toEqual({ place: null, error: 'The place search is unavailable right now.' });
    expect(await getDirections(failing, { placeId: 'x' })).toEqual({ directions: null, error: 'The place search is unavailable right now.' });
  });
});
