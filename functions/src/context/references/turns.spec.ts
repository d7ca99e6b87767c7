// Resolver specs: earlier questions of the user ("my first question", "wat vroeg ik", "yung tanong ko kanina").
import { describe, expect, it } from 'vitest';
import { resolveReferences } from '../resolve-references';
import { context, resolve } from './spec-fixture';

describe('resolveReferences, a question named by its topic', () => {
  it('finds "the weather question"', () => {
    const turns = new Map([
      [0, 'first trip to Chicago!'],
      [1, "what's the weather like there in October?"],
      [2, 'deep dish in the Loop?'],
    ]);
    const r = resolveReferences({
      text: 'going back to the weather question, will I need a coat?',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, Tagalog "yung sinabi ko kanina"', () => {
  it('finds the earlier turn that said it', () => {
    const turns = new Map([
      [0, 'hotel sa BGC para sa family'],
      [1, 'budget namin mga 5k per night'],
      [2, 'yung pangalawa, may pool?'],
    ]);
    const r = resolveReferences({
      text: 'teka, magkano nga yung budget na sinabi ko kanina?',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, the price question named by its topic', () => {
  it('finds "alin ang pinakamura?" for "yung tinanong ko tungkol sa presyo"', () => {
    const turns = new Map([
      [0, 'surf school sa Siargao?'],
      [1, 'alin ang pinakamura?'],
      [2, 'tapos yung una, may kwarto ba sila?'],
    ]);
    const r = resolveReferences({
      text: 'ano nga ulit yung tinanong ko kanina tungkol sa presyo?',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, "my question about X"', () => {
  it.each([
    ['go back to my question about the tram: is it crowded in the morning?', 0],
    ['mijn vraag van daarnet over de tram, is die druk?', 0],
  ])('finds the turn about X, not the one before: %s', (text, index) => {
    const turns = new Map([
      [0, 'is the 28 tram worth it?'],
      [1, 'pastel de nata in belem?'],
      [2, 'do they have seating?'],
    ]);
    const r = resolveReferences({ text, context: { ...context, userTurns: 3 }, earlierTurns: turns, newSearch: false });
    expect(r).toMatchObject({ kind: 'turn', index });
  });
});

describe('resolveReferences, earlier turns by topic', () => {
  it('takes the turn that holds most of the topic, not a later one sharing a word', () => {
    const turns = new Map([
      [0, 'sisig sa maginhawa?'],
      [1, 'sige. may milk tea ba dun?'],
      [2, '24 hours ba yung Taipei Tea Garden?'],
    ]);
    const r = resolveReferences({
      text: 'ano nga ulit yung tinanong ko tungkol sa milk tea?',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
    const nl = resolveReferences({
      text: 'wat was mijn vraag over vintage kleding ook alweer?',
      context: { ...context, userTurns: 3 },
      earlierTurns: new Map([
        [0, 'vintage kleding kopen in haight?'],
        [1, 'brunch?'],
        [2, 'de tweede?'],
      ]),
      newSearch: false,
    });
    expect(nl).toMatchObject({ kind: 'turn', index: 0 });
  });
});
describe('resolveReferences', () => {
  it.each([
    ['what did I ask at the beginning?', 'turn:0'],
    ['go back to my very first question', 'turn:0'],
    ['ano yung unang tanong ko?', 'turn:0'],
    ['balikan natin yung una kong tanong', 'turn:0'],
    ['paki-ulit nga yung pinakauna kong tanong', 'turn:0'],
    ['yung pinakaunang tanong ko, ano nga ulit?', 'turn:0'],
    ['wat was mijn eerste vraag ook alweer?', 'turn:0'],
    ['wat vroeg ik eerder?', 'turn:3'],
    ['what was my second question?', 'turn:1'],
    ['yung tinanong ko kanina tungkol sa metro', 'turn:1'],
    ['what did I ask earlier about brunch?', 'turn:2'],
    ['wat vroeg ik net over tapas', 'turn:0'],
  ])('resolves a question about an earlier user turn by its absolute index: %s', (text, ref) => {
    expect(resolve(text)).toBe(ref);
  });

  it('finds the turn before a topic whatever its accents', () => {
    const accented = new Map([
      [0, 'how cold is it in winter'],
      [1, 'any good crème brûlée places?'],
      [2, 'the first one please'],
    ]);
    const r = resolveReferences({
      text: 'what did i ask before the creme brulee thing',
      context: { ...context, userTurns: 3 },
      earlierTurns: accented,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, a topic asked about again', () => {
  it('finds the question itself, not a later message that only recalled it', () => {
    const turns = new Map([
      [0, 'ramen in Makati'],
      [1, 'is there parking near Salcedo?'],
      [2, "what's the weather like this week?"],
      [3, 'remind me what I asked about parking'],
      [4, 'what did I say about the weather?'],
    ]);
    const ask = (text: string) => resolveReferences({ text, context: { ...context, userTurns: 5 }, earlierTurns: turns, newSearch: false });
    expect(ask('anong tinanong ko kanina tungkol sa parking?')).toMatchObject({ kind: 'turn', index: 1 });
    expect(ask('what was my question before the weather one?')).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, an earlier question typed short', () => {
  it.each([
    ['k what was my first q', 'turn:0'],
    ['my 2nd question pls', 'turn:1'],
    ['ano nga ulit pangalawa kong tanong', 'turn:1'],
    ['ano yung pangatlo kong tanong?', 'turn:2'],
  ])('%s', (text, ref) => {
    expect(resolve(text)).toBe(ref);
  });
  it('reads a "q:" that opens a question as no reference to one', () => {
    expect(resolve('q: is the first one open late?')).toBe('P1');
  });
});

describe('resolveReferences, the question before that', () => {
  it.each([
    ['ano nga ulit yung tanong ko kanina bago yan?', 'turn:2'],
    ['what was my question before that?', 'turn:2'],
    ['en wat was mijn vraag daarvoor?', 'turn:2'],
  ])('%s: one further back than the last question', (text, ref) => {
    expect(resolve(text, { alternatives: [], recentVenues: [], focus: null })).toBe(ref);
  });
  it('the last question alone is the last one', () => {
    expect(resolve('ano nga ulit yung tanong ko kanina?', { alternatives: [], recentVenues: [], focus: null })).toBe('turn:3');
  });
});

describe('resolveReferences, a question placed by its neighbour or by a count back', () => {
  const asked = new Map([
    [0, 'ramen in shibuya?'],
    [1, 'is the metro still running after midnight?'],
    [2, 'what about izakayas in shinjuku?'],
    [3, 'is there a night bus?'],
  ]);
  const turn = (text: string) => {
    const r = resolveReferences({ text, context: { ...context, userTurns: 4, focus: null }, earlierTurns: asked, newSearch: false });
    return r?.kind === 'turn' ? r.index : null;
  };
  it('"what was the question before the izakaya one?" is the one before it', () => {
    expect(turn('what was the question before the izakaya one?')).toBe(1);
  });
  it.each([
    ['the thing I asked two messages ago', 2],
    ['wat vroeg ik drie vragen geleden?', 1],
  ])('%s', (text, index) => {
    expect(turn(text)).toBe(index);
  });
});

describe('resolveReferences, earlier questions found by a short word or typed loosely', () => {
  const asked = new Map([
    [0, 'hey, is the Copenhagen Card worth it for 2 days?'],
    [1, 'ok then which museums should we do?'],
    [2, 'the sixth one, is that place far?'],
  ]);
  const turn = (text: string) => {
    const r = resolveReferences({ text, context: { ...context, userTurns: 3, focus: null }, earlierTurns: asked, newSearch: false });
    return r?.kind === 'turn' ? r.index : null;
  };
  it('"does the card cover the train too?" finds the question about the card', () => {
    expect(turn('going back to what I asked earlier, does the card cover the train too?')).toBe(0);
  });
  it('"wait wat did i ask at the start" is the first question', () => {
    expect(turn('wait wat did i ask at the start')).toBe(0);
  });
});

describe('resolveReferences, a topic named by another form of its word', () => {
  it('finds "do i need to book?" for "my earlier question about booking"', () => {
    const turns = new Map([
      [0, 'thai food in chiang mai'],
      [1, 'option 4 — do i need to book?'],
      [2, 'which is the priciest'],
      [3, 'is the first one cash only'],
    ]);
    const r = resolveReferences({
      text: 'my earlier question about booking, any update?',
      context: { ...context, userTurns: 4 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
});

describe('resolveReferences, a topic typed with a slip', () => {
  it('finds "chowder in boston?" for "what did I ask earlier about boson?"', () => {
    const turns = new Map([
      [0, 'best clam chowder in boston?'],
      [1, 'the second one please'],
      [2, 'is it far from the aquarium?'],
    ]);
    const r = resolveReferences({
      text: 'and what did I ask earlier about boson? show me those again',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});

describe('resolveReferences, the question before or after a topic', () => {
  it('finds the turn before or after a topic', () => {
    expect(resolve('what did I ask before the brunch question?')).toBe('turn:1');
    expect(resolve('what did I ask after the metro question')).toBe('turn:2');
  });
  it('finds an earlier question by a topic said in other words ("bago yung presyo")', () => {
    const turns = new Map([
      [0, 'snorkeling sa dumaguete?'],
      [1, 'kailangan ba ng gamit?'],
      [2, 'magkano sa Apo Island?'],
    ]);
    const r = resolveReferences({
      text: 'ano nga ulit yung tinanong ko bago yung presyo?',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 1 });
  });
  it('"ano pala yung sinabi ko sa umpisa" is the first question', () => {
    expect(resolve('ok thanks, ano pala yung sinabi ko sa umpisa')).toBe('turn:0');
  });
});

describe('resolveReferences, an earlier question found by the words it shares with the message', () => {
  it("finds the earlier question that shares the message's words", () => {
    const turns = new Map([
      [0, 'where do I buy a viettel sim at the airport?'],
      [1, 'bun cha near the old quarter'],
      [2, 'the second one'],
      [3, 'how late is it open'],
    ]);
    const r = resolveReferences({
      text: 're what I asked earlier, is the viettel counter before or after customs?',
      context: { ...context, userTurns: 4 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
  it('reads "the thing I asked earlier re the subway" as that earlier question', () => {
    const turns = new Map([
      [0, 'is the subway easy from the airport?'],
      [1, 'lobster rolls in the north end'],
      [2, 'the first one, do they take reservations?'],
    ]);
    const r = resolveReferences({
      text: 'fine, skip it. about the thing I asked earlier re the subway - does it go to the airport?',
      context: { ...context, userTurns: 3 },
      earlierTurns: turns,
      newSearch: false,
    });
    expect(r).toMatchObject({ kind: 'turn', index: 0 });
  });
});
