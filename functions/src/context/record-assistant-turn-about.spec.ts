// Issue 17 (wave cu): a listed venue keeps the start of what its card said, so "the bagel one" can point back at it.
import { describe, expect, it } from 'vitest';
import { ABOUT_LENGTH, emptyContext } from './conversation-context';
import { recordAssistantTurn } from './record-assistant-turn';

describe('what a card said, remembered', () => {
  const context = { ...emptyContext('s', 0), userTurns: 1 };

  it('keeps a short summary whole', () => {
    const venues = [
      { placeId: 'a', name: 'Russ & Daughters Cafe', summary: 'Bagels and lox.' },
      { placeId: 'b', name: 'Balthazar' },
    ];
    const [first, second] = recordAssistantTurn(context, { text: 'Here are 2 places.', venues }).alternatives;
    expect(first.about).toBe('Bagels and lox.');
    expect(second.about).toBeUndefined();
  });

  it('cuts a long one at a word, within the limit', () => {
    const summary = `${'Hand-pulled noodles '.repeat(12)}end`;
    const [venue] = recordAssistantTurn(context, {
      text: 'Here it is.',
      venues: [{ placeId: 'a', name: 'Noodle Bar', summary }],
    }).alternatives;
    expect(venue.about!.length).toBeLessThanOrEqual(ABOUT_LENGTH);
    expect(summary.startsWith(venue.about!)).toBe(true);
    expect(venue.about!.endsWith('noodles')).toBe(true);
  });
});
