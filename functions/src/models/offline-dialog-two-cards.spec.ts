// Issue 17 (wave zm): two cards named together are weighed or measured between themselves, not over the whole list:
// "alin mas mura sa una tsaka pangalawa?", "welke van de eerste twee ...", "How far apart are the first and the third?".
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';

describe('two cards named together', () => {
  it.each([
    ['ramen sa Shinjuku', 'alin mas mura sa una tsaka pangalawa?', [1, 2]],
    ['korean bbq in Hongdae', 'which is better rated, the first and the third?', [1, 3]],
  ])('after "%s", "%s" weighs cards %j and names both', async (search, said, positions) => {
    const { say } = startConversation();
    const list = await say(search);

    const turn = await say(said);

    expect(new Set(bold(turn.reply))).toEqual(new Set(positions.map((position) => list.venues[position - 1].name)));
  });

  it.each([
    ['ramen in Shinjuku', 'How far apart are the first and the third restaurants? I would like to visit both on the same day.', [1, 3]],
    ['korean bbq in Hongdae', 'hoe ver liggen de eerste en de tweede van elkaar?', [1, 2]],
  ])('after "%s", "%s" measures between cards %j', async (search, said, [from, to]) => {
    const { say } = startConversation();
    const list = await say(search);

    const turn = await say(said);

    expect(turn.reply).toContain(list.venues[to - 1].name);
    expect(turn.reply).toContain(list.venues[from - 1].name);
    expect(turn.reply).toMatch(/\d+(?:\.\d+)?\s?k?m\b/);
  });
});
