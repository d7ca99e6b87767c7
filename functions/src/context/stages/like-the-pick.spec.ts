// Issue 17 (wave cw): "more like the 3rd one?" searches for more of the picked card's kind.
import { describe, expect, it } from 'vitest';
import type { RememberedVenue } from '../conversation-context';
import { likeThePick, MORE_LIKE_THE_PICK } from './like-the-pick';

const listed: RememberedVenue[] = [
  { placeId: 'a', name: 'Ichiran', category: 'ramen', turn: 0 },
  { placeId: 'b', name: 'Fuunji', category: 'tsukemen', turn: 0 },
  { placeId: 'c', name: 'Somewhere', turn: 0 },
];
const picked = (placeId: string) => ({ kind: 'venue', placeId, name: placeId, how: 'ordinal' }) as never;

describe('likeThePick', () => {
  it("is the picked card's category on a more-like turn", () => {
    expect(likeThePick(MORE_LIKE_THE_PICK, picked('b'), listed)).toBe('tsukemen');
  });

  it('is null on any other turn, with no venue picked, or when the card has no category', () => {
    expect(likeThePick('ordinal', picked('b'), listed)).toBeNull();
    expect(likeThePick(MORE_LIKE_THE_PICK, null, listed)).toBeNull();
    expect(likeThePick(MORE_LIKE_THE_PICK, picked('c'), listed)).toBeNull();
  });
});
