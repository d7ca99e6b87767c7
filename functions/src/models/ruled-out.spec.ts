// Issue 17 (wave cw): cards ruled out in a message, read by the offline model before it weighs the rest.
import { describe, expect, it } from 'vitest';
import { ruledOutPositions } from './ruled-out';

describe('ruledOutPositions', () => {
  it.each([
    ['actually not the first one we did that last time so drop it and tell me which of the rest is closest', [0]],
    ['De tweede en de vierde vallen af, te ver lopen. Welke van de rest is het dichtst bij het station?', [1, 3]],
    ['wag na yung una. sa dalawang natira alin mas malapit samin?', [0]],
  ])('"%s"', (said, positions) => {
    expect(ruledOutPositions(said, 5)).toEqual(positions);
  });

  it('rules out nothing when no card is turned down, or when a card named stands (a correction)', () => {
    expect(ruledOutPositions('which of the rest is closest to the station?', 5)).toEqual([]);
    expect(ruledOutPositions('no wait, she says the other one - the second museum, not the first', 5)).toEqual([]);
  });
});
