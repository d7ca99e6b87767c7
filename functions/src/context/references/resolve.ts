// The resolver: runs the rules in their listed order; the first that decides wins and is named in the result.
// Nothing fits: null, never a guess.
import type { ConversationContext } from '../conversation-context';
import { mendTypos } from './corrections';
import { holds } from './guards';
import { knownVenues, type Resolution, type ResolveInput } from './resolution';
import type { ReferenceRule, ResolveState } from './rule';
import { REFERENCE_RULES } from './rules';

export function resolveReferences(input: ResolveInput, rules: readonly ReferenceRule[] = REFERENCE_RULES): Resolution | null {
  const state = initialState(input);
  // Only the 'turns' rules answer with an earlier turn; every other rule picks a remembered venue or decides nothing, so
  // with no venue remembered the rules after the last 'turns' rule can only end where the list ends: nothing.
  const last = remembersNoVenue(input.context) ? lastTurnsRule(rules) : rules.length - 1;
  for (let i = 0; i <= last; i++) {
    const rule = rules[i];
    if (rule.when !== undefined && !holds(rule.when, state)) continue;
    const decided = rule.effect(state);
    if (decided !== undefined) return decided && { ...decided, rule: rule.id };
  }
  return null;
}

/** No venue to pick: no list, no earlier list, nothing in focus now or before. */
function remembersNoVenue(context: ConversationContext): boolean {
  const { recentVenues, alternatives, earlierVenues, focus, earlierFocus } = context;
  return !recentVenues.length && !alternatives.length && !earlierVenues?.length && !focus && !earlierFocus?.length;
}

const lastTurnsRules = new WeakMap<readonly ReferenceRule[], number>();
function lastTurnsRule(rules: readonly ReferenceRule[]): number {
  let last = lastTurnsRules.get(rules);
  if (last === undefined) {
    last = rules.length - 1;
    while (last >= 0 && rules[last].phenomenon !== 'turns') last -= 1;
    lastTurnsRules.set(rules, last);
  }
  return last;
}

function initialState(input: ResolveInput): ResolveState {
  const { context } = input;
  const text = mendTypos(input.text);
  const list = context.alternatives.length ? context.alternatives : context.recentVenues;
  // Every venue still known by name: the latest lists, and those of earlier lists ("sakaba tamaru, open late?").
  const known = knownVenues(context);
  return { input, context, text, picked: text, beside: text, town: null, list, known, current: currentVenues(context, known) };
}

/** The known venues that are not only of earlier lists. */
function currentVenues(context: ConversationContext, known: ReturnType<typeof knownVenues>) {
  return known.filter(
    (v) => !context.earlierVenues?.some((old) => old.placeId === v.placeId) || context.alternatives.some((a) => a.placeId === v.placeId),
  );
}
