import { z } from 'zod';

/** Google's price levels, in order; the offline catalog uses the same words. */
export const PRICE_LEVELS = ['free', 'inexpensive', 'moderate', 'expensive', 'very expensive'] as const;
export const PriceLevelSchema = z.enum(PRICE_LEVELS);
export type PriceLevel = z.infer<typeof PriceLevelSchema>;

export const LatLngSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type LatLng = z.infer<typeof LatLngSchema>;

/** The facts people ask about ("is it halal?", "kan ik er pinnen?"); a missing fact is unknown, not false. */
export const PlaceFactsSchema = z.object({
  vegetarian: z.boolean().optional().describe('serves vegetarian food'),
  halal: z.boolean().optional().describe('serves halal food'),
  kidFriendly: z.boolean().optional().describe('good for children'),
  outdoorSeating: z.boolean().optional().describe('has outdoor seating or a terrace'),
  acceptsCards: z.boolean().optional().describe('accepts credit or debit cards'),
  reservable: z.boolean().optional().describe('takes reservations (or timed tickets)'),
  wheelchairAccessible: z.boolean().optional().describe('has a wheelchair-accessible entrance'),
  accessibleRestroom: z.boolean().optional().describe('has a wheelchair-accessible restroom'),
  allowsDogs: z.boolean().optional().describe('lets dogs in'),
  parking: z.string().max(100).optional().describe('what parking there is, e.g. "paid garage", "street parking", "none"'),
  openLate: z.boolean().optional().describe('open past 23:00 on at least one day'),
});
export type PlaceFacts = z.infer<typeof PlaceFactsSchema>;

/** A place as the client shows it on a card and the engine remembers it. */
export const PlaceSchema = z.object({
  placeId: z.string().min(1).max(300).describe('Google Place ID (or an offline catalog id)'),
  name: z.string().min(1).max(200),
  category: z.string().max(80).optional().describe('kind of place, e.g. "ramen", "museum", "jazz event"'),
  address: z.string().max(300).optional(),
  rating: z.number().min(0).max(5).optional(),
  priceLevel: PriceLevelSchema.optional(),
  mapsUrl: z.string().url().max(2000).optional(),
  summary: z.string().max(500).optional(),
  /** Events only: ISO date (YYYY-MM-DD) and a human time. */
  date: z.string().max(40).optional(),
  time: z.string().max(40).optional(),
  location: LatLngSchema.optional().describe('coordinates, for distances and "near there" searches'),
  openingHours: z.array(z.string().max(120)).max(7).optional().describe('one line per weekday, Monday first, e.g. "Monday: 11:00–22:00"'),
  openNow: z.boolean().optional().describe('open at the time of the search'),
  opensAt: z
    .string()
    .max(40)
    .optional()
    .describe('closed at the time of the search: when it next opens, local time ("08:00" today, "tomorrow 08:00", "Monday 08:00")'),
  today: z.string().max(20).optional().describe('the weekday where the place is, when it was looked up, e.g. "Saturday"'),
  phone: z.string().max(40).optional().describe('phone number in national format'),
  website: z.string().url().max(2000).optional(),
  facts: PlaceFactsSchema.optional().describe('answers to common questions; a missing fact is unknown'),
  approximate: z
    .boolean()
    .optional()
    .describe('true when the place comes from the offline demo catalog: facts are approximate and may be out of date'),
  /** Whose data this is, shown with the card: "Google Maps" for Google Places results (their terms require it). */
  attribution: z.string().max(100).optional(),
});
export type Place = z.infer<typeof PlaceSchema>;
