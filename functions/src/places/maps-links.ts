import type { DirectionsRequest } from './place-search';

const MAPS_MODES: Record<NonNullable<DirectionsRequest['mode']>, string> = {
  walking: 'walking',
  transit: 'transit',
  driving: 'driving',
};

/** A Google Maps search link; the name+address query is the fallback when the id is unknown to Google. Without an id, a search
 * for what the query says ("pharmacy near AFURI Harajuku, Shibuya"). */
export function mapsSearchUrl(query: string, placeId?: string): string {
  const params = new URLSearchParams({ api: '1', query, ...(placeId === undefined ? {} : { query_place_id: placeId }) });
  return `https://www.google.com/maps/search/?${params.toString()}`;
}

/** The place's own Maps link, else a search for it by name and id. */
export function placeMapsUrl(place: { name: string; placeId: string; mapsUrl?: string }): string {
  return place.mapsUrl ?? mapsSearchUrl(place.name, place.placeId);
}

/** A Google Maps directions link; without an origin Maps starts from the device's location, without an id it finds the words. */
export function mapsDirectionsUrl(destination: {
  query: string;
  placeId?: string;
  origin?: string | null;
  mode?: DirectionsRequest['mode'];
}): string {
  const params = new URLSearchParams({ api: '1' });
  const origin = destination.origin?.trim();
  if (origin) params.set('origin', origin);
  params.set('destination', destination.query);
  if (destination.placeId) params.set('destination_place_id', destination.placeId);
  if (destination.mode) params.set('travelmode', MAPS_MODES[destination.mode]);
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
