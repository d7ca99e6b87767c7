import { describe, expect, it } from 'vitest';
import { type ConversationContext } from './conversation-context';
import { prepare, withList } from './prepare-turn.fixture';

describe('prepareTurn keeps the location when a place only describes a venue', () => {
  const sushi = [
    { placeId: 'S1', name: 'Kaiten One', address: 'Dotonbori, Osaka', turn: 0 },
    { placeId: 'S2', name: 'Uo Shin', address: 'Umeda, Kita-ku, Osaka', turn: 0 },
    { placeId: 'S3', name: 'Harukoma', address: 'Tenma, Osaka', turn: 0 },
  ];
  const osaka: ConversationContext = { ...withList, location: 'Osaka', searchQuery: 'sushi', recentVenues: sushi, alternatives: sushi };

  it.each([
    ['the Umeda one, do they have counter seats?', 'S2'],
    ['yung sa Tenma, anong oras sila bukas?', 'S3'],
    ['die in Dotonbori, kun je daar reserveren?', 'S1'],
    ['the third, is that close to Namba?', 'S3'],
    ['de tweede, is dat ver van Shinsaibashi?', 'S2'],
  ])('keeps the known location when the message picks a venue: %s', (message, id) => {
    const turn = prepare(message, { context: osaka });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['Osaka', id]);
  });

  it.each([
    "kumain na kami sa Ted's dati, yung isa na lang. anong oras sila bukas?",
    "we ate at Ted's yesterday",
    "we've been to Ted's before",
  ])('does not take a venue named before a word of time for a place: %s', (message) => {
    expect(
      prepare(message, { context: { ...osaka, recentVenues: [...sushi.slice(0, 2), { ...sushi[2], name: "Ted's Oldtimer Sushi" }] } })
        .context.location,
    ).toBe('Osaka');
  });

  it.each([
    'is it near Hoan Kiem lake?',
    'is it close to the cathedral?',
    'ligt het dicht bij het Centraal Station?',
    'malapit ba yun sa Shinsekai?',
  ])('reads where the venue in focus is against a landmark as a question about it, not a move or a search: %s', (message) => {
    const turn = prepare(message, { context: { ...osaka, focus: { placeId: 'S2', name: 'Uo Shin' } } });
    expect([turn.context.location, turn.context.searchQuery, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual([
      'Osaka',
      'sushi',
      'S2',
    ]);
  });

  it('does not take "dun sa <kind>" after a list for a new search', () => {
    const turn = prepare('may cover charge ba dun sa conveyor?', {
      context: { ...osaka, recentVenues: [...sushi.slice(0, 2), { ...sushi[2], category: 'conveyor sushi' }], alternatives: [] },
    });
    expect([turn.context.searchQuery, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['sushi', 'S3']);
  });

  it.each([
    'paano pumunta dun galing sa hotel namin sa Namba?',
    'how do I get there from our hotel in Namba?',
    'hoe kom ik daar vanaf ons hotel in Namba?',
  ])('reads where the user stays as the start of the way to the venue in focus, not a new place: %s', (message) => {
    const turn = prepare(message, { context: { ...osaka, focus: { placeId: 'S2', name: 'Uo Shin' } } });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['Osaka', 'S2']);
  });

  it.each([
    'sige harukoma na lang, kasama ba lunch?',
    'harukoma then. is breakfast included?',
    'harukoma dan maar, is het ontbijt inbegrepen?',
    'harukoma, may kasama bang almusal?',
  ])('does not take what a listed venue includes for a new search: %s', (message) => {
    const turn = prepare(message, { context: { ...osaka, searchQuery: 'island hopping' } });
    expect([turn.context.searchQuery, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['island hopping', 'S3']);
  });

  it('does not take a Tagalog word for the list after "sa" for a place: "ilan ang resort sa listahan?"', () => {
    expect(prepare('ilan ang resort sa listahan?', { context: osaka }).context.location).toBe('Osaka');
  });

  it.each([
    ['salamat! btw first time ko sa Osaka, safe ba maglakad dun sa gabi?', null],
    ["great. what else should I see while I'm there?", null],
    ['pangalawang beses ko na dito sa Osaka pero di ko pa napuntahan yan', 'S2'],
  ])('reads "there" after the city named, or "while I\'m there", as the city: %s', (message, id) => {
    const turn = prepare(message, { context: { ...osaka, focus: { placeId: 'S2', name: 'Uo Shin' } } });
    expect(turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null).toBe(id);
  });

  it('reads "is that a food truck or a sit down place?" as a question about the venue in focus, not a search', () => {
    const turn = prepare('is that a food truck or a sit down place?', { context: { ...osaka, focus: { placeId: 'S2', name: 'Uo Shin' } } });
    expect([turn.context.searchQuery, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['sushi', 'S2']);
  });

  it('keeps the location when the user asks the way from somewhere else', () => {
    expect(
      prepare('how do I get there from Kyoto?', { context: { ...osaka, focus: { placeId: 'S1', name: 'Kaiten One' } } }).context.location,
    ).toBe('Osaka');
  });

  it.each(['do people tip in Japan?', 'is it normaal om fooi te geven in Japan?', 'eerste keer in Spanje, wat moet ik weten?'])(
    'does not let a country in a general question replace the city: %s',
    (message) => {
      expect(prepare(message, { context: osaka }).context.location).toBe('Osaka');
    },
  );

  it('still moves the search when the user says so', () => {
    expect(prepare('actually, sushi in Kyoto instead', { context: osaka }).context.location).toBe('Kyoto');
    expect(prepare('sa Kobe na lang', { context: osaka }).context.location).toBe('Kobe');
    expect(prepare('en in Nara?', { context: osaka }).context.location).toBe('Nara');
  });
});

describe('prepareTurn, going back to an earlier city', () => {
  it('moves the location back and names the venue of the earlier list', () => {
    const lisbon = [{ placeId: 'L1', name: 'Cervejaria Ramiro', address: 'Av. Almirante Reis 1, Lisbon', turn: 0 }];
    const porto = [
      { placeId: 'P1', name: 'O Gaveto', address: 'Matosinhos, Porto', turn: 1 },
      { placeId: 'P2', name: 'Peixaria do Cais', address: 'Ribeira, Porto', turn: 1 },
    ];
    const context: ConversationContext = {
      ...withList,
      location: 'Porto',
      searchQuery: 'seafood',
      recentVenues: [...porto, ...lisbon],
      alternatives: porto,
    };
    const turn = prepare('going back to lisbon for a sec, does ramiro take cards?', { context });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['Lisbon', 'L1']);
  });
  it('does not take a city in a venue name for the location', () => {
    const roti = [
      { placeId: 'R1', name: 'Roti Huis Paramaribo', turn: 0 },
      { placeId: 'R2', name: 'Warung Sranang', turn: 0 },
    ];
    const context: ConversationContext = {
      ...withList,
      location: 'Rotterdam',
      searchQuery: 'roti',
      recentVenues: roti,
      alternatives: roti,
    };
    const turn = prepare('is paramaribo open op maandag', { context });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['Rotterdam', 'R1']);
  });
});

describe('prepareTurn, a place that came with a venue name', () => {
  it('keeps the city when the venue picked carries the place ("dat wafelhuisje van Oostende")', () => {
    const wafels = [
      { placeId: 'W1', name: "Lizzie's Wafels", address: 'Wollestraat 30, Brugge', turn: 0 },
      { placeId: 'W2', name: 'Wafelhuisje Oostende', address: 'Katelijnestraat 5, Brugge', turn: 0 },
    ];
    const turn = prepare('Allee, en dat wafelhuisje van Oostende, is dat ver van de Markt?', {
      context: { ...withList, location: 'Brugge', searchQuery: 'wafels', recentVenues: wafels, alternatives: wafels },
    });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['Brugge', 'W2']);
  });
});

describe('prepareTurn, a city that is also a word of the venue in focus', () => {
  const brasseries = [
    { placeId: 'L', name: 'Brasserie Luik aan de Maas', turn: 0 },
    { placeId: 'S', name: 'Café Sjiek', turn: 0 },
  ];
  const focused = {
    ...withList,
    location: 'Maastricht',
    searchQuery: 'zuurvlees',
    recentVenues: brasseries,
    alternatives: brasseries,
    focus: { placeId: 'L', name: 'Brasserie Luik aan de Maas' },
  };
  it('moves to the city, and "daar" with it: "Morgen gaan we naar Luik zelf, wat moet ik daar eten?"', () => {
    const turn = prepare('Mooi. Morgen gaan we trouwens naar Luik zelf, wat moet ik daar eten?', { context: focused });
    expect([turn.context.location, turn.resolved]).toEqual(['Luik', null]);
  });
  it('keeps the city when the name is typed: "En brasserie luik, hebben die een kindermenu?"', () => {
    const turn = prepare('En brasserie luik, hebben die een kindermenu?', { context: focused });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['Maastricht', 'L']);
  });
});

describe('prepareTurn, a listed day trip that is a town', () => {
  const towns = [
    { placeId: 'T1', name: 'Sintra', category: 'town', turn: 0 },
    { placeId: 'T2', name: 'Cascais', category: 'town', turn: 0 },
  ];
  const trips = { ...withList, location: 'Lisbon', searchQuery: 'day trip', recentVenues: towns, alternatives: towns };
  it('moves there when the user goes: "ok we\'re going to sintra. what should we see there?"', () => {
    const turn = prepare("ok we're going to sintra. what should we see there?", { context: trips });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['Sintra', 'T1']);
  });
  it('stays when the user only asks about it: "is sintra worth it?"', () => {
    const turn = prepare('is sintra worth it?', { context: trips });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['Lisbon', 'T1']);
  });
  it('moves there on Tagalog "sa <town> na kami": "sa cascais na kami bukas, may seafood ba dun?"', () => {
    const turn = prepare('sa cascais na kami bukas, may seafood ba dun?', { context: trips });
    expect([turn.context.location, turn.context.searchQuery]).toEqual(['Cascais', 'seafood']);
  });
  it('moves to a listed district a new search is put in, and points at none: "en in de pijp, een goede vietnamees?"', () => {
    const areas = [
      { placeId: 'W1', name: 'De Pijp', category: 'wijk', turn: 0 },
      { placeId: 'W2', name: 'Jordaan', category: 'wijk', turn: 0 },
    ];
    const turn = prepare('en in de pijp, een goede vietnamees?', {
      context: { ...withList, location: 'Amsterdam', searchQuery: 'eten', recentVenues: areas, alternatives: areas },
    });
    expect([turn.context.location, turn.context.searchQuery, turn.resolved]).toEqual(['De Pijp', 'vietnamees', null]);
  });
  it('stays on "paano pumunta sa cascais"', () => {
    expect(prepare('paano pumunta sa cascais', { context: trips }).context.location).toBe('Lisbon');
  });
});

describe('prepareTurn, a landmark placed against a venue not yet settled on', () => {
  it('keeps the location: "malapit ba yun sa Uptown Mall?" with two bars listed', () => {
    const turn = prepare('malapit ba yun sa Uptown Mall?', { context: { ...withList, location: 'BGC', focus: null } });
    expect(turn.context.location).toBe('BGC');
  });
  it('still moves on "hoe zit het in Leuven?"', () => {
    const turn = prepare('Hoe zit het in Leuven?', { context: { ...withList, location: 'Brussel', focus: null } });
    expect(turn.context.location).toBe('Leuven');
  });
});

describe('prepareTurn, "ung sa <town>" picks a venue by where it is', () => {
  it('keeps the location: "ung sa arayat, halo halo b un?"', () => {
    const listed = [
      { placeId: 'S1', name: 'Aling Lucing', category: 'sisig', address: 'Angeles City', turn: 0 },
      { placeId: 'S3', name: "Kabigting's", category: 'halo-halo', address: 'Arayat', turn: 0 },
    ];
    const turn = prepare('ung sa arayat, halo halo b un?', {
      context: { ...withList, location: 'Pampanga', searchQuery: 'sisig', recentVenues: listed, alternatives: listed, focus: null },
    });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['Pampanga', 'S3']);
  });
});

describe('prepareTurn, weighing a place up', () => {
  it('keeps the location: "is Sentosa worth it or should we just do Gardens by the Bay?"', () => {
    const turn = prepare('is Sentosa worth it or should we just do Gardens by the Bay?', {
      context: { ...withList, location: 'Singapore', focus: null },
    });
    expect(turn.context.location).toBe('Singapore');
  });
  it('still moves on "let\'s do Sentosa tomorrow, any beach clubs?"', () => {
    const turn = prepare("let's do Sentosa tomorrow, any beach clubs?", { context: { ...withList, location: 'Singapore', focus: null } });
    expect(turn.context.location).toBe('Sentosa');
  });
});

describe("prepareTurn, a town or area that is also in a listed venue's name", () => {
  it('"any late night bars in Golden Gai" with "Nagi Shinjuku Golden Gai" listed moves to Golden Gai', () => {
    const ramen = [
      { placeId: 'R1', name: 'Fuunji', address: '2-14-3 Yoyogi, Shibuya, Tokyo', turn: 0 },
      { placeId: 'R2', name: 'Nagi Shinjuku Golden Gai', address: '1-1-10 Kabukicho, Golden Gai, Shinjuku, Tokyo', turn: 0 },
    ];
    const turn = prepare('thanks! one more thing, any late night bars in Golden Gai', {
      context: { ...withList, location: 'Shinjuku', recentVenues: ramen, alternatives: ramen, focus: null },
    });
    expect(turn.context.location).toBe('Golden Gai');
  });
  it('"En in Luik, waar eet je daar de beste boulets?" with Brasserie Luik listed moves, and picks no best-rated café', () => {
    const cafes = [
      { placeId: 'M1', name: 'Café Sjiek', address: 'Sint Pieterstraat 13, Maastricht', rating: 4.6, turn: 0 },
      { placeId: 'M2', name: 'Brasserie Luik', address: 'Markt 20, Maastricht', rating: 4.2, turn: 0 },
    ];
    const turn = prepare('En in Luik, waar eet je daar de beste boulets?', {
      context: { ...withList, location: 'Maastricht', searchQuery: 'zuurvlees', recentVenues: cafes, alternatives: cafes, focus: null },
    });
    expect([turn.context.location, turn.resolved]).toEqual(['Luik', null]);
  });
});

describe('prepareTurn, saying where the venue in focus is', () => {
  const izakayas = [
    { placeId: 'I1', name: 'Kura', address: 'Little Tokyo, Makati', turn: 0 },
    { placeId: 'I2', name: 'Tambai', address: 'Felipe St, Poblacion, Makati', turn: 0 },
  ];
  const ctx = {
    ...withList,
    location: 'Makati',
    searchQuery: 'izakaya',
    recentVenues: izakayas,
    alternatives: izakayas,
    focus: { placeId: 'I2', name: 'Tambai' },
  };
  it.each([
    ['sa poblacion yun diba? may parking ba dun'],
    ['nasa poblacion ba yun? ok lang ba mag-taxi'],
    ['oh so thats in poblacion. is it far from the mrt'],
    ["ah it's in poblacion, do they take walk ins"],
  ])('"%s" is no move: the location stays and the question is put to the venue in focus', (message) => {
    const turn = prepare(message, { context: ctx });
    expect([turn.context.location, turn.resolved]).toEqual(['Makati', expect.objectContaining({ placeId: 'I2' })]);
  });
  it('a search placed there still moves: "sa poblacion na lang tayo, may ramen ba"', () => {
    expect(prepare('sa poblacion na lang tayo, may ramen ba', { context: ctx }).context.location).toBe('Poblacion');
  });
});

describe('prepareTurn, two places weighed against each other', () => {
  it('"sintra vs cascais which is easier by train" moves to neither', () => {
    expect(
      prepare('sintra vs cascais which is easier by train', {
        context: { ...withList, location: 'Lisbon', searchQuery: 'day trip', recentVenues: [], alternatives: [], focus: null },
      }).context.location,
    ).toBe('Lisbon');
  });
  it('"ok sintra it is, what to eat there" still moves', () => {
    expect(
      prepare('ok sintra it is, what to eat there', {
        context: { ...withList, location: 'Lisbon', searchQuery: 'day trip', recentVenues: [], alternatives: [], focus: null },
      }).context.location,
    ).toBe('Sintra');
  });
});

describe('prepareTurn, an earlier question asked again somewhere else', () => {
  it('"mijn eerste vraag maar dan in Den Haag" moves the location, "wat was mijn eerste vraag" does not', () => {
    expect(prepare('kun je hetzelfde als mijn eerste vraag opzoeken maar dan in Den Haag?').context.location).toBe('Den Haag');
    expect(prepare('terug naar mijn eerste vraag: zijn er ook goeie shows in Sevilla?').context.location).toBe('Sevilla');
    expect(prepare('wat vroeg ik ook alweer over Den Haag in mijn eerste vraag?').context.location).toBe('Makati');
  });
  it('"going back to my first question, anything like that in kowloon city?" moves too', () => {
    expect(prepare('going back to my first question, anything like that in kowloon city?').context.location).toBe('Kowloon City');
    expect(prepare('balik sa una kong tanong, may ganun din ba sa Pasig?').context.location).toBe('Pasig');
  });
});

// Issue 17: the place named in a travel question beside a search is not where to search, unless it is the only place said.
describe('prepareTurn, a place in a travel question beside a search', () => {
  it('searches where the search sentence says', () => {
    const message = 'Saan may study cafe sa Maginhawa, QC? Tsaka tanong ko lang, traffic ba usually sa Philcoa pag Friday ng hapon?';
    const turn = prepare(message, { context: null, history: [] });
    expect(turn.context.location).toBe('Maginhawa, QC');
  });
  it('keeps the only place said, though it is in the aside', () => {
    const turn = prepare('next week we take the train to Florence. where can I try lampredotto?', { context: null, history: [] });
    expect(turn.context.location).toBe('Florence');
  });
});

// Wave ap (typed fast): capitals say nothing about names when the whole message is in them, and text speak ends a place.
describe('prepareTurn reads a message typed fast', () => {
  it.each([
    ['HELLO GOODEVENING ANO MASARAP NA SUSHI DITO SA SHIBUYA KASAMA KO APO KO', 'Shibuya', 'sushi'],
    ['omg ramen near shibuyah rn?? 🍜🍜', 'Shibuya', 'ramen'],
  ])('%s searches %s for %s', (message, location, query) => {
    const turn = prepare(message, { context: null, history: [] });
    expect([turn.context.location, turn.context.searchQuery]).toEqual([location, query]);
  });
});
