// Resolver specs: a card named by its kind and its place in the list of that kind, as a plan over several searches types it
// (wave cp), in English, Tagalog and Dutch, whichever list is the latest.
import { describe, expect, it } from 'vitest';
import { kindPositionsIn } from './kind-positions';
import { resolve, venue as v } from './spec-fixture';

const lunch = [
  v('L1', 'Do-Rite Donuts', 0, 'restaurant', 'Loop, Chicago'),
  v('L2', 'Firecakes Donuts', 0, 'restaurant', 'River North, Chicago'),
  v('L3', 'Doughnut Vault', 0, 'restaurant', 'Loop, Chicago'),
];
const museums = [
  v('M1', 'Art Institute of Chicago', 1, 'museum', 'Loop, Chicago'),
  v('M2', 'Field Museum', 1, 'museum', 'Museum Campus, Chicago'),
];
const hawkers = [
  v('H1', 'Maxwell Food Centre', 2, 'hawker centre', 'Chinatown, Singapore'),
  v('H2', 'Lau Pa Sat', 2, 'hawker centre', 'Downtown, Singapore'),
  v('H3', 'Hong Lim Market & Food Centre', 2, 'hawker centre', 'Chinatown, Singapore'),
];
const bars = [v('B1', 'Smoke & Mirrors', 3, 'bar', 'Civic District, Singapore'), v('B2', 'Atlas', 3, 'bar', 'Bugis, Singapore')];
const lists = (...groups: ReturnType<typeof v>[][]) => {
  const [latest] = groups;
  return { alternatives: latest, recentVenues: groups.flat(), earlierVenues: [], focus: null };
};

describe('kindPositionsIn', () => {
  it('reads the ordinal before the kind, the number after it, and the ordinal of a kind', () => {
    expect(kindPositionsIn('1e hawker: halal opties?')).toMatchObject([{ place: 1, kind: 'hawker' }]);
    expect(kindPositionsIn('distance from lunch #3 to museum #2?')).toMatchObject([
      { place: 3, kind: 'lunch' },
      { place: 2, kind: 'museum' },
    ]);
    expect(kindPositionsIn('de tweede van de bagels, niet de bars')).toMatchObject([{ place: 2, kind: 'bagels' }]);
    expect(kindPositionsIn('Yung pangatlo po sa mga museum, okay po ba')).toMatchObject([{ place: 3, kind: 'museum' }]);
  });
  it('leaves out a place turned down and words that name no card', () => {
    expect(kindPositionsIn('I meant the second lunch place, not the first lunch place')).toMatchObject([{ place: 2 }]);
    expect(kindPositionsIn('the first time we went, a table for 4, de tweede dag')).toEqual([]);
    expect(kindPositionsIn('I need a second coffee')).toEqual([]);
  });
});

describe('resolveReferences, a card by its kind and place in the list of that kind', () => {
  it('reads "lunch #1" in the lunch list though museums are the latest', () => {
    expect(resolve('ok for my sheet: lunch #1 price level?', lists(museums, lunch))).toBe('L1');
  });
  it('reads Dutch "1e hawker" and "de 3e hawker" in the hawker list after a museum search', () => {
    expect(resolve('1e hawker: halal opties? paar moslims in de groep', lists(museums, hawkers))).toBe('H1');
    expect(resolve('en de 3e hawker?', lists(museums, hawkers))).toBe('H3');
  });
  it('reads Tagalog "yung pangatlo po sa mga museum" over two museums as nothing there, and "unang museum" as the first', () => {
    expect(resolve('Yung unang museum po pala ang napili ng asawa ko', lists(hawkers, museums))).toBe('M1');
  });
  // Wave cy: a Dutch compound on "tent", "zaak" or "plek" names its kind by the first part ("de tweede burgertent").
  it('reads a Dutch compound on a word for a place by its kind', () => {
    const burgers = [v('G1', 'Ferdi', 4, 'burger', 'Louvre, Paris'), v('G2', 'Dumbo', 4, 'burger', 'Pigalle, Paris')];
    const cafes = [v('C1', 'Boot Café', 5, 'cafe', 'Marais, Paris'), v('C2', 'Ten Belles', 5, 'cafe', 'Canal, Paris')];
    expect(resolve('hoe lopen we naar de tweede burgertent?', lists(museums, burgers))).toBe('G2');
    expect(resolve('hoe ver is de tweede koffiezaak van daarnet?', lists(burgers, cafes))).toBe('C2');
  });
  it('reads a correction to another place of a kind', () => {
    expect(resolve('nee wacht, ik bedoelde de tweede van de bars, niet de hawkers', lists(hawkers, bars))).toBe('B2');
  });
});
