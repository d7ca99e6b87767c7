// When a call fails nothing is lost: the message stays, marked failed, and retry sends it again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  FUNCTION_URL_PART,
  fakeOutput,
  fulfillStream,
  launchBrowser,
  messages,
  openApp,
  screenshot,
  waitForIdle,
} from './browser-session.mjs';

const FUNCTION = `**/${FUNCTION_URL_PART}`;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('a failed call keeps the message, explains it, and retry works', async () => {
  const { context, page, calls } = await openApp(browser);
  await page.route(FUNCTION, (route) => route.abort('connectionrefused'));
  await page.getByTestId('chat-input').fill('find ramen in Makati');
  await page.getByTestId('send-button').click();
  const failed = page.locator('[data-testid="message"][data-role="user"][data-status="failed"]');
  await failed.waitFor({ timeout: 10_000 });
  assert.match(await failed.textContent(), /find ramen in Makati/);
  assert.match(await failed.textContent(), /retry/i);
  assert.equal(await messages(page, 'model').count(), 0);
  await screenshot(page, '30-failed');

  await page.unroute(FUNCTION);
  await failed.getByTestId('retry-button').click();
  await messages(page, 'model').first().waitFor();
  await waitForIdle(page);
  assert.deepEqual(await messages(page).evaluateAll((nodes) => nodes.map((n) => [n.dataset.role, n.dataset.status])), [
    ['user', 'sent'],
    ['model', 'done'],
  ]);
  assert.ok((await page.getByTestId('venue-card').count()) > 0);
  assert.equal(calls.at(-1).input, 'find ramen in Makati');
  await context.close();
});

test('no double send while a reply is pending, and what is typed meanwhile stays', async () => {
  const { context, page, calls } = await openApp(browser);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(FUNCTION, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('chat-input').fill('find ramen in Makati');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="message"][data-status="pending"]').waitFor();
  assert.ok(await page.getByTestId('send-button').isDisabled());
  await page.getByTestId('chat-input').fill('and sushi?');
  await page.keyboard.press('Enter');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(await messages(page, 'user').count(), 1);
  assert.equal(await page.getByTestId('chat-input').inputValue(), 'and sushi?');
  release();
  await waitForIdle(page);
  assert.equal(calls.length, 1);
  await context.close();
});

test('an answer that breaks the contract is a failure, not a crash', async () => {
  const { context, page } = await openApp(browser);
  await page.route(FUNCTION, (route) => fulfillStream(route, { result: { reply: 42 } }));
  await page.getByTestId('chat-input').fill('find ramen in Makati');
  await page.getByTestId('send-button').click();
  const failed = page.locator('[data-testid="message"][data-role="user"][data-status="failed"]');
  await failed.waitFor({ timeout: 10_000 });
  assert.match(await failed.textContent(), /could not read/);
  await context.close();
});

test('HTML and script in a reply are shown as text, never run', async () => {
  const { context, page } = await openApp(browser);
  const reply = 'Try <img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script> **this** [link](javascript:alert(1))';
  await page.route(FUNCTION, (route) => fulfillStream(route, { chunks: ['Try <b>'], result: fakeOutput(reply) }));
  await page.getByTestId('chat-input').fill('hello');
  await page.getByTestId('send-button').click();
  await messages(page, 'model').first().waitFor();
  await waitForIdle(page);
  const model = messages(page, 'model').last();
  assert.equal(await model.locator('img, script, a[href^="javascript"], b').count(), 0);
  assert.equal(await model.locator('strong').textContent(), 'this');
  assert.match(await model.textContent(), /<script>window\.__pwned=2<\/script>/);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  await context.close();
});
