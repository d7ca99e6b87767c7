// Issue 17: the broader kind a search falls back to when the kind asked for is nowhere in the data (wave aa: a condition the
// data does not hold, "restaurant met aparte zaal", "tahimik", said alone as the search).
import { describe, expect, it } from 'vitest';
import { otherKindOf } from './other-kind';

describe('otherKindOf', () => {
  it.each([
    ['caribisch', 'restaurants'],
    ['natural wine', 'bars'],
    ['aparte zaal', 'restaurants'],
    ['tahimik', 'restaurants'],
    ['Private Room', 'restaurants'],
  ] as const)('falls back from %j to %s', (query, kind) => {
    expect(otherKindOf(query)).toBe(kind);
  });

  it.each(['museum', 'food', 'day trip'])('has nothing broader for %j', (query) => {
    expect(otherKindOf(query)).toBeNull();
  });
});
