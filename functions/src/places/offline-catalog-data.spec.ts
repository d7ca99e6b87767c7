import { describe, expect, it } from 'vitest';
import { PRICE_LEVELS } from '../contract/place';
import { VENUE_KINDS } from './catalog-city';
import { OFFLINE_CATALOG } from './offline-catalog-data';

describe('the offline catalog data', () => {
  const venues = OFFLINE_CATALOG.flatMap((city) => city.venues.map((venue) => ({ city, venue })));

  it('covers the cities the concierge demos', () => {
    expect(OFFLINE_CATALOG.map((city) => city.name)).toEqual([
      'Metro Manila', 'Amsterdam', 'San Francisco', 'Lisbon', 'Tokyo', 'Paris', 'New York', 'Chicago', 'Seoul', 'Singapore',
    ]);
  });

  it('has food, a café, a museum or sight, a park, events and day trips in every city', () => {
    for (const city of OFFLINE_CATALOG) {
      const kinds = new Set(city.venues.map((venue) => venue.kind));
      expect([city.name, [...VENUE_KINDS].filter((kind) => kind !== 'sight' && !kinds.has(kind))]).toEqual([city.name, []]);
    }
  });

  it('gives every venue a unique id prefixed with its city code', () => {
    const ids = venues.map(({ venue }) => venue.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(venues.filter(({ city, venue }) => !venue.id.startsWith(`${city.code}-`))).toEqual([]);
  });

  it('places every non-day-trip venue in a known area whose name or alias appears in its address', () => {
    const misplaced = venues.filter(({ city, venue }) => {
      if (venue.kind === 'day-trip') return false;
      return !city.areas.some((area) => area.name === venue.area);
    });
    expect(misplaced.map(({ venue }) => venue.id)).toEqual([]);
  });

  it('keeps ratings, prices and hints usable, and gives a weekly slot to events only', () => {
    const broken = venues.filter(
      ({ venue }) =>
        venue.rating < 0 || venue.rating > 5 || !PRICE_LEVELS.includes(venue.price) || venue.hints.length === 0 ||
        (venue.kind === 'event') !== Boolean(venue.weekly) || venue.summary.length > 500 || venue.category.length > 80,
    );
    expect(broken.map(({ venue }) => venue.id)).toEqual([]);
  });
});
