// The resolver's runner: with no venue remembered, the rules after the last 'turns' rule are not run.
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { resolveReferences } from './resolve';
import type { ReferenceRule } from './rule';
import { REFERENCE_RULES } from './rules';

const turnRule = REFERENCE_RULES.find((rule) => rule.phenomenon === 'turns')!;
const venues = [{ placeId: 'A', name: 'Alpha Ramen', turn: 0 }];

/** A rule that picks the first listed venue and counts how often it ran. */
function countingPick(): { rule: ReferenceRule; runs: () => number } {
  let runs = 0;
  const rule: ReferenceRule = {
    id: 'counting-pick',
    phenomenon: 'names',
    langs: ['en'],
    kind: 'pick',
    pattern: /./,
    examples: [],
    counterexamples: [],
    effect: (s) => {
      runs += 1;
      const first = s.list[0];
      return first ? { kind: 'venue', placeId: first.placeId, name: first.name, how: 'name' } : undefined;
    },
  };
  return { rule, runs: () => runs };
}

describe('resolveReferences, a context that remembers no venue', () => {
  const earlierTurns = new Map([[0, "what's the weather like in Ghent?"]]);
  const bare = { ...emptyContext('s', 0), userTurns: 1 };

  it('still finds an earlier question', () => {
    const found = resolveReferences({ text: 'what was my first question?', context: bare, earlierTurns, newSearch: false });
    expect(found).toMatchObject({ kind: 'turn', index: 0, rule: 'turn-reference' });
  });
  it('runs no venue rule after the last turns rule, and decides nothing', () => {
    const { rule, runs } = countingPick();
    const found = resolveReferences({ text: 'the ramen one', context: bare, earlierTurns, newSearch: false }, [turnRule, rule]);
    expect([found, runs()]).toEqual([null, 0]);
  });
  it('runs a venue rule before a turns rule', () => {
    const { rule, runs } = countingPick();
    const found = resolveReferences({ text: 'the ramen one', context: bare, earlierTurns, newSearch: false }, [rule, turnRule]);
    expect([found, runs()]).toEqual([null, 1]);
  });
  it('runs every rule once a venue is remembered, in focus or listed', () => {
    const listed = { ...bare, recentVenues: venues };
    const focused = { ...bare, focus: { placeId: 'A', name: 'Alpha Ramen' } };
    const picks = [listed, focused].map((context) => {
      const { rule, runs } = countingPick();
      resolveReferences({ text: 'the ramen one', context, earlierTurns, newSearch: false }, [turnRule, rule]);
      return runs();
    });
    expect(picks).toEqual([1, 1]);
  });
});
