import type { PriceLevel } from '../contract/place';
import type { Weekday } from './event-dates';

export const VENUE_KINDS = ['food', 'cafe', 'museum', 'sight', 'park', 'event', 'day-trip'] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];

/** One demo venue of the offline catalog; `id` becomes the place id `offline:<id>`. */
export interface CatalogVenue {
  id: string;
  name: string;
  kind: VenueKind;
  /** What the card shows, and the strongest search match, e.g. "ramen", "jazz concert". */
  category: string;
  /** The city area (one of the city's `areas` names); day trips name their destination. */
  area: string;
  /** Street, district, city: the district is what "ramen in Poblacion" matches. */
  address: string;
  rating: number;
  price: PriceLevel;
  summary: string;
  /** Canonical search words (see catalog-query.ts) beyond the category and kind. */
  tags: string[];
  /** Transport hints: nearest station or landmark, travel time for day trips. */
  hints: string[];
  /** Events only: they repeat weekly, so the date is computed from the injected clock. */
  weekly?: { weekday: Weekday; time: string };
}

export interface CatalogArea {
  name: string;
  /** Lower-case names people use; an alias may name several areas ("manhattan"). */
  aliases: string[];
}

export interface CatalogCity {
  /** Three-letter prefix of the city's venue ids. */
  code: string;
  name: string;
  country: string;
  timeZone: string;
  aliases: string[];
  areas: CatalogArea[];
  venues: CatalogVenue[];
}
