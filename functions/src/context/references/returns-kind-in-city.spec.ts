// Resolver specs: a return to an earlier list named by its kind and the city it was asked for in, while the latest list is
// of the same kind in another city ("the bakeries in Rome, the third one" after bakeries in Milan), and the ordinal counts in
// the list named, in English, Tagalog/Taglish and Dutch/Flemish (issue 17).
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { resolveReferences } from './resolve';
import { venue as v } from './spec-fixture';

const rome = [
  v('R1', 'Forno Campo de Fiori', 0, 'bakery', 'Campo de Fiori 22, Roma'),
  v('R2', 'Antico Forno Roscioli', 0, 'bakery', 'Via dei Chiavari 34, Roma'),
  v('R3', 'Panificio Bonci', 0, 'bakery', 'Via Trionfale 36, Roma'),
];
const milan = [
  v('L1', 'Pavé', 3, 'bakery', 'Via Felice Casati 27, Milano'),
  v('L2', 'Princi', 3, 'bakery', 'Via Speronari 6, Milano'),
  v('L3', 'Panificio Davide Longoni', 3, 'bakery', 'Via Gian Giacomo Mora 7, Milano'),
];
const context = {
  ...emptyContext('s', 0),
  location: 'Milan',
  alternatives: milan,
  recentVenues: [...milan, ...rome],
  lists: [
    { turn: 3, placeIds: milan.map((x) => x.placeId) },
    { turn: 0, placeIds: rome.map((x) => x.placeId) },
  ],
};
const asked = new Map([
  [0, 'bakeries in Rome please'],
  [3, 'and in Milan?'],
]);
const pick = (text: string) => {
  const r = resolveReferences({ text, context, earlierTurns: asked, newSearch: false });
  return r?.kind === 'venue' ? `${r.placeId} by ${r.rule}` : null;
};

describe('resolveReferences, a return to the list of a kind asked for in another city than the latest', () => {
  it('picks by number in the list of that city, in English', () => {
    expect(pick('coming back to the bakeries in Rome for a sec: does the third take cards?')).toBe('R3 by earlier-list-by-kind');
    expect(pick('let me get back to the bakeries in Rome, #2 - open sundays?')).toBe('R2 by earlier-list-by-kind');
  });
  it('picks by number in the list of that city, in Dutch and Flemish', () => {
    expect(pick('Ik wil nog even terugkomen op de bakkerijen in Rome: heeft de derde een terras?')).toBe('R3 by earlier-list-by-kind');
    expect(pick('ik kom nog eens terug op de bakkers in Rome, de eerste: hoe laat open?')).toBe('R1 by earlier-list-by-kind');
  });
  it('picks by number in the list of that city, in Tagalog and Taglish', () => {
    expect(pick('yung bakery sa Rome kanina, yung pangalawa, bukas ba sa linggo?')).toBe('R2 by earlier-list-by-kind');
  });
  it('keeps the latest list when the city named is the latest one', () => {
    expect(pick('ik kom nog even terug op de bakkerijen in Milaan: de tweede, hoe laat open?')).toBe('L2 by ordinal');
  });
});
