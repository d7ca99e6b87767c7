import { describe, expect, it } from 'vitest';
import { markBarePositions } from './bare-position';

describe('a card position typed as a bare number (issue 17, wave bj: short and in a hurry)', () => {
  it.each([
    ['2 open?', '#2 open?'],
    ['vs 3?', 'vs #3?'],
    ['1 or 2?', '#1 or #2?'],
    ['reserveren bij 1?', 'reserveren bij #1?'],
    ['yung 3 card pwede', 'yung #3 card pwede'],
  ])('%j reads as %j', (message, marked) => {
    expect(markBarePositions(message)).toBe(marked);
  });

  it.each([
    'table for 2',
    '5 of us tonight',
    '2 pax',
    'om 1 uur',
    'top 3 mo',
    '2 mins away?',
    'open till 2?',
    'wheres 2nd 1',
    'pano pumunta dun from terminal 3',
    'yung 4.7, magkano per night?',
    'en die met de 4,1?',
    'we arrive jan 5',
    'yung sa District 3, masarap ba?',
    'is the second one open, we are 4 people and want to eat around 7 tonight',
  ])('%j holds no position', (message) => {
    expect(markBarePositions(message)).toBe(message);
  });
});
