import { describe, expect, it } from 'vitest';
import type { Turn } from '../../contract/concierge-contract';
import { findListReply, listReplyFinder } from './list-reply';

const listed = [
  { placeId: 'A', name: 'Lechon Jinokhwa', turn: 0 },
  { placeId: 'B', name: 'Lechon Kyoja', turn: 0 },
  { placeId: 'C', name: 'Lechon Maxwell', turn: 0 },
];
const listing = 'Jinokhwa runs 24 hours, Kyoja closes at 9pm, Maxwell is by the market.';
const history: Turn[] = [
  { role: 'user', content: 'lechon' },
  { role: 'model', content: listing },
  { role: 'user', content: 'which is near the MRT?' },
  { role: 'model', content: 'Maxwell is a walk from the MRT; Kyoja too.' },
  { role: 'model', content: 'Lechon is a roast pig.' },
];

describe('findListReply', () => {
  it('finds the reply naming most of the list by a distinctive word, not a later one naming fewer', () => {
    expect(findListReply(history, listed)).toEqual(listing);
  });
  it('finds none when no reply names two of the list', () => {
    expect(findListReply(history.slice(4), listed)).toBeUndefined();
  });
});

describe('listReplyFinder', () => {
  it('searches once, on first need', () => {
    let reads = 0;
    const watched = history.map((turn) => ({
      role: turn.role,
      get content() {
        reads++;
        return turn.content;
      },
    }));
    const find = listReplyFinder(watched, listed);
    expect(reads).toEqual(0);
    expect(find()).toEqual(listing);
    const afterFirst = reads;
    expect([find(), reads]).toEqual([listing, afterFirst]);
  });
});
