import { describe, expect, it } from 'vitest';
import type { PlaceSearch } from '../places/place-search';
import { recordingPlaceSearch, type PlaceCall } from './recording-place-search';

const inner = {
  source: 'offline-catalog',
  search: async () => [],
  widerLocation: (location: string) => (location === 'QC' ? 'Metro Manila' : null),
} as unknown as PlaceSearch;

describe('recordingPlaceSearch', () => {
  it('keeps a synchronous method synchronous, so "QC" widens to a name and not to a Promise', () => {
    const calls: PlaceCall[] = [];
    expect(recordingPlaceSearch(inner, calls).widerLocation?.('QC')).toBe('Metro Manila');
    expect(calls).toEqual([{ method: 'widerLocation', args: ['QC'], result: 'Metro Manila' }]);
  });

  it('files an asynchronous call once it has answered', async () => {
    const calls: PlaceCall[] = [];
    await expect(recordingPlaceSearch(inner, calls).search({ query: 'burger', location: 'QC' })).resolves.toEqual([]);
    expect(calls).toEqual([{ method: 'search', args: [{ query: 'burger', location: 'QC' }], result: [] }]);
  });
});
