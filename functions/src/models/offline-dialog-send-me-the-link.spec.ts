// Issue 17 (wave db, send me the link): what people ask for once a card looks good: its link or pin, the links or addresses of
// two cards at once, the card sent to someone for them (it cannot send, so it gives what to pass on), photos or a menu it does
// not have, a ride it cannot book. End to end on the real flow and the offline catalog, in English, Tagalog/Taglish and Dutch.
import { describe, expect, it } from 'vitest';
import { bold, expectContextKept, startConversation } from './offline-dialog.fixture';
import { replyText } from './reply-text';

const MAPS_LINK = /\]\(https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/g;

describe('send me the link', () => {
  it.each([
    ['ramen in Shinjuku', 'send me the map pin of the second one'],
    ['kape sa Makati', 'pa send nga ng link nung pangalawa ilalagay ko sa gc'],
    ['falafel in De Pijp', 'stuur me de link vd 2e dan zet ik m in de groepsapp'],
  ])('after "%s", "%s" gives that card\'s address with its Maps link, the list kept', async (search, asked) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(asked);

    expect(bold(reply.reply)).toEqual([list.venues[1].name]);
    expect(reply.reply).toContain(list.venues[1].address!);
    expect(reply.reply.match(MAPS_LINK)).toHaveLength(1);
    expectContextKept(reply, list);
  });

  it.each([
    ['ramen in Shinjuku', 'ok send me the links for 1 and 3 so i can drop them in the gc', [0, 2]],
    ['ramen in Shinjuku', 'drop the google maps link for the 1st and 2nd, sending to the gc', [0, 1]],
    ['kape sa Makati', 'send mo links ng una at pangalawa, ilalagay ko sa description box', [0, 1]],
    ['falafel in De Pijp', 'geeft ge mij de links van de eerste twee? voor in mijn blogpost', [0, 1]],
  ])('after "%s", "%s" gives both cards with a Maps link each', async (search, asked, positions) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(asked);

    expect(new Set(bold(reply.reply))).toEqual(new Set(positions.map((at) => list.venues[at].name)));
    expect(reply.reply.match(MAPS_LINK)).toHaveLength(2);
  });

  it.each([
    ['falafel in De Pijp', 'geeft ge mij de links van de eerste twee?', 'en hebben die ook een eigen website?'],
    ['ramen in Shinjuku', 'the links for 1 and 3 please', 'are they open now?'],
  ])('after "%s" and "%s", "%s" asks the same two cards', async (search, two, asked) => {
    const { say } = startConversation();
    await say(search);
    const first = await say(two);

    const reply = await say(asked);

    expect(new Set(bold(reply.reply))).toEqual(new Set(bold(first.reply)));
    expect(reply.calls.every((call) => call.method !== 'search')).toBe(true);
  });

  it.each([
    ['ramen in Shinjuku', 'the second one', 'can you text it to my husband?', 'en'],
    ['kape sa Makati', 'yung pangalawa', 'pakisend na lang sa gc namin lol', 'tl'],
    ['falafel in De Pijp', 'de tweede', "kun je het niet gewoon in de groep zetten? groep heet 'eten vrijdag'", 'nl'],
  ] as const)('after "%s" and "%s", "%s" says it cannot send, then gives what to pass on', async (search, pick, asked, lang) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(pick);

    const reply = await say(asked);

    expect(reply.reply.startsWith(replyText(lang, 'capabilities.shareLead'))).toBe(true);
    expect(bold(reply.reply)).toEqual([list.venues[1].name]);
    expect(reply.reply.match(MAPS_LINK)).toHaveLength(1);
  });

  it.each([
    ['ramen in Shinjuku', 'is it insta worthy?? do u have pics', 'smalltalk.capabilities.photos', 'en'],
    ['kape sa Makati', 'May pictures po ba kayo nung loob? Gusto ko lang po makita para kay mama.', 'smalltalk.capabilities.photos', 'tl'],
    ['falafel in De Pijp', 'Mijn baas wil eerst het menu zien. Kunt u dat opsturen?', 'smalltalk.capabilities.photos', 'nl'],
    ['kape sa Makati', 'Pwede bang ikaw na ang mag book ng Grab para sa akin', 'smalltalk.capabilities.ride', 'tl'],
    ['ramen in Shinjuku', 'can you call us a taxi to the first one?', 'smalltalk.capabilities.ride', 'en'],
  ] as const)('after "%s", "%s" says plainly what it cannot do, the list kept', async (search, asked, key, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(asked);

    expect(reply.reply).toBe(replyText(lang, key));
    expect(reply.calls).toEqual([]);
    expectContextKept(reply, list);
  });

  it('answers "whats their website, want to check if they do a birthday cake" about the card, with no search for cake', async () => {
    const { say } = startConversation();
    const list = await say('brunch in Le Marais');
    await say('3rd one open sundays?');

    const reply = await say('whats their website, want to check if they do a birthday cake');

    expect(bold(reply.reply)).toEqual([list.venues[2].name]);
    expect(reply.calls.some((call) => call.method === 'search')).toBe(false);
  });
});
