// Issue 17, from blind-en-l: "how far is the second café from the museum?" measured from a place called "museum" and found
// none. The venue the words name by kind or by name is told to the model on the context line.
import { describe, expect, it } from 'vitest';
import type { Turn } from '../../contract/concierge-contract';
import { parseContextLine } from '../context-line';
import { emptyContext, type ConversationContext } from '../conversation-context';
import { prepareTurn } from '../prepare-turn';
import { measuredFrom } from './measured-from';
import { venue as v } from './spec-fixture';

const museums = [
  v('M1', 'Rijksmuseum', 0, 'museum', 'Museumstraat 1, Amsterdam'),
  v('M2', 'Van Gogh Museum', 0, 'museum', 'Museumplein 6, Amsterdam'),
  v('M3', 'The Metropolitan Museum of Art', 0, 'museum', '1000 5th Ave, New York'),
];
const cafes = [
  v('C1', 'Coffee and Coconuts', 2, 'cafe', 'Ceintuurbaan 282, Amsterdam'),
  v('C2', 'Lot Sixty One Coffee Roasters', 2, 'cafe', 'Kinkerstraat 112, Amsterdam'),
  v('C3', 'Bakers & Roasters', 2, 'bakery', 'Eerste Jacob van Campenstraat 54, Amsterdam'),
];
/** Museums shown, the Rijksmuseum talked about, then cafés shown: the latest list holds no museum. */
const context: ConversationContext = {
  ...emptyContext('s', 0),
  location: 'Amsterdam',
  searchQuery: 'cafes',
  alternatives: cafes,
  recentVenues: cafes,
  earlierVenues: museums,
  focus: { placeId: 'M1', name: 'Rijksmuseum' },
};
const from = (words: string, subject: string | null = 'C2') => measuredFrom(words, context, subject)?.placeId ?? null;

describe('measuredFrom, the remembered venue a distance starts from', () => {
  it('by kind: the one talked about when several fit, in English, Tagalog and Dutch', () => {
    expect(from('museum')).toBe('M1');
    expect(from('museo')).toBe('M1');
    expect(from('het museum')).toBe('M1');
    expect(from('the Filipino restaurant I asked about')).toBeNull();
  });

  it('by a word of its category, with "na pinili namin" (that we picked) left aside; never by a word of its address', () => {
    const dinner = { ...context, earlierVenues: [...museums, v('K1', 'Li Li', 0, 'chinese', 'Esperanza St, Makati')] };
    expect(measuredFrom('dun sa Chinese resto na pinili namin', dinner, 'C2')?.placeId).toBe('K1');
    expect(measuredFrom('Esperanza', dinner, 'C2')).toBeNull();
  });

  it('by kind: the only one of that kind, and what the person adds about it left aside', () => {
    expect(from('bakery')).toBe('C3');
    expect(from('that bakery we saw earlier')).toBe('C3');
  });

  it('by name, and by a name typed short', () => {
    expect(from('Van Gogh Museum')).toBe('M2');
    expect(from('Met')).toBe('M3');
  });

  it('never the venue measured to, and no venue for a place of the map or one not remembered', () => {
    expect(from('bakery', 'C3')).toBeNull();
    expect(from('station')).toBeNull();
    expect(from('my hotel')).toBeNull();
    expect(from('Shibuya')).toBeNull();
    expect(from('Kinkerstraat')).toBeNull();
    expect(from('met')).toBeNull();
  });

  it('no venue for a station, though a remembered venue holds its word: "vanaf Utrecht Centraal" beside the Centraal Museum', () => {
    const withCentraal = { ...context, earlierVenues: [...museums, v('M4', 'Centraal Museum', 0, 'museum', 'Agnietenstraat 1')] };
    expect(measuredFrom('Utrecht Centraal', withCentraal, 'C2')).toBeNull();
    expect(measuredFrom('Grand Central', withCentraal, 'C2')).toBeNull();
    expect(measuredFrom('Centraal Museum', withCentraal, 'C2')?.placeId).toBe('M4');
  });
});

describe('measuredFrom by the words a list was searched with', () => {
  it('"mula sa chicken rice": a venue of the list searched as chicken rice, whatever its category', () => {
    const hawkers = [v('H1', 'Maxwell Food Centre', 0, 'hawker centre', 'Chinatown, Singapore')];
    const coffee = [v('K1', 'Nylon Coffee Roasters', 2, 'cafe', 'Everton Park, Singapore')];
    const singapore: ConversationContext = {
      ...emptyContext('s', 0),
      alternatives: coffee,
      recentVenues: [...coffee, ...hawkers],
      lists: [
        { turn: 2, placeIds: ['K1'] },
        { turn: 0, placeIds: ['H1'] },
      ],
      focus: { placeId: 'H1', name: 'Maxwell Food Centre' },
    };
    const asked = new Map([
      [0, 'chicken rice sa Singapore'],
      [2, 'may malapit bang kape dun?'],
    ]);
    expect(measuredFrom('chicken rice', singapore, 'K1', asked)?.placeId).toBe('H1');
    // ... but not a place named in the message that asked ("breakfast near Tokyo Station" is no list of stations).
    expect(measuredFrom('Singapore', singapore, 'K1', asked)).toBeNull();
  });
});

/** The context line of `message` after `history`, read back. */
const lineAfter = (message: string, history: Turn[] = []) =>
  parseContextLine(prepareTurn({ context, sessionId: 's', history, message, now: 1, countTokens: (text) => text.length }).injected);

describe('the context line names it', () => {
  it('as "from" beside the venue referred to, and reads back', () => {
    const line = lineAfter('How far is the second café from the museum, roughly?');
    expect(line?.referringTo?.placeId).toBe('C2');
    expect(line?.from).toEqual({ name: 'Rijksmuseum', placeId: 'M1' });
  });

  it('not on a distance from a place that is no remembered venue', () => {
    expect(lineAfter('How far is the second café from Centraal Station?')?.from ?? null).toBeNull();
  });

  it('again when "What about the third?" asks the distance again', () => {
    const line = lineAfter('What about the third?', [
      { role: 'user', content: 'How far is the second café from the museum?' },
      { role: 'model', content: '**Lot Sixty One Coffee Roasters** is about 1.3 km from Rijksmuseum.' },
    ]);
    expect(line?.from?.placeId).toBe('M1');
  });
});
