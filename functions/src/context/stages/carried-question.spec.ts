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
  it('carries it when the pick of someone else is corrected, in three languages', () => {
    const carried = { index: 1, text: 'does the second one take cards?' };
    expect(carriedQuestion('no, my uncle meant the first, he mixed them up', first, asked)).toEqual(carried);
    expect(carriedQuestion('hindi, ang ibig sabihin ni lolo yung una, nalito siya', first, asked)).toEqual(carried);
    expect(carriedQuestion('nee, mijn tante bedoelde de eerste, ze was in de war', first, asked)).toEqual(carried);
  });
  it('carries it past a clause that tells what the person was doing, in three languages', () => {
    const carried = { index: 1, text: 'does the second one take cards?' };
    expect(carriedQuestion('oops I mean the first, not the second, I was looking at my phone in the dark', first, asked)).toEqual(carried);
    expect(carriedQuestion('nee wacht, ik bedoel de eerste, ik zat op mijn telefoon te scrollen', first, asked)).toEqual(carried);
    expect(carriedQuestion('ay mali, yung una pala, kasi nagscroll ako sa phone', first, asked)).toEqual(carried);
  });
  it('carries nothing when a clause about the person asks its own question', () => {
    expect(carriedQuestion('I mean the first, I was wondering what their phone number is', first, asked)).toBeNull();
    expect(carriedQuestion('ik bedoel de eerste, wat is hun telefoonnummer', first, asked)).toBeNull();
  });
  it('carries nothing when the message asks its own question, picks nothing, or the turn before asked none', () => {
    expect(carriedQuestion('the 3rd, I mean the 1st. what time does it close?', first, asked)).toBeNull();
    expect(carriedQuestion('ay teka, ung una pala ibig kong sabihin', null, asked)).toBeNull();
    expect(carriedQuestion('what about the first one, same question', first, new Map([[0, 'museums in Paris']]))).toBeNull();
  });
});
