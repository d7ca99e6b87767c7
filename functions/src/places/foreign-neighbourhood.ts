// A neighbourhood the engine's long list places in a city the catalog does not hold ("Greenwich" is London's): the catalog
// must not find it in a venue's address elsewhere ("Greenwich Village, New York") and answer for the wrong city.
import { NEIGHBOURHOOD_GROUPS } from '../context/neighbourhoods';
import type { CatalogCity } from './catalog-city';
import { normalizeText } from './normalize-text';

/** The city each listed neighbourhood lies in, by its folded name and other spellings; built on first need. */
let cityOf: Map<string, string> | null = null;

function neighbourhoodCities(): Map<string, string> {
  cityOf ??= new Map(
    NEIGHBOURHOOD_GROUPS.flatMap(({ city, names, aliases }) =>
      city ? names.flatMap((name) => [name, ...(aliases?.[name] ?? [])]).map((name) => [normalizeText(name), city] as const) : [],
    ),
  );
  return cityOf;
}

/** True when `part` (folded) is a neighbourhood of a city that none of `cities` is, nor has as an area. */
export function liesOutsideCatalog(part: string, cities: readonly CatalogCity[]): boolean {
  const city = neighbourhoodCities().get(part);
  if (!city) return false;
  const key = normalizeText(city);
  const names = (known: CatalogCity) => [...known.aliases, ...known.areas.flatMap((area) => area.aliases)];
  return !cities.some((known) => names(known).some((alias) => normalizeText(alias) === key));
}

/** The catalog city a neighbourhood of the long list lies in ("Shinagawa" is Tokyo's), when the catalog holds that city;
 * null for any other name. The catalog has no venue there, so a search for it widens to the city. */
export function catalogCityOfNeighbourhood(part: string, cities: readonly CatalogCity[]): CatalogCity | null {
  const city = neighbourhoodCities().get(part);
  if (!city) return null;
  const key = normalizeText(city);
  return cities.find((known) => known.aliases.some((alias) => normalizeText(alias) === key)) ?? null;
}
