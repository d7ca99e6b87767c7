// An in-memory PlaceSearch for tests that must not depend on the catalog's contents.
import type { Place } from '../contract/place';
import type { DirectionsRequest, PlaceSearch, PlaceSearchRequest } from '../places/place-search';

export interface FakePlaceSearch extends PlaceSearch {
  readonly searches: PlaceSearchRequest[];
}

/** Matches a place when its category or name contains the query and its address contains the location. */
export function createFakePlaceSearch(places: readonly Place[]): FakePlaceSearch {
  const searches: PlaceSearchRequest[] = [];
  return {
    source: 'offline-catalog',
    searches,
    async search(request) {
      searches.push(request);
      const query = request.query.toLowerCase();
      const location = request.location?.toLowerCase() ?? null;
      return places
        .filter((place) => `${place.category ?? ''} ${place.name}`.toLowerCase().includes(query))
        .filter((place) => location === null || (place.address ?? '').toLowerCase().includes(location))
        .slice(0, request.limit ?? 5);
    },
    async details(placeId) {
      return places.find((place) => place.placeId === placeId) ?? null;
    },
    async locate(ref) {
      return places.find((place) => ('placeId' in ref ? place.placeId === ref.placeId : place.name === ref.name)) ?? null;
    },
    async directions(request: DirectionsRequest) {
      const place = places.find((candidate) => candidate.placeId === request.placeId);
      if (!place) return null;
      return {
        place,
        url: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place.name)}&destination_place_id=${place.placeId}`,
        hints: [`Near ${place.address ?? place.name}`],
      };
    },
  };
}

/** A PlaceSearch whose every call fails, as an unreachable API would. */
export function createFailingPlaceSearch(): PlaceSearch {
  const fail = async (): Promise<never> => {
    throw new Error('network unreachable');
  };
  return { source: 'google-places', search: fail, details: fail, directions: fail, locate: fail };
}

export const RAMEN_IN_MAKATI: Place[] = [
  { placeId: 'fake-nagi', name: 'Ramen Nagi', category: 'ramen', address: 'Greenbelt 3, Makati', rating: 4.5, priceLevel: 'moderate' },
  {
    placeId: 'fake-sora',
    name: 'Menya Sora',
    category: 'ramen',
    address: 'Legaspi Village, Makati',
    rating: 4.4,
    priceLevel: 'moderate',
    summary: 'Chicken paitan.',
    mapsUrl: 'https://maps.google.com/?cid=1',
  },
  { placeId: 'fake-kuroda', name: 'Ramen Kuroda', category: 'ramen', address: 'Poblacion, Makati', rating: 4.2, priceLevel: 'inexpensive' },
  { placeId: 'fake-tsuta', name: 'Tsuta', category: 'ramen', address: 'BGC, Taguig', rating: 4.3, priceLevel: 'expensive' },
];
