import { describe, expect, it } from 'vitest';
import { createPlaceSearch } from './create-place-search';

describe('createPlaceSearch', () => {
  it('uses the offline catalog without a key, with the injected clock', async () => {
    const search = createPlaceSearch({ now: () => new Date('2026-11-18T03:00:00Z') });

    expect(search.source).toBe('offline-catalog');
    expect(await search.details('offline:mnl-event-1')).toMatchObject({ date: '2026-11-21' });
  });

  it('treats a blank key as no key', () => {
    expect(createPlaceSearch({ googlePlacesApiKey: '   ' }).source).toBe('offline-catalog');
  });

  it('uses Google Places with a key, through the injected fetch', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (input: string | URL | Request) => {
      urls.push(String(input));
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const search = createPlaceSearch({ googlePlacesApiKey: 'key', fetch: fetchImpl });

    expect(search.source).toBe('google-places');
    expect(await search.search({ query: 'ramen', location: 'Makati' })).toEqual([]);
    expect(urls).toEqual(['https://places.googleapis.com/v1/places:searchText']);
  });
});
