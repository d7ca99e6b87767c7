import { describe, expect, it } from 'vitest';
import { diffReplay, formatChanges } from './replay-diff';

const line = (turn: number, location: string | null, resolved: object | null = null) =>
  JSON.stringify({ id: 'c', turn, location, searchQuery: 'ramen', resolved, injected: `[CONTEXT: ${location}]` });
const output = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('diffReplay', () => {
  it('finds no change in identical output', () => {
    expect(diffReplay('s', output(line(0, 'Makati')), output(line(0, 'Makati')))).toEqual([]);
  });

  it('names each changed turn with only the fields that changed, old and new', () => {
    const before = output(line(0, 'Makati'), line(1, 'Makati', null));
    const after = output(line(0, 'Makati'), line(1, 'Pasig', { kind: 'turn', index: 0 }));
    expect(diffReplay('s', before, after)).toEqual([
      {
        set: 's',
        id: 'c',
        turn: 1,
        fields: [
          { field: 'location', before: 'Makati', after: 'Pasig' },
          { field: 'resolved', before: null, after: { kind: 'turn', index: 0 } },
          { field: 'injected', before: '[CONTEXT: Makati]', after: '[CONTEXT: Pasig]' },
        ],
      },
    ]);
  });

  it('reports a turn that appeared or disappeared against "absent"', () => {
    const changes = diffReplay('s', output(line(0, 'Makati')), output(line(0, 'Makati'), line(1, null)));
    expect(formatChanges(changes)).toEqual([
      's c turn 1',
      '  location:',
      '    - (absent)',
      '    + null',
      '  searchQuery:',
      '    - (absent)',
      '    + "ramen"',
      '  resolved:',
      '    - (absent)',
      '    + null',
      '  injected:',
      '    - (absent)',
      '    + "[CONTEXT: null]"',
    ]);
  });
});

describe('formatChanges', () => {
  it('prints the first turns up to the limit and counts the rest', () => {
    const changes = [0, 1, 2].map((turn) => ({ set: 's', id: 'c', turn, fields: [{ field: 'location', before: 'A', after: 'B' }] }));
    expect(formatChanges(changes, 2)).toEqual([
      's c turn 0',
      '  location:',
      '    - "A"',
      '    + "B"',
      's c turn 1',
      '  location:',
      '    - "A"',
      '    + "B"',
      '... and 1 more changed turns (3 in all)',
    ]);
  });
});
