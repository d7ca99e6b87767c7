import { z } from 'zod';

/** Google's price levels, in order; the offline catalog uses the same words. */
export const PRICE_LEVELS = ['free', 'inexpensive', 'moderate', 'expensive', 'very expensive'] as const;
export const PriceLevelSchema = z.enum(PRICE_LEVELS);
export type PriceLevel = z.infer<typeof PriceLevelSchema>;

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
  /** Whose data this is, shown with the card: "Google Maps" for Google Places results (their terms require it). */
  attribution: z.string().max(100).optional(),
});
export type Place = z.infer<typeof PlaceSchema>;
