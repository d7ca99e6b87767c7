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
});
