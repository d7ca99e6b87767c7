// Resolver specs: picks in a list shown before the latest one.
import { describe, expect, it } from 'vitest';
import { emptyContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { resolve } from './spec-fixture';

describe('resolveReferences, a venue of an earlier list picked by where it is', () => {
  it('takes the earlier venue when the latest list has none on that street', () => {
    const latest: RememberedVenue[] = [
      { placeId: 'M1', name: 'Mosterd', address: 'Krommestraat 5, Amersfoort', turn: 1 },
      { placeId: 'M2', name: 'Dikke Dirck', address: 'Kamp 8, Amersfoort', turn: 1 },
    ];
    const earlier: RememberedVenue[] = [
      { placeId: 'U1', name: 'Bagels & Beans', address: 'Oudegracht 100, Utrecht', turn: 0 },
      { placeId: 'U2', name: 'Gys', address: 'Voorstraat 77, Utrecht', turn: 0 },
    ];
    const patch = { alternatives: latest, recentVenues: [...latest, ...earlier], focus: null };
    expect(resolve('die op de voorstraat, reserveren nodig?', patch)).toBe('U2');
    expect(resolve('die op de krommestraat?', patch)).toBe('M1');
  });
});

describe('resolveReferences, a kind from an earlier list', () => {
  const ramen: RememberedVenue[] = [
    { placeId: 'R1', name: 'Fuunji', category: 'ramen restaurant', turn: 0 },
    { placeId: 'R2', name: 'Menya Musashi', category: 'ramen restaurant', turn: 0 },
  ];
  const bars: RememberedVenue[] = [
    { placeId: 'B1', name: 'Albatross', category: 'bar', turn: 1 },
    { placeId: 'B2', name: 'Ben Fiddich', category: 'cocktail bar', turn: 1 },
  ];
  const patch = { alternatives: bars, recentVenues: [...bars, ...ramen] };
  it('takes "the other ramen spot" from the earlier list, the one not in focus', () => {
    expect(resolve('and the other ramen spot?', { ...patch, focus: { placeId: 'R1', name: 'Fuunji' } })).toBe('R2');
    expect(resolve('and the other ramen spot?', { ...patch, focus: { placeId: 'B2', name: 'Ben Fiddich' } })).toBeNull();
  });
  it('does not read "it" as the bar in focus when the message describes a ramen place', () => {
    expect(
      resolve('back to the ramen place from earlier, is it cash only?', { ...patch, focus: { placeId: 'B2', name: 'Ben Fiddich' } }),
    ).toBeNull();
    expect(resolve('the cocktail place, is it busy?', { ...patch, focus: { placeId: 'B1', name: 'Albatross' } })).toBe('B2');
  });
});

describe('resolveReferences, "the <kind> place from earlier" among several of that kind', () => {
  const ramen: RememberedVenue[] = [
    { placeId: 'R1', name: 'Fuunji', category: 'ramen restaurant', turn: 0 },
    { placeId: 'R2', name: 'Menya Musashi', category: 'ramen restaurant', turn: 0 },
  ];
  const bars: RememberedVenue[] = [
    { placeId: 'B1', name: 'Albatross', category: 'bar', turn: 1 },
    { placeId: 'B2', name: 'Ben Fiddich', category: 'cocktail bar', turn: 1 },
  ];
  it('takes the one the user talked about', () => {
    const patch = {
      alternatives: bars,
      recentVenues: [...bars, ...ramen],
      focus: { placeId: 'B2', name: 'Ben Fiddich' },
      earlierFocus: [{ placeId: 'R1', name: 'Fuunji' }],
    };
    expect(resolve('back to the ramen place from earlier, is it cash only?', patch)).toBe('R1');
    expect(resolve('back to the ramen place from earlier, is it cash only?', { ...patch, earlierFocus: [] })).toBeNull();
  });
});

describe('resolveReferences, a kind of an earlier list and a place', () => {
  it('picks in the earlier list when the latest has none of that kind: "the ramen place in shinjuku"', () => {
    const ramen: RememberedVenue[] = [
      { placeId: 'R1', name: 'Afuri', category: 'ramen', address: 'Ebisu, Tokyo', turn: 0 },
      { placeId: 'R2', name: 'Nagi', category: 'ramen', address: 'Golden Gai, Shinjuku, Tokyo', turn: 0 },
    ];
    const bars: RememberedVenue[] = [
      { placeId: 'B1', name: 'Benfiddich', category: 'cocktail bar', address: 'Nishi-Shinjuku, Tokyo', turn: 2 },
      { placeId: 'B2', name: 'Albatross', category: 'bar', address: 'Golden Gai, Shinjuku, Tokyo', turn: 2 },
    ];
    const patch = { alternatives: bars, recentVenues: [...bars, ...ramen], focus: null };
    expect(resolve('the ramen place in shinjuku - is it open late?', patch)).toBe('R2');
    expect(resolve('the bar in golden gai, any cover charge?', patch)).toBe('B2');
  });
});

describe('resolveReferences, venues of earlier lists', () => {
  const kyoto: RememberedVenue[] = [
    { placeId: 'K1', name: 'Izakaya Ponto', address: 'Pontocho, Kyoto', turn: 2 },
    { placeId: 'K2', name: 'Nishiki Sakaba', address: 'Nishiki Market, Kyoto', turn: 2 },
    { placeId: 'K3', name: 'Gion Yoshida', address: 'Gion, Kyoto', turn: 2 },
  ];
  const tokyo: RememberedVenue[] = [
    { placeId: 'T1', name: 'Omoide Kabuto', address: 'Nishi-Shinjuku, Tokyo', turn: 0 },
    { placeId: 'T2', name: 'Donjaca', address: 'Shinjuku, Tokyo', turn: 0 },
    { placeId: 'T3', name: 'Sakaba Tamaru', address: 'Kabukicho, Tokyo', turn: 0 },
    { placeId: 'T4', name: 'Kurumaya', address: 'Higashi-Shinjuku, Tokyo', turn: 0 },
  ];
  const patch = { alternatives: kyoto, recentVenues: [...kyoto, ...tokyo.slice(0, 2)], earlierVenues: tokyo.slice(2), focus: null };
  it('finds one by its name', () => {
    expect(resolve('sakaba tamaru would work for friday, open late?', patch)).toBe('T3');
    expect(resolve('is kurumaya still open?', patch)).toBe('T4');
  });
  it('finds one by its place when the latest list has none there', () => {
    expect(resolve('the kabukicho place from your first list, do I need to book?', patch)).toBe('T3');
  });
  it('prefers the latest list for a word both could mean', () => {
    expect(resolve('the gion one', { ...patch, earlierVenues: [...tokyo.slice(2), { placeId: 'G', name: 'Gion', turn: 0 }] })).toBe('K3');
  });
});

describe('resolveReferences, a description marked as from an earlier list', () => {
  const first: RememberedVenue[] = [
    { placeId: 'E1', name: 'Het Uitzicht', category: 'restaurant', address: 'Rooftop, Spui 70, Den Haag', turn: 0 },
    { placeId: 'E2', name: 'Café De Hofvijver', category: 'café', address: 'Lange Vijverberg 4, Den Haag', turn: 0 },
  ];
  const second: RememberedVenue[] = [
    { placeId: 'S1', name: 'Strandtent Zuid', category: 'strandtent', address: 'Zuiderstrand 1, Scheveningen', turn: 1 },
    { placeId: 'S2', name: 'Noordzee Lunchroom', category: 'lunchroom', address: 'Boulevard 52, Scheveningen', turn: 1 },
  ];
  const patch = { alternatives: second, recentVenues: [...second, ...first], focus: { placeId: 'S2', name: 'Noordzee Lunchroom' } };
  it.each([
    ['die rooftop van daarnet, hoe heette die ook alweer', 'E1'],
    ['the café from before, is it open on sundays?', 'E2'],
    ['yung rooftop kanina, mahal ba?', 'E1'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
});

describe('resolveReferences, an ordinal in an earlier list named by its kind or place', () => {
  const seafood: RememberedVenue[] = [
    { placeId: 'F1', name: 'Lantaw', category: 'seafood restaurant', priceLevel: 'moderate', turn: 0 },
    { placeId: 'F2', name: 'Choobi Choobi', category: 'seafood restaurant', priceLevel: 'inexpensive', turn: 0 },
    { placeId: 'F3', name: 'Anzani', category: 'mediterranean', priceLevel: 'expensive', turn: 0 },
  ];
  const bars: RememberedVenue[] = [
    { placeId: 'B1', name: 'Abaca Bar', category: 'bar', turn: 1 },
    { placeId: 'B2', name: 'Liquid', category: 'bar', turn: 1 },
  ];
  const patch = { alternatives: bars, recentVenues: [...bars, ...seafood], focus: null };
  it.each([
    ['going back to the seafood places, the first one', 'F1'],
    ['the second one from the first list', 'F2'],
    ['balik tayo sa seafood places, yung pangalawa', 'F2'],
    ['van de eerste lijst de derde graag', 'F3'],
    ['from the earlier list, the cheapest?', 'F2'],
    ['yung pangatlo po sa unang listahan, may parking ba?', 'F3'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('counts over the latest list otherwise, or when it is of the kind named', () => {
    expect(resolve('the second one', patch)).toBe('B2');
    expect(resolve('back to the bars, the first one', patch)).toBe('B1');
  });
  it.each([
    ['Terug naar de seafood: heeft de derde een terras?', 'F3'],
    ['balik tayo sa seafood, yung pinakamura, bukas ba sa Lunes?', 'F2'],
  ])('goes back to an earlier list by its kind alone: %s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('takes "bbq" for barbecue: "back to the bbq list, the second one"', () => {
    const bbq: RememberedVenue[] = [
      { placeId: 'Q1', name: 'Franklin', category: 'barbecue', turn: 0 },
      { placeId: 'Q2', name: 'La Barbecue', category: 'barbecue', turn: 0 },
    ];
    expect(
      resolve('going back to the bbq list, is the second one open on Mondays?', {
        alternatives: bars,
        recentVenues: [...bars, ...bbq],
        focus: null,
      }),
    ).toBe('Q2');
  });
  it('goes nowhere when the kind alone makes no pick, or names a place', () => {
    expect(resolve('how do I get back to the seafood, from the station?', { ...patch, focus: { placeId: 'B2', name: 'Liquid' } })).toBe(
      null,
    );
    expect(resolve('back to Cebu, the first one', patch)).toBe('B1');
  });
});

describe('resolveReferences, back to an earlier list and a kind in it', () => {
  const lunch: RememberedVenue[] = [
    { placeId: 'L1', name: 'Lunchcafé Spaarne', category: 'lunchroom', turn: 0 },
    { placeId: 'L2', name: 'Jopenkerk', category: 'brouwerij', turn: 0 },
  ];
  const venues: RememberedVenue[] = [
    { placeId: 'C1', name: 'Paard', category: 'poppodium', turn: 1 },
    { placeId: 'C2', name: 'Amare', category: 'concertzaal', turn: 1 },
  ];
  it('"Nog even terug naar de lunch: hoe laat gaat die brouwerij open?"', () => {
    const patch = { alternatives: venues, recentVenues: [...venues, ...lunch], focus: { placeId: 'C2', name: 'Amare' } };
    expect(resolve('Nog even terug naar de lunch: hoe laat gaat die brouwerij open?', patch)).toBe('L2');
  });
});

describe('resolveReferences, a venue of an earlier list by its kind and place in that list', () => {
  const museums: RememberedVenue[] = [
    { placeId: 'M1', name: 'Rijksmuseum', category: 'art museum', priceLevel: 'expensive', turn: 0 },
    { placeId: 'M2', name: 'Van Gogh Museum', category: 'art museum', priceLevel: 'expensive', turn: 0 },
    { placeId: 'M3', name: 'Anne Frank Huis', category: 'history museum', priceLevel: 'moderate', turn: 0 },
  ];
  const food: RememberedVenue[] = [
    { placeId: 'F1', name: 'Blauw', category: 'indonesian', turn: 1 },
    { placeId: 'F2', name: 'Sampurna', category: 'indonesian', turn: 1 },
  ];
  const patch = { alternatives: food, recentVenues: [...food, ...museums], focus: null };
  it.each([
    ['back to the museum you mentioned first, is it open monday?', 'M1'],
    ['what about the 2nd museum?', 'M2'],
    ['and the museum you listed last?', 'M3'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });
  it('takes the one venue of a kind only an earlier list has: "en het kunstmuseum?"', () => {
    const gent: RememberedVenue[] = [
      { placeId: 'G1', name: 'STAM', category: 'stadsmuseum', turn: 0 },
      { placeId: 'G2', name: 'MSK', category: 'kunstmuseum', turn: 0 },
    ];
    const fries: RememberedVenue[] = [
      { placeId: 'R1', name: 'Frituur Jozef', category: 'frituur', turn: 1 },
      { placeId: 'R2', name: 'Julien', category: 'frituur', turn: 1 },
    ];
    expect(resolve('en het kunstmuseum?', { alternatives: fries, recentVenues: [...fries, ...gent], focus: null })).toBe('G2');
  });
});

describe('resolveReferences, an earlier list named by where it was', () => {
  const rome = [
    { placeId: 'R1', name: 'Da Enzo', address: 'Via dei Vascellari, Trastevere, Rome', turn: 0 },
    { placeId: 'R2', name: 'Tonnarello', address: 'Via della Paglia, Trastevere, Rome', turn: 0 },
  ];
  const naples = [
    { placeId: 'N1', name: 'Sorbillo', address: 'Via dei Tribunali, Naples', turn: 4 },
    { placeId: 'N2', name: 'Trianon', address: 'Via Pietro Colletta, Naples', turn: 4 },
  ];
  const context = { ...emptyContext('s', 0), recentVenues: naples, alternatives: naples, earlierVenues: rome };
  it('"back to the rome list for a sec - the second place you suggested" is the second of the Rome list', () => {
    expect(
      resolveReferences({
        text: 'back to the rome list for a sec - the second place you suggested, open for lunch?',
        context,
        earlierTurns: new Map(),
        newSearch: false,
      }),
    ).toMatchObject({ placeId: 'R2' });
  });
  it('"ah ja. die eerste lijst, welke was daar het goedkoopst?" picks in the first list', () => {
    const cheap = [
      { ...rome[0], priceLevel: 'expensive' as const },
      { ...rome[1], priceLevel: 'inexpensive' as const },
    ];
    expect(
      resolveReferences({
        text: 'ah ja. die eerste lijst, welke was daar het goedkoopst?',
        context: { ...context, earlierVenues: cheap },
        earlierTurns: new Map(),
        newSearch: false,
      }),
    ).toMatchObject({ placeId: 'R2' });
  });
});

// Issue 17, corrections and returns: "no wait, go back to the markets" when the latest list holds markets too.
describe('resolveReferences, going back to an earlier list of the same kind as the latest', () => {
  const markets: RememberedVenue[] = [
    { placeId: 'K1', name: 'Bamdokkaebi Night Market', category: 'night market', turn: 0 },
    { placeId: 'K2', name: 'Hongdae Free Market', category: 'market', turn: 0 },
  ];
  const streetFood: RememberedVenue[] = [
    { placeId: 'S1', name: 'Gwangjang Market food alley', category: 'korean street food', turn: 3 },
    { placeId: 'S2', name: 'Tongin Market', category: 'korean street food', turn: 3 },
  ];
  const patch = { alternatives: streetFood, recentVenues: [...streetFood, ...markets], focus: null };
  it('picks in the earlier list when the person says they go back, after a correction too', () => {
    expect(resolve('go back to the markets, the 2nd one. open now?', patch)).toBe('K2');
    expect(resolve('no wait go back to the markets, the 2nd one. open now?', patch)).toBe('K2');
  });
  it('picks in the earlier list when the kind is closed off by "please" or a full stop', () => {
    expect([
      resolve('Go back to the markets please. The 2nd one, open now?', patch),
      resolve('terug naar de night markets graag. De tweede, nu open?', patch),
      resolve('balik tayo sa mga market po. yung pangalawa, bukas pa?', patch),
    ]).toEqual(['K2', 'K2', 'K2']);
  });
  it('picks in the latest list when it is of that kind and nobody goes back', () => {
    expect(resolve('the 2nd one of the markets, open now?', patch)).toBe('S2');
  });
});

describe('resolveReferences, a plural kind marked as earlier names that list, though the latest is of that kind too', () => {
  const bars: RememberedVenue[] = [
    { placeId: 'B1', name: 'Attaboy', category: 'cocktail bar', turn: 0 },
    { placeId: 'B2', name: 'Death & Co', category: 'cocktail bar', turn: 0 },
  ];
  const burgerBars: RememberedVenue[] = [
    { placeId: 'G1', name: 'Fanelli Cafe', category: 'bar', turn: 2 },
    { placeId: 'G2', name: 'Corner Bistro', category: 'bar', turn: 2 },
  ];
  const patch = { alternatives: burgerBars, recentVenues: [...burgerBars, ...bars], focus: null };
  it.each([
    ['OK, the bars from before, the first one: can we walk there from Union Square?', 'B1'],
    ['those bars you showed us earlier, the second one, open late?', 'B2'],
    ['die bars van daarnet, de tweede, kunnen we daar lopen?', 'B2'],
  ])('%s', (message, id) => {
    expect(resolve(message, patch)).toBe(id);
  });
  it('keeps the latest list when the kind is not marked as earlier: the bars, the first one', () => {
    expect(resolve('the bars, the first one: can we walk there?', patch)).toBe('G1');
  });
});

describe('resolveReferences, a kind from before with several of that kind listed', () => {
  it('takes the one talked about ("die pannenkoekenzaak van eerst, die voor het zoontje", blind-nl-j)', () => {
    const ramen: RememberedVenue[] = [
      { placeId: 'R1', name: 'Men Impossible', category: 'ramen', turn: 2 },
      { placeId: 'R2', name: 'Fou Fow Ramen', category: 'ramen', turn: 2 },
    ];
    const pancakes: RememberedVenue[] = [
      { placeId: 'P1', name: 'The Pancake Bakery', category: 'pancakes', turn: 0 },
      { placeId: 'P2', name: "Sara's Pancake House", category: 'pancakes', turn: 0 },
    ];
    const talked = { placeId: 'P2', name: "Sara's Pancake House" };
    const patch = { alternatives: ramen, recentVenues: [...ramen, ...pancakes], focus: { placeId: 'R1', name: 'Men Impossible' } };
    const message = 'Nee wacht, toch liever die pannenkoekenzaak van eerst, die voor het zoontje. Hoe kom ik daar?';
    expect(resolve(message, { ...patch, earlierFocus: [talked] })).toBe('P2');
    // ... and none is picked when none of that kind was talked about.
    expect(resolve(message, { ...patch, earlierFocus: [] })).not.toBe('P1');
  });
});
