// Resolver specs: the venue in focus as what "there", "it", "dun", "daar" mean.
import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { context, earlier, list, resolve } from './spec-fixture';
import { patershol, row, spots, signedNames } from './spec-fixture-lists';

describe('resolveReferences', () => {
  it('reads a delivery "there" in a new search as going to the venue in focus', () => {
    const focus = { placeId: 'P4', name: 'Baan Siam' };
    expect(resolve('ok booked it. any deep dish that delivers there?', { focus }, true)).toBe('P4');
  });

  it('reads "daarvan" and "nun" as pointing at the venue in focus', () => {
    const focus = { placeId: 'P4', name: 'Baan Siam' };
    expect(resolve('wat is het adres daarvan?', { focus })).toBe('P4');
    expect(resolve('ano address nun?', { focus })).toBe('P4');
  });

  it('reads Dutch "het" and "dat" next to a verb about the venue as pointing at it, not every "het"', () => {
    const focus = { placeId: 'P4', name: 'Baan Siam' };
    expect(resolve('hoe ver is dat van het station?', { focus })).toBe('P4');
    expect(resolve('hoe laat gaat het open?', { focus })).toBe('P4');
    expect(resolve('is het weer morgen goed?', { focus })).toBeNull();
    expect(resolve('ik denk dat we morgen gaan', { focus })).toBeNull();
  });

  it('reads "mas mataas ang rating", Dutch "ze" and Tagalog "sila", and a meal "there"', () => {
    const focus = { placeId: 'P4', name: 'Baan Siam' };
    expect(resolve('yung mas mataas ang rating, may dress code ba?', { alternatives: list.slice(0, 2) })).toBe('P2');
    expect(resolve('Zijn ze op maandag open?', { focus })).toBe('P4');
    expect(resolve('bukas ba sila sa Linggo?', { focus })).toBe('P4');
    expect(resolve("we'll probably grab second breakfast there lol", { focus }, true)).toBe('P4');
  });

  it('still resolves "there" when the sentence around it is general', () => {
    expect(resolve('is it hard to find a taxi there?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
  });
});

describe('resolveReferences, a question put to the venue pointed at', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each([
    'does it do food or just wine',
    'can I get egg coffee at the same place',
    'ok, tsaka pwede bang umorder dun ng pancit for 20 pax?',
    'Is er daar ook een vegetarische rijsttafel?',
    'hebben ze glutenvrije pasta?',
  ])('points at the venue in focus even when it names a dish: %s', (text) => {
    expect(resolve(text, focused, true)).toBe('P2');
  });
  it('takes a search near the venue in focus as starting from it, and "there" with no venue in focus as the area', () => {
    expect(resolve('any good wine bars near there?', focused, true)).toBe('P2');
    expect(resolve('any good wine bars near there?', { focus: null, alternatives: [], recentVenues: [] }, true)).toBeNull();
  });
});

describe('resolveReferences, "may X ba sila" asks the venue in focus', () => {
  it('points at the venue in focus even when X is a dish', () => {
    expect(resolve('Yan, may ube hopia din ba sila?', { focus: { placeId: 'P3', name: 'Chez Paulette' } }, true)).toBe('P3');
  });
});

describe('resolveReferences, Dutch "het" before a superlative', () => {
  it('reads "welke is het drukst" as a question across the list, not "it" for the venue in focus', () => {
    const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
    expect(resolve('welke van de twee is het drukst?', focused)).toBeNull();
    expect(resolve('welke is het leukst voor kinderen', focused)).toBeNull();
    expect(resolve('is het druk op zaterdag?', focused)).toBe('P2');
    expect(resolve("is da ver van 't station?", focused)).toBe('P2');
  });
});

describe('resolveReferences, texted Tagalog "jan"', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('reads lower-case "jan" as "diyan", there', () => {
    expect(resolve('pano pumunta jan galing katipunan?', focused)).toBe('P2');
    expect(resolve('may parking ba jan', focused)).toBe('P2');
  });
  it('leaves the name Jan and a date alone', () => {
    expect(resolve('ik ga met Jan eten', focused)).toBeNull();
    expect(resolve('we arrive jan 5', focused)).toBeNull();
  });
});

describe('resolveReferences, English "that" as the venue', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each(['how far is that from the gate?', 'is that open on sundays?', 'does that take cards?', "that's far!"])('%s', (text) => {
    expect(resolve(text, focused)).toBe('P2');
  });
  it.each(['is that all?', 'is that normal here?', 'is that a good idea', 'I think that works'])('no venue in "%s"', (text) => {
    expect(resolve(text, focused)).toBeNull();
  });
});

describe('resolveReferences, Tagalog "may X ba ... yan?"', () => {
  it('asks whether the venue in focus has X, even when X is a search word', () => {
    expect(resolve('may view ba ng Taal yan?', { focus: { placeId: 'P4', name: 'Baan Siam' } }, true)).toBe('P4');
    expect(resolve('may view ba ng Taal dito sa Tagaytay?', { focus: { placeId: 'P4', name: 'Baan Siam' } }, true)).toBeNull();
  });
});

describe('resolveReferences, where the venue in focus is', () => {
  const brugge: RememberedVenue[] = [
    { placeId: 'C1', name: 'De Reiger', address: 'Steenstraat 14, Centrum, Brugge', turn: 0 },
    { placeId: 'C2', name: 'Het Cacaohuisje', address: 'Katelijnestraat 8, Centrum, Brugge', turn: 0 },
    { placeId: 'C3', name: 'Pralinewinkel Sint-Anna', address: 'Sint-Annarei 3, Sint-Anna, Brugge', turn: 0 },
  ];
  const patch = { alternatives: brugge, recentVenues: brugge, focus: { placeId: 'C2', name: 'Het Cacaohuisje' } };
  it.each([
    ['Zit die in Sint-Anna?', 'C2'],
    ['is it in Sint-Anna?', 'C2'],
    ['De eerste, ligt die in Sint-Anna?', 'C1'],
    ['Is die in Sint-Anna ook open op maandag?', 'C3'],
    ['Zit die in Sint-Anna ook buiten?', 'C3'],
  ])('asks about the venue in focus, not the one named by the place: %s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, a route with both ends named', () => {
  it.each([
    ['Is het trouwens ver lopen van Centraal naar de Dom?', null],
    ['how long is it from the airport to the old town?', null],
    ['ok and how long from there to the airport by metro?', 'P2'],
    ['Hoe geraak ik van daar naar Antwerpen-Centraal?', 'P2'],
  ])('points at nothing unless one end is the venue: %s', (text, id) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe(id);
  });
});

describe('resolveReferences, a landmark the distance is asked from', () => {
  it.each([
    ['yung pinakamura naman, gaano kalayo sa Lavapiés?', 'P3'],
    ['de goedkoopste, hoe ver is het van La Latina?', 'P3'],
  ])('is no pick of the venue there: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
});

describe('resolveReferences, settling on the venue in focus', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each(["let's go with that", "that's the one!", 'book that for 8 please', "we'll go with that then"])('%s', (text) => {
    expect(resolve(text, focused)).toBe('P2');
  });
  it.each(['yes, try that', "let's go with that idea", 'I like that plan'])('no venue in "%s"', (text) => {
    expect(resolve(text, focused)).toBeNull();
  });
});

describe('resolveReferences, "is that the one ...?"', () => {
  it.each(["isn't that the one with the michelin star?", 'is that the place Bourdain went to?'])(
    '%s asks about the venue in focus',
    (text) => {
      expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
    },
  );
});

describe('resolveReferences, a name word in a search for more places there', () => {
  it('reads "may iba pa bang murang kainan sa Session Road?" as where, not which', () => {
    const carts: RememberedVenue[] = [
      { placeId: 'C1', name: 'Session Road Taho Cart', turn: 0 },
      { placeId: 'C2', name: 'Burnham Park Kiosk', turn: 0 },
    ];
    expect(
      resolve('may iba pa bang murang kainan sa Session Road?', { alternatives: carts, recentVenues: carts, focus: null }, true),
    ).toBeNull();
  });
});

describe('resolveReferences, a route between two listed places', () => {
  const antwerp: RememberedVenue[] = [
    { placeId: 'A1', name: 'Vogeltjesmarkt', category: 'markt', turn: 0 },
    { placeId: 'A2', name: 'Zomer van Antwerpen', category: 'festival', turn: 0 },
    { placeId: 'A3', name: 'MAS', category: 'museum', turn: 0 },
  ];
  const patch = { alternatives: antwerp, recentVenues: antwerp, focus: null };
  it.each([
    ['Hoe kom ik van het MAS naar de markt?', 'A1'],
    ['Hoe ver is het van de markt naar het MAS?', 'A3'],
  ])('%s: the end of the route', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, a leading "and there?" is the venue in focus, not a new topic', () => {
  const tacos: RememberedVenue[] = [
    { placeId: 'T1', name: 'El Vilsito', category: 'taqueria', turn: 0 },
    { placeId: 'T2', name: 'Taqueria Orinoco', category: 'taqueria', turn: 0 },
  ];
  const patch = { alternatives: tacos, recentVenues: tacos, focus: { placeId: 'T1', name: 'El Vilsito' } };
  it.each(['and there? parking?', 'en daar? parkeren?'])('%s', (text) => {
    expect(resolve(text, patch)).toBe('T1');
  });
  it('still reads a named topic first: "and the market? is it open?"', () => {
    expect(resolve('and the market? is it open?', patch)).toBeNull();
  });
});

describe('resolveReferences, pointing words', () => {
  const venues = [
    { placeId: 'A', name: 'Tim Ho Wan', turn: 0 },
    { placeId: 'B', name: 'One Dim Sum', turn: 0 },
  ];
  const focused = { ...emptyContext('s', 0), recentVenues: venues, alternatives: venues, focus: { placeId: 'A', name: 'Tim Ho Wan' } };
  const resolve = (text: string, newSearch = false) => resolveReferences({ text, context: focused, earlierTurns: new Map(), newSearch });
  it('"and does it open early? like 8am" asks the venue in focus', () => {
    expect(resolve('and does it open early? like 8am')).toMatchObject({ placeId: 'A' });
  });
  it('"may view ba dun ng taal" asks the venue in focus, whatever it names', () => {
    expect(resolve('may view ba dun ng taal', true)).toMatchObject({ placeId: 'A' });
  });
  it('"may ibang place ba dyan na ok for veg?" asks for another place', () => {
    expect(resolve('hala may kasama akong vegetarian. may ibang place ba dyan na ok for veg?')).toBeNull();
  });
  it('"what did i even ask at the start" is the first question', () => {
    const earlier = new Map([
      [0, 'cosy pubs in shoreditch?'],
      [1, 'the second one?'],
    ]);
    expect(
      resolveReferences({
        text: 'lol what did i even ask at the start',
        context: { ...focused, userTurns: 2 },
        earlierTurns: earlier,
        newSearch: false,
      }),
    ).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, a short question with no pointing word', () => {
  const venues = [
    { placeId: 'A', name: 'Ramen Nagi', turn: 0 },
    { placeId: 'B', name: 'Marufuku', turn: 0 },
  ];
  const focused = { ...emptyContext('s', 0), recentVenues: venues, alternatives: venues, focus: { placeId: 'B', name: 'Marufuku' } };
  const resolve = (text: string) => resolveReferences({ text, context: focused, earlierTurns: new Map(), newSearch: false });
  it.each(['hours?', 'dresscode?', 'mahal ba', 'kelangan ba mag pre-order o pwede walk in', 'may branch ba sa airport'])(
    '"%s" is put to the venue in focus',
    (text) => {
      expect(resolve(text)).toMatchObject({ placeId: 'B' });
    },
  );
  it.each([
    'btw is Pujol open on sundays?',
    'is the ferry between the two sides expensive?',
    'which of these is open past 11',
    'any other place open late?',
  ])('"%s" is not', (text) => {
    expect(resolve(text)).toBeNull();
  });
  it('"hours?" with nothing in focus points nowhere', () => {
    expect(
      resolveReferences({ text: 'hours?', context: { ...focused, focus: null }, earlierTurns: new Map(), newSearch: false }),
    ).toBeNull();
  });
});

describe('resolveReferences, "is er eentje ...", "is there one that\'s ..."', () => {
  const breakfast = [
    { placeId: 'O1', name: 'Bagels Neude', category: 'ontbijt', turn: 0 },
    { placeId: 'O2', name: 'Gys', category: 'vegan café', turn: 0 },
    { placeId: 'O3', name: 'Broei', category: 'lunchroom', turn: 0 },
  ];
  const ask = (text: string) =>
    resolveReferences({
      text,
      context: { ...context, alternatives: breakfast, recentVenues: breakfast, focus: null },
      earlierTurns: earlier,
      newSearch: false,
    });
  it.each([
    ['is er eentje vegan?', 'O2'],
    ["is there one that's vegan?", 'O2'],
  ])('%s is the one so described', (text, placeId) => {
    expect(ask(text)).toMatchObject({ placeId });
  });
  it('is nothing when none or several are', () => {
    expect(ask('is er eentje met een terras?')).toBeNull();
  });
});

describe('resolveReferences, "is there a cover charge" with a venue in focus', () => {
  it.each(['is there a cover charge', 'is there an entrance fee?', 'corkage?'])('%s asks the venue in focus', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
  });
  it('not with nothing in focus, nor when it asks of all of them', () => {
    expect(resolve('is there a cover charge', { focus: null })).toBeNull();
    expect(resolve('is there a cover charge at all of them?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
});

describe('resolveReferences, a landmark the venue in focus is placed against', () => {
  it('"malapit ba yun sa Trattoria Uno?" asks where the venue in focus is, not about the listed landmark', () => {
    expect(resolve('malapit ba yun sa trattoria uno?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
  });
});

describe('resolveReferences, rides', () => {
  it('"when does the last subway leave" picks no last listed venue', () => {
    expect(resolve('cool. when does the last subway leave from sol station', { focus: null })).toBeNull();
  });
  it('"the train to the last one" goes to the last listed venue', () => {
    expect(resolve('how long is the train to the last one', { focus: null })).toBe('P10');
    expect(resolve('how long is the train to the first one?', { focus: null })).toBe('P1');
  });
  it('"what time is the last show" or "de laatste rondleiding" asks the time of a showing, not of the last venue', () => {
    expect(resolve('what time is the last show?', { focus: null })).toBeNull();
    expect(resolve('hoe laat vertrekt de laatste rondleiding?', { focus: null })).toBeNull();
    expect(resolve('the last one, is it open late?', { focus: null })).toBe('P10');
  });
  it('"for the 2nd night" counts nights, not the list', () => {
    expect(resolve('ok something else for the 2nd night, any kushikatsu?', { focus: null })).toBeNull();
    expect(resolve('the 2nd, open late?', { focus: null })).toBe('P2');
  });
  it('"hoe laat vertrekt daar de eerste boot?" still asks of the place just shown', () => {
    const pier = [{ placeId: 'W1', name: 'Waterbus halte', category: 'pier', turn: 0 }];
    const r = resolveReferences({
      text: 'hoe laat vertrekt daar de eerste boot op zaterdag?',
      context: { ...context, alternatives: pier, recentVenues: pier, focus: null },
      earlierTurns: earlier,
      newSearch: false,
    });
    expect(r).toMatchObject({ placeId: 'W1' });
  });
});

describe('resolveReferences, "there" said of a town typed in lower case', () => {
  it('"magkano yung metro ticket dun sa paris" asks of Paris, not of the venue in focus', () => {
    expect(resolve('ok noted. btw magkano yung metro ticket dun sa paris', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
    expect(resolve('magkano yung ticket dun?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe('P2');
  });
});

describe('resolveReferences, a trip to a town', () => {
  const focus = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('"is it worth taking the train down to Brighton?", "how do i get to sintra, is it just the train?" ask of the town', () => {
    expect(resolve('cheers! is it worth taking the train down to Brighton for the afternoon?', focus)).toBeNull();
    expect(resolve('and how do i get to sintra from rossio, is it just the train?', focus)).toBeNull();
    expect(resolve('also how easy is it to get to the beach at zandvoort by train', focus)).toBeNull();
  });
  it('while a trip to the venue, or "it" with no town, still points at it', () => {
    expect(resolve('how do i get to sakura tei from sol?', focus)).toBe('P2');
    expect(resolve('is it worth the train ride?', focus)).toBe('P2');
  });
});

describe('resolveReferences, Dutch "er" as the one venue in view', () => {
  const here = (text: string, patch: Partial<ConversationContext> = {}) =>
    resolve(text, { recentVenues: spots, alternatives: spots, focus: null, ...patch });

  it('reads Dutch "er" as the single venue in view, but not "zijn er" or "is er"', () => {
    const one = { recentVenues: spots.slice(0, 1), alternatives: spots.slice(0, 1) };
    expect(here('Kan ik er met de pin betalen?', one)).toBe('S1');
    expect(here('zijn er nog andere opties?', one)).toBeNull();
  });
});

describe('resolveReferences, pointers at the focus in price and distance questions', () => {
  const at = (text: string, patch: Partial<ConversationContext> = {}, newSearch = false) =>
    resolve(text, { recentVenues: row, alternatives: row, focus: null, ...patch }, newSearch);

  it('reads pointers at the focus in price and distance questions, but not small talk about the city', () => {
    const focus = { focus: { placeId: 'R3', name: 'Trzy Kolory' } };
    expect(at('magkano yun per tao kung may wine?', focus, true)).toBe('R3');
    expect(at('is the old town square far from there?', focus, true)).toBe('R3');
    expect(at('paano pumunta dun from Kazimierz?', focus)).toBe('R3');
    expect(at('its so muggy here today', focus)).toBeNull();
    expect(at('En stroopwafels? Waar koop ik die?', focus)).toBeNull();
  });
  it('reads a landmark after "malapit sa" as no new venue', () => {
    const v = signedNames;
    const patch = { alternatives: v, recentVenues: v, focus: null };
    expect(resolve('yan ba malapit sa Binondo Church?', { ...patch, focus: { placeId: 'V1', name: 'Frites Atelier' } })).toBe('V1');
  });
});

describe('resolveReferences, the venue in focus as "that place" or "yan"', () => {
  it('reads "yan na ang huli naming pupuntahan" as the venue in focus, not the last listed', () => {
    const focused = { alternatives: patershol, recentVenues: patershol, focus: { placeId: 'G2', name: "'t Klokhuys" } };
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
});

describe('resolveReferences, a pronoun for the ride, not the venue', () => {
  it.each(['En de laatste metro terug, hoe laat is die?', 'the last train back, when is it?'])(
    'reads the pronoun as the ride in "%s"',
    (text) => {
      expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
    },
  );
});
