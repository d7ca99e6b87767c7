import { z } from 'zod';
import { PriceLevelSchema } from '../contract/place';
import { WEEKDAYS } from './event-dates';

export const VENUE_KINDS = ['food', 'cafe', 'bar', 'museum', 'sight', 'park', 'event', 'day-trip'] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];

const LatLngSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

/** The facts people ask about; a missing fact is unknown, never assumed. */
const CatalogFactsSchema = z
  .object({
    vegetarian: z.boolean(),
    halal: z.boolean(),
    kidFriendly: z.boolean(),
    outdoorSeating: z.boolean(),
    acceptsCards: z.boolean(),
    reservable: z.boolean(),
    wheelchairAccessible: z.boolean(),
    allowsDogs: z.boolean(),
    parking: z.string().min(1).max(100),
  })
  .partial()
  .strict();

const CatalogVenueSchema = z
  .object({
    /** Becomes the place id `offline:<id>`; never renamed, since tests and transcripts refer to it. */
    id: z.string().regex(/^[a-z]{3}-[a-z]+-\d+$/),
    name: z.string().min(1).max(200),
    kind: z.enum(VENUE_KINDS),
    /** What the card shows, and the strongest search match, e.g. "ramen", "jazz concert". */
    category: z.string().min(1).max(80),
    /** The city area (one of the city's `areas` names); day trips name their destination. */
    area: z.string().min(1),
    /** Street, district, city: the district is what "ramen in Poblacion" matches. */
    address: z.string().min(1).max(300),
    rating: z.number().min(0).max(5),
    price: PriceLevelSchema,
    summary: z.string().min(1).max(500),
    /** Canonical search words (see catalog-query.ts) beyond the category and kind. */
    tags: z.array(z.string()),
    /** Transport hints: nearest station or landmark, travel time for day trips. */
    hints: z.array(z.string()).min(1),
    location: LatLngSchema,
    /** Opening hours in the opening-hours.ts notation, e.g. "Mo-Fr 11:00-22:00; Sa,Su 10:00-23:00". */
    hours: z.string().min(1),
    facts: CatalogFactsSchema,
    website: z.string().url().optional(),
    /** Events only: they repeat weekly, so the date is computed from the injected clock. */
    weekly: z.object({ weekday: z.enum(WEEKDAYS), time: z.string().min(1).max(40) }).optional(),
  })
  .strict();
export type CatalogVenue = z.infer<typeof CatalogVenueSchema>;

const CatalogAreaSchema = z.object({
  name: z.string().min(1),
  /** Lower-case names people use; an alias may name several areas ("manhattan"). */
  aliases: z.array(z.string().min(1)),
});
export type CatalogArea = z.infer<typeof CatalogAreaSchema>;

/** A well-known point that is not a venue (a station, a square): what "how far from the station?" measures from. */
const CatalogLandmarkSchema = z.object({
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  location: LatLngSchema,
});
export type CatalogLandmark = z.infer<typeof CatalogLandmarkSchema>;

const CatalogCitySchema = z.object({
  /** Three-letter prefix of the city's venue ids. */
  code: z.string().regex(/^[a-z]{3}$/),
  name: z.string().min(1),
  country: z.string().min(1),
  timeZone: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  areas: z.array(CatalogAreaSchema),
  landmarks: z.array(CatalogLandmarkSchema),
  /** Lower-case names of parts of the city the catalog has no area for ("san juan" in Metro Manila): a search there widens to
   * the whole city and says so, instead of answering as if it were outside the catalog. */
  districts: z.array(z.string().min(1)).optional(),
  venues: z.array(CatalogVenueSchema),
});
export type CatalogCity = z.infer<typeof CatalogCitySchema>;

/** The catalog file: real places, facts from general knowledge, so the whole catalog is marked approximate. */
export const CatalogFileSchema = z.object({
  approximate: z.boolean(),
  note: z.string(),
  cities: z.array(CatalogCitySchema),
});
export type CatalogFile = z.infer<typeof CatalogFileSchema>;
