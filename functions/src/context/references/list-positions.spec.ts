// Specs of the one reader of list positions (issue 18): every place in the list a text names, in order, in English,
// Tagalog/Taglish and Dutch/Flemish, with numbers that are prices, times or people left out.
import { describe, expect, it } from 'vitest';
import { listPositionsIn, positionIndex } from './list-positions';

describe('listPositionsIn', () => {
  it.each([
    ['which is closer to the station, the 2nd or the 5th?', 5, [1, 4]],
    ['number 1 and number 3, which one is pricier', 5, [0, 2]],
    ['alin mas sulit, yung pangalawa o yung panglima?', 5, [1, 4]],
    ['yung ikatlo at #1, alin ang mas malapit?', 4, [2, 0]],
    ['welke is rustiger, de tweede of de vierde?', 4, [1, 3]],
    ['nummer 3 of de 1e, welke heeft de betere score?', 3, [2, 0]],
  ])('"%s" names %j in a list of %i', (text, count, positions) => {
    expect(listPositionsIn(text, count)).toEqual(positions);
  });

  it.each([
    ['the 2nd or the 6th?', 5, [1]],
    ['table for 4 at 8 pm, 20 euros each', 5, []],
    ['de derde of de tiende?', 3, [2]],
  ])('"%s" leaves out what is past the end or no position: %j', (text, count, positions) => {
    expect(listPositionsIn(text, count)).toEqual(positions);
  });
});

describe('positionIndex', () => {
  it.each([
    ['first', 5, 0],
    ['Pangatlo', 5, 2],
    ['#4', 5, 3],
    ['2nd', 5, 1],
    ['3e', 5, 2],
    ['vijfde', 3, 4],
  ])('"%s" in a list of %i is index %i', (word, count, index) => {
    expect(positionIndex(word, count)).toBe(index);
  });
});
