// The offline model answering what was asked (issue 17, the blind conversation sets): small talk with a remark, a fact
// about the venue in focus, the way there, and replies worded in the conversation's language. End to end on the real flow.
import { describe, expect, it } from 'vitest';
import { searchArgs, startConversation } from './offline-dialog.fixture';

const methods = (calls: readonly { method: string }[]) => calls.map((call) => call.method);

describe('thanks with a remark', () => {
  it.each([
    ['ramen in Makati', 'thx legend', "You're welcome!"],
    ['pizza sa Makati', 'Salamat! Excited na ako haha', 'Walang anuman!'],
    ['ramen in Amsterdam, niet te duur', 'Merci, ge zijt een schat!', 'Graag gedaan!'],
    ['ramen in Amsterdam, niet te duur', 'Thanks man, je bent top', 'Graag gedaan!'],
  ])('after "%s", answers "%s" as small talk in that language and keeps the list', async (search, thanks, welcome) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(thanks);

    expect(reply.reply.startsWith(welcome)).toBe(true);
    expect(reply.calls).toEqual([]);
    expect([reply.context?.location, reply.context?.searchQuery, reply.venues]).toEqual([
      list.context?.location,
      list.context?.searchQuery,
      [],
    ]);
    expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });

  it('searches when the thanks comes with something to look for', async () => {
    const { say } = startConversation();
    await say('ramen in Makati');

    const reply = await say('thanks, museums in Tokyo');

    expect(searchArgs(reply.calls)).toMatchObject([{ query: 'museums', location: 'Tokyo' }]);
  });
});

describe('a weather aside with a search', () => {
  it('searches "raining here :( museums in tokyo?" instead of answering about the weather', async () => {
    const { say } = startConversation();

    const reply = await say('raining here :( museums in tokyo?');

    expect(searchArgs(reply.calls)).toMatchObject([{ query: 'museums', location: 'Tokyo' }]);
  });
});

describe('a fact about the venue in focus', () => {
  it('answers "1st one take cards?" from the data, then "2nd?" with the same fact of the second card', async () => {
    const { say, catalog } = startConversation();
    const list = await say('ramen in Makati');
    const [first, second] = await Promise.all(list.venues.slice(0, 2).map((venue) => catalog.details(venue.placeId)));

    const cards = await say('1st one take cards?');
    const next = await say('2nd?');

    expect([first?.facts?.acceptsCards, second?.facts?.acceptsCards]).toEqual([true, true]);
    expect(cards.reply).toBe(`Yes, **${first?.name}** accepts cards. (offline data, it may be out of date)`);
    expect(next.reply).toBe(`Yes, **${second?.name}** accepts cards. (offline data, it may be out of date)`);
  });

  it('answers "do they take bookings" about the venue in focus instead of showing its card', async () => {
    const { say, catalog } = startConversation();
    const list = await say('ramen in Makati');
    await say('the first one');
    const reservable = (await catalog.details(list.venues[0].placeId))?.facts?.reservable;

    const reply = await say('do they take bookings');

    expect(reservable).toBe(false);
    expect(reply.reply).toBe(
      `No, **${list.venues[0].name}** doesn't take reservations: it's walk-in. (offline data, it may be out of date)`,
    );
  });

  it('gives the opening hours for "that one open sunday?"', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Makati');
    await say('the first one');

    const reply = await say('that one open sunday?');

    expect(reply.reply).toMatch(new RegExp(`^Opening hours of \\*\\*${list.venues[0].name}\\*\\*: .*Sunday`));
  });

  it('says the price in Dutch words for "Is de eerste gratis?"', async () => {
    const { say } = startConversation();
    const list = await say('musea in Parijs');

    const reply = await say('Is de eerste gratis?');

    expect(reply.reply).toMatch(new RegExp(`^Bij \\*\\*${list.venues[0].name}\\*\\* is het (gratis|goedkoop|gemiddeld geprijsd|duur)`));
  });
});

describe('the way there', () => {
  it.each([
    ['ramen in Makati', 'ok how do we walk there'],
    ['musea in Parijs', 'Hoe geraken we daar met de metro?'],
    ['pizza sa Makati', 'Paano po pumunta dun galing Greenbelt?'],
  ])('after "%s" and a card, gives directions for "%s"', async (search, ask) => {
    const { say } = startConversation();
    await say(search);
    await say('1st');

    const reply = await say(ask);

    // ... from Greenbelt, said by name, the route comes with its distance: both ends located.
    expect(methods(reply.calls)).toEqual(ask.includes('Greenbelt') ? ['directions', 'locate', 'locate'] : ['directions']);
  });
});

describe('the language of a details reply', () => {
  it('leaves the English category out of a Dutch sentence (the card shows it)', async () => {
    const { say } = startConversation();
    const list = await say('musea in Parijs');

    const reply = await say('vertel meer over de eerste');

    expect(reply.reply).toMatch(new RegExp(`^Dit is \\*\\*${list.venues[0].name}\\*\\*: Adres: `));
  });
});

describe('the same answer asked again', () => {
  it('says it is the same place rather than repeating the last reply word for word', async () => {
    const { say } = startConversation();
    await say('ramen in Makati');
    const first = await say('does the first one take reservations?');

    const again = await say('no wait, the 1st one, do they take bookings');

    expect(again.reply).not.toBe(first.reply);
    expect(again.reply).toBe(`That's the same place as in my last answer: ${first.reply}`);
  });
});

describe('a comparison over a list shown earlier', () => {
  it('answers with the venue the engine picked in that list, not by comparing the latest list', async () => {
    const { say } = startConversation();
    const pizza = await say('any good pizza in Chicago? nothing too pricey');
    await say('the 2nd one, can I book a table there?');
    const bars = await say('is there a bar near there for after?');

    const best = await say('back to the pizza places, which one has the best rating?');

    const pizzaNames = pizza.venues.map((venue) => venue.name);
    const named = pizzaNames.filter((name) => best.reply.includes(name));
    expect(named).toHaveLength(1);
    expect(bars.venues.some((venue) => best.reply.includes(venue.name))).toBe(false);
    const rated = [...pizza.venues].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))[0];
    expect(named[0]).toBe(rated.name);
  });
});

describe('a comparison over a list shown earlier, where two are as cheap', () => {
  it.each([
    ['en', 'cafés in Shibuya', 'tell me about the second one', 'any ramen near there?', 'back to the cafés, which one is cheapest?'],
    ['tl', 'kapehan sa Shibuya', 'yung pangalawa?', 'may ramen ba malapit dun?', 'balik tayo sa mga kapehan kanina, alin ang pinakamura?'],
    [
      'nl',
      'koffiezaken in Shibuya',
      'vertel meer over de tweede',
      'is er ramen daar in de buurt?',
      'terug naar de koffiezaken, welke is het goedkoopst?',
    ],
  ])('answers over the list gone back to, not the latest one (%s)', async (_lang, search, pick, near, back) => {
    const { say } = startConversation();
    const cafes = await say(search);
    await say(pick);
    const ramen = await say(near);

    const cheapest = await say(back);

    expect(cafes.venues.length).toBeGreaterThan(1);
    expect(cafes.venues.some((venue) => cheapest.reply.includes(venue.name))).toBe(true);
    expect(
      ramen.venues
        .filter((venue) => !cafes.venues.some((cafe) => cafe.placeId === venue.placeId))
        .some((venue) => cheapest.reply.includes(venue.name)),
    ).toBe(false);
  });
});

describe('"compare the first two" with no measure said, or both', () => {
  it.each([
    ['en', 'lunch near Union Square', 'compare the first two', /rated ★.*rated ★/],
    ['tl', 'almusal sa BGC', 'ikumpara mo yung unang dalawa', /marka ★.*marka ★/],
    ['nl', 'koffiezaken in de Jordaan', 'vergelijk de eerste twee eens', /beoordeling ★.*beoordeling ★/],
    ['en', 'lunch near Union Square', 'compare first two, price + rating', /rated ★.*rated ★/],
  ])('gives the price and rating of the first and the second card (%s)', async (_lang, search, compare, both) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(compare);

    expect(list.venues.length).toBeGreaterThan(2);
    expect(reply.reply).toContain(list.venues[0].name);
    expect(reply.reply).toContain(list.venues[1].name);
    expect(reply.reply).not.toContain(list.venues[2].name);
    expect(reply.reply).toMatch(both);
  });

  it('weighs the first two by the measure said ("welke van de eerste twee is beter?")', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Parijs');

    const reply = await say('vibe check: welke van de eerste twee is beter?');

    expect(reply.reply).toContain(list.venues[0].name);
    expect(reply.reply).toContain(list.venues[1].name);
    expect(reply.reply).toMatch(/★/);
  });
});

describe('words that are no search', () => {
  it('drops "solid" from a Taglish search ("solid na ramen sa Makati") and takes "sige yun na" as a sign-off', async () => {
    const { say } = startConversation();
    const list = await say('solid na ramen sa Makati');
    expect(list.context?.searchQuery).toBe('ramen');

    const done = await say('sige yun na');

    expect(done.calls).toHaveLength(0);
    expect(done.context?.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });
});

describe('"which of those is closest?" right after a search around a venue', () => {
  it.each([
    ['en', 'museums in Paris', 'tell me about the second one', 'any cafés near it?', 'which of those is closest?', /where\?/],
    ['tl', 'museo sa Paris', 'yung pangalawa?', 'may kapehan ba malapit dun?', 'alin dun ang pinakamalapit?', /saan\?/],
    ['nl', 'musea in Parijs', 'vertel meer over de tweede', 'is er een koffiezaak daar in de buurt?', 'welke is het dichtstbij?', /waar\?/],
  ])('measures each card from that venue and names the closest (%s)', async (_lang, search, pick, near, closest, asksWhere) => {
    const { say } = startConversation();
    const museums = await say(search);
    await say(pick);
    const cafes = await say(near);

    const reply = await say(closest);

    expect(reply.calls.filter((call) => call.method === 'locate').length).toBeGreaterThan(1);
    expect(reply.reply).not.toMatch(asksWhere);
    expect(reply.reply).toContain(museums.venues[1].name);
    expect(cafes.venues.some((venue) => reply.reply.includes(`**${venue.name}**`))).toBe(true);
  });

  it('still asks from where when the list was not searched around a venue', async () => {
    const { say } = startConversation();
    await say('museums in Paris');

    const reply = await say('which of those is closest?');

    expect(reply.reply).toMatch(/^Closest to where\?/);
  });
});
