// Issue 17 (wave cu, "the one with the garden"): a card pointed at by what its card said of it ("the bagel one", "die met die
// laksa", "yung may xiao long bao"), in English, Dutch and Tagalog; a search that names the same words is no pick.
import { describe, expect, it } from 'vitest';
import type { RememberedVenue } from '../conversation-context';
import { resolve, withList } from './spec-fixture';

const breakfast: RememberedVenue[] = [
  {
    placeId: 'B1',
    name: 'Russ & Daughters Cafe',
    category: 'breakfast',
    about: 'Bagels, lox and latkes at a Lower East Side counter',
    turn: 0,
  },
  { placeId: 'B2', name: 'Balthazar', category: 'breakfast', about: 'French brasserie breakfast with pastries', turn: 0 },
  { placeId: 'B3', name: 'Maxwell Food Centre', category: 'hawker centre', about: 'Hawker centre with laksa and chicken rice', turn: 0 },
  { placeId: 'B4', name: 'Din Dumplings', category: 'chinese', about: 'Xiao long bao and wontons, cash only', turn: 0 },
];

describe('a card pointed at by what it said', () => {
  it.each([
    ['the bagel one - open now?', 'B1'],
    ['die met die laksa, is dat halal?', 'B3'],
    ['yung may xiao long bao, may sabaw ba?', 'B4'],
    ['the one with the pastries, do they take cards', 'B2'],
  ])('"%s" is %s', (text, placeId) => {
    expect(resolve(text, withList(breakfast))).toBe(placeId);
  });

  it('picks none when the words describe no card', () => {
    expect(resolve('the sushi one, is it open?', withList(breakfast))).toBeNull();
  });

  it('is no pick where the words ask for a search', () => {
    expect(resolve('na de brunch willen we nog een bar met laksa in de buurt', withList(breakfast))).toBeNull();
  });
});
