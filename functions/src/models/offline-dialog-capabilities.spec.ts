// Issue 17 (wave zp, a new user): what the concierge cannot do (book, buy tickets, call, order delivery, send or keep the list,
// show photos) is said plainly with what it offers instead, in the person's language, with no tool, and the list stays; a booking
// asked of it is answered with whether the place takes reservations, led by the booking it cannot make.
import { describe, expect, it } from 'vitest';
import { expectContextKept, startConversation } from './offline-dialog.fixture';
import { replyText, type ReplyKey } from './reply-text';

describe('a request the concierge cannot do', () => {
  it.each([
    ['ramen in Shinjuku', 'can u send this list to my roommate? she wants to pick', 'smalltalk.capabilities.list', 'en'],
    ['ramen in Shinjuku', 'Can you show me pictures of their food?', 'smalltalk.capabilities.photos', 'en'],
    ['museums in Chicago', 'hi! what can you do exactly?', 'smalltalk.capabilities', 'en'],
    ['kape sa Makati', 'pwede mo ba i-send tong list sa gc namin?', 'smalltalk.capabilities.list', 'tl'],
    ['kape sa Makati', 'updated ba tong info mo? baka sarado pala pag dating namin', 'smalltalk.freshness', 'tl'],
    ['kape sa Makati', 'ano ba ibig sabihin nung 4.2 na rating, maganda na ba yun?', 'smalltalk.ratingMeaning', 'tl'],
    ['falafel in De Pijp', 'kan je ff bij die eerste bestellen en laten bezorgen?', 'smalltalk.capabilities.deliver', 'nl'],
    ['falafel in De Pijp', 'Kun je dit lijstje dan doorsturen naar mijn collega?', 'smalltalk.capabilities.list', 'nl'],
    ['falafel in De Pijp', 'is je info eigl wel up to date?', 'smalltalk.freshness', 'nl'],
  ] as const)('after "%s", "%s" is said plainly, no tool, the list kept', async (search, message, key, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(message);

    expect(reply.reply).toBe(replyText(lang, key as ReplyKey));
    expect(reply.calls).toEqual([]);
    expectContextKept(reply, list);
  });

  it.each([
    ['ramen in Shinjuku', 'can you book the second one for 4 people at 7?', 'en'],
    ['ramen sa Shinjuku', 'pwede mo ba kami ireserve sa pangalawa? mga 7pm, 4 pax', 'tl'],
    ['ramen in Shinjuku', 'Mooi. Boek daar dan een tafel voor 4 personen bij de tweede, morgen om 12:30.', 'nl'],
  ] as const)('after "%s", "%s" says whether the card takes reservations, led by what it cannot do', async (search, message, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(message);

    expect(reply.reply.startsWith(replyText(lang, 'capabilities.bookLead'))).toBe(true);
    expect(reply.calls.map((call) => call.method)).toEqual(['details']);
    expect(reply.calls[0].args[0]).toBe(list.venues[1].placeId);
  });

  it('a reservation asked of the place, not of the concierge, gets no lead', async () => {
    const { say } = startConversation();
    await say('ramen in Shinjuku');

    const reply = await say('Kun je bij de tweede reserveren?');

    expect(reply.reply.startsWith(replyText('nl', 'capabilities.bookLead'))).toBe(false);
    expect(reply.calls.map((call) => call.method)).toEqual(['details']);
  });

  // Wave cx (call ahead and book): a booking asked of the concierge without "can you", about the card in view.
  it.each([
    ['ramen in Shinjuku', 'Please go ahead and reserve for Friday 12:30, 10 pax, under Ms Tan.', 'en'],
    ['ramen sa Shinjuku', 'pa-book naman kami for 2, 9:30pm, pls', 'tl'],
    ['ramen in Shinjuku', 'ok reserveer jij dan voor zat 20u, 8 pers', 'nl'],
  ] as const)('after "%s" and the second card, "%s" is led by the booking it cannot make', async (search, message, lang) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(lang === 'tl' ? 'yung pangalawa' : lang === 'nl' ? 'de tweede' : 'the second one');

    const reply = await say(message);

    expect(reply.reply.startsWith(replyText(lang, 'capabilities.bookLead'))).toBe(true);
    expect(reply.calls[0].args[0]).toBe(list.venues[1].placeId);
    expectContextKept(reply, list);
  });

  it.each([
    ['museums in Paris', 'can you get me two tickets for like 11am', 'smalltalk.capabilities.tickets', 'en'],
    ['museum sa Paris', 'pabili na lang ng 3 tickets for saturday hehe', 'smalltalk.capabilities.tickets', 'tl'],
    ['ramen in Shinjuku', 'Zou jij misschien voor me kunnen bellen om te vragen of er nog plek is?', 'smalltalk.capabilities.call', 'nl'],
  ] as const)('after "%s", "%s" is an errand it cannot run, said plainly', async (search, message, key, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(message);

    expect(reply.reply).toBe(replyText(lang, key as ReplyKey));
    expectContextKept(reply, list);
  });
});
