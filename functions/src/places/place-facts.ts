import type { Place } from '../contract/place';

/** The single facts a user can ask about one place ("is it open late?", "may parking ba?"). */
export const PLACE_FACT_NAMES = [
  'openNow',
  'openLate',
  'openingHours',
  'vegetarian',
  'halal',
  'kidFriendly',
  'outdoorSeating',
  'acceptsCards',
  'reservable',
  'wheelchairAccessible',
  'accessibleRestroom',
  'allowsDogs',
  'parking',
  'phone',
  'website',
  'priceLevel',
  'rating',
  'address',
] as const;
export type PlaceFactName = (typeof PLACE_FACT_NAMES)[number];

export type PlaceFactValue = boolean | number | string | string[] | 'unknown';

/** The value of one fact of a place, or 'unknown' when the source does not say: never a guess. */
export function placeFactValue(place: Place, fact: PlaceFactName): PlaceFactValue {
  const value = readFact(place, fact);
  return value === undefined ? 'unknown' : value;
}

function readFact(place: Place, fact: PlaceFactName): Exclude<PlaceFactValue, 'unknown'> | undefined {
  switch (fact) {
    case 'openNow':
      return place.openNow;
    case 'openingHours':
      return place.openingHours;
    case 'phone':
      return place.phone;
    case 'website':
      return place.website;
    case 'priceLevel':
      return place.priceLevel;
    case 'rating':
      return place.rating;
    case 'address':
      return place.address;
    default:
      return place.facts?.[fact];
  }
}
