import { type CatalogCity, CatalogFileSchema } from './catalog-city';
import ams from './data/catalog/ams.json';
import catalogJson from './data/catalog/catalog.json';
import chi from './data/catalog/chi.json';
import lis from './data/catalog/lis.json';
import mnl from './data/catalog/mnl.json';
import nyc from './data/catalog/nyc.json';
import par from './data/catalog/par.json';
import sel from './data/catalog/sel.json';
import sfo from './data/catalog/sfo.json';
import sin from './data/catalog/sin.json';
import tyo from './data/catalog/tyo.json';

/** One data file per city, so a city's places are edited (and reviewed) on their own; the order is the catalog's. */
const CITY_FILES = [mnl, ams, sfo, lis, tyo, par, nyc, chi, sel, sin];

/** The demo catalog, checked against its schema once at load so a bad edit fails loudly, not mid-conversation. */
const CATALOG_FILE = CatalogFileSchema.parse({ ...catalogJson, cities: CITY_FILES });

/** Used when no Google Places key is set: real places, approximate facts (see the file's note). */
export const OFFLINE_CATALOG: readonly CatalogCity[] = CATALOG_FILE.cities;

/** True for the shipped catalog: every place it returns carries `approximate: true` for the UI to show. */
export const OFFLINE_CATALOG_APPROXIMATE: boolean = CATALOG_FILE.approximate;
