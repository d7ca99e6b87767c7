// The offline model as a dialog partner, end to end on the real flow (engine, offline model, offline catalog): one
// describe per class of turn that used to get the list or the card again (issue 17).
import { describe, expect, it } from 'vitest';
import { searchArgs, startConversation } from './offline-dialog.fixture';

describe('near the venue being talked about', () => {
  it('searches around the focused venue for "anything for dessert near there?" instead of showing its card again', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Makati');
    await say('tell me more about the first one');

    const near = await say('anything for dessert near there?');

    // The search starts around the venue (and looks wider when one place or none is that close).
    expect(searchArgs(near.calls)[0]).toMatchObject({ near: { placeId: list.venues[0].placeId } });
    expect(near.reply).toContain(`near **${list.venues[0].name}**`);
  });

  it('searches around the venue the last reply was about for "malapit dun", in Tagalog', async () => {
    const { say } = startConversation();
    const list = await say('pizza sa Makati');
    await say('yung pangalawa');

    const near = await say('may kape ba malapit dun?');

    expect(searchArgs(near.calls)).toMatchObject([{ near: { placeId: list.venues[1].placeId } }]);
    expect(near.reply).toContain(`malapit sa **${list.venues[1].name}**`);
  });
});

describe('a question about one venue', () => {
  it('answers a fact from the data', async () => {
    const { say, catalog } = startConversation();
    const list = await say('ramen in Makati');
    await say('the first one');
    const halal = (await catalog.details(list.venues[0].placeId))?.facts?.halal;

    const reply = await say('is it halal?');

    expect(halal).toBe(false);
    expect(reply.reply).toBe(`No, **${list.venues[0].name}** doesn't serve halal food. (offline data, it may be out of date)`);
  });

  it('says plainly it does not know, with the Maps link, when the data does not have it (Dutch)', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Amsterdam, niet te duur');
    await say('de eerste');

    const reply = await say('hebben ze wifi?');

    expect(reply.reply).toMatch(new RegExp(`^Dat weet ik niet van \\*\\*${list.venues[0].name}\\*\\*: .*https://www\\.google\\.com/maps/`));
  });

  it.each([
    ['ramen in Amsterdam, niet te duur', 'de eerste', 'heeft die een aangepast toilet?', /^Dat weet ik niet van /],
    ['ramen sa Makati', 'yung una', 'may banyo ba sila?', /^Hindi ko alam /],
    ['ramen in Makati', 'the first one', 'do they have restrooms?', /^I don't know /],
    ['museums in Amsterdam', 'the first one', 'And are there accessible toilets there?', /^I don't know /],
    ['museums sa Makati', 'yung una', 'may CR para sa wheelchair ba dun?', /^Hindi ko alam /],
    ['musea in Amsterdam', 'de eerste', 'is er daar een rolstoeltoilet?', /^Dat weet ik niet /],
  ])('does not know about toilets, and says so with the Maps link rather than searching (%s)', async (search, pick, toilet, unknown) => {
    const { say } = startConversation();
    await say(search);
    await say(pick);

    const reply = await say(toilet);

    expect(reply.calls.filter((call) => call.method === 'search')).toHaveLength(0);
    expect(reply.reply).toMatch(unknown);
    expect(reply.reply).toMatch(/https:\/\/www\.google\.com\/maps\//);
  });

  it('gives the distance from a named place as estimates, with a route link', async () => {
    const { say } = startConversation();
    await say('hawker centres in Singapore');
    await say('the first one');

    const reply = await say('how far is it from Marina Bay Sands?');

    expect(reply.reply).toMatch(/is about \d+(\.\d)? k?m from Marina Bay Sands: roughly .* \(estimates?\)\. \[Route in Google Maps\]/);
  });
});

describe('an ordinal past the end of the list', () => {
  it('says there is only one and offers to look wider, in the language of the conversation', async () => {
    const { say } = startConversation();
    await say('een steakhouse in BGC graag');

    const reply = await say('de tweede');

    expect(reply.reply).toBe('Ik vond er maar één: **Mamou**. Zal ik wat ruimer zoeken?');
    expect(reply.calls).toEqual([]);
  });
});

describe('comparisons over the list', () => {
  it('names the cheapest of the listed venues from their price levels', async () => {
    const { say } = startConversation();
    const list = await say('pizza in Paris');
    const cheapest = list.venues.find((venue) => venue.priceLevel === 'inexpensive');

    const reply = await say('yung pinakamura');

    expect(cheapest).toBeDefined();
    expect(reply.reply).toBe(`Sa ${list.venues.length} na ito, ang **${cheapest?.name}** ang pinakamura (mura).`);
  });

  it('names the most expensive of the listed venues, the first listed of those as dear, in each language', async () => {
    for (const [search, asked, lead] of [
      ['pizza in Paris', 'which one is the most expensive?', 'is the most expensive'],
      ['pizza sa Paris', 'alin ang pinakamahal?', 'ang pinakamahal'],
      ['pizza in Parijs', 'Duurste van de drie?', 'het duurst'],
    ]) {
      const { say } = startConversation();
      const list = await say(search);
      const levels = ['free', 'inexpensive', 'moderate', 'expensive', 'very expensive'];
      const dearest = [...list.venues].sort((a, b) => levels.indexOf(b.priceLevel ?? '') - levels.indexOf(a.priceLevel ?? ''))[0];

      const reply = await say(asked);

      expect(reply.reply).toContain(`**${dearest.name}** ${lead}`);
    }
  });

  it('says all are about the same price when asked for the most expensive of equals', async () => {
    const { say } = startConversation();
    const list = await say('coffee in the Jordaan, Amsterdam');
    expect(new Set(list.venues.map((venue) => venue.priceLevel)).size).toBe(1);

    const reply = await say('which one is the most expensive?');

    expect(reply.reply).toBe(`All ${list.venues.length} are about the same price (inexpensive).`);
  });
});

describe('price words in a search', () => {
  it('searches only the price levels "nothing too fancy" means', async () => {
    const { say } = startConversation();

    const reply = await say('ramen in Makati, nothing too fancy');

    expect(searchArgs(reply.calls)).toMatchObject([{ query: 'ramen', location: 'Makati', priceLevels: ['inexpensive', 'moderate'] }]);
    expect(reply.reply).toContain('(inexpensive, moderate)');
  });
});

describe('a turn that goes back to an earlier one', () => {
  it('searches again with what that turn asked instead of quoting it', async () => {
    const { say } = startConversation();
    await say('pizza in Makati');
    await say('what about sushi?');

    const reply = await say('actually, show me that pizza place from before again');

    // The first search is the one asked again; a short district list may then be filled from the city around it.
    expect(searchArgs(reply.calls)[0]).toMatchObject({ query: 'pizza', location: 'Makati' });
  });

  it.each([
    [
      'pizza in Makati',
      'the first one',
      'how do we get there from Greenbelt?',
      'ok and cafes near there?',
      'back to the pizza from before',
    ],
    ['pizza sa Makati', 'yung una', 'paano pumunta dun galing Greenbelt?', 'may kape malapit dun?', 'balik tayo sa pizza kanina'],
    ['pizza in Makati', 'de eerste', 'hoe kom ik daar vanaf Greenbelt?', 'koffie daar in de buurt?', 'terug naar die pizza van eerst'],
  ])('never takes a route starting point as where that search was: %s ... %s', async (...messages) => {
    const { say } = startConversation();
    for (const message of messages.slice(0, -1)) await say(message);

    const reply = await say(messages.at(-1)!);

    expect(searchArgs(reply.calls)[0]).toMatchObject({ location: 'Makati' });
  });
});

describe('modifiers are never the search', () => {
  it('shows more of the same search for "iba naman"', async () => {
    const { say } = startConversation();
    await say('ramen sa Makati');

    const reply = await say('iba naman');

    expect(searchArgs(reply.calls)).toMatchObject([{ query: 'ramen', location: 'Makati' }]);
    expect(reply.reply).not.toMatch(/iba naman/);
  });
});

describe('small talk', () => {
  it('answers "thanks!" briefly, without a tool, keeping the list', async () => {
    const { say } = startConversation();
    const list = await say('ramen in Makati');

    const reply = await say('thanks!');

    expect(reply.calls).toEqual([]);
    expect(reply.reply).toBe("You're welcome! I'm here when you want more places or directions.");
    expect(reply.context.alternatives.map((venue) => venue.placeId)).toEqual(list.venues.map((venue) => venue.placeId));
  });

  it('says plainly it cannot check the weather, in Tagalog', async () => {
    const { say } = startConversation();
    await say('pizza sa Makati');

    const reply = await say('malamig ba dun sa December?');

    expect(reply.calls).toEqual([]);
    expect(reply.reply).toMatch(/^Hindi ko masilip ang panahon/);
  });
});

describe('the language of every reply', () => {
  it('keeps Dutch for a short follow-up and words the labels in Dutch, with no English category', async () => {
    const { say } = startConversation();
    await say('ramen in Amsterdam, niet te duur');

    const reply = await say('de eerste');

    expect(reply.reply).toMatch(/^Dit is \*\*.*\*\*: Adres: .* Beoordeling: ★\d\.\d\. Prijs: (goedkoop|gemiddeld geprijsd)\./);
  });
});

describe('opening hours', () => {
  it('says days in a row with the same hours once, in the language of the conversation', async () => {
    const { say } = startConversation();
    await say('ramen in Tokio');
    await say('de tweede');

    const reply = await say('hoe laat gaan ze dicht?');

    expect(reply.reply).toBe(
      'De openingstijden van **Ichiran Shibuya**: maandag–zondag: 24 uur open. (offline gegevens, mogelijk verouderd)',
    );
  });
});
