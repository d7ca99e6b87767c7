// Issue 17: picks in an earlier list that shared venues with a later one, rebuilt in the order it was shown.
import { describe, expect, it } from 'vitest';
import { emptyContext, MAX_LISTS, type ConversationContext, type RememberedVenue } from '../conversation-context';
import { recordAssistantTurn } from '../record-assistant-turn';
import { resolveReferences } from '../resolve-references';
import { earlierShownLists } from './earlier-shown-lists';

const burger = (placeId: string, name: string, area: string) => ({ placeId, name, category: 'burger', address: `${area}, Metro Manila` });
const makati = [
  burger('M1', 'Corner Tree Café', 'Legazpi Village, Makati'),
  burger('M2', 'Army Navy Burger + Burrito', 'Salcedo Village, Makati'),
  burger('M3', "Charlie's Grind & Grill", 'Poblacion, Makati'),
  burger('M4', "Zark's Burgers", 'San Antonio, Makati'),
];
const bgc = [burger('G1', 'Bad Bird', 'Bonifacio Global City, Taguig'), makati[2], makati[0], makati[1], makati[3]];
const asked = new Map([
  [0, 'burger in Makati'],
  [1, 'sa BGC naman'],
]);
/** "burger in Makati" lists M1-M4; "sa BGC naman" lists G1 and the same four, reordered. */
function afterTwoLists(): ConversationContext {
  const first = recordAssistantTurn({ ...emptyContext('s', 0), userTurns: 1 }, { text: '', venues: makati });
  return recordAssistantTurn({ ...first, userTurns: 2 }, { text: '', venues: bgc });
}
const pick = (text: string, context: ConversationContext) => {
  const r = resolveReferences({ text, context, earlierTurns: asked, newSearch: false });
  return r?.kind === 'venue' ? r.placeId : null;
};

describe('resolveReferences, an earlier list that shared its venues with the latest', () => {
  it('picks by number in the first list as it was shown, in Tagalog, English and Dutch', () => {
    const context = afterTwoLists();
    expect(pick('Balik tayo sa una nating list, yung pangalawa dun — may parking ba?', context)).toBe('M2');
    expect(pick('going back to the first list, the fourth one', context)).toBe('M4');
    expect(pick('van de eerste lijst de tweede', context)).toBe('M2');
  });
  it('picks in the list asked for by its place, not in the latest that holds its venues too', () => {
    expect(pick('going back to the makati places, the 2nd one', afterTwoLists())).toBe('M2');
  });
  it('still picks in the latest list when no earlier one is named', () => {
    expect(pick('yung pangalawa', afterTwoLists())).toBe('M3');
  });
});

describe('resolveReferences, a context stored before lists were remembered', () => {
  it('groups the known venues by the turn that last showed them, as before', () => {
    const stamped = (venues: typeof makati, turn: number): RememberedVenue[] => venues.map((v) => ({ ...v, turn }));
    const latest = stamped([bgc[0]], 1);
    const old: ConversationContext = {
      ...emptyContext('s', 0),
      recentVenues: [...latest, ...stamped(makati, 0)],
      alternatives: latest,
      userTurns: 2,
    };
    expect(pick('Balik tayo sa una nating list, yung pangalawa dun', old)).toBe('M2');
    expect(pick('van de eerste lijst de derde', old)).toBe('M3');
  });
});

describe('resolveReferences, "the second museum" while the latest list holds none', () => {
  const museum = (placeId: string) => ({ placeId, name: `Museum ${placeId}`, category: 'museum' });
  it('counts in the newest earlier list with two of that kind, in its shown order', () => {
    let context = recordAssistantTurn({ ...emptyContext('s', 0), userTurns: 1 }, { text: '', venues: ['A', 'B', 'C'].map(museum) });
    const cafe = { placeId: 'K', name: 'Kaffee Alt', category: 'cafe' };
    context = recordAssistantTurn({ ...context, userTurns: 2 }, { text: '', venues: [museum('B'), cafe] });
    const hotels = ['H1', 'H2'].map((placeId) => ({ placeId, name: `Hotel ${placeId}`, category: 'hotel' }));
    context = recordAssistantTurn({ ...context, userTurns: 3 }, { text: '', venues: hotels });
    expect(pick('the second museum, is it open on monday?', context)).toBe('B');
    expect(pick('de derde museum', context)).toBe('C');
  });
});

describe('resolveReferences, a list past the last one remembered', () => {
  it('is still the known venues of its turn, as before lists were remembered', () => {
    let context = recordAssistantTurn({ ...emptyContext('s', 0), userTurns: 1 }, { text: '', venues: makati.slice(0, 3) });
    // One venue's details a turn, each a list of its own, until the first list is no longer among those remembered.
    for (let turn = 1; turn <= MAX_LISTS; turn++) {
      const single = { placeId: `S${turn}`, name: `Spot ${turn}`, category: 'cafe' };
      context = recordAssistantTurn({ ...context, userTurns: turn + 1 }, { text: '', venues: [single] });
    }
    expect(context.lists?.some((shown) => shown.turn === 0)).toBe(false);
    expect(pick('going back to the first list, the second one', context)).toBe('M2');
  });
});

describe('earlierShownLists', () => {
  const v = (placeId: string, turn: number): RememberedVenue => ({ placeId, name: placeId, turn });
  const known = [v('B', 2), v('A', 2), v('C', 1), v('E', 0)];
  const latest = known.slice(0, 2);
  it('rebuilds each list but the latest in its order, its venues stamped with its turn, cut at the first one forgotten', () => {
    const lists = [
      { turn: 2, placeIds: ['B', 'A'] },
      { turn: 1, placeIds: ['A', 'C', 'B'] },
      { turn: 0, placeIds: ['E', 'D', 'A'] },
    ];
    expect(earlierShownLists(known, latest, lists)).toEqual(
      new Map([
        [1, [v('A', 1), v('C', 1), v('B', 1)]],
        [0, [v('E', 0)]],
      ]),
    );
  });
  it('adds the venues of a turn whose list is not remembered, grouped by that turn', () => {
    expect(earlierShownLists(known, latest, [{ turn: 1, placeIds: ['C', 'A'] }])).toEqual(
      new Map([
        [1, [v('C', 1), v('A', 1)]],
        [0, [v('E', 0)]],
      ]),
    );
  });
  it('without lists, groups the venues not in the latest list by their turn', () => {
    expect(earlierShownLists(known, latest, undefined)).toEqual(
      new Map([
        [1, [v('C', 1)]],
        [0, [v('E', 0)]],
      ]),
    );
  });
});
