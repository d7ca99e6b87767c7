// Resolver specs: a venue by the street, district, market or landmark its address names.
import { describe, expect, it } from 'vitest';
import { type ConversationContext, type RememberedVenue } from '../conversation-context';
import { resolve } from './spec-fixture';
import { row, spots } from './spec-fixture-lists';

describe('resolveReferences, a street or district named against the addresses', () => {
  const here = (text: string, patch: Partial<ConversationContext> = {}) =>
    resolve(text, { recentVenues: spots, alternatives: spots, focus: null, ...patch });

  it.each([
    ['is the museum on harbor rd open mondays', 'S3'],
    ['die van de Zuidstraat, hebben ze glutenvrij?', 'S4'],
    ['yung sa District 7, maganda ba?', 'S3'],
    ['mas mahal ba yung sa Centro?', 'S1'],
  ])('picks the venue: %s', (text, id) => {
    expect(here(text)).toBe(id);
  });

  it('reads everyday words for what a category or address says', () => {
    const shore: RememberedVenue[] = [
      { placeId: 'W1', name: 'Blue Fin', category: 'seafood', address: 'Pier 3, Marina, Split', turn: 0 },
      { placeId: 'W2', name: 'Konoba Stari', category: 'tavern', address: 'Old Town, Split', turn: 0 },
      { placeId: 'W3', name: 'Diocletian Site', category: 'archaeological site', address: 'Riva, Split', turn: 0 },
    ];
    const ctx = { recentVenues: shore, alternatives: shore, focus: null };
    expect(resolve('which one is near the water?', ctx)).toBe('W1');
    expect(resolve('the ruins one, is it free?', ctx)).toBe('W3');
  });
});

describe('resolveReferences, a street or district in lower case, without accents or abbreviations', () => {
  const at = (text: string, patch: Partial<ConversationContext> = {}, newSearch = false) =>
    resolve(text, { recentVenues: row, alternatives: row, focus: null, ...patch }, newSearch);

  it.each([
    ['which one was on jl bisma?', 'R1'],
    ["which one's in podgorze", 'R3'],
    ['welke ligt in blijdorp?', 'R4'],
    ['alin ang nasa coastal road?', 'R5'],
    ['the one near the oudegracht, wijk c i guess', 'R2'],
  ])('matches a lower-case street or district against addresses, without accents or abbreviations: %s', (text, id) => {
    expect(at(text)).toBe(id);
  });

  it('"yung talagang malapit sa Gran Via" is the one on Gran Via', () => {
    expect(resolve('yung talagang malapit sa gran via?', { focus: null })).toBe('P2');
  });
});

describe('resolveReferences, the one at the market', () => {
  it('reads "yung nasa palengke" as the one at the market', () => {
    const batchoy: RememberedVenue[] = [
      { placeId: 'B1', name: "Netong's", address: 'La Paz Public Market, Iloilo', turn: 0 },
      { placeId: 'B2', name: "Ted's", address: 'SM City Iloilo', turn: 0 },
    ];
    expect(resolve('yung nasa palengke, anong oras nagbubukas?', { alternatives: batchoy, recentVenues: batchoy, focus: null })).toBe('B1');
  });
  it('"the one in the market" for an address on the Mercato Centrale', () => {
    const pick = (text: string, venues: RememberedVenue[], focus: { placeId: string; name: string } | null = null) =>
      resolve(text, { alternatives: venues, recentVenues: venues, focus });
    const tripe: RememberedVenue[] = [
      { placeId: 'N', name: 'Da Nerbone', address: 'Mercato Centrale, San Lorenzo, Florence', turn: 0 },
      { placeId: 'T', name: "L'Antico Trippaio", address: 'Piazza dei Cimatori, Florence', turn: 0 },
    ];
    expect(pick('the one in the market, what days is it open?', tripe)).toBe('N');
  });
});

describe('resolveReferences, a district after an adjective that picks none', () => {
  it('falls back to the place when an adjective picks none ("en die in Berchem, hebben die vegetarische snacks?")', () => {
    const fries: RememberedVenue[] = [
      { placeId: 'F1', name: 'Friet Gent-Zuid', category: 'frituur', address: 'Vlaamse Kaai, Zuid, Antwerpen', turn: 0 },
      { placeId: 'F2', name: 'De Gouden Friet', category: 'frituur', address: 'Statiestraat, Berchem, Antwerpen', turn: 0 },
    ];
    expect(
      resolve('En die in Berchem, hebben die vegetarische snacks?', {
        alternatives: fries,
        recentVenues: fries,
        focus: { placeId: 'F1', name: 'Friet Gent-Zuid' },
      }),
    ).toBe('F2');
  });
});
