import type { Place } from '../contract/place';
import type { CatalogCity, CatalogVenue } from './catalog-city';
import { allowedEventDates, parseCatalogQuery, scoreCatalogVenue } from './catalog-query';
import { addDays, localDay, nextOccurrence, type LocalDay } from './event-dates';
import { mapsDirectionsUrl, mapsSearchUrl } from './maps-links';
import { containsPhrase, normalizeText } from './normalize-text';
import { OFFLINE_CATALOG } from './offline-catalog-data';
import type { Directions, DirectionsRequest, PlaceSearch, PlaceSearchRequest } from './place-search';
import { type CatalogLocation, resolveCatalogLocation } from './resolve-catalog-location';
import { searchLimit } from './search-limit';

/** Offline place ids look like `offline:mnl-ramen-1` so nobody mistakes them for Google ids. */
export const OFFLINE_PLACE_ID_PREFIX = 'offline:';

export interface OfflineCatalogOptions {
  /** The clock that event dates are computed from; injected so tests and replays are repeatable. */
  now?: () => Date;
  cities?: readonly CatalogCity[];
}

/** The place search used with no Google key: a demo catalog shipped with the code. */
export class OfflineCatalog implements PlaceSearch {
  readonly source = 'offline-catalog' as const;
  readonly #now: () => Date;
  readonly #cities: readonly CatalogCity[];

  constructor(options: OfflineCatalogOptions = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#cities = options.cities ?? OFFLINE_CATALOG;
  }

  async search(request: PlaceSearchRequest): Promise<Place[]> {
    const where = resolveCatalogLocation(request.location, this.#cities);
    if (!where) return [];
    const today = localDay(this.#now(), where.city.timeZone);
    const { terms, when } = parseCatalogQuery(request.query);
    const eventDates = allowedEventDates(when, today);
    const wanted = terms.length ? terms : eventDates ? [['event']] : [];
    // A day trip leaves the city: it answers "day trip from X", not "museums in X".
    const wantsDayTrip = wanted.some((term) => term.includes('day trip'));

    const matches = (dates: Set<string> | null) =>
      where.city.venues
        .filter((venue) => isInLocation(venue, where) && (venue.kind !== 'day-trip' || wantsDayTrip))
        .filter((venue) => !(dates && venue.weekly) || dates.has(nextOccurrence(today, venue.weekly.weekday)))
        .map((venue) => ({ venue, score: wanted.length ? scoreCatalogVenue(venue, wanted) : 1 }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || b.venue.rating - a.venue.rating || a.venue.name.localeCompare(b.venue.name));
    let found = matches(eventDates);
    // Nothing on the days asked for (say "this weekend" on a Sunday night): the coming week, dated, beats nothing.
    if (!found.length && eventDates) found = matches(nextDays(today, 7));
    return found.slice(0, searchLimit(request.limit)).map(({ venue }) => toPlace(venue, today));
  }

  async details(placeId: string): Promise<Place | null> {
    const found = this.#find(placeId);
    return found ? toPlace(found.venue, localDay(this.#now(), found.city.timeZone)) : null;
  }

  async directions(request: DirectionsRequest): Promise<Directions | null> {
    const found = this.#find(request.placeId);
    if (!found) return null;
    const place = toPlace(found.venue, localDay(this.#now(), found.city.timeZone));
    return {
      place,
      url: mapsDirectionsUrl({
        query: mapsQuery(found.venue),
        placeId: place.placeId,
        origin: request.origin,
        mode: request.mode,
      }),
      hints: [...found.venue.hints],
    };
  }

  #find(placeId: string): { city: CatalogCity; venue: CatalogVenue } | null {
    if (!placeId.startsWith(OFFLINE_PLACE_ID_PREFIX)) return null;
    const id = placeId.slice(OFFLINE_PLACE_ID_PREFIX.length);
    for (const city of this.#cities) {
      const venue = city.venues.find((v) => v.id === id);
      if (venue) return { city, venue };
    }
    return null;
  }
}

/** Day trips leave from anywhere in the city, so an area ("from Makati") keeps them. */
function isInLocation(venue: CatalogVenue, where: CatalogLocation): boolean {
  const inArea = !where.areas.length || where.areas.includes(venue.area) || venue.kind === 'day-trip';
  const inDistrict = !where.district || containsPhrase(normalizeText(venue.address), where.district);
  return inArea && inDistrict;
}

function mapsQuery(venue: CatalogVenue): string {
  return `${venue.name}, ${venue.address}`;
}

function toPlace(venue: CatalogVenue, today: LocalDay): Place {
  const placeId = `${OFFLINE_PLACE_ID_PREFIX}${venue.id}`;
  return {
    placeId,
    name: venue.name,
    category: venue.category,
    address: venue.address,
    rating: venue.rating,
    priceLevel: venue.price,
    mapsUrl: mapsSearchUrl(mapsQuery(venue), placeId),
    summary: venue.summary,
    ...(venue.weekly ? { date: nextOccurrence(today, venue.weekly.weekday), time: venue.weekly.time } : {}),
  };
}

function nextDays(today: LocalDay, count: number): Set<string> {
  return new Set(Array.from({ length: count }, (_, i) => addDays(today, i).date));
}
