// Resolver specs: mixed cases from blind test sets (blind8 to blind19) and own sentences.
import { describe, expect, it } from 'vitest';
import { type ConversationContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { context, earlier, list, resolve } from './spec-fixture';

describe('resolveReferences', () => {
  it('reads blind8 classes: "that first one", lowest rating, Dutch comparatives, a number opening a name, two names', () => {
    expect(resolve('ok what about that first one?')).toBe('P1');
    expect(resolve('pls read this first, is Sakura Tei the better pick?')).toBe('P2');
    expect(resolve('Alin ang may pinakamababang rating?', { alternatives: list.slice(0, 5) })).toBe('P5');
    expect(resolve('Welke is de goedkopere van de twee?', { alternatives: list.slice(0, 2) })).toBe('P1');
    const laksa: RememberedVenue[] = [
      { placeId: 'L1', name: '328 Katong Laksa', turn: 0 },
      { placeId: 'L2', name: 'Janggut Laksa', turn: 0 },
    ];
    expect(resolve('328, do they open for breakfast?', { alternatives: laksa, recentVenues: laksa })).toBe('L1');
    expect(resolve('Casa Lima heb ik al eens gehad. Wat vind je van Sakura Tei?')).toBe('P2');
    expect(resolve('Hoe zit het in Leuven?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });

  describe('classes from the second blind set, with new sentences', () => {
    const spots: RememberedVenue[] = [
      {
        placeId: 'S1',
        name: "Mario's Trattoria",
        category: 'trattoria',
        address: 'Via Roma 2, Centro, Bologna',
        priceLevel: 'moderate',
        rating: 4.2,
        turn: 0,
      },
      {
        placeId: 'S2',
        name: 'Galleria Civica',
        category: 'museum',
        address: 'Elm Ave, Old Town, Bologna',
        priceLevel: 'inexpensive',
        rating: 4.5,
        turn: 0,
      },
      {
        placeId: 'S3',
        name: 'Museo del Mare',
        category: 'museum',
        address: 'Harbor Rd, District 7, Bologna',
        priceLevel: 'moderate',
        rating: 4.0,
        turn: 0,
      },
      {
        placeId: 'S4',
        name: 'Forno Bruno',
        category: 'bakery',
        address: 'Zuidstraat 4, District 17, Bologna',
        priceLevel: 'expensive',
        rating: 3.8,
        turn: 0,
      },
    ];
    const here = (text: string, patch: Partial<ConversationContext> = {}) =>
      resolve(text, { recentVenues: spots, alternatives: spots, focus: null, ...patch });

    it.each([
      ["mario's does takeaway right?", 'S1'],
      ['is the museum on harbor rd open mondays', 'S3'],
      ['welke is het duurst?', 'S4'],
      ['welke is het goedkoopst', 'S2'],
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

    it('reads Dutch "er" as the single venue in view, but not "zijn er" or "is er"', () => {
      const one = { recentVenues: spots.slice(0, 1), alternatives: spots.slice(0, 1) };
      expect(here('Kan ik er met de pin betalen?', one)).toBe('S1');
      expect(here('zijn er nog andere opties?', one)).toBeNull();
    });

    it('resolves nothing for weather, "loving it" and similar small talk', () => {
      const focus = { focus: { placeId: 'S2', name: 'Galleria Civica' } };
      expect(here('how warm is it there in october, shorts ok?', focus)).toBeNull();
      expect(here('what is the weather like there next week', focus)).toBeNull();
      expect(here('thanks, really enjoying it so far', focus)).toBeNull();
    });

    it('finds the turn before or after a topic', () => {
      expect(resolve('what did I ask before the brunch question?')).toBe('turn:1');
      expect(resolve('what did I ask after the metro question')).toBe('turn:2');
    });
  });

  describe('bare ordinals, place words, kinds, superlatives and pointers (own sentences)', () => {
    const row: RememberedVenue[] = [
      {
        placeId: 'R1',
        name: 'Warung Sari',
        category: 'warung',
        address: 'Jl. Bisma, Padangtegal, Ubud',
        priceLevel: 'inexpensive',
        rating: 4.2,
        turn: 0,
      },
      {
        placeId: 'R2',
        name: 'Museo Kalinga',
        category: 'museum',
        address: 'Oudegracht, Wijk C, Utrecht',
        priceLevel: 'free',
        rating: 4.8,
        turn: 0,
      },
      {
        placeId: 'R3',
        name: 'Trzy Kolory',
        category: 'restaurant',
        address: 'Józefa, Podgórze, Kraków',
        priceLevel: 'expensive',
        rating: 4.4,
        turn: 0,
      },
      {
        placeId: 'R4',
        name: 'Blijdorp Dierenpark',
        category: 'zoo',
        address: 'Van Aerssenlaan, Blijdorp, Rotterdam',
        priceLevel: 'very expensive',
        rating: 4.5,
        turn: 0,
      },
      {
        placeId: 'R5',
        name: 'Talipapa ng Bayan',
        category: 'market',
        address: 'Coastal Rd, Parañaque',
        priceLevel: 'moderate',
        rating: 3.9,
        turn: 0,
      },
    ];
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

    it.each([
      ['which one was on jl bisma?', 'R1'],
      ["which one's in podgorze", 'R3'],
      ['welke ligt in blijdorp?', 'R4'],
      ['alin ang nasa coastal road?', 'R5'],
      ['the one near the oudegracht, wijk c i guess', 'R2'],
    ])('matches a lower-case street or district against addresses, without accents or abbreviations: %s', (text, id) => {
      expect(at(text)).toBe(id);
    });

    it.each([
      ['the museum, is it wheelchair friendly?', 'R2'],
      ['Is de dierentuin open op maandag?', 'R4'],
      ['yung palengke, may parking ba?', 'R5'],
      ['the restaurant one, do they take cards', 'R3'],
      ['Hoe laat sluit het museum?', 'R2'],
      ['that zoo looks fun', 'R4'],
    ])('picks the one listed venue of the kind an article names: %s', (text, id) => {
      expect(at(text)).toBe(id);
    });

    it('does not pick by kind when two listed venues share it or the user looks for more', () => {
      const twoMuseums = [...row, { placeId: 'R6', name: 'Rijksmuseum Twenthe', category: 'museum', turn: 0 }];
      expect(at('the museum, is it open late?', { recentVenues: twoMuseums, alternatives: twoMuseums })).toBeNull();
      expect(at('we love the zoo thing, any zoos outside the city?', {}, true)).toBeNull();
    });

    it.each([
      ['Welke heeft de beste score?', 'R2'],
      ['which has the highest score', 'R2'],
      ['welke is gratis?', 'R2'],
      ['which ones are free?', 'R2'],
      ['alin ang libre?', 'R2'],
      ['the cheaper one in blijdorp or podgorze?', 'R3'],
    ])('picks by rating, a free price and a comparative within the district named: %s', (text, id) => {
      expect(at(text)).toBe(id);
    });

    it('takes "the other one" relative to the venue just named', () => {
      const pair = row.slice(0, 2);
      expect(at('Warung Sari looks nice. and the other one?', { recentVenues: pair, alternatives: pair })).toBe('R2');
      expect(at('Museo Kalinga klinkt goed, en de andere?', { recentVenues: pair, alternatives: pair })).toBe('R1');
    });

    it('reads pointers at the focus in price and distance questions, but not small talk about the city', () => {
      const focus = { focus: { placeId: 'R3', name: 'Trzy Kolory' } };
      expect(at('magkano yun per tao kung may wine?', focus, true)).toBe('R3');
      expect(at('is the old town square far from there?', focus, true)).toBe('R3');
      expect(at('paano pumunta dun from Kazimierz?', focus)).toBe('R3');
      expect(at('its so muggy here today', focus)).toBeNull();
      expect(at('En stroopwafels? Waar koop ik die?', focus)).toBeNull();
    });
  });
});

describe('resolveReferences, blind11 classes in new words', () => {
  const pair = [
    { placeId: 'L1', name: 'Leaf & Pearl', category: 'tea shop', turn: 0 },
    { placeId: 'L2', name: 'Churros Co', category: 'churreria', turn: 0 },
    { placeId: 'L3', name: 'Cha Cha Brew', category: 'milk tea shop', turn: 0 },
  ];
  const patch = { alternatives: pair, recentVenues: pair, focus: null };
  it('reads "and" for a name\'s "&"', () => {
    expect(resolve('sige sa leaf and pearl na kami', patch)).toBe('L1');
  });
  it('reads "<kind> place" opening the message', () => {
    expect(resolve('churreria place sounds good lol, how far is it', patch)).toBe('L2');
  });
  it('reads an ordinal that opens a sentence with "graag" or a full stop', () => {
    expect(resolve('Eerste graag. Hoe lang duurt de tocht?', patch)).toBe('L1');
    expect(resolve('Third. How late are they open?', patch)).toBe('L3');
    expect(resolve('First things first, where do I change money?', patch)).toBeNull();
  });
});

describe('resolveReferences, steakhouse follow-ups', () => {
  const chicago: RememberedVenue[] = [
    { placeId: 'S1', name: 'Gibsons Steakhouse', address: 'Rush St, Gold Coast', priceLevel: 'very expensive', rating: 4.6, turn: 0 },
    { placeId: 'S2', name: 'RPM Steak', address: 'Kinzie St, River North', priceLevel: 'very expensive', rating: 4.5, turn: 0 },
    { placeId: 'S3', name: "Bavette's", address: 'Kinzie St, River North', priceLevel: 'expensive', rating: 4.7, turn: 0 },
    { placeId: 'S4', name: 'Chicago Cut', address: 'LaSalle Dr', priceLevel: 'expensive', rating: 4.6, turn: 0 },
  ];
  const patch = { alternatives: chicago, recentVenues: chicago, focus: null };
  it.each([
    ["is bavettes dark inside? we're celebrating", 'S3'],
    ['which of the river north ones is cheaper?', 'S3'],
    ['not the first, the third', 'S3'],
    ['hindi na sa una, sa pangalawa na lang', 'S2'],
    ['niet de eerste maar de vierde', 'S4'],
    ['which of the river north ones has parking?', null],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, blind28 ... blind32 classes', () => {
  it.each([
    ['yung 3, magkano usually per pizza?', 'P3'],
    ['the 2?', 'P2'],
    ['yung 4.7, magkano?', 'P2'],
    ['yung 3 pax, pwede?', null],
  ])('reads a bare number after an article at a clause end as the place in the list: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it.each([
    ['ok and which one has live jazz?', 'P6'],
    ['welke heeft een terras?', null],
    ['which has the best rating', 'P2'],
  ])('reads "which one has X" as the one venue with X, and leaves a superlative to the comparative: %s', (text, id) => {
    expect(
      resolve(text, {
        focus: null,
        alternatives: [...list.slice(0, 5), { placeId: 'P6', name: 'Six', category: 'jazz bar', turn: 0 }],
        recentVenues: list.slice(0, 5),
      }),
    ).toBe(id);
  });
  it.each([
    ['ok and roughly how much is sakura per person', 'P2'],
    ['Wat kost een menu bij sakura ongeveer?', 'P2'],
  ])('reads a name word after "how much is" or before "ongeveer": %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
});

describe('resolveReferences, blind33 and blind34 classes', () => {
  const brugge: RememberedVenue[] = [
    { placeId: 'M1', name: 'De Visscherie', category: 'seafood', address: 'Vismarkt 8', priceLevel: 'expensive', turn: 0 },
    { placeId: 'M2', name: 'Quimet & Quimet', category: 'tapas bar', address: 'Poeta Cabanyes 25', priceLevel: 'moderate', turn: 0 },
    { placeId: 'M3', name: 'Huisbrouwerij Domus', category: 'brewpub', address: 'Tiensestraat 8', priceLevel: 'moderate', turn: 0 },
    {
      placeId: 'M4',
      name: 'Q at the Empress',
      category: 'restaurant',
      address: 'Government St, Inner Harbour',
      priceLevel: 'moderate',
      turn: 0,
    },
  ];
  const patch = { alternatives: brugge, recentVenues: brugge, focus: null };
  it.each([
    ['Amai. Welke is dan de duurste?', 'M1'],
    ['quimet y quimet, is it standing only?', 'M2'],
    ['Die brouwerij, hebben ze daar ook vegetarische opties?', 'M3'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('reads "the other one by the harbour" as the one there besides the venue in focus', () => {
    const two = [brugge[3], { ...brugge[0], address: 'Inner Harbour Rd' }, { ...brugge[1], address: 'Fort St' }];
    expect(
      resolve('hmm. the other one by the harbour then?', {
        alternatives: two,
        recentVenues: two,
        focus: { placeId: 'M1', name: 'De Visscherie' },
      }),
    ).toBe('M4');
  });
  it('reads Flemish "wa kost ... daar" as a price question put to the venue in focus', () => {
    expect(resolve('Wa kost ne pint daar?', { ...patch, focus: { placeId: 'M3', name: 'Huisbrouwerij Domus' } }, true)).toBe('M3');
  });
});

describe('resolveReferences, typed on a phone', () => {
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
});

describe('resolveReferences, blind15 classes', () => {
  it('reads a name word after "how late is"', () => {
    const belem: RememberedVenue[] = [
      { placeId: 'L1', name: 'Pastéis de Belém', turn: 0 },
      { placeId: 'L2', name: 'Manteigaria Belém', turn: 0 },
    ];
    expect(resolve('how late is manteigaria open on sundays?', { alternatives: belem, recentVenues: belem, focus: null })).toBe('L2');
  });
  it('names no venue with a city its name holds ("terug in Den Haag")', () => {
    const museums: RememberedVenue[] = [
      { placeId: 'K1', name: 'Kunstmuseum Den Haag', turn: 0 },
      { placeId: 'K2', name: 'Mauritshuis', turn: 0 },
    ];
    const r = resolveReferences({
      text: "'s Avonds zijn we terug in Den Haag. Waar kunnen we lekker Indonesisch eten?",
      context: { ...context, alternatives: museums, recentVenues: museums, focus: null },
      earlierTurns: earlier,
      newSearch: true,
    });
    expect(r).toBeNull();
  });
  it('reads "yung nasa palengke" as the one at the market', () => {
    const batchoy: RememberedVenue[] = [
      { placeId: 'B1', name: "Netong's", address: 'La Paz Public Market, Iloilo', turn: 0 },
      { placeId: 'B2', name: "Ted's", address: 'SM City Iloilo', turn: 0 },
    ];
    expect(resolve('yung nasa palengke, anong oras nagbubukas?', { alternatives: batchoy, recentVenues: batchoy, focus: null })).toBe('B1');
  });
  it.each(['En de laatste metro terug, hoe laat is die?', 'the last train back, when is it?'])(
    'reads the pronoun as the ride in "%s"',
    (text) => {
      expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
    },
  );
});

describe('resolveReferences, blind16/17 classes', () => {
  it('reads a dotless ı as i ("Ankara Sofrasi" for "Ankara Sofrası")', () => {
    const ist: RememberedVenue[] = [
      { placeId: 'I1', name: 'Lale Meze Evi', turn: 0 },
      { placeId: 'I2', name: 'Ankara Sofrası', turn: 0 },
    ];
    expect(resolve('is Ankara Sofrasi halal?', { alternatives: ist, recentVenues: ist, focus: null })).toBe('I2');
  });
  it('reads Flemish "\'t laatste"', () => {
    expect(resolve("En 't laatste, da's toch in Leuven?", { focus: null })).toBe('P10');
  });
  it.each([
    'Una sa lahat, salamat ha! Pangalawa, ligtas bang maglakad-lakad sa Binondo pag gabi?',
    'first of all thanks! second, is it safe at night?',
  ])('reads enumerated points as no ordinal: %s', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
  it('reads "de beste tijd" as no rating pick', () => {
    expect(resolve('Wat is eigenlijk de beste tijd om de Sint-Pietersberg te bezoeken?', { focus: null })).toBeNull();
  });
  it('picks the one venue of a kind asked for ("which of those is an actual restaurant?")', () => {
    const nola: RememberedVenue[] = [
      { placeId: 'J1', name: 'Spotted Cat', category: 'jazz club', turn: 0 },
      { placeId: 'J2', name: 'Magnolia Supper Club', category: 'restaurant', turn: 0 },
      { placeId: 'J3', name: 'Blues Hall', category: 'blues bar', turn: 0 },
    ];
    expect(
      resolve("which of those is an actual restaurant? I'd like dinner with the music", {
        alternatives: nola,
        recentVenues: nola,
        focus: null,
      }),
    ).toBe('J2');
  });
  it('finds a venue by what the user says the assistant said ("ge zei iets over ne kelder")', () => {
    const gent: RememberedVenue[] = [
      { placeId: 'K1', name: 'De Trappistenkelder', category: 'beer bar', turn: 0 },
      { placeId: 'K2', name: "'t Kanonneke", category: 'pub', turn: 0 },
    ];
    expect(resolve('Ge zei iets over ne kelder, hoe laat gaat die open?', { alternatives: gent, recentVenues: gent, focus: null })).toBe(
      'K1',
    );
  });
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

describe('resolveReferences, blind18/19 classes', () => {
  const gent: RememberedVenue[] = [
    { placeId: 'G1', name: 'Frituur Tartaar', category: 'frituur', address: 'Korenmarkt 14, Gent', turn: 0 },
    {
      placeId: 'G2',
      name: "'t Klokhuys",
      category: 'restaurant',
      address: 'Corduwaniersstraat 65, Patershol, Gent',
      priceLevel: 'moderate',
      rating: 4.6,
      turn: 0,
    },
    {
      placeId: 'G3',
      name: 'Jazzcafé De Spieghel',
      category: 'jazzcafé',
      address: 'Peperstraat 11, Groningen',
      priceLevel: 'inexpensive',
      rating: 4.1,
      turn: 0,
    },
  ];
  const patch = { alternatives: gent, recentVenues: gent, focus: null };
  it.each([
    ["Dienen in 't Patershol, kunde daar te voet naartoe?", 'G2'],
    ['En die jazzkroeg, is er vanavond live muziek?', 'G3'],
    ["which one's rated highest overall?", 'G2'],
    ['yung budget option na lang, pwede mo ba akong i-book?', 'G3'],
    ['how does tartaar compare', 'G1'],
    ['ok. pero yung Klokhuys, yun ba yung pinakaluma?', 'G2'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  const focused = { ...patch, focus: { placeId: 'G2', name: "'t Klokhuys" } };
  it.each([
    'thanks. separate thing: is the Night Safari worth it with kids?',
    'Bedankt, dat was het!',
    'is it generally safe to walk back to the hotel late at night?',
  ])('points at nothing in "%s"', (text) => {
    expect(resolve(text, focused)).toBeNull();
  });
  it('reads "yan na ang huli naming pupuntahan" as the venue in focus, not the last listed', () => {
    expect(resolve('salamat! yan na ang huli naming pupuntahan', focused)).toBe('G2');
  });
  it('reads "the tour at that place" as the venue in focus', () => {
    const porto: RememberedVenue[] = [
      { placeId: 'O1', name: "Graham's", category: 'port cellar', turn: 0 },
      { placeId: 'O2', name: 'Sandeman Cellars', category: 'cellar tour', turn: 0 },
    ];
    expect(
      resolve('how long is the tour at that place?', {
        alternatives: porto,
        recentVenues: porto,
        focus: { placeId: 'O1', name: "Graham's" },
      }),
    ).toBe('O1');
  });
  it("finds the earlier question that shares the message's words", () => {
    const turns = new Map([
      [0, 'where do I buy a viettel sim at the airport?'],
      [1, 'bun cha near the old quarter'],
      [2, 'the second one'],
      [3, 'how late is it open'],
    ]);
    const r = resolveReferences({
      text: 're what I asked earlier, is the viettel counter before or after customs?',
      context: { ...context, userTurns: 4 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});
