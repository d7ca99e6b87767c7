import type { LatLng } from '../contract/place';
import type { CatalogCity } from './catalog-city';
import { catalogCityOfNeighbourhood, liesOutsideCatalog } from './foreign-neighbourhood';
import { containsPhrase, normalizeText } from './normalize-text';
import { nameCore } from './venue-name-core';

/** Where to search in the catalog: one city, optionally narrowed to some of its areas or a district. */
export interface CatalogLocation {
  city: CatalogCity;
  /** Area names to keep; empty means the whole city. */
  areas: string[];
  /** A district named only in venue addresses ("Xabregas"); venues must mention it. */
  district: string | null;
  /** A landmark named as the place ("nr union sq"): venues must lie within LANDMARK_RADIUS_METERS of it. */
  around?: LatLng;
  /** The point is a place of the catalog named in full ("Gardens by the Bay"), not a landmark of the streets around it. */
  aroundPlace?: boolean;
}

/** How far around a landmark named as the location a venue still counts as "at" it: a short walk. */
export const LANDMARK_RADIUS_METERS = 1000;

/**
 * Resolves "Makati", "BGC, Metro Manila", "Chinatown, San Francisco" or "Lisboa" to one catalog city.
 * Anything ambiguous or unknown resolves to null: the catalog never guesses another city.
 */
export function resolveCatalogLocation(location: string | null, cities: readonly CatalogCity[]): CatalogLocation | null {
  if (location == null) return null;
  const resolved = resolveNamed(location, cities);
  // "Amsterdam Station" with no such landmark: the city it names, rather than nothing.
  const withoutStation = resolved ? null : STATION_WORD_END.exec(location);
  return withoutStation ? resolveNamed(location.slice(0, withoutStation.index), cities) : resolved;
}

/** A station word ending a name ("Amsterdam Station", "Lisbon airport"). */
const STATION_WORD_END = /\s+(?:station|stn|airport|expo|terminal)$/iu;

function resolveNamed(location: string, cities: readonly CatalogCity[]): CatalogLocation | null {
  const whole = normalizeText(location);
  if (!whole) return null;
  const listed = location.split(/[,;/]|\s+-\s+/).map(normalizeText);
  const parts = [...new Set([whole, ...listed, ...listed.flatMap((part) => trailingPlace(part, cities))])].filter(Boolean);

  const namedCities = cities.filter((city) => city.aliases.some((alias) => parts.includes(normalizeText(alias))));
  const areaHits = cities.flatMap((city) =>
    city.areas
      .filter((area) => area.aliases.some((alias) => parts.includes(normalizeText(alias))))
      .map((area) => ({ city, area: area.name })),
  );
  const inNamedCities = namedCities.length ? areaHits.filter((hit) => namedCities.includes(hit.city)) : areaHits;

  if (inNamedCities.length) {
    const areaCities = [...new Set(inNamedCities.map((hit) => hit.city))];
    if (areaCities.length !== 1) return null;
    return { city: areaCities[0], areas: [...new Set(inNamedCities.map((hit) => hit.area))], district: null };
  }
  if (namedCities.length > 1) return null;

  const searchIn = namedCities.length ? namedCities : cities;
  // Country names and the city's own aliases are not districts ("Lisbon, Portugal").
  const notDistricts = new Set([
    ...cities.map((city) => normalizeText(city.country)),
    ...namedCities.flatMap((city) => city.aliases.map(normalizeText)),
  ]);
  const districtParts = parts.filter((part) => !(namedCities.length && part === whole) && !notDistricts.has(part));
  if (!namedCities.length && districtParts.some((part) => liesOutsideCatalog(part, cities))) {
    // "a café near Gare du Nord": a landmark of the catalog is that landmark, though a city outside it has one of that name too.
    return landmarkNamed(districtParts, searchIn);
  }
  // "food near Gardens by the Bay": a place of the catalog named in full is that point, though addresses nearby name it too;
  // a neighbourhood named like a place in it ("Fisherman's Wharf") stays a neighbourhood.
  const venue = venueNamed(
    districtParts.filter((part) => !catalogCityOfNeighbourhood(part, searchIn)),
    searchIn,
  );
  if (venue) return venue;
  for (const part of districtParts) {
    const cityMatches = searchIn.filter((city) => city.venues.some((venue) => containsPhrase(normalizeText(venue.address), part)));
    if (cityMatches.length === 1) return { city: cityMatches[0], areas: [], district: part };
    // "United Nations": in addresses of two cities, but one landmark.
    if (cityMatches.length > 1) return landmarkNamed(districtParts, searchIn);
  }
  const landmark = landmarkNamed(districtParts, searchIn);
  if (landmark) return landmark;
  // "Hotel is in Shinagawa": a neighbourhood of a catalog city with no venue there is a district of that city, which finds
  // nothing; the search then widens to the city and says so.
  for (const part of districtParts) {
    const city =
      catalogCityOfNeighbourhood(part, searchIn) ?? searchIn.find((known) => known.districts?.some((name) => normalizeText(name) === part));
    if (city) return { city, areas: [], district: part };
  }
  return namedCities.length === 1 ? { city: namedCities[0], areas: [], district: null } : null;
}

/** A landmark of exactly one city ("Union Sq", "Leidseplein") stands for the streets around it. */
function landmarkNamed(parts: readonly string[], cities: readonly CatalogCity[]): CatalogLocation | null {
  const hits = cities.flatMap((city) =>
    city.landmarks
      .filter((landmark) => [landmark.name, ...landmark.aliases].some((alias) => parts.includes(normalizeText(alias))))
      .map((landmark) => ({ city, location: landmark.location })),
  );
  return onePoint(hits);
}

/** One place of the catalog named in full ("Gardens by the Bay", "Rijksmuseum") stands for the streets around it. */
function venueNamed(parts: readonly string[], cities: readonly CatalogCity[]): CatalogLocation | null {
  const point = onePoint(
    cities.flatMap((city) =>
      city.venues
        // A day trip is named for a town of its own ("Utrecht"): a search there is no search around it.
        // ... or by the words of its name that say which ("near the Orsay").
        .filter(
          (venue) =>
            venue.kind !== 'day-trip' &&
            [normalizeText(venue.name), nameCore(normalizeText(venue.name))].some((name) => name !== null && parts.includes(name)),
        )
        .map((venue) => ({ city, location: venue.location })),
    ),
  );
  return point && { ...point, aroundPlace: true };
}

function onePoint(hits: readonly { city: CatalogCity; location: LatLng }[]): CatalogLocation | null {
  const [only, ...others] = hits;
  if (!only || others.length) return null;
  return { city: only.city, areas: [], district: null, around: only.location };
}

/** Every name the catalog knows a city or an area by, and every landmark's name and aliases, folded, built once per city list:
 * "javits center", "hilton chicago" are one landmark's name, not a place and an area. */
interface CatalogNames {
  places: ReadonlySet<string>;
  landmarks: ReadonlySet<string>;
}
const NAMES = new WeakMap<readonly CatalogCity[], CatalogNames>();
function namesOf(cities: readonly CatalogCity[]): CatalogNames {
  let names = NAMES.get(cities);
  if (!names) {
    names = {
      places: new Set(cities.flatMap((city) => [...city.aliases, ...city.areas.flatMap((area) => area.aliases)]).map(normalizeText)),
      landmarks: new Set(cities.flatMap((city) => city.landmarks.flatMap((mark) => [mark.name, ...mark.aliases])).map(normalizeText)),
    };
    NAMES.set(cities, names);
  }
  return names;
}

/** "Maginhawa QC", "Jordaan Amsterdam": a place followed by the city or area it lies in, with no comma between, read as
 * both parts ("maginhawa", "qc"); nothing when the words end in no name of the catalog or are one name ("little tokyo"). */
function trailingPlace(part: string, cities: readonly CatalogCity[]): string[] {
  const { places: names, landmarks } = namesOf(cities);
  const words = part.split(' ');
  if (names.has(part) || words.length < 2 || landmarks.has(part)) return [];
  for (let start = 1; start < words.length; start++) {
    const tail = words.slice(start).join(' ');
    if (names.has(tail)) return [words.slice(0, start).join(' '), tail];
  }
  return [];
}

/** "Chinatown", "Downtown": the cities that each have an area called so, when there are several (else empty). */
export function citiesSharingArea(location: string, cities: readonly CatalogCity[]): CatalogCity[] {
  const name = normalizeText(location);
  const holding = cities.filter((city) => city.areas.some((area) => area.aliases.some((alias) => normalizeText(alias) === name)));
  return holding.length > 1 ? holding : [];
}
