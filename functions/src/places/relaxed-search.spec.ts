import { describe, expect, it } from 'vitest';
import type { Place, PriceLevel } from '../contract/place';
import type { PlaceSearch } from './place-search';
import { OfflineCatalog } from './offline-catalog';
import { searchRelaxed } from './relaxed-search';
import { SEARCH_FIXTURE_CITY } from './search-fixture-city';

const catalog = new OfflineCatalog({ now: () => new Date('2026-11-18T03:00:00Z') });
const fixture = new OfflineCatalog({ now: () => new Date('2026-11-18T03:00:00Z'), cities: [SEARCH_FIXTURE_CITY] });
const names = (places: readonly { name: string }[]) => places.map((place) => place.name);
const place = (name: string, priceLevel?: PriceLevel): Place => ({ placeId: `p:${name}`, name, priceLevel });
/** A search that honours the price filter over five places in the order a search would rank them. */
const PRICED = [
  place('Expensive', 'expensive'),
  place('Unpriced'),
  place('Moderate A', 'moderate'),
  place('Cheap', 'inexpensive'),
  place('Moderate B', 'moderate'),
];
const pricedSearch: PlaceSearch = {
  source: 'google-places',
  search: async ({ priceLevels }) => PRICED.filter((p) => !priceLevels || (p.priceLevel && priceLevels.includes(p.priceLevel))),
  details: async () => null,
  directions: async () => null,
  locate: async () => null,
};

describe('searchRelaxed', () => {
  it('gives nothing up when the search as asked finds places', async () => {
    const { places, relaxation } = await searchRelaxed(fixture, { query: 'ramen', location: 'Testville' });
    expect([names(places), relaxation]).toEqual([['North Ramen', 'South Ramen', 'Harbour Ramen'], {}]);
  });

  it('keeps the one place a district has first and adds the nearest of the kind from the city, filters kept, and says so', async () => {
    const { places, relaxation } = await searchRelaxed(fixture, { query: 'food', location: 'North', facts: ['halal'] });
    expect(names(places)).toEqual(['North Halal', 'Dock Halal', 'Quay Halal']);
    expect(relaxation).toEqual({ widerLocation: { from: 'North', to: 'Testville', foundInFrom: 1 } });
  });

  it('tops up a short price-filtered list with the cheapest of the rest, those at the price first, and says how many were', async () => {
    const asked = await searchRelaxed(pricedSearch, { query: 'ramen', location: 'Makati', priceLevels: ['inexpensive'] });
    expect(names(asked.places)).toEqual(['Cheap', 'Moderate A', 'Moderate B', 'Expensive', 'Unpriced']);
    expect(asked.relaxation).toEqual({ pricedAbove: { foundAtPrice: 1 } });
  });

  it('leaves a price-filtered list of three as it is', async () => {
    const threeCheap: PlaceSearch = { ...pricedSearch, search: async () => [0, 1, 2].map((n) => place(`Cheap ${n}`, 'inexpensive')) };
    const asked = await searchRelaxed(threeCheap, { query: 'ramen', location: 'Makati', priceLevels: ['inexpensive'] });
    expect([names(asked.places), asked.relaxation]).toEqual([['Cheap 0', 'Cheap 1', 'Cheap 2'], {}]);
  });

  it('fills a district list of two up to the usual length with the city places nearest to them, not the far ones', async () => {
    const { places, relaxation } = await searchRelaxed(fixture, { query: 'breakfast', location: 'Old Town', limit: 3 });
    expect([names(places), relaxation]).toEqual([
      ['North Breakfast', 'Old Town Breakfast', 'Dock Breakfast'],
      { widerLocation: { from: 'Old Town', to: 'Testville', foundInFrom: 2 } },
    ]);
  });

  it('fills a district list with the nearest of its own kind, not a nearer café whose summary names a park', async () => {
    const { places, relaxation } = await searchRelaxed(fixture, { query: 'park', location: 'North', limit: 3 });
    expect([names(places), relaxation]).toEqual([
      ['North Park', 'Old Town Park', 'Harbour Park'],
      { widerLocation: { from: 'North', to: 'Testville', foundInFrom: 2 } },
    ]);
  });

  it('fills a district list that had to drop the price from the city, saying both', async () => {
    const { places, relaxation } = await searchRelaxed(fixture, { query: 'ramen', location: 'North', priceLevels: ['free'] });
    expect(names(places)).toEqual(['North Ramen', 'South Ramen', 'Harbour Ramen']);
    expect(relaxation).toEqual({ droppedPriceLevels: ['free'], widerLocation: { from: 'North', to: 'Testville', foundInFrom: 1 } });
  });

  it('keeps a short list as it is when the city around it has nothing more of the kind', async () => {
    const { places, relaxation } = await searchRelaxed(fixture, { query: 'steak', location: 'North', priceLevels: ['expensive'] });
    expect([names(places), relaxation]).toEqual([['North Steak'], {}]);
  });

  it('drops the price when nothing has it, and says which levels it dropped', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'steak', location: 'BGC', priceLevels: ['free'] });
    expect([names(places), relaxation]).toEqual([['Mamou'], { droppedPriceLevels: ['free'] }]);
  });

  it('filters on a fact and drops it only when no place is known to have it', async () => {
    const vegetarian = await searchRelaxed(catalog, { query: 'food', location: 'BGC', facts: ['vegetarian'] });
    expect(vegetarian.relaxation).toEqual({});
    expect(names(vegetarian.places)).toContain('Wildflour Café + Bakery');
    expect(names(vegetarian.places)).not.toContain('Mamou');
    const halal = await searchRelaxed(catalog, { query: 'steak', location: 'BGC', facts: ['halal'] });
    expect([names(halal.places), halal.relaxation]).toEqual([['Mamou'], { droppedFacts: ['halal'] }]);
  });

  it('searches around a place named as the location, nearest first, and says so', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'food', location: 'Gardens by the Bay' });
    expect(places.length).toBeGreaterThan(1);
    expect(relaxation.aroundPoint).toBe('Gardens by the Bay');
    expect(places.every((found) => found.address?.includes('Singapore'))).toBe(true);
  });

  it('widens a near search step by step before taking the whole location', async () => {
    // From Fixture Square: South Ramen is about 1.1 km away, Harbour Ramen 3.3 km, North Ramen 4.4 km.
    // From Midway Gate no pizza lies within 6 km.
    const widened = await searchRelaxed(fixture, { query: 'ramen', location: 'Testville', near: { name: 'Fixture Square' } });
    expect([names(widened.places), widened.relaxation]).toEqual([
      ['South Ramen', 'Harbour Ramen', 'North Ramen'],
      { widened: { fromMeters: 1500, toMeters: 6000 } },
    ]);
    const whole = await searchRelaxed(fixture, { query: 'pizza', location: 'Testville', near: { name: 'Midway Gate' } });
    expect([names(whole.places).sort(), whole.relaxation]).toEqual([['Cheap Pizza', 'South Pizza'], { wholeLocation: 'Testville' }]);
  });

  it('looks in the whole city when an area of it has nothing of the kind', async () => {
    const { places, relaxation } = await searchRelaxed(fixture, { query: 'pizza', location: 'North' });
    expect(relaxation).toEqual({ widerLocation: { from: 'North', to: 'Testville' } });
    expect(names(places).sort()).toEqual(['Cheap Pizza', 'South Pizza']);
  });

  it('returns nothing, and gives nothing up, when even the relaxed searches find nothing', async () => {
    expect(await searchRelaxed(catalog, { query: 'ice hockey rink', location: 'Makati', priceLevels: ['free'] })).toEqual({
      places: [],
      relaxation: {},
    });
  });

  it('offers other places to eat, and says so, when the food asked for is nowhere in the data', async () => {
    const { places, relaxation } = await searchRelaxed(fixture, { query: 'caribbean', location: 'South' });
    expect(relaxation.otherKind).toEqual({ from: 'caribbean', to: 'restaurants' });
    expect(places.length).toBeGreaterThanOrEqual(3);
    expect(places.every((found) => found.category !== 'park' && found.category !== 'cafe')).toBe(true);
  });

  // Wave cy (the chain I know): a chain the catalog holds none of gives places of its kind; one it holds is found by name.
  it("offers places of a chain's kind, and says which chain, when the catalog holds none of it", async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'Starbucks', location: 'Shibuya' });
    expect(relaxation.chain).toEqual({ name: 'Starbucks', kind: 'coffee' });
    expect(places.length).toBeGreaterThan(0);
    expect(places.some((found) => /coffee|cafe|café/i.test(`${found.category} ${found.name}`))).toBe(true);
    const held = await searchRelaxed(catalog, { query: 'Five Guys', location: 'Gangnam' });
    expect([names(held.places)[0], held.relaxation.chain]).toEqual(['Five Guys Gangnam', undefined]);
  });

  it('says plainly that a kind near a venue is not there rather than offering another kind', async () => {
    const { places, relaxation } = await searchRelaxed(fixture, {
      query: 'caribbean',
      location: 'Testville',
      near: { name: 'Midway Gate' },
    });
    expect([places, relaxation]).toEqual([[], {}]);
  });

  it('searches the streets around a landmark named as the place, nearest first, and fills from the city', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'breakfast', location: 'Union Sq' });
    expect(names(places).slice(0, 2)).toEqual(['Sears Fine Food', 'Café de la Presse']);
    expect(places.length).toBeGreaterThanOrEqual(3);
    expect(relaxation).toEqual({ widerLocation: { from: 'Union Sq', to: 'San Francisco', foundInFrom: 2 } });
  });
});
