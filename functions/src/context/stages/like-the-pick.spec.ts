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

  // Wave df: with no one card picked, the kind the words liken it to.
  it.each([
    ['something like the burger place from before but near the eiffel tower?', 'burger place'],
    ['Vanavond willen we nog ergens eten zoals die burgerzaak van vanmiddag, maar dan in de buurt van de Eiffeltoren.', 'burgerzaak'],
    ['nah skip that. the dumpling place from before, is there something like it in BGC?', 'dumpling place'],
  ])('is the kind likened to when no card is picked: "%s"', (text, kind) => {
    expect(likeThePick(MORE_LIKE_THE_PICK, null, listed, text)).toBe(kind);
  });
});
