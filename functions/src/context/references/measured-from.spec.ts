// Issue 17, from blind-en-l: "how far is the second café from the museum?" measured from a place called "museum" and found
// none. The venue the words name by kind or by name is told to the model on the context line.
import { describe, expect, it } from 'vitest';
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
});

describe('the context line names it', () => {
  it('as "from" beside the venue referred to, and reads back', () => {
    const turn = prepareTurn({
      context,
      sessionId: 's',
      history: [],
      message: 'How far is the second café from the museum, roughly?',
      now: 1,
      countTokens: (text) => text.length,
    });
    const line = parseContextLine(turn.injected);
    expect(line?.referringTo?.placeId).toBe('C2');
    expect(line?.from).toEqual({ name: 'Rijksmuseum', placeId: 'M1' });
  });

  it('not on a distance from a place that is no remembered venue', () => {
    const turn = prepareTurn({
      context,
      sessionId: 's',
      history: [],
      message: 'How far is the second café from Centraal Station?',
      now: 1,
      countTokens: (text) => text.length,
    });
    expect(parseContextLine(turn.injected)?.from ?? null).toBeNull();
  });
});
