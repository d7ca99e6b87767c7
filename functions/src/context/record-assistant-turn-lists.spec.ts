// Issue 17: each list shown is remembered as its own ordered record, so a list that shared venues with a later one can be rebuilt.
import { describe, expect, it } from 'vitest';
import { emptyContext, MAX_LIST_VENUES, MAX_LISTS, type ConversationContext } from './conversation-context';
import { recordAssistantTurn } from './record-assistant-turn';

const place = (id: string) => ({ placeId: id, name: `Place ${id}` });
/** The context after the user's turn `turn` was answered with these venues. */
const shown = (context: ConversationContext, turn: number, ids: string[]) =>
  recordAssistantTurn({ ...context, userTurns: turn + 1 }, { text: '', venues: ids.map(place) });

describe('recordAssistantTurn, the lists shown', () => {
  it('keeps lists that share venues each in its own order, newest first', () => {
    let context = shown(emptyContext('s', 0), 0, ['A', 'B', 'C', 'D']);
    context = shown(context, 1, ['B', 'A', 'C', 'D']);
    expect(context.lists).toEqual([
      { turn: 1, placeIds: ['B', 'A', 'C', 'D'] },
      { turn: 0, placeIds: ['A', 'B', 'C', 'D'] },
    ]);
    // The venues themselves are each remembered once, stamped with the newest turn that showed them.
    expect(context.recentVenues.map((v) => [v.placeId, v.turn])).toEqual([
      ['B', 1],
      ['A', 1],
      ['C', 1],
      ['D', 1],
    ]);
  });

  it('adds no list when the reply gives the details of one venue of the latest list', () => {
    const listed = shown(emptyContext('s', 0), 0, ['A', 'B', 'C']);
    expect(shown(listed, 1, ['B']).lists).toEqual(listed.lists);
  });

  it('puts a list shown again for the same turn in place of the one before', () => {
    const once = shown(emptyContext('s', 0), 0, ['A', 'B']);
    expect(shown(once, 0, ['C', 'D']).lists).toEqual([{ turn: 0, placeIds: ['C', 'D'] }]);
  });

  it(`remembers at most ${MAX_LISTS} lists of at most ${MAX_LIST_VENUES} venues`, () => {
    let context = emptyContext('s', 0);
    for (let turn = 0; turn < MAX_LISTS + 2; turn++) context = shown(context, turn, [`L${turn}a`, `L${turn}b`]);
    expect(context.lists?.map((list) => list.turn)).toEqual(Array.from({ length: MAX_LISTS }, (_, i) => MAX_LISTS + 1 - i));
    const long = shown(
      emptyContext('s', 0),
      0,
      Array.from({ length: MAX_LIST_VENUES + 3 }, (_, i) => `V${i}`),
    );
    expect(long.lists?.[0].placeIds).toHaveLength(MAX_LIST_VENUES);
  });

  it('cuts an old list where its venues are no longer remembered, and drops it once none is', () => {
    let context = shown(emptyContext('s', 0), 0, ['A1', 'A2', 'A3']);
    // 4 lists of 5 new venues: 5 recent and 15 earlier hold them, the first list's venues fall out from its end.
    for (let turn = 1; turn <= 4; turn++)
      context = shown(
        context,
        turn,
        [1, 2, 3, 4, 5].map((i) => `T${turn}v${i}`),
      );
    expect(context.lists?.map((list) => list.turn)).toEqual([4, 3, 2, 1]);
    context = shown(emptyContext('s', 0), 0, ['A1', 'A2', 'A3']);
    context = shown(context, 1, ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'B10']);
    context = shown(context, 2, ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'A1', 'A2']);
    const known = new Set([...context.recentVenues, ...context.alternatives, ...(context.earlierVenues ?? [])].map((v) => v.placeId));
    expect(known.has('A3')).toBe(false);
    expect(context.lists?.find((list) => list.turn === 0)).toEqual({ turn: 0, placeIds: ['A1', 'A2'] });
  });

  it('starts the lists of a context stored before they were remembered with the list shown now', () => {
    const old: ConversationContext = {
      ...emptyContext('s', 0),
      recentVenues: [{ ...place('A'), turn: 0 }],
      alternatives: [{ ...place('A'), turn: 0 }],
      userTurns: 1,
    };
    expect(old.lists).toBeUndefined();
    expect(shown(old, 1, ['B', 'C']).lists).toEqual([{ turn: 1, placeIds: ['B', 'C'] }]);
  });
});
