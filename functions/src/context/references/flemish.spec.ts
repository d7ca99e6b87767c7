// Resolver specs: Flemish forms of articles, demonstratives, ordinals and possessives ("den eersten", "da kasteel", "dienen toren").
import { describe, expect, it } from 'vitest';
import { type RememberedVenue } from '../conversation-context';
import { resolve } from './spec-fixture';
import { brugge, patershol, signedNames } from './spec-fixture-lists';

describe('resolveReferences, Flemish articles and demonstratives', () => {
  it.each([
    ["Is den eersten ver van 't Zuid?", 'P1'],
    ['Hoeveel trappen heeft dienen bar?', null],
  ])('reads Flemish forms: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it('reads Flemish "da" (dat) before a kind or a name word: "Da kasteel", "is da frietkot open?"', () => {
    const gent: RememberedVenue[] = [
      { placeId: 'G1', name: 'Gravensteen', category: 'castle', turn: 0 },
      { placeId: 'G2', name: 'Sint-Baafs', category: 'cathedral', turn: 0 },
      { placeId: 'G3', name: 'Frietkot Sint-Jacob', category: 'friterie', turn: 0 },
    ];
    const patch = { alternatives: gent, recentVenues: gent, focus: null };
    expect(resolve('Da kasteel, moet ge daar op voorhand tickets kopen?', patch)).toBe('G1');
    expect(resolve('Is da frietkot ook open op zondag?', patch)).toBe('G3');
  });
  it('reads "dienen toren" as the one tower', () => {
    const towers: RememberedVenue[] = [
      { placeId: 'T1', name: 'Belfort', category: 'toren', turn: 0 },
      { placeId: 'T2', name: 'Begijnhof', category: 'begijnhof', turn: 0 },
    ];
    expect(resolve('Hoeveel trappen heeft dienen toren?', { alternatives: towers, recentVenues: towers, focus: null })).toBe('T1');
  });
  it('"en den frituur": a Flemish article before a kind', () => {
    const pick = (text: string, venues: RememberedVenue[], focus: { placeId: string; name: string } | null = null) =>
      resolve(text, { alternatives: venues, recentVenues: venues, focus });
    const gent: RememberedVenue[] = [
      { placeId: 'K', name: "'t Klokhuys", category: 'belgisch', turn: 0 },
      { placeId: 'F', name: 'Frituur Bij Filip', category: 'frituur', turn: 0 },
    ];
    expect(pick('en den frituur, hebben die ook stoofvleessaus', gent, { placeId: 'K', name: "'t Klokhuys" })).toBe('F');
  });
  it.each([["Dienen in 't Patershol, kunde daar te voet naartoe?", 'G2']])('%s', (text, id) => {
    expect(resolve(text, { alternatives: patershol, recentVenues: patershol, focus: null })).toBe(id);
  });
  it.each([['Hebben ze in da klokhuis ook iets vegetarisch?', 'V5']])('%s', (text, id) => {
    const v = signedNames;
    expect(resolve(text, { alternatives: v, recentVenues: v, focus: null })).toBe(id);
  });
});

describe('resolveReferences, Flemish ordinals and possessives', () => {
  it('reads Flemish "\'t laatste"', () => {
    expect(resolve("En 't laatste, da's toch in Leuven?", { focus: null })).toBe('P10');
  });
  it('reads Flemish "mijne eerste vraag"', () => {
    expect(resolve('Wat was mijne eerste vraag nu weer?')).toBe('turn:0');
  });
});

describe('resolveReferences, a Flemish price question put to the venue in focus', () => {
  it('reads Flemish "wa kost ... daar" as a price question put to the venue in focus', () => {
    const patch = { alternatives: brugge, recentVenues: brugge, focus: null };
    expect(resolve('Wa kost ne pint daar?', { ...patch, focus: { placeId: 'M3', name: 'Huisbrouwerij Domus' } }, true)).toBe('M3');
  });
});
