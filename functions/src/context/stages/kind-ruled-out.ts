// "Anything that isn't Mexican?", "iets anders dan ramen", "something else, no pizza tho" with no other kind named: the kind
// searched is ruled out, so the search goes on for places to eat in general (the model leaves out the cards shown), not for
// more of the kind turned down (wave ca).
import { isFoodQuery, type ExtractedQuery } from '../extract-query';
import { rulesOutKind } from '../rules/query-spans';

/** The general search that follows a food kind ruled out when the message names no kind of its own; else null. */
export function searchAfterKindRuledOut(text: string, known: string | null, query: ExtractedQuery | null): string | null {
  if (!known || (query !== null && !query.weak) || !isFoodQuery(known) || !rulesOutKind(text, known)) return null;
  return query?.weak && isFoodQuery(query.query) ? query.query : 'restaurant';
}
