// The transit card a city's metro and buses take (transit-cards.json), for a getting-around answer that names it.
import { z } from 'zod';
import cardsJson from './transit-cards.json';

const CardsSchema = z.object({ note: z.string(), cards: z.record(z.string().min(1), z.string().min(1)) });

const CARDS: ReadonlyMap<string, string> = new Map(
  Object.entries(CardsSchema.parse(cardsJson).cards).map(([city, card]) => [city.toLowerCase(), card]),
);

/** The city as written in the data and its card, or null when the data names none for it. */
export function transitCardOf(city: string | null): { city: string; card: string } | null {
  const card = city ? CARDS.get(city.trim().toLowerCase()) : undefined;
  return city && card ? { city: city.trim(), card } : null;
}
