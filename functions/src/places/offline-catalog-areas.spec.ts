// Issue 17: the offline catalog places an area by name ("Ueno", "Tsukiji", "Uptown") as Google's text search would, so a
// listed venue can be measured from it.
import { describe, expect, it } from 'vitest';
import { createPlaceSearch } from './create-place-search';
import { searchRelaxed } from './relaxed-search';

const catalog = createPlaceSearch({ now: () => new Date(Date.UTC(2026, 10, 21, 10, 0, 0)) });

describe('locating an area by name', () => {
  it('places an area nothing is named after at the middle of the venues whose address names it (Senso-ji, Pelican…)', async () => {
    const asakusa = await catalog.locate({ name: 'Asakusa', location: 'Tokyo' });
    expect(asakusa && { name: asakusa.name, category: asakusa.category, address: asakusa.address }).toEqual({
      name: 'Asakusa',
      category: 'area',
      address: 'Tokyo, Japan',
    });
    expect(asakusa?.location?.latitude).toBeCloseTo(35.7132, 3);
    expect(asakusa?.location?.longitude).toBeCloseTo(139.7944, 3);
  });

  it('finds the landmarks that stand for Tsukiji, Myeongdong and Uptown in their city', async () => {
    const found = await Promise.all(
      [
        { name: 'Tsukiji', location: 'Tokyo' },
        { name: 'myeongdong', location: 'Seoul' },
        { name: 'Uptown', location: 'BGC, Taguig' },
      ].map((ref) => catalog.locate(ref)),
    );
    expect(found.map((place) => place?.name)).toEqual(['Tsukiji Outer Market', 'Myeongdong', 'Uptown Mall']);
  });

  it('places no area whose name several cities share', async () => {
    expect(await catalog.locate({ name: 'Manhattan', location: null })).toBeNull();
  });
});

describe('an area several cities have', () => {
  it('searches the one of the city where the kind asked for is found ("hawker center sa Chinatown": Singapore)', async () => {
    const places = await catalog.search({ query: 'hawker centre', location: 'Chinatown' });
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => place.address?.includes('Singapore'))).toBe(true);
  });

  it('is no place outside the data, whichever city it is', () => {
    expect(catalog.citiesOutside?.('Chinatown')).toBeNull();
  });
});

// Issue 17: a district of a catalog city with no venue of its own ("arcades in Akihabara", "things to do around Fisherman's
// Wharf") widens to the city and says so, instead of answering that the place is not in the data.
describe('a district with no venue of its own', () => {
  it.each([
    ['restaurants', 'Akihabara', 'Tokyo'],
    ['restaurants', 'Harlem', 'New York'],
    ['sights and things to do', "Fisherman's Wharf", 'San Francisco'],
  ])('a search for %s in %s widens to %s', async (query, location, city) => {
    const found = await searchRelaxed(catalog, { query, location });
    expect(found.places.length).toBeGreaterThan(0);
    expect(found.relaxation.widerLocation).toEqual({ from: location, to: city });
  });
});

// Issue 17: the districts of the City of Manila people name (Sampaloc, España, Sta. Mesa, the U-Belt) are in the data: "saan
// may lugaw sa Sampaloc?" answered that Sampaloc was outside it, and every turn after repeated that. No venue lists them as
// its area, so a search there widens to Metro Manila and says so (it does not call a Binondo place "in Sampaloc").
describe('the districts of the City of Manila', () => {
  it.each(['Sampaloc', 'España', 'Sta. Mesa', 'U-Belt'])('a search in %s widens to Metro Manila', async (location) => {
    expect(catalog.citiesOutside?.(location)).toBeNull();
    const found = await searchRelaxed(catalog, { query: 'restaurants', location });
    expect(found.places.length).toBeGreaterThan(0);
    expect(found.relaxation.widerLocation).toMatchObject({ from: location, to: 'Metro Manila' });
  });
});
