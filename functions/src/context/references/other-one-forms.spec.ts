// Resolver specs: "the other one" said in Dutch, Flemish and Tagalog ("en de andere?", "den anderen", "d'andere", "sa isa").
import { describe, expect, it } from 'vitest';
import { type ConversationContext, type RememberedVenue } from '../conversation-context';
import { list, resolve } from './spec-fixture';
import { row } from './spec-fixture-lists';

describe('resolveReferences, "the other one" in English and Dutch next to the venue just named', () => {
  const at = (text: string, patch: Partial<ConversationContext> = {}, newSearch = false) =>
    resolve(text, { recentVenues: row, alternatives: row, focus: null, ...patch }, newSearch);

  it('takes "the other one" relative to the venue just named', () => {
    const pair = row.slice(0, 2);
    expect(at('Warung Sari looks nice. and the other one?', { recentVenues: pair, alternatives: pair })).toBe('R2');
    expect(at('Museo Kalinga klinkt goed, en de andere?', { recentVenues: pair, alternatives: pair })).toBe('R1');
  });
});

describe('resolveReferences, Flemish "den anderen" and "d\'andere"', () => {
  it('reads Flemish "den anderen" as the other of two', () => {
    const pair = list.slice(0, 2);
    expect(resolve('en den anderen?', { alternatives: pair, recentVenues: pair, focus: { placeId: 'P1', name: 'Casa Lima' } })).toBe('P2');
  });
  it('"En d\'andere": Flemish d\' for de', () => {
    const pick = (text: string, venues: RememberedVenue[], focus: { placeId: string; name: string } | null = null) =>
      resolve(text, { alternatives: venues, recentVenues: venues, focus });
    const markets: RememberedVenue[] = [
      { placeId: 'B', name: 'Bloemenmarkt Kouter', turn: 0 },
      { placeId: 'R', name: 'Rommelmarkt Sint-Jacobs', turn: 0 },
    ];
    expect(pick("En d'andere, tot hoe laat is die open?", markets, { placeId: 'B', name: 'Bloemenmarkt Kouter' })).toBe('R');
  });
});

describe('resolveReferences, Tagalog "sa isa"', () => {
  it('reads "sa isa" as the other of two', () => {
    const two: RememberedVenue[] = [
      { placeId: 'V1', name: 'Frites Atelier', turn: 0 },
      { placeId: 'V2', name: 'Frituur No. 1', turn: 0 },
    ];
    expect(
      resolve('mahal pala, dun na lang kami sa isa', {
        alternatives: two,
        recentVenues: two,
        focus: { placeId: 'V1', name: 'Frites Atelier' },
      }),
    ).toBe('V2');
  });
});
