import type { PlaceFactName } from './place-facts';

/**
 * What each Places API (New) field costs: a request bills the SKU of its most expensive field
 * (Google's "Place Data Fields (New)" table). Place Details bills location and address as Essentials;
 * Text Search bills them as Pro. `editorialSummary` alone moves any request to Enterprise + Atmosphere.
 */
const FIELD_TIERS = {
  id: 0,
  location: 1,
  formattedAddress: 1,
  displayName: 2,
  googleMapsUri: 2,
  primaryType: 2,
  primaryTypeDisplayName: 2,
  accessibilityOptions: 2,
  rating: 3,
  priceLevel: 3,
  regularOpeningHours: 3,
  currentOpeningHours: 3,
  nationalPhoneNumber: 3,
  websiteUri: 3,
  editorialSummary: 4,
  servesVegetarianFood: 4,
  goodForChildren: 4,
  outdoorSeating: 4,
  paymentOptions: 4,
  reservable: 4,
  parkingOptions: 4,
  allowsDogs: 4,
} as const;
export type GooglePlaceField = keyof typeof FIELD_TIERS;

const DETAILS_SKUS = [
  'Place Details Essentials (IDs Only)',
  'Place Details Essentials',
  'Place Details Pro',
  'Place Details Enterprise',
  'Place Details Enterprise + Atmosphere',
] as const;
// Text Search has no Essentials tier for location or address: both bill Pro.
const SEARCH_SKUS = [
  'Text Search Essentials (IDs Only)',
  'Text Search Pro',
  'Text Search Pro',
  'Text Search Enterprise',
  'Text Search Enterprise + Atmosphere',
] as const;

export type PlacesSku = (typeof DETAILS_SKUS)[number] | (typeof SEARCH_SKUS)[number];

/** The SKU a request with these fields bills. */
export function placesSku(call: 'search' | 'details', fields: readonly GooglePlaceField[]): PlacesSku {
  const tier = Math.max(0, ...fields.map((field) => FIELD_TIERS[field]));
  return (call === 'search' ? SEARCH_SKUS : DETAILS_SKUS)[tier];
}

/** What a list shows: name, type, address, rating, price, coordinates, open now. Bills Text Search Enterprise. */
export const SEARCH_FIELDS: readonly GooglePlaceField[] = [
  'id',
  'displayName',
  'formattedAddress',
  'location',
  'rating',
  'priceLevel',
  'primaryType',
  'primaryTypeDisplayName',
  'googleMapsUri',
  'currentOpeningHours',
];
/** Text Search masks fields inside the `places` list; only `openNow` of the current hours is read. */
export const SEARCH_FIELD_MASK = SEARCH_FIELDS.map((field) =>
  field === 'currentOpeningHours' ? 'places.currentOpeningHours.openNow' : `places.${field}`,
).join(',');

/** Just enough to place a point for "near there" and distances. Bills Text Search Pro / Place Details Pro. */
export const LOCATE_FIELDS: readonly GooglePlaceField[] = ['id', 'displayName', 'formattedAddress', 'location', 'googleMapsUri'];
export const LOCATE_SEARCH_FIELD_MASK = LOCATE_FIELDS.map((field) => `places.${field}`).join(',');
export const LOCATE_DETAILS_FIELD_MASK = LOCATE_FIELDS.join(',');

/** "Tell me more": everything the card and the facts need. Bills Place Details Enterprise + Atmosphere. */
export const DETAILS_FIELDS: readonly GooglePlaceField[] = Object.keys(FIELD_TIERS) as GooglePlaceField[];
export const DETAILS_FIELD_MASK = DETAILS_FIELDS.join(',');

/** The fields that answer each fact; halal has none in the Places API, so it is always unknown there. */
const FACT_FIELDS: Readonly<Record<PlaceFactName, readonly GooglePlaceField[]>> = {
  openNow: ['currentOpeningHours'],
  openLate: ['regularOpeningHours'],
  openingHours: ['regularOpeningHours'],
  vegetarian: ['servesVegetarianFood'],
  halal: [],
  kidFriendly: ['goodForChildren'],
  outdoorSeating: ['outdoorSeating'],
  acceptsCards: ['paymentOptions'],
  reservable: ['reservable'],
  wheelchairAccessible: ['accessibilityOptions'],
  accessibleRestroom: ['accessibilityOptions'],
  allowsDogs: ['allowsDogs'],
  parking: ['parkingOptions'],
  phone: ['nationalPhoneNumber'],
  website: ['websiteUri'],
  priceLevel: ['priceLevel'],
  rating: ['rating'],
  address: ['formattedAddress'],
};

/** A details request for only some facts: "kan ik er pinnen?" bills Atmosphere, "is it open now?" only Enterprise. */
export function factFields(facts: readonly PlaceFactName[]): GooglePlaceField[] {
  return [...new Set<GooglePlaceField>([...LOCATE_FIELDS, ...facts.flatMap((fact) => FACT_FIELDS[fact])])];
}
