// Issue 17 (wave cv, typed on the go): a first search typed with slips is read again and finds its food and place; a
// message that found its search, or whose place the reading would change into another, is kept as typed.
import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import { countTokens, NOW } from '../prepare-turn.fixture';
import { prepareTurn } from '../prepare-turn';

const first = (message: string) =>
  prepareTurn({ context: emptyContext('s', NOW), sessionId: 's', history: [], message, now: NOW, countTokens });

describe('a first search read again for slips', () => {
  it.each([
    ['ramne in shibya', 'Shibuya', 'ramen'],
    ['dumplng sa binondoo mura lng', 'Binondo', 'dumpling'],
    ['snel iets eten bij grand centrl, heb 30 min pauze', 'Grand Central', 'food'],
  ])('"%s" looks in %s for %s', (message, location, query) => {
    const turn = first(message);
    expect(turn.context.location).toBe(location);
    expect(turn.context.searchQuery).toBe(query);
  });

  it('keeps a place found as typed: "San Fran" stays San Francisco', () => {
    expect(first('I want to eat out in San Fran.').context.location).toBe('San Francisco');
  });
});
