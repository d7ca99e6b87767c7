// Wave bs: how far a card is from where the person said they stand: "from here", "van hier", "mula dito", or the sight by its
// kind alone ("from the tower" at the tower of Belém, "vanaf de hotellobby" staying at Marina Bay Sands).
import { describe, expect, it } from 'vitest';
import { turnIntentOf } from '../context/intent/turn-intent';
import { distanceOrigin, rememberedArea } from './offline-near';
import { saidTurn } from './offline-turn.fixture';

const venues = ['Quince Tavern', 'Rowan Noodle Bar', 'Sorrel Kitchen'].map((name, i) => ({ placeId: `V${i + 1}`, name }));

const turnAt = (said: string, location: string) =>
  saidTurn(said, { location, query: 'pastries', venues, focus: null, referringTo: null, from: null });
const originOf = (said: string, location: string) => {
  const turn = turnAt(said, location);
  return distanceOrigin(turn) ?? rememberedArea(turn);
};

describe('a distance from where the person stands', () => {
  it.each([
    ['How long would it take me to walk to the second one from Moscone?', 'Union Square', { name: 'Moscone' }],
    ['is the first one walkable from the tower?', 'Belem', { name: 'Belem' }],
    ['de eerste, is da ver van het klooster? mijn man is slecht te been', 'Belém', { name: 'Belém' }],
    ['Hoe lang is het lopen vanaf de hotellobby?', 'Marina Bay Sands', { name: 'Marina Bay Sands' }],
    ['Die derde, is dat te voet te doen van hier of moeten we de metro nemen?', 'Eiffeltoren', { name: 'Eiffeltoren' }],
    ['yung pangalawa ba lakad lang mula dito o kailangan pa namin mag kalesa', 'Intramuros', { name: 'Intramuros' }],
    ['walkable ba yun from Penn?', 'Chelsea', { name: 'Penn' }],
  ])('%j, searched at %j, is measured from %j', (said, location, origin) => {
    expect(turnIntentOf(said).kind).toBe('distance');
    expect(originOf(said, location)).toEqual(origin);
  });

  it('ends the place where a new clause starts', () => {
    expect(turnIntentOf('malayo ba yun galing Shibuya station pwede ko bang lakarin').from).toBe('Shibuya station');
  });

  it('keeps a sight by its kind as said when the search is in a whole city', () => {
    expect(originOf('is the first one walkable from the tower?', 'Lisbon')).toEqual({ name: 'tower' });
  });
});
