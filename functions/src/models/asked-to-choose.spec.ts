// Issue 17 (wave ba): asked for its own choice ("which one would you pick?", "kung ikaw, alin pipiliin mo?", "welke zou jij
// kiezen?") the concierge names the best-rated card and says it judges by the listings' ratings; asked to rank ("rank them",
// "rank mo nga top 3 mo", "rank ze eens") it lists the cards by rating, best first, as many as asked. End to end on the real
// flow and the offline catalog, in English, Tagalog/Taglish and Dutch.
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';

describe('the concierge asked to choose or rank', () => {
  it.each([
    ['pizza in Chicago', 'which one would you pick?', /^I'd go for \*\*.+\*\*: of these \d+ it has the best rating \(★[\d.]+\)/],
    ['pizza in Chicago', 'kung ikaw, alin pipiliin mo sa mga yan?', /^Ako, \*\*.+\*\* ang pipiliin ko/],
    ['pizza in de Jordaan', 'welke zou jij kiezen voor een verjaardag met opa erbij', /^Ik zou voor \*\*.+\*\* gaan/],
  ])('after "%s", "%s" names the best-rated card', async (search, asked, lead) => {
    const { say } = startConversation();
    const list = await say(search);
    const best = Math.max(...list.venues.map((venue) => venue.rating ?? 0));
    const answer = await say(asked);
    expect(answer.reply).toMatch(lead);
    const [named] = bold(answer.reply);
    expect(list.venues.find((venue) => venue.name === named)?.rating).toBe(best);
  });

  it.each([
    ['pizza in Chicago', 'rank them pls', /^By rating, best first: 1\. /, 5],
    ['pizza in Chicago', 'rank mo nga top 3 mo', /^Ayon sa marka, mula sa pinakamataas: 1\. /, 3],
    ['pizza in de Jordaan', 'rank ze eens van best naar slechtst', /^Op beoordeling, de beste eerst: 1\. /, 0],
  ])('after "%s", "%s" ranks the cards by rating', async (search, asked, lead, count) => {
    const { say } = startConversation();
    const list = await say(search);
    const answer = await say(asked);
    expect(answer.reply).toMatch(lead);
    const ratings = [...answer.reply.matchAll(/★([\d.]+)/g)].map((m) => Number(m[1]));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings.length).toBe(count || list.venues.length);
  });
});
