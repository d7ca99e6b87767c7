import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext } from './conversation-context';
import { forget } from './forget';

const a = { placeId: 'A', name: 'Alpha', turn: 0 };
const b = { placeId: 'B', name: 'Beta', turn: 0 };
const full: ConversationContext = {
  ...emptyContext('s', 100),
  location: 'Makati',
  searchQuery: 'ramen',
  recentVenues: [a, b],
  alternatives: [a, b],
  focus: { placeId: 'A', name: 'Alpha' },
  lastAction: { agent: 'foodie', query: 'ramen', location: 'Makati', venue: { placeId: 'A', name: 'Alpha' } },
  userTurns: 3,
  updatedAt: 500,
};

describe('forget', () => {
  it('drops only the location', () => {
    expect(forget(full, { kind: 'location' })).toEqual({ ...full, location: null });
  });

  it('drops only the query', () => {
    expect(forget(full, { kind: 'query' })).toEqual({ ...full, searchQuery: null });
  });

  it('drops the last action', () => {
    expect(forget(full, { kind: 'action' })).toEqual({ ...full, lastAction: null });
  });

  it('drops a venue everywhere it is remembered', () => {
    expect(forget(full, { kind: 'venue', placeId: 'A' })).toEqual({
      ...full,
      recentVenues: [b],
      alternatives: [b],
      focus: null,
      lastAction: { ...full.lastAction!, venue: null },
    });
  });

  it('forgets everything but the session, its clock and its turn count', () => {
    expect(forget(full, { kind: 'all' })).toEqual({ ...emptyContext('s', 100), userTurns: 3, updatedAt: 500 });
  });
});

describe('forget, the venues in focus before', () => {
  it('drops a forgotten venue from them too', () => {
    const withEarlier = { ...full, focus: { placeId: 'B', name: 'Beta' }, earlierFocus: [{ placeId: 'A', name: 'Alpha' }] };
    expect(forget(withEarlier, { kind: 'venue', placeId: 'A' }).earlierFocus).toEqual([]);
  });
});

describe('forget, venues of earlier lists', () => {
  it('drops a forgotten venue from them too', () => {
    const withOlder = { ...full, earlierVenues: [{ placeId: 'C', name: 'Gamma', turn: 0 }, { ...a }] };
    expect(forget(withOlder, { kind: 'venue', placeId: 'A' }).earlierVenues).toEqual([{ placeId: 'C', name: 'Gamma', turn: 0 }]);
    expect(forget(withOlder, { kind: 'all' }).earlierVenues).toBeUndefined();
  });
});

describe('forget, the lists shown', () => {
  it('cuts each list before a forgotten venue, so the venues left keep their places, and drops a list left empty', () => {
    const withLists = {
      ...full,
      lists: [
        { turn: 2, placeIds: ['B', 'A'] },
        { turn: 1, placeIds: ['C', 'A', 'B'] },
        { turn: 0, placeIds: ['A'] },
      ],
    };
    expect(forget(withLists, { kind: 'venue', placeId: 'A' }).lists).toEqual([
      { turn: 2, placeIds: ['B'] },
      { turn: 1, placeIds: ['C'] },
    ]);
    expect(forget(withLists, { kind: 'all' }).lists).toBeUndefined();
    expect(forget(full, { kind: 'venue', placeId: 'A' }).lists).toBeUndefined();
  });
});
