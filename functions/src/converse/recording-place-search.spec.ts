import { describe, expect, it } from 'vitest';
import { createPlaceSearch } from '../places/create-place-search';
import { recordingPlaceSearch, type PlaceCall } from './recording-place-search';

describe('recordingPlaceSearch', () => {
  it('keeps a synchronous method synchronous, so a caller reading its value gets the value, not a promise', () => {
    const calls: PlaceCall[] = [];
    const catalog = createPlaceSearch({ now: () => new Date(Date.UTC(2026, 10, 21, 10)) });
    const recorded = recordingPlaceSearch(catalog, calls);

    const wider = recorded.widerLocation?.('Pasig');

    expect(wider).toBe(catalog.widerLocation?.('Pasig'));
    expect(typeof wider).toBe('string');
    expect(calls).toEqual([{ method: 'widerLocation', args: ['Pasig'], result: wider }]);
  });

  it('records an asynchronous method once it settles, with what it returned', async () => {
    const calls: PlaceCall[] = [];
    const recorded = recordingPlaceSearch(createPlaceSearch({ now: () => new Date(Date.UTC(2026, 10, 21, 10)) }), calls);

    const places = await recorded.search({ query: 'ramen', location: 'Makati' });

    expect(places.length).toBeGreaterThan(0);
    expect(calls).toEqual([{ method: 'search', args: [{ query: 'ramen', location: 'Makati' }], result: places }]);
  });
});
