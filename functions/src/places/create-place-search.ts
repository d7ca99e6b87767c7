import type { Place } from '../contract/place';
import { GooglePlacesSearch } from './google-places';
import { OfflineCatalog } from './offline-catalog';
import type { PlaceSearch } from './place-search';
import { createPlacesFetch } from './places-http';

/** Google Maps Platform policy: Places results shown without a Google map carry "Google Maps" as attribution. */
export const GOOGLE_MAPS_ATTRIBUTION = 'Google Maps';

export interface CreatePlaceSearchOptions {
  /** With a key the Google Places API (New) is used; without one, the offline catalog. */
  googlePlacesApiKey?: string;
  /** GOOGLE_PLACES_BASE_URL: another server for the Places API (the tests' fake Places). */
  googlePlacesBaseUrl?: string;
  /** Clock for the offline catalog's event dates. */
  now?: () => Date;
  /** Injected fetch for the Google client (tests pass recorded responses). */
  fetch?: typeof fetch;
  /** Backoff before the one retry of a 429/503 (tests shorten it). */
  retryDelayMs?: number;
}

/** Picks the place search: Google when a key is given, the offline catalog otherwise. */
export function createPlaceSearch(options: CreatePlaceSearchOptions = {}): PlaceSearch {
  const apiKey = options.googlePlacesApiKey?.trim();
  if (!apiKey) return new OfflineCatalog({ now: options.now });
  const fetch = createPlacesFetch({ baseUrl: options.googlePlacesBaseUrl, fetch: options.fetch, retryDelayMs: options.retryDelayMs });
  return withAttribution(new GooglePlacesSearch({ apiKey, fetch }), GOOGLE_MAPS_ATTRIBUTION);
}

/** Every place the search returns carries `attribution`, so the client shows it beside the card. */
export function withAttribution(search: PlaceSearch, attribution: string): PlaceSearch {
  const attribute = (place: Place): Place => ({ ...place, attribution });
  return {
    source: search.source,
    search: async (request) => (await search.search(request)).map(attribute),
    details: async (placeId, options) => {
      const place = await search.details(placeId, options);
      return place && attribute(place);
    },
    locate: async (ref) => {
      const place = await search.locate(ref);
      return place && attribute(place);
    },
    directions: async (request) => {
      const directions = await search.directions(request);
      return directions && { ...directions, place: attribute(directions.place) };
    },
  };
}
