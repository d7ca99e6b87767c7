// A question about a listed venue or the one in focus, asked the way people text: Singlish "X or not", "how ah", "chope",
// "carpark"; Taglish "bukas p b?", "mas mura b sa ...?"; Flemish "is die goedkoper?", "naar daar". Each asks about the venue (a
// fact, a route, a price against another), never a new search or small talk, in English, Tagalog/Taglish and Dutch/Flemish.
import { describe, expect, it } from 'vitest';
import { askedFacts } from './asked-facts';
import { turnIntentOf } from './turn-intent';

const asked = (text: string) => {
  const intent = turnIntentOf(text);
  return { kind: intent.kind, ordinal: intent.ordinal, facts: askedFacts(text, intent) };
};

describe('a colloquial question about a listed venue', () => {
  it.each([
    ['the fourth one can chope or not ah, we got 10 pax', { kind: 'fact', ordinal: 4, facts: ['reservable'] }],
    ['that one got carpark or not ah', { kind: 'fact', ordinal: null, facts: ['parking'] }],
    ['can use credit card or not ah', { kind: 'fact', ordinal: null, facts: ['acceptsCards'] }],
    ['price how ah, the fourth one', { kind: 'fact', ordinal: 4, facts: ['priceLevel'] }],
    ['the third one open already or not', { kind: 'fact', ordinal: 3, facts: ['openNow'] }],
    ['the second one got english menu or not, my friend from Korea', { kind: 'fact', ordinal: 2, facts: ['other'] }],
    ['ung pang-apat, bukas p b?', { kind: 'fact', ordinal: 4, facts: ['openNow'] }],
    ['yung una, may english menu b?', { kind: 'fact', ordinal: 1, facts: ['other'] }],
    ['hebben ze een engelse kaart?', { kind: 'fact', ordinal: null, facts: ['other'] }],
    ['is de tweede al open of nie?', { kind: 'fact', ordinal: 2, facts: ['openNow'] }],
    ['the first one can paynow anot', { kind: 'fact', ordinal: 1, facts: ['acceptsCards'] }],
    ['the second one can dabao or not', { kind: 'fact', ordinal: 2, facts: ['other'] }],
    ['kunt ge daar met Payconiq betalen?', { kind: 'fact', ordinal: null, facts: ['acceptsCards'] }],
  ])('reads "%s" as a fact of the venue', (text, expected) => {
    expect(asked(text)).toEqual(expected);
  });

  it('reads a route to the venue in Singlish and Flemish, with its starting point', () => {
    const route = (text: string) => {
      const intent = turnIntentOf(text);
      return { kind: intent.kind, from: intent.from };
    };
    expect(['from the hotel go there how ah, bus can?', 'welke tram nemen we van aan het station naar daar?'].map(route)).toEqual([
      { kind: 'directions', from: 'hotel' },
      { kind: 'directions', from: 'station' },
    ]);
  });

  it('reads "how ah", "kamusta yung", "hoe is die" about a picked venue as its details, and small talk stays small talk', () => {
    const read = (text: string) => {
      const intent = turnIntentOf(text);
      return { kind: intent.kind, ordinal: intent.ordinal };
    };
    expect(['that one how ah, worth it or not', 'kamusta yung pangatlo?', 'en den tweede, hoe is die?'].map(read)).toEqual([
      { kind: 'details', ordinal: null },
      { kind: 'details', ordinal: 3 },
      { kind: 'details', ordinal: 2 },
    ]);
    expect(['kumusta ka?', 'hoe is het weer?'].map((text) => turnIntentOf(text).kind)).toEqual(['smalltalk', 'smalltalk']);
  });

  it('asks about the venue, not the weather, when the heat or rain is only the reason', () => {
    expect(
      ['sweating already, the fourth one got aircon or not?', 'the third one walk there far or not, raining now'].map(
        (text) => turnIntentOf(text).kind,
      ),
    ).toEqual(['fact', 'directions']);
    expect(turnIntentOf('is it hot there in december?')).toMatchObject({ kind: 'smalltalk', topic: 'weather' });
  });

  it('weighs a picked venue by price ("is it cheaper?"), but a cheaper search stays a search', () => {
    expect(['ung pangalawa, mas mura b?', 'is nummer drie goedkoper?', 'is the fourth one cheaper?'].map(asked)).toEqual([
      { kind: 'fact', ordinal: 2, facts: ['priceLevel'] },
      { kind: 'fact', ordinal: 3, facts: ['priceLevel'] },
      { kind: 'fact', ordinal: 4, facts: ['priceLevel'] },
    ]);
    expect(['something cheaper?', 'may mas mura pa ba na iba?', 'goedkopere opties?'].map((text) => turnIntentOf(text).kind)).toEqual([
      'modifier',
      'modifier',
      'modifier',
    ]);
  });
});
