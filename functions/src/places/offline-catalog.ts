import type { Place } from '../contract/place';
import type { CatalogCity, CatalogVenue } from './catalog-city';
import { allowedEventDates, parseCatalogQuery, scoreCatalogVenue } from './catalog-query';
import { haversineMeters } from './geo-distance';
import { addDays, localDay, nextOccurrence, type LocalDay } from './event-dates';
import { mapsDirectionsUrl, mapsSearchUrl } from './maps-links';
import { containsPhrase, normalizeText } from './normalize-text';
import { OFFLINE_CATALOG, OFFLINE_CATALOG_APPROXIMATE } from './offline-catalog-data';
import {
  describeOpeningHours,
  isOpenAt,
  localWeekTime,
  nextOpening,
  opensLate,
  parseOpeningHours,
  type WeeklyHours,
  weekdayName,
} from './opening-hours';
import {
  DEFAULT_NEAR_RADIUS_METERS,
  type Directions,
  type DirectionsRequest,
  type PlaceRef,
  type PlaceSearch,
  type PlaceSearchRequest,
} from './place-search';
import { type CatalogLocation, citiesSharingArea, LANDMARK_RADIUS_METERS, resolveCatalogLocation } from './resolve-catalog-location';
import { searchLimit } from './search-limit';
import { FACT_WORDS, type SearchFact } from './search-words';

/** Offline place ids look like `offline:mnl-ramen-1` so nobody mistakes them for Google ids. */
export const OFFLINE_PLACE_ID_PREFIX = 'offline:';
/** The start and the way of travel a route request names. */
const routeOf = (request: DirectionsRequest) => ({ origin: request.origin, mode: request.mode });
/** Landmarks (stations, squares) are places to measure from, not venues: `offline:landmark:ams-1`. */
const LANDMARK_ID_PREFIX = `${OFFLINE_PLACE_ID_PREFIX}landmark:`;
/** The middle of an area by its name ("offline:area:mnl-binondo"): where a distance or a way to a part of town starts or ends. */
const AREA_ID_PREFIX = `${OFFLINE_PLACE_ID_PREFIX}area:`;
/** Bounds the remembered locations: the words people type for a place are few, but a flood of odd ones is not. */
const MAX_REMEMBERED_LOCATIONS = 1024;

export interface OfflineCatalogOptions {
  /** The clock that event dates and "open now" are computed from; injected so tests and replays are repeatable. */
  now?: () => Date;
  cities?: readonly CatalogCity[];
  /** Marks every returned place approximate (the shipped catalog is). */
  approximate?: boolean;
}

interface Found {
  city: CatalogCity;
  place: Place;
  venue: CatalogVenue | null;
}

/** A station named with the word first ("station shinjuku", "station van shibuya"), as Dutch says it. */
const STATION_FIRST = /^station (?:van )?(\S.*)$/;

/** The place search used with no Google key: a demo catalog shipped with the code. */
export class OfflineCatalog implements PlaceSearch {
  readonly source = 'offline-catalog' as const;
  readonly #now: () => Date;
  readonly #cities: readonly CatalogCity[];
  readonly #approximate: boolean;
  /** Where each location asked for lies: the catalog never changes, and one search resolves the same words up to 3 times. */
  readonly #locations = new Map<string, CatalogLocation | null>();
  readonly #shared = new Map<string, CatalogCity[]>();

  constructor(options: OfflineCatalogOptions = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#cities = options.cities ?? OFFLINE_CATALOG;
    this.#approximate = options.approximate ?? (options.cities ? false : OFFLINE_CATALOG_APPROXIMATE);
  }

  async search(request: PlaceSearchRequest): Promise<Place[]> {
    // "hawker center sa Chinatown": an area several cities have is the one of the city where the search finds something.
    const shared = !request.near && request.location ? this.#sharingArea(request.location) : [];
    if (shared.length) {
      const inEach = await Promise.all(shared.map((city) => this.search({ ...request, location: `${request.location}, ${city.name}` })));
      const found = inEach.filter((places) => places.length);
      return found.length === 1 ? found[0] : [];
    }
    const near = request.near ? await this.#locateFound(request.near, request.location) : null;
    if (request.near && !near?.place.location) return [];
    const where = near ? { city: near.city, areas: [], district: null } : this.#resolve(request.location);
    if (!where) return [];
    const now = this.#now();
    const today = localDay(now, where.city.timeZone);
    const { terms, when, eating } = parseCatalogQuery(request.query);
    const eventDates = allowedEventDates(when, today);
    const wanted = terms.length ? terms : eventDates ? [['event']] : [];
    // A day trip leaves the city: it answers "day trip from X", not "museums in X".
    const wantsDayTrip = wanted.some((term) => term.includes('day trip'));
    const prices = request.priceLevels?.length ? new Set(request.priceLevels) : null;
    const clock = localWeekTime(now, where.city.timeZone);
    const center = near?.place.location ?? where.around ?? null;
    const radius = request.radiusMeters ?? DEFAULT_NEAR_RADIUS_METERS;

    const matches = (dates: Set<string> | null) =>
      where.city.venues
        .filter((venue) => isInLocation(venue, where) && (venue.kind !== 'day-trip' || wantsDayTrip))
        .filter((venue) => !eating || venue.kind === 'food' || venue.kind === 'cafe')
        .filter((venue) => !(dates && venue.weekly) || dates.has(nextOccurrence(today, venue.weekly.weekday)))
        .filter((venue) => !prices || prices.has(venue.price))
        .filter((venue) => (request.facts ?? []).every((fact) => provesFact(venue, fact)))
        .filter((venue) => !request.openNow || isOpenAt(weeklyHours(venue), clock.weekday, clock.minute))
        .filter((venue) => venue.id !== near?.venue?.id)
        .map((venue) => ({
          venue,
          score: (wanted.length ? scoreCatalogVenue(venue, wanted) : 1) + factBonus(venue, request.facts ?? []),
          distance: center ? haversineMeters(center, venue.location) : 0,
        }))
        .filter(({ score, distance }) => score > 0 && distance <= (center ? radius : Infinity))
        .sort(
          (a, b) =>
            b.score - a.score || a.distance - b.distance || b.venue.rating - a.venue.rating || a.venue.name.localeCompare(b.venue.name),
        );
    let found = matches(eventDates);
    // Nothing on the days asked for (say "this weekend" on a Sunday night): the coming week, dated, beats nothing.
    if (!found.length && eventDates) found = matches(nextDays(today, 7));
    return found.slice(0, searchLimit(request.limit)).map(({ venue }) => this.#listPlace(venue, where.city, now));
  }

  namesAPoint(location: string): boolean {
    return Boolean(this.#resolve(location)?.aroundPlace);
  }

  /** An area, district or landmark of a city ("QC", "Kapitolyo", "Union Sq") lies in that city; a whole city in nothing wider. */
  widerLocation(location: string): string | null {
    const where = this.#resolve(location);
    return where && (where.areas.length || where.district || where.around) ? where.city.name : null;
  }

  citiesOutside(location: string): string[] | null {
    if (this.#sharingArea(location).length) return null;
    return location.trim() && !this.#resolve(location) ? this.#cities.map((city) => city.name) : null;
  }

  async details(placeId: string): Promise<Place | null> {
    const found = this.#find(placeId);
    return found ? this.#fullPlace(found.venue, found.city, this.#now()) : null;
  }

  async directions(request: DirectionsRequest): Promise<Directions | null> {
    // A station or an airport ("naar Haneda"): the way to that point, by its name.
    // ... or the middle of an area ("papunta sa Binondo"), found again from its id.
    const landmark = this.#findLandmark(request.placeId) ?? this.#findArea(request.placeId);
    if (landmark) {
      const query = `${landmark.place.name}, ${landmark.city.name}`;
      return { place: landmark.place, url: mapsDirectionsUrl({ query, placeId: landmark.place.placeId, ...routeOf(request) }), hints: [] };
    }
    const found = this.#find(request.placeId);
    if (!found) return null;
    const place = this.#fullPlace(found.venue, found.city, this.#now());
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

  async locate(ref: PlaceRef): Promise<Place | null> {
    return (await this.#locateFound(ref, null))?.place ?? null;
  }

  async #locateFound(ref: PlaceRef, location: string | null): Promise<Found | null> {
    if ('placeId' in ref) {
      const landmark = this.#findLandmark(ref.placeId);
      if (landmark) return landmark;
      const found = this.#find(ref.placeId);
      return found ? { city: found.city, venue: found.venue, place: this.#listPlace(found.venue, found.city, this.#now()) } : null;
    }
    return this.#findByName(ref.name, ref.location ?? location);
  }

  /** A venue or landmark by name, inside the named location when there is one; ambiguous names resolve to null. */
  #findByName(name: string, location: string | null): Found | null {
    const wanted = withoutArticle(name);
    if (!wanted) return null;
    const where = location ? this.#resolve(location) : null;
    const cities = where ? [where.city] : this.#cities;
    const landmarks = cities.flatMap((city) =>
      city.landmarks
        .map((landmark, index) => ({ city, landmark, index }))
        .filter(({ landmark }) => [landmark.name, ...landmark.aliases].some((alias) => withoutArticle(alias) === wanted)),
    );
    const venues = cities.flatMap((city) =>
      city.venues.filter((venue) => withoutArticle(venue.name) === wanted).map((venue) => ({ city, venue })),
    );
    // "Hongdae" is the area before it is part of "Mom's Touch Hongdae" and "Hongdae Free Market".
    const area = venues.length || landmarks.length ? null : this.#areaNamed(wanted, cities);
    if (area) return area;
    const loose =
      venues.length || landmarks.length
        ? []
        : cities.flatMap((city) =>
            city.venues.filter((venue) => containsPhrase(normalizeText(venue.name), wanted)).map((venue) => ({ city, venue })),
          );
    const candidates = [...venues, ...loose];
    // "hoe ver is dat van Parijs?": a city by another of its names is measured as by the one it is listed under.
    const aliased =
      candidates.length || landmarks.length
        ? null
        : this.#cities.find((one) => one.aliases.some((alias) => withoutArticle(alias) === wanted));
    if (aliased && withoutArticle(aliased.name) !== wanted) return this.#findByName(aliased.name, location);
    // "van station Shinjuku", "het station van Shibuya": Dutch says the word first; the catalog names it "Shinjuku Station".
    const stationFirst = candidates.length || landmarks.length ? null : STATION_FIRST.exec(wanted);
    if (stationFirst) return this.#findByName(`${stationFirst[1]} station`, location);
    if (!candidates.length && !landmarks.length) return null;
    // "the Museum of Natural History": a landmark that is also a venue by the same name is one place, measured from the landmark.
    if (landmarks.length === 1 && !loose.length) return this.#landmarkFound(landmarks[0].city, landmarks[0].index);
    if (candidates.length + landmarks.length !== 1) return null;
    if (landmarks.length) return this.#landmarkFound(landmarks[0].city, landmarks[0].index);
    const [{ city, venue }] = candidates;
    return { city, venue, place: this.#listPlace(venue, city, this.#now()) };
  }

  /** "Ueno", "Tomas Morato": a part of one city stands for the middle of the venues whose address names it, else of the venues of
   * the catalog area it names, so a distance can be measured from it. */
  #areaNamed(wanted: string, cities: readonly CatalogCity[]): Found | null {
    const hits = cities.flatMap((city) =>
      city.areas
        .filter((area) => [area.name, ...area.aliases].some((alias) => withoutArticle(alias) === wanted))
        .map((area) => ({ city, area })),
    );
    if (hits.length > 1) return null;
    const named = cities
      .map((city) => ({
        city,
        venues: city.venues.filter((venue) => venue.kind !== 'day-trip' && containsPhrase(normalizedAddress(venue), wanted)),
      }))
      .filter(({ venues }) => venues.length);
    const place = named.length === 1 ? named[0] : hits.length === 1 ? this.#venuesOfArea(hits[0].city, hits[0].area.name) : null;
    if (!place?.venues.length) return null;
    const { city, venues } = place;
    const mean = (coordinate: 'latitude' | 'longitude') =>
      venues.reduce((sum, venue) => sum + venue.location[coordinate], 0) / venues.length;
    const byArea = !(named.length === 1) || (hits.length === 1 && normalizeText(hits[0].area.name) === wanted);
    const name = byArea ? hits[0].area.name : wanted.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());
    const placeId = `${AREA_ID_PREFIX}${city.code}-${normalizeText(name).replace(/ /g, '-')}`;
    return this.#pointFound(city, placeId, name, 'area', { latitude: mean('latitude'), longitude: mean('longitude') });
  }

  #venuesOfArea(city: CatalogCity, area: string) {
    return { city, venues: city.venues.filter((venue) => venue.area === area && venue.kind !== 'day-trip') };
  }

  #findLandmark(placeId: string): Found | null {
    if (!placeId.startsWith(LANDMARK_ID_PREFIX)) return null;
    const [code, index] = placeId.slice(LANDMARK_ID_PREFIX.length).split('-');
    const city = this.#cities.find((candidate) => candidate.code === code);
    return city && city.landmarks[Number(index)] ? this.#landmarkFound(city, Number(index)) : null;
  }

  /** The area point an id from #areaNamed stands for ("offline:area:mnl-binondo"), found again by its name in its city. */
  #findArea(placeId: string): Found | null {
    if (!placeId.startsWith(AREA_ID_PREFIX)) return null;
    const [code, ...name] = placeId.slice(AREA_ID_PREFIX.length).split('-');
    const city = this.#cities.find((candidate) => candidate.code === code);
    const found = city ? this.#areaNamed(name.join(' '), [city]) : null;
    return found?.place.placeId === placeId ? found : null;
  }

  #landmarkFound(city: CatalogCity, index: number): Found {
    const landmark = city.landmarks[index];
    return this.#pointFound(city, `${LANDMARK_ID_PREFIX}${city.code}-${index}`, landmark.name, 'landmark', landmark.location);
  }

  /** A place that is no venue (a landmark, the middle of an area), found in a city: where it is, and its map link. */
  #pointFound(city: CatalogCity, placeId: string, name: string, category: string, location: Place['location']): Found {
    const address = `${city.name}, ${city.country}`;
    return {
      city,
      venue: null,
      place: {
        placeId,
        name,
        category,
        address,
        location,
        mapsUrl: mapsSearchUrl(`${name}, ${address}`, placeId),
        ...this.#approximateMark(),
      },
    };
  }

  /** The cities that each have an area called `location` (see citiesSharingArea), worked out once per location. */
  #sharingArea(location: string): CatalogCity[] {
    let cities = this.#shared.get(location);
    if (!cities) {
      if (this.#shared.size >= MAX_REMEMBERED_LOCATIONS) this.#shared.clear();
      cities = citiesSharingArea(location, this.#cities);
      this.#shared.set(location, cities);
    }
    return cities;
  }

  #resolve(location: string | null): CatalogLocation | null {
    if (location == null) return null;
    if (this.#locations.has(location)) return this.#locations.get(location)!;
    const where = resolveCatalogLocation(location, this.#cities);
    if (this.#locations.size >= MAX_REMEMBERED_LOCATIONS) this.#locations.clear();
    this.#locations.set(location, where);
    return where;
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

  /** What a list shows, the same fields the Google search asks for: no hours table, no facts. */
  #listPlace(venue: CatalogVenue, city: CatalogCity, now: Date): Place {
    const placeId = `${OFFLINE_PLACE_ID_PREFIX}${venue.id}`;
    const clock = localWeekTime(now, city.timeZone);
    const openNow = isOpenAt(weeklyHours(venue), clock.weekday, clock.minute);
    const opensAt = openNow ? null : nextOpening(weeklyHours(venue), clock.weekday, clock.minute);
    return {
      placeId,
      name: venue.name,
      category: venue.category,
      address: venue.address,
      rating: venue.rating,
      priceLevel: venue.price,
      mapsUrl: venueMapsUrl(venue, placeId),
      summary: venue.summary,
      ...(venue.weekly ? { date: nextOccurrence(localDay(now, city.timeZone), venue.weekly.weekday), time: venue.weekly.time } : {}),
      location: venue.location,
      openNow,
      ...(opensAt ? { opensAt } : {}),
      ...this.#approximateMark(),
    };
  }

  #fullPlace(venue: CatalogVenue, city: CatalogCity, now: Date): Place {
    const week = weeklyHours(venue);
    return {
      ...this.#listPlace(venue, city, now),
      openingHours: describeOpeningHours(week),
      // "Today" and "tomorrow" count from the venue's own day, not the server's.
      today: weekdayName(localDay(now, city.timeZone).weekday),
      ...(venue.website ? { website: venue.website } : {}),
      facts: { ...venue.facts, openLate: opensLate(week) },
    };
  }

  #approximateMark(): { approximate?: true } {
    return this.#approximate ? { approximate: true } : {};
  }
}

/** Each venue's hours parsed once per process: every list, "open now" filter and details card reads them. */
const WEEKLY_HOURS = new WeakMap<CatalogVenue, WeeklyHours>();

function weeklyHours(venue: CatalogVenue): WeeklyHours {
  let week = WEEKLY_HOURS.get(venue);
  if (!week) WEEKLY_HOURS.set(venue, (week = parseOpeningHours(venue.hours)));
  return week;
}

/** Each venue's Maps link, built once per process: every list shows it, and URLSearchParams is not cheap. */
const MAPS_URLS = new WeakMap<CatalogVenue, string>();

function venueMapsUrl(venue: CatalogVenue, placeId: string): string {
  let url = MAPS_URLS.get(venue);
  if (url === undefined) MAPS_URLS.set(venue, (url = mapsSearchUrl(mapsQuery(venue), placeId)));
  return url;
}

/** Each venue's address in matching form, once per process: a district search reads every address of the city. */
const NORMALIZED_ADDRESSES = new WeakMap<CatalogVenue, string>();

function normalizedAddress(venue: CatalogVenue): string {
  let address = NORMALIZED_ADDRESSES.get(venue);
  if (address === undefined) NORMALIZED_ADDRESSES.set(venue, (address = normalizeText(venue.address)));
  return address;
}

/** Day trips leave from anywhere in the city, so an area ("from Makati") keeps them. */
function isInLocation(venue: CatalogVenue, where: CatalogLocation): boolean {
  const inArea = !where.areas.length || where.areas.includes(venue.area) || venue.kind === 'day-trip';
  const inDistrict = !where.district || containsPhrase(normalizedAddress(venue), where.district);
  const nearLandmark = !where.around || haversineMeters(where.around, venue.location) <= LANDMARK_RADIUS_METERS;
  return inArea && inDistrict && nearLandmark;
}

/** Known true, or a category or tag that says it ("vegetarian" restaurants); unknown is not enough for a filter. */
function provesFact(venue: CatalogVenue, fact: SearchFact): boolean {
  const term = FACT_WORDS[fact].term;
  return venue.facts[fact] === true || (term !== null && (normalizeText(venue.category) === term || venue.tags.includes(term)));
}

/** A venue whose category or tag says the fact ranks above one that only has it: "vegetarian" restaurants first. */
function factBonus(venue: CatalogVenue, facts: readonly SearchFact[]): number {
  const terms = facts.map((fact) => FACT_WORDS[fact].term).filter((term): term is string => term !== null);
  return terms.length
    ? scoreCatalogVenue(
        venue,
        terms.map((term) => [term]),
      )
    : 0;
}

/** "the station", "het station" and "station" name the same place. */
function withoutArticle(name: string): string {
  return normalizeText(name).replace(/^(the|de|het|ang|yung) /, '');
}

function mapsQuery(venue: CatalogVenue): string {
  return `${venue.name}, ${venue.address}`;
}

function nextDays(today: LocalDay, count: number): Set<string> {
  return new Set(Array.from({ length: count }, (_, i) => addDays(today, i).date));
}
