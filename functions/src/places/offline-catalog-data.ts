import { type CatalogCity, CatalogFileSchema } from './catalog-city';
import catalogJson from './data/catalog.json';

/** The demo catalog, checked against its schema once at load so a bad edit fails loudly, not mid-conversation. */
const CATALOG_FILE = CatalogFileSchema.parse(catalogJson);

/** Used when no Google Places key is set: real places, approximate facts (see the file's note). */
export const OFFLINE_CATALOG: readonly CatalogCity[] = CATALOG_FILE.cities;

/** True for the shipped catalog: every place it returns carries `approximate: true` for the UI to show. */
export const OFFLINE_CATALOG_APPROXIMATE: boolean = CATALOG_FILE.approximate;
