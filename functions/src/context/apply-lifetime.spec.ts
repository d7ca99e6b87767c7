import { describe, expect, it } from 'vitest';
import type { Turn } from '../contract/concierge-contract';
import { applyLifetime, keepLastTurns } from './apply-lifetime';
import { emptyContext } from './conversation-context';

const HOUR = 60 * 60 * 1000;

function conversation(turns: number): Turn[] {
  return Array.from({ length: turns }, (_, i) => [
    { role: 'user' as const, content: `q${i}` },
    { role: 'model' as const, content: `a${i}` },
  ]).flat();
}

describe('applyLifetime', () => {
  it('keeps a fresh conversation and its history', () => {
    const context = { ...emptyContext('s', 0), updatedAt: 10 * 60 * 1000 };
    expect(applyLifetime({ context, history: conversation(2), now: 20 * 60 * 1000 })).toEqual({
      context,
      history: conversation(2),
      expired: null,
    });
  });

  it('expires a conversation after 60 idle minutes', () => {
    const context = emptyContext('s', 0);
    expect(applyLifetime({ context, history: conversation(1), now: HOUR })).toEqual({ context: null, history: [], expired: 'idle' });
  });

  it('expires a conversation 24 hours after it began even when active', () => {
    const context = { ...emptyContext('s', 0), updatedAt: 24 * HOUR - 1000 };
    expect(applyLifetime({ context, history: [], now: 24 * HOUR })).toEqual({ context: null, history: [], expired: 'age' });
  });

  it('honours configured limits', () => {
    const context = emptyContext('s', 0);
    expect(applyLifetime({ context, history: [], now: 5000, config: { idleMs: 5000 } }).expired).toBe('idle');
    expect(applyLifetime({ context, history: [], now: 5000, config: { idleMs: 6000, maxAgeMs: 4000 } }).expired).toBe('age');
  });

  it('keeps at most 10 complete turns', () => {
    const result = applyLifetime({ context: null, history: conversation(12), now: 0 });
    expect(result.history).toEqual(conversation(12).slice(4));
  });
});

describe('keepLastTurns', () => {
  it('drops a leading model turn and does not count an unanswered message', () => {
    const history: Turn[] = [{ role: 'model', content: 'hi' }, ...conversation(3), { role: 'user', content: 'pending' }];
    expect(keepLastTurns(history, 2)).toEqual([...conversation(3).slice(2), { role: 'user', content: 'pending' }]);
  });

  it('keeps nothing when the limit is zero', () => {
    expect(keepLastTurns(conversation(2), 0)).toEqual([]);
  });
});
