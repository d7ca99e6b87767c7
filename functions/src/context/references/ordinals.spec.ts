// Resolver specs: a venue by its place in the list ("the second one", "yung pangatlo", "#3", "the bottom one").
import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { context, earlier, list, resolve } from './spec-fixture';
import { chicago, row, signedNames } from './spec-fixture-lists';

describe('resolveReferences', () => {
  it.each([
    ['e yung pang-anim?', 'P6'],
    ['pang pito naman', 'P7'],
    ['yung pangwalo, open pa?', 'P8'],
    ['ikasiyam na lang', 'P9'],
    ['yung ikatlong resto, mahal ba?', 'P3'],
    ['kunin ko yung pangalawang lugar', 'P2'],
    ['pansampu?', 'P10'],
    ['yung panghuli', 'P10'],
    ['nummer zeven graag', 'P7'],
    ['de negende, is die open?', 'P9'],
    ['en de tiende?', 'P10'],
    ['no. 6 looks good', 'P6'],
    ['number eight?', 'P8'],
    ['#9 please', 'P9'],
    ['option 4 then', 'P4'],
    ['the ninth one', 'P9'],
    ['second option please', 'P2'],
    ['third choice, is it open?', 'P3'],
    ['ok tweede optie graag', 'P2'],
  ])('reads ordinals in three languages with their variants: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it('takes a listed name that opens with an ordinal-looking word for that venue, not a position', () => {
    const named: RememberedVenue[] = [
      { placeId: 'N1', name: 'Casa Azul', turn: 0 },
      { placeId: 'N2', name: '1st Colonial Grill', turn: 0 },
      { placeId: 'N3', name: 'Third Wave Kitchen', turn: 0 },
    ];
    expect(resolve('yung 1st colonial, may parking ba?', { alternatives: named })).toBe('N2');
    expect(resolve('is the third wave one open late', { alternatives: named })).toBe('N3');
    expect(resolve('the 1st one please', { alternatives: named })).toBe('N1');
    expect(resolve('the third one please', { alternatives: named })).toBe('N3');
    expect(resolve('the second, is it far?', { alternatives: named })).toBe('N2');
  });

  it('reads digit ordinals after an article in Dutch and Tagalog, but not a street named with one', () => {
    expect(resolve('de 2e lijkt me wat, tot hoe laat zijn ze open?')).toBe('P2');
    expect(resolve('at yung ika-1?')).toBe('P1');
    expect(resolve('en die aan de 2e binnenvestgracht?')).not.toBe('P2');
  });
  it.each([
    ['nummer één, is die duur?', 'P1'],
    ['last one on the list, is it open late?', 'P10'],
    ['second one pls - how far is it from the station', 'P2'],
    ['and the place on huertas?', 'P3'],
    ['dat andere restaurant, dat op de gran via?', 'P2'],
    ['en de andere in lavapies?', 'P1'],
  ])('picks a venue by a bare ordinal, an accented number or the street it is on: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });
});

describe('resolveReferences, places in the list said without a number', () => {
  const three = list.slice(0, 3);
  const short = { alternatives: three, recentVenues: three };
  it.each([
    ['the top one', 'P1'],
    ['the one at the bottom?', 'P10'],
    ['yung nasa taas', 'P1'],
    ['yung nasa baba, open pa?', 'P10'],
    ['de bovenste', 'P1'],
    ['die onderaan graag', 'P10'],
    ['second to last', 'P9'],
    ['the penultimate one', 'P9'],
    ['de voorlaatste', 'P9'],
    ['op één na laatste', 'P9'],
    ['bago yung huli', 'P9'],
    ['yung pangalawa sa huli', 'P9'],
  ])('reads the top, the bottom and the one before last: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it('takes the middle of an odd list and nothing in an even one', () => {
    expect(resolve('the middle one', short)).toBe('P2');
    expect(resolve('yung nasa gitna', short)).toBe('P2');
    expect(resolve('de middelste', short)).toBe('P2');
    expect(resolve('the one in the middle')).toBeNull();
  });

  it.each([
    ['the one you mentioned third', 'P3'],
    ['die je als tweede noemde', 'P2'],
    ['your first suggestion, is it halal?', 'P1'],
    ['yung huling binanggit mo', 'P10'],
    ['yung unang sinabi mo', 'P1'],
  ])('reads an ordinal said of how the list was given: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it('does not take "top" or "bottom" in other senses for a place in the list', () => {
    const noFocus = { focus: null };
    expect(resolve('top 3 spots for dessert?', noFocus, true)).toBeNull();
    expect(resolve('bottom line, do I need cash here?', noFocus)).toBeNull();
    expect(resolve('my first time in Madrid!', noFocus)).toBeNull();
  });

  it('steps from the venue in focus to its neighbour in the list', () => {
    const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
    expect(resolve('the one after that', focused)).toBe('P3');
    expect(resolve('and the one before that?', focused)).toBe('P1');
    expect(resolve('the one after that', { focus: null })).toBeNull();
  });
});

describe('resolveReferences, ordinals typed with one slip', () => {
  it.each([
    ['the secnd one', 'P2'],
    ['thrid one pls', 'P3'],
    ['yung pangalwa', 'P2'],
    ['de tweeede?', 'P2'],
    ['the forth', 'P4'],
    ['fouth one?', 'P4'],
    ['the nineth one', 'P9'],
    ['the 2d one', 'P2'],
    ['opt 3', 'P3'],
  ])('%s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });
  it.each(['fifty one of them were open', 'the seconds tick by', 'back and forth all day', 'de derden betalen', 'the tent one'])(
    'takes no everyday word for an ordinal: %s',
    (text) => {
      expect(resolve(text, { focus: null })).toBeNull();
    },
  );
});

describe('resolveReferences, an ordinal before a noun of its own', () => {
  it.each([
    'the first stop is the old fort',
    'the last leg of the trip is by ferry',
    'my first impression was great',
    'the second round is on me',
  ])('%s', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
});

describe('resolveReferences, an ordinal over the venues of one kind', () => {
  const bars: RememberedVenue[] = [
    { placeId: 'B1', name: 'The Bow Bar', category: 'whisky bar', turn: 0 },
    { placeId: 'B2', name: 'Whiski Rooms', category: 'whisky bar', turn: 0 },
  ];
  const hotels: RememberedVenue[] = [
    { placeId: 'H1', name: 'Grassmarket Hotel', category: 'hotel', turn: 2 },
    { placeId: 'H2', name: 'Motel One', category: 'hotel', turn: 2 },
  ];
  it.each([
    ['and the first bar you mentioned, do they serve food?', 'B1'],
    ['the second hotel, is breakfast included?', 'H2'],
    ['the first time we came here it rained', null],
  ])('%s', (text, id) => {
    expect(resolve(text, { alternatives: hotels, recentVenues: [...hotels, ...bars], focus: null })).toBe(id);
  });
});

describe('resolveReferences, Flemish', () => {
  const gent: RememberedVenue[] = [
    { placeId: 'G1', name: "'t Klokhuys", turn: 0 },
    { placeId: 'G2', name: 'De Gekroonde Hoofden', turn: 0 },
    { placeId: 'G3', name: 'Frituur Bij Filip', turn: 0 },
    { placeId: 'G4', name: 'Brasserie Pakhuis', turn: 0 },
  ];
  const patch = { alternatives: gent, recentVenues: gent, focus: null };
  it('reads "den derde"', () => {
    expect(resolve('Allez, is den derde ook open op maandag?', patch)).toBe('G3');
  });
  it('reads a capitalised name after a lower-case phrase in a search for more ("in de buurt van het Pakhuis")', () => {
    const r = resolveReferences({
      text: 'Kent ge nog een plekske voor een goeie pint na het eten, in de buurt van het Pakhuis?',
      context: { ...context, ...patch },
      earlierTurns: earlier,
      newSearch: true,
    });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'G4' });
  });
});

describe('resolveReferences, an ordinal before a superlative', () => {
  it.each(["what's the second largest city?", 'wat is de tweede grootste stad?'])('%s picks nothing', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
});

describe('resolveReferences, an ordinal word before a noun of time or news', () => {
  it.each(['wat is het laatste nieuws over de treinstaking?', 'the first week we stay in Madrid', 'ano ang huling balita?'])(
    'points at nothing: %s',
    (text) => {
      expect(resolve(text, { focus: null })).toBeNull();
    },
  );
});

describe('resolveReferences, a bare ordinal after "and"', () => {
  it('"and tenth?" picks the tenth', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ placeId: `P${i + 1}`, name: `Place ${String.fromCharCode(65 + i)}`, turn: 0 }));
    const context = { ...emptyContext('s', 0), recentVenues: ten, alternatives: ten };
    expect(resolveReferences({ text: 'and tenth?', context, earlierTurns: new Map(), newSearch: false })).toMatchObject({ placeId: 'P10' });
  });
});

describe('resolveReferences, Tagalog and Flemish ordinals next to a day', () => {
  it.each([
    ['eh yung pangatlo linggo ba', 'P3'],
    ["d'n eerste, moet ge daar reserveren?", 'P1'],
  ])('%s', (text, placeId) => {
    expect(resolve(text, { focus: null })).toBe(placeId);
  });
  it('"pangatlong linggo" is a week, no pick', () => {
    expect(resolve('sa pangatlong linggo pa kami pupunta', { focus: null })).toBeNull();
  });
});

describe('resolveReferences, a message that is only an ordinal, or an ordinal after a preposition', () => {
  const at = (text: string, patch: Partial<ConversationContext> = {}, newSearch = false) =>
    resolve(text, { recentVenues: row, alternatives: row, focus: null, ...patch }, newSearch);

  it.each([
    ['4th', 'R4'],
    ['the 2nd?', 'R2'],
    ['#5', 'R5'],
    ['third!', 'R3'],
    ['de vierde?', 'R4'],
    ['pangalawa po', 'R2'],
  ])('reads a message that is only an ordinal: %s', (text, id) => {
    expect(at(text)).toBe(id);
  });

  it('reads an ordinal after bij/to/sa and takes "vanaf/from X" as where the trip starts', () => {
    expect(at('Hoe fiets ik naar de tweede vanaf Utrecht Centraal?')).toBe('R2');
    expect(at('how do I get to the fifth from Podgórze?')).toBe('R5');
    expect(at('paano pumunta sa pangatlo galing Ubud?')).toBe('R3');
  });
});

describe('resolveReferences, an ordinal opening a sentence', () => {
  const pair = [
    { placeId: 'L1', name: 'Leaf & Pearl', category: 'tea shop', turn: 0 },
    { placeId: 'L2', name: 'Churros Co', category: 'churreria', turn: 0 },
    { placeId: 'L3', name: 'Cha Cha Brew', category: 'milk tea shop', turn: 0 },
  ];
  const patch = { alternatives: pair, recentVenues: pair, focus: null };
  it('reads an ordinal that opens a sentence with "graag" or a full stop', () => {
    expect(resolve('Eerste graag. Hoe lang duurt de tocht?', patch)).toBe('L1');
    expect(resolve('Third. How late are they open?', patch)).toBe('L3');
    expect(resolve('First things first, where do I change money?', patch)).toBeNull();
  });
  it.each([['Dat eerste, hebben die nog plaats vrijdag?', 'V1']])('%s', (text, id) => {
    const v = signedNames;
    expect(resolve(text, { alternatives: v, recentVenues: v, focus: null })).toBe(id);
  });
});

describe('resolveReferences, an ordinal turned down for another', () => {
  it.each([
    ['not the first, the third', 'S3'],
    ['hindi na sa una, sa pangalawa na lang', 'S2'],
    ['niet de eerste maar de vierde', 'S4'],
  ])('%s', (text, id) => {
    expect(resolve(text, { alternatives: chicago, recentVenues: chicago, focus: null })).toBe(id);
  });
});

describe('resolveReferences, a bare number after an article', () => {
  it.each([
    ['yung 3, magkano usually per pizza?', 'P3'],
    ['the 2?', 'P2'],
    ['yung 4.7, magkano?', 'P2'],
    ['yung 3 pax, pwede?', null],
  ])('reads a bare number after an article at a clause end as the place in the list: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
});
