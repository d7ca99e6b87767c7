// A rule of the engine as a record: what it is called, which languages it reads, the pattern it matches (built from
// named parts), phrases it must and must not match, and what it decides. A concern keeps its rules in an ordered list:
// the order is the precedence, and the result names the rule that decided.
import type { Lang } from '../text/stopwords';

export interface Rule<Effect> {
  id: string;
  langs: readonly Lang[];
  /** What the message must match; null when the rule reads only what the turn resolved (its guard). */
  pattern: RegExp | null;
  /** A cheap test every message `pattern` matches also passes, tried first (a word the pattern cannot match without). */
  trigger?: RegExp;
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

/** A rule whose effect reads a concern's state: `undefined` passes to the next rule, anything else decides. */
export interface DecidingRule<State, Result, Phenomenon extends string = string> extends Rule<(state: State) => Result | undefined> {
  /** The family of messages it reads; its spec groups the rules by it. */
  phenomenon: Phenomenon;
}

/** Runs `rules` in order over `state`: a rule runs when its named guard holds and its pattern matches `state.text`; the first
 * that decides wins and is named. The list must end with a rule that always decides. */
export function firstDecision<State extends { readonly text: string }, Result>(
  rules: readonly DecidingRule<State, Result>[],
  guards: Readonly<Record<string, (state: State) => boolean>>,
  state: State,
): { result: Result; rule: string } {
  for (const rule of rules) {
    if (rule.guard !== undefined && !guardNamed(guards, rule.guard)(state)) continue;
    if (rule.trigger !== undefined && !rule.trigger.test(state.text)) continue;
    if (rule.pattern !== null && !rule.pattern.test(state.text)) continue;
    const result = rule.effect(state);
    if (result !== undefined) return { result, rule: rule.id };
  }
  throw new Error('no rule decided: the list must end with one that always does');
}
