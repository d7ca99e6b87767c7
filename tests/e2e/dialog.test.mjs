// Issue 17's promise, in the browser, once per language: a comparison over the list, a question about the venue it
// picked, a search near that venue, and a return to the first search, each answered in the person's language.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ask, launchBrowser, openApp, screenshot } from './browser-session.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const CONVERSATIONS = [
  {
    lang: 'en',
    turns: ['ramen in Makati', 'which one is the cheapest?', 'is it open late?', 'any coffee near there?', 'ramen from before again'],
    cheapest: /cheapest/i,
    near: /near/i,
  },
  {
    lang: 'tl',
    turns: [
      'saan may ramen sa Makati?',
      'alin ang pinakamura?',
      'bukas ba sila hanggang gabi?',
      'may kape ba malapit dun?',
      'balik tayo sa ramen kanina',
    ],
    cheapest: /pinakamura/i,
    near: /malapit/i,
  },
  {
    lang: 'nl',
    turns: [
      'waar kan ik ramen eten in Makati?',
      'welke is de goedkoopste?',
      'zijn ze laat open?',
      'is er koffie daar in de buurt?',
      'terug naar de ramen van daarnet',
    ],
    cheapest: /goedkoopst/i,
    near: /in de buurt/i,
  },
];

const cardNames = async (reply) =>
  (await reply.getByTestId('venue-card').locator('h3').allTextContents()).map((name) => name.replace(/^\s*\d+\s*/, '').trim());

for (const { lang, turns, cheapest, near } of CONVERSATIONS) {
  test(`a comparison, a venue question, near there and back to the first search, all in ${lang}`, async () => {
    const { context, page } = await openApp(browser);
    const [search, compare, question, nearThere, back] = turns;

    const list = await ask(page, search);
    const names = await cardNames(list);
    assert.ok(names.length >= 3, `a list of ramen places (${names.join(', ')})`);

    const picked = await (await ask(page, compare)).textContent();
    const named = names.filter((name) => picked.includes(name));
    assert.equal(named.length, 1, `the comparison names one listed place: ${picked}`);
    assert.match(picked, cheapest, `the comparison says it is the cheapest, in ${lang}: ${picked}`);

    const answer = await (await ask(page, question)).textContent();
    assert.ok(answer.includes(named[0]), `the question is answered about ${named[0]}: ${answer}`);
    assert.match(answer, /\d{1,2}:\d{2}/, `the answer gives the hours: ${answer}`);

    const around = await ask(page, nearThere);
    const aroundText = await around.textContent();
    assert.match(aroundText, near, `a search near it, said in ${lang}: ${aroundText}`);
    assert.ok(aroundText.includes(named[0]), `near ${named[0]}: ${aroundText}`);
    assert.ok((await cardNames(around)).length >= 1, 'places near it are shown');

    const again = await cardNames(await ask(page, back));
    assert.deepEqual(again, names, 'the first search comes back');
    await screenshot(page, `dialog-${lang}`);
    await context.close();
  });
}
