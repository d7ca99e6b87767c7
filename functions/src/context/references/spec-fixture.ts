// The shared fixtures of the resolver specs: ten Madrid venues listed with four questions asked (the phenomenon specs), and
// five of them with the second in focus (the specs generated from the rule records).
import { emptyContext, type ConversationContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';

export const list: RememberedVenue[] = [
  {
    placeId: 'P1',
    name: 'Casa Lima',
    category: 'peruvian',
    address: 'Calle Mayor 3, Lavapiés, Madrid',
    priceLevel: 'moderate',
    rating: 4.1,
    turn: 0,
  },
  {
    placeId: 'P2',
    name: 'Sakura Tei',
    category: 'japanese',
    address: 'Gran Via 10, Malasaña, Madrid',
    priceLevel: 'expensive',
    rating: 4.7,
    turn: 0,
  },
  {
    placeId: 'P3',
    name: 'Chez Paulette',
    category: 'french bistro',
    address: 'Calle Huertas 8, Madrid',
    priceLevel: 'inexpensive',
    rating: 4.3,
    turn: 0,
  },
  {
    placeId: 'P4',
    name: 'Baan Siam',
    category: 'thai',
    address: 'Calle Toledo 5, La Latina, Madrid',
    priceLevel: 'moderate',
    rating: 4.0,
    turn: 0,
  },
  {
    placeId: 'P5',
    name: 'Trattoria Uno',
    category: 'italian',
    address: 'Plaza Mayor 1, Madrid',
    priceLevel: 'moderate',
    rating: 3.9,
    turn: 0,
  },
  { placeId: 'P6', name: 'Six', category: 'bar', turn: 0 },
  { placeId: 'P7', name: 'Seven', category: 'bar', turn: 0 },
  { placeId: 'P8', name: 'Eight', category: 'bar', turn: 0 },
  { placeId: 'P9', name: 'Nine', category: 'bar', turn: 0 },
  { placeId: 'P10', name: 'Ten', category: 'bar', turn: 0 },
];
export const context: ConversationContext = {
  ...emptyContext('s', 0),
  location: 'Madrid',
  recentVenues: list.slice(0, 5),
  alternatives: list,
  userTurns: 4,
};
export const earlier = new Map([
  [0, 'late-night tapas near Sol?'],
  [1, 'is the metro running after midnight'],
  [2, 'any brunch spots in Malasaña'],
  [3, 'the second one please'],
]);
export const resolve = (text: string, patch: Partial<ConversationContext> = {}, newSearch = false) => {
  const r = resolveReferences({ text, context: { ...context, ...patch }, earlierTurns: earlier, newSearch });
  return r === null ? null : r.kind === 'venue' ? r.placeId : `turn:${r.index}`;
};

/** The context patch of a list just shown, with nothing in focus. */
export const withList = (list: RememberedVenue[]) => ({
  recentVenues: list,
  alternatives: list,
  focus: undefined,
  earlierFocus: undefined,
});

/** The first five of `list`: the specs generated from the rule records use these, with the second in focus. */
export const MADRID_LIST: readonly RememberedVenue[] = list.slice(0, 5);

export const MADRID_CONTEXT: ConversationContext = {
  ...emptyContext('s', 0),
  location: 'Madrid',
  recentVenues: [...MADRID_LIST],
  alternatives: [...MADRID_LIST],
  userTurns: 4,
  focus: { placeId: 'P2', name: 'Sakura Tei' },
};

export const MADRID_EARLIER_TURNS: ReadonlyMap<number, string> = new Map([
  [0, 'late-night tapas near Sol?'],
  [1, 'is the metro running after midnight'],
  [2, 'any brunch spots in Malasaña'],
  [3, 'the second one please'],
]);

/** A remembered venue with its kind and address, as the list-return specs build them. */
export const venue = (placeId: string, name: string, turn: number, category: string, address: string): RememberedVenue => ({
  placeId,
  name,
  turn,
  category,
  address,
});
