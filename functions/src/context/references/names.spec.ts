// Resolver specs: a venue by its name: whole, in part, short forms, possessives, names with signs or numbers (slips: typing-slips.spec.ts).
import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { namedInFull } from './names';
import { context, earlier, list, resolve, venue, withList } from './spec-fixture';
import { brugge, chicago, patershol, spots, signedNames } from './spec-fixture-lists';

describe('resolveReferences', () => {
  it('prefers a venue named in full to a comparative, and reads a rating typed as a number', () => {
    expect(resolve('is Chez Paulette any cheaper?')).toBe('P3');
    expect(resolve('is the 4.7 one worth the price?')).toBe('P2');
    expect(resolve('en die met de 4,1?')).toBe('P1');
  });
});

describe('resolveReferences, one word of a name in any case', () => {
  it.each([
    ['paulette, do they take cards?', 'P3'],
    ['what about siam', 'P4'],
    ['sakura open on sundays?', 'P2'],
    ['book trattoria uno for 8', 'P5'],
    ['yung paulette ba may aircon?', 'P3'],
  ])('takes a distinctive word where a name goes: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });

  it.each(['i heard paulette is a chef here, any tips', 'open late?', 'lima or cusco for a week?'])(
    'does not take a word used otherwise: %s',
    (text) => {
      expect(resolve(text, { focus: null })).toBeNull();
    },
  );
});

describe('resolveReferences, a place in a search for more', () => {
  it('takes part of a listed name after "sa/in" in a search for other places as where, not which', () => {
    const carts = [
      { placeId: 'T1', name: 'Session Road Taho Cart', turn: 0 },
      { placeId: 'T2', name: 'Mines View Stand', turn: 0 },
    ];
    expect(resolve('may iba pa bang kainan sa Session Road?', { alternatives: carts, recentVenues: carts, focus: null })).toBeNull();
    expect(resolve('yung session road, open pa?', { alternatives: carts, recentVenues: carts, focus: null })).toBe('T1');
  });
});

describe('resolveReferences, a name inside a longer word', () => {
  it('reads no "Sala" in "salamat"', () => {
    const sala: RememberedVenue[] = [
      { placeId: 'S', name: 'Sala', turn: 0 },
      { placeId: 'L', name: 'Locavore', turn: 0 },
    ];
    expect(resolve('salamat!', { alternatives: sala, recentVenues: sala, focus: null })).toBeNull();
    expect(resolve('sala, open pa?', { alternatives: sala, recentVenues: sala, focus: null })).toBe('S');
  });
});

describe('resolveReferences, short forms', () => {
  const ams: RememberedVenue[] = [
    { placeId: 'A1', name: 'Rijksmuseum', category: 'art museum', turn: 0 },
    { placeId: 'A2', name: 'Stedelijk Museum', category: 'art museum', turn: 0 },
    { placeId: 'A3', name: 'Lokaal Negen', category: 'bistro', turn: 0 },
  ];
  const patch = { alternatives: ams, recentVenues: ams, focus: null };
  it.each([
    ['and the rijks?', 'A1'],
    ['en het stedelijk?', 'A2'],
    ['en dat bistrootje?', 'A3'],
    ['the rijk', null],
    ['and the museum?', null],
  ])('reads a long name word typed short and a Dutch diminutive of a kind: %s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, what people call a venue', () => {
  const pizza: RememberedVenue[] = [
    { placeId: 'Z1', name: "Giordano's Jackson", turn: 0 },
    { placeId: 'Z2', name: "Lou Malnati's State Street", turn: 0 },
    { placeId: 'Z3', name: 'Newton Food Centre', turn: 0 },
  ];
  const patch = { alternatives: pizza, recentVenues: pizza, focus: null };
  it.each([
    ["Lou's it is. how do I get there?", 'Z2'],
    ["what about giordano's", 'Z1'],
    ['is newton touristy?', 'Z3'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('reads no name in "it\'s raining"', () => {
    expect(resolve("it's raining, what's open?", patch)).toBeNull();
  });
});

describe('resolveReferences, more ways to name a listed venue', () => {
  const tacos: RememberedVenue[] = [
    { placeId: 'X1', name: 'Taqueria Orinoco', turn: 0 },
    { placeId: 'X2', name: 'El Vilsito', turn: 0 },
    { placeId: 'X3', name: 'Pujol', turn: 0 },
  ];
  it("reads a name word that ran into a full stop ('let's do vilsito. how ...')", () => {
    expect(
      resolve("nah too fancy, let's do vilsito. how do i get there from roma?", {
        alternatives: tacos,
        recentVenues: tacos,
        focus: { placeId: 'X3', name: 'Pujol' },
      }),
    ).toBe('X2');
  });
  it('finds "yung dim sum place" by what the listing reply said about it', () => {
    const binondo: RememberedVenue[] = [
      { placeId: 'D1', name: 'Dong Bei Dumplings', turn: 0 },
      { placeId: 'D2', name: 'Cafe Mezzanine', turn: 0 },
      { placeId: 'D3', name: 'Wai Ying Fastfood', turn: 0 },
    ];
    const reply =
      '1. Dong Bei Dumplings (place_id: D1) - Yuchengco St, 4.5\n' +
      '2. Cafe Mezzanine (place_id: D2) - Ongpin St, 4.3\n' +
      '3. Wai Ying Fastfood (place_id: D3) - Benavidez St, dim sum, 4.2';
    const r = resolveReferences({
      text: 'yung dim sum place naman, bukas ba ng umaga?',
      context: { ...context, alternatives: binondo, recentVenues: binondo, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      listReply: () => reply,
    });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'D3' });
  });
});

describe('resolveReferences, a whole name typed with other splits', () => {
  const poBoys: RememberedVenue[] = [
    { placeId: 'N1', name: "Domilise's Po-Boy & Bar", category: 'sandwich', turn: 0 },
    { placeId: 'N2', name: "Parasol's", category: 'bar', turn: 0 },
    { placeId: 'N3', name: 'Killer PoBoys', category: 'sandwich', turn: 0 },
  ];
  it('takes "killer po boys" whole, though "po boy" is part of another name', () => {
    expect(
      resolve("where exactly is killer po boys? I'm staying near the garden district", {
        alternatives: poBoys,
        recentVenues: poBoys,
        focus: null,
      }),
    ).toBe('N3');
  });
});

describe('resolveReferences, a sight named after a verb of going', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('"on sunday we want to hike Arthur\'s Seat, is it hard?": "it" is the hill, not the venue in focus', () => {
    expect(resolve("on sunday we want to hike Arthur's Seat, is it hard?", focused)).toBe(null);
  });
  it('still reads "is it far from here?" as the venue in focus', () => {
    expect(resolve('is it far from here?', focused)).toBe('P2');
  });
});

describe('resolveReferences, a name before a texting form of "tayo" or "na lang"', () => {
  const pampanga: RememberedVenue[] = [
    { placeId: 'S1', name: 'Aling Lucing', category: 'sisig', address: 'Angeles City', turn: 0 },
    { placeId: 'S2', name: "Mila's Tokwa't Baboy", category: 'sisig', address: 'Angeles City', turn: 0 },
    { placeId: 'S3', name: "Kabigting's", category: 'halo-halo', address: 'Arayat', turn: 0 },
  ];
  it.each([
    ['kay milas tyo', 'S2'],
    ['milas nlng', 'S2'],
    ['kabigtings nmn', 'S3'],
  ])('%s', (text, expected) => {
    expect(resolve(text, { alternatives: pampanga, recentVenues: pampanga, focus: null })).toBe(expected);
  });
});

describe('resolveReferences, a listed name said only as where', () => {
  const areas: RememberedVenue[] = [
    { placeId: 'A1', name: 'Alfama', category: 'neighbourhood', turn: 0 },
    { placeId: 'A2', name: 'Belém', category: 'neighbourhood', turn: 0 },
    { placeId: 'A3', name: 'Bairro Alto', category: 'neighbourhood', turn: 0 },
  ];
  const pastry: RememberedVenue[] = [
    { placeId: 'B1', name: 'Pastéis de Belém', category: 'bakery', address: 'Rua de Belém 84', turn: 2 },
    { placeId: 'B2', name: 'Manteigaria', category: 'bakery', address: 'Rua do Loreto 2', turn: 2 },
  ];
  const fado: RememberedVenue[] = [
    { placeId: 'F1', name: 'Clube de Fado', category: 'fado house', turn: 4 },
    { placeId: 'F2', name: 'Tasca do Chico', category: 'fado bar', turn: 4 },
  ];
  it('lets the latest list decide: "the one in belem, long queue?"', () => {
    expect(resolve('the one in belem, long queue?', { alternatives: pastry, recentVenues: [...pastry, ...areas], focus: null })).toBe('B1');
  });
  it('picks the venue, not the areas set against each other: "tasca do chico is in bairro alto not alfama right?"', () => {
    const patch = {
      alternatives: fado,
      recentVenues: [...fado, areas[0]],
      earlierVenues: areas.slice(1),
      focus: null,
      earlierFocus: [{ placeId: 'A2', name: 'Belém' }],
    };
    expect(resolve('tasca do chico is in bairro alto not alfama right?', patch)).toBe('F2');
  });
  it('still picks an area named alone: "what about bairro alto?"', () => {
    expect(resolve('what about bairro alto?', { alternatives: areas, recentVenues: areas, focus: null })).toBe('A3');
  });
});

describe('resolveReferences, a distinctive name word typed without punctuation before the question', () => {
  const fukuoka: RememberedVenue[] = [
    { placeId: 'K1', name: 'Rakutenchi', category: 'motsunabe', turn: 0 },
    { placeId: 'K2', name: 'Ichiran Nakasu', category: 'ramen', turn: 0 },
  ];
  const brugge: RememberedVenue[] = [
    { placeId: 'B1', name: 'De Halve Maan', category: 'brouwerij', turn: 0 },
    { placeId: 'B2', name: 'Breydel-De Coninc', category: 'mosselen', turn: 0 },
  ];
  const iloilo: RememberedVenue[] = [
    { placeId: 'I1', name: "Netong's Original Special La Paz Batchoy", turn: 0 },
    { placeId: 'I2', name: "Deco's Original La Paz Batchoy", turn: 0 },
    { placeId: 'I3', name: "Ted's Oldtimer La Paz Batchoy", turn: 0 },
  ];
  const denhaag: RememberedVenue[] = [
    { placeId: 'D1', name: 'Mauritshuis', category: 'museum', turn: 0 },
    { placeId: 'D2', name: 'Escher in Het Paleis', category: 'museum', turn: 0 },
  ];
  it.each([
    ['rakutenchi can we walk in without a reservation', fukuoka, 'K1'],
    ['breydel zijn die dicht op woensdag', brugge, 'B2'],
    ['yung decos may aircon ba', iloilo, 'I2'],
    ['yung kay netong cash lang ba', iloilo, 'I1'],
    ['gaano kalayo yung teds mula sa sm city iloilo', iloilo, 'I3'],
    ['hoe duur is een kaartje voor escher', denhaag, 'D2'],
  ])('%s', (text, venues, expected) => {
    expect(resolve(text, { alternatives: venues, recentVenues: venues, focus: null })).toBe(expected);
  });
  it('still reads no name in "my brother can come too" with "Brother Baba Budan" listed', () => {
    const cafes: RememberedVenue[] = [
      { placeId: 'C1', name: 'Brother Baba Budan', turn: 0 },
      { placeId: 'C2', name: 'Patricia', turn: 0 },
    ];
    expect(resolve('my brother can come too', { alternatives: cafes, recentVenues: cafes, focus: null })).toBeNull();
  });
});

describe('resolveReferences, an emoji after a name', () => {
  it('reads "orinoco 🔥 open late?" as the name', () => {
    const tacos: RememberedVenue[] = [
      { placeId: 'T1', name: 'El Vilsito', turn: 0 },
      { placeId: 'T2', name: 'Taqueria Orinoco', turn: 0 },
    ];
    expect(resolve('orinoco 🔥 open late?', { alternatives: tacos, recentVenues: tacos, focus: null })).toBe('T2');
  });
});

describe('resolveReferences, a venue named by part of its name', () => {
  const ctx = (venues: RememberedVenue[], extra: Partial<ConversationContext> = {}) => ({
    ...emptyContext('s', 0),
    recentVenues: venues,
    alternatives: venues,
    ...extra,
  });
  const resolve = (text: string, context: ConversationContext) =>
    resolveReferences({ text, context, earlierTurns: new Map(), newSearch: false });
  const fries = [
    { placeId: 'F1', name: 'Frituur Den Gouden Hoorn', turn: 0 },
    { placeId: 'F2', name: 'Patatje Brugge', turn: 0 },
  ];
  it('"die frituur met Brugge in de naam" is the one whose name holds Brugge', () => {
    expect(resolve('En die frituur met Brugge in de naam, is die goe?', ctx(fries))).toMatchObject({ placeId: 'F2' });
  });
  it('a name part in quotes: "die met \'Brugge\' in de naam", "the one with “Gouden” in the name"', () => {
    expect(resolve("die met 'Brugge' in de naam, kan ik daar reserveren?", ctx(fries))).toMatchObject({ placeId: 'F2' });
    expect(resolve('the one with “Gouden” in the name, open late?', ctx(fries))).toMatchObject({ placeId: 'F1' });
  });
  it('"the dumpling place with a city in its name" is the one whose name holds a city', () => {
    const dumplings = [
      { placeId: 'D1', name: 'Shanghai Lane Dumplings', turn: 0 },
      { placeId: 'D2', name: 'Golden Pleat Dumpling House', turn: 0 },
    ];
    expect(resolve('is the dumpling place with a city in its name open late?', ctx(dumplings))).toMatchObject({ placeId: 'D1' });
  });
  it.each([
    ['Die volendamse kraam, kan je daar ook binnen zitten?', 'V1'],
    ['en de Brugse, is die goedkoper?', 'V3'],
  ])('"%s": a town\'s adjective picks the name that starts with it', (text, id) => {
    const list = [
      { placeId: 'V1', name: 'Volendammer Viskraam', priceLevel: 'inexpensive' as const, turn: 0 },
      { placeId: 'V2', name: 'Het Zeehuis', priceLevel: 'expensive' as const, turn: 0 },
      { placeId: 'V3', name: 'Brugse Herberg', priceLevel: 'moderate' as const, turn: 0 },
      { placeId: 'V4', name: 'Het Kroegje', priceLevel: 'inexpensive' as const, turn: 0 },
    ];
    expect(resolve(text, ctx(list))).toMatchObject({ placeId: id });
  });
  it('"ung nasa atc na lang" picks by the initials of its address, typed in lower case', () => {
    const steak = [
      { placeId: 'S1', name: 'Mamou Alabang', address: 'Alabang Town Center, Muntinlupa', turn: 0 },
      { placeId: 'S2', name: 'Prime Chophouse', address: 'Westgate Center, Filinvest City, Alabang', turn: 0 },
    ];
    expect(resolve('kaya pala haha. ung nasa atc na lang, pde walk in pag sabado?', ctx(steak))).toMatchObject({ placeId: 'S1' });
  });
  it('"the very expensive one", "which ones rated lowest"', () => {
    const tours = [
      { placeId: 'T1', name: 'A Tours', priceLevel: 'moderate' as const, rating: 4.6, turn: 0 },
      { placeId: 'T2', name: 'B Tours', priceLevel: 'very expensive' as const, rating: 4.8, turn: 0 },
      { placeId: 'T3', name: 'C Tours', priceLevel: 'inexpensive' as const, rating: 3.9, turn: 0 },
    ];
    expect(resolve('the very expensive one, how many days is it', ctx(tours))).toMatchObject({ placeId: 'T2' });
    expect(resolve('lol which ones rated lowest, so i can skip it', ctx(tours))).toMatchObject({ placeId: 'T3' });
  });
});

describe('resolveReferences, a Tagalog question opening on a name: "bukas ba figlmuller pag linggo?"', () => {
  it('picks the venue of that name', () => {
    const schnitzel = [
      { placeId: 'F1', name: 'Figlmüller Wollzeile', turn: 0 },
      { placeId: 'F2', name: 'Schnitzelwirt', turn: 0 },
    ];
    const r = resolveReferences({
      text: 'bukas ba figlmuller pag linggo?',
      context: { ...context, alternatives: schnitzel, recentVenues: schnitzel, focus: null },
      earlierTurns: earlier,
      newSearch: false,
    });
    expect(r).toMatchObject({ placeId: 'F1' });
  });
});

describe('resolveReferences, a name word that says where a new search looks', () => {
  const bars: RememberedVenue[] = [
    { placeId: 'D1', name: 'Bodega Live Lanang', category: 'bar', address: 'Lanang, Davao City', turn: 0 },
    { placeId: 'D2', name: 'Matina Town Square Bar', category: 'bar', address: 'Matina, Davao City', turn: 0 },
  ];
  const patch = { alternatives: bars, recentVenues: bars, focus: null };
  it('"saan masarap na kinilaw sa lanang?" searches in Lanang, not at the bar', () => {
    expect(resolve('ah ok. bago mag inuman, saan masarap na kinilaw sa lanang?', patch, true)).toBeNull();
  });
  it('while a yes-or-no question about it still asks of the venue', () => {
    expect(resolve('may live music ba sa lanang?', patch, true)).toBe('D1');
    expect(resolve('saan masarap na kinilaw sa lanang?', patch, false)).toBe('D1');
  });
});

describe('resolveReferences, a name by its short form, and "welke scoort het best"', () => {
  const named = (...names: string[]): RememberedVenue[] =>
    names.map((name, i) => ({ placeId: `S${i + 1}`, name, category: 'museum', rating: 4 + i / 10, turn: 0 }));
  it.each([
    ['is het smak open op maandag?', named('S.M.A.K.', 'MSK Gent'), 'S1'],
    ['is the MAS free on certain days?', named('Museum aan de Stroom (MAS)', 'Rubenshuis', 'KMSKA'), 'S1'],
    ['the v&a, is there a cafe inside', named('Natural History Museum', 'Victoria and Albert Museum', 'Science Museum'), 'S2'],
  ])('%s', (text, list, expected) => {
    expect(resolve(text, withList(list))).toBe(expected);
  });
  it("not a place's own short form, nor a lower-case word alone", () => {
    expect(resolve('malamig ba sa HK ngayon? ano dapat isuot', withList(named('Hong Kong Coliseum', 'AsiaWorld-Expo')))).toBeNull();
    expect(resolve('mas mura ba dun?', withList(named('Museum aan de Stroom (MAS)', 'Rubenshuis')))).toBeNull();
  });
  it('nor a two-letter word after an article ("\'t Is" is no "Igreja São")', () => {
    expect(
      resolve("En kunnen we daar buiten zitten? 't Is schoon weer vandaag", withList(named('Igreja de São Roque', 'Sé de Lisboa'))),
    ).toBeNull();
  });
  it('"welke scoort het best?" is the highest rated', () => {
    expect(resolve('welke scoort het best?', withList(named('Chez Vincent', 'Frituur De Markt', 'Frieten Ambiorix')))).toBe('S3');
  });
});

describe('resolveReferences, a Dutch compound name said in English, and Tagalog "pang-"', () => {
  const sights: RememberedVenue[] = [
    { placeId: 'D1', name: 'Cathedral of Our Lady', category: 'cathedral', turn: 0 },
    { placeId: 'D2', name: 'Rubenshuis', category: 'museum', turn: 0 },
    { placeId: 'D3', name: 'Sint-Romboutstoren', category: 'tower', turn: 0 },
  ];
  it('"the rubens house" is the Rubenshuis, "st rombouts tower" the Sint-Romboutstoren', () => {
    expect(resolve('the rubens house, do i need to book ahead', withList(sights))).toBe('D2');
    expect(resolve('can you climb St Rombouts tower?', withList(sights))).toBe('D3');
    expect(resolve('is there a house museum nearby?', withList(sights))).toBeNull();
  });
  it('"yung pang-science" is the science museum', () => {
    const list: RememberedVenue[] = [
      { placeId: 'K1', name: 'Petrosains', category: 'science museum', turn: 0 },
      { placeId: 'K2', name: 'Galeri Petronas', category: 'art gallery', turn: 0 },
    ];
    expect(resolve('yung pang-science, ok ba sa mga bata?', withList(list))).toBe('K1');
  });
});

describe('resolveReferences, a name beside a comparative, a number or another name', () => {
  it('reads "that first one", the lowest rating, a Dutch comparative, a number opening a name and the second of two names', () => {
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
});

describe('resolveReferences, a possessive name, with or without its apostrophe', () => {
  it.each([["mario's does takeaway right?", 'S1']])('picks the venue: %s', (text, id) => {
    expect(resolve(text, { recentVenues: spots, alternatives: spots, focus: null })).toBe(id);
  });
  it.each([["is bavettes dark inside? we're celebrating", 'S3']])('%s', (text, id) => {
    expect(resolve(text, { alternatives: chicago, recentVenues: chicago, focus: null })).toBe(id);
  });
  it('"franklins line is crazy long right?": a possessive typed without its apostrophe', () => {
    const bbq: RememberedVenue[] = [
      { placeId: 'F', name: 'Franklin Barbecue', turn: 0 },
      { placeId: 'M', name: 'Micklethwait Craft Meats', turn: 0 },
    ];
    expect(resolve('franklins line is crazy long right? hw early shld i go', { alternatives: bbq, recentVenues: bbq, focus: null })).toBe(
      'F',
    );
  });
});

describe('resolveReferences, names with a sign, a number or a compound', () => {
  const v = signedNames;
  it.each([
    ['Is Frituur No. 1 open op zondag?', 'V2'],
    ['ok what about parking at chef tonys', 'V4'],
  ])('%s', (text, id) => {
    expect(resolve(text, { alternatives: v, recentVenues: v, focus: null })).toBe(id);
  });
  it('reads "and" for a name\'s "&"', () => {
    const pair = [
      { placeId: 'L1', name: 'Leaf & Pearl', category: 'tea shop', turn: 0 },
      { placeId: 'L2', name: 'Churros Co', category: 'churreria', turn: 0 },
      { placeId: 'L3', name: 'Cha Cha Brew', category: 'milk tea shop', turn: 0 },
    ];
    expect(resolve('sige sa leaf and pearl na kami', { alternatives: pair, recentVenues: pair, focus: null })).toBe('L1');
  });
  it.each([['quimet y quimet, is it standing only?', 'M2']])('%s', (text, id) => {
    expect(resolve(text, { alternatives: brugge, recentVenues: brugge, focus: null })).toBe(id);
  });
  it('"En bij jopen?": a Dutch compound name typed without its head', () => {
    const beer: RememberedVenue[] = [
      { placeId: 'J', name: 'Jopenkerk', turn: 0 },
      { placeId: 'U', name: 'Uiltje Brewery', turn: 0 },
    ];
    const focus = { placeId: 'U', name: 'Uiltje Brewery' };
    expect(resolve('En bij jopen, kun je daar ook eten?', { alternatives: beer, recentVenues: beer, focus })).toBe('J');
  });
});

describe('resolveReferences, a name word after a question phrase', () => {
  it.each([
    ['ok and roughly how much is sakura per person', 'P2'],
    ['Wat kost een menu bij sakura ongeveer?', 'P2'],
  ])('reads a name word after "how much is" or before "ongeveer": %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it('reads a name word after "how late is"', () => {
    const belem: RememberedVenue[] = [
      { placeId: 'L1', name: 'Pastéis de Belém', turn: 0 },
      { placeId: 'L2', name: 'Manteigaria Belém', turn: 0 },
    ];
    expect(resolve('how late is manteigaria open on sundays?', { alternatives: belem, recentVenues: belem, focus: null })).toBe('L2');
  });
  it.each([
    ['how does tartaar compare', 'G1'],
    ['ok. pero yung Klokhuys, yun ba yung pinakaluma?', 'G2'],
  ])('%s', (text, id) => {
    expect(resolve(text, { alternatives: patershol, recentVenues: patershol, focus: null })).toBe(id);
  });
});

describe('namedInFull', () => {
  it('answers each message asked of the same list by that message, not by the last answer', () => {
    const venues = [
      venue('a', 'Casa Lucio', 1, 'restaurant', 'Calle Cava Baja 35'),
      venue('b', 'Botín', 1, 'restaurant', 'Calle Cuchilleros 17'),
    ];
    expect(namedInFull('is casa lucio open', venues)).toEqual([venues[0]]);
    expect(namedInFull('what about botin', venues)).toEqual([venues[1]]);
    expect(namedInFull('is casa lucio open', venues.slice(1))).toEqual([]);
  });
});

// Issue 17, the class "ordinary words taken as the search": a cuisine said as one of two kinds asks for that kind.
describe('resolveReferences, a name word said as one of two kinds', () => {
  const korean = [venue('S1', 'Sariwon Korean Barbecue', 0, 'korean bbq', 'BGC, Taguig'), venue('S2', 'Mamou', 0, 'steak', 'BGC, Taguig')];
  const ctx: ConversationContext = { ...emptyContext('s', 0), alternatives: korean, recentVenues: korean };
  const pick = (text: string) => {
    const r = resolveReferences({ text, context: ctx, earlierTurns: new Map(), newSearch: false });
    return r?.kind === 'venue' ? r.placeId : (r?.kind ?? null);
  };
  it('picks nothing in "Japanese or Korean sana", and still picks by the word alone', () => {
    expect(pick('need a place for 12 people na pwede mag-reserve, Japanese or Korean sana')).toBeNull();
    expect(pick('the Korean one, is it open late?')).toBe('S1');
  });
});
