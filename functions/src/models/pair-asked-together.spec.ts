// Issue 17 (waves ao, au, ax): two cards asked about together with a which-word ("1st or 3rd. which is quieter", "yung una o
// yung pangatlo, alin mas late magsara?", "zijn de eerste en de tweede allebei open om 12u30?") are answered for both: a fact
// the listings have is looked up for each; a measure no listing has is said to be unknown, with what the listings do say of
// both (price and rating). End to end on the real flow and the offline catalog, in English, Tagalog/Taglish and Dutch.
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';

describe('two cards asked about together', () => {
  it.each([
    ['ramen in Shinjuku', '1st or 3rd. which is quieter', [0, 2], /^The listings don't say that about either of them/],
    ['ramen in Shinjuku', 'yung 1st o yung 3rd, alin mas mabilis?', [0, 2], /^Wala sa listings ang ganyang detalye para sa dalawa/],
    ['pizza in de Jordaan', 'welke van de eerste twee is het rustigst?', [0, 1], /^Dat staat bij geen van beide in de gegevens/],
  ])('after "%s", "%s" says the listings do not tell, and what they do say of both', async (search, asked, positions, lead) => {
    const { say } = startConversation();
    const names = (await say(search)).venues.map((venue) => venue.name);
    const answer = await say(asked);
    expect(answer.reply).toMatch(lead);
    expect(answer.reply).toMatch(/★/);
    expect([...new Set(bold(answer.reply))].sort()).toEqual(positions.map((at) => names[at]).sort());
  });

  it.each([
    ['ramen in Shinjuku', 'so alin mas late magsara, yung una o yung pangatlo?', [0, 2], /oras/],
    ['pizza in de Jordaan', 'Ter controle: zijn de eerste en de tweede allebei open om 12u30?', [0, 1], /open/],
    ['burger sa Pasig', 'yung una tsaka yung pangalawa alin may parking', [0, 1], /parking/],
  ])('after "%s", "%s" looks the fact up for both', async (search, asked, positions, word) => {
    const { say } = startConversation();
    const names = (await say(search)).venues.map((venue) => venue.name);
    const answer = await say(asked);
    expect(answer.reply).toMatch(word);
    expect(answer.reply).not.toMatch(/geen van beide|either of them|para sa dalawa/);
    expect([...new Set(bold(answer.reply))].sort()).toEqual(positions.map((at) => names[at]).sort());
  });
});
