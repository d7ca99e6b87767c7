// The app's language (the request's uiLanguage) decides the reply's only while the person's messages show none.
import { genkit } from 'genkit';
import { describe, expect, it } from 'vitest';
import type { ConciergeInput } from '../contract/concierge-contract';
import { PROMPT_DIR } from '../genkit';
import { SIGNED_IN } from '../security/testing/sign-as-server';
import { createFakePlaceSearch, RAMEN_IN_MAKATI } from '../testing/fake-place-search';
import { defineScriptedModel, messageText } from '../testing/scripted-model';
import { defineConciergeAgentFlow } from './concierge-agent-flow';
import { createConcierge } from './create-concierge';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);

async function firstReply(input: string, uiLanguage?: ConciergeInput['uiLanguage']) {
  const { flow } = createConcierge({ env: {}, now: () => NOW });
  const { result } = await flow.run({ input, history: [], context: null, ...(uiLanguage ? { uiLanguage } : {}) }, SIGNED_IN);
  return { reply: result.reply, labels: result.venues.map((venue) => venue.categoryLabel ?? null), queryLabel: result.queryLabel };
}

describe('the reply to a first message that shows no language', () => {
  it('is in Dutch when the app shows Dutch, cards and query labelled in Dutch', async () => {
    expect(await firstReply('burgers Amsterdam', 'nl')).toEqual({
      reply: 'Hier zijn 5 plekken voor hamburgers in Amsterdam, met de details op de kaartjes hieronder.',
      labels: ['hamburgers', 'hamburgers', 'hamburgers', 'hamburgers', 'hamburgers'],
      queryLabel: { query: 'burgers', label: 'hamburgers' },
    });
  });

  it('is in Tagalog when the app shows Tagalog', async () => {
    expect(await firstReply('lechon in Cebu', 'tl')).toEqual({
      reply: expect.stringMatching(/^Wala sa offline demo data ko ang Cebu; .* Tatandaan ko ang Cebu\.$/),
      labels: [],
      queryLabel: undefined,
    });
  });

  it('is in English when the app shows English, or the request names no language', async () => {
    const english = {
      reply: expect.stringMatching(/^Rotterdam isn't in my offline demo data, .* I'll keep Rotterdam in mind\.$/),
      labels: [],
      queryLabel: undefined,
    };
    expect(await firstReply('bakery in Rotterdam', 'en')).toEqual(english);
    expect(await firstReply('bakery in Rotterdam')).toEqual(english);
  });
});

describe('a message that shows a language', () => {
  it('is answered in its own language, whatever the app shows', async () => {
    expect(await firstReply('could you find me burgers in Amsterdam?', 'nl')).toEqual({
      reply: 'Here are 5 places for burgers in Amsterdam, with the details on the cards below.',
      labels: [null, null, null, null, null],
      queryLabel: undefined,
    });
    expect(await firstReply('may masarap bang lechon sa Cebu?', 'nl')).toMatchObject({
      reply: expect.stringMatching(/^Wala sa offline demo data ko ang Cebu/),
    });
  });

  it('keeps the conversation in it when a later message shows none', async () => {
    const { flow } = createConcierge({ env: {}, now: () => NOW });
    const first = await flow.run(
      { input: 'could you find me burgers in Amsterdam?', history: [], context: null, uiLanguage: 'nl' },
      SIGNED_IN,
    );
    const history = [
      { role: 'user' as const, content: 'could you find me burgers in Amsterdam?' },
      { role: 'model' as const, content: first.result.reply, signature: first.result.replySignature },
    ];
    const input = { input: 'thanks!', history, context: first.result.context, contextSignature: first.result.contextSignature };

    const { result } = await flow.run({ ...input, uiLanguage: 'nl' }, SIGNED_IN);

    expect(result.reply).toBe((await flow.run(input, SIGNED_IN)).result.reply);
    expect(result.reply).toMatch(/^You're welcome/);
  });
});

describe('the prompts', () => {
  function scriptedFlow() {
    const ai = genkit({ promptDir: PROMPT_DIR });
    const model = defineScriptedModel(ai);
    const flow = defineConciergeAgentFlow({ ai, model: model.name, placeSearch: createFakePlaceSearch(RAMEN_IN_MAKATI), now: () => NOW });
    return { flow, model };
  }

  it("name the app's language to the concierge and its agent while the messages show none", async () => {
    const { flow, model } = scriptedFlow();
    model.respondWith(
      [{ toolRequest: { name: 'foodie', ref: 'c1', input: { request: 'ramen Makati' } } }],
      [{ text: 'Hier zijn ramenzaken.' }],
      [{ text: 'Hier zijn ramenzaken.' }],
    );

    await flow.run({ input: 'ramen Makati', history: [], uiLanguage: 'nl' }, SIGNED_IN);

    const systems = model.requests.map((request) => messageText(request.messages.find((message) => message.role === 'system')));
    expect(systems).toHaveLength(3);
    for (const system of systems) expect(system).toContain("The app is in Dutch and none of the user's messages shows a language yet");
  });

  it("leave the app's language out once a message shows one, or when the request has none", async () => {
    for (const request of [
      { input: 'where is good ramen in Makati?', history: [], uiLanguage: 'nl' as const },
      { input: 'ramen Makati', history: [] },
    ]) {
      const { flow, model } = scriptedFlow();
      model.respondWith([{ text: 'Here you go.' }]);

      await flow.run(request, SIGNED_IN);

      const system = messageText(model.lastRequest().messages.find((message) => message.role === 'system'));
      expect(system).not.toContain('The app is in');
      expect(system).toMatch(/Ask: "Which city or neighbourhood\?"\n$/);
    }
  });

  it('rejects a language the app does not show, naming the field', async () => {
    const { flow } = scriptedFlow();
    await expect(flow.run({ input: 'ramen Makati', history: [], uiLanguage: 'fr' }, SIGNED_IN)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: "uiLanguage: Invalid enum value. Expected 'en' | 'tl' | 'nl', received 'fr'",
    });
  });
});

describe('the language the reply says it is in', () => {
  it('is the one the server read, vocabulary included, so the client labels the cards alike', async () => {
    const { flow } = createConcierge({ env: {}, now: () => NOW });
    const run = async (input: string, uiLanguage?: ConciergeInput['uiLanguage']) =>
      (await flow.run({ input, history: [], context: null, ...(uiLanguage ? { uiLanguage } : {}) }, SIGNED_IN)).result;

    const dutch = await run('koffie in le marais', 'en');
    expect([dutch.replyLanguage, dutch.reply]).toEqual(['nl', expect.stringMatching(/^Hier zijn \d plekken voor koffie/)]);
    expect((await run('kape sa Makati')).replyLanguage).toBe('tl');
    expect((await run('burgers Amsterdam', 'nl')).replyLanguage).toBe('nl');
  });
});
