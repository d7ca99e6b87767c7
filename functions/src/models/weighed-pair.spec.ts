// Issue 17: two listed venues weighed ("which is cheaper, the 1st or the 4th?", "alin mas mura, yung una o yung pangatlo?",
// "welke is goedkoper, de eerste of de derde?", "is this one cheaper than the second?") are compared with each other only.
// End to end on the real flow and the offline catalog, in English, Tagalog/Taglish and Dutch.
import { describe, expect, it } from 'vitest';
import { bold, startConversation } from './offline-dialog.fixture';

describe('two listed venues weighed by price or rating', () => {
  it.each([
    ['ramen in Quezon City', 'which one is more affordable, the 1st or the 4th?', [0, 3], /^Of the two, /],
    ['ramen in Quezon City', 'is the third better rated than the second?', [2, 1], /^Of the two, .* has the better rating/],
    ['ramen sa QC', 'ano mas mura sa dalawa, yung ikalawa o yung ikaapat?', [1, 3], /^Sa dalawa, |^Halos pareho ang presyo/],
    ['ramen sa QC', 'alin mas mataas ang rating, yung una o yung pangatlo?', [0, 2], /^Sa dalawa, mas mataas ang marka/],
    ['ramen in Quezon City', 'wat is duurder, nummer 2 of nummer 3?', [1, 2], /^Van de twee is |^.* zijn ongeveer even duur/],
    ['ramen in Quezon City', 'scoort de vierde beter dan de eerste?', [3, 0], /^Van de twee scoort /],
    ['ramen sa QC', 'alin mas ok sa dalawa, yung una o yung pangalawa?', [0, 1], /^Sa dalawa, /],
    ['ramen in Quezon City', 'welke is leuker, de eerste of de tweede?', [0, 1], /^Van de twee /],
    // The two named first, then weighed together; Flemish declined ordinals.
    [
      'ramen sa QC',
      'Sabi ni Jen yung una daw, sabi ni Mark yung pangalawa. Compare mo nga yung dalawa, alin mas sulit?',
      [0, 1],
      /^Sa dalawa, /,
    ],
    ['ramen in Quezon City', 'Zet den eersten en den tweeden eens naast mekaar: welke is goedkoper?', [0, 1], /^Van de twee |even duur/],
  ])(
    'after "%s", "%s" names exactly those two',
    async (search, asked, picked, lead) => {
      const { say } = startConversation();
      const list = await say(search);
      const reply = await say(asked);
      expect(reply.reply).toMatch(lead);
      expect(bold(reply.reply).sort()).toEqual(picked.map((i) => list.venues[i].name).sort());
      expect(reply.context.location).toBe(list.context.location);
    },
    20_000,
  );

  it('weighs the venue just talked about against the one after "kaysa sa", "than", "dan"', async () => {
    const { say } = startConversation();
    const list = await say('ramen sa QC');
    await say('ano ang address ng pangatlo?');
    const reply = await say('mas mahal ba ito kaysa sa una?');
    expect(bold(reply.reply).sort()).toEqual([list.venues[2].name, list.venues[0].name].sort());
  });

  it('weighs the venue just talked about against the one after "vergelijk ... met"', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Quezon City');
    await say('wat is het adres van de derde?');
    const reply = await say('Vergelijk die eens met de eerste: welke is goedkoper?');
    expect(bold(reply.reply).sort()).toEqual([list.venues[2].name, list.venues[0].name].sort());
  });

  it('weighs nothing in a correction that names two ("I meant the first one not the second, I liked the first better")', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Quezon City');
    await say('the second one, open now?');
    const reply = await say('sorry, I meant the first one not the second, I liked the look of the first better');
    expect(reply.reply).not.toMatch(/^Of the two/);
    expect(bold(reply.reply)).toContain(list.venues[0].name);
  });

  it('still ranks the whole list when no two are named ("which is the cheapest?")', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Quezon City');
    const reply = await say('which is the cheapest?');
    expect(reply.reply).toMatch(new RegExp(`^Of these ${list.venues.length}, `));
  });
});
