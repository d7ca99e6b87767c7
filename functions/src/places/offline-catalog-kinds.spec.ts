// The kinds people name in a city or district find a real choice in the offline catalog: at least three, so "the third one"
// and "something else" have places to mean (the data spec asks five of the commonest kinds in every city).
import { describe, expect, it } from 'vitest';
import { OfflineCatalog } from './offline-catalog';

const catalog = new OfflineCatalog({ now: () => new Date('2026-11-18T03:00:00Z') });

describe('kinds with a choice of three or more', () => {
  it.each([
    ['rijsttafel', 'Amsterdam'],
    ['pannenkoeken', 'Amsterdam'],
    ['pancakes', 'Amsterdam'],
    ['brunch', 'Amsterdam Oost'],
    ['steakhouse', 'Chicago'],
    ['samgyupsal', 'Bonifacio Global City'],
    ['korean bbq', 'Metro Manila'],
    ['sushi', 'Shibuya'],
    ['market', 'Seoul'],
    // Issue 17, blind-nl-z: "goeie mosselen of oesters" in Manhattan found none.
    ['mosselen', 'New York'],
    ['oysters', 'Manhattan'],
  ])('finds three or more "%s" in %s', async (query, location) => {
    const found = await catalog.search({ query, location, limit: 10 });

    expect(found.length, found.map((place) => place.name).join(', ')).toBeGreaterThanOrEqual(3);
  });

  it('finds steakhouses in the Loop itself, not only across the river', async () => {
    const found = await catalog.search({ query: 'steakhouse', location: 'the Loop', limit: 10 });

    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.every((place) => place.address?.includes('The Loop'))).toBe(true);
  });
});
