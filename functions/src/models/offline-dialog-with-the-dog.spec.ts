// Issue 17 (wave dd, with the dog): whether a card lets dogs in (the listings rarely say: the reply says so and links the map),
// whether a dog may ride the metro or the train (the operator says; no search), and a place to run found as a park. End to
// end on the real flow and the offline catalog, in English, Tagalog/Taglish and Dutch.
import { describe, expect, it } from 'vitest';
import { bold, expectContextKept, startConversation } from './offline-dialog.fixture';
import { replyText } from './reply-text';

describe('with the dog', () => {
  it.each([
    ['coffee in the Jordaan', 'can i bring my dog to the 2nd?', 'en'],
    ['kape sa Makati', 'pwede ba aso dun sa pangalawa?', 'tl'],
    ['koffie in de Jordaan', 'mag de hond mee naar binnen bij de tweede?', 'nl'],
  ] as const)('after "%s", "%s" says the listing does not tell, with the map link', async (search, asked, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(asked);

    const lead = replyText(lang, 'fact.unknown', { name: list.venues[1].name, url: '\u0000' }).split('\u0000')[0];
    expect(reply.reply.startsWith(lead)).toBe(true);
    expect(reply.reply).toContain('https://www.google.com/maps/');
    expect(bold(reply.reply)).toEqual([list.venues[1].name]);
    expectContextKept(reply, list);
  });

  it.each([
    ['coffee in the Jordaan', 'can i take my dog on the train from Centraal?', 'en'],
    ['kape sa Makati', 'pwede ko ba isakay si kiko sa train dito? nasa bag naman sya', 'tl'],
    ['koffie in de Jordaan', 'mag een hond op de metro hier? anders nemen we een taxi', 'nl'],
  ] as const)('after "%s", "%s" says the operator knows, no search, the list kept', async (search, asked, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(asked);

    expect(reply.reply).toBe(replyText(lang, 'smalltalk.petsOnTransit'));
    expect(reply.calls).toEqual([]);
    expectContextKept(reply, list);
  });

  it.each([
    ['beste plek om te rennen in brooklyn? lang rondje'],
    ['waar kan ik ze los laten rennen in de mission?'],
    ['best place for a run in Brooklyn?'],
  ])('"%s" finds parks', async (said) => {
    const { say } = startConversation();

    const reply = await say(said);

    expect(reply.venues.length).toBeGreaterThanOrEqual(2);
    expect(reply.venues[0]?.category).toBe('park');
  });

  it('searches the Marais, not France, when France is said of dogs in general', async () => {
    const { say } = startConversation();

    const asked = 'Kunt ge mij een bistro aanraden in de Marais waar ik met mijn hondje kan lunchen?';
    const reply = await say(`${asked} Ik heb gelezen dat honden in Frankrijk vaak binnen mogen.`);

    expect(reply.context?.location).toBe('Marais');
    expect(reply.venues.length).toBeGreaterThanOrEqual(2);
  });
});
