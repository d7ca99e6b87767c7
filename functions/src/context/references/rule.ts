// A rule of the resolver as a record: what it reads, the examples it must fire on, and what it decides.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import type { Guard } from './guards';
import type { Resolution, ResolveInput } from './resolution';
import { cachedRegExp } from '../text/cached-reg-exp';

export type Lang = 'en' | 'tl' | 'nl';

/** The families of ways a message points; each has its own spec file. */
export type Phenomenon =
  | 'turns'
  | 'message-parts'
  | 'corrections'
  | 'weighing'
  | 'earlier-lists'
  | 'ordinals'
  | 'other-one'
  | 'names'
  | 'attributes'
  | 'categories'
  | 'demonstratives';

/** What every rule reads; a rewrite rule may narrow `text`, `picked`, `beside` and `town` for the rules after it. */
export interface ResolveState {
  readonly input: ResolveInput;
  readonly context: ConversationContext;
  /** The message, typos in articles and Flemish forms mended. */
  text: string;
  /** The part of the message a pick is read in (no party size, origin or comparison's other side). */
  picked: string;
  /** `picked` without the landmark the venue in focus is placed against. */
  beside: string;
  /** A known town the message travels to, blanked from `picked`. */
  town: string | null;
  /** The latest list: the alternatives shown, else the recent venues. */
  readonly list: readonly RememberedVenue[];
  /** Every venue still known by name: the latest lists, then those of earlier lists. */
  readonly known: RememberedVenue[];
  /** The known venues of the latest lists. */
  readonly current: RememberedVenue[];
}

/** A resolution decides; `null` decides that nothing is meant; `undefined` passes to the next rule. */
export type Decision = Resolution | null | undefined;

export interface ReferenceRule {
  /** Stable id, named in the result (`rule`) and the debug drawer. */
  readonly id: string;
  readonly phenomenon: Phenomenon;
  readonly langs: readonly Lang[];
  /** `pick` may resolve, `veto` may only decide nothing, `rewrite` only narrows the state. */
  readonly kind: 'pick' | 'veto' | 'rewrite';
  /** What the rule looks for: one of these must match before it can fire. */
  readonly pattern: RegExp | readonly RegExp[];
  /** Messages the pattern must match. */
  readonly examples: readonly string[];
  /** Messages that look alike and the pattern must not match. */
  readonly counterexamples: readonly string[];
  /** Examples the resolver decides by this rule in the shared spec fixture (references/spec-fixture.ts), with the pick:
   * a place id, or `turn:<index>`. Rules that need another list, an earlier list or a reply have none. */
  readonly decides?: readonly (readonly [text: string, pick: string])[];
  /** A named condition that must hold for the rule to run at all. */
  readonly when?: Guard;
  readonly effect: (state: ResolveState) => Decision;
}

/** Whether a rule's pattern matches the text (a global pattern is read from the start, its state left untouched). */
export function patternFires(rule: Pick<ReferenceRule, 'pattern'>, text: string): boolean {
  const patterns: readonly RegExp[] = rule.pattern instanceof RegExp ? [rule.pattern] : rule.pattern;
  return patterns.some((pattern) => cachedRegExp(pattern.source, pattern.flags.replace('g', '')).test(text));
}
