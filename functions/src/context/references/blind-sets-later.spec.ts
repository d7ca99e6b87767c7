// Resolver specs: mixed cases from blind test sets (blind20 to blind41) and messy typing.
import { describe, expect, it } from 'vitest';
import { type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { context, list, resolve } from './spec-fixture';

describe('resolveReferences, blind20/21 classes', () => {
  const hotels: RememberedVenue[] = [
    { placeId: 'H1', name: 'Marina Bay Sands', turn: 0 },
    { placeId: 'H2', name: 'Pan Pacific Singapore', turn: 0 },
    { placeId: 'H3', name: "Leslie's", turn: 0 },
    { placeId: 'H4', name: "Josephine's", turn: 0 },
  ];
  const ask = (text: string, previous: string, reply: string) => {
    const r = resolveReferences({
      text,
      context: { ...context, alternatives: hotels, recentVenues: hotels, focus: null, userTurns: 2 },
      earlierTurns: new Map([
        [0, 'hotels please'],
        [1, previous],
      ]),
      newSearch: false,
      lastReply: () => reply,
    });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('reads "the other one" after the user weighed two and the reply picked one', () => {
    expect(
      ask(
        'and the other one, can non-guests use the rooftop pool?',
        'ok then Marina Bay Sands or Pan Pacific, which is better with two kids?',
        'Pan Pacific is usually the easier pick for families.',
      ),
    ).toBe('H1');
    expect(
      ask('e yung isa, may parking ba?', 'Leslies o Josephines, alin mas maganda ang view?', "Mas malawak ang view sa Leslie's."),
    ).toBe('H4');
  });
  it('reads "the other one" after a reply that answers with a venue named by one word, whatever the reply put in focus', () => {
    const r = resolveReferences({
      text: 'and the other one, does it take cards?',
      context: {
        ...context,
        alternatives: hotels,
        recentVenues: hotels,
        focus: { placeId: 'H1', name: 'Marina Bay Sands', via: 'reply' },
        userTurns: 2,
      },
      earlierTurns: new Map([
        [0, 'hotels please'],
        [1, 'marina bay sands or pan pacific, which one is open later?'],
      ]),
      newSearch: false,
      lastReply: () => 'Pacific stays open until about 3am on weekends; Marina Bay Sands closes around 2am.',
    });
    expect(r?.kind === 'venue' ? r.placeId : null).toBe('H1');
  });
  it('reads "the other one" after a reply that names both of the weighed pair, the answer first', () => {
    expect(
      ask(
        'ok and does the other one do delivery?',
        'which is open later, the first or the third?',
        "Leslie's stays open until 4am; Marina Bay Sands closes at 2am.",
      ),
    ).toBe('H1');
  });
  it('reads Flemish "den anderen" as the other of two', () => {
    const pair = list.slice(0, 2);
    expect(resolve('en den anderen?', { alternatives: pair, recentVenues: pair, focus: { placeId: 'P1', name: 'Casa Lima' } })).toBe('P2');
  });
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
    const brugge: RememberedVenue[] = [
      { placeId: 'T1', name: 'Belfort', category: 'toren', turn: 0 },
      { placeId: 'T2', name: 'Begijnhof', category: 'begijnhof', turn: 0 },
    ];
    expect(resolve('Hoeveel trappen heeft dienen toren?', { alternatives: brugge, recentVenues: brugge, focus: null })).toBe('T1');
  });
  it('reads "walk around at night there" as the city', () => {
    expect(resolve('great. also is it safe to walk around at night there?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
  it('finds an earlier question by a topic said in other words ("bago yung presyo")', () => {
    const turns = new Map([
      [0, 'snorkeling sa dumaguete?'],
      [1, 'kailangan ba ng gamit?'],
      [2, 'magkano sa Apo Island?'],
    ]);
    const r = resolveReferences({
      text: 'ano nga ulit yung tinanong ko bago yung presyo?',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
  it('reads Flemish "mijne eerste vraag"', () => {
    expect(resolve('Wat was mijne eerste vraag nu weer?')).toBe('turn:0');
  });
});

describe('resolveReferences, blind22/23 classes', () => {
  const v: RememberedVenue[] = [
    { placeId: 'V1', name: 'Frites Atelier', turn: 0 },
    { placeId: 'V2', name: 'Frituur No. 1', turn: 0 },
    { placeId: 'V3', name: 'Gio-ji Temple', turn: 0 },
    { placeId: 'V4', name: "Chef Tony's", turn: 0 },
    { placeId: 'V5', name: "'t Klokhuys", turn: 0 },
  ];
  const patch = { alternatives: v, recentVenues: v, focus: null };
  it.each([
    ['Is Frituur No. 1 open op zondag?', 'V2'],
    ['how do i get to gioji from kyoto station', 'V3'],
    ['ok what about parking at chef tonys', 'V4'],
    ['Hebben ze in da klokhuis ook iets vegetarisch?', 'V5'],
    ['Dat eerste, hebben die nog plaats vrijdag?', 'V1'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('reads "sa isa" as the other of two', () => {
    const two = v.slice(0, 2);
    expect(
      resolve('mahal pala, dun na lang kami sa isa', {
        alternatives: two,
        recentVenues: two,
        focus: { placeId: 'V1', name: 'Frites Atelier' },
      }),
    ).toBe('V2');
  });
  it('reads a landmark after "malapit sa" as no new venue', () => {
    expect(resolve('yan ba malapit sa Binondo Church?', { ...patch, focus: { placeId: 'V1', name: 'Frites Atelier' } })).toBe('V1');
  });
  it.each(['Alin dyan ang pinaka-highly rated?', 'Den hoogst gescoorde, is dat ver van de Markt?'])('reads a rating pick: %s', (text) => {
    expect(resolve(text, { focus: null })).toBe('P2');
  });
  it('reads "the thing I asked earlier re the subway" as that earlier question', () => {
    const turns = new Map([
      [0, 'is the subway easy from the airport?'],
      [1, 'lobster rolls in the north end'],
      [2, 'the first one, do they take reservations?'],
    ]);
    const r = resolveReferences({
      text: 'fine, skip it. about the thing I asked earlier re the subway - does it go to the airport?',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, messy typing', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each([
    ['the last 1 pls', 'P10'],
    ['ung pngalawa mgkno?', 'P2'],
    ['hoe kom ik doar', 'P2'],
  ])('%s', (text, id) => {
    expect(resolve(text, focused)).toBe(id);
  });
  it('keeps "the last 2 days" a stretch of time', () => {
    expect(resolve('what did we do the last 2 days', { focus: null })).toBe(null);
  });
  it('reads "ung mura" as the cheap one', () => {
    const two: RememberedVenue[] = [
      { placeId: 'C1', name: 'Sariwon', priceLevel: 'expensive', turn: 0 },
      { placeId: 'C2', name: 'Yakimix', priceLevel: 'inexpensive', turn: 0 },
    ];
    expect(resolve('ung mura n lng', { alternatives: two, recentVenues: two, focus: null })).toBe('C2');
  });
});

describe('resolveReferences, blind37-41 classes', () => {
  const pick = (text: string, venues: RememberedVenue[], focus: { placeId: string; name: string } | null = null) =>
    resolve(text, { alternatives: venues, recentVenues: venues, focus });
  it('"franklins line is crazy long right?": a possessive typed without its apostrophe', () => {
    const bbq: RememberedVenue[] = [
      { placeId: 'F', name: 'Franklin Barbecue', turn: 0 },
      { placeId: 'M', name: 'Micklethwait Craft Meats', turn: 0 },
    ];
    expect(pick('franklins line is crazy long right? hw early shld i go', bbq)).toBe('F');
  });
  it('"ugh ok wat abt ramiro": texting "wat abt" before a name', () => {
    const fish: RememberedVenue[] = [
      { placeId: 'R', name: 'Cervejaria Ramiro', turn: 0 },
      { placeId: 'A', name: 'Marisqueira Azul', turn: 0 },
    ];
    expect(pick('ugh ok wat abt ramiro', fish)).toBe('R');
  });
  it('"En bij jopen?": a Dutch compound name typed without its head', () => {
    const beer: RememberedVenue[] = [
      { placeId: 'J', name: 'Jopenkerk', turn: 0 },
      { placeId: 'U', name: 'Uiltje Brewery', turn: 0 },
    ];
    expect(pick('En bij jopen, kun je daar ook eten?', beer, { placeId: 'U', name: 'Uiltje Brewery' })).toBe('J');
  });
  it('"en den frituur": a Flemish article before a kind', () => {
    const gent: RememberedVenue[] = [
      { placeId: 'K', name: "'t Klokhuys", category: 'belgisch', turn: 0 },
      { placeId: 'F', name: 'Frituur Bij Filip', category: 'frituur', turn: 0 },
    ];
    expect(pick('en den frituur, hebben die ook stoofvleessaus', gent, { placeId: 'K', name: "'t Klokhuys" })).toBe('F');
  });
  it('"Dat jazzconcert": a compound whose head is the kind and whose stem is in the name', () => {
    const rdam: RememberedVenue[] = [
      { placeId: 'J', name: 'Jazz in De Doelen', category: 'concert', turn: 0 },
      { placeId: 'M', name: 'Fenix', category: 'museum', turn: 0 },
      { placeId: 'K', name: 'Kunsthal', category: 'museum', turn: 0 },
    ];
    expect(pick('Dat jazzconcert, is dat zaterdag of zondag?', rdam)).toBe('J');
  });
  it('"En d\'andere": Flemish d\' for de', () => {
    const markets: RememberedVenue[] = [
      { placeId: 'B', name: 'Bloemenmarkt Kouter', turn: 0 },
      { placeId: 'R', name: 'Rommelmarkt Sint-Jacobs', turn: 0 },
    ];
    expect(pick("En d'andere, tot hoe laat is die open?", markets, { placeId: 'B', name: 'Bloemenmarkt Kouter' })).toBe('R');
  });
  it('"the one in the market" for an address on the Mercato Centrale', () => {
    const tripe: RememberedVenue[] = [
      { placeId: 'N', name: 'Da Nerbone', address: 'Mercato Centrale, San Lorenzo, Florence', turn: 0 },
      { placeId: 'T', name: "L'Antico Trippaio", address: 'Piazza dei Cimatori, Florence', turn: 0 },
    ];
    expect(pick('the one in the market, what days is it open?', tripe)).toBe('N');
  });
  it('"terug in Den Haag" is no kind "haag"', () => {
    const museums: RememberedVenue[] = [
      { placeId: 'K', name: 'Kunstmuseum Den Haag', category: 'museum', turn: 0 },
      { placeId: 'M', name: 'Mauritshuis', category: 'museum', turn: 0 },
    ];
    expect(pick("'s Avonds zijn we terug in Den Haag. Waar kunnen we lekker Indonesisch eten?", museums)).toBe(null);
  });
});

describe('resolveReferences, a few more everyday forms', () => {
  it('"yung talagang malapit sa Gran Via" is the one on Gran Via', () => {
    expect(resolve('yung talagang malapit sa gran via?', { focus: null })).toBe('P2');
  });
  it('"ano pala yung sinabi ko sa umpisa" is the first question', () => {
    expect(resolve('ok thanks, ano pala yung sinabi ko sa umpisa')).toBe('turn:0');
  });
});
