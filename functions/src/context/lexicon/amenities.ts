// Everyday needs the concierge does not look up (an ATM, a pharmacy, a konbini, luggage storage): their words, how a reply
// names them and how a Google Maps search says them (lexicon/amenities.json). The intent part AMENITY is built from the words.
import { z } from 'zod';
import AMENITY_DATA from './amenities.json';

const WordsSchema = z.array(z.string().min(2));
const AmenitySchema = z.object({
  id: z.string().regex(/^[a-z]+$/i),
  maps: z.string().min(2),
  label: z.object({ en: z.string(), tl: z.string(), nl: z.string() }),
  words: z.object({ en: WordsSchema, tl: WordsSchema, nl: WordsSchema }),
});
export type Amenity = z.infer<typeof AmenitySchema>;

export const AMENITIES: readonly Amenity[] = z
  .object({ note: z.string(), amenities: z.array(AmenitySchema) })
  .parse(AMENITY_DATA).amenities;
