// A rule of the engine as a record: what it is called, which languages it reads, the pattern it matches (built from
// named parts), phrases it must and must not match, and what it decides. A concern keeps its rules in an ordered list:
// the order is the precedence, and the result names the rule that decided.
import type { Lang } from '../text/stopwords';

export interface Rule<Effect> {
  id: string;
  langs: readonly Lang[];
  /** What the message must match; null when the rule reads only what the turn resolved (its guard). */
  pattern: RegExp | null;
  /** A named condition on what the turn resolved; see the concern's guard table. */
  guard?: string;
  /** Phrases the pattern matches, each one a case the spec replays. */
  examples: readonly string[];
  /** Phrases the pattern must not match. */
  counterexamples: readonly string[];
  effect: Effect;
}

/** The named guard `name` of `guards`; an unknown name is a mistake in a rule list, so it throws. */
export function guardNamed<G>(guards: Readonly<Record<string, G>>, name: string): G {
  if (!Object.hasOwn(guards, name)) throw new Error(`unknown guard: ${name}`);
  return guards[name];
}
