import { describe, expect, it } from 'vitest';
import { PRICE_LEVELS } from '../contract/place';
import { VENUE_KINDS } from './catalog-city';
import publishedIds from './data/published-place-ids.json';
import { haversineMeters } from './geo-distance';
import { OfflineCatalog } from './offline-catalog';
import { OFFLINE_CATALOG, OFFLINE_CATALOG_APPROXIMATE } from './offline-catalog-data';
import { parseOpeningHours } from './opening-hours';

/** What people ask for most; every city needs a list of at least five of each (a search shows five), so "the fourth one" exists. */
const COMMON_KINDS = [
  'ramen',
  'sushi',
  'pizza',
  'burgers',
  'cafe',
  'bakery',
  'breakfast',
  'bars',
  'vegetarian',
  'museum',
  'park',
  'market',
  'events',
  'day trip',
];
/** A venue further than this from every landmark of its city has wrong coordinates (day trips excepted). */
const MAX_METERS_FROM_A_LANDMARK = 25_000;

describe('the offline catalog data', () => {
  const venues = OFFLINE_CATALOG.flatMap((city) => city.venues.map((venue) => ({ city, venue })));

  it('covers the cities the concierge demos', () => {
    expect(OFFLINE_CATALOG.map((city) => city.name)).toEqual([
      'Metro Manila',
      'Amsterdam',
      'San Francisco',
      'Lisbon',
      'Tokyo',
      'Paris',
      'New York',
      'Chicago',
      'Seoul',
      'Singapore',
    ]);
  });

  it('says the whole catalog is approximate', () => {
    expect(OFFLINE_CATALOG_APPROXIMATE).toBe(true);
  });

  it('has at least 80 places in every city', () => {
    const small = OFFLINE_CATALOG.filter((city) => city.venues.length < 80).map((city) => [city.name, city.venues.length]);
    expect(small).toEqual([]);
  });

  it('finds at least five of each common kind in every city', async () => {
    const catalog = new OfflineCatalog({ now: () => new Date('2026-11-18T03:00:00Z') });
    const short: string[] = [];
    for (const city of OFFLINE_CATALOG) {
      for (const kind of COMMON_KINDS) {
        const found = await catalog.search({ query: kind, location: city.name, limit: 20 });
        if (found.length < 5) short.push(`${kind} in ${city.name}: ${found.length}`);
      }
    }
    expect(short).toEqual([]);
  });

  it('has every kind of venue in every city', () => {
    for (const city of OFFLINE_CATALOG) {
      const kinds = new Set(city.venues.map((venue) => venue.kind));
      expect([city.name, [...VENUE_KINDS].filter((kind) => !kinds.has(kind))]).toEqual([city.name, []]);
    }
  });

  it('gives every venue a unique id prefixed with its city code, and a name unique in its city', () => {
    const ids = venues.map(({ venue }) => venue.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(venues.filter(({ city, venue }) => !venue.id.startsWith(`${city.code}-`))).toEqual([]);
    const names = venues.map(({ city, venue }) => `${city.code} ${venue.name}`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('keeps every id that was ever published', () => {
    const ids = new Set(venues.map(({ venue }) => venue.id));
    expect(publishedIds.ids.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('places every non-day-trip venue in a known area of its city', () => {
    const misplaced = venues.filter(({ city, venue }) => {
      if (venue.kind === 'day-trip') return false;
      return !city.areas.some((area) => area.name === venue.area);
    });
    expect(misplaced.map(({ venue }) => venue.id)).toEqual([]);
  });

  it('gives every city landmarks, and every city venue coordinates near one of them', () => {
    expect(OFFLINE_CATALOG.filter((city) => city.landmarks.length < 3).map((city) => city.name)).toEqual([]);
    const far = venues.filter(
      ({ city, venue }) =>
        venue.kind !== 'day-trip' &&
        city.landmarks.every((landmark) => haversineMeters(landmark.location, venue.location) > MAX_METERS_FROM_A_LANDMARK),
    );
    expect(far.map(({ venue }) => venue.id)).toEqual([]);
  });

  it('gives every venue opening hours that parse and are open on at least one day', () => {
    const broken = venues.filter(({ venue }) => {
      try {
        return parseOpeningHours(venue.hours).every((day) => day.length === 0);
      } catch {
        return true;
      }
    });
    expect(broken.map(({ venue }) => venue.id)).toEqual([]);
  });

  it('gives every food place and café the facts people ask about most', () => {
    const missing = venues.filter(
      ({ venue }) =>
        (venue.kind === 'food' || venue.kind === 'cafe') &&
        ((venue.facts.vegetarian === undefined && venue.facts.acceptsCards === undefined) || venue.facts.parking === undefined),
    );
    expect(missing.map(({ venue }) => venue.id)).toEqual([]);
  });

  it('keeps ratings, prices and hints usable, and gives a weekly slot to events only', () => {
    const broken = venues.filter(
      ({ venue }) =>
        venue.rating < 0 ||
        venue.rating > 5 ||
        !PRICE_LEVELS.includes(venue.price) ||
        venue.hints.length === 0 ||
        (venue.kind === 'event') !== Boolean(venue.weekly) ||
        venue.summary.length > 500 ||
        venue.category.length > 80,
    );
    expect(broken.map(({ venue }) => venue.id)).toEqual([]);
  });
});
