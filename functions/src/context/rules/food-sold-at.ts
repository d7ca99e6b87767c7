// A food that one kind of place sells searches that kind ("proper croissants" → bakery): the catalog files places by
// kind, and a food alone as the query finds only the few places whose words name it.
import { z } from 'zod';
import FOOD_SOLD_AT from './food-sold-at.json';

const KINDS: Readonly<Record<string, string>> = z
  .object({ note: z.string(), kinds: z.record(z.string().regex(/^[a-z ]+$/), z.string().min(1)) })
  .strict()
  .parse(FOOD_SOLD_AT).kinds;

/** The food and the kind of place that sells it, when the query is that food alone ("croissants" → "croissant bakery"). */
export function kindSelling(query: string): string | null {
  const typed = query.trim().toLowerCase();
  // ... the food stays in front: the context line and the search keep what the user asked for.
  const food = [typed, typed.replace(/(?:e?s|'s)$/, ''), typed.replace(/s$/, '')].find((form) => Object.hasOwn(KINDS, form));
  return food ? `${food} ${KINDS[food]}` : null;
}
