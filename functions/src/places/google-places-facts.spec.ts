import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GooglePlacesSearch, toPlace } from './google-places';
import { DETAILS_FIELDS, factFields, LOCATE_FIELDS, placesSku, SEARCH_FIELDS } from './google-places-fields';

const recorded = (file: string): unknown => JSON.parse(readFileSync(join(__dirname, 'recorded', file), 'utf8'));

interface Call {
  method: string;
  url: string;
  fieldMask: string | null;
  body: Record<string, unknown> | null;
}

/** Answers calls in order with recorded bodies and remembers what each call asked for. */
function scriptedFetch(...bodies: unknown[]) {
  const calls: Call[] = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(input),
      fieldMask: new Headers(init?.headers).get('x-goog-fieldmask'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    const body = bodies[calls.length - 1];
    if (body === undefined) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

describe('Places field masks and what they bill', () => {
  it('bills a list search as Text Search Enterprise, and an editorial summary would make it Enterprise + Atmosphere', () => {
    expect(placesSku('search', SEARCH_FIELDS)).toBe('Text Search Enterprise');
    expect(placesSku('search', [...SEARCH_FIELDS, 'editorialSummary'])).toBe('Text Search Enterprise + Atmosphere');
  });

  it('bills "tell me more" as Place Details Enterprise + Atmosphere and locating a place as Pro', () => {
    expect(placesSku('details', DETAILS_FIELDS)).toBe('Place Details Enterprise + Atmosphere');
    expect(placesSku('details', LOCATE_FIELDS)).toBe('Place Details Pro');
    expect(placesSku('search', LOCATE_FIELDS)).toBe('Text Search Pro');
  });

  it('asks for one fact with only the fields that answer it, so most questions bill less', () => {
    expect(placesSku('details', factFields(['acceptsCards']))).toBe('Place Details Enterprise + Atmosphere');
    expect(placesSku('details', factFields(['openNow']))).toBe('Place Details Enterprise');
    expect(placesSku('details', factFields(['wheelchairAccessible']))).toBe('Place Details Pro');
    // The Places API has no halal field: the call only finds the place and its Maps link.
    expect(factFields(['halal'])).toEqual(LOCATE_FIELDS);
  });
});

describe('toPlace with the full details mask', () => {
  it('maps coordinates, hours, open now, contact and every fact', () => {
    expect(toPlace(recorded('place-details-mendokoro-full.json'))).toEqual({
      placeId: 'ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A',
      name: 'Mendokoro Ramenba',
      category: 'ramen restaurant',
      address: 'V Corporate Centre, 125 L.P. Leviste St, Salcedo Village, Makati, 1227 Metro Manila, Philippines',
      rating: 4.7,
      priceLevel: 'moderate',
      mapsUrl: 'https://maps.google.com/?cid=8669207711468102766',
      summary: 'Counter-seating ramen bar serving rich tonkotsu and tsukemen in a minimalist space.',
      location: { latitude: 14.5604823, longitude: 121.0221587 },
      openingHours: [
        'Monday: Closed',
        'Tuesday: Closed',
        'Wednesday: Closed',
        'Thursday: Closed',
        'Friday: 11:00 AM – 1:00 AM',
        'Saturday: Closed',
        'Sunday: 11:00 AM – 10:00 PM',
      ],
      openNow: false,
      phone: '0917 123 4567',
      website: 'https://www.mendokoro.example/',
      facts: {
        vegetarian: true,
        kidFriendly: true,
        outdoorSeating: false,
        reservable: false,
        acceptsCards: true,
        wheelchairAccessible: true,
        openLate: true,
        parking: 'paid lot, paid street parking',
      },
    });
  });

  it('reads cash only as no cards, all-false parking as none, and a day that closes at 22:00 as not late', () => {
    const place = toPlace({
      id: 'p1',
      displayName: { text: 'Carinderia' },
      paymentOptions: { acceptsCashOnly: true },
      parkingOptions: { freeParkingLot: false, paidParkingLot: false },
      regularOpeningHours: { periods: [{ open: { day: 1, hour: 7, minute: 0 }, close: { day: 1, hour: 22, minute: 0 } }] },
    });

    expect(place?.facts).toEqual({ acceptsCards: false, parking: 'none', openLate: false });
  });

  it('reads allowsDogs as whether dogs may come in (wave dd)', () => {
    const place = toPlace({ id: 'p3', displayName: { text: 'Dog café' }, allowsDogs: true });
    expect(place?.facts).toEqual({ allowsDogs: true });
    expect(toPlace({ id: 'p4', displayName: { text: 'No dogs' }, allowsDogs: false })?.facts).toEqual({ allowsDogs: false });
  });

  it('leaves out what Google did not say, so it reads as unknown', () => {
    expect(toPlace({ id: 'p2', displayName: { text: 'Quiet place' } })).toEqual({
      placeId: 'p2',
      name: 'Quiet place',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Quiet+place&query_place_id=p2',
    });
  });
});

describe('GooglePlacesSearch near a place, by price and open now', () => {
  it('locates the venue, then biases the search to a circle around it, with price levels and open now', async () => {
    const api = scriptedFetch(
      { id: 'ChIJq6qq6jTJlzMRd0Zz2iX3v8E', displayName: { text: 'Ramen Nagi' }, location: { latitude: 14.5524, longitude: 121.022 } },
      recorded('text-search-ramen-near-greenbelt.json'),
    );
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    const places = await search.search({
      query: 'ramen',
      location: 'Makati',
      near: { placeId: 'ChIJq6qq6jTJlzMRd0Zz2iX3v8E' },
      radiusMeters: 800,
      priceLevels: ['inexpensive', 'moderate'],
      openNow: true,
    });

    expect(api.calls.map((call) => [call.method, call.url, call.fieldMask])).toEqual([
      [
        'GET',
        'https://places.googleapis.com/v1/places/ChIJq6qq6jTJlzMRd0Zz2iX3v8E',
        'id,displayName,formattedAddress,location,googleMapsUri',
      ],
      ['POST', 'https://places.googleapis.com/v1/places:searchText', expect.stringContaining('places.currentOpeningHours.openNow')],
    ]);
    expect(api.calls[1].body).toEqual({
      textQuery: 'ramen in Makati',
      pageSize: 5,
      includedType: 'ramen_restaurant',
      locationBias: { circle: { center: { latitude: 14.5524, longitude: 121.022 }, radiusMeters: 800 } },
      priceLevels: ['PRICE_LEVEL_INEXPENSIVE', 'PRICE_LEVEL_MODERATE'],
      openNow: true,
    });
    // The place it searched near is not a result of its own "near there".
    expect(places.map((place) => [place.name, place.openNow, place.location])).toEqual([
      ['Mendokoro Ramenba', false, { latitude: 14.5604823, longitude: 121.0221587 }],
    ]);
  });

  it('locates a named place with a one-result Pro text search before searching around it', async () => {
    const api = scriptedFetch(recorded('place-locate-greenbelt.json'), { places: [] });
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    await search.search({ query: 'coffee', location: null, near: { name: 'Greenbelt', location: 'Makati' } });

    expect(api.calls[0].body).toEqual({ textQuery: 'Greenbelt, Makati', pageSize: 1 });
    expect(api.calls[0].fieldMask).toBe('places.id,places.displayName,places.formattedAddress,places.location,places.googleMapsUri');
    expect(api.calls[1].body).toEqual({
      textQuery: 'coffee',
      pageSize: 5,
      includedType: 'cafe',
      locationBias: { circle: { center: { latitude: 14.5525, longitude: 121.0215 }, radiusMeters: 1500 } },
    });
  });

  it('returns nothing without a second call when the place to search near is unknown', async () => {
    const api = scriptedFetch({ places: [] });
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    expect(await search.search({ query: 'ramen', location: 'Makati', near: { name: 'Atlantis' } })).toEqual([]);
    expect(api.calls).toHaveLength(1);
  });

  it('says the facts asked for in the text query and names no type when the query names several kinds', async () => {
    const api = scriptedFetch({ places: [] }, { places: [] });
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    await search.search({ query: 'seafood', location: 'Lisbon', facts: ['outdoorSeating', 'kidFriendly'] });
    await search.search({ query: 'ramen and sushi', location: 'Makati', facts: ['halal'] });

    expect(api.calls.map((call) => call.body)).toEqual([
      { textQuery: 'kid-friendly seafood with outdoor seating in Lisbon', pageSize: 5, includedType: 'seafood_restaurant' },
      { textQuery: 'halal ramen and sushi in Makati', pageSize: 5 },
    ]);
  });

  it('filters "free" itself, since Text Search cannot', async () => {
    const api = scriptedFetch({
      places: [
        { id: 'a', displayName: { text: 'Free park' }, priceLevel: 'PRICE_LEVEL_FREE' },
        { id: 'b', displayName: { text: 'Paid garden' }, priceLevel: 'PRICE_LEVEL_MODERATE' },
      ],
    });
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    const places = await search.search({ query: 'park', location: 'Makati', priceLevels: ['free'] });

    expect(api.calls[0].body).toEqual({ textQuery: 'park in Makati', pageSize: 5, includedType: 'park' });
    expect(places.map((place) => place.name)).toEqual(['Free park']);
  });

  it('asks Place Details only for the fields of the fact asked', async () => {
    const api = scriptedFetch(recorded('place-details-mendokoro-full.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    const place = await search.details('ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A', { facts: ['acceptsCards'] });

    expect(api.calls[0].fieldMask).toBe('id,displayName,formattedAddress,location,googleMapsUri,paymentOptions');
    expect(place?.facts?.acceptsCards).toBe(true);
  });
});

describe('an accessible restroom', () => {
  it('is read from accessibilityOptions, asked with the fields that answer it, and unknown when Google does not say', () => {
    const base = recorded('place-details-mendokoro-full.json') as Record<string, unknown>;
    const withRestroom = { ...base, accessibilityOptions: { wheelchairAccessibleEntrance: true, wheelchairAccessibleRestroom: false } };
    expect(toPlace(withRestroom)?.facts).toMatchObject({ wheelchairAccessible: true, accessibleRestroom: false });
    expect(toPlace(base)?.facts).not.toHaveProperty('accessibleRestroom');
    expect(placesSku('details', factFields(['accessibleRestroom']))).toBe('Place Details Pro');
  });
});
