import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext } from '../conversation-context';
import { prepareTurn } from '../prepare-turn';

// The two user reports that made common words of the place lists a defect, replayed end to end through prepareTurn.
const countTokens = (text: string) => text.split(/\s+/).filter(Boolean).length;
const NOW = 1_000_000;

function locationAfter(message: string, context: ConversationContext = emptyContext('s', NOW - 60_000)) {
  return prepareTurn({ context, sessionId: 's', history: [], message, now: NOW, countTokens }).context.location;
}

describe('a common word listed as a place', () => {
  it('leaves San Francisco the location when the user asks for bars near golden gate park', () => {
    const sanFrancisco = { ...emptyContext('s', NOW - 60_000), location: 'San Francisco', searchQuery: 'museums', userTurns: 2 };
    expect(locationAfter('any bars near golden gate park?', sanFrancisco)).toBe('San Francisco');
  });

  it('sets no location "Kainan" for coffee near an eatery in Tagalog', () => {
    expect(locationAfter('kape malapit sa kainan?')).toBeNull();
  });

  it('keeps Kainan out of a location already known', () => {
    const makati = { ...emptyContext('s', NOW - 60_000), location: 'Makati', searchQuery: 'kape', userTurns: 1 };
    expect(locationAfter('kape malapit sa kainan?', makati)).toBe('Makati');
  });
});
