// Resolver specs: a venue by what the assistant's reply said about it.
import { describe, expect, it } from 'vitest';
import { emptyContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { context, earlier, resolve } from './spec-fixture';

describe('resolveReferences, what the reply said about each venue', () => {
  const three = [
    { placeId: 'S1', name: 'Sala', category: 'restaurant', address: 'Poblacion, Makati', turn: 0 },
    { placeId: 'S2', name: 'El Chupacabra', category: 'restaurant', address: 'Poblacion, Makati', turn: 0 },
    { placeId: 'S3', name: 'Run Rabbit Run', category: 'bar', address: 'Poblacion, Makati', turn: 0 },
  ];
  const reply =
    'Here are three:\n' +
    '1. Sala: tasting menus in a quiet room.\n' +
    '2. El Chupacabra: street tacos, open till 3am.\n' +
    '3. Run Rabbit Run: cocktails on a rooftop.\n' +
    '\n' +
    'Shall I book one with a rooftop table?';
  const said = (text: string, lastReply?: string) => {
    const r = resolveReferences({
      text,
      context: { ...context, alternatives: three, recentVenues: three, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => lastReply,
    });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it.each([
    ['the one with the rooftop', 'S3'],
    ['yung may tacos, malayo ba?', 'S2'],
    ['the one with tasting menus', 'S1'],
  ])('picks by what was said: %s', (text, id) => {
    expect(said(text, reply)).toBe(id);
  });
  it.each([
    ['the one you said has tacos', 'S2'],
    ['the place you said was quiet', 'S1'],
    ['yung sinabi mong may rooftop', 'S3'],
    ['die waarvan je zei dat hij tacos heeft', 'S2'],
  ])('picks by what the user says the assistant said: %s', (text, id) => {
    expect(said(text, reply)).toBe(id);
  });
  it('needs the reply, and a word said of one venue only', () => {
    expect(said('the one with the rooftop')).toBeNull();
    expect(said('the one with the karaoke', reply)).toBeNull();
  });
});

describe('resolveReferences, a kind the reply told of when the list has no categories', () => {
  it('reads "yung bike tour" as the venue the reply described as a bike tour', () => {
    const intramuros: RememberedVenue[] = [
      { placeId: 'I1', name: 'Fort Santiago', turn: 0 },
      { placeId: 'I2', name: 'Casa Manila', turn: 0 },
      { placeId: 'I3', name: 'Bambike Ecotours', turn: 0 },
    ];
    const reply =
      '1. Fort Santiago – lumang kuta, 4.5★\n' +
      '2. Casa Manila – museo ng bahay-na-bato, 4.4★\n' +
      '3. Bambike Ecotours – tour gamit ang bamboo bike sa loob ng pader, 4.8★';
    const r = resolveReferences({
      text: 'yung bike tour, kailangan ba mag-book in advance?',
      context: { ...context, alternatives: intramuros, recentVenues: intramuros, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => reply,
    });
    expect(r?.kind === 'venue' ? r.placeId : null).toBe('I3');
  });
});

describe('resolveReferences, Tagalog place words against an English reply', () => {
  it('reads "yung nasa tubig" as the one the reply put on the water', () => {
    const cebu: RememberedVenue[] = [
      { placeId: 'C1', name: 'Lantaw Native', category: 'seafood', address: 'Cordova', turn: 0 },
      { placeId: 'C2', name: 'Choobi Choobi', category: 'seafood', address: 'SM City', turn: 0 },
    ];
    const r = resolveReferences({
      text: 'yung nasa tubig, kailangan ba mag-reserve?',
      context: { ...context, alternatives: cebu, recentVenues: cebu, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => 'Lantaw Native is right on the water in Cordova; Choobi Choobi is the cheap garlic-shrimp chain.',
    });
    expect(r?.kind === 'venue' ? r.placeId : null).toBe('C1');
  });
});

describe('resolveReferences, what a reply said about venues it names by one word', () => {
  const seoul: RememberedVenue[] = [
    { placeId: 'S1', name: 'Gwangjang Market', turn: 0 },
    { placeId: 'S2', name: 'Myeongdong Kyoja', turn: 0 },
    { placeId: 'S3', name: 'Jinokhwa Halmae', turn: 0 },
  ];
  const reply = 'Gwangjang is open till 11pm, Jinokhwa runs 24 hours, Kyoja closes at 9pm.';
  const ask = (text: string) => {
    const r = resolveReferences({
      text,
      context: { ...context, alternatives: seoul, recentVenues: seoul, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => reply,
    });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it.each([
    ['the 24 hour one', 'S3'],
    ['the one that closes early', 'S2'],
  ])('%s', (text, id) => {
    expect(ask(text)).toBe(id);
  });
  it('picks none of several ("the historic ones, are they touristy?")', () => {
    expect(resolve('the historic ones, are they touristy?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
});

describe('resolveReferences, initials of an area only the reply named', () => {
  const gumbo: RememberedVenue[] = [
    { placeId: 'G1', name: "Dooky Chase's Restaurant", turn: 0 },
    { placeId: 'G2', name: "Mother's Restaurant", turn: 0 },
    { placeId: 'G3', name: 'Palm Court Jazz Cafe', turn: 0 },
  ];
  const reply =
    "Some picks: 1. Dooky Chase's Restaurant (place_id: G1) - Tremé, classic Creole " +
    "2. Mother's Restaurant (place_id: G2) - Central Business District, po'boys " +
    '3. Palm Court Jazz Cafe (place_id: G3) - French Quarter, jazz';
  const pick = (text: string) => {
    const r = resolveReferences({
      text,
      context: { ...context, alternatives: gumbo, recentVenues: gumbo, focus: { placeId: 'G1', name: "Dooky Chase's Restaurant" } },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => reply,
    });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('"the one in the CBD" is the venue the reply placed in the Central Business District', () => {
    expect(pick('right. the one in the CBD, still serving at 9?')).toBe('G2');
  });
  it('"the FQ one" is the one in the French Quarter', () => {
    expect(pick('the FQ one, is it loud?')).toBe('G3');
  });
});

describe('resolveReferences, what the reply said about a venue', () => {
  const list = [
    { placeId: 'C1', name: 'Tomo Coffee', category: 'cafe', turn: 0 },
    { placeId: 'C2', name: 'Rabbit Hole Coffee', category: 'cafe', turn: 0 },
    { placeId: 'C3', name: 'The Study Nook Cafe', category: 'study cafe', turn: 0 },
    { placeId: 'C4', name: 'Kulminator', category: 'biercafe', turn: 0 },
  ];
  const reply =
    'Mga laptop-friendly:\n' +
    '1. Tomo Coffee - maluwag, maraming outlets\n' +
    '2. Rabbit Hole Coffee - cozy, pero maliit\n' +
    '3. The Study Nook Cafe - bukas 24 hours\n' +
    '4. Kulminator - biercafe met honderden bieren';
  const resolve = (text: string) =>
    resolveReferences({
      text,
      context: { ...emptyContext('s', 0), recentVenues: list, alternatives: list },
      earlierTurns: new Map(),
      newSearch: false,
      listReply: () => reply,
    });
  it.each([
    ['yung 24 hours, may outlet ba bawat table?', 'C3'],
    ['ge had iets gezegd over een cafe met honderden bieren, welk was da?', 'C4'],
  ])('"%s" is %s', (text, id) => {
    expect(resolve(text)).toMatchObject({ placeId: id });
  });
  it('"yung pagkain dun, masarap ba?" describes no listed venue', () => {
    expect(resolve('yung pagkain dun, masarap ba?')).toBeNull();
  });
});

describe('resolveReferences, what the listing reply said, asked as "which did you say"', () => {
  const markets = [
    { placeId: 'K1', name: 'Kalye Uno Market', category: 'night market', address: 'Poblacion, Makati', turn: 0 },
    { placeId: 'K2', name: 'Salcedo Saturday Market', category: 'market', address: 'Salcedo Village, Makati', turn: 0 },
    { placeId: 'K3', name: 'Legazpi Sunday Market', category: 'market', address: 'Legazpi Village, Makati', turn: 0 },
  ];
  const reply =
    'Markets in Makati:\n' +
    '1. Kalye Uno Market - street food till 2am\n' +
    '2. Salcedo Saturday Market - go early, it is packed by 10\n' +
    '3. Legazpi Sunday Market - good for plants and kakanin';
  const ask = (text: string) =>
    resolveReferences({
      text,
      context: { ...context, alternatives: markets, recentVenues: markets, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => reply,
    });
  it.each([
    ['which one did you say gets packed', 'K2'],
    ['welke had je aangeraden voor kakanin?', 'K3'],
    ['and which did u mention for street food', 'K1'],
  ])('%s', (text, placeId) => {
    expect(ask(text)).toMatchObject({ kind: 'venue', placeId });
  });
  it('resolves to nothing when the reply said it of none of them', () => {
    expect(ask('which one did you say has valet parking')).toBeNull();
  });
});

describe('resolveReferences, the reply words a venue is mentioned by', () => {
  it('a name word that is also a listed kind ("Brunch House", "(brunch, ...)") starts no mention of that venue', () => {
    const brunch = [
      { placeId: 'B1', name: 'Koffie Zwart', category: 'koffiebar', address: 'Naamsestraat 2, Leuven', turn: 0 },
      { placeId: 'B2', name: 'Brunch House', category: 'brunch', address: 'Tiensestraat 4, Leuven', turn: 0 },
      { placeId: 'B3', name: 'De Groene Kade', category: 'brunch', address: 'Vaartkom 1, Leuven', turn: 0 },
    ];
    const reply =
      '1. Koffie Zwart (koffiebar, Naamsestraat 2)\n' +
      '2. Brunch House (brunch, Tiensestraat 4) - reserveren nodig\n' +
      '3. De Groene Kade (brunch, Vaartkom 1) - met uitzicht op het water';
    const r = resolveReferences({
      text: 'welke heeft er uitzicht?',
      context: { ...context, alternatives: brunch, recentVenues: brunch, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => reply,
    });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'B3' });
  });
});

describe('resolveReferences, what the reply says a venue lacks', () => {
  const cafes = [
    { placeId: 'C1', name: 'Ruins Cafe', category: 'cafe', address: 'Shuntug Rd, Baguio', turn: 0 },
    { placeId: 'C2', name: 'Hilltop Brew', category: 'cafe', address: 'Ambuklao Rd, Baguio', turn: 0 },
    { placeId: 'C3', name: 'Batirol House', category: 'cafe', address: 'Camp John Hay, Baguio', turn: 0 },
  ];
  const reply =
    '1. Ruins Cafe - great food but walang masyadong view\n' +
    '2. Hilltop Brew - wide terrace, mountain view\n' +
    '3. Batirol House - no sign outside, garden seating';
  const ask = (text: string) =>
    resolveReferences({
      text,
      context: { ...context, alternatives: cafes, recentVenues: cafes, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => reply,
    });
  it('does not describe it: "yung may view" is the one with the view, not the one "walang masyadong view"', () => {
    expect(ask('yung may view, bukas ba ng maaga?')).toMatchObject({ kind: 'venue', placeId: 'C2' });
  });
  it('unless the lack is what is asked for: "the one with no sign"', () => {
    expect(ask('the one with no sign sounds fun')).toMatchObject({ kind: 'venue', placeId: 'C3' });
  });
});

describe('resolveReferences, "the other one" after the user weighed two and the reply answered', () => {
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
});

describe('resolveReferences, what the user says the assistant said', () => {
  it('finds a venue by what the user says the assistant said ("ge zei iets over ne kelder")', () => {
    const gent: RememberedVenue[] = [
      { placeId: 'K1', name: 'De Trappistenkelder', category: 'beer bar', turn: 0 },
      { placeId: 'K2', name: "'t Kanonneke", category: 'pub', turn: 0 },
    ];
    expect(resolve('Ge zei iets over ne kelder, hoe laat gaat die open?', { alternatives: gent, recentVenues: gent, focus: null })).toBe(
      'K1',
    );
  });
});
