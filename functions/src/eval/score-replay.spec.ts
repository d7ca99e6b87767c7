import { describe, expect, it } from 'vitest';
import { formatScore, norm, parseReplayOutput, queryOk, samePlace, scoreReplay, type GoldLine } from './score-replay';

const replay = (...lines: object[]) => parseReplayOutput(lines.map((line) => JSON.stringify(line)).join('\n'));

describe('norm', () => {
  it('lower-cases, turns punctuation into spaces and collapses white space', () => {
    expect(norm('  Quezon   City, PH! ')).toBe('quezon city ph');
    expect(norm('café_au-lait²')).toBe('café_au lait²');
    expect(norm(null)).toBe('');
  });
});

describe('samePlace', () => {
  it('accepts the same name, a listed alias, and a longer name that starts with the gold one', () => {
    expect(samePlace('NYC', ['New York'])).toBe(true);
    expect(samePlace('Corte Madera, CA', ['Corte Madera'])).toBe(true);
    expect(samePlace('Makati', ['Pasig'])).toBe(false);
    expect(samePlace('', ['Makati'])).toBe(false);
  });

  it('needs a gold name of more than three characters to accept a longer prediction', () => {
    expect(samePlace('Ubud Bali', ['Ubud'])).toBe(true);
    expect(samePlace('Bay Area', ['Bay'])).toBe(false);
  });
});

describe('queryOk', () => {
  it('wants a gold phrase inside the prediction, and the reverse only in sgd mode', () => {
    expect(queryOk('filipino food', ['filipino'], false)).toBe(true);
    expect(queryOk('pizza', ['pizza place'], false)).toBe(false);
    expect(queryOk('pizza', ['pizza place'], true)).toBe(true);
    expect(queryOk('pi', ['pizza'], true)).toBe(false);
  });
});

describe('scoreReplay', () => {
  const gold: GoldLine[] = [
    { id: 'a', turn: 0, location: ['Makati'], query: ['ramen'], resolved: 'none' },
    { id: 'a', turn: 1, location: [], query: null, resolved: 'R2' },
    { id: 'a', turn: 2, location: null, query: ['dontcare'], resolved: 'turn:0' },
    { id: 'b', turn: 0, location: ['Pasig'], query: null, resolved: null },
  ];

  it('counts each checked field, misses included, and a turn with no output as missing', () => {
    const score = scoreReplay(
      gold,
      replay(
        { id: 'a', turn: 0, location: 'Makati', searchQuery: 'ramen', resolved: null },
        { id: 'a', turn: 1, location: 'Makati', searchQuery: 'ramen', resolved: { kind: 'venue', placeId: 'R2', name: 'Two' } },
        { id: 'a', turn: 2, location: 'Makati', searchQuery: null, resolved: { kind: 'turn', index: 1 } },
      ),
      'refs',
    );
    expect(formatScore(score, true)).toEqual([
      'turns 4 missing 1',
      'location 50.0% (1/2)',
      'query 100.0% (1/1)',
      'resolved-venue 100.0% (1/1)',
      'resolved-turn 0.0% (0/1)',
      'no-false-resolution 100.0% (1/1)',
      "FAIL location (('a', 1), [], 'Makati')",
      "FAIL resolved (('a', 2), 'turn:0', {'kind': 'turn', 'index': 1})",
      'refs: overall 66.7% location 50.0% (1/2) query 100.0% (1/1) resolved 100.0% (1/1) turn-refs 0.0% (0/1) ' +
        'no-false 100.0% (1/1) missing 1',
    ]);
  });

  it('prints no reference lines in sgd mode, and n/a for a field never checked', () => {
    const gold: GoldLine[] = [{ id: 's', turn: 0, location: null, query: ['italian'], resolved: null }];
    const score = scoreReplay(gold, replay({ id: 's', turn: 0, searchQuery: 'ita' }), 'sgd');
    expect(formatScore(score)).toEqual([
      'turns 1 missing 0',
      'location n/a',
      'query 100.0% (1/1)',
      'sgd: overall 100.0% location n/a query 100.0% (1/1) missing 0',
    ]);
  });

  it('skips output lines that are not JSON objects and keeps the last line of a repeated turn', () => {
    const text = ['npm warn something', '{"id":"a","turn":0,"location":"Pasig"}', '{broken', '{"id":"a","turn":0,"location":"Makati"}'];
    const out = parseReplayOutput(`${text.join('\n')}\n`);
    expect([...out.values()]).toEqual([{ id: 'a', turn: 0, location: 'Makati' }]);
  });

  it('rounds an exact half of a tenth to the even digit, as Python does (49 of 400 is 12.2%)', () => {
    const many = Array.from({ length: 400 }, (_, turn): GoldLine => ({ id: 'x', turn, location: ['Makati'], query: null, resolved: null }));
    const out = replay(...many.map((line) => ({ id: 'x', turn: line.turn, location: line.turn < 49 ? 'Makati' : 'Pasig' })));
    expect(formatScore(scoreReplay(many, out, 'sgd'))[1]).toBe('location 12.2% (49/400)');
  });
});
