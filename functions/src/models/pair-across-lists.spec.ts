// Issue 17: a venue of an earlier list weighed against one of the latest list ("the cheapest of the two: the first from the QC list
// or the second here"), and an ordinal said of a list ("the first list") that is no second venue to weigh. End to end on the real
// flow and the offline catalog, in English, Tagalog/Taglish and Dutch.
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';

describe('a venue of an earlier list weighed against one of the latest list', () => {
  it.each([
    [
      'ramen in Quezon City',
      'and in Pasig?',
      'which is cheaper: the second one in the QC list from before, or the first one here?',
      [1, 0],
      /^Of the two, |cost about the same/,
    ],
    [
      'ramen sa QC',
      'sa Pasig naman',
      'ano mas mura, yung pangalawa sa QC list kanina o yung pangatlo dito?',
      [1, 2],
      /^Sa dalawa, |^Halos/,
    ],
    [
      'ramen in Quezon City',
      'en in Pasig?',
      'wat is goedkoper, de eerste uit de QC-lijst van daarnet of de tweede hier?',
      [0, 1],
      /^Van de twee|even duur/,
    ],
  ])(
    'after "%s" and "%s", "%s" weighs the earlier card against the latest',
    async (first, second, asked, [earlierCard, latestCard], lead) => {
      const { say } = startConversation();
      const earlier = await say(first);
      const latest = await say(second);
      const reply = await say(asked);
      expect(reply.reply).toMatch(lead);
      expect(bold(reply.reply).sort()).toEqual([earlier.venues[earlierCard].name, latest.venues[latestCard].name].sort());
    },
    30_000,
  );
});

describe('an ordinal said of a list is no venue to weigh', () => {
  it.each([
    ['ramen in Quezon City', 'and in Pasig?', 'and the third ramen place from the first list, which rating does it have?', 2],
    ['ramen sa QC', 'sa Pasig naman', 'at yung pangatlong ramen sa unang listahan kanina, ano rating?', 2],
    ['ramen in Quezon City', 'en in Pasig?', 'en de derde ramenzaak uit de eerste lijst, welke score heeft die?', 2],
  ])(
    'after "%s" and "%s", "%s" is about that one card of the first list',
    async (first, second, asked, card) => {
      const { say } = startConversation();
      const earlier = await say(first);
      await say(second);
      const reply = await say(asked);
      expect(bold(reply.reply)).toEqual([earlier.venues[card].name]);
    },
    30_000,
  );
});
