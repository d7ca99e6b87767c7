// Words said in passing do not change what the turn asks: the weather next to an outdoor-seating question asks the venue,
// a remark about sleep or food keeps the context ("how do we come there" and "route?" are in offline-dialog-route.spec.ts).
// End to end on the real flow and the offline catalog, in English, Tagalog/Taglish and Dutch/Flemish.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

type Calls = readonly { method: string; args: unknown[] }[];
const factCalls = (calls: Calls) => calls.filter((call) => call.method === 'details').map((call) => call.args);

describe('the weather said in passing next to an outdoor-seating question', () => {
  it.each([
    ['ramen in Makati', 'the second one, any tables outdoors? such lovely weather this week'],
    ['ramen sa Makati', 'yung pangalawa, may pwesto sa labas ba sila? maaraw kasi ngayon'],
    ['ramen in Makati', 'Heeft de tweede een terras? Het is eindelijk warm.'],
  ])('after "%s", "%s" asks the second card about outdoor seating', async (search, question) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(factCalls(reply.calls)).toEqual([[list.venues[1].placeId, { facts: ['outdoorSeating'] }]]);
  });
});

describe('a remark about sleep or food after a list', () => {
  it.each([
    ['ramen in Makati', 'ok going to bed now, that broth kept me alive haha'],
    ['ramen sa Makati', 'busog na kami, uuwi na haha salamat'],
    ['ramen in Makati', 'top, ik ga slapen na die soep'],
  ])('after "%s", "%s" searches nothing and keeps the context', async (search, remark) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(remark);

    expect(reply.calls).toEqual([]);
    expect([reply.context.location, reply.context.searchQuery, reply.context.alternatives]).toEqual([
      list.context.location,
      list.context.searchQuery,
      list.context.alternatives,
    ]);
  });
});
