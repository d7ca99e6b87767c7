// Wave ae (issue 17): the offline catalog holds markets but no shops. A search for a shop ("souvenir shops", "pasalubong",
// "vintage winkels", "record stores") lists the city's markets and says so, instead of ending the conversation; a shop that
// sells food or drink ("coffee shop") and a market asked for by name stay searches of their own.
import { describe, expect, it } from 'vitest';
import { OfflineCatalog } from './offline-catalog';
import { isShoppingQuery } from './other-kind';
import { searchRelaxed } from './relaxed-search';

const catalog = new OfflineCatalog({ now: () => new Date('2026-12-05T03:00:00Z') });

describe('a shop the offline catalog does not hold', () => {
  it.each(['souvenir shops', 'pasalubong', 'vintage winkels', 'record stores', 'clothes', 'school supplies', 'mall'])(
    'reads %j as shopping',
    (query) => expect(isShoppingQuery(query)).toBe(true),
  );
  it.each(['coffee shop', 'flea market', 'night market', 'markt', 'ramen', 'bakery'])('does not read %j as shopping', (query) =>
    expect(isShoppingQuery(query)).toBe(false),
  );

  it('lists the markets of the city, and says the shop asked for was not found', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'souvenir shops', location: 'Seoul' });
    expect(places.length).toBeGreaterThan(1);
    expect(places.every((place) => /market/i.test(`${place.category} ${place.name}`))).toBe(true);
    expect(relaxation.otherKind).toEqual({ from: 'souvenir shops', to: 'markets' });
  });

  it('leaves a market asked for by name as it is', async () => {
    const { places, relaxation } = await searchRelaxed(catalog, { query: 'flea market', location: 'Seoul' });
    expect(places.length).toBeGreaterThan(0);
    expect(relaxation.otherKind).toBeUndefined();
  });
});
