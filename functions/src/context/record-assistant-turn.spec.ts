import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext } from './conversation-context';
import { recordAssistantTurn, venuesFromText } from './record-assistant-turn';

const both = [
  { placeId: 'ChIJaa1', name: 'Cafe Sol' },
  { placeId: 'ChIJaa2', name: 'Bar Luna' },
];

describe('venuesFromText', () => {
  it.each([
    ['the shared format', '1. Cafe Sol (place_id: ChIJaa1)\n2. Bar Luna (place_id: ChIJaa2)'],
    ['bold names and a description after', '1. **Cafe Sol** (place_id: ChIJaa1) — great coffee\n2. **Bar Luna** (place_id: ChIJaa2)'],
    ['a dash before the id', '1. Cafe Sol - place_id: ChIJaa1\n2. Bar Luna - place_id: ChIJaa2'],
    ['"Place ID:" and a bracket numbering', '1) Cafe Sol (Place ID: ChIJaa1)\n2) Bar Luna (Place ID: ChIJaa2)'],
    [
      'details between the name and the id',
      '1. Cafe Sol — Calle 5, rated 4.5 (place_id: ChIJaa1)\n2. Bar Luna — cocktails (place_id: ChIJaa2)',
    ],
    ['bullets and a comma', '- Cafe Sol, place_id ChIJaa1\n- Bar Luna, place_id ChIJaa2'],
    ['prose', 'You could try Cafe Sol (ChIJaa1) and Bar Luna (ChIJaa2).'],
  ])('reads the venues named with Place IDs in %s', (_, text) => {
    expect(venuesFromText(text)).toEqual(both);
  });

  it('takes no everyday "ID" in a list for a venue', () => {
    expect(venuesFromText('Before you go:\n- bring your ID card\n- 1. Bar Luna (offline:bar-luna)')).toEqual([
      { placeId: 'offline:bar-luna', name: 'Bar Luna' },
    ]);
  });
});

describe('recordAssistantTurn, a reply that singles out one listed venue', () => {
  const listed: ConversationContext = {
    ...emptyContext('s', 0),
    alternatives: [
      { ...both[0], turn: 0 },
      { ...both[1], turn: 0 },
      { placeId: 'ChIJaa3', name: 'Sol y Sombra', turn: 0 },
    ],
    recentVenues: [
      { ...both[0], turn: 0 },
      { ...both[1], turn: 0 },
    ],
    focus: null,
  };
  it('puts the one venue it recommends in focus', () => {
    expect(recordAssistantTurn(listed, { text: 'For working, Bar Luna is quieter and has wifi.', venues: [] }).focus).toEqual({
      placeId: 'ChIJaa2',
      name: 'Bar Luna',
      via: 'reply',
    });
    expect(recordAssistantTurn(listed, { text: 'Ik zou voor cafe sol gaan.', venues: [] }).focus).toEqual({
      placeId: 'ChIJaa1',
      name: 'Cafe Sol',
      via: 'reply',
    });
  });
  it('leaves the focus when it names two, or a name only inside a word or a longer name', () => {
    expect(recordAssistantTurn(listed, { text: 'Cafe Sol is cheaper than Bar Luna.', venues: [] }).focus).toBeNull();
    expect(recordAssistantTurn(listed, { text: 'Try the Cafe Solana pastries.', venues: [] }).focus).toBeNull();
    expect(recordAssistantTurn(listed, { text: 'It opens at 9.', venues: [] })).toBe(listed);
  });
  it('puts the one a verdict over two names first in focus', () => {
    const verdicts = [
      'Of the two, **Bar Luna** is the cheaper (inexpensive); **Cafe Sol** is moderate.',
      'Sa dalawa, mas mura ang **Bar Luna** (mura); ang **Cafe Sol** ay katamtaman ang presyo.',
      'Van de twee scoort **Bar Luna** het best (★4.6); **Cafe Sol** heeft ★4.5.',
    ];
    for (const text of verdicts) {
      expect(recordAssistantTurn(listed, { text, venues: [] }).focus).toEqual({ placeId: 'ChIJaa2', name: 'Bar Luna', via: 'reply' });
    }
  });
});

describe('recordAssistantTurn, venues of earlier lists', () => {
  const places = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ placeId: `${prefix}${i + 1}`, name: `${prefix} place ${i + 1}` }));
  it('keeps what no longer fits in recentVenues in earlierVenues, newest first, at most 15', () => {
    let context: ConversationContext = { ...emptyContext('s', 0), userTurns: 1 };
    context = recordAssistantTurn(context, { text: '', venues: places('A', 4) });
    expect(context.earlierVenues).toBeUndefined();
    context = recordAssistantTurn({ ...context, userTurns: 2 }, { text: '', venues: places('B', 3) });
    expect(context.recentVenues.map((v) => v.placeId)).toEqual(['B1', 'B2', 'B3', 'A1', 'A2']);
    expect(context.earlierVenues?.map((v) => v.placeId)).toEqual(['A3', 'A4']);
    context = recordAssistantTurn({ ...context, userTurns: 3 }, { text: '', venues: places('C', 7) });
    expect(context.recentVenues.map((v) => v.placeId)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5']);
    expect(context.earlierVenues?.map((v) => v.placeId)).toEqual(['C6', 'C7', 'B1', 'B2', 'B3', 'A1', 'A2', 'A3', 'A4']);
    context = recordAssistantTurn({ ...context, userTurns: 4 }, { text: '', venues: places('D', 10) });
    expect(context.earlierVenues).toHaveLength(15);
    expect(context.earlierVenues?.[0].placeId).toBe('D6');
    expect(context.earlierVenues?.some((v) => context.recentVenues.some((r) => r.placeId === v.placeId))).toBe(false);
  });
});

describe('recordAssistantTurn, a reply that names one listed venue by a word of its name', () => {
  const museums = [
    { placeId: 'V1', name: 'Kunsthistorisches Museum', turn: 0 },
    { placeId: 'V2', name: 'Belvedere Palace', turn: 0 },
    { placeId: 'V3', name: 'Albertina', turn: 0 },
  ];
  const listed: ConversationContext = { ...emptyContext('s', 0), recentVenues: museums, alternatives: museums };
  it('puts it in focus when the word is written as a name: "The Kiss hangs in the Upper Belvedere."', () => {
    expect(recordAssistantTurn(listed, { text: 'The Kiss hangs in the Upper Belvedere.', venues: [] }).focus).toEqual({
      placeId: 'V2',
      name: 'Belvedere Palace',
      via: 'reply',
    });
  });
  it('not when it is an everyday word in lower case, nor when two venues are named', () => {
    expect(recordAssistantTurn(listed, { text: 'the belvedere terrace is nice in summer', venues: [] }).focus).toBeNull();
    expect(recordAssistantTurn(listed, { text: 'Both the Belvedere and the Kunsthistorisches open at 10.', venues: [] }).focus).toBeNull();
  });
});

describe('recordAssistantTurn, a reply that names one venue of an earlier list (issue 17, going back to an earlier turn)', () => {
  const museums = [
    { placeId: 'M1', name: 'National Museum of Singapore', turn: 2 },
    { placeId: 'M2', name: 'Peranakan Museum', turn: 2 },
  ];
  const hawkers = [
    { placeId: 'H1', name: 'Maxwell Food Centre', turn: 0 },
    { placeId: 'H2', name: 'Food Opera, ION Orchard', turn: 0 },
  ];
  const context: ConversationContext = { ...emptyContext('s', 0), recentVenues: museums, alternatives: museums, earlierVenues: hawkers };
  it('puts it in focus by its whole name, so "do they take cards?" after it asks of that venue', () => {
    const text = 'Sa 2 na ito, isa ang **Maxwell Food Centre** sa pinakamura (mura).';
    expect(recordAssistantTurn(context, { text, venues: [] }).focus).toEqual({ placeId: 'H1', name: 'Maxwell Food Centre', via: 'reply' });
  });
  it('prefers a venue of the latest lists, and needs the whole name of an earlier one', () => {
    const both = 'The Peranakan Museum is a short walk from Maxwell Food Centre.';
    expect(recordAssistantTurn(context, { text: both, venues: [] }).focus?.placeId).toBe('M2');
    expect(recordAssistantTurn(context, { text: 'Maxwell is busy at lunch.', venues: [] }).focus).toBeNull();
  });
});
