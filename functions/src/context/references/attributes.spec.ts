// Resolver specs: a venue by price, rating, place or description.
import { describe, expect, it } from 'vitest';
import { type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { context, earlier, list, resolve, withList } from './spec-fixture';

describe('resolveReferences', () => {
  it('reads Dutch and Tagalog rating words with their spacing variants', () => {
    expect(resolve('en de hoogst gewaardeerde?')).toBe('P2');
    expect(resolve('anong pinaka mataas na rating')).toBe('P2');
    expect(resolve('yung pinaka mura')).toBe('P3');
    expect(resolve("welke scoort daarvan 't hoogst?")).toBe('P2');
    expect(resolve('welke van deze scoren er het best?')).toBe('P2');
    expect(resolve('scoort die ook goed?')).toBeNull();
    // "the best way" in Dutch is no rating: "hoe komen wij daar het beste vanaf de cruiseterminal?"
    expect(resolve('Hoe komen wij daar het beste vanaf de cruiseterminal?')).not.toBe('P2');
    expect(resolve('welke is het beste?')).toBe('P2');
  });

  it('matches a whole word of an address before the start of a longer one', () => {
    const markets: RememberedVenue[] = [
      { placeId: 'M1', name: 'IJ-Hallen', address: 'NDSM-plein, Amsterdam-Noord', turn: 0 },
      { placeId: 'M2', name: 'Noordermarkt Zaterdag', address: 'Noordermarkt, Jordaan', turn: 0 },
    ];
    expect(resolve('die in noord, hoe kom ik daar?', { alternatives: markets })).toBe('M1');
  });

  it.each([
    ['de Thaise, is die pittig?', 'P4'],
    ['en de Italiaanse?', 'P5'],
    ['die Franse lijkt me leuk', 'P3'],
    ['the Peruvian one', 'P1'],
    ['yung pinakamura, may aircon?', 'P3'],
    ['de duurste dan', 'P2'],
    ['alin ang pinakamataas ang rating', 'P2'],
    ['which one has the lowest prices?', 'P3'],
    ['which one is the lowest-priced?', 'P3'],
    ['welke heeft de laagste prijzen?', 'P3'],
  ])('matches cuisine adjectives, price and rating words to the list: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it.each([
    ['that Lavapiés place, do they do lunch?', 'P1'],
    ['the La Latina one', 'P4'],
    ['yung sa Malasaña, bukas ba?', 'P2'],
    ['die in La Latina, hoe laat gaat die open?', 'P4'],
    ['the one in Lavapiés', 'P1'],
    ['that place in Lavapiés, how late is it open?', 'P1'],
    ['this one on Gran Via, any vegan dishes?', 'P2'],
  ])('resolves a district of an address to the venue there: %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });
});

describe('resolveReferences, the most popular', () => {
  it.each(['yung pinakasikat?', 'de populairste?', 'which is the most popular'])('reads "%s" as the highest rated', (text) => {
    expect(resolve(text, { focus: null })).toBe('P2');
  });
});

describe('resolveReferences, initials, streets and kinds of two words', () => {
  const nyc = [
    { placeId: 'N1', name: 'Hudson Bagel Co.', category: 'bagel shop', address: '201 Hudson St, Tribeca, New York', turn: 0 },
    { placeId: 'N2', name: 'Orchard Street Bagels', category: 'bagel shop', address: '62 Orchard St, Lower East Side, New York', turn: 0 },
    { placeId: 'N3', name: 'Murray Hill Bagelry', category: 'bagel bar', address: '340 3rd Ave, Murray Hill, New York', turn: 0 },
  ];
  const patch = { alternatives: nyc, recentVenues: nyc, focus: null };
  it('reads capitals as the initials of a district', () => {
    expect(resolve('the LES one opens at what time', patch)).toBe('N2');
  });
  it('reads a street typed whole as the venue on it', () => {
    expect(resolve('ok what about orchard st', patch)).toBe('N2');
  });
  it('reads a kind of two words said whole', () => {
    expect(resolve('the bagel bar, is there seating?', patch)).toBe('N3');
  });
  it('takes "mijn eerste vraag ... voor X" as the first question, not the one before X', () => {
    const turns = new Map([
      [0, 'winkels open op zondag?'],
      [1, 'vlaai in Wyck?'],
      [2, 'grotten in Valkenburg?'],
    ]);
    const r = resolveReferences({
      text: 'Terug naar mijn eerste vraag: geldt dat ook voor Valkenburg?',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, price and rating in more words', () => {
  it.each([
    ['the budget option', 'P3'],
    ['the splurge one', 'P2'],
    ['the best reviewed', 'P2'],
    ['de minst dure graag', 'P3'],
    ['de voordeligste?', 'P3'],
    ['het prijzigste, moet ik reserveren?', 'P2'],
  ])('%s', (text, id) => {
    expect(resolve(text, { alternatives: list.slice(0, 5) })).toBe(id);
  });
  it('compares within the kind the message names', () => {
    const seafood: RememberedVenue[] = [
      { placeId: 'S1', name: 'Breakwater', category: 'seafood restaurant', priceLevel: 'moderate', turn: 0 },
      { placeId: 'S2', name: 'Netty', category: 'batchoy stall', priceLevel: 'inexpensive', turn: 0 },
      { placeId: 'S3', name: 'Tatay', category: 'seafood restaurant', priceLevel: 'expensive', turn: 0 },
    ];
    expect(resolve('yung mas mura sa dalawang seafood', { alternatives: seafood, recentVenues: seafood })).toBe('S1');
    expect(resolve('the cheapest one', { alternatives: seafood, recentVenues: seafood })).toBe('S2');
  });
});

describe('resolveReferences, asking for something cheaper', () => {
  it.each(['anything cheaper?', 'any cheaper options?', 'wala bang mas mura?', 'may mas mura pa ba?', 'iets goedkopers?'])(
    '%s asks for other places',
    (text) => {
      expect(resolve(text, { focus: null })).toBeNull();
    },
  );
  it('still picks with "which one is cheaper?"', () => {
    expect(resolve('which one is cheaper?', { focus: null, alternatives: list.slice(0, 2) })).toBe('P1');
  });
});

describe('resolveReferences, a comparative with a place that leaves one venue', () => {
  const nola: RememberedVenue[] = [
    {
      placeId: 'N1',
      name: "Dooky Chase's",
      category: 'creole restaurant',
      address: '2301 Orleans Ave, Tremé, New Orleans',
      priceLevel: 'moderate',
      turn: 0,
    },
    {
      placeId: 'N2',
      name: "Mother's",
      category: 'cajun restaurant',
      address: '401 Poydras St, CBD, New Orleans',
      priceLevel: 'inexpensive',
      turn: 0,
    },
    {
      placeId: 'N3',
      name: "Commander's Palace",
      category: 'fine dining',
      address: '1403 Washington Ave, Garden District, New Orleans',
      priceLevel: 'very expensive',
      turn: 0,
    },
  ];
  const patch = { alternatives: nola, recentVenues: nola, focus: null };
  it.each([
    ['is the fancy one in the garden district worth it?', 'N3'],
    ['the pricey one in tremé, do they do takeout?', 'N1'],
    ['the pricey one', 'N3'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, rating and place in Dutch', () => {
  const utrecht: RememberedVenue[] = [
    { placeId: 'U1', name: 'Koffie & Ik', category: 'cafe', address: 'Twijnstraat', rating: 4.6, turn: 0 },
    { placeId: 'U2', name: 'Village Coffee', category: 'cafe', address: 'Voorstraat', rating: 4.5, turn: 0 },
    { placeId: 'U3', name: 'Bagels & Beans', category: 'cafe', address: 'Stationsplein', rating: 4.1, turn: 0 },
    { placeId: 'U4', name: 'Broei', category: 'cafe', address: 'Domplein', rating: 4.4, turn: 0 },
  ];
  const patch = { alternatives: utrecht, recentVenues: utrecht, focus: { placeId: 'U3', name: 'Bagels & Beans' } };
  it.each([
    ['die met 4,4?', 'U4'],
    ['the one with 4.5?', 'U2'],
    ['die vlak bij de Dom?', 'U4'],
    ['het café aan het Domplein?', 'U4'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, price words in Tagalog and Dutch', () => {
  const gent: RememberedVenue[] = [
    { placeId: 'G1', name: 'Publiek', category: 'fine dining', priceLevel: 'very expensive', turn: 0 },
    { placeId: 'G2', name: 'Soup Lounge', category: 'soep', priceLevel: 'inexpensive', turn: 0 },
    { placeId: 'G3', name: 'Pakhuis', category: 'brasserie', priceLevel: 'moderate', turn: 0 },
  ];
  const patch = { alternatives: gent, recentVenues: gent, focus: null };
  it.each([
    ['yung budget, may kasama bang almusal?', 'G2'],
    ['yung sosyal, kailangan ba ng reservation?', 'G1'],
    ['die sjieke, hoeveel kost een menu?', 'G1'],
    ['en de goedkope?', 'G2'],
    ['dat soepbarretje, hebben ze ook brood?', 'G2'],
    ['yung hindi masyadong mahal?', null],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, Dutch and Tagalog words for an English description', () => {
  const ubud: RememberedVenue[] = [
    { placeId: 'U1', name: 'Warung Biah Biah', category: 'balinese warung', turn: 0 },
    { placeId: 'U2', name: 'Sari Organik', category: 'organic warung with rice field view', turn: 0 },
    { placeId: 'U3', name: 'Warung Ibu Oka', category: 'babi guling warung', turn: 0 },
  ];
  it.each(['Die met uitzicht op de rijstvelden, is die duur?', 'yung may tanawin ng palayan'])('%s', (text) => {
    expect(resolve(text, { alternatives: ubud, recentVenues: ubud, focus: null })).toBe('U2');
  });
});

describe('resolveReferences, a comparative leading what is asked', () => {
  const clubs: RememberedVenue[] = [
    { placeId: 'A', name: "Antone's Nightclub", category: 'live music venue', priceLevel: 'moderate', rating: 4.6, turn: 0 },
    { placeId: 'B', name: 'The Continental Club', category: 'bar', priceLevel: 'moderate', rating: 4.7, turn: 0 },
    { placeId: 'C', name: "C-Boy's Heart & Soul", category: 'bar', priceLevel: 'inexpensive', rating: 4.6, turn: 0 },
  ];
  const patch = { alternatives: clubs, recentVenues: clubs, focus: { placeId: 'A', name: "Antone's Nightclub" } };
  it.each([
    ['which of those is the cheapest night out?', 'C'],
    ['which is the best rated night out?', 'B'],
  ])('%s: the comparative picks; "night" is no part of a name', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, Dutch adjectives for what a category says in English', () => {
  it('"De biologische, hebben die glutenvrij?" picks the organic place', () => {
    const brunch: RememberedVenue[] = [
      { placeId: 'U1', name: 'Bij Ons', category: 'brunch', turn: 0 },
      { placeId: 'U2', name: 'Gys', category: 'organic', turn: 0 },
    ];
    expect(resolve('De biologische, hebben die glutenvrij?', { alternatives: brunch, recentVenues: brunch, focus: null })).toBe('U2');
  });
});

describe('resolveReferences, Dutch "die van <street>"', () => {
  it('"Is die van de Prinsengracht duur?" picks the one on that street, not the one in focus', () => {
    const pancakes: RememberedVenue[] = [
      { placeId: 'K1', name: 'Pancakes Amsterdam', address: 'Berenstraat 38', turn: 0 },
      { placeId: 'K2', name: 'The Pancake Bakery', address: 'Prinsengracht 191', turn: 0 },
    ];
    expect(
      resolve('Is die van de Prinsengracht duur?', {
        alternatives: pancakes,
        recentVenues: pancakes,
        focus: { placeId: 'K1', name: 'Pancakes Amsterdam' },
      }),
    ).toBe('K2');
  });
});

describe('resolveReferences, a description the data cannot check, then a place', () => {
  const hk: RememberedVenue[] = [
    { placeId: 'H1', name: 'Tim Ho Wan', category: 'dim sum', address: 'Sham Shui Po', turn: 0 },
    { placeId: 'H2', name: 'Lung King Heen', category: 'cantonese', address: 'Four Seasons, Central', turn: 0 },
    { placeId: 'H3', name: 'One Dim Sum', category: 'dim sum', address: 'Prince Edward', turn: 0 },
  ];
  const patch = { alternatives: hk, recentVenues: hk, focus: null };
  it('lets the place pick: "the michelin one at the four seasons, do they need a jacket"', () => {
    expect(resolve('the michelin one at the four seasons, do they need a jacket', patch)).toBe('H2');
  });
  it('still picks nothing on the description alone: "the michelin one"', () => {
    expect(resolve('the michelin one', patch)).toBeNull();
  });
});

describe('resolveReferences, a description that fits the venue compared against too', () => {
  const gigs: RememberedVenue[] = [
    { placeId: 'G1', name: "Ronnie Scott's", category: 'jazz club', address: 'Soho', turn: 0 },
    { placeId: 'G2', name: 'Jazz Cafe', category: 'live music', address: 'Camden', turn: 0 },
    { placeId: 'G3', name: 'The Windmill', category: 'indie venue', address: 'Brixton', turn: 0 },
  ];
  const patch = { alternatives: gigs, recentVenues: gigs, focus: { placeId: 'G3', name: 'The Windmill' } };
  it('picks the other: "ok and is the jazz one cheaper than ronnie scott\'s?"', () => {
    expect(resolve("ok and is the jazz one cheaper than ronnie scott's?", patch)).toBe('G2');
  });
  it('still picks nothing on "is the jazz one open late?"', () => {
    expect(resolve('is the jazz one open late?', patch)).toBeNull();
  });
});

describe('resolveReferences, a description that runs into the question without a comma', () => {
  const montreal: RememberedVenue[] = [
    { placeId: 'M1', name: 'La Banquise', category: 'poutine', address: '994 Rue Rachel E, Plateau-Mont-Royal', turn: 0 },
    { placeId: 'M2', name: 'Patati Patata', category: 'diner', address: '4177 Boul St-Laurent', turn: 0 },
    { placeId: 'M3', name: 'Au Pied de Cochon', category: 'quebecois', address: '536 Av Duluth E', turn: 0 },
  ];
  it('lets its first words pick: "the one on duluth is the foie gras poutine a real thing"', () => {
    expect(
      resolve('the one on duluth is the foie gras poutine a real thing', { alternatives: montreal, recentVenues: montreal, focus: null }),
    ).toBe('M3');
  });
});

describe('resolveReferences, a place in a description typed with a slip', () => {
  const rotterdam: RememberedVenue[] = [
    { placeId: 'R1', name: 'Bird', category: 'jazz club', address: 'Raampoortstraat 24', turn: 0 },
    { placeId: 'R2', name: 'Verhalenhuis', category: 'podium', address: 'Katendrecht', turn: 0 },
  ];
  it('picks by the address: "Die in Katenrecht, wie speelt daar zaterdag?"', () => {
    expect(resolve('Die in Katenrecht, wie speelt daar zaterdag?', { alternatives: rotterdam, recentVenues: rotterdam, focus: null })).toBe(
      'R2',
    );
  });
});

describe('resolveReferences, a two-letter word is matched whole only', () => {
  it('"the one that claims it invented al pastor" is the venue the reply said it of, not the one on "Álvaro Obregón"', () => {
    const tacos = [
      { placeId: 'T1', name: 'Taquería Norte', category: 'taqueria', address: 'Av. Álvaro Obregón 12, Roma Norte', turn: 0 },
      { placeId: 'T2', name: 'El Fogón', category: 'taqueria', address: 'Calle Tonalá 5, Roma Norte', turn: 0 },
      { placeId: 'T3', name: 'Los Compas', category: 'taqueria', address: 'Calle Jalapa 9, Roma Sur', turn: 0 },
    ];
    const reply = '1. Taquería Norte - open late\n2. El Fogón - says it invented al pastor\n3. Los Compas - cash only';
    const r = resolveReferences({
      text: 'the one that claims it invented al pastor, true?',
      context: { ...context, alternatives: tacos, recentVenues: tacos, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => reply,
    });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'T2' });
  });
});

describe('resolveReferences, "may mas mura pang ..." asks for other places', () => {
  it('picks no cheapest listed venue', () => {
    expect(resolve('sa buong Madrid na lang, baka may mas mura pang tapas')).toBeNull();
  });
});

describe('resolveReferences, two comparatives', () => {
  const noodles: RememberedVenue[] = [
    { placeId: 'N1', name: 'Lin Dong Fang Beef Noodles', category: 'noodle shop', priceLevel: 'inexpensive', rating: 4.4, turn: 0 },
    { placeId: 'N2', name: 'Yong Kang Beef Noodle', category: 'noodle shop', priceLevel: 'moderate', rating: 4.2, turn: 0 },
    { placeId: 'N3', name: 'Liu Shandong Beef Noodles', category: 'noodle shop', priceLevel: 'inexpensive', rating: 4.3, turn: 0 },
  ];
  const patch = { alternatives: noodles, recentVenues: noodles, focus: null };
  it('"yung mura pero mataas rating": the better rated of the two cheapest', () => {
    expect(resolve('yung mura pero mataas rating', patch)).toBe('N1');
    expect(resolve('de goedkoopste met de beste score?', patch)).toBe('N1');
  });
  it('one comparative that ties still picks nothing', () => {
    expect(resolve('yung mura?', patch)).toBeNull();
  });
});

describe('resolveReferences, descriptions in other words than the data', () => {
  const cafes: RememberedVenue[] = [
    { placeId: 'C1', name: 'Kape Kalye', category: 'cafe', address: 'Maginhawa St, Quezon City', turn: 0 },
    { placeId: 'C2', name: 'Bean Counter Maginhawa', category: '24-hour cafe', address: 'Maginhawa St, Quezon City', turn: 0 },
    { placeId: 'C3', name: 'Asiatique The Riverfront', category: 'night market', address: 'Charoen Krung Rd, Bangkok', turn: 0 },
  ];
  const patch = { alternatives: cafes, recentVenues: cafes, focus: null };
  it('"the 24h one" is the 24-hour cafe, "the riverside one" the one on the riverfront', () => {
    expect(resolve('ok ill go to the 24h one then', patch)).toBe('C2');
    expect(resolve('the riverside one sounds nice', patch)).toBe('C3');
  });
});

describe('resolveReferences, a venue described in Dutch or Tagalog while the list says it in English', () => {
  const venues = (...named: [string, string][]): RememberedVenue[] =>
    named.map(([name, category], i) => ({ placeId: `E${i + 1}`, name, category, turn: 0 }));
  it.each([
    [
      'de bloemenmarkt, hoe vroeg moet ik er zijn?',
      venues(['Spitalfields Market', 'market'], ['Columbia Road Flower Market', 'market'], ['Borough Market', 'food market']),
      'E2',
    ],
    [
      'de nachtsafari, is dat de moeite?',
      venues(['Night Safari', 'nachtdierentuin'], ['Garden Rhapsody', 'lichtshow'], ['Clarke Quay', 'uitgaansgebied']),
      'E1',
    ],
    [
      'en het filosofenpad, hoe lang is die wandeling',
      venues(['Maruyama-koen', 'park'], ["Philosopher's Path", 'canal walk'], ['Heian Jingu Shinen', 'shrine garden']),
      'E2',
    ],
    [
      'de wandeltour, hoe lang duurt die?',
      venues(['Architecture River Cruise', 'boat tour'], ['Wendella Tour', 'boat tour'], ['Architecture Walking Tour', 'walking tour']),
      'E3',
    ],
    [
      'da chocolademuseum, is da leuk voor kinders?',
      venues(['Groeningemuseum', 'art museum'], ['Historium', 'museum'], ['Choco-Story', 'chocolate museum']),
      'E3',
    ],
    [
      'die met wereldmuziek, wie speelt daar zaterdag?',
      venues(['Handelsbeurs', 'concert hall'], ['Viernulvier', 'arts centre'], ['De Centrale', 'world music venue']),
      'E3',
    ],
    [
      'yung may agila',
      venues(
        ['Eden Nature Park', 'nature park'],
        ['Philippine Eagle Center', 'wildlife center'],
        ['Malagos Chocolate Museum', 'chocolate museum'],
      ),
      'E2',
    ],
  ])('%s', (text, list, expected) => {
    expect(resolve(text, withList(list))).toBe(expected);
  });
  it('points at nothing with a thing of the place, a place gone to, or a word the list does not say', () => {
    const list = venues(['De Fabriek aan Zee', 'strandpaviljoen'], ['Smit Watersport', 'boat rental'], ['Fenix Food Factory', 'food hall']);
    expect(resolve('hoe warm is het zeewater daar eigenlijk in juni?', withList(list))).toBeNull();
    expect(resolve('top. en een restaurantje aan het water voor de lunch?', withList(list), true)).toBeNull();
    expect(resolve('ok bedankt, ik ga eerst naar de markthal', withList(list))).toBeNull();
    expect(
      resolve('de bloemenmarkt, is die op zondag?', withList(venues(['Spitalfields Market', 'market'], ['Borough Market', 'food market']))),
    ).toBeNull();
  });
  it("reads a place's own name as a name and a word in English only whole", () => {
    const list: RememberedVenue[] = [
      { placeId: 'K1', name: 'Ramen Kuroda', category: 'ramen', address: 'East Capitol Drive, Kapitolyo, Pasig', turn: 0 },
      { placeId: 'K2', name: 'Ippudo', category: 'ramen', address: 'Capitol Commons, Pasig', turn: 0 },
    ];
    expect(resolve('sige yung sa kapitolyo', withList(list))).toBe('K1');
    const bakers: RememberedVenue[] = [
      { placeId: 'B1', name: 'Café Sjiek', category: 'eetcafé', address: 'Sint Pieterstraat 13, Maastricht', turn: 0 },
      { placeId: 'B2', name: 'Bisschopsmolen', category: 'bakkerij', address: 'Stenebrug 1-3, Maastricht', turn: 0 },
    ];
    expect(resolve('is dat niet die met die bekende vlaai?', withList(bakers))).not.toBe('B1');
  });
});

describe('resolveReferences, the one at the middle price level', () => {
  const priced = (...levels: ('inexpensive' | 'moderate' | 'expensive')[]): RememberedVenue[] =>
    levels.map((priceLevel, i) => ({ placeId: `M${i + 1}`, name: `Place ${i + 1}`, category: 'seafood', priceLevel, turn: 0 }));
  it.each(['the moderate one pls, do i need to book', 'the mid range one, is it spicy?', 'parang mahal yung dalawa, yung moderate lang'])(
    '%s',
    (text) => {
      expect(resolve(text, withList(priced('expensive', 'moderate', 'inexpensive')))).toBe('M2');
    },
  );
  it('picks none when two are moderate', () => {
    expect(resolve('the moderate one pls', withList(priced('moderate', 'moderate', 'expensive')))).toBeNull();
  });
});

describe('resolveReferences, "the lowest cover" is the cheapest', () => {
  it('picks the inexpensive bar', () => {
    const list: RememberedVenue[] = [
      { placeId: 'J1', name: 'Pit Inn', category: 'jazz bar', priceLevel: 'expensive', turn: 0 },
      { placeId: 'J2', name: 'DUG', category: 'jazz bar', priceLevel: 'inexpensive', turn: 0 },
      { placeId: 'J3', name: 'Shinjuku Pit', category: 'jazz bar', priceLevel: 'moderate', turn: 0 },
    ];
    expect(
      resolve('which one has the lowest cover', { recentVenues: list, alternatives: list, focus: undefined, earlierFocus: undefined }),
    ).toBe('J2');
  });
});
