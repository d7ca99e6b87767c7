import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETAILS_FIELD_MASK, GooglePlacesError, GooglePlacesSearch, SEARCH_FIELD_MASK, toPlace } from './google-places';

const recorded = (file: string): unknown => JSON.parse(readFileSync(join(__dirname, 'recorded', file), 'utf8'));

interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null;
}

/** A fetch that answers every call with one recorded response and remembers what it was asked. */
function recordedFetch(status: number, body: unknown) {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      signal: init?.signal ?? null,
    });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

const MENDOKORO = {
  placeId: 'ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A',
  name: 'Mendokoro Ramenba',
  category: 'ramen restaurant',
  address: 'V Corporate Centre, 125 L.P. Leviste St, Salcedo Village, Makati, 1227 Metro Manila, Philippines',
  rating: 4.7,
  priceLevel: 'moderate',
  mapsUrl: 'https://maps.google.com/?cid=8669207711468102766',
  summary: 'Counter-seating ramen bar serving rich tonkotsu and tsukemen in a minimalist space.',
};

describe('GooglePlacesSearch.search', () => {
  it('posts a text search with the key, the field mask and "<query> in <location>"', async () => {
    const api = recordedFetch(200, recorded('text-search-ramen-makati.json'));
    const search = new GooglePlacesSearch({ apiKey: 'test-key', fetch: api.fetch });

    await search.search({ query: 'ramen', location: 'Makati', limit: 3 });

    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      url: 'https://places.googleapis.com/v1/places:searchText',
      method: 'POST',
      headers: {
        'x-goog-api-key': 'test-key',
        'x-goog-fieldmask': SEARCH_FIELD_MASK,
        'content-type': 'application/json',
      },
      body: { textQuery: 'ramen in Makati', pageSize: 3 },
    });
    expect(api.calls[0].signal).toBeInstanceOf(AbortSignal);
  });

  it('asks only for the fields the Place card shows, each under places., and no Atmosphere field', () => {
    expect(SEARCH_FIELD_MASK.split(',')).toEqual([
      'places.id',
      'places.displayName',
      'places.formattedAddress',
      'places.location',
      'places.rating',
      'places.priceLevel',
      'places.primaryType',
      'places.primaryTypeDisplayName',
      'places.googleMapsUri',
      'places.currentOpeningHours.openNow',
    ]);
    expect(DETAILS_FIELD_MASK.split(',')).toEqual(expect.arrayContaining(['editorialSummary', 'servesVegetarianFood']));
  });

  it('maps the recorded response to places, dropping a result without an id', async () => {
    const api = recordedFetch(200, recorded('text-search-ramen-makati.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    const places = await search.search({ query: 'ramen', location: 'Makati' });

    expect(places).toEqual([
      MENDOKORO,
      {
        placeId: 'ChIJq6qq6jTJlzMRd0Zz2iX3v8E',
        name: 'Ramen Nagi',
        category: 'ramen restaurant',
        address: 'Greenbelt 3, Ayala Center, Makati, 1223 Metro Manila, Philippines',
        rating: 4.5,
        priceLevel: 'inexpensive',
        mapsUrl: 'https://maps.google.com/?cid=1694380271823751799',
      },
      {
        placeId: 'ChIJ3W8Qd7LJlzMRgVr9Q2kQk1s',
        name: 'Ukokkei Ramen Ron',
        category: 'japanese restaurant',
        address: '2277 Chino Roces Ave, Makati, 1231 Metro Manila, Philippines',
        rating: 4.3,
        mapsUrl: 'https://maps.google.com/?cid=1969744316436416385',
      },
    ]);
  });

  it('sends the default page size of 5 and clamps large limits to Google’s maximum of 20', async () => {
    const api = recordedFetch(200, recorded('text-search-empty.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    await search.search({ query: 'museum', location: 'Amsterdam' });
    await search.search({ query: 'museum', location: 'Amsterdam', limit: 500 });

    expect(api.calls.map((call) => (call.body as { pageSize: number }).pageSize)).toEqual([5, 20]);
  });

  it('returns an empty list when Google finds nothing (an empty object)', async () => {
    const api = recordedFetch(200, recorded('text-search-empty.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    expect(await search.search({ query: 'igloo bar', location: 'Makati' })).toEqual([]);
  });

  it('returns nothing and calls nobody when the location is unknown', async () => {
    const api = recordedFetch(200, recorded('text-search-ramen-makati.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    expect(await search.search({ query: 'ramen', location: null })).toEqual([]);
    expect(await search.search({ query: 'ramen', location: '  ' })).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('throws a typed error carrying the HTTP status and the API message on a bad key', async () => {
    const api = recordedFetch(400, recorded('error-invalid-api-key.json'));
    const search = new GooglePlacesSearch({ apiKey: 'bad', fetch: api.fetch });

    const error = await search.search({ query: 'ramen', location: 'Makati' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GooglePlacesError);
    expect(error).toMatchObject({
      code: 'http',
      status: 400,
      apiStatus: 'INVALID_ARGUMENT',
      message: 'Google Places 400: API key not valid. Please pass a valid API key.',
    });
  });

  it('reports quota exhaustion with status 429 and RESOURCE_EXHAUSTED', async () => {
    const api = recordedFetch(429, recorded('error-rate-limited.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    await expect(search.search({ query: 'ramen', location: 'Makati' })).rejects.toMatchObject({
      code: 'http',
      status: 429,
      apiStatus: 'RESOURCE_EXHAUSTED',
    });
  });

  it('keeps the HTTP status text when an error body is not JSON', async () => {
    const fetchImpl = (async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })) as typeof fetch;
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: fetchImpl });

    await expect(search.search({ query: 'ramen', location: 'Makati' })).rejects.toMatchObject({
      code: 'http',
      status: 502,
      apiStatus: null,
      message: 'Google Places 502: Bad Gateway',
    });
  });

  it('rejects a 200 answer that is not JSON as a bad response', async () => {
    const api = recordedFetch(200, 'not json');
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    await expect(search.search({ query: 'ramen', location: 'Makati' })).rejects.toMatchObject({
      code: 'bad-response',
      status: 200,
    });
  });

  it('gives up with a timeout error when Google does not answer in time', async () => {
    const neverAnswers = ((_input: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: neverAnswers, timeoutMs: 20 });

    await expect(search.search({ query: 'ramen', location: 'Makati' })).rejects.toMatchObject({
      name: 'GooglePlacesError',
      code: 'timeout',
      status: null,
      message: 'Google Places did not answer within 20 ms',
    });
  });

  it('reports a network failure as a typed network error', async () => {
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: offline });

    await expect(search.search({ query: 'ramen', location: 'Makati' })).rejects.toMatchObject({
      code: 'network',
      message: 'Google Places unreachable: fetch failed',
    });
  });

  it('refuses to be built without a key', () => {
    expect(() => new GooglePlacesSearch({ apiKey: ' ' })).toThrow('apiKey must not be empty');
  });
});

describe('GooglePlacesSearch.details', () => {
  it('gets one place by id with the details field mask', async () => {
    const api = recordedFetch(200, recorded('place-details-mendokoro.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    const place = await search.details('ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A');

    expect(place).toEqual(MENDOKORO);
    expect(api.calls[0]).toMatchObject({
      url: 'https://places.googleapis.com/v1/places/ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A',
      method: 'GET',
      headers: { 'x-goog-api-key': 'k', 'x-goog-fieldmask': DETAILS_FIELD_MASK },
    });
  });

  it('returns null for an id Google does not know (404)', async () => {
    const api = recordedFetch(404, recorded('error-not-found.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    expect(await search.details('ChIJdoesNotExist')).toBeNull();
  });

  it('returns null for an offline catalog id without calling Google', async () => {
    const api = recordedFetch(200, recorded('place-details-mendokoro.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    expect(await search.details('offline:mnl-ramen-1')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('escapes the id so it cannot change the request path', async () => {
    const api = recordedFetch(404, recorded('error-not-found.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    await search.details('../places:searchText?x=1');

    expect(api.calls[0].url).toBe('https://places.googleapis.com/v1/places/..%2Fplaces%3AsearchText%3Fx%3D1');
  });

  it('passes the language code when one is configured', async () => {
    const api = recordedFetch(200, recorded('place-details-mendokoro.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch, languageCode: 'nl' });

    await search.details('ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A');

    expect(api.calls[0].url).toBe('https://places.googleapis.com/v1/places/ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A?languageCode=nl');
  });
});

describe('GooglePlacesSearch.directions', () => {
  it('builds a Maps directions link to the place with origin and travel mode', async () => {
    const api = recordedFetch(200, recorded('place-details-mendokoro.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    const directions = await search.directions({
      placeId: 'ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A',
      origin: 'Ayala MRT station',
      mode: 'walking',
    });

    expect(directions).toEqual({
      place: MENDOKORO,
      url:
        'https://www.google.com/maps/dir/?api=1&origin=Ayala+MRT+station' +
        '&destination=Mendokoro+Ramenba%2C+V+Corporate+Centre%2C+125+L.P.+Leviste+St%2C+Salcedo+Village%2C' +
        '+Makati%2C+1227+Metro+Manila%2C+Philippines' +
        '&destination_place_id=ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A&travelmode=walking',
      hints: [],
    });
  });

  it('returns null when the place is unknown', async () => {
    const api = recordedFetch(404, recorded('error-not-found.json'));
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: api.fetch });

    expect(await search.directions({ placeId: 'ChIJgone' })).toBeNull();
  });
});

describe('toPlace', () => {
  it('tolerates a place with only an id and a name, linking to a Maps search', () => {
    expect(toPlace({ id: 'ChIJonly', displayName: { text: 'Bare Place' } })).toEqual({
      placeId: 'ChIJonly',
      name: 'Bare Place',
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Bare+Place&query_place_id=ChIJonly',
    });
  });

  it('falls back to the primary type when there is no display name for it, and ignores an unspecified price', () => {
    expect(
      toPlace({ id: 'ChIJx', displayName: { text: 'Kape' }, primaryType: 'coffee_shop', priceLevel: 'PRICE_LEVEL_UNSPECIFIED' }),
    ).toMatchObject({ category: 'coffee shop' });
    expect(toPlace({ id: 'ChIJx', displayName: { text: 'Kape' }, priceLevel: 'PRICE_LEVEL_UNSPECIFIED' })).not.toHaveProperty('priceLevel');
  });

  it('maps every Google price level to our words', () => {
    const levels = ['FREE', 'INEXPENSIVE', 'MODERATE', 'EXPENSIVE', 'VERY_EXPENSIVE'].map(
      (level) => toPlace({ id: 'i', displayName: { text: 'n' }, priceLevel: `PRICE_LEVEL_${level}` })?.priceLevel,
    );
    expect(levels).toEqual(['free', 'inexpensive', 'moderate', 'expensive', 'very expensive']);
  });

  it('drops a place without a name', () => {
    expect(toPlace({ id: 'ChIJx', displayName: { text: '  ' } })).toBeNull();
  });
});
