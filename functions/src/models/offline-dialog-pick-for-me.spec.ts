// Issue 17, wave zw: the choice left to the concierge ("u pick", "ikaw na bahala", "verras me maar") picks the best-rated
// card of the list and shows it; "there" afterwards is that place. End to end on the real flow.
import { describe, expect, it } from 'vitest';
import { bold, searchArgs, startConversation } from './offline-dialog.fixture';

describe('the choice left to the concierge', () => {
  it.each([
    ['seafood in Alfama, Lisbon', 'haha ok. you choose one for us from those', 'how do we get there?'],
    ['ramen sa Katipunan', 'ikaw na bahala, pili ka na isa', 'pano pumunta dun?'],
    ['ijs in Amsterdam', 'verras me maar', 'hoe kom ik daar?'],
  ])('after "%s", "%s" shows the best-rated card and "%s" is the way to it', async (search, choose, way) => {
    const { say } = startConversation();
    const list = await say(search);
    const best = Math.max(...list.venues.map((venue) => venue.rating ?? 0));
    const expected = list.venues.find((venue) => venue.rating === best)!;

    const picked = await say(choose);
    const route = await say(way);

    expect(searchArgs(picked.calls)).toEqual([]);
    expect(bold(picked.reply)[0]).toBe(expected.name);
    expect(bold(route.reply)[0]).toBe(expected.name);
    expect(route.reply).toContain('/maps/dir/');
  });
});
