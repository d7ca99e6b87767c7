// A city the offline catalog does not hold: the reply names the cities it does hold and how live results are had (a Google
// Places key), keeps the place asked about, and a follow-up gets a short honest reply, never "which city?" again.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';
import { replyText } from './reply-text';

const CITIES = {
  en: 'Metro Manila, Amsterdam, San Francisco, Lisbon, Tokyo, Paris, New York, Chicago, Seoul and Singapore',
  tl: 'Metro Manila, Amsterdam, San Francisco, Lisbon, Tokyo, Paris, New York, Chicago, Seoul at Singapore',
  nl: 'Metro Manila, Amsterdam, San Francisco, Lissabon, Tokio, Parijs, New York, Chicago, Seoul en Singapore',
};

describe('a search in a city the offline catalog does not hold', () => {
  it.each([
    ['any curry houses in Leeds?', 'is the second one open now?', 'en', 'Leeds'],
    ['may lomi ba sa Lipa?', 'yung una, bukas pa ba?', 'tl', 'Lipa'],
    ['waar vind ik stoofvlees in Leuven?', 'is de eerste nu open?', 'nl', 'Leuven'],
  ] as const)('"%s" says which cities the demo data holds, and "%s" gets a short reply', async (search, followUp, lang, location) => {
    const { say } = startConversation();

    const first = await say(search);
    const second = await say(followUp);

    const cities = CITIES[lang];
    expect([first.reply, first.venues, first.context?.location]).toEqual([
      replyText(lang, 'list.outsideCatalog', { location, cities }),
      [],
      location,
    ]);
    expect([second.reply, second.context?.location]).toEqual([replyText(lang, 'list.outsideCatalogAgain', { location, cities }), location]);
  });

  it.each([
    ['a quiet pub near by Camden Town?', 'en', 'Camden Town'],
    ['fish and chips close to Greenwich please', 'en', 'Greenwich'],
    ['may kapihan ba malapit sa Notting Hill?', 'tl', 'Notting Hill'],
    ['is er een goed eetcafé in de buurt van Greenwich?', 'nl', 'Greenwich'],
  ] as const)('remembers the neighbourhood of "%s" and answers for it, never asking which city or guessing one', async (...row) => {
    const [search, lang, place] = row;
    const { say } = startConversation();

    const reply = await say(search);

    expect([reply.reply, reply.venues, reply.context?.location]).toEqual([
      replyText(lang, 'list.outsideCatalog', { location: place, cities: CITIES[lang] }),
      [],
      place,
    ]);
  });

  it('says nothing about coverage for a catalog city that only lacks the kind asked for', async () => {
    const { say } = startConversation();

    const reply = await say('igloo tours in Lisbon');

    const where = replyText('en', 'where.in', { location: 'Lisbon' });
    expect(reply.reply).toBe(replyText('en', 'list.none', { query: 'igloo tours', where, price: '' }));
  });
});
