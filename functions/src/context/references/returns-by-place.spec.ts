// Resolver specs: a return to an earlier list named by the place it was asked for in (a short name such as "QC" for a list
// asked for in "quezon city"), by a broad kind ("the sights list"), or by "the first one from before" with the kind said
// elsewhere in the message; in English, Tagalog/Taglish and Dutch/Flemish.
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { listKindOf } from './list-kinds';
import { resolveReferences } from './resolve';
import { venue as v } from './spec-fixture';

// A list asked for in one area whose venues are elsewhere (nothing in the area, the city shown instead), then another area.
const qc = [
  v('Q1', 'Habitual Coffee', 0, 'cafe', 'Maginhawa St, Teachers Village, Metro Manila'),
  v('Q2', 'Kape Kalye', 0, 'cafe', 'Scout Rallos, Metro Manila'),
  v('Q3', 'Army Navy Burger + Burrito', 0, 'burgers', 'Bonifacio High Street, Metro Manila'),
];
const makati = [
  v('M1', "Toby's Estate", 3, 'cafe', 'Salcedo Village, Makati, Metro Manila'),
  v('M2', 'Yardstick Coffee', 3, 'cafe', 'Legaspi Village, Makati, Metro Manila'),
  v('M3', 'Corner Tree Café', 3, 'vegetarian', 'Bel-Air, Makati, Metro Manila'),
];
const context = {
  ...emptyContext('s', 0),
  location: 'Makati',
  alternatives: makati,
  recentVenues: [...makati, ...qc.slice(0, 2)],
  earlierVenues: qc.slice(2),
  lists: [
    { turn: 3, placeIds: makati.map((x) => x.placeId) },
    { turn: 0, placeIds: qc.map((x) => x.placeId) },
  ],
};
const pick = (text: string, asked: string) => {
  const earlierTurns = new Map([
    [0, asked],
    [3, 'sa makati naman'],
  ]);
  const r = resolveReferences({ text, context, earlierTurns, newSearch: false });
  return r?.kind === 'venue' ? `${r.placeId} by ${r.rule}` : null;
};

describe('resolveReferences, a return to the list asked for in a place, named by its short name', () => {
  it('finds the list asked for in "quezon city" when the message says QC, in Tagalog, English and Dutch', () => {
    expect(pick('balikan natin ung listahan sa QC, ung una dun', 'kapehan sa quezon city')).toBe('Q1 by earlier-list-by-kind');
    expect(pick('back to the QC list, the third one', 'coffee in quezon city please')).toBe('Q3 by earlier-list-by-kind');
    expect(pick('die uit QC van daarnet, de tweede?', 'koffie in Quezon City')).toBe('Q2 by earlier-list-by-kind');
  });
  it('finds the list asked for as "QC" though none of its venues is there', () => {
    expect(pick('balikan natin ung sa QC, ung pangatlo', 'burger sa QC, mura lang')).toBe('Q3 by earlier-list-by-kind');
    expect(pick('ung sa QC kanina, ung pangatlo, anong number nila?', 'reunion namin sa QC sa 28')).toBe('Q3 by earlier-list-by-kind');
    expect(pick('the QC ones from before, the second?', 'burgers in QC')).toBe('Q2 by earlier-list-by-kind');
  });
  it('leaves the latest list to its own ordinal when the short name is not where any list was asked for', () => {
    expect(pick('balikan natin ung sa SF, ung una', 'kapehan sa quezon city')).toBe('M1 by ordinal');
  });
});

describe('resolveReferences, a return to a list named by a broad kind or a kind said elsewhere in the message', () => {
  const sights = [
    v('S1', 'Castelo de São Jorge', 0, 'castle', ''),
    v('S2', 'Jardim da Estrela', 0, 'park', ''),
    v('S3', 'MAAT', 0, 'museum', ''),
  ];
  const pastry = [v('B1', 'Pastéis de Belém', 3, 'bakery', ''), v('B2', 'Manteigaria', 3, 'bakery', '')];
  const two = { ...emptyContext('s', 0), alternatives: pastry, recentVenues: [...pastry, ...sights] };
  const said = (first: string) =>
    new Map([
      [0, first],
      [3, 'pastries near there? the kids were promised'],
    ]);
  const picked = (text: string, first = 'what sights in lisbon can we do with a walker') => {
    const r = resolveReferences({ text, context: two, earlierTurns: said(first), newSearch: false });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('finds the list of sights by what was asked for, in English, Tagalog and Dutch', () => {
    expect(picked('ok back to the sights list, the first one on it — how do we get there from here')).toBe('S1');
    expect(picked('balik tayo sa pasyalan list, ung pangalawa', 'mga pasyalan sa lisbon na kaya ng lola')).toBe('S2');
    expect(picked('terug naar die bezienswaardigheden van eerst, de derde', 'welke bezienswaardigheden in Lissabon?')).toBe('S3');
  });
  const sushi = [v('U1', 'Kusakabe', 0, 'sushi', ''), v('U2', 'Robin', 0, 'sushi', ''), v('U3', "Akiko's", 0, 'sushi', '')];
  const veg = [v('V1', 'Shizen Vegan Sushi Bar', 3, 'vegetarian', ''), v('V2', 'Greens Restaurant', 3, 'vegetarian', '')];
  const later = { ...emptyContext('s', 0), alternatives: veg, recentVenues: [...veg, ...sushi] };
  const asked = new Map([
    [0, 'sushi tonight? not too spendy'],
    [3, 'vegetarian places in san francisco instead?'],
  ]);
  const back = (text: string) => {
    const r = resolveReferences({ text, context: later, earlierTurns: asked, newSearch: false });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('reads "the first one from before" in the earlier list of the kind the message names', () => {
    expect(back('we might go to the other sushi one after all. the first one from before, is it open right now')).toBe('U1');
    expect(back('sushi pala, ung pangalawa kanina, bukas pa ba?')).toBe('U2');
    expect(back('toch sushi: de derde van daarstraks, is die nu open?')).toBe('U3');
  });
  it('reads Flemish "van daarstraks" as a list shown earlier', () => {
    expect(back('die sushiplekken van daarstraks, de eerste, is da kindvriendelijk?')).toBe('U1');
  });
});

describe('resolveReferences, "the very first" of a list returned to by a fact it was asked for', () => {
  const halal = [v('H1', 'Balwoo Gongyang', 0, 'vegetarian', ''), v('H2', 'EID Halal Korean Food', 0, 'halal', '')];
  const museums = [v('M1', 'Leeum Museum of Art', 2, 'museum', ''), v('M2', 'National Museum of Korea', 2, 'museum', '')];
  const seoul = { ...emptyContext('s', 0), alternatives: museums, recentVenues: [...museums, ...halal] };
  const asked = new Map([
    [0, 'may halal ba na resto here? isa samin Muslim'],
    [2, 'may museum ba malapit dun?'],
  ]);
  const first = (text: string) => {
    const r = resolveReferences({ text, context: seoul, earlierTurns: asked, newSearch: true });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('picks the first of the halal list, in Tagalog, English and Dutch', () => {
    expect(first('balik tayo sa halal list, ung pinaka una, may phone number ba sila?')).toBe('H1');
    expect(first('back to the halal list, the very first one: phone number?')).toBe('H1');
    expect(first('terug naar de halal lijst, de allereerste: telefoonnummer?')).toBe('H1');
  });
});

describe('listKindOf, short place names', () => {
  it('keeps a known short place name and the name it stands for', () => {
    expect(listKindOf('ung listahan sa QC')).toEqual({ terms: [], words: ['qc|quezon city'] });
    expect(listKindOf('the SF ones')).toEqual({ terms: [], words: ['sf|san francisco'] });
  });
});
