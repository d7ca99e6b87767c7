import type { Place, PriceLevel } from '../contract/place';
import type { PlaceFactName } from './place-facts';
import type { SearchFact } from './search-words';

/** A place to search near or measure from: one known by id, or a name (a venue, a station, a square). */
export type PlaceRef = { placeId: string } | { name: string; location?: string | null };

export interface PlaceSearchRequest {
  /** What to look for, e.g. "ramen", "museum", "jazz events this weekend". */
  query: string;
  /** Where, e.g. "Makati", "Amsterdam". Null when unknown: implementations must not guess. */
  location: string | null;
  /** At most this many results (default 5). */
  limit?: number;
  /** Search around this place ("something near there") rather than the whole location. */
  near?: PlaceRef | null;
  /** How far from `near` to look, in metres (default 1500). */
  radiusMeters?: number;
  /** Only places at these price levels ("nothing too fancy" → inexpensive, moderate). */
  priceLevels?: readonly PriceLevel[];
  /** Only places open at the time of the search. */
  openNow?: boolean;
  /** Only places known to have these facts ("halal", "met een terras"); an unknown fact does not count. */
  facts?: readonly SearchFact[];
}

export const DEFAULT_NEAR_RADIUS_METERS = 1500;

export interface DetailsOptions {
  /** Only these facts are needed: a source that bills per field asks for less. Omitted: everything. */
  facts?: readonly PlaceFactName[];
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
  /** What a list shows: name, category, address, rating, price, coordinates, open now. */
  search(request: PlaceSearchRequest): Promise<Place[]>;
  /** Full details of one place (or just the facts asked for), or null when the id is unknown. */
  details(placeId: string, options?: DetailsOptions): Promise<Place | null>;
  directions(request: DirectionsRequest): Promise<Directions | null>;
  /** A place with its coordinates, by id or by name; null when unknown or ambiguous. */
  locate(ref: PlaceRef): Promise<Place | null>;
  /** The place a location lies in, to look wider when it has nothing ("Pasig" → "Metro Manila"); null when none. */
  widerLocation?(location: string): string | null;
  /** Whether a location names one place of the source ("Gardens by the Bay"), to search around, not an area to search in. */
  namesAPoint?(location: string): boolean;
  /** The cities the source holds, when `location` lies in none of them ("Ghent" offline); null when it does or the source
   * covers the world. */
  citiesOutside?(location: string): string[] | null;
}
