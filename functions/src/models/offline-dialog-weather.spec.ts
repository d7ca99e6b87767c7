// Issue 17, the weather turns (wave zu): a question about what to wear or what the weather usually does is answered for what
// it asks, with the list kept; a fact asked with the weather beside it is the fact; "is it outside?" asks about outdoor
// seating; Dutch words for live music and a Christmas concert search events. End to end on the real flow.
import { describe, expect, it } from 'vitest';
import { bold, expectContextKept, searchArgs, startConversation } from './offline-dialog.fixture';
import { REPLIES } from './reply-text';

describe('a weather question beside a list', () => {
  it.each([
    [
      'cafes in the Marais, Paris',
      'If we go up to Montmartre tomorrow evening, what should we wear? Is it much windier up there on the hill?',
      'en',
      'wear',
    ],
    ['kainan sa Makati', 'Ano po ba ang dapat naming dalhin o ihanda pag may bagyo?', 'tl', 'wear'],
    ['lunch in Alfama, Lissabon', 'Wat voor schoenen heb je hier eigenlijk nodig in de winter? Het regent zo.', 'nl', 'wear'],
    ['coffee in the Presidio, San Francisco', 'does the fog usually burn off by noon here in december', 'en', 'usual'],
    ['kape sa Makati', 'lagi bang ganito ulan dito pag december??', 'tl', 'usual'],
    ['lunch in Alfama, Lissabon', 'is het hier in december altijd zo koud en nat?', 'nl', 'usual'],
  ] as const)('after "%s", answers "%s" for what it asks and keeps the list', async (search, question, lang, ask) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    expect(reply.reply).toBe(REPLIES[lang][`smalltalk.weather.${ask}`]);
    expect(reply.calls).toEqual([]);
    expectContextKept(reply, list);
  });
});

describe('a fact asked with the weather beside it', () => {
  it('answers whether the focused place takes reservations, not the weather', async () => {
    const { say } = startConversation();
    const list = await say('steak in the Loop, Chicago');
    await say('tell me about the first one');

    const reply = await say("do they take reservations I'd rather not stand outside in a line in this weather");

    expect(reply.reply).not.toBe(REPLIES.en['smalltalk.weather']);
    expect(bold(reply.reply)).toContain(list.venues[0].name);
    expect(reply.reply).toMatch(/reserv/i);
  });

  it.each([
    ['markets in Hongdae, Seoul', 'is the first one outside?? we are freezing', 'en'],
    ['musea in Parijs', 'Is de tweede binnen? Het is erg koud buiten deze week.', 'nl'],
  ] as const)('after "%s", "%s" asks whether the card has outdoor seating', async (search, question, lang) => {
    const { say } = startConversation();
    const list = await say(search);

    const reply = await say(question);

    const asked = question.includes('tweede') ? list.venues[1] : list.venues[0];
    expect(bold(reply.reply)[0]).toBe(asked.name);
    expect(searchArgs(reply.calls)).toEqual([]);
    // The catalog may not know it: then the reply says so (fact.unknown) instead of showing the card again.
    expect(reply.reply).toMatch(lang === 'en' ? /outdoor|outside|don't know/i : /buiten|terras|weet ik niet/i);
  });
});

describe('events asked in Dutch', () => {
  it.each([
    'yo wat is er dit weekend te doen in lissabon? liefst live muziek of zo, we zijn student dus niet te duur',
    'we zoeken voor morgen een kerstconcert of een koorconcert in new york',
    'Is er vanavond ergens een feestje, live muziek of een festival in San Francisco?',
  ])('"%s" finds events', async (message) => {
    const { say } = startConversation();

    const reply = await say(message);

    expect(searchArgs(reply.calls).length).toBeGreaterThan(0);
    expect(reply.venues.length).toBeGreaterThan(0);
  });
});

describe('somewhere out of the rain', () => {
  it.each([
    [
      'Any nice parks or gardens around Marina Bay, Singapore?',
      "oh no it's pouring now, anything indoors near there where the little one can run around?",
    ],
    ['mga parke sa Makati', 'umuulan na, may indoor ba malapit dun?'],
  ])('after "%s", "%s" searches places out of the weather, not the parks again', async (search, rain) => {
    const { say } = startConversation();
    await say(search);
    await say(search.includes('Marina') ? 'tell me about the first one' : 'yung una?');

    const reply = await say(rain);

    expect(searchArgs(reply.calls).length).toBeGreaterThan(0);
    expect(reply.venues.length).toBeGreaterThan(0);
    const categories = reply.venues.map((venue) => venue.category ?? '');
    expect(categories.filter((category) => !category || /park|garden|tuin/i.test(category))).toEqual([]);
  });
});
