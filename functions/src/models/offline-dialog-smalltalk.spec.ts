// Issue 17: small talk and travel questions that hold a kind of place ("boat tours", "tapsilog", "day trip") are answered
// briefly without a tool, in the conversation's language, and keep the context. End to end on the real flow.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';
import { REPLIES, replyText } from './reply-text';

describe('a remark after thanks that names a dish or a decision', () => {
  it.each([
    ['ramen in Makati', 'thanks! hope their tonkotsu is as good as they say', 'en'],
    ['ramen in Makati', "Great, I think we will go there. I think I'll book it. Thanks!", 'en'],
    ['ramen sa Makati', 'salamat! sana masarap ang gyoza nila', 'tl'],
    ['pizza in Amsterdam', 'top, die wordt het. dankje!', 'nl'],
  ] as const)('after "%s", answers "%s" as thanks and keeps the list', async (search, remark, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(remark);

    expect(reply.reply).toBe(REPLIES[lang]['smalltalk.thanks']);
    expect(reply.calls).toEqual([]);
    expect([reply.context?.location, reply.context?.searchQuery]).toEqual([list.context?.location, list.context?.searchQuery]);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });
});

describe('a weather question after a remark about a kind of place', () => {
  it.each([
    ['Everyone raves about the canal cruises here. Will it be too cold for one in March?', 'en'],
    ['Sabi nila maganda ang food trip sa Osaka. Malamig ba doon sa Enero?', 'tl'],
    ['Iedereen heeft het over de rondvaart. Wordt het in maart niet te koud?', 'nl'],
  ] as const)('answers "%s" about the weather without searching', async (message, lang) => {
    const { say } = startConversation();

    const reply = await say(message);

    expect(reply.reply).toBe(REPLIES[lang]['smalltalk.weather']);
    expect(reply.calls).toEqual([]);
  });
});

describe('a travel question the data cannot answer', () => {
  it.each([
    ['is the JR Pass worth it if we only do one day trip from Tokyo?', 'en'],
    ['anong oras sumisikat ang araw sa Baguio? gusto ko sana magkape sa labas', 'tl'],
    ['hoe laat komt de zon op in Lissabon? we willen buiten ontbijten', 'nl'],
  ] as const)('says briefly it cannot look up "%s" and searches nothing', async (message, lang) => {
    const { say } = startConversation();

    const reply = await say(message);

    expect(reply.reply).toBe(REPLIES[lang]['smalltalk.travelInfo']);
    expect(reply.calls).toEqual([]);
  });

  it('keeps the search and the list when the travel question comes mid-conversation', async () => {
    const { say } = startConversation();
    const list = await say('sushi sa Tokyo');

    const reply = await say('grabe ang mahal ng yen. magkano ang exchange rate ngayon?');

    expect(reply.calls).toEqual([]);
    expect([reply.context?.location, reply.context?.searchQuery]).toEqual([list.context?.location, list.context?.searchQuery]);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });
});

describe('getting around and a short thanks keep the context', () => {
  const manila = { city: 'Manila', card: 'Beep card' };
  it.each([
    ['coffee in Makati', "what's the easiest way to get around Manila?", 'smalltalk.gettingAround.card', 'en'],
    ['kape sa Makati', 'paano umikot sa Manila? grab ba?', 'smalltalk.gettingAround.card', 'tl'],
    ['koffie in Makati', 'hoe kunnen we in Manila het makkelijkst rondreizen, met Grab?', 'smalltalk.gettingAround.card', 'nl'],
    ['bars in Paris', 'ok ta', 'smalltalk.thanks', 'en'],
  ] as const)('after "%s", answers "%s" without a tool and keeps location, query and list', async (search, message, key, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(message);

    expect(reply.reply).toBe(replyText(lang, key, manila));
    expect(reply.calls).toEqual([]);
    expect([reply.context?.location, reply.context?.searchQuery]).toEqual([list.context?.location, list.context?.searchQuery]);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });
});
