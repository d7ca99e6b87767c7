// Resolver specs: names, ordinals and pronouns typed with slips, without marks, punctuation or apostrophes, or in texting short forms.
import { describe, expect, it } from 'vitest';
import { type RememberedVenue } from '../conversation-context';
import { list, resolve } from './spec-fixture';
import { signedNames } from './spec-fixture-lists';

describe('resolveReferences, an article typed with a slip', () => {
  it.each([
    ['wat about hte malasaña one', 'P2'],
    ['teh second one pls', 'P2'],
  ])('%s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
});

describe('resolveReferences, a Vietnamese name typed without its marks', () => {
  it('reads "pho bat dan" for "Phở Gia Truyền Bát Đàn"', () => {
    const hanoi: RememberedVenue[] = [
      { placeId: 'V1', name: 'Phở Gia Truyền Bát Đàn', turn: 0 },
      { placeId: 'V2', name: 'Phở Thìn', turn: 0 },
    ];
    expect(resolve('and pho bat dan, cash only?', { alternatives: hanoi, recentVenues: hanoi, focus: null })).toBe('V1');
  });
});

describe('resolveReferences, a name typed without its accents', () => {
  it.each([
    ['what about evora, is it far?', 'T3'],
    ['en poilane?', 'T2'],
  ])('%s', (text, id) => {
    const towns: RememberedVenue[] = [
      { placeId: 'T1', name: 'Sintra', turn: 0 },
      { placeId: 'T2', name: 'Poilâne', turn: 0 },
      { placeId: 'T3', name: 'Évora', turn: 0 },
    ];
    expect(resolve(text, { alternatives: towns, recentVenues: towns, focus: null })).toBe(id);
  });
});

describe('resolveReferences, a name word typed with one slip', () => {
  const ramen: RememberedVenue[] = [
    { placeId: 'M1', name: 'Mendokoro Ramenba', turn: 0 },
    { placeId: 'M2', name: 'Ippudo', turn: 0 },
    { placeId: 'M3', name: 'Alamat Filipino Pub', turn: 0 },
  ];
  const patch = { alternatives: ramen, recentVenues: ramen, focus: null };
  it.each([
    ['mendokorro open now?', 'M1'],
    ['what about ipudo', 'M2'],
    ['how about mendokoro ramen ba', 'M1'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it.each(['Sige, salamat po!', 'ok thanks, bye'])('takes no chat word for a slip: %s', (text) => {
    expect(resolve(text, patch)).toBeNull();
  });
});

describe("resolveReferences, a slipped name word after the name's own first word", () => {
  const cdmx: RememberedVenue[] = [
    { placeId: 'T1', name: 'El Vilsito', category: 'taqueria', address: 'Narvarte', turn: 0 },
    { placeId: 'T2', name: 'Taqueria Orinoco', category: 'taqueria', address: 'Roma Norte', turn: 0 },
  ];
  it.each([
    ['wat abt el vilsto, cash only?', 'T1'],
    ['how about el vilsitto', 'T1'],
  ])('%s', (text, expected) => {
    expect(resolve(text, { alternatives: cdmx, recentVenues: cdmx, focus: { placeId: 'T2', name: 'Taqueria Orinoco' } })).toBe(expected);
  });
});

describe('resolveReferences, picks typed without punctuation or apostrophes', () => {
  it.each([
    ['eerste graag hoe lang duurt de tocht', 'P1'],
    ['yung 3 magkano usually', 'P3'],
    ['en t laatste das toch in leuven', 'P10'],
  ])('%s', (text, expected) => {
    expect(resolve(text, { focus: null })).toBe(expected);
  });
  it('reads "en dandere" as the other of two', () => {
    const two: RememberedVenue[] = [list[0], list[1]];
    expect(
      resolve('en dandere tot hoe laat is die open', { alternatives: two, recentVenues: two, focus: { placeId: 'P1', name: 'Casa Lima' } }),
    ).toBe('P2');
  });
  it('reads "which ones in lavapies" as the one there', () => {
    expect(resolve('which ones in lavapies', { focus: null })).toBe('P1');
  });
  it('reads "aling lucing bukas pa ba ng 10pm" as the name', () => {
    const angeles: RememberedVenue[] = [
      { placeId: 'A1', name: 'Aling Lucing', turn: 0 },
      { placeId: 'A2', name: "Mila's Tokwa't Baboy", turn: 0 },
    ];
    expect(resolve('aling lucing bukas pa ba ng 10pm', { alternatives: angeles, recentVenues: angeles, focus: null })).toBe('A1');
  });
});

describe('resolveReferences, more picks typed without punctuation', () => {
  it.each([
    ['no 4 is it halal', 'P4'],
    ['is no 3 in english', 'P3'],
  ])('%s', (text, expected) => {
    expect(resolve(text, { focus: null })).toBe(expected);
  });
  it('reads "no 2 people" as no pick', () => {
    expect(resolve('no 2 people is fine', { focus: null })).toBeNull();
  });
  it('matches an address typed without its apostrophe: "yung sa dmall mura ba"', () => {
    const bora: RememberedVenue[] = [
      { placeId: 'B1', name: 'Smoke', address: 'Station 2', turn: 0 },
      { placeId: 'B2', name: 'Sunny Side Cafe', address: "D'Mall, Station 2", turn: 0 },
    ];
    expect(resolve('yung sa dmall mura ba', { alternatives: bora, recentVenues: bora, focus: null })).toBe('B2');
  });
  it('takes the name a question opens on: "chez léon heb ik al eens gehad wat vind je van le zinneke"', () => {
    const bru: RememberedVenue[] = [
      { placeId: 'Z1', name: 'Chez Léon', turn: 0 },
      { placeId: 'Z2', name: 'Le Zinneke', turn: 0 },
    ];
    expect(
      resolve('chez léon heb ik al eens gehad wat vind je van le zinneke', { alternatives: bru, recentVenues: bru, focus: null }),
    ).toBe('Z2');
  });
});

describe('resolveReferences, names typed with slips', () => {
  const sf: RememberedVenue[] = [
    { placeId: 'S1', name: 'Shanghai Dumpling King', turn: 0 },
    { placeId: 'S2', name: 'Good Luck Dim Sum', turn: 0 },
  ];
  it('finds several slipped words in the name\'s order: "is shanhai dumping king open mondays"', () => {
    expect(resolve('is shanhai dumping king open mondays', { alternatives: sf, recentVenues: sf, focus: null })).toBe('S1');
  });
  it('finds one slipped word after a question verb: "is ippdo cheaper?"', () => {
    const ramen: RememberedVenue[] = [
      { placeId: 'R1', name: 'Ippudo', turn: 0 },
      { placeId: 'R2', name: 'Mendokoro Ramenba', turn: 0 },
    ];
    expect(resolve('is ippdo cheaper?', { alternatives: ramen, recentVenues: ramen, focus: null })).toBe('R1');
  });
  it('reads another name in "Is Eetafé Brussel hier ook open op zondag?"', () => {
    const gro: RememberedVenue[] = [
      { placeId: 'G1', name: 'Eetcafé De Drie Uilen', turn: 0 },
      { placeId: 'G2', name: 'Soepbar Vismarkt', turn: 0 },
    ];
    expect(resolve('Is Eetafé Brussel hier ook open op zondag?', { alternatives: gro, recentVenues: gro, focus: null })).toBeNull();
  });
});

describe('resolveReferences, texting short forms', () => {
  it.each([
    ['yng pangalwa, open b ng 10pm?', 'P2'],
    ['ung s Lavapiés?', 'P1'],
    ['hw much is d 3rd', 'P3'],
    ['thx. d 1st 1 - need 2 book?', 'P1'],
  ])('reads texting short forms of yung, sa and the: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it.each(['mgkano dun?', 'san un banda'])('reads texting short forms of yun after a venue is in focus: %s', (text) => {
    expect(resolve(text, { focus: { placeId: 'P4', name: 'Baan Siam' } })).toBe('P4');
  });
  it.each([
    ['the last 1 pls', 'P10'],
    ['ung pngalawa mgkno?', 'P2'],
    ['hoe kom ik doar', 'P2'],
  ])('%s', (text, id) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe(id);
  });
  it('reads "ung mura" as the cheap one', () => {
    const two: RememberedVenue[] = [
      { placeId: 'C1', name: 'Sariwon', priceLevel: 'expensive', turn: 0 },
      { placeId: 'C2', name: 'Yakimix', priceLevel: 'inexpensive', turn: 0 },
    ];
    expect(resolve('ung mura n lng', { alternatives: two, recentVenues: two, focus: null })).toBe('C2');
  });
  it('"ugh ok wat abt ramiro": texting "wat abt" before a name', () => {
    const fish: RememberedVenue[] = [
      { placeId: 'R', name: 'Cervejaria Ramiro', turn: 0 },
      { placeId: 'A', name: 'Marisqueira Azul', turn: 0 },
    ];
    expect(resolve('ugh ok wat abt ramiro', { alternatives: fish, recentVenues: fish, focus: null })).toBe('R');
  });
});

describe('resolveReferences, a name typed without its marks or hyphen', () => {
  it('reads a dotless ı as i ("Ankara Sofrasi" for "Ankara Sofrası")', () => {
    const ist: RememberedVenue[] = [
      { placeId: 'I1', name: 'Lale Meze Evi', turn: 0 },
      { placeId: 'I2', name: 'Ankara Sofrası', turn: 0 },
    ];
    expect(resolve('is Ankara Sofrasi halal?', { alternatives: ist, recentVenues: ist, focus: null })).toBe('I2');
  });
  it.each([['how do i get to gioji from kyoto station', 'V3']])('%s', (text, id) => {
    const v = signedNames;
    expect(resolve(text, { alternatives: v, recentVenues: v, focus: null })).toBe(id);
  });
});
