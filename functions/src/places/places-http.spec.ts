// The real Google Places client, offline: it talks HTTP to a fake Places (New) server (GOOGLE_PLACES_BASE_URL).
import { afterEach, describe, expect, it } from 'vitest';
import { createConcierge } from '../flows/create-concierge';
import { API_NOT_ENABLED, FAKE_ID_PREFIX, startFakePlaces, type FakePlaces, type FakePlacesOptions } from '../testing/fake-places-server';
import { createPlaceSearch, GOOGLE_MAPS_ATTRIBUTION } from './create-place-search';
import { GooglePlacesError, GooglePlacesSearch, SEARCH_FIELD_MASK } from './google-places';
import { createPlacesFetch } from './places-http';
import { SIGNED_IN, signedFollowUp } from '../security/testing/sign-as-server';

let fake: FakePlaces | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function googleSearch(options: FakePlacesOptions = {}) {
  fake = await startFakePlaces(options);
  const search = createPlaceSearch({ googlePlacesApiKey: 'places-key', googlePlacesBaseUrl: fake.url, retryDelayMs: 5 });
  return { search, fake };
}

const once = (fault: typeof API_NOT_ENABLED) => (_request: unknown, index: number) => (index === 0 ? fault : undefined);
const RATE_LIMITED = { httpStatus: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded.' };
const KEY_INVALID = { httpStatus: 400, status: 'INVALID_ARGUMENT', message: 'API key not valid.', reason: 'API_KEY_INVALID' };
const UNAVAILABLE = { httpStatus: 503, status: 'UNAVAILABLE', message: 'The service is currently unavailable.' };

describe('Google Places against a fake Places (New) server', () => {
  it('searches with the key and the field mask, and shows Google Maps as the attribution of every place', async () => {
    const { search, fake } = await googleSearch();

    const places = await search.search({ query: 'ramen', location: 'Makati', limit: 3 });

    expect(fake.requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/v1/places:searchText', apiKey: 'places-key', fieldMask: SEARCH_FIELD_MASK }),
    ]);
    expect(fake.requests[0].body).toMatchObject({ textQuery: 'ramen in Makati', pageSize: 3 });
    expect(places).toHaveLength(3);
    for (const place of places) {
      expect(place.placeId.startsWith(FAKE_ID_PREFIX)).toBe(true);
      expect(place).toMatchObject({ category: 'ramen', attribution: GOOGLE_MAPS_ATTRIBUTION });
      expect(place.mapsUrl).toMatch(/^https:\/\/maps\.google\.com\/\?cid=\d+$/);
    }
  });

  it('gets the fields the mask names and no others', async () => {
    fake = await startFakePlaces();

    const response = await fetch(`${fake.url}/v1/places:searchText`, {
      method: 'POST',
      headers: { 'X-Goog-Api-Key': 'k', 'X-Goog-FieldMask': 'places.id,places.displayName' },
      body: JSON.stringify({ textQuery: 'ramen in Makati', pageSize: 1 }),
    });

    const body = (await response.json()) as { places: Record<string, unknown>[] };
    expect(Object.keys(body.places[0]).sort()).toEqual(['displayName', 'id']);
  });

  it('passes the language code, and names come back tagged with it', async () => {
    fake = await startFakePlaces();
    const search = new GooglePlacesSearch({ apiKey: 'k', languageCode: 'nl', fetch: createPlacesFetch({ baseUrl: fake.url }) });
    const [first] = await search.search({ query: 'ramen', location: 'Makati' });

    const details = await search.details(first.placeId);

    expect(fake.requests[0].body).toMatchObject({ languageCode: 'nl' });
    expect(fake.requests[1]).toMatchObject({ path: `/v1/places/${first.placeId}`, query: { languageCode: 'nl' } });
    expect(details).toMatchObject({ placeId: first.placeId, name: first.name });
  });

  it('answers a malformed place id (400 INVALID_ARGUMENT) and an unknown one (404) as "not found"', async () => {
    const { search, fake } = await googleSearch();

    expect(await search.details('not a place id!')).toBeNull();
    expect(await search.details(`${FAKE_ID_PREFIX}no-such-place`)).toBeNull();
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v1/places/not%20a%20place%20id!',
      `/v1/places/${FAKE_ID_PREFIX}no-such-place`,
    ]);
  });

  it.each([
    ['429', RATE_LIMITED],
    ['503', UNAVAILABLE],
  ])('retries a %s once and then answers', async (_code, fault) => {
    const { search, fake } = await googleSearch({ fault: once(fault) });

    const places = await search.search({ query: 'ramen', location: 'Makati' });

    expect(places.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after one retry when the 503 lasts, with the API status in the error', async () => {
    const { search, fake } = await googleSearch({ fault: () => UNAVAILABLE });

    const error = await search.search({ query: 'ramen', location: 'Makati' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GooglePlacesError);
    expect(error).toMatchObject({ status: 503, apiStatus: 'UNAVAILABLE' });
    expect(fake.requests).toHaveLength(2);
  });

  it('waits as long as Retry-After says before the retry', async () => {
    const { search, fake } = await googleSearch({ fault: once({ ...RATE_LIMITED, retryAfterSeconds: 0.2 }) });
    const started = performance.now();

    await search.search({ query: 'ramen', location: 'Makati' });

    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('Google Places configuration errors', () => {
  it.each([
    ['a 403 (API not enabled, key restricted)', API_NOT_ENABLED, 403],
    ['a 400 API_KEY_INVALID', { ...KEY_INVALID }, 400],
  ])('logs %s as a configuration error, does not retry it, and fails the call', async (_name, fault, status) => {
    fake = await startFakePlaces({ fault: () => fault });
    const logged: { message: string; fields: Record<string, unknown> }[] = [];
    const fetchImpl = createPlacesFetch({ baseUrl: fake.url, log: (message, fields) => logged.push({ message, fields }) });
    const search = new GooglePlacesSearch({ apiKey: 'k', fetch: fetchImpl });

    const error = await search.details(`${FAKE_ID_PREFIX}mnl-ramen-1`).catch((e: unknown) => e);

    expect(error).toMatchObject({ status });
    expect(fake.requests).toHaveLength(1);
    expect(logged).toEqual([
      {
        message: expect.stringContaining('enable "Places API (New)"'),
        fields: { status, apiStatus: fault.status, apiMessage: fault.message },
      },
    ]);
  });
});

describe('the app with Google Places behind GOOGLE_PLACES_BASE_URL', { timeout: 20_000 }, () => {
  it('lists places from the Places server, then gives details of the second one by its id', async () => {
    fake = await startFakePlaces();
    const env = { GOOGLE_PLACES_API_KEY: 'places-key', GOOGLE_PLACES_BASE_URL: fake.url };
    const { flow, placeSearch } = createConcierge({ env, now: () => Date.UTC(2026, 10, 21, 10) });

    const list = (await flow.run({ input: 'find ramen in Makati', history: [] }, SIGNED_IN)).result;
    const history = [
      { role: 'user' as const, content: 'find ramen in Makati' },
      { role: 'model' as const, content: list.reply },
    ];
    const more = (await flow.run({ input: 'tell me more about the second one', ...signedFollowUp(list, history) }, SIGNED_IN)).result;

    expect(placeSearch.source).toBe('google-places');
    expect(list.venues[0]).toMatchObject({ attribution: GOOGLE_MAPS_ATTRIBUTION });
    expect(more.venues.map((venue) => venue.placeId)).toEqual([list.venues[1].placeId]);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/places:searchText',
      `GET /v1/places/${list.venues[1].placeId}`,
    ]);
  });
});
