// A question over the list shown ("the best according to the reviews?", "ano pinaka-solid na rating", "nee, de andere, de
// eerste bedoel ik") is a comparison or a pick, never a new search: en, tl and nl, on the real flow and the offline catalog.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const detailCalls = (calls: readonly { method: string; args: unknown[] }[]) =>
  calls.filter((call) => call.method === 'details').map((call) => [call.args[0], (call.args[1] as { facts?: string[] })?.facts]);

describe('the best of the list, however it is asked, compares the ratings of the list', () => {
  it.each([
    ['ramen in Makati', 'which is the best of the list by rating?'],
    ['ramen sa Makati', 'ano pinaka-solid na rating'],
    ['ramen in Makati', 'wa is de beste van de lijst, volgens de scores?'],
    ['ramen in Makati', 'en de beste volgens de reviews?'],
  ])('after "%s", "%s" looks up every card\'s rating and searches nothing', async (search, question) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.calls.filter((call) => call.method === 'search')).toEqual([]);
    expect(detailCalls(reply.calls)).toEqual(list.venues.map((venue) => [venue.placeId, ['rating']]));
  });
});

describe('a corrected pick asks the question before again, about the card meant', () => {
  it.each([
    ['pizza in Chicago', 'is the first one wheelchair accessible?', 'no, the other one, the second I meant'],
    ['pizza sa Chicago', 'wheelchair accessible ba yung una?', 'hindi, yung isa, yung pangalawa pala ibig kong sabihin'],
    ['pizza in Chicago', 'is de eerste rolstoeltoegankelijk?', 'nee, de andere, de tweede bedoelde ik'],
  ])('after "%s" and "%s", "%s" answers the wheelchair fact of the second card', async (search, asked, correction) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(asked);

    const reply = await say(correction);

    expect(detailCalls(reply.calls)).toEqual([[list.venues[1].placeId, ['wheelchairAccessible']]]);
    expect(reply.context?.focus?.placeId).toBe(list.venues[1].placeId);
  });
});

describe('a fact about the pick just compared is asked of it, not compared again', () => {
  it.each([
    ['breakfast in San Francisco', 'which is cheapest?', 'is that cheapest one open now?'],
    ['breakfast sa San Francisco', 'alin ang pinakamura?', 'bukas pa ba yung pinakamurang yun?'],
    ['ontbijt in San Francisco', 'welke is het goedkoopst?', 'Is dat voordeligste adres op dit moment geopend?'],
  ])('after "%s" and "%s", "%s" looks up only the pick\'s hours', async (search, compare, question) => {
    const { say } = startConversation();
    await say(search);
    const pick = (await say(compare)).context?.focus?.placeId;

    const reply = await say(question);

    expect(pick).toBeDefined();
    expect(detailCalls(reply.calls)).toEqual([
      [pick, ['openNow']],
      [pick, ['openingHours']],
    ]);
  });
});

// Wave cg: how a place feels is in no listing; the reply says so and gives the best rated with a link to its reviews.
describe('which card is calmest or cosiest is answered honestly, with the best rated to start from', () => {
  it.each([
    ['coffee in Shibuya', 'which of these is the calmest', "The listings don't say how quiet"],
    ['kape sa Shibuya', 'alin dito ang pinakatahimik?', 'Hindi sinasabi ng listings kung gaano katahimik'],
    ['koffie in Shibuya', 'welke vind jij t gezelligst van die lijst', 'De gegevens zeggen niet hoe rustig'],
  ])('after "%s", "%s" weighs the ratings and says the listings do not tell', async (search, question, opening) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.calls.filter((call) => call.method === 'search')).toEqual([]);
    expect(detailCalls(reply.calls)).toEqual(list.venues.map((venue) => [venue.placeId, ['rating']]));
    expect(reply.reply.startsWith(opening)).toBe(true);
    expect(reply.reply).toContain('https://www.google.com/maps/');
  });
});

// Waves cg and cj: "that one" joined to a position weighs the card in view against the one named, not the whole list.
describe('the card in view and a position joined to it are the two weighed', () => {
  it.each([
    ['ramen in Shinjuku', 'the second one, is it open late?', 'Between that one and the first one, which would you pick for a quick bite?'],
    [
      'ramen in Shinjuku',
      'de tweede, is die laat open?',
      'Hoe verhoudt die zich tot de eerste? Welke van de twee is het beste volgens jou?',
    ],
  ])('after "%s" and "%s", "%s" looks up the second and the first', async (search, asked, question) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(asked);

    const reply = await say(question);

    expect(reply.calls.filter((call) => call.method === 'search')).toEqual([]);
    expect(detailCalls(reply.calls).map(([id]) => id)).toEqual([list.venues[1].placeId, list.venues[0].placeId]);
  });
});
