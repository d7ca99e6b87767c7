import { describe, expect, it } from 'vitest';
import { firstDecision, guardNamed, type DecidingRule } from './rule';

describe('guardNamed', () => {
  const guards = { always: () => true };
  it('finds a guard by its name', () => {
    expect(guardNamed(guards, 'always')()).toEqual(true);
  });
  it('throws on an unknown name, inherited ones included', () => {
    expect(() => guardNamed(guards, 'sometimes')).toThrow('unknown guard: sometimes');
    expect(() => guardNamed(guards, 'constructor')).toThrow('unknown guard: constructor');
  });
});

describe('firstDecision', () => {
  type State = { text: string; known: boolean };
  const rule = (id: string, over: Partial<DecidingRule<State, string>>): DecidingRule<State, string> => ({
    id,
    phenomenon: 'test',
    langs: ['en'],
    pattern: null,
    examples: [],
    counterexamples: [],
    effect: () => id,
    ...over,
  });
  const guards = { known: (s: State) => s.known };
  const rules = [
    rule('guarded', { guard: 'known' }),
    rule('triggered', { trigger: /trip/, pattern: /day trip/ }),
    rule('passes', { effect: () => undefined }),
    rule('last', {}),
  ];
  it('runs the rules in order: a guard, then the trigger, then the pattern must hold; the first that decides is named', () => {
    expect([
      firstDecision(rules, guards, { text: 'day trip', known: true }),
      firstDecision(rules, guards, { text: 'day trip', known: false }),
      firstDecision(rules, guards, { text: 'trip', known: false }),
    ]).toEqual([
      { result: 'guarded', rule: 'guarded' },
      { result: 'triggered', rule: 'triggered' },
      { result: 'last', rule: 'last' },
    ]);
  });
  it('throws when no rule decides', () => {
    expect(() => firstDecision(rules.slice(0, 3), guards, { text: '', known: false })).toThrow('no rule decided');
  });
  it('throws on a guard of an unknown name', () => {
    expect(() => firstDecision([rule('x', { guard: 'unknown' })], guards, { text: '', known: false })).toThrow('unknown guard: unknown');
  });
});
