import { describe, expect, it } from 'vitest';
import type { Resolution } from '../resolve-references';
import { carriedQuestion } from './carried-question';

const first: Resolution = { kind: 'venue', placeId: 'A', name: 'Alpha', how: 'ordinal' };
const asked = new Map([
  [0, 'museums in Paris'],
  [1, 'does the second one take cards?'],
]);

describe('carriedQuestion', () => {
  it('carries the question of the turn before to a venue picked by a correction or "same question", in three languages', () => {
    const carried = { index: 1, text: 'does the second one take cards?' };
    expect(carriedQuestion('ay teka, ung una pala ibig kong sabihin', first, asked)).toEqual(carried);
    expect(carriedQuestion('what about the first one, same question', first, asked)).toEqual(carried);
    expect(carriedQuestion('Nee, wacht, ik vergis mij, ik bedoelde de eerste.', first, asked)).toEqual(carried);
  });
  it('carries nothing when the message asks its own question, picks nothing, or the turn before asked none', () => {
    expect(carriedQuestion('the 3rd, I mean the 1st. what time does it close?', first, asked)).toBeNull();
    expect(carriedQuestion('ay teka, ung una pala ibig kong sabihin', null, asked)).toBeNull();
    expect(carriedQuestion('what about the first one, same question', first, new Map([[0, 'museums in Paris']]))).toBeNull();
  });
});
