// Issue 17: "something else?", "iba naman", "iets anders?" after a search that found nothing never repeats that reply:
// a broader search of the same kind, and when that finds nothing either, a reply that says so and what to try.
import { describe, expect, it } from 'vitest';
import { contextRequest, startConversation } from './offline-dialog.fixture';
import { respondOffline } from './offline-model';
import { REPLIES } from './reply-text';

describe('something else after a search that found nothing', () => {
  it.each([
    ['food', 'hmm, something else?'],
    ['pagkain', 'iba naman'],
    ['eten', 'heb je iets anders?'],
  ])('with no list for "%s", asks "%s" as a broader search of the same kind, not the same one again', (query, said) => {
    const parts = respondOffline(contextRequest(`[CONTEXT: location: Orchard Road | query: ${query}]`, said));

    expect(parts.map((part) => part.toolRequest?.input)).toEqual([{ query: 'restaurants', location: 'Orchard Road' }]);
  });

  it.each([
    ['igloo tours in Makati', 'something else?', 'en'],
    ['igloo tours sa Makati', 'iba naman', 'tl'],
    ['ik zoek igloo tours in Makati', 'iets anders?', 'nl'],
  ] as const)('after "%s" and "%s" find nothing twice, says so otherwise the second time', async (search, other, lang) => {
    const { say } = startConversation();
    const none = await say(search);

    const again = await say(other);

    expect([none.venues, again.venues]).toEqual([[], []]);
    expect(again.reply).not.toBe(none.reply);
    expect(again.reply.startsWith(REPLIES[lang]['list.noneAgain'].split('{query}')[0])).toBe(true);
  });
});

describe('a search that shows the same list again', () => {
  it.each([
    ['museums in Amsterdam', 'which of those are in Amsterdam?', 'en'],
    ['museum sa Makati', 'alin sa mga museum ang nasa Makati?', 'tl'],
    ['musea in Amsterdam', 'welke van die musea zijn in Amsterdam?', 'nl'],
  ] as const)('after "%s", says "%s" finds the same places instead of repeating the reply', async (search, again, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(again);

    expect(reply.venues.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
    expect(reply.reply).not.toBe(list.reply);
    expect(reply.reply.startsWith(REPLIES[lang]['list.same'].split('{count}')[0])).toBe(true);
  });
});
