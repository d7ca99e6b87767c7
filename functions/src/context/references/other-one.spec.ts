// Resolver specs: "the other one", two venues weighed, "the former" and "the latter".
import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { context, earlier, list, resolve } from './spec-fixture';
import { brugge } from './spec-fixture-lists';

describe('resolveReferences', () => {
  it('takes "the other one" after an ordinal the user turns down as the other of two', () => {
    const two = list.slice(0, 2);
    expect(resolve("hmm the first one's too fancy, what about the other one", { alternatives: two, focus: null })).toBe('P2');
    expect(resolve('the second is full; and the other one?', { alternatives: two, focus: null })).toBe('P1');
  });

  it('reads "the other <kind> one" as the other listed venue of that kind', () => {
    const kyoto: RememberedVenue[] = [
      { placeId: 'K1', name: 'Gion Sakuraya', category: 'kaiseki', priceLevel: 'expensive', turn: 0 },
      { placeId: 'K2', name: 'Shijo Kappo', category: 'kaiseki', priceLevel: 'moderate', turn: 0 },
      { placeId: 'K3', name: 'Yudofu Kotone', category: 'tofu', priceLevel: 'moderate', turn: 0 },
    ];
    expect(resolve("what's the other moderate one like?", { alternatives: kyoto, focus: { placeId: 'K3', name: 'Yudofu Kotone' } })).toBe(
      'K2',
    );
  });
  it('picks the other venue in a named area, apart from the one in focus', () => {
    const twoInArea = [
      { placeId: 'Q1', name: 'Uno', address: 'Main St 1, Centre', turn: 0 },
      { placeId: 'Q2', name: 'Dos', address: 'Harbour Rd 2, Old Quarter', turn: 0 },
      { placeId: 'Q3', name: 'Tres', address: 'Harbour Rd 9, Old Quarter', turn: 0 },
    ];
    const patch = { recentVenues: twoInArea, alternatives: twoInArea, focus: { placeId: 'Q2', name: 'Dos' } };
    expect(resolve('en de andere in old quarter?', patch)).toBe('Q3');
    expect(resolve('and the other one in the old quarter?', patch)).toBe('Q3');
  });
});

describe('resolveReferences, two venues weighed', () => {
  it.each([
    'both the first and second look good, which opens earlier?',
    'the 2nd or the 3rd?',
    'sakura vs paulette, which is closer?',
    'Casa Lima of Baan Siam?',
    'yung una o yung pangatlo?',
  ])('picks none of two: %s', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
  it('still picks one when the other is only what it is compared with, or a count of people', () => {
    expect(resolve('is Sakura Tei cheaper than Casa Lima?', { focus: null })).toBe('P2');
    expect(resolve('the second one for 2 or 3 people?', { focus: null })).toBe('P2');
  });
});

describe('resolveReferences, "the former" and "the latter"', () => {
  const withLast = (last: string, reply?: string) => (text: string) => {
    const r = resolveReferences({
      text,
      context: { ...context, userTurns: 1 },
      earlierTurns: new Map([[0, last]]),
      newSearch: false,
      lastReply: () => reply,
    });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('takes the two venues the user just weighed, in the order named', () => {
    expect(withLast('sakura tei or casa lima, which is quieter?')('the former then')).toBe('P2');
    expect(withLast('sakura tei or casa lima, which is quieter?')('the latter, do they take cards?')).toBe('P1');
    expect(withLast('the first or the third, which is cheaper')('de laatstgenoemde graag')).toBe('P3');
  });
  it('takes the first or last two the user asked about, and picks neither while they are weighed', () => {
    expect(withLast("what's the difference between the first two?")('ok the latter then')).toBe('P2');
    expect(withLast('de laatste twee, welke is rustiger?')('de eerstgenoemde dan')).toBe('P9');
    expect(resolve("what's the difference between the first two?")).toBeNull();
    expect(resolve('yung unang dalawa, alin mas mura?')).toBeNull();
  });
  it('else the two the assistant just weighed', () => {
    expect(withLast('which is quieter?', 'Chez Paulette is calmer than Baan Siam on weeknights.')('the latter')).toBe('P4');
  });
  it('points at nothing when no two venues were weighed, not at the venue in focus', () => {
    const r = resolveReferences({
      text: 'the latter, is it open?',
      context: { ...context, focus: { placeId: 'P2', name: 'Sakura Tei' }, userTurns: 1 },
      earlierTurns: new Map([[0, 'hi']]),
      newSearch: false,
    });
    expect(r).toBeNull();
    expect(withLast('sakura tei or casa lima?')('the latter two, any wifi?')).toBeNull();
  });
  it('reads a list of two as the pair', () => {
    const r = resolveReferences({
      text: 'the former',
      context: { ...context, alternatives: list.slice(0, 2), userTurns: 1 },
      earlierTurns: new Map([[0, 'hi']]),
      newSearch: false,
    });
    expect(r).toMatchObject({ placeId: 'P1' });
  });
});

describe('resolveReferences, the two venues last in focus', () => {
  // Of the whole list Sakura Tei (P2, 4.7) is best rated; of Casa Lima (P1, 4.1) and Baan Siam (P4, 4.0), Casa Lima.
  const twoFocused = { focus: { placeId: 'P4', name: 'Baan Siam' }, earlierFocus: [{ placeId: 'P1', name: 'Casa Lima' }] };
  it('compares "those two" only', () => {
    expect(resolve('which of those two has the best rating', twoFocused)).toBe('P1');
    expect(resolve('welke van die twee heeft de hoogste score?', twoFocused)).toBe('P1');
    expect(resolve('alin sa dalawa ang mas mataas ang rating?', twoFocused)).toBe('P1');
    expect(resolve('which has the best rating', twoFocused)).toBe('P2');
  });
  it('reads "the former" as the earlier of the two', () => {
    const r = resolveReferences({
      text: 'the former then',
      context: { ...context, ...twoFocused, userTurns: 1 },
      earlierTurns: new Map([[0, 'and the fourth?']]),
      newSearch: false,
    });
    expect(r).toMatchObject({ placeId: 'P1' });
  });
});

describe('resolveReferences, a weighing word inside a name', () => {
  const houses: RememberedVenue[] = [
    { placeId: 'H1', name: "Rico's Lechon", turn: 0 },
    { placeId: 'H2', name: 'Zubuchon', turn: 0 },
    { placeId: 'H3', name: 'House of Lechon', turn: 0 },
  ];
  const patch = { alternatives: houses, recentVenues: houses, focus: null };
  it.each(['eh yung House of Lechon, kailangan ba mag-reserve?', 'is House of Lechon open late?', 'hoe laat sluit House of Lechon?'])(
    '%s names one venue',
    (text) => {
      expect(resolve(text, patch)).toBe('H3');
    },
  );
  it('still weighs two names', () => {
    expect(resolve('Zubuchon or House of Lechon?', patch)).toBeNull();
    expect(resolve("rico's of zubuchon?", patch)).toBeNull();
  });
});

describe('resolveReferences, "the other one" after a reply that weighed two of a longer list', () => {
  const focus = { placeId: 'P2', name: 'Sakura Tei' };
  const ask = (text: string, reply: string) => {
    const r = resolveReferences({ text, context: { ...context, focus }, earlierTurns: earlier, newSearch: false, lastReply: () => reply });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('takes the one venue besides the focus that the reply named', () => {
    expect(
      ask("ok let's do the other one then", "Sakura Tei is a splurge; if you'd rather keep it casual, Baan Siam is the other classic."),
    ).toBe('P4');
    expect(ask('yung isa na lang', 'Mahal ang Sakura Tei. Mas mura ang Casa Lima.')).toBe('P1');
  });
  it('picks nothing when the reply named none or several', () => {
    expect(ask('and the other one?', 'Sakura Tei has a tasting menu.')).toBeNull();
    expect(ask('and the other one?', 'Both Casa Lima and Baan Siam are cheaper.')).toBeNull();
  });
  it('leaves out the venue the user rules out by name, also when the reply named it by one word', () => {
    const reply = 'For a quiet dinner pick Casa Lima or Baan Siam; both take bookings.';
    expect(ask('we already went to casa lima, so the other one: do they take cards?', reply)).toBe('P4');
    expect(ask('nakakain na kami sa Baan Siam dati, yung isa na lang', reply)).toBe('P1');
    expect(ask('Casa ken ik al, hoe laat gaat de andere open?', 'Casa of Siam: allebei prima.')).toBe('P4');
  });
  it('finds the pair in the reply that weighed it a few turns back, and never picks the venue ruled out', () => {
    const weighed = 'Casa Lima is the classic; Baan Siam also does a good curry.';
    const ask2 = (text: string) => {
      const r = resolveReferences({
        text,
        context: { ...context, focus: null },
        earlierTurns: earlier,
        newSearch: false,
        lastReply: () => 'Sure.',
        listReply: () => weighed,
      });
      return r?.kind === 'venue' ? r.placeId : null;
    };
    expect(ask2('we did baan siam last trip, so what about the other one?')).toBe('P1');
    expect(ask2('not casa lima, the other')).toBe('P4');
    const r = resolveReferences({
      text: 'not casa lima, the other',
      context: { ...context, focus: null },
      earlierTurns: earlier,
      newSearch: false,
      lastReply: () => 'Sure.',
    });
    expect(r).toBeNull();
  });
  it('keeps a venue the reply put in focus among the offered pair when the user rules the other out', () => {
    const r = resolveReferences({
      text: 'not Baan Siam, been there already. the other one, do they take cards?',
      context: { ...context, focus: { placeId: 'P1', name: 'Casa Lima', via: 'reply' } },
      earlierTurns: earlier,
      newSearch: false,
      lastReply: () => 'Then your best bets are Casa Lima or Baan Siam; both have proper tables.',
    });
    expect(r?.kind === 'venue' ? r.placeId : null).toBe('P1');
  });
});

describe('resolveReferences, dishes weighed, not venues', () => {
  it('reads "yung lan zhou, may dumplings din ba sila o noodles lang?" as Lan Zhou', () => {
    const binondo: RememberedVenue[] = [
      { placeId: 'D1', name: 'Dong Bei Dumplings', turn: 0 },
      { placeId: 'D2', name: 'Lan Zhou La Mian', turn: 0 },
      { placeId: 'D3', name: 'Wai Ying Fastfood', turn: 0 },
    ];
    expect(
      resolve('yung lan zhou, may dumplings din ba sila o noodles lang?', { alternatives: binondo, recentVenues: binondo, focus: null }),
    ).toBe('D2');
  });
});

describe('resolveReferences, all of the listed venues', () => {
  it.each([
    'zijn die allemaal open op zondag?',
    'are they all open on sunday?',
    'bukas ba silang lahat sa linggo?',
    'lahat ba sila may parking?',
  ])('points at no one venue: %s', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
});

describe('resolveReferences, "the other one" after the user looked at two venues of a longer list', () => {
  it.each([
    ["too far out for us. let's book the other one then", 'P1'],
    ['mahal pala, dun na lang kami sa isa', 'P1'],
    ['dan toch de andere', 'P1'],
  ])('is the venue looked at before the one in focus: %s', (text, id) => {
    expect(resolve(text, { focus: { placeId: 'P3', name: 'Chez Paulette' }, earlierFocus: [{ placeId: 'P1', name: 'Casa Lima' }] })).toBe(
      id,
    );
  });
  it('is nothing with no venue looked at before', () => {
    expect(resolve("let's book the other one then", { focus: { placeId: 'P3', name: 'Chez Paulette' } })).toBeNull();
  });
});

describe('resolveReferences, "de andere" before a verb', () => {
  const pair = list.slice(0, 2);
  it('reads "wanneer gaat de andere open?" as the other of two, not as "the other open one"', () => {
    expect(resolve('Casa Lima ken ik al, wanneer gaat de andere open?', { alternatives: pair, recentVenues: pair, focus: null })).toBe(
      'P2',
    );
  });
});

describe('resolveReferences, "the other one" after a reply that brought up an alternative', () => {
  const ask = (focus: { placeId: string; name: string; via?: 'reply' }, reply: string) => {
    const r = resolveReferences({
      text: 'ok the other one then',
      context: { ...context, focus, earlierFocus: [{ placeId: 'P1', name: 'Casa Lima' }] },
      earlierTurns: earlier,
      newSearch: false,
      lastReply: () => reply,
    });
    return r?.kind === 'venue' ? r.placeId : null;
  };
  it('is the alternative the reply put in focus', () => {
    expect(
      ask({ placeId: 'P4', name: 'Baan Siam', via: 'reply' }, "It's good, but the queue is long. Baan Siam is a solid alternative."),
    ).toBe('P4');
  });
  it('is the venue looked at before when the user had put that venue in focus', () => {
    expect(ask({ placeId: 'P4', name: 'Baan Siam' }, 'Baan Siam has solo booths.')).toBe('P1');
  });
});

describe('resolveReferences, "the other one in <area>" with an area of two words', () => {
  const hotels: RememberedVenue[] = [
    { placeId: 'H1', name: 'The Balmoral', address: 'Princes St, New Town, Edinburgh', turn: 0 },
    { placeId: 'H2', name: 'Motel One Royal', address: 'Market St, Old Town, Edinburgh', turn: 0 },
    { placeId: 'H3', name: 'Grassmarket Hotel', address: 'Grassmarket, Old Town, Edinburgh', turn: 0 },
    { placeId: 'H4', name: 'Ibis South Bridge', address: 'South Bridge, Southside, Edinburgh', turn: 0 },
  ];
  it('takes the venues in all its words, not the New Town one: "how about the other one in the Old Town?"', () => {
    const patch = {
      alternatives: hotels,
      recentVenues: hotels,
      focus: { placeId: 'H2', name: 'Motel One Royal' },
      earlierFocus: [hotels[3]],
    };
    expect(resolve('how about the other one in the Old Town?', patch)).toBe('H3');
  });
});

describe('resolveReferences, "the other <two words> one besides <name>"', () => {
  const jazz: RememberedVenue[] = [
    { placeId: 'J1', name: 'Preservation Hall', category: 'jazz venue', address: 'St Peter St, French Quarter', turn: 0 },
    { placeId: 'J2', name: 'The Spotted Cat Music Club', category: 'jazz club', address: 'Frenchmen St, Marigny', turn: 0 },
    { placeId: 'J3', name: 'Snug Harbor Jazz Bistro', category: 'jazz club', address: 'Frenchmen St, Marigny', turn: 0 },
    { placeId: 'J4', name: "Fritzel's European Jazz Pub", category: 'jazz bar', address: 'Bourbon St, French Quarter', turn: 0 },
  ];
  const patch = { alternatives: jazz, recentVenues: jazz, focus: { placeId: 'J4', name: "Fritzel's European Jazz Pub" } };
  it('takes every word of the description and leaves out the venue set apart', () => {
    expect(resolve('and the other Frenchmen st one besides the Spotted Cat?', patch)).toBe('J3');
  });
  it('picks nothing when two still fit', () => {
    expect(resolve('and the other Frenchmen st one?', patch)).toBe(null);
  });
});

describe('resolveReferences, ordinals and "the other" typed the way people text', () => {
  it.each([
    ['da 3rd', 'P3'],
    ['yung pang 2', 'P2'],
    ['the lst one', 'P10'],
  ])('%s', (text, expected) => {
    expect(resolve(text)).toBe(expected);
  });
  it('reads "wut abt the othr one" as the other of two', () => {
    const two: RememberedVenue[] = [list[0], list[1]];
    expect(resolve('wut abt the othr one', { alternatives: two, recentVenues: two, focus: { placeId: 'P1', name: 'Casa Lima' } })).toBe(
      'P2',
    );
  });
});

describe('resolveReferences, two narrowed by place or kind, and short picks', () => {
  const list = [
    {
      placeId: 'L1',
      name: 'Dishoom Shoreditch',
      category: 'indian restaurant',
      address: 'Boundary St, Shoreditch, London',
      rating: 4.6,
      turn: 0,
    },
    { placeId: 'L2', name: 'Tayyabs', category: 'punjabi restaurant', address: 'Fieldgate St, Whitechapel, London', rating: 4.3, turn: 0 },
    {
      placeId: 'L3',
      name: 'Lahore Kebab House',
      category: 'pakistani restaurant',
      address: 'Umberston St, Whitechapel, London',
      rating: 4.1,
      turn: 0,
    },
    { placeId: 'L4', name: 'Brick Lane Seafood', category: 'seafood restaurant', address: 'Brick Lane, London', rating: 4.0, turn: 0 },
    { placeId: 'L5', name: 'Ocean Seafood', category: 'seafood restaurant', address: 'Brick Lane, London', rating: 4.4, turn: 0 },
  ];
  const context = { ...emptyContext('s', 0), recentVenues: list, alternatives: list, userTurns: 3 };
  const resolve = (text: string, extra: Partial<ConversationContext> = {}, previous?: string) =>
    resolveReferences({
      text,
      context: { ...context, ...extra },
      earlierTurns: new Map(previous ? [[2, previous]] : []),
      newSearch: false,
    });
  it.each([
    ['bit much for us. the 2 in whitechapel, which has better reviews', 'L2'],
    ['lol no. between the two seafood places which has better reviews', 'L5'],
    ['welke heeft de slechtste score eigenlijk', 'L4'],
    ['2nd pls more info', 'L2'],
    ['3', 'L3'],
    ['ok whats good to order thre', 'L1'],
  ])('"%s" is %s', (text, id) => {
    expect(resolve(text, { focus: { placeId: 'L1', name: 'Dishoom Shoreditch' } })).toMatchObject({ placeId: id });
  });
  it('"and the other one" after "the 2 in whitechapel, which has better reviews" is the other of those two', () => {
    expect(
      resolve(
        'and the other one, is that byob too?',
        { focus: { placeId: 'L2', name: 'Tayyabs' } },
        'bit much for us. the 2 in whitechapel, which has better reviews',
      ),
    ).toMatchObject({ placeId: 'L3' });
  });
  it('"eh yung kabila" is the other of two', () => {
    const two = list.slice(3);
    expect(
      resolve('eh yung kabila, anong oras nagbubukas?', {
        recentVenues: two,
        alternatives: two,
        focus: { placeId: 'L4', name: 'Brick Lane Seafood' },
      }),
    ).toMatchObject({ placeId: 'L5' });
  });
  it('"2 pax please" picks nothing', () => {
    expect(resolve('2 pax please')).toBeNull();
  });
});

describe('resolveReferences, "the other one" after a description of one of two', () => {
  const two = [
    { placeId: 'N1', name: 'Star Noraebang', category: 'karaoke', turn: 0 },
    { placeId: 'N2', name: 'Coin Box Karaoke', category: 'karaoke', turn: 0 },
  ];
  it('"the karaoke box one is too small so the other one" is the one not described', () => {
    const r = resolveReferences({
      text: 'the box one is too small for us so the other one',
      context: { ...context, alternatives: two, recentVenues: two, focus: null },
      earlierTurns: earlier,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'N1', how: 'other' });
  });
  it('after a reply moved the focus to a venue of an earlier list, is the other of the two the user looked at', () => {
    const focus = { placeId: 'P3', name: 'Chez Paulette', via: 'reply' as const };
    const r = resolveReferences({
      text: 'ok lets do the other one then',
      context: { ...context, alternatives: two, recentVenues: two, focus, earlierFocus: [{ placeId: 'N2', name: 'Coin Box Karaoke' }] },
      earlierTurns: earlier,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'venue', placeId: 'N1', how: 'other' });
  });
});

describe('resolveReferences, "the other one" of two, one of them named by the user just before', () => {
  const two = [
    { placeId: 'D1', name: 'Din Tai Fung', category: 'taiwanese', turn: 0 },
    { placeId: 'D2', name: 'Lotus Court', category: 'dim sum', turn: 0 },
  ];
  const ask = (previous: string) =>
    resolveReferences({
      text: 'the other one, do they do lunch sets?',
      context: { ...context, alternatives: two, recentVenues: two, focus: null, userTurns: 1 },
      earlierTurns: new Map([[0, previous]]),
      newSearch: false,
    });
  it('is the one the user did not name', () => {
    expect(ask('is din tai fung worth the wait or is there better dim sum around?')).toMatchObject({ placeId: 'D2', how: 'other' });
  });
  it('is nothing when the user named neither', () => {
    expect(ask('dim sum around here?')).toBeNull();
  });
});

describe('resolveReferences, the other one of a kind, the one compared with named', () => {
  it('"the other hackney one, is it smaller than broadway?" is the Hackney market that is not Broadway', () => {
    const markets: RememberedVenue[] = [
      { placeId: 'M1', name: 'Borough Market', category: 'food market', address: '8 Southwark St, Southwark, London', turn: 0 },
      { placeId: 'M2', name: 'Maltby Street Market', category: 'food market', address: 'Ropewalk, Bermondsey, London', turn: 0 },
      { placeId: 'M3', name: 'Broadway Market', category: 'street market', address: 'Broadway Market, Hackney, London', turn: 0 },
      { placeId: 'M4', name: 'Netil Market', category: 'street market', address: '13-23 Westgate St, Hackney, London', turn: 0 },
    ];
    const patch = { alternatives: markets, recentVenues: markets, focus: { placeId: 'M1', name: 'Borough Market' } };
    expect(resolve('ok. the other hackney one, is it smaller than broadway?', patch)).toBe('M4');
    expect(resolve('ok. the other hackney one, is it smaller than netil?', patch)).toBe('M3');
    expect(resolve('the other hackney one, is it any good?', patch)).toBeNull();
  });
});

describe('resolveReferences, the other one against a venue named in the message', () => {
  const pair: RememberedVenue[] = [
    { placeId: 'H1', name: 'Eng Bee Tin', category: 'bakery', turn: 0 },
    { placeId: 'H2', name: 'Ho-Land Hopia', category: 'bakery', turn: 0 },
  ];
  const patch = { alternatives: pair, recentVenues: pair, focus: null };
  it('"is the other one better than eng bee tin?": the one compared with is the anchor', () => {
    expect(resolve('is the other one better than eng bee tin?', patch)).toBe('H2');
  });
  it('"kyochon feels touristy, tell me about the other one": a name word before "feels" is the anchor', () => {
    const chicken: RememberedVenue[] = [
      { placeId: 'K1', name: 'Kyochon Hongdae', category: 'fried chicken', turn: 0 },
      { placeId: 'K2', name: 'Hoho Chicken', category: 'fried chicken', turn: 0 },
    ];
    expect(
      resolve('kyochon feels touristy, tell me about the other one', { alternatives: chicken, recentVenues: chicken, focus: null }),
    ).toBe('K2');
  });
});

describe('resolveReferences, the other one at a price level', () => {
  it('"then the other cheap one" is the other inexpensive venue', () => {
    const list: RememberedVenue[] = [
      { placeId: 'C1', name: 'Tian Tian', category: 'hawker stall', priceLevel: 'inexpensive', turn: 0 },
      { placeId: 'C2', name: 'Boon Tong Kee', category: 'chinese restaurant', priceLevel: 'moderate', turn: 0 },
      { placeId: 'C3', name: 'Chatterbox', category: 'restaurant', priceLevel: 'expensive', turn: 0 },
      { placeId: 'C4', name: 'Wee Nam Kee', category: 'hainanese restaurant', priceLevel: 'inexpensive', turn: 0 },
    ];
    const patch = { recentVenues: list, alternatives: list, focus: { placeId: 'C1', name: 'Tian Tian' }, earlierFocus: undefined };
    expect(resolve('then the other cheap one', patch)).toBe('C4');
    expect(resolve('en de andere dure?', patch)).toBe('C3');
  });
});

describe('resolveReferences, "the other one" at a place besides the venue in focus', () => {
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
});
