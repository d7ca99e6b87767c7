// Issue 17, the class "going back to an earlier turn": which earlier list a message goes back to, and that a comparison
// over it with a tie picks nothing in the latest list.
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { prepareTurn } from '../prepare-turn';
import { listReturnedTo } from './list-returned-to';
import { resolveReferences } from './resolve';
import { venue as v } from './spec-fixture';

/** Cafés first (two as cheap), then ramen near one of them (one cheapest): the latest list is the ramen. */
const cafes = [
  { ...v('C1', 'Fuglen', 0, 'cafe', 'Tomigaya, Shibuya, Tokyo'), priceLevel: 'inexpensive' as const },
  { ...v('C2', 'Streamer Coffee', 0, 'cafe', 'Shibuya, Tokyo'), priceLevel: 'inexpensive' as const },
  { ...v('C3', 'Levain', 0, 'bakery', 'Tomigaya, Shibuya, Tokyo'), priceLevel: 'moderate' as const },
];
const ramen = [
  { ...v('R1', 'Ichiran', 2, 'ramen', 'Jinnan, Shibuya, Tokyo'), priceLevel: 'inexpensive' as const },
  { ...v('R2', 'AFURI', 2, 'ramen', 'Harajuku, Shibuya, Tokyo'), priceLevel: 'moderate' as const },
];
const context = {
  ...emptyContext('s', 0),
  location: 'Shibuya',
  searchQuery: 'ramen',
  alternatives: ramen,
  recentVenues: [...ramen, ...cafes],
  lists: [
    { turn: 2, placeIds: ['R1', 'R2'] },
    { turn: 0, placeIds: ['C1', 'C2', 'C3'] },
  ],
};
const asked = new Map([
  [0, 'cafés in Shibuya'],
  [1, 'tell me about the second one'],
  [2, 'any ramen near there?'],
]);
const names = (text: string) => listReturnedTo(text, context, asked)?.map((venue) => venue.placeId) ?? null;

describe('listReturnedTo, the earlier list a message goes back to', () => {
  it('finds it by its kind in English, Tagalog and Dutch', () => {
    expect(names('back to the cafés, which one is cheapest?')).toEqual(['C1', 'C2', 'C3']);
    expect(names('balik tayo sa mga kapehan kanina, alin ang pinakamura?')).toEqual(['C1', 'C2', 'C3']);
    expect(names('terug naar de koffiezaken, welke is het goedkoopst?')).toEqual(['C1', 'C2', 'C3']);
  });
  it('finds none when the message names the latest list or no list', () => {
    expect(names('back to the ramen places, which one is cheapest?')).toBeNull();
    expect(names('which one is cheapest?')).toBeNull();
    expect(names('the second one')).toBeNull();
  });
});

describe('resolveReferences, a comparison over an earlier list with a tie', () => {
  it('picks nothing rather than the cheapest of the latest list', () => {
    for (const text of [
      'back to the cafés, which one is cheapest?',
      'balik tayo sa mga kapehan kanina, alin ang pinakamura?',
      'terug naar de koffiezaken, welke is het goedkoopst?',
    ])
      expect(resolveReferences({ text, context, earlierTurns: asked, newSearch: false })).toBeNull();
  });
  it('still picks the cheapest of the latest list when no other list is gone back to', () => {
    expect(resolveReferences({ text: 'which one is cheapest?', context, earlierTurns: asked, newSearch: false })).toMatchObject({
      placeId: 'R1',
    });
  });
});

describe('prepareTurn, the list a comparison over an earlier list is put to', () => {
  const history = [
    { role: 'user' as const, content: 'cafés in Shibuya' },
    { role: 'model' as const, content: 'Here are 3 places for cafés in Shibuya.' },
    { role: 'user' as const, content: 'tell me about the second one' },
    { role: 'model' as const, content: 'Here is **Streamer Coffee**.' },
    { role: 'user' as const, content: 'any ramen near there?' },
    { role: 'model' as const, content: 'Here are 2 places for ramen near **Streamer Coffee**.' },
  ];
  const prepare = (message: string) =>
    prepareTurn({ context: { ...context, userTurns: 3 }, sessionId: 's', history, message, now: 1000, countTokens: () => 1 });

  it('shows the model the list gone back to, and keeps the latest list in the context for the next message', () => {
    const turn = prepare('back to the cafés, which one is cheapest?');
    expect(turn.injected).toContain('venues: 1. Fuglen (C1) 2. Streamer Coffee (C2) 3. Levain (C3)');
    expect(turn.context.alternatives.map((venue) => venue.placeId)).toEqual(['R1', 'R2']);
  });
  it('shows it too when the message picks one of its venues and weighs it against another (blind-en-l)', () => {
    const turn = prepare('ok back to the cafés, is the 2nd one cheaper than the 3rd one');
    expect(turn.injected).toContain('venues: 1. Fuglen (C1) 2. Streamer Coffee (C2) 3. Levain (C3)');
    expect(turn.injected).toContain('referring to: Streamer Coffee (C2)');
    // A venue picked on going back makes that list the one talked about: the next bare "the third one" counts in the cafés.
    const picked = prepare('ok back to the cafés, the 2nd one, is it open now?');
    expect(picked.injected).toContain('venues: 1. Fuglen (C1) 2. Streamer Coffee (C2) 3. Levain (C3)');
    expect(picked.context.alternatives.map((venue) => venue.placeId)).toEqual(['C1', 'C2', 'C3']);
    expect(prepare('back to the cafés, compare the first two').injected).toContain('venues: 1. Fuglen (C1) 2. Streamer Coffee (C2)');
  });
  it('leaves the latest list shown when the message asks nothing over the list it goes back to', () => {
    expect(prepare('back to the cafés for a sec, any of them near Shibuya station?').injected).not.toContain('Fuglen (C1)');
    expect(prepare('which one is cheapest?').injected).toContain('venues: 1. Ichiran (R1) 2. AFURI (R2)');
  });
});
