import { describe, expect, it } from 'vitest';
import type { Resolution } from '../resolve-references';
import { decideIntent, INTENT_GUARDS, INTENT_RULES } from './intent-rules';

// One describe per rule, generated from the rule's own examples and counterexamples.
for (const rule of INTENT_RULES.filter((r) => r.pattern !== null)) {
  describe(`intent rule ${rule.id}`, () => {
    it.each(rule.examples)(`decides "${rule.effect}" for %s`, (example) => {
      expect(decideIntent(example, null)).toEqual({ intent: rule.effect, rule: rule.id });
    });
    it.each(rule.counterexamples)('does not match %s', (counterexample) => {
      expect(rule.pattern!.test(counterexample)).toEqual(false);
    });
  });
}

describe('intent rules on what the turn resolved', () => {
  const turn: Resolution = { kind: 'turn', index: 0, text: 'ramen' };
  const named: Resolution = { kind: 'venue', placeId: 'A', name: 'Alpha', how: 'name' };
  const pointed: Resolution = { ...named, how: 'demonstrative' };
  it('an earlier turn resolved is a question about the conversation, before any pattern', () => {
    expect(decideIntent('anything similar?', turn)).toEqual({ intent: 'conversation', rule: 'about-an-earlier-turn' });
  });
  it('a venue picked by name is a reference, one only pointed at is not', () => {
    expect([decideIntent('is it open?', named), decideIntent('is it open?', pointed)]).toEqual([
      { intent: 'reference', rule: 'picks-a-listed-venue' },
      { intent: 'standard', rule: 'standard' },
    ]);
  });
  it('a similarity request comes before the venue it names', () => {
    expect(decideIntent('something like that', named)).toEqual({ intent: 'similar', rule: 'asks-for-something-similar' });
  });
});

describe('the intent rule list', () => {
  it('names only guards that exist, and each rule once', () => {
    const guards = INTENT_RULES.flatMap((rule) => (rule.guard ? [rule.guard] : []));
    expect(guards.filter((guard) => !Object.hasOwn(INTENT_GUARDS, guard))).toEqual([]);
    expect(new Set(INTENT_RULES.map((rule) => rule.id)).size).toEqual(INTENT_RULES.length);
  });
  it('ends with a rule that always applies', () => {
    const last = INTENT_RULES[INTENT_RULES.length - 1];
    expect([last.pattern, last.guard]).toEqual([null, undefined]);
  });
});
