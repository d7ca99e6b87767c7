// "den eerste dan, is die goedkoper?", "is the fourth one cheaper?", "eh yung pang-apat? mas mahal b sa una?": one listed venue is
// weighed by price against the one just talked about, or against the one after Taglish "mas ... sa", not the whole list.
// End to end on the real flow and the offline catalog, in English, Tagalog/Taglish and Dutch/Flemish.
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';

describe('a picked venue weighed by price against another', () => {
  it.each([
    [
      'ramen in Quezon City',
      'what is the address of the second one?',
      'ok, is the fourth one cheaper?',
      [3, 1],
      /^Of the two, |about the same/,
    ],
    ['ramen sa QC', 'ano ang address ng pangalawa?', 'eh yung pang-apat, mas mura b?', [3, 1], /^Sa dalawa, |^Halos pareho ang presyo/],
    [
      'ramen in Quezon City',
      'wat is het adres van de tweede?',
      'allee, en de vierde, is die goedkoper?',
      [3, 1],
      /^Van de twee |even duur/,
    ],
  ])(
    'after "%s" and "%s", "%s" weighs those two',
    async (search, focus, asked, picked, lead) => {
      const { say } = startConversation();
      const list = await say(search);
      await say(focus);
      const reply = await say(asked);
      expect(reply.reply).toMatch(lead);
      expect(bold(reply.reply).sort()).toEqual(picked.map((i) => list.venues[i].name).sort());
      expect(reply.context.location).toBe(list.context.location);
    },
    20_000,
  );

  it('reads Taglish "mas mahal b sa una?" as "than the first"', async () => {
    const { say } = startConversation();
    const list = await say('ramen sa QC');
    const reply = await say('eh ung pangatlo? mas mahal b sa una?');
    expect(bold(reply.reply).sort()).toEqual([list.venues[2].name, list.venues[0].name].sort());
  }, 20_000);

  it('still searches for cheaper places when no venue is picked', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Quezon City');
    const reply = await say('something cheaper?');
    expect(reply.venues.length).toBeGreaterThan(0);
    expect(reply.reply).not.toMatch(/^Of the two/);
    expect(reply.context.location).toBe(list.context.location);
  }, 20_000);
});
