// The query concern: its ordered rules (the order is the precedence) and the one call that runs them.
import { ASK_RULES, QUERY_GUARDS } from './query-rules-asks';
import { KIND_RULES, type QueryRule } from './query-rules-kinds';
import { queryStateOf, type ExtractedQuery } from './query-state';
import { kindSelling } from './food-sold-at';
import { withDietNames } from './diet-names';
import { firstDecision } from './rule';
import { recentResults } from '../text/recent-results';

export { QUERY_GUARDS };
export const QUERY_RULES: readonly QueryRule[] = [...KIND_RULES, ...ASK_RULES];

type Decided = { result: ExtractedQuery | null; rule: string };

/** Decisions of the engine's own rules on texts read lately: a turn asks of the same text from several stages. */
const decided = recentResults<Decided>();

/** What the message asks for and the rule that decided it; read only (it is shared with other callers). */
export function decideQuery(input: string, rules: readonly QueryRule[] = QUERY_RULES): Decided {
  if (rules !== QUERY_RULES) return decideAfresh(input, rules);
  return decided.of(input, () => {
    const fresh = decideAfresh(input, rules);
    if (fresh.result) Object.freeze(fresh.result);
    return fresh;
  });
}

function decideAfresh(input: string, rules: readonly QueryRule[]): Decided {
  const found = firstDecision(rules, QUERY_GUARDS, queryStateOf(input));
  const decided = found.result ? { ...found, result: { ...found.result, query: withDietNames(found.result.query) } } : found;
  const kind = decided.result && !decided.result.weak ? kindSelling(decided.result.query) : null;
  return kind ? { result: { ...decided.result!, query: kind }, rule: `${decided.rule}+sold-at` } : decided;
}
