import { describe, expect, it } from 'vitest';
import { GUARD_NAMES, holds, type Guard } from './guards';
import { resolveReferences } from './resolve';
import { patternFires, type ReferenceRule, type ResolveState } from './rule';
import { REFERENCE_RULES } from './rules';
import { DEMONSTRATIVE_RULE } from './rules-late-picks';
import { MADRID_CONTEXT, MADRID_EARLIER_TURNS } from './spec-fixture';

/** What the resolver decides in the shared fixture: the deciding rule and the pick. */
const decided = (text: string, rules = REFERENCE_RULES) => {
  const r = resolveReferences({ text, context: MADRID_CONTEXT, earlierTurns: MADRID_EARLIER_TURNS, newSearch: false }, rules);
  return r === null ? null : [r.rule, r.kind === 'venue' ? r.placeId : `turn:${r.index}`];
};

const phenomena = [...new Set(REFERENCE_RULES.map((rule) => rule.phenomenon))];

// One describe per phenomenon, fed from the rule records: each example must fire the rule's pattern, each counterexample not.
for (const phenomenon of phenomena) {
  describe(`reference rules: ${phenomenon}`, () => {
    for (const rule of REFERENCE_RULES.filter((r) => r.phenomenon === phenomenon)) {
      it.each(rule.examples)(`${rule.id} fires on %j`, (example) => {
        expect(patternFires(rule, example)).toBe(true);
      });
      it.each(rule.counterexamples)(`${rule.id} does not fire on %j`, (counterexample) => {
        expect(patternFires(rule, counterexample)).toBe(false);
      });
      it.each(rule.decides ?? [])(`${rule.id} decides %j as %s`, (text, pick) => {
        expect(decided(text)).toEqual([rule.id, pick]);
      });
      it.each(rule.counterexamples)(`${rule.id} does not decide %j`, (counterexample) => {
        expect(decided(counterexample)?.[0]).not.toBe(rule.id);
      });
    }
  });
}

const guardNames = (guard: Guard): string[] => {
  if (typeof guard === 'string') return [guard];
  return 'and' in guard ? guard.and.flatMap(guardNames) : 'or' in guard ? guard.or.flatMap(guardNames) : guardNames(guard.not);
};

describe('reference rules: the list', () => {
  it('gives every rule a unique id, an example and a counterexample', () => {
    const ids = REFERENCE_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(REFERENCE_RULES.filter((rule) => !rule.examples.length || !rule.counterexamples.length).map((rule) => rule.id)).toEqual([]);
  });

  it('names only guards that exist', () => {
    const used = REFERENCE_RULES.flatMap((rule: ReferenceRule) => (rule.when === undefined ? [] : guardNames(rule.when)));
    expect(used.filter((name) => !(GUARD_NAMES as string[]).includes(name))).toEqual([]);
  });

  it('lets the first rule in the list that decides win', () => {
    expect(decided('the first one, is it open?')).toEqual(['ordinal', 'P1']);
    expect(decided('the first one, is it open?', [DEMONSTRATIVE_RULE, ...REFERENCE_RULES])).toEqual(['demonstrative', 'P2']);
  });

  it('throws on a guard of an unknown name', () => {
    expect(() => holds('noSuchGuard' as Guard, {} as ResolveState)).toThrow('unknown guard: noSuchGuard');
  });

  it('combines guards with and, or and not', () => {
    const state = { town: 'Brighton', input: { newSearch: false } } as unknown as ResolveState;
    expect([
      holds('travelsToTown', state),
      holds({ not: 'travelsToTown' }, state),
      holds({ and: ['travelsToTown', 'newSearch'] }, state),
      holds({ or: ['newSearch', 'travelsToTown'] }, state),
    ]).toEqual([true, false, false, true]);
  });
});
