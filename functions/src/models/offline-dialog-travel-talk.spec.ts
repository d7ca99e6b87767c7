// Issue 17: travel questions (connectivity, getting around, money, entry, plugs, language, when to go, tipping, what a dish is,
// how long a visit takes, what a ticket costs) and slang reactions are answered briefly from general knowledge, in the user's
// language, with no tool, and keep the context.
import { describe, expect, it } from 'vitest';
import { expectContextKept, startConversation } from './offline-dialog.fixture';
import { replyText, type ReplyKey } from './reply-text';
import { turnIntentOf } from '../context/intent/turn-intent';

describe('a travel question mid-conversation', () => {
  it.each([
    ['ramen in Tokyo', 'should we grab an esim online or buy a sim once we land?', 'smalltalk.connectivity', 'en'],
    ['ramen sa Tokyo', 'kailangan pa ba ng pocket wifi o okay na ang roaming?', 'smalltalk.connectivity', 'tl'],
    ['ramen in Tokyo', 'is een simkaartje nodig of vind je overal wifi?', 'smalltalk.connectivity', 'nl'],
    ['tacos in Chicago', 'is it smarter to carry cash or do most spots take cards everywhere?', 'smalltalk.money', 'en'],
    ['tacos sa Chicago', 'mas okay ba mag withdraw sa atm o magpapalit ng pera bago umalis?', 'smalltalk.money', 'tl'],
    ['tacos in Chicago', 'moeten we geld opnemen ter plaatse of gewoon overal met de kaart?', 'smalltalk.money', 'nl'],
    ['dim sum in Singapore', 'do Dutch citizens need a visa for a short stay?', 'smalltalk.visa', 'en'],
    ['dim sum sa Singapore', 'kailangan ba ng visa kung pinoy passport ang gamit?', 'smalltalk.visa', 'tl'],
    ['dim sum in Singapore', 'is een visum verplicht als je maar vier dagen blijft?', 'smalltalk.visa', 'nl'],
    ['pasta in Lisbon', 'which plug do they use, will my laptop charger need an adapter?', 'smalltalk.plugs', 'en'],
    ['pasta sa Lisbon', 'anong saksakan dun, magdadala ba ako ng adapter?', 'smalltalk.plugs', 'tl'],
    ['pasta in Lisbon', 'welke stekker gebruiken ze, heb ik een wereldstekker nodig?', 'smalltalk.plugs', 'nl'],
    ['noodles in Busan', 'do people speak english at the markets or should I learn a few words?', 'smalltalk.language', 'en'],
    ['noodles sa Busan', 'pano sabihin ang "magkano" sa korean?', 'smalltalk.language', 'tl'],
    ['noodles in Busan', 'spreken ze er engels of heb ik een vertaalapp nodig?', 'smalltalk.language', 'nl'],
    ['bakeries in Paris', 'is autumn or spring the best time to go?', 'smalltalk.bestTime', 'en'],
    ['bakery sa Paris', 'kelan best pumunta, summer o winter?', 'smalltalk.bestTime', 'tl'],
    ['breakfast in Lisbon', "wait what's the difference between a bica and a galão?", 'smalltalk.foodTerms', 'en'],
    ['ramen sa Tokyo', 'ano pinagkaiba ng tonkotsu at shoyu?', 'smalltalk.foodTerms', 'tl'],
    ['ontbijt in Lissabon', 'wa is eigenlijk het verschil tussen een bica en een galão?', 'smalltalk.foodTerms', 'nl'],
    ['museums in Tokyo', 'how long should we spend at a museum like that? my mom gets tired', 'smalltalk.timeNeeded', 'en'],
    ['museum sa Tokyo', 'gaano katagal ba dapat sa museum na yan? mabilis mapagod si lola', 'smalltalk.timeNeeded', 'tl'],
    ['musea in Lissabon', "Hoeveel tijd moet ik ongeveer uittrekken voor zo'n museum?", 'smalltalk.timeNeeded', 'nl'],
    [
      'museums in Amsterdam',
      'how much is a ticket for a museum like that usually? is a museum pass worth it?',
      'smalltalk.typicalCost',
      'en',
    ],
    ['museum sa Manila', 'magkano ba ang ticket sa mga museum dito usually?', 'smalltalk.typicalCost', 'tl'],
    [
      'musea in Amsterdam',
      "Wat kost een kaartje voor zo'n museum ongeveer? En heb je wat aan een Museumkaart?",
      'smalltalk.typicalCost',
      'nl',
    ],
  ] as const)('after "%s", answers "%s" from general knowledge', async (search, message, key, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(message);

    expect(reply.reply).toBe(replyText(lang, key as ReplyKey));
    expect(reply.calls).toEqual([]);
    expectContextKept(reply, list);
  });
});

describe('getting around names the transit card of the city', () => {
  it.each([
    ['coffee in Makati', 'are cabs pricey in Seoul or should we just take the metro?', { city: 'Seoul', card: 'T-money card' }, 'en'],
    ['kape sa Makati', 'mahal ba ang taxi sa Tokyo o mag tren na lang?', { city: 'Tokyo', card: 'Suica/PASMO card' }, 'tl'],
    ['koffie in Makati', 'nemen we in Lisbon de metro of een taxi?', { city: 'Lisbon', card: 'Navegante card' }, 'nl'],
  ] as const)('after "%s", answers "%s" with the card', async (search, message, transit, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(message);

    expect(reply.reply).toBe(replyText(lang, 'smalltalk.gettingAround.card', transit));
    expect(reply.calls).toEqual([]);
    expect([reply.context?.location, reply.context?.searchQuery]).toEqual([list.context?.location, list.context?.searchQuery]);
  });

  it('answers in general where the data names no card', async () => {
    const { say } = startConversation();

    const reply = await say('is public transport decent in Ghent or do we need taxis?');

    expect(reply.reply).toBe(replyText('en', 'smalltalk.gettingAround'));
    expect(reply.calls).toEqual([]);
  });
});

describe('slang thanks and reactions', () => {
  it.each([
    ['tenks bro, nice one lol', 'smalltalk.thanks', 'en'],
    ['tenks bes, sana all ganyan ka-chill hahaha', 'smalltalk.thanks', 'tl'],
    ['omsim beh', 'smalltalk.ack', 'tl'],
    ['charot hehe', 'smalltalk.ack', 'tl'],
    ['ah oké, helder', 'smalltalk.ack', 'nl'],
    ['vet, top', 'smalltalk.thanks', 'nl'],
  ] as const)('answers "%s" as small talk and keeps the list', async (message, key, lang) => {
    const { say } = startConversation();
    const list = await say(lang === 'nl' ? 'frietjes in Gent' : lang === 'tl' ? 'sisig sa Makati' : 'pho in Manila');

    const reply = await say(message);

    expect(reply.reply).toBe(replyText(lang, key));
    expect(reply.calls).toEqual([]);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });
});

describe('a transport question answers what it asks, and keeps the list', () => {
  it.each([
    ['museums in Lisbon', 'By the way, are the trams in Lisbon accessible, or should I just use taxis?', /step-free/],
    ['musea in Lissabon', 'is de tram daar rolstoelvriendelijk?', /rolstoeltoegankelijk/],
    ['museo sa Lisbon', 'pwede ba sa wheelchair ang tram doon?', /wheelchair/],
    ['museums in Seoul', 'bro what time does the subway stop running in seoul', /timetables/],
    ['musea in Parijs', 'hoe laat gaat de laatste metro?', /Dienstregelingen/],
    ['museo sa Tokyo', 'anong oras ang huling tren?', /oras ng biyahe/],
  ])('after "%s", "%s" is answered without a venue', async (search, question, answer) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.calls).toHaveLength(0);
    expect(reply.reply).toMatch(answer);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });
});

// Issue 17 (waves zp, zq): general questions said with "usually", fares between areas, safety, darkness and bikes are travel
// talk: answered without a tool, the list kept, no card's price or hours given for them.
describe('general questions on the move keep the list', () => {
  it.each([
    ['bars sa Poblacion', 'nagtitip ba usually sa mga bar dito? magkano? tnx ha', 'tipping'],
    ['museums in Chicago', 'How long do families usually spend at a place like that? Trying to fit lunch in after.', 'timeNeeded'],
    ['ontbijt in de Jordaan', "hoeveel kost zo'n kaartje eigl ongeveer?", 'typicalCost'],
    ['cafés in Paris', 'Would a taxi from here to the Marais cost very much, roughly?', 'gettingAround'],
    ['dumplings sa Binondo', 'Salamat po. Ligtas po ba maglakad dito sa Binondo pag gabi? May kasama kaming mga bata', 'safety'],
    ['een drankje in De Pijp', 'is het om 5u al donker hier? willen nog naar noord fietsen', 'travelInfo'],
    ['ontbijt in Amsterdam', 'moeten we onze fietsen hier echt met twee sloten vastzetten?', 'customs'],
    ['bar sa Quezon City', 'btw magkano ba usually ang birthday cake na good for 10?', 'typicalCost'],
    ['bistros in Paris', 'is the Louvre really worth the ticket price at our age, and how long ought one to allow for it?', 'timeNeeded'],
    ['ramen in Shinjuku', 'hoeveel kost ne metroticket hier eigenlijk ongeveer', 'gettingAround'],
    ['pannenkoeken in Amsterdam', 'Moeten wij voor de kinderen mutsen en handschoenen meenemen in december?', 'weather'],
  ])('after "%s", "%s" is %s small talk', async (search, message, topic) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(message);

    expect(turnIntentOf(message)).toMatchObject({ kind: 'smalltalk', topic });
    expect(reply.calls).toEqual([]);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
    expect(list.venues.some((venue) => reply.reply.includes(venue.name))).toBe(false);
  });
});
