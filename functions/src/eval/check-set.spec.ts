import { describe, expect, it } from 'vitest';
import { checkSet } from './check-set';

const jsonl = (...lines: object[]) => lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
const venue = (placeId: string, name: string) => ({ placeId, name, category: 'cafe', address: 'Somewhere' });
const conversation = (id: string, ...turns: object[]) => ({ id, turns });
const user = (content: string) => ({ role: 'user', content });
const model = (content: string, venues?: object[]) => ({ role: 'model', content, ...(venues ? { venues } : {}) });
const gold = (id: string, turn: number, resolved: string | null, location: string[] | null = null, query: string[] | null = null) => ({
  id,
  turn,
  location,
  query,
  resolved,
});

describe('checkSet', () => {
  it('passes a set whose gold refers only to what was shown before, from venues or from a text list', () => {
    const transcripts = jsonl(
      conversation('a', user('cafes in Makati'), model('Here', [venue('P1', 'Cafe One'), venue('P2', 'Cafe Two')]), user('the second one')),
      conversation(
        'b',
        user('bars?'),
        model('Sure: 1. Bar Uno (place_id: Q1) 2. Bar Dos (place_id: Q2)'),
        user('bar dos'),
        model('ok'),
        user('my first question'),
      ),
    );
    const labels = jsonl(
      gold('a', 0, 'none', ['Makati'], ['cafe']),
      gold('a', 1, 'P2'),
      gold('b', 0, 'none'),
      gold('b', 1, 'Q2'),
      gold('b', 2, 'turn:0'),
    );
    expect(checkSet(transcripts, labels)).toEqual([]);
  });

  it('reports roles out of turn, a user turn without gold and a gold line without a user turn', () => {
    const transcripts = jsonl(conversation('a', user('hi'), user('hello?')));
    expect(checkSet(transcripts, jsonl(gold('a', 0, 'none'), gold('a', 5, 'none')))).toEqual([
      'a: turn 1 is user, expected model',
      'a turn 1: no gold line',
      'a turn 5: gold line for no user turn',
    ]);
  });

  it('reports a gold venue shown only after the turn that refers to it, and a turn reference that points forwards', () => {
    const transcripts = jsonl(conversation('a', user('the first one'), model('Here', [venue('P1', 'Cafe One')]), user('and that?')));
    expect(checkSet(transcripts, jsonl(gold('a', 0, 'P1'), gold('a', 1, 'turn:1')))).toEqual([
      'a turn 0: P1 was not shown in a model turn before this user turn',
      'a turn 1: turn:1 does not point to an earlier user turn',
    ]);
  });

  it('reports a placeId reused for another venue and two conversations with one id', () => {
    const transcripts = jsonl(
      conversation('a', user('cafes'), model('Here', [venue('P1', 'Cafe One')])),
      conversation('a', user('bars'), model('1. Bar Uno (place_id: P1)')),
    );
    expect(checkSet(transcripts, jsonl(gold('a', 0, 'none')))).toEqual([
      'a: two conversations with this id',
      'a: placeId P1 names both "Cafe One" and "Bar Uno"',
    ]);
  });

  it('reports malformed gold fields and gold that cannot score 100% against itself', () => {
    const transcripts = jsonl(conversation('a', user('cafes')), conversation('b', user('bars')));
    const labels = jsonl({ id: 'a', turn: 0, location: 'Makati', query: [], resolved: 'none' }, gold('b', 0, 'none', ['?!']));
    expect(checkSet(transcripts, `${labels}{oops\n`)).toEqual([
      'gold line 3: not valid JSON',
      'a turn 0: location must be a list or null',
      'a turn 0: query must be a non-empty list or null',
      'the gold does not score 100% against itself on query (1 turns)',
      'the gold does not score 100% against itself on location (1 turns)',
    ]);
  });
});
