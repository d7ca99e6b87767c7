// Resolver specs: a venue by its kind ("the museum", "de dierentuin", "yung kainan").
import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { context, earlier, resolve } from './spec-fixture';
import { brugge, patershol, row } from './spec-fixture-lists';

describe('resolveReferences', () => {
  it('reads a kind typed with one slip, a leading "<kind> one" and an -ing word against the category', () => {
    const kinds: RememberedVenue[] = [
      { placeId: 'K1', name: 'Tam-awan Village', category: 'art gallery', turn: 0 },
      { placeId: 'K2', name: 'Pine Cone', category: 'museum', turn: 0 },
      { placeId: 'K3', name: 'Tompkins Slice', category: 'pizza', turn: 0 },
      { placeId: 'K4', name: 'Blue Reef', category: 'dive resort', turn: 0 },
    ];
    expect(resolve('yung musuem, may entrance fee ba', { alternatives: kinds })).toBe('K2');
    expect(resolve('pizza one 🍕 how late are they open', { alternatives: kinds })).toBe('K3');
    expect(resolve('yung may diving', { alternatives: kinds })).toBe('K4');
    expect(resolve('yung galery', { alternatives: kinds })).toBe('K1');
    expect(resolve('yung mansion', { alternatives: kinds })).toBeNull();
  });

  it('reads Dutch kinds of shop and day names against English categories and names', () => {
    const shops: RememberedVenue[] = [
      { placeId: 'S1', name: 'Flower Power Threads', category: 'vintage clothing store', turn: 0 },
      { placeId: 'S2', name: 'Wax Poetic Records', category: 'record store', turn: 0 },
      { placeId: 'S3', name: 'Legazpi Sunday Market', category: 'market', turn: 0 },
    ];
    expect(resolve('is die platenzaak ook op zondag open?', { alternatives: shops })).toBe('S2');
    expect(resolve('en die op zondag, is die ver lopen?', { alternatives: shops })).toBe('S3');
  });

  it('matches kinds of place across languages and words ("taco place", "yung kapehan", "die broodjeszaak")', () => {
    const places: RememberedVenue[] = [
      { placeId: 'T1', name: 'El Chupacabra', category: 'mexican taqueria', turn: 0 },
      { placeId: 'T2', name: 'Kapetolyo', category: 'cafe', turn: 0 },
      { placeId: 'T3', name: 'Broodje Bert', category: 'sandwich shop', turn: 0 },
    ];
    const focus = { placeId: 'T2', name: 'Kapetolyo' };
    expect(resolve('the taco place - is it loud?', { alternatives: places, focus })).toBe('T1');
    expect(resolve('yung kapehan, open ba hanggang madaling araw?', { alternatives: places })).toBe('T2');
    expect(resolve('die broodjeszaak, wanneer open?', { alternatives: places, focus })).toBe('T3');
  });
});

describe('resolveReferences, a kind word that has synonyms', () => {
  it('matches the word itself too ("de frituur" for a venue of kind "frituur")', () => {
    const gent: RememberedVenue[] = [
      { placeId: 'G1', name: 'Het Pand', category: 'Belgisch restaurant', turn: 0 },
      { placeId: 'G2', name: 'Bij Filip', category: 'frituur', turn: 0 },
      { placeId: 'G3', name: 'De Graslei', category: 'brasserie', turn: 0 },
    ];
    expect(resolve('en de frituur, hebben ze daar stoofvleessaus?', { alternatives: gent, recentVenues: gent, focus: null })).toBe('G2');
  });
});

describe('resolveReferences, a Dutch compound of a kind', () => {
  it('reads "het natuurmuseum" as the natural history museum', () => {
    const leiden: RememberedVenue[] = [
      { placeId: 'N1', name: 'Rijksmuseum van Oudheden', category: 'museum', turn: 0 },
      { placeId: 'N2', name: 'Naturalis', category: 'natuurhistorisch museum', turn: 0 },
      { placeId: 'N3', name: 'Museum De Lakenhal', category: 'kunstmuseum', turn: 0 },
    ];
    expect(
      resolve('Jammer. Dan het natuurmuseum, wat kost een kaartje daar?', {
        alternatives: leiden,
        recentVenues: leiden,
        focus: { placeId: 'N3', name: 'Museum De Lakenhal' },
      }),
    ).toBe('N2');
  });
});

describe('resolveReferences, Tagalog "sa may X"', () => {
  it('picks the one venue with X, like "yung may X"', () => {
    const two: RememberedVenue[] = [
      { placeId: 'T1', name: 'Bulalohan ni Mang Ambo', category: 'bulalo', turn: 0 },
      { placeId: 'T2', name: 'Ridge View Bulalo House', category: 'bulalo', turn: 0 },
    ];
    expect(resolve('sige doon na lang kami sa may view. may parking ba yan?', { alternatives: two, recentVenues: two, focus: null })).toBe(
      'T2',
    );
  });
});

describe('resolveReferences, Dutch kinds in other forms', () => {
  const leiden: RememberedVenue[] = [
    { placeId: 'L1', name: 'Trattoria Tuscany', category: 'italiaans', priceLevel: 'moderate', turn: 0 },
    { placeId: 'L2', name: 'Pizzeria Da Gino', category: 'pizzeria', priceLevel: 'inexpensive', turn: 0 },
    { placeId: 'L3', name: 'Osteria Leiden', category: 'italiaans', priceLevel: 'expensive', turn: 0 },
  ];
  const patch = { alternatives: leiden, recentVenues: leiden, focus: { placeId: 'L3', name: 'Osteria Leiden' } };
  it.each([
    ['dat pizzatentje, bezorgen ze ook?', 'L2'],
    ['de goedkoopste van de twee italianen?', 'L1'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, a kind said in the plural', () => {
  it('matches the singular kind: "yung may desserts" is the dessert shop', () => {
    const davao: RememberedVenue[] = [
      { placeId: 'D1', name: 'Magsaysay Stands', category: 'fruit stand', turn: 0 },
      { placeId: 'D2', name: "Lachi's", category: 'dessert shop', turn: 0 },
      { placeId: 'D3', name: 'Sonny Durian', category: 'fruit stand', turn: 0 },
    ];
    expect(resolve('yung may desserts, may durian cheesecake ba sila?', { alternatives: davao, recentVenues: davao, focus: null })).toBe(
      'D2',
    );
  });
});

describe('resolveReferences, Tagalog "dun sa <kind>"', () => {
  it('picks the one listed venue of that kind', () => {
    const bars: RememberedVenue[] = [
      { placeId: 'B1', name: 'Alamat', category: 'pub', turn: 0 },
      { placeId: 'B2', name: 'Z Roof Deck', category: 'rooftop bar', turn: 0 },
      { placeId: 'B3', name: 'Tambay', category: 'sisig bar', turn: 0 },
    ];
    expect(resolve('ok. may cover charge ba dun sa rooftop?', { alternatives: bars, recentVenues: bars, focus: null })).toBe('B2');
  });
});

describe('resolveReferences, a landmark inside a name', () => {
  const two: RememberedVenue[] = [
    { placeId: 'W1', name: 'The Witchery by the Castle', category: 'scottish', turn: 0 },
    { placeId: 'W2', name: 'Makars Mash Bar', category: 'scottish', turn: 0 },
  ];
  it('is the landmark when the user names it, and the name still picks the venue', () => {
    expect(resolve('what time does the castle close btw', { alternatives: two, recentVenues: two, focus: null })).toBeNull();
    expect(resolve('is the witchery open late?', { alternatives: two, recentVenues: two, focus: null })).toBe('W1');
  });
});

describe('resolveReferences, a Dutch compound kind', () => {
  it('finds "het festival" in a "muziekfestival"', () => {
    const utrecht: RememberedVenue[] = [
      { placeId: 'W1', name: 'Le Guess Who', category: 'muziekfestival', turn: 0 },
      { placeId: 'W2', name: 'Rommelmarkt Breedstraat', category: 'rommelmarkt', turn: 0 },
    ];
    expect(resolve('en het festival, zijn er nog kaartjes?', { alternatives: utrecht, recentVenues: utrecht, focus: null })).toBe('W1');
  });
});

describe('resolveReferences, settling on a venue and the forms of a pick', () => {
  const list = [
    {
      placeId: 'T1',
      name: 'Chez Jacques',
      category: 'french restaurant',
      address: 'Rue Froissart, Brussels',
      priceLevel: 'expensive' as const,
      turn: 0,
    },
    { placeId: 'T2', name: 'Basic-Fit Zuidas', category: 'gym', address: 'Mahler, Amsterdam', priceLevel: 'inexpensive' as const, turn: 0 },
    {
      placeId: 'T3',
      name: 'Baan Thai Schuman',
      category: 'thai restaurant',
      address: 'Rue Archimède, Brussels',
      priceLevel: 'moderate' as const,
      turn: 0,
    },
    {
      placeId: 'T4',
      name: 'Hanami Sushi',
      category: 'japanese restaurant',
      address: 'Lipa, Batangas',
      priceLevel: 'very expensive' as const,
      turn: 0,
    },
  ];
  const context = { ...emptyContext('s', 0), recentVenues: list, alternatives: list, focus: { placeId: 'T1', name: 'Chez Jacques' } };
  const resolve = (text: string, newSearch = false) => resolveReferences({ text, context, earlierTurns: new Map(), newSearch });
  it.each([
    ['thai sounds good. cards ok there?', 'T3'],
    ['basic-fit is fine, open on weekends too?', 'T2'],
    ['first is fine', 'T1'],
    ['ok go with the 2nd, 4 ppl at 7pm thursday', 'T2'],
    ['eh yung 2 mura ba', 'T2'],
    ['ung nasa lipa', 'T4'],
    ['para sa boss ko naman, yung pinaka sosyal?', 'T4'],
    ['the french one sounds loud haha. what about the thai one', 'T3'],
  ])('"%s" is %s', (text, id) => {
    expect(resolve(text)).toMatchObject({ placeId: id });
  });
  it('"yung isa, yung hindi japanese" is the one that is not, of two', () => {
    const two = list.slice(2);
    expect(
      resolveReferences({
        text: 'yung isa, yung hindi japanese',
        context: { ...context, recentVenues: two, alternatives: two, focus: null },
        earlierTurns: new Map(),
        newSearch: false,
      }),
    ).toMatchObject({ placeId: 'T3' });
  });
  it('"great. any place for drinks after, walkable from there?" searches from the venue in focus', () => {
    expect(resolve('great. any place for drinks after, walkable from there?', true)).toMatchObject({ placeId: 'T1' });
  });
  it.each([
    'one more thing, do jeepneys still take cash?',
    'is dat pontje echt gratis?',
    'hmm what if we did it in the city instead, near bank',
    'nice. may party ba dun sa General Luna pag Friday?',
  ])('"%s" points at no venue', (text) => {
    expect(resolve(text)).toBeNull();
  });
});

describe('resolveReferences, kinds said in another language or word', () => {
  const resolve = (text: string, list: RememberedVenue[], focus: { placeId: string; name: string } | null = null) =>
    resolveReferences({
      text,
      context: { ...emptyContext('s', 0), recentVenues: list, alternatives: list, focus },
      earlierTurns: new Map(),
      newSearch: false,
    });
  const museums = [
    { placeId: 'U1', name: 'Centraal Museum', category: 'art museum', turn: 0 },
    { placeId: 'U2', name: 'Nijntje Museum', category: "children's museum", turn: 0 },
    { placeId: 'U3', name: 'Het Spoorwegmuseum', category: 'railway museum', turn: 0 },
    { placeId: 'U4', name: 'Foam', category: 'photography museum', turn: 0 },
  ];
  it.each([
    ['het kindermuseum denk ik. moet ik daarvoor reserveren?', 'U2'],
    ['en het treinmuseum, is dat ver lopen vanaf de Dom?', 'U3'],
    ['het fotografiemuseum, hoeveel is het met korting', 'U4'],
  ])('"%s": the first part of a Dutch compound in an English category', (text, id) => {
    expect(resolve(text, museums)).toMatchObject({ placeId: id });
  });
  it('"yung kainan" is the one named Kainan before a "Restaurant"', () => {
    const list = [
      { placeId: 'K1', name: "Max's Restaurant Al Barsha", category: 'filipino', turn: 0 },
      { placeId: 'K2', name: 'Kabayan Kainan', category: 'filipino', turn: 0 },
    ];
    expect(resolve('yung kainan, may sinigang ba sila?', list)).toMatchObject({ placeId: 'K2' });
  });
  const stays = [
    { placeId: 'B1', name: 'Hotel Heritage', category: 'hotel', turn: 0 },
    { placeId: 'B2', name: 'B&B De Zwaan', category: 'B&B', turn: 0 },
    { placeId: 'B3', name: 'Centrale Bibliotheek', category: 'bibliotheek', turn: 0 },
  ];
  it.each([
    ["Amai, da's te duur voor ons. De B&B dan?", 'B2'],
    ['is de bieb niet gewoon gratis?', 'B3'],
  ])('"%s"', (text, id) => {
    expect(resolve(text, stays)).toMatchObject({ placeId: id });
  });
  it('"Hoe ver is dat te voet van de B&B?": the B&B is where the walk starts', () => {
    expect(resolve('Merci! Hoe ver is dat te voet van de B&B?', stays, { placeId: 'B1', name: 'Hotel Heritage' })).toMatchObject({
      placeId: 'B1',
    });
  });
});

describe('resolveReferences, a landmark or kind said in another language', () => {
  const sights = [
    { placeId: 'S1', name: 'Mosteiro dos Jerónimos', category: 'klooster', address: 'Praça do Império, Lisboa', turn: 0 },
    { placeId: 'S2', name: 'Torre de Belém', category: 'monument', address: 'Av. Brasília, Lisboa', turn: 0 },
    { placeId: 'S3', name: 'Shin-Umeda Shokudogai', category: 'food alley', address: 'Kakuda-cho, Osaka', turn: 0 },
    { placeId: 'S4', name: 'Bisschopsmolen', category: 'bakery in a watermill', address: 'Stenebrug 3, Maastricht', turn: 0 },
  ];
  const ask = (text: string) =>
    resolveReferences({
      text,
      context: { ...context, alternatives: sights, recentVenues: sights, focus: null },
      earlierTurns: earlier,
      newSearch: false,
    });
  it.each([
    ['de toren, moet je daar lang aanschuiven?', 'S2'],
    ['en dat eetstraatje?', 'S3'],
    ['the mill one, can you sit inside?', 'S4'],
    ['yung kastilyo, magkano entrance?', null],
  ])('%s', (text, placeId) => {
    expect(ask(text)).toEqual(placeId === null ? null : expect.objectContaining({ placeId }));
  });
});

describe('resolveReferences, settling on a kind: "dun na lang kami sa beer place"', () => {
  it('picks the one listed venue of that kind', () => {
    const bars = [
      { placeId: 'B1', name: 'The Back Room', category: 'speakeasy', turn: 0 },
      { placeId: 'B2', name: 'Kampai Rooftop', category: 'rooftop bar', turn: 0 },
      { placeId: 'B3', name: 'Crosstown Taproom', category: 'craft beer bar', turn: 0 },
    ];
    const r = resolveReferences({
      text: 'sige dun na lang kami sa beer place, open ba hanggang 2am',
      context: { ...context, alternatives: bars, recentVenues: bars, focus: null },
      earlierTurns: earlier,
      newSearch: false,
    });
    expect(r).toMatchObject({ placeId: 'B3' });
  });
});

describe('resolveReferences, a kind of two words and a place: "yung conveyor belt sa shibuya"', () => {
  it('picks the one of that kind there', () => {
    const sushi = [
      { placeId: 'U1', name: 'Sushizanmai', category: 'sushi', address: 'Tsukiji, Tokyo', turn: 0 },
      { placeId: 'U2', name: 'Uobei Dogenzaka', category: 'conveyor belt sushi', address: 'Dogenzaka, Shibuya, Tokyo', turn: 0 },
      { placeId: 'U3', name: 'Numazuko', category: 'conveyor belt sushi', address: 'Shinjuku 3-chome, Tokyo', turn: 0 },
    ];
    const r = resolveReferences({
      text: 'yung conveyor belt sa shibuya, mahaba ba pila?',
      context: { ...context, alternatives: sushi, recentVenues: sushi, focus: null },
      earlierTurns: earlier,
      newSearch: false,
    });
    expect(r).toMatchObject({ placeId: 'U2' });
  });
});

describe('resolveReferences, kinds said otherwise', () => {
  const places = [
    { placeId: 'K1', name: 'Wai Ying', category: 'dim sum', turn: 0 },
    { placeId: 'K2', name: 'Magpie Brewing', category: 'craft beer bar', turn: 0 },
    { placeId: 'K3', name: 'Bosphorus Sunset Yacht', category: 'boat tour', turn: 0 },
    { placeId: 'K4', name: 'Lumpia House', category: 'filipino-chinese', turn: 0 },
  ];
  const ask = (text: string) =>
    resolveReferences({
      text,
      context: { ...context, alternatives: places, recentVenues: places, focus: null },
      earlierTurns: earlier,
      newSearch: false,
    });
  it.each([
    ['tas yung dimsum place?', 'K1'],
    ['the brewery one, do they have food', 'K2'],
    ['die met zonsondergang, hoelang duurt die', 'K3'],
  ])('%s', (text, placeId) => {
    expect(ask(text)).toMatchObject({ placeId });
  });
});

describe('resolveReferences, a kind word before its other-language names', () => {
  it('"de kerk op general luna" is the church, though a cathedral is also listed', () => {
    const sights = [
      { placeId: 'I1', name: 'Manila Cathedral', category: 'cathedral', address: 'Cabildo St, Intramuros', turn: 0 },
      { placeId: 'I2', name: 'San Agustin Church', category: 'church', address: 'General Luna St, Intramuros', turn: 0 },
      { placeId: 'I3', name: 'Fort Santiago', category: 'fort', address: 'Santa Clara St, Intramuros', turn: 0 },
    ];
    const r = resolveReferences({
      text: 'de kerk op general luna, is dat de oudste?',
      context: { ...context, alternatives: sights, recentVenues: sights, focus: null },
      earlierTurns: earlier,
      newSearch: false,
    });
    expect(r).toMatchObject({ placeId: 'I2' });
  });
});

describe('resolveReferences, the one listed venue of the kind an article names', () => {
  const at = (text: string, patch: Partial<ConversationContext> = {}, newSearch = false) =>
    resolve(text, { recentVenues: row, alternatives: row, focus: null, ...patch }, newSearch);

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
});

describe('resolveReferences, "<kind> place" opening the message', () => {
  it('reads "<kind> place" opening the message', () => {
    const pair = [
      { placeId: 'L1', name: 'Leaf & Pearl', category: 'tea shop', turn: 0 },
      { placeId: 'L2', name: 'Churros Co', category: 'churreria', turn: 0 },
      { placeId: 'L3', name: 'Cha Cha Brew', category: 'milk tea shop', turn: 0 },
    ];
    const patch = { alternatives: pair, recentVenues: pair, focus: null };
    expect(resolve('churreria place sounds good lol, how far is it', patch)).toBe('L2');
  });
});

describe('resolveReferences, Dutch words and compounds for a kind', () => {
  it.each([['Die brouwerij, hebben ze daar ook vegetarische opties?', 'M3']])('%s', (text, id) => {
    expect(resolve(text, { alternatives: brugge, recentVenues: brugge, focus: null })).toBe(id);
  });
  it.each([['En die jazzkroeg, is er vanavond live muziek?', 'G3']])('%s', (text, id) => {
    expect(resolve(text, { alternatives: patershol, recentVenues: patershol, focus: null })).toBe(id);
  });
  it('"Dat jazzconcert": a compound whose head is the kind and whose stem is in the name', () => {
    const rdam: RememberedVenue[] = [
      { placeId: 'J', name: 'Jazz in De Doelen', category: 'concert', turn: 0 },
      { placeId: 'M', name: 'Fenix', category: 'museum', turn: 0 },
      { placeId: 'K', name: 'Kunsthal', category: 'museum', turn: 0 },
    ];
    expect(resolve('Dat jazzconcert, is dat zaterdag of zondag?', { alternatives: rdam, recentVenues: rdam, focus: null })).toBe('J');
  });
});
