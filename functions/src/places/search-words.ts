import { z } from 'zod';
import searchWordsJson from './data/search-words.json';
import { normalizeText } from './normalize-text';

/** The facts a search can filter on: the yes-or-no facts of the catalog and of Google's place details. */
export const SEARCH_FACTS = [
  'halal',
  'vegetarian',
  'kidFriendly',
  'outdoorSeating',
  'wheelchairAccessible',
  'acceptsCards',
  'reservable',
  'allowsDogs',
] as const;
export type SearchFact = (typeof SEARCH_FACTS)[number];
/** A fact a search can filter on ("halal", "wheelchairAccessible"), of the facts a message asks about one venue. */
export const isSearchFact = (fact: string): fact is SearchFact => (SEARCH_FACTS as readonly string[]).includes(fact);

const FactWordsSchema = z
  .object({
    words: z.array(z.string().min(1)).min(1),
    /** The canonical term searched when the words name nothing else ("halal sa BGC" → food); null: any kind. */
    kind: z.string().min(1).nullable(),
    /** A catalog category or tag that also proves the fact ("vegetarian" restaurants serve vegetarian food). */
    term: z.string().min(1).nullable(),
    /** How a Google text query says it, "{query}" standing for the rest: Text Search (New) has no filter for these. */
    google: z.string().includes('{query}'),
  })
  .strict();

const SearchWordsSchema = z
  .object({
    note: z.string(),
    terms: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
    facts: z.record(z.enum(SEARCH_FACTS), FactWordsSchema),
    /** Canonical term → the catalog categories it also names ("brunch" places include those filed under "breakfast"). */
    categories: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
    /** Canonical term → a Places API (New) Table A type, sent as `includedType`. */
    googleTypes: z.record(z.string().min(1), z.string().regex(/^[a-z_]+$/)),
    /** Canonical terms of places to have a meal: "the lunch place", "yung dinner spot" mean a venue of one of these. */
    eating: z.array(z.string().min(1)).min(1),
    /** Dutch words a compound ends in that name a place, not its kind ("pasta" + "tent", "wijn" + "huis"). */
    placeTails: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  })
  .strict();
export type SearchWords = z.infer<typeof SearchWordsSchema>;

/** The search words file, checked once at load. */
export const SEARCH_WORDS: SearchWords = SearchWordsSchema.parse(searchWordsJson);

/** Canonical search term → words and phrases people use for it; venue categories, kinds and tags use the canonical terms. */
export const QUERY_SYNONYMS: Readonly<Record<string, readonly string[]>> = SEARCH_WORDS.terms;

/** The canonical term and the other catalog categories it names: "brunch" → brunch, breakfast. */
export function termWithCategories(term: string): string[] {
  return [term, ...(SEARCH_WORDS.categories[term] ?? [])];
}

export interface FactWords {
  kind: string | null;
  term: string | null;
  google: string;
}
export const FACT_WORDS = SEARCH_WORDS.facts as Readonly<Record<SearchFact, FactWords & { words: string[] }>>;

/** Folded phrase → fact, longest phrase first so "halal food" is taken whole. */
const FACT_PHRASES = Object.entries(FACT_WORDS)
  .flatMap(([fact, { words }]) => words.map((word) => ({ fact: fact as SearchFact, phrase: normalizeText(word) })))
  .sort((a, b) => b.phrase.length - a.phrase.length);

export interface FactsInQuery {
  /** The facts the words ask for, in the order they first occur. */
  facts: SearchFact[];
  /** The query without the fact words; the fact's kind when nothing else is left ("halal" → "food"), or "" for any kind. */
  rest: string;
}

/** Splits "halal restaurant" into the fact halal and the search "restaurant"; "vegetarian" alone into vegetarian and "food". */
export function factsInQuery(query: string): FactsInQuery {
  let text = ` ${normalizeText(query)} `;
  const found: { fact: SearchFact; at: number }[] = [];
  for (const { fact, phrase } of FACT_PHRASES) {
    const at = text.indexOf(` ${phrase} `);
    if (at < 0) continue;
    found.push({ fact, at });
    text = text.split(` ${phrase} `).join(' '.repeat(phrase.length + 2));
  }
  const facts = [...new Set(found.sort((a, b) => a.at - b.at).map(({ fact }) => fact))];
  const rest = text.replace(/\s+/g, ' ').trim();
  if (!facts.length) return { facts, rest: query };
  return { facts, rest: rest || (facts.map((fact) => FACT_WORDS[fact].kind).find((kind) => kind) ?? '') };
}

/** The words name only facts a place has, no kind ("terras", "outdoor seating", "wheelchair access"): a filter on a search,
 * not a search. A fact that is also a kind of place ("vegetarian", "halal") names that kind. */
export function namesOnlyFacts(query: string): boolean {
  const { facts, rest } = factsInQuery(query);
  if (!facts.length || facts.some((fact) => FACT_WORDS[fact].term !== null)) return false;
  return rest === '' || facts.some((fact) => FACT_WORDS[fact].kind === rest);
}

/** "halal food", "seafood with outdoor seating": the Google text query for a search with facts. */
export function googleTextWithFacts(query: string, facts: readonly SearchFact[]): string {
  return facts.reduce((text, fact) => FACT_WORDS[fact].google.replace('{query}', text), query).trim();
}

/** The Places API type for a canonical term, when one fits (ramen → ramen_restaurant). */
export function googleTypeOf(term: string): string | null {
  return SEARCH_WORDS.googleTypes[term] ?? null;
}
