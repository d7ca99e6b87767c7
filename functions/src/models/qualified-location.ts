// "dim sum in Chinatown San Francisco": the engine remembers the neighbourhood ("Chinatown"), which several cities have.
// The search is put to the neighbourhood with the city typed right after it, as Gemini would write it, so the place
// search never has to guess the city (offline it would find nothing; a later "near there" could land in another city).
import { findGazetteerNames, fullName, placeKey } from '../context/gazetteer';
import { OFFLINE_CATALOG } from '../places/offline-catalog-data';
import { resolveCatalogLocation } from '../places/resolve-catalog-location';

/** The catalog's cities by every name they go by: a neighbourhood is qualified by one of these, never a city itself. */
const CITY_NAMES = new Set(OFFLINE_CATALOG.flatMap((city) => [city.name, ...city.aliases].map(placeKey)));

/** Every name a catalog city or one of its areas goes by, with the cities it names; and the cities having each area name. */
const CITIES_NAMED = new Map<string, Set<string>>();
const CITIES_WITH_AREA = new Map<string, Set<string>>();
const add = (index: Map<string, Set<string>>, name: string, city: string) =>
  index.set(placeKey(name), (index.get(placeKey(name)) ?? new Set<string>()).add(city));
for (const city of OFFLINE_CATALOG) {
  for (const name of [city.name, ...city.aliases]) add(CITIES_NAMED, name, city.name);
  for (const alias of city.areas.flatMap((area) => area.aliases)) {
    add(CITIES_NAMED, alias, city.name);
    add(CITIES_WITH_AREA, alias, city.name);
  }
}

/** Only a comma or spaces between the neighbourhood and the city: "Chinatown, SF", "Chinatown San Francisco". */
const BETWEEN = /^[\s,]*$/;

/** The city typed right after `location` in the newest message that names it, or null. */
function cityTypedAfter(location: string, messages: readonly string[]): string | null {
  const key = placeKey(location);
  for (const text of messages) {
    const names = findGazetteerNames(text);
    const at = names.findIndex((name) => placeKey(name.raw) === key);
    if (at < 0) continue;
    const here = names[at];
    const next = names[at + 1];
    if (!next || !BETWEEN.test(text.slice(here.index + here.raw.length, next.index))) return null;
    const city = fullName(next.raw);
    return CITY_NAMES.has(placeKey(city)) ? city : null;
  }
  return null;
}

/** The catalog city with an area called `location` that the newest message naming one of its places points at: "lunch near
 * Marina Bay" ... "and in Chinatown?" is Singapore's Chinatown. */
function cityOfTheConversation(location: string, newestFirst: readonly string[]): string | null {
  const key = placeKey(location);
  const having = CITIES_WITH_AREA.get(key);
  if (!having) return null;
  for (const text of newestFirst) {
    const cities = new Set(
      findGazetteerNames(text)
        .map((name) => placeKey(fullName(name.raw)))
        .filter((name) => name !== key)
        .flatMap((name) => [...(CITIES_NAMED.get(name) ?? [])].filter((city) => having.has(city))),
    );
    if (cities.size === 1) return [...cities][0];
  }
  return null;
}

/** `location` with its city when the catalog cannot tell which city it is and the conversation can ("Chinatown, San
 * Francisco"), else as it is: "Makati" stays "Makati". */
export function qualifiedLocation(location: string | null, newestFirst: readonly string[]): string | null {
  if (!location || location.includes(',') || CITY_NAMES.has(placeKey(location))) return location;
  if (resolveCatalogLocation(location, OFFLINE_CATALOG)) return location;
  const city = cityTypedAfter(location, newestFirst) ?? cityOfTheConversation(location, newestFirst);
  return city && placeKey(city) !== placeKey(location) ? `${location}, ${city}` : location;
}
