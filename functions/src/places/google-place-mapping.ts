import type { Place, PlaceFacts, PriceLevel } from '../contract/place';
import { mapsSearchUrl } from './maps-links';

interface LocalizedText {
  text?: string;
  languageCode?: string;
}
interface OpeningHoursPoint {
  day?: number;
  hour?: number;
  minute?: number;
}
interface GoogleOpeningHours {
  openNow?: boolean;
  periods?: { open?: OpeningHoursPoint; close?: OpeningHoursPoint }[];
  weekdayDescriptions?: string[];
}

/** The subset of the Places API (New) Place resource that the field masks ask for. */
export interface GooglePlace {
  name?: string;
  id?: string;
  displayName?: LocalizedText;
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  rating?: number;
  priceLevel?: string;
  primaryType?: string;
  primaryTypeDisplayName?: LocalizedText;
  googleMapsUri?: string;
  editorialSummary?: LocalizedText;
  regularOpeningHours?: GoogleOpeningHours;
  currentOpeningHours?: GoogleOpeningHours;
  nationalPhoneNumber?: string;
  websiteUri?: string;
  servesVegetarianFood?: boolean;
  goodForChildren?: boolean;
  outdoorSeating?: boolean;
  allowsDogs?: boolean;
  reservable?: boolean;
  paymentOptions?: { acceptsCreditCards?: boolean; acceptsDebitCards?: boolean; acceptsCashOnly?: boolean; acceptsNfc?: boolean };
  accessibilityOptions?: { wheelchairAccessibleEntrance?: boolean; wheelchairAccessibleRestroom?: boolean };
  parkingOptions?: Partial<Record<keyof typeof PARKING_WORDS, boolean>>;
}

/** Places API (New) PriceLevel enum → our price words; UNSPECIFIED maps to nothing. */
const PRICE_LEVEL_WORDS: Readonly<Record<string, PriceLevel>> = {
  PRICE_LEVEL_FREE: 'free',
  PRICE_LEVEL_INEXPENSIVE: 'inexpensive',
  PRICE_LEVEL_MODERATE: 'moderate',
  PRICE_LEVEL_EXPENSIVE: 'expensive',
  PRICE_LEVEL_VERY_EXPENSIVE: 'very expensive',
};

const PARKING_WORDS = {
  freeParkingLot: 'free lot',
  paidParkingLot: 'paid lot',
  freeStreetParking: 'free street parking',
  paidStreetParking: 'paid street parking',
  valetParking: 'valet',
  freeGarageParking: 'free garage',
  paidGarageParking: 'paid garage',
} as const;

/** Closing after this minute of the day counts as open late (matches opening-hours.ts). */
const LATE_MINUTE = 23 * 60;

/** Maps one API place to a Place candidate (not yet validated); a place without an id or a name is dropped. */
export function toGooglePlace(raw: unknown): Place | null {
  if (!raw || typeof raw !== 'object') return null;
  const place = raw as GooglePlace;
  const name = place.displayName?.text?.trim();
  if (!place.id || !name) return null;
  const category = (place.primaryTypeDisplayName?.text ?? place.primaryType?.replace(/_/g, ' '))?.toLowerCase();
  const facts = toFacts(place);
  const openNow = place.currentOpeningHours?.openNow;
  return {
    placeId: place.id,
    name: name.slice(0, 200),
    ...(category ? { category: category.slice(0, 80) } : {}),
    ...(place.formattedAddress ? { address: place.formattedAddress.slice(0, 300) } : {}),
    ...(typeof place.rating === 'number' ? { rating: place.rating } : {}),
    ...(place.priceLevel && PRICE_LEVEL_WORDS[place.priceLevel] ? { priceLevel: PRICE_LEVEL_WORDS[place.priceLevel] } : {}),
    mapsUrl: place.googleMapsUri ?? mapsSearchUrl([name, place.formattedAddress].filter(Boolean).join(', '), place.id),
    ...(place.editorialSummary?.text ? { summary: place.editorialSummary.text.slice(0, 500) } : {}),
    ...(typeof place.location?.latitude === 'number' && typeof place.location.longitude === 'number'
      ? { location: { latitude: place.location.latitude, longitude: place.location.longitude } }
      : {}),
    ...(place.regularOpeningHours?.weekdayDescriptions?.length
      ? { openingHours: place.regularOpeningHours.weekdayDescriptions.slice(0, 7) }
      : {}),
    ...(typeof openNow === 'boolean' ? { openNow } : {}),
    ...(place.nationalPhoneNumber ? { phone: place.nationalPhoneNumber.slice(0, 40) } : {}),
    ...(place.websiteUri ? { website: place.websiteUri } : {}),
    ...(Object.keys(facts).length ? { facts } : {}),
  };
}

function toFacts(place: GooglePlace): PlaceFacts {
  const facts: PlaceFacts = {};
  const flag = (key: keyof PlaceFacts, value: boolean | undefined) => {
    if (typeof value === 'boolean') (facts as Record<string, unknown>)[key] = value;
  };
  flag('vegetarian', place.servesVegetarianFood);
  flag('kidFriendly', place.goodForChildren);
  flag('outdoorSeating', place.outdoorSeating);
  flag('reservable', place.reservable);
  flag('acceptsCards', acceptsCards(place.paymentOptions));
  flag('wheelchairAccessible', place.accessibilityOptions?.wheelchairAccessibleEntrance);
  flag('accessibleRestroom', place.accessibilityOptions?.wheelchairAccessibleRestroom);
  flag('allowsDogs', place.allowsDogs);
  flag('openLate', opensLate(place.regularOpeningHours));
  const parking = describeParking(place.parkingOptions);
  if (parking) facts.parking = parking;
  return facts;
}

function acceptsCards(options: GooglePlace['paymentOptions']): boolean | undefined {
  if (!options) return undefined;
  if (options.acceptsCreditCards || options.acceptsDebitCards) return true;
  if (options.acceptsCashOnly || options.acceptsCreditCards === false || options.acceptsDebitCards === false) return false;
  return undefined;
}

function describeParking(options: GooglePlace['parkingOptions']): string | undefined {
  if (!options) return undefined;
  const kinds = Object.entries(PARKING_WORDS).filter(([key]) => options[key as keyof typeof PARKING_WORDS]);
  if (kinds.length) return kinds.map(([, words]) => words).join(', ');
  // Every option said and all false: no parking; nothing said: unknown.
  return Object.values(options).some((value) => value === false) ? 'none' : undefined;
}

/** Open past 23:00 on some day: a period closing late or on a later day, or one that never closes (open 24 h). */
function opensLate(hours: GoogleOpeningHours | undefined): boolean | undefined {
  if (!hours?.periods?.length) return undefined;
  return hours.periods.some(({ open, close }) => {
    if (!close) return true;
    if (open?.day !== undefined && close.day !== undefined && close.day !== open.day) return true;
    return (close.hour ?? 0) * 60 + (close.minute ?? 0) > LATE_MINUTE;
  });
}
