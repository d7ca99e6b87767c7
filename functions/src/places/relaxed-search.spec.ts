import { describe, expect, it } from 'vitest';
import { OfflineCatalog } from './offline-catalog';
import { searchRelaxed } from './relaxed-search';

const catalog = new OfflineCatalog({ now: () => new Date('2026-11-18T03:00:00Z') });
const names = (places: readonly { name: string }[]) => places.map((place) => place.name);

describe('searchRelaxed', () => {
  it('gives nothing up when the search as asked finds places', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'pizza', location: 'Makati', priceLevels: ['inexpensive'] });
    expect([names(places), relaxation]).toEqual([['Amici'], {}]);
  });

  it('keeps the one place a district has first and adds the nearest of the kind from the city, filters kept, and says so', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'food', location: 'Makati', facts: ['halal'] });
    expect(names(places)).toEqual(['Corner Tree Café', 'Greens Vegetarian Restaurant & Café', 'Pipino Vegetarian Food']);
    const details = await Promise.all(places.map((place) => catalog.details(place.placeId)));
    expect(details.every((place) => place?.facts?.halal === true)).toBe(true);
    expect(relaxation).toEqual({ widerLocation: { from: 'Makati', to: 'Metro Manila', foundInFrom: 1 } });
  });

  it('fills a district list of two up to the usual length with the city places nearest to them, not the far ones', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'breakfast', location: 'Kapitolyo' });
    expect([names(places), relaxation]).toEqual([
      ['Early Bird Breakfast Club', 'Pan de Manila', 'Wildflour Café + Bakery', "Toby's Estate", 'Mary Grace Café'],
      { widerLocation: { from: 'Kapitolyo', to: 'Metro Manila', foundInFrom: 2 } },
    ]);
  });

  it('fills a district list that had to drop the price from the city, saying both', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'ramen', location: 'BGC', priceLevels: ['free'] });
    expect(names(places)[0]).toBe('Kichitora of Tokyo');
    expect(places.length).toBe(5);
    expect(relaxation).toEqual({ droppedPriceLevels: ['free'], widerLocation: { from: 'BGC', to: 'Metro Manila', foundInFrom: 1 } });
  });

  it('keeps a short list as it is when the city around it has nothing more of the kind', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'pizza', location: 'Makati', priceLevels: ['inexpensive'] });
    expect([names(places), relaxation]).toEqual([['Amici'], {}]);
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

  it('widens a near search step by step before taking the whole location', async () => {
    const widened = await searchRelaxed(catalog, {
      query: 'bakery',
      location: 'San Francisco',
      near: { name: 'Golden Gate Park', location: 'San Francisco' },
    });
    expect(widened.relaxation).toEqual({ widened: { fromMeters: 1500, toMeters: 3000 } });
    const whole = await searchRelaxed(catalog, { query: 'street food', location: 'Seoul', near: { name: 'Bamdokkaebi Night Market' } });
    expect(whole.relaxation).toEqual({ wholeLocation: 'Seoul' });
    expect(names(whole.places)).toContain('Gwangjang Market food alley');
  });

  it('looks in the whole city when an area of it has nothing of the kind', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'pizza', location: 'Pasig' });
    expect(relaxation).toEqual({ widerLocation: { from: 'Pasig', to: 'Metro Manila' } });
    expect(places.length).toBeGreaterThan(1);
  });

  it('returns nothing, and gives nothing up, when even the relaxed searches find nothing', async () => {
    expect(await searchRelaxed(catalog, { query: 'ice hockey rink', location: 'Makati', priceLevels: ['free'] })).toEqual({
      places: [],
      relaxation: {},
    });
  });

  it('searches the streets around a landmark named as the place, nearest first, and fills from the city', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'breakfast', location: 'Union Sq' });
    expect(names(places).slice(0, 2)).toEqual(['Sears Fine Food', 'Café de la Presse']);
    expect(places.length).toBeGreaterThanOrEqual(3);
    expect(relaxation).toEqual({ widerLocation: { from: 'Union Sq', to: 'San Francisco', foundInFrom: 2 } });
  });
});
