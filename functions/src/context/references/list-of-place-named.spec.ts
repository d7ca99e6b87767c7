// Resolver specs (issue 17, wave ay: one trip through several cities): a pick in an earlier list named only by the city it was
// asked for in, with no word of going back ("the first one in Seoul", "die eerste in Parijs", "sa New York, yung una"); two
// picks in it weigh them and pick nothing single; the latest list's own city, an origin ("from Orchard") or a new search
// leave the latest list the one counted in. In English, Tagalog/Taglish and Dutch/Flemish.
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { listReturnedTo } from './list-returned-to';
import { resolveReferences } from './resolve';
import { venue as v } from './spec-fixture';

const paris = [
  v('P1', 'Du Pain et des Idées', 0, 'bakery', '34 Rue Yves Toudic, 75010 Paris'),
  v('P2', 'Boulangerie Utopie', 0, 'bakery', '20 Rue Jean-Pierre Timbaud, 75011 Paris'),
  v('P3', 'Mamiche', 0, 'bakery', '45 Rue Condorcet, 75009 Paris'),
];
const lisbon = [
  v('L1', 'Manteigaria', 2, 'bakery', 'Rua do Loreto 2, 1200-108 Lisboa'),
  v('L2', 'Pastéis de Belém', 2, 'bakery', 'R. de Belém 84, 1300-085 Lisboa'),
  v('L3', 'Padaria Portuguesa', 2, 'bakery', 'Rua Garrett 19, 1200-203 Lisboa'),
];
const context = {
  ...emptyContext('s', 0),
  location: 'Lissabon',
  alternatives: lisbon,
  recentVenues: [...lisbon, ...paris.slice(0, 2)],
  earlierVenues: paris.slice(2),
  lists: [
    { turn: 2, placeIds: lisbon.map((x) => x.placeId) },
    { turn: 0, placeIds: paris.map((x) => x.placeId) },
  ],
};
const asked = new Map([
  [0, 'bakeries in Parijs please, near the Eiffel Tower'],
  [2, 'en in Lissabon hetzelfde?'],
]);
const pick = (text: string) => {
  const r = resolveReferences({ text, context, earlierTurns: asked, newSearch: false });
  return r?.kind === 'venue' ? `${r.placeId} by ${r.rule}` : r === null ? 'nothing' : null;
};

describe('a pick in an earlier list named by the city it was asked for in', () => {
  it.each([
    ['And the first one in Paris, address please', 'P1'],
    ['the Paris ones, the third?', 'P3'],
    ['Oh sorry, ik bedoelde eigenlijk die eerste in Parijs. Hoe laat gaat die dicht?', 'P1'],
    ['sa Paris pala, yung pangalawa, bukas ba sa linggo?', 'P2'],
  ])('"%s" picks %s in that list', (text, id) => {
    expect(pick(text)).toBe(`${id} by earlier-list-by-place`);
  });

  it('weighs two picks in it, picking neither, and makes it the list talked about', () => {
    const text = 'Alin po mas mura sa Paris, yung una o yung pangalawa?';
    expect(pick(text)).toBe('nothing');
    expect(listReturnedTo(text, context, asked)?.map((x) => x.placeId)).toEqual(['P1', 'P2', 'P3']);
  });

  it.each([
    // the latest list's own city
    ['de eerste in Lissabon, hoe laat open?', 'L1 by ordinal'],
    // where a way starts
    ['how do I get to the second one from Paris Gare du Nord?', 'L2 by ordinal'],
    // no pick: nothing is picked
    ['bakeries in Paris again?', 'nothing'],
  ])('"%s" picks in the latest list or nothing', (text, expected) => {
    expect(pick(text)).toBe(expected);
  });
});
