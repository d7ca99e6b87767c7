// Issue 17: more of the same with a fact the places should have ("nog andere? liefst met terras", "any others? preferably
// with outdoor seating") keeps the search's kind and filters on the fact; the reply names the fact, found or not confirmed.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

describe('more of the same, with a fact the places should have', () => {
  it.each([
    ['ramen in Shinjuku', 'any others? preferably with outdoor seating, my friend smokes', 'outdoor seating'],
    ['ramen in Shinjuku', 'nog andere? liefst met een terras, vriend rookt', 'er een terras is'],
    ['ramen sa Shinjuku', 'iba pa? may outdoor seating sana', 'may upuan sa labas'],
  ])('after "%s", "%s" searches the same kind with the fact and says "%s"', async (search, said, factSaid) => {
    const { say } = startConversation();
    const list = await say(search);

    const more = await say(said);

    const request = more.calls.find((call) => call.method === 'search')?.args[0] as { query?: string; facts?: string[] };
    expect([request?.query, request?.facts]).toEqual(['ramen', ['outdoorSeating']]);
    expect(more.context?.searchQuery).toBe(list.context?.searchQuery);
    expect(more.reply).toContain(factSaid);
  });
});
