import { describe, expect, it } from 'vitest';
import { recentResults } from './recent-results';

describe('recentResults', () => {
  it('computes an answer once per key and hands the same one back', () => {
    const memo = recentResults<{ n: number }>();
    let computed = 0;
    const first = memo.of('ramen in Makati', () => ({ n: ++computed }));
    const again = memo.of('ramen in Makati', () => ({ n: ++computed }));
    expect(again).toBe(first);
    expect(computed).toBe(1);
  });
  it('freezes object answers, so a caller cannot change another caller’s', () => {
    const memo = recentResults<{ query: string }>();
    const answer = memo.of('sushi', () => ({ query: 'sushi' }));
    expect(Object.isFrozen(answer)).toBe(true);
  });
  it('keeps null answers too, and starts over when full', () => {
    const memo = recentResults<string | null>(2);
    let computed = 0;
    memo.of('a', () => (computed++, null));
    memo.of('a', () => (computed++, null));
    expect(computed).toBe(1);
    memo.of('b', () => 'b');
    memo.of('c', () => 'c');
    memo.of('a', () => (computed++, null));
    expect(computed).toBe(2);
  });
});
