import { GooglePlacesSearch } from './google-places';
import { OfflineCatalog } from './offline-catalog';
import type { PlaceSearch } from './place-search';

export interface CreatePlaceSearchOptions {
  /** With a key the Google Places API (New) is used; without one, the offline catalog. */
  googlePlacesApiKey?: string;
  /** Clock for the offline catalog's event dates. */
  now?: () => Date;
  /** Injected fetch for the Google client (tests pass recorded responses). */
  fetch?: typeof fetch;
}

/** Picks the place search: Google when a key is given, the offline catalog otherwise. */
export function createPlaceSearch(options: CreatePlaceSearchOptions = {}): PlaceSearch {
  const apiKey = options.googlePlacesApiKey?.trim();
  if (apiKey) return new GooglePlacesSearch({ apiKey, fetch: options.fetch });
  return new OfflineCatalog({ now: options.now });
}
