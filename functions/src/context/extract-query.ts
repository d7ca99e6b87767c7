// What the user is looking for: food, cuisines, kinds of place, activities and events, in English,
// Tagalog/Taglish and Dutch. The query is the user's own words (e.g. "korean bbq"), with "music" or
// "sports" put in front of an event word that implies it, so a search for "games" finds sports.
// The rules are records in rules/query-rules-kinds.ts and rules/query-rules-asks.ts; their order is the precedence.
import { decideQuery } from './rules/query-rules';
import type { ExtractedQuery } from './rules/query-state';

export { isFoodQuery } from './rules/query-lexicon';
export { THINGS_TO_DO } from './rules/query-rules-asks';
export type { ExtractedQuery };

export function extractQuery(input: string): ExtractedQuery | null {
  return decideQuery(input).result;
}

/** What the message asks for, and the id of the query rule that decided it (for the debug drawer). */
export function extractQueryByRule(input: string): { query: ExtractedQuery | null; rule: string } {
  const { result, rule } = decideQuery(input);
  return { query: result, rule };
}
