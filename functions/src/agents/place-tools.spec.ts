import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../places/geo-distance';
import { OfflineCatalog } from '../places/offline-catalog';
import { SEARCH_FIXTURE_CITY } from '../places/search-fixture-city';
import { createFailingPlaceSearch, createFakePlaceSearch, RAMEN_IN_MAKATI } from '../testing/fake-place-search';
import {
  getDirections,
  GetDirectionsInputSchema,
  GetDirectionsOutputSchema,
  placeDetails,
  PlaceDetailsOutputSchema,
  placeDistance,
  PlaceDistanceOutputSchema,
  placeFact,
  PlaceFactOutputSchema,
  searchListing,
  SearchPlacesListingSchema,
  searchPlaces,
  SearchPlacesOutputSchema,
} from './place-tools';

const UNAVAILABLE = 'The place search is unavailable right now.';
// Wednesday 18 November 2026: 11:00 in Manila, 04:00 in Amsterdam.
const catalog = new OfflineCatalog({ now: () => new Date('2026-11-18T03:00:00Z') });
const fixture = new OfflineCatalog({ now: () => new Date('2026-11-18T03:00:00Z'), cities: [SEARCH_FIXTURE_CITY] });

describe('place tool handlers', () => {
  const places = createFakePlaceSearch(RAMEN_IN_MAKATI);

  it('searches with the query and location it was given', async () => {
    const result = await searchPlaces(places, { query: 'ramen', location: 'Taguig' });

    expect(result).toEqual({ places: [RAMEN_IN_MAKATI[3]] });
    expect(places.searches).toEqual([{ query: 'ramen', location: 'Taguig' }]);
  });

  it('passes near, radius, price levels and open-now through to the search', async () => {
    const fake = createFakePlaceSearch(RAMEN_IN_MAKATI);
    await searchPlaces(fake, {
      query: 'ramen',
      location: 'Makati',
      near: { name: 'Greenbelt' },
      radiusMeters: 800,
      priceLevels: ['inexpensive', 'moderate'],
      openNow: true,
    });

    expect(fake.searches).toEqual([
      {
        query: 'ramen',
        location: 'Makati',
        near: { name: 'Greenbelt', location: 'Makati' },
        radiusMeters: 800,
        priceLevels: ['inexpensive', 'moderate'],
        openNow: true,
      },
    ]);
  });

  it('turns fact words of the query into filters and says what it gave up to find something', async () => {
    const halal = await searchPlaces(catalog, { query: 'halal', location: 'BGC' });
    expect(halal.relaxed).toEqual({ droppedFacts: ['halal'] });
    expect(halal.places.length).toBeGreaterThan(0);
    const veg = await searchPlaces(catalog, { query: 'vegetarian', location: 'BGC' });
    expect(veg.relaxed).toBeUndefined();
    const vegDetails = await Promise.all(veg.places.map((place) => catalog.details(place.placeId)));
    expect(vegDetails.map((place) => place?.facts?.vegetarian)).toEqual(veg.places.map(() => true));
    const cheap = await searchPlaces(catalog, { query: 'steak', location: 'BGC', priceLevels: ['free', 'inexpensive'] });
    expect([cheap.relaxed, cheap.places.map((place) => place.name)]).toEqual([{ droppedPriceLevels: ['free', 'inexpensive'] }, ['Mamou']]);
  });

  it('returns null for an unknown place id', async () => {
    expect(await placeDetails(places, { placeId: 'nope' })).toEqual({ place: null });
    expect(await getDirections(places, { placeId: 'nope' })).toEqual({ directions: null });
    expect(await placeFact(places, { placeId: 'nope', fact: 'halal' })).toEqual({ place: null, fact: 'halal', value: 'unknown' });
  });

  it('reports an unreachable search as data the model can explain', async () => {
    const failing = createFailingPlaceSearch();

    expect(await searchPlaces(failing, { query: 'ramen', location: 'Makati' })).toEqual({ places: [], error: UNAVAILABLE });
    expect(await placeDetails(failing, { placeId: 'x' })).toEqual({ place: null, error: UNAVAILABLE });
    expect(await getDirections(failing, { placeId: 'x' })).toEqual({ directions: null, error: UNAVAILABLE });
    expect(await placeFact(failing, { placeId: 'x', fact: 'parking' })).toEqual({
      place: null,
      fact: 'parking',
      value: 'unknown',
      error: UNAVAILABLE,
    });
    expect(await placeDistance(failing, { from: { placeId: 'a' }, to: { placeId: 'b' } })).toEqual({
      from: null,
      to: null,
      estimate: null,
      error: UNAVAILABLE,
    });
  });
});

// Issue 17, wave ad: "hoe geraak ik naar Haneda?" names a landmark, no venue with a place_id, as where the way goes.
describe('getDirections to a landmark named as the destination (wave ad)', () => {
  it('finds the landmark by its name in the city given, then the way to it from the origin', async () => {
    const found = await getDirections(catalog, { destination: 'Haneda', location: 'Tokyo', origin: 'Shinjuku' });

    expect(found.directions && [found.directions.place.name, found.directions.place.placeId, found.directions.url]).toEqual([
      'Haneda Airport',
      expect.stringMatching(/^offline:landmark:tyo-/),
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=Shinjuku&destination=Haneda\+Airport%2C\+Tokyo&/),
    ]);
  });

  it('finds no way to a destination the catalog does not know', async () => {
    expect(await getDirections(catalog, { destination: 'Nowhere Plaza', location: 'Tokyo' })).toEqual({ directions: null });
  });

  it('rejects a request with neither a place_id nor a destination', () => {
    expect(GetDirectionsInputSchema.safeParse({ origin: 'Shinjuku' }).error?.issues.map((issue) => issue.message)).toEqual([
      'give placeId or destination',
    ]);
    expect(GetDirectionsInputSchema.safeParse({ destination: 'Haneda', location: 'Tokyo' }).success).toBe(true);
  });
});

describe('searchPlaces on the offline catalog', () => {
  it('finds places near a listed venue within the radius, nearest first, leaving the venue itself out', async () => {
    const from = (await catalog.details('offline:mnl-ramen-2'))!.location!;
    const { places, relaxed } = await searchPlaces(catalog, {
      query: 'ramen',
      location: 'Makati',
      near: { placeId: 'offline:mnl-ramen-2' },
      radiusMeters: 1500,
    });
    const meters = places.map((place) => haversineMeters(from, place.location!));
    expect(places.length).toBeGreaterThanOrEqual(2);
    expect(places.map((place) => place.placeId)).not.toContain('offline:mnl-ramen-2');
    expect(meters.every((distance) => distance <= 1500)).toBe(true);
    expect(meters).toEqual([...meters].sort((a, b) => a - b));
    expect(relaxed).toBeUndefined();
  });

  it('looks wider when only one place is near, so a second one can be chosen, and says how far it widened', async () => {
    // From North Breakfast: Old Town Breakfast is about 1.1 km away, Dock Breakfast about 4.4 km.
    const wider = await searchPlaces(fixture, {
      query: 'breakfast',
      location: 'Testville',
      near: { placeId: 'offline:tst-breakfast-1' },
      radiusMeters: 1200,
    });
    expect(wider.places.map((place) => place.name)).toEqual(['Old Town Breakfast', 'Dock Breakfast']);
    expect(wider.relaxed).toEqual({ widened: { fromMeters: 1200, toMeters: 4800 } });
  });

  it('puts the price levels asked for first ("nothing too fancy"), then the cheapest of the rest, and says so', async () => {
    const { places, relaxed } = await searchPlaces(fixture, { query: 'ramen', location: 'Testville', priceLevels: ['inexpensive'] });
    expect(places.map((place) => [place.name, place.priceLevel])).toEqual([
      ['Harbour Ramen', 'inexpensive'],
      ['North Ramen', 'moderate'],
      ['South Ramen', 'moderate'],
    ]);
    expect(relaxed).toEqual({ pricedAbove: { foundAtPrice: 1 } });
  });

  it('keeps only places open now when asked, by the city’s own clock', async () => {
    const open = await searchPlaces(catalog, { query: 'pizza', location: 'New York', openNow: true, limit: 10 });
    const all = await searchPlaces(catalog, { query: 'pizza', location: 'New York', limit: 10 });

    // 22:00 on Tuesday in New York: Juliana's, Lucali, Di Fara and Scarr's have closed; the late ones still serve.
    expect(open.places.map((place) => place.name)).toEqual([
      "L'Industrie Pizzeria",
      "Joe's Pizza",
      'Prince Street Pizza',
      "Roberta's",
      "Lombardi's",
      "Screamer's Pizzeria",
    ]);
    expect(all.places).toHaveLength(10);
  });

  it('searches around a named station without a city', async () => {
    const { places } = await searchPlaces(catalog, { query: 'cafe', location: null, near: { name: 'Shibuya station' }, limit: 2 });

    expect(places.map((place) => place.name)).toEqual(['Streamer Coffee Company Shibuya', 'Fuglen Tokyo']);
  });
});

describe('placeFact on the offline catalog', () => {
  it('answers one fact with its value, the Maps link and the approximate mark', async () => {
    expect(await placeFact(catalog, { placeId: 'offline:ams-ramen-1', fact: 'acceptsCards' })).toEqual({
      place: {
        placeId: 'offline:ams-ramen-1',
        name: 'Men Impossible',
        mapsUrl:
          'https://www.google.com/maps/search/?api=1&query=Men+Impossible%2C+Hazenstraat+19%2C+Jordaan%2C+Amsterdam' +
          '&query_place_id=offline%3Aams-ramen-1',
        approximate: true,
      },
      fact: 'acceptsCards',
      value: true,
    });
  });

  it('says unknown for a fact the catalog does not hold, rather than guessing', async () => {
    expect((await placeFact(catalog, { placeId: 'offline:mnl-park-1', fact: 'halal' })).value).toBe('unknown');
  });

  it('answers "open late?" from the hours: past 23:00 on some day', async () => {
    expect((await placeFact(catalog, { placeId: 'offline:mnl-ramen-1', fact: 'openLate' })).value).toBe(false);
    expect((await placeFact(catalog, { placeId: 'offline:nyc-pizza-1', fact: 'openLate' })).value).toBe(true);
  });

  it('answers parking and the weekly hours', async () => {
    expect((await placeFact(catalog, { placeId: 'offline:mnl-ramen-2', fact: 'parking' })).value).toBe('Greenbelt mall parking (paid)');
    expect((await placeFact(catalog, { placeId: 'offline:lis-museum-1', fact: 'openingHours' })).value).toEqual([
      'Monday: Closed',
      'Tuesday: 10:00–18:00',
      'Wednesday: 10:00–18:00',
      'Thursday: 10:00–18:00',
      'Friday: 10:00–18:00',
      'Saturday: 10:00–18:00',
      'Sunday: 10:00–18:00',
    ]);
  });
});

describe('placeDistance on the offline catalog', () => {
  const NOTE = 'Estimate from the straight-line distance (×1.3 for streets), not a route; use the Maps link for real directions.';

  it('measures between two listed venues with walking and driving estimates', async () => {
    const result = await placeDistance(catalog, { from: { placeId: 'offline:mnl-ramen-1' }, to: { placeId: 'offline:mnl-ramen-2' } });

    expect(result.from).toEqual({ placeId: 'offline:mnl-ramen-1', name: 'Mendokoro Ramenba' });
    expect(result.to).toEqual({ placeId: 'offline:mnl-ramen-2', name: 'Ramen Nagi' });
    expect(result.estimate).toEqual({ straightLineMeters: 900, walkingMinutes: 15, drivingMinutes: 3, note: NOTE });
    expect(result.directionsUrl).toContain('destination_place_id=offline%3Amnl-ramen-2');
  });

  it('finds "the station" in the city of the venue it is measured to', async () => {
    const result = await placeDistance(catalog, { from: { name: 'the station' }, to: { placeId: 'offline:ams-museum-1' } });

    expect(result.from).toEqual({ placeId: 'offline:landmark:ams-0', name: 'Amsterdam Centraal' });
    expect(result.estimate).toEqual({ straightLineMeters: 2360, walkingMinutes: 38, drivingMinutes: 7, note: NOTE });
  });

  it('finds the place inside "my hotel near Leidseplein" when the words as said name no place', async () => {
    const result = await placeDistance(catalog, { from: { name: 'my hotel near Leidseplein' }, to: { placeId: 'offline:ams-museum-1' } });

    expect(result.from).toEqual({ placeId: 'offline:landmark:ams-2', name: 'Leidseplein' });
    expect(result.estimate?.straightLineMeters).toBeGreaterThan(0);
  });

  it('says which place it could not find instead of inventing a distance', async () => {
    expect(await placeDistance(catalog, { from: { name: 'Atlantis' }, to: { placeId: 'offline:ams-museum-1' } })).toEqual({
      from: null,
      to: { placeId: 'offline:ams-museum-1', name: 'Rijksmuseum' },
      estimate: null,
      error: 'Could not find where Atlantis is.',
    });
    expect((await placeDistance(catalog, { from: {}, to: { placeId: 'offline:ams-museum-1' } })).error).toBe(
      'Say which two places to measure between.',
    );
  });
});

// The tools declare no output schema to Genkit (it would serialise them on every call), so this holds the outputs to them.
describe('place tool outputs', () => {
  it('keep to their schemas: a search, a relaxed search, details, directions, a fact and a distance', async () => {
    const found = await searchPlaces(catalog, { query: 'ramen', location: 'Makati' });
    const placeId = found.places[0]?.placeId ?? 'none';
    const checks = [
      SearchPlacesOutputSchema.safeParse(found),
      SearchPlacesOutputSchema.safeParse(await searchPlaces(catalog, { query: 'steak', location: 'BGC', priceLevels: ['free'] })),
      PlaceDetailsOutputSchema.safeParse(await placeDetails(catalog, { placeId })),
      GetDirectionsOutputSchema.safeParse(await getDirections(catalog, { placeId })),
      PlaceFactOutputSchema.safeParse(await placeFact(catalog, { placeId, fact: 'halal' })),
      PlaceDistanceOutputSchema.safeParse(await placeDistance(catalog, { from: { placeId }, to: { name: 'Greenbelt' } })),
      SearchPlacesListingSchema.strict().safeParse(searchListing(found)),
    ];

    expect(found.places.length).toBeGreaterThan(1);
    expect(checks.map((check) => check.error?.issues ?? [])).toEqual([[], [], [], [], [], [], []]);
  });
});
