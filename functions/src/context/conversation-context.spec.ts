import { describe, expect, it } from 'vitest';
import { ConversationContextSchema, emptyContext, MAX_LIST_VENUES, MAX_LISTS, withFocus } from './conversation-context';

const a = { placeId: 'A', name: 'Alpha' };
const b = { placeId: 'B', name: 'Beta' };
const c = { placeId: 'C', name: 'Gamma' };

describe('withFocus', () => {
  it('keeps the venues in focus before, newest first, each once, at most three', () => {
    let context = withFocus(emptyContext('s', 0), a);
    expect(context.earlierFocus).toBeUndefined();
    context = withFocus(context, b);
    expect(context.earlierFocus).toEqual([a]);
    context = withFocus(withFocus(context, c), a);
    expect(context.earlierFocus).toEqual([c, b]);
    context = withFocus(withFocus(withFocus(context, null), b), c);
    expect(context.focus).toEqual(c);
    expect(context.earlierFocus).toEqual([b, a]);
    expect(ConversationContextSchema.safeParse(context).success).toBe(true);
  });
  it('changes nothing when the same venue stays in focus', () => {
    const context = withFocus(withFocus(emptyContext('s', 0), a), b);
    expect(withFocus(context, b).earlierFocus).toEqual([a]);
  });
  it('accepts a context saved before the field existed', () => {
    expect(ConversationContextSchema.safeParse(emptyContext('s', 0)).success).toBe(true);
  });
});

describe('ConversationContextSchema, the lists shown', () => {
  const list = (turn: number, size = 3) => ({ turn, placeIds: Array.from({ length: size }, (_, i) => `ChIJ${turn}x${i}`) });
  const parses = (lists: unknown) => ConversationContextSchema.safeParse({ ...emptyContext('s', 0), lists }).success;
  it('accepts a context stored before lists were remembered, and one with lists', () => {
    expect(ConversationContextSchema.parse(emptyContext('s', 0)).lists).toBeUndefined();
    expect(parses([list(2), list(0)])).toBe(true);
  });
  it(`holds at most ${MAX_LISTS} lists of at most ${MAX_LIST_VENUES} venues, none empty, each id a Place ID's size`, () => {
    expect(parses(Array.from({ length: MAX_LISTS }, (_, i) => list(i, MAX_LIST_VENUES)))).toBe(true);
    expect(parses(Array.from({ length: MAX_LISTS + 1 }, (_, i) => list(i)))).toBe(false);
    expect(parses([list(0, MAX_LIST_VENUES + 1)])).toBe(false);
    expect(parses([{ turn: 0, placeIds: [] }])).toBe(false);
    expect(parses([{ turn: 0, placeIds: ['x'.repeat(301)] }])).toBe(false);
    expect(parses([{ turn: -1, placeIds: ['A'] }])).toBe(false);
    expect(parses([{ turn: 0, placeIds: [''] }])).toBe(false);
  });
});
