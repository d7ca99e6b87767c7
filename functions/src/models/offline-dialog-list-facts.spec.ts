// Issue 17: one fact asked over the whole list ("which ones have a terrace?", "alin sa kanila ang may parking?", "Vega?" with no
// venue in focus) is looked up for every card and answered as which have it, which not, which the data does not say.
import { describe, expect, it } from 'vitest';
import { startConversation } from './offline-dialog.fixture';

const factCalls = (calls: readonly { method: string; args: unknown[] }[]) =>
  calls.filter((call) => call.method === 'details').map((call) => [call.args[0], (call.args[1] as { facts?: string[] })?.facts]);

describe('a fact over the whole list', () => {
  it.each([
    ['burgers in Amsterdam', 'do any of them have seats outdoors?', 'outdoorSeating', 'I checked whether it has outdoor seating'],
    ['kape sa Makati', 'alin sa kanila ang tumatanggap ng card?', 'acceptsCards', 'Tiningnan ko sa bawat isa'],
    ['pizza in Amsterdam', 'welke van deze heeft een terrasje?', 'outdoorSeating', 'Ik heb voor elk van deze'],
    ['ramen in Makati', 'Vegetarian?', 'vegetarian', 'I checked whether it has vegetarian food'],
  ])('after "%s", "%s" looks up %s for every card, keeps the list and searches nothing', async (search, question, fact, head) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.calls.filter((call) => call.method === 'search')).toEqual([]);
    expect(factCalls(reply.calls)).toEqual(list.venues.map((venue) => [venue.placeId, [fact]]));
    expect(reply.reply.startsWith(head)).toBe(true);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });

  it('names which have it, which not, and which the data does not say, with the Maps link', async () => {
    const { say, catalog } = startConversation();
    const list = await say('ramen in Makati');
    const places = await Promise.all(list.venues.map((venue) => catalog.details(venue.placeId)));
    const named = (value: boolean | undefined) => places.filter((place) => place?.facts?.vegetarian === value).map((place) => place?.name);

    const reply = await say('are any of these vegetarian friendly?');

    const yes = named(true);
    const no = named(false);
    const unknown = named(undefined);
    expect(yes.length + no.length + unknown.length).toBe(list.venues.length);
    expect(yes.length).toBeGreaterThan(0);
    expect(no.length + unknown.length).toBeGreaterThan(0);
    if (yes.length) expect(reply.reply).toContain(`Yes: ${yes.map((name) => `**${name}**`).join(', ')}.`);
    if (no.length) expect(reply.reply).toContain(`No: ${no.map((name) => `**${name}**`).join(', ')}.`);
    if (unknown.length) expect(reply.reply).toMatch(/The listing doesn't say for .*\[open it\]\(https:\/\/www\.google\.com\/maps\//);
  });

  it('a value fact over the list gives each card its value ("any of these free to get into?")', async () => {
    const { say } = startConversation();
    await say('museums in Paris');

    const reply = await say('any of these free to get into?');

    expect(reply.reply).toMatch(/^I checked its price level for each of these \d+\. \*\*[^*]+\*\*: [a-z ]+;/);
  });

  it('asks one venue, not the list, when a venue is in focus ("de eerste", then "Vega?")', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Makati');
    await say('de eerste');

    const reply = await say('Vega?');

    expect(factCalls(reply.calls)).toEqual([[list.venues[0].placeId, ['vegetarian']]]);
  });

  it.each([
    ['ramen in Makati', 'the second one', 'thanks!', 'Cards?', 'acceptsCards'],
    ['kape sa Makati', 'yung pangalawa', 'salamat', 'May parking?', 'parking'],
    ['pizza in Amsterdam', 'de tweede', 'top, bedankt', 'Pinnen?', 'acceptsCards'],
  ])(
    'after "%s" and "%s", small talk ("%s") leaves the venue in focus: "%s" asks it, not the list',
    async (search, pick, chat, ask, fact) => {
      const { say } = startConversation();
      const list = await say(search);
      await say(pick);
      await say(chat);

      const reply = await say(ask);

      expect(factCalls(reply.calls)).toEqual([[list.venues[1].placeId, [fact]]]);
    },
  );

  it.each([
    ['pizza in Amsterdam', 'Hoogste rating?', 'welke heeft een terras?', 'outdoorSeating'],
    ['ramen in Makati', 'which is the best rated?', 'which ones take cards?', 'acceptsCards'],
    ['kape sa Makati', 'alin ang pinakamura?', 'alin sa kanila ang may parking?', 'parking'],
  ])('after "%s" and a comparison ("%s"), "%s" still asks every card, not the winner', async (search, compare, ask, fact) => {
    const { say } = startConversation();
    const list = await say(search);
    await say(compare);

    const reply = await say(ask);

    expect(factCalls(reply.calls)).toEqual(list.venues.map((venue) => [venue.placeId, [fact]]));
  });
});
