// A question about the venue in focus, worded the many ways people ask it ("do they have anything vegetarian?", "may seating
// ba sa labas?", "is da rolstoelvriendelijk?"), is that venue's fact, not a new search: en, tl and nl, on the real flow.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const factCalls = (calls: readonly { method: string; args: unknown[] }[]) =>
  calls.filter((call) => call.method === 'details').map((call) => [call.args[0], (call.args[1] as { facts?: string[] })?.facts]);

describe('a question about the venue in focus is answered with its fact', () => {
  it.each([
    ['ramen in Makati', 'the second one', 'do they have anything vegetarian?', 'vegetarian'],
    ['ramen sa Makati', 'yung pangalawa', 'meron ba silang vegetarian?', 'vegetarian'],
    ['ramen in Makati', 'de tweede', 'en hebben ze daar iets vegetarisch? mijn vrouw eet geen vlees', 'vegetarian'],
    ['pizza in Amsterdam', 'de tweede', 'is die ok voor vegetariers?', 'vegetarian'],
    ['pizza in Chicago', 'the second one', "can we bring grandpa's walker in, like no steps?", 'wheelchairAccessible'],
    ['pizza sa Chicago', 'yung pangalawa', 'may hagdan ba dun? naka-walker si lola', 'wheelchairAccessible'],
    ['pizza in Chicago', 'de tweede', 'is da rolstoelvriendelijk? ons oma gaat mee', 'wheelchairAccessible'],
    ['coffee in Paris', 'the second one', 'do they have seats outside?', 'outdoorSeating'],
    ['coffee sa Paris', 'yung pangalawa', 'may seating ba sa labas? para sa shot', 'outdoorSeating'],
    ['koffie in Parijs', 'de tweede', 'hebben die plaats buiten', 'outdoorSeating'],
    ['pizza in New York', 'the second one', 'is it pricey?', 'priceLevel'],
    ['pizza sa New York', 'yung pangalawa', 'sulit ba price?', 'priceLevel'],
    ['pizza in New York', 'de tweede', 'is het prijzig?', 'priceLevel'],
    ['pizza in New York', 'the second one', 'tel no?', 'phone'],
    ['pizza sa New York', 'yung pangalawa', 'ano contact no nila?', 'phone'],
    ['pizza in New York', 'de tweede', 'tel. nummer?', 'phone'],
    ['pizza in New York', 'the second one', 'are they open?', 'openNow'],
    ['pizza sa New York', 'yung pangalawa', 'open ba sila ngayon? baka makahabol pa kami', 'openNow'],
    ['pizza in New York', 'de tweede', 'is die op dit moment geopend?', 'openNow'],
    ['pizza in Amsterdam', 'the second one', 'can i pay by card there?', 'acceptsCards'],
    ['pizza sa Amsterdam', 'yung pangalawa', 'tumatanggap ba sila ng card?', 'acceptsCards'],
    ['pizza in Amsterdam', 'de tweede', 'kan ik er pinnen?', 'acceptsCards'],
  ])('after "%s" and "%s", answers "%s" with %s of that venue', async (search, pick, question, fact) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(pick);

    const reply = await say(question);

    // "open now?" looks the week's hours up too, to show them.
    const facts = fact === 'openNow' ? [fact, 'openingHours'] : [fact];
    expect(factCalls(reply.calls)).toEqual(facts.map((one) => [list.venues[1].placeId, [one]]));
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });
});

describe("parking the data holds in English is said in the conversation's language", () => {
  it.each([
    ['ramen sa Makati', 'yung una, may parking ba sila?', /^Parking sa \*\*[^*]+\*\*: (?!.*\b(?:street|paid|none)\b)\S/],
    ['ramen in Makati', 'de eerste, is daar parking?', /^Parkeren bij \*\*[^*]+\*\*: (?!.*\b(?:street|paid|none)\b)\S/],
    ['ramen in Makati', 'the first one, is there parking?', /^Parking at \*\*[^*]+\*\*: \S/],
  ])('after "%s", answers "%s" in its language', async (search, question, said) => {
    const { say } = startConversation();
    await say(search);

    const reply = await say(question);

    expect(reply.reply).toMatch(said);
  });
});

describe('the venue the last reply answered about stays in focus when its name has brackets', () => {
  it.each([
    ['cafe sa Pasig', 'yung ORD po, bukas po ba sila ngayon?', 'May paradahan po ba roon para sa aming van?', 'parking'],
    ['cafe in Pasig', 'the ORD one, is it open now?', 'and is there parking for our van?', 'parking'],
    ['cafe in Pasig', 'de ORD, is die nu open?', 'kunnen we daar parkeren met de auto?', 'parking'],
  ])('after "%s" and "%s", answers "%s" with %s of that venue', async (search, pick, question, fact) => {
    const { say } = startConversation();
    const list = await say(search);
    const position = list.venues.findIndex((venue) => venue.name === 'Tim Hortons (Capitol Commons)');
    const ordinal = { tl: ['una', 'pangalawa', 'pangatlo'], en: ['first', 'second', 'third'], nl: ['eerste', 'tweede', 'derde'] };
    const lang = search.startsWith('cafe sa') ? 'tl' : pick.startsWith('the') ? 'en' : 'nl';
    expect(position).toBeGreaterThanOrEqual(0);
    await say(pick.replace('ORD', ordinal[lang][position]));

    const reply = await say(question);

    expect(factCalls(reply.calls)).toEqual([[list.venues[position].placeId, [fact]]]);
  });
});
