// Issue 17: a pick by an area where no listed venue is, asked with nothing to measure ("yung nasa Tomas Morato, kamusta yun?",
// "the one in Oud-West, any good?"), says so and asks whether to search there, in the person's language; the location stays.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

describe('a pick by an area where no listed venue is', () => {
  it.each([
    ['ramen in Quezon City', 'the one in Cubao Expo, what do people say about it', /^None of the places I listed is in Cubao Expo\. .*\?$/],
    ['ramen sa Quezon City', 'yung nasa Tomas Morato, kamusta yun?', /^Wala sa mga nailista ko ang nasa Tomas Morato\. .*\?$/],
    ['ramen in Quezon City', 'die in Eastwood, wat vinden mensen ervan', /^Geen van de plekken die ik noemde ligt in Eastwood\. .*\?$/],
  ])(
    'after "%s", "%s" asks whether to search there and keeps the location',
    async (search, asked, reply) => {
      const { say } = startConversation();
      const list = await say(search);
      const turn = await say(asked);
      expect(turn.reply).toMatch(reply);
      expect(turn.context.location).toBe(list.context.location);
      expect(turn.venues).toEqual([]);
    },
    20_000,
  );

  it('searches when the message moves there instead ("yung nasa Makati naman")', async () => {
    const { say } = startConversation();
    await say('ramen sa Quezon City');
    const turn = await say('yung nasa Makati naman');
    expect(turn.reply).not.toMatch(/^Wala sa mga nailista ko/);
  }, 20_000);
});
