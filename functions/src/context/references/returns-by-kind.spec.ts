// Resolver specs: a return to an earlier list named by its kind inside a longer sentence, in English, Tagalog/Taglish and
// Dutch/Flemish (issue 17, the class "wrong venue after going back to an earlier list").
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { listKindOf } from './list-kinds';
import { resolveReferences } from './resolve';
import { venue as v } from './spec-fixture';

const coffee = [
  v('C1', 'Bocca Koffie', 0, 'cafe', 'Oudegracht 1, Binnenstad, Utrecht'),
  v('C2', 'Koffiebranderij Zuid', 0, 'cafe', 'Biltstraat 9, Oost, Utrecht'),
  v('C3', 'Broodje Bas', 0, 'bakery', 'Nachtegaalstraat 3, Oost, Utrecht'),
];
const museums = [
  v('M1', 'Centraal Museum', 2, 'museum', 'Agnietenstraat 1, Utrecht'),
  v('M2', 'Spoorwegmuseum', 2, 'museum', 'Maliebaanstation, Utrecht'),
  v('M3', 'Museum Speelklok', 2, 'museum', 'Steenweg 6, Utrecht'),
];
const halal = [
  v('H1', 'Warung Selera', 4, 'indonesian', 'Ridderschapstraat 2, Lombok, Utrecht'),
  v('H2', 'Kebab Paleis', 4, 'food', 'Kanaalstraat 40, Lombok, Utrecht'),
];
const bars = [
  v('B1', 'Café Ledig Erf', 6, 'bar', 'Tolsteegbrug 3, Utrecht'),
  v('B2', 'Kafé België', 6, 'bar', 'Oudegracht 196, Utrecht'),
  v('B3', 'De Rat', 6, 'bar', 'Lauwerecht 1, Utrecht'),
];
/** What the user asked for at each turn that showed a list. */
const asked = new Map([
  [0, 'koffie in Utrecht graag'],
  [2, 'welke musea zijn de moeite waard?'],
  [4, 'halal food around here?'],
  [6, 'en daarna een bar'],
]);
const context = {
  ...emptyContext('s', 0),
  location: 'Utrecht',
  alternatives: bars,
  recentVenues: [...bars, ...halal],
  earlierVenues: [...museums, ...coffee],
};
const pick = (text: string) => {
  const r = resolveReferences({ text, context, earlierTurns: asked, newSearch: false });
  return r === null ? null : r.kind === 'venue' ? `${r.placeId} by ${r.rule}` : `turn:${r.index}`;
};

describe('resolveReferences, a return to an earlier list named by its kind', () => {
  // Wave al (one whole day): where the person ate, said in Tagalog; "the one from this morning" after the kind is said.
  it('reads the kind through "kinainan namin ng" and through the words before "the one from this morning"', () => {
    expect(pick('Ano nga po ulit yung pangalan nung kinainan namin ng koffie kanina? Yung pangalawa po.')).toBe(
      'C2 by earlier-list-by-kind',
    );
    expect(pick('and the coffee spot, the one from earlier, #2 open now?')).toBe('C2 by earlier-list-by-kind');
  });

  it('picks by number in the list whose venues are of the kind named, in English', () => {
    expect(pick('and those coffee places from this morning, the second one: open on sunday?')).toBe('C2 by earlier-list-by-kind');
    expect(pick('going back to the museums: #3, wheelchair ok?')).toBe('M3 by earlier-list-by-kind');
  });
  it('picks by number in the list named by its kind, in Tagalog and Taglish', () => {
    expect(pick('yung mga kapehan kanina, yung pangalawa, bukas ba ngayon?')).toBe('C2 by earlier-list-by-kind');
    expect(pick('Balikan natin yung mga museo kanina. Yung pangatlo po, magkano ang entrance?')).toBe('M3 by earlier-list-by-kind');
  });
  it('picks by number in the list named by a Dutch or Flemish compound of its kind', () => {
    expect(pick('en die koffietentjes van vanochtend, de tweede, kan ik daar pinnen?')).toBe('C2 by earlier-list-by-kind');
    expect(pick('die musea van daarnet, de derde: tot hoe laat open?')).toBe('M3 by earlier-list-by-kind');
  });
  it('finds a list named as "the <kind> list", "die <kind>lijst" or "listahan ng <kind>" without a word for back', () => {
    expect(pick('wait, the museum list, the 2nd one — phone number?')).toBe('M2 by earlier-list-by-kind');
    expect(pick('die museumlijst, de derde?')).toBe('M3 by earlier-list-by-kind');
    expect(pick('yung listahan ng kapehan, yung una, may wifi?')).toBe('C1 by earlier-list-by-kind');
  });
  it('finds a list by what was asked for when its venues do not say it (a fact like halal)', () => {
    expect(pick('back to the halal places from before, the first one, address?')).toBe('H1 by earlier-list-by-kind');
    expect(pick('ung halal na kainan kanina, ung pangalawa po?')).toBe('H2 by earlier-list-by-kind');
    expect(pick('die halal zaakjes van eerder, de eerste: reserveren nodig?')).toBe('H1 by earlier-list-by-kind');
  });
  it('finds a list by the place its venues are in', () => {
    expect(pick('die uit Lombok van daarnet, de tweede: tot hoe laat open?')).toBe('H2 by earlier-list-by-kind');
    expect(pick('yung sa Lombok kanina, yung pangalawa, open pa ba?')).toBe('H2 by earlier-list-by-kind');
  });
  it('picks nothing when the number is past the end of the list returned to, not the latest list at that number', () => {
    expect(pick('die halal zaakjes van eerder, de derde?')).toBeNull();
    expect(pick('balikan ko lang yung mga museum kanina, yung panglima')).toBeNull();
  });
  it('finds a list named as "yung sa <kind> pala" (I meant the ... ones), without a word for back', () => {
    expect(pick('ay wait ung sa museum pala, ung una mas mura b kesa sa pangatlo?')).toBe('M1 by earlier-list-by-kind');
  });
  it('leaves a kind the latest list is of to the ordinal of the latest list', () => {
    expect(pick('the bars from before, the 2nd')).toBe('B2 by ordinal');
  });
});

describe('resolveReferences, an earlier list asked for by the kind named, while the latest holds one venue of it', () => {
  const veg = [v('V1', 'Groen', 0, 'vegetarian', 'Lange Nieuwstraat 1'), v('V2', 'De Moestuin', 0, 'vegetarian', 'Mariaplaats 3')];
  const brunch = [
    v('Q1', 'Bakkerij Blok', 3, 'breakfast', 'Voorstraat 8'),
    v('Q2', 'Ontbijtje', 3, 'breakfast', 'Twijnstraat 2'),
    v('Q3', 'Plantaardig', 3, 'vegetarian', 'Oudegracht 99'),
  ];
  const patch = { ...emptyContext('s', 0), alternatives: brunch, recentVenues: [...brunch, ...veg] };
  const said = new Map([
    [0, 'vegetarian restaurants please'],
    [3, 'brunch tomorrow?'],
  ]);
  const picked = (text: string) => {
    const r = resolveReferences({ text, context: patch, earlierTurns: said, newSearch: false });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('picks in the earlier list, in English, Tagalog and Dutch', () => {
    expect(picked('back to the vegetarian places from before, the first one')).toBe('V1');
    expect(picked('yung mga vegetarian kanina, yung pangalawa po')).toBe('V2');
    expect(picked('terugkomen op de vegetarische lijst van daarnet: de eerste daarvan')).toBe('V1');
  });
  it('still picks in the latest list when it was asked for by that kind', () => {
    expect(picked('the brunch places from before, the 2nd')).toBe('Q2');
  });
});

describe('listKindOf, the kind a few words name', () => {
  it('reads English, Tagalog and Dutch words for a kind through the search words', () => {
    expect(listKindOf('ung mga coffee shop')).toEqual({ terms: ['cafe'], words: [] });
    expect(listKindOf('dat ontbijtplekske')).toEqual({ terms: ['brunch'], words: [] });
    expect(listKindOf('die bakkerijen')).toEqual({ terms: ['bakery'], words: [] });
    expect(listKindOf('the day trips')).toEqual({ terms: ['day trip'], words: [] });
  });
  it('reads a fact as a kind and drops the words any list is ("kainan", "places")', () => {
    expect(listKindOf('yung mga halal na kainan')).toEqual({ terms: ['fact:halal'], words: [] });
    expect(listKindOf('the halal places')).toEqual({ terms: ['fact:halal'], words: [] });
  });
  it('reads no kind in a price word ("the cheap barbecue" is the barbecue list)', () => {
    expect(listKindOf('the cheap barbecue')).toEqual({ terms: [], words: ['barbecue'] });
  });
  it('keeps a word it does not know as typed, to be found in an address or the message that asked', () => {
    expect(listKindOf('the BGC places')).toEqual({ terms: [], words: ['bgc|bonifacio global city'] });
    expect(listKindOf('de koffiezaakjes in Seoul')).toEqual({ terms: ['cafe'], words: ['seoul'] });
  });
});

describe('resolveReferences, a return named in the words of the blind -t/-u/-v sets (issue 17, "going back to an earlier turn")', () => {
  const filipino = [
    v('F1', 'Manam', 0, 'filipino', 'Greenbelt 2, Makati'),
    v('F2', 'Sentro 1771', 0, 'filipino', 'Greenbelt 3, Makati'),
    v('F3', 'Romulo Café', 0, 'filipino', 'Jupiter St, Makati'),
  ];
  const fado = [
    v('D1', 'Sunday fado night at Clube de Fado', 2, 'fado show', 'Alfama, Lisbon'),
    v('D2', 'Thursday fado at Mesa de Frades', 2, 'fado show', 'Alfama, Lisbon'),
  ];
  const jordaan = 'Jordaan, Amsterdam';
  const cafes = [v('K1', 'Café Papeneiland', 4, 'cafe', jordaan), v('K2', "Café 't Smalle", 4, 'cafe', jordaan)];
  const pijp = [
    v('P1', 'Bakers & Roasters', 6, 'cafe', 'De Pijp, Amsterdam'),
    v('P2', 'Little Collins', 6, 'cafe', 'De Pijp, Amsterdam'),
    v('P3', 'CT Coffee & Coconuts', 6, 'cafe', 'De Pijp, Amsterdam'),
  ];
  const trips = [v('T1', 'Sintra day trip', 8, 'day trip', 'Sintra'), v('T2', 'Cascais day trip', 8, 'day trip', 'Cascais')];
  const said = new Map([
    [0, 'Wa is hier nou een goei plek om lokaal Filipijns te eten?'],
    [2, 'ik zou vanavond graag ergens naar fado luisteren, in de Alfama'],
    [4, 'a quiet café in the Jordaan'],
    [6, 'anything with more space, maybe in De Pijp instead?'],
    [8, 'een dagtocht naar Sintra of Cascais'],
  ]);
  const state = {
    ...emptyContext('s', 0),
    alternatives: trips,
    recentVenues: [...trips, ...pijp],
    earlierVenues: [...cafes, ...fado, ...filipino],
  };
  const picked = (text: string) => {
    const r = resolveReferences({ text, context: state, earlierTurns: said, newSearch: false });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('reads a Dutch adjective as the kind asked for ("die Filipijnse restaurants" for "Filipijns eten")', () => {
    expect(picked('Terug naar die Filipijnse restaurants van het begin: is de derde ook open op zondag?')).toBe('F3');
  });
  it('reads a Dutch compound by its first part and skips the place ruled out ("niet die tweede, maar de eerste")', () => {
    const corrected = 'Om nog even terug te komen op de fadohuizen van vanochtend: niet die tweede, maar de eerste uit dat lijstje?';
    expect(picked(corrected)).toBe('D1');
  });
  it('tells two lists of one kind apart by the place said with it', () => {
    expect(picked('going back to the cafés in De Pijp, when does the third one close today?')).toBe('P3');
  });
  it('reads "from the <kind> earlier" and "for a sec" around the kind', () => {
    expect(picked('and the second one from the filipino restaurants earlier — is it open right now?')).toBe('F2');
    expect(picked('Back to the fado houses for a sec. Is the second one pricey?')).toBe('D2');
  });
});
