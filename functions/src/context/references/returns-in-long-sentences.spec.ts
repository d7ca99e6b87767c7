// Resolver specs (issue 17, session 5): a return to an earlier list inside a long sentence, when the latest list's question
// named that kind in passing, when the message says it goes back, when it names "the first list", and an ordinal said of
// how the assistant listed them ("the one you had fourth"), in English, Tagalog and Dutch.
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { resolveReferences } from './resolve';
import { TURN_REFERENCE } from './turns';
import { venue as v } from './spec-fixture';

const galleries = [
  v('G1', 'Tate Modern', 0, 'museum', 'Bankside, London'),
  v('G2', 'British Museum', 0, 'museum', 'Great Russell St, London'),
  v('G3', 'V&A', 0, 'museum', 'Cromwell Rd, London'),
];
const shows = [
  v('S1', 'Ronnie Scott’s late set', 2, 'jazz concert', 'Frith St, Soho, London'),
  v('S2', 'Proms in the park', 2, 'concert', 'Hyde Park, London'),
];
const lunch = [
  v('L1', 'Mildreds', 4, 'vegetarian', 'Lexington St, Soho, London'),
  v('L2', 'Farmacy', 4, 'vegetarian', 'Westbourne Grove, London'),
  v('L3', 'Tibits', 4, 'vegetarian', 'Heddon St, London'),
  v('L4', 'Vanilla Black', 4, 'vegetarian', 'Took’s Ct, London'),
];
// The lunch question names museums and shows in passing; only the galleries and the shows were asked for as such.
const asked = new Map([
  [0, 'which museums in London are good for a rainy day?'],
  [2, 'any palabas or concert tonight?'],
  [4, 'veggie lunch please, not pricey, the museum tickets and the palabas cost a lot'],
]);
const context = {
  ...emptyContext('s', 0),
  alternatives: lunch,
  recentVenues: [...lunch, ...shows],
  earlierVenues: [...galleries],
  lists: [
    { turn: 4, placeIds: lunch.map((x) => x.placeId) },
    { turn: 2, placeIds: shows.map((x) => x.placeId) },
    { turn: 0, placeIds: galleries.map((x) => x.placeId) },
  ],
};
const pick = (text: string) => {
  const r = resolveReferences({ text, context, earlierTurns: asked, newSearch: false });
  return r === null ? null : r.kind === 'venue' ? `${r.placeId} by ${r.rule}` : `turn:${r.index}`;
};

describe('resolveReferences, an earlier list whose kind the latest question only mentioned', () => {
  it('picks in the list asked for as that kind and holding it, in English and Dutch', () => {
    expect(pick('thinking about the museums from earlier, the second one you gave, is it free?')).toBe('G2 by earlier-list-by-kind');
    expect(pick('en die musea van eerder, de derde, is die gratis?')).toBe('G3 by earlier-list-by-kind');
  });
  it('reads "van in \'t begin" and "van aan het begin" as the first list, in Flemish and Dutch', () => {
    expect(pick("Allez, terug naar die musea van in 't begin: den tweeden, is da gratis?")).toBe('G2 by earlier-list-by-kind');
    expect(pick('die musea van aan het begin, de eerste, open?')).toBe('G1 by earlier-list-by-kind');
  });
  it('keeps the latest list when nothing says the message goes back', () => {
    expect(pick('the second one, is it vegan?')).toBe('L2 by ordinal');
  });
});

describe('resolveReferences, a return said with a verb of going back', () => {
  it('goes back to the earlier list when the latest fits only as well, in Tagalog and English', () => {
    expect(pick('Balikan po natin ang listahan ng mga palabas kanina. Yung pangalawa po, saan iyon?')).toBe('S2 by earlier-list-by-kind');
    expect(pick('going back to the palabas list, the first one, when does it start?')).toBe('S1 by earlier-list-by-kind');
  });
});

describe('resolveReferences, "the first list" as the list\'s own number', () => {
  it('picks in the oldest list, the number of the pick said apart, in Dutch, English and Tagalog', () => {
    expect(pick('en het derde museum uit die eerste lijst, hoe laat open?')).toBe('G3 by earlier-list-by-kind');
    expect(pick('from the first list, the second place, is it step-free?')).not.toBe('L2 by ordinal');
    expect(pick('yung unang listahan kanina, yung pangalawa dun, magkano entrance?')).toBe('G2 by earlier-list-by-kind');
    expect(pick('balik tayo sa yung unang listahan, yung pangatlo dun, may rampa ba?')).toBe('G3 by earlier-list-by-kind');
  });
});

describe('resolveReferences, an ordinal said of how the assistant listed them', () => {
  it('reads "the one you had fourth", "the one you showed third" as that place', () => {
    expect(pick('and the one you had fourth, same question?')).toBe('L4 by ordinal');
    expect(pick('what about the one u showed third, any seats outside?')).toBe('L3 by ordinal');
    expect(pick('the one you have second, do they take cards')).toBe('L2 by ordinal');
  });
  it('does not read a listing verb before a count as a pick', () => {
    expect(pick('you had four options, which one is cheapest?')?.startsWith('L4')).not.toBe(true);
  });
});

describe('resolveReferences, an earlier list said by when, then where', () => {
  const soho = [
    v('H1', 'Bar Italia', 6, 'cafe', 'Frith St, Soho, London'),
    v('H2', 'Flat White', 6, 'cafe', 'Berwick St, Soho, London'),
    v('H3', 'Monmouth Coffee', 6, 'cafe', 'Monmouth St, Covent Garden, London'),
  ];
  const camden = [v('C1', 'Camden Coffee House', 8, 'cafe', 'Camden High St, Camden, London')];
  const ctx = {
    ...emptyContext('s', 0),
    alternatives: camden,
    recentVenues: [...camden, ...soho],
    lists: [
      { turn: 8, placeIds: ['C1'] },
      { turn: 6, placeIds: soho.map((x) => x.placeId) },
    ],
  };
  const said = new Map([
    [6, 'coffee in Soho'],
    [8, 'and in Camden?'],
  ]);
  const at = (text: string) => {
    const r = resolveReferences({ text, context: ctx, earlierTurns: said, newSearch: false });
    return r?.kind === 'venue' ? `${r.placeId} by ${r.rule}` : r;
  };
  it('picks in the list of that place, in Tagalog, English and Dutch', () => {
    expect(at('ay teka yung kanina sa soho yung pangalawa ano nga ulit address')).toBe('H2 by earlier-list-by-kind');
    expect(at('the ones from before in Soho, #3, open now?')).toBe('H3 by earlier-list-by-kind');
    expect(at('die van daarnet in Soho, de eerste, hoe laat dicht?')).toBe('H1 by earlier-list-by-kind');
  });
  it('reads past Tagalog particles in the words of the place', () => {
    expect(at('ay yung sa soho pala kanina yung pangatlo, paano pumunta dun')).toBe('H3 by earlier-list-by-kind');
  });
  it('still reads "yung kanina" alone as the question asked before', () => {
    expect(TURN_REFERENCE.test('ano ulit yung kanina?')).toBe(true);
    expect(TURN_REFERENCE.test('yung kanina sa soho yung pangalawa')).toBe(false);
  });
});
