import type { Place } from '../contract/place';

export interface PlaceSearchRequest {
  /** What to look for, e.g. "ramen", "museum", "jazz events this weekend". */
  query: string;
  /** Where, e.g. "Makati", "Amsterdam". Null when unknown: implementations must not guess. */
  location: string | null;
  /** At most this many results (default 5). */
  limit?: number;
}

export interface DirectionsRequest {
  placeId: string;
  /** Where the user starts, when known; otherwise the Maps link asks the device. */
  origin?: string | null;
  mode?: 'walking' | 'transit' | 'driving';
}

export interface Directions {
  place: Place;
  /** A Google Maps directions link to the place. */
  url: string;
  /** Plain-language hints (nearest station, landmark) when the source has them. */
  hints: string[];
}

/** One interface, two implementations: the offline catalog and the Google Places API (New). */
export interface PlaceSearch {
  readonly source: 'offline-catalog' | 'google-places';
  search(request: PlaceSearchRequest): Promise<Place[]>;
  /** Full details of one place, or null when the id is unknown. */
  details(placeId: string): Promise<Place | null>;
  directions(request: DirectionsRequest): Promise<Directions | null>;
}
