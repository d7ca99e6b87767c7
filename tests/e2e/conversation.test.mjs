// The core promise: follow-ups resolve against what was said before, with no need to repeat the location.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, onScreen, seriousViolations, sidewaysOverflow } from './accessibility.mjs';
import { FUNCTION_URL_PART, ask, chips, launchBrowser, messages, openApp, screenshot, slowDownStream } from './browser-session.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [width, viewport, prefix] of [
  ['wide', DESKTOP, ''],
  ['phone', PHONE, 'phone-'],
]) {
  test(`ramen in Makati, then the second one, then directions to it (${width}: ${viewport.width}×${viewport.height})`, async () => {
    const { context, page, calls } = await openApp(browser, { viewport });
    await screenshot(page, `${prefix}01-empty`);
    assert.deepEqual(await seriousViolations(page), [], 'axe, empty');

    const list = await ask(page, 'find ramen in Makati');
    assert.ok(await onScreen(list), 'the list reply is on screen');
    const cards = list.getByTestId('venue-card');
    assert.ok((await cards.count()) >= 2, 'at least two venue cards');
    const names = await cards.locator('h3').allTextContents();
    for (const address of await cards.locator('.venue-address').allTextContents()) assert.match(address, /Makati/);
    const listText = await list.locator('.bubble').textContent();
    assert.match(listText, new RegExp(`Here are ${names.length} places for ramen in Makati`), 'one sentence introduces the cards');
    for (const name of names) assert.ok(!listText.includes(name.replace(/^\s*\d+\s*/, '').trim()), `${name} is on its card only`);
    const mapLink = cards.first().locator('a.venue-map');
    assert.equal(await mapLink.getAttribute('target'), '_blank');
    assert.match(await mapLink.getAttribute('rel'), /noopener/);
    assert.ok(await page.getByTestId('offline-label').isVisible(), 'offline model label shown');
    await screenshot(page, `${prefix}02-ramen-list`);
    assert.deepEqual(await seriousViolations(page), [], 'axe, with a list');

    const second = names[1].replace(/^\s*2\s*/, '').trim();
    const details = await ask(page, 'tell me more about the second one');
    assert.ok(await onScreen(details), 'the details reply is on screen');
    const detailsText = await details.textContent();
    assert.ok(detailsText.includes(second), `details name the second place (${second}): ${detailsText}`);
    assert.doesNotMatch(detailsText, /which city|where should I look/i);

    const directions = await ask(page, 'how do I get there?');
    assert.ok(await onScreen(directions), 'the directions reply is on screen');
    const directionsText = await directions.textContent();
    assert.ok(directionsText.includes(second), `directions go to ${second}: ${directionsText}`);
    assert.match(directionsText, /google\.com\/maps|maps/i);
    await screenshot(page, `${prefix}03-directions`);

    // Each call sent the history as it was before that message, and the context the previous reply returned.
    assert.equal(calls.length, 3);
    assert.deepEqual(calls[0].history, []);
    assert.equal(calls[0].context, null);
    assert.deepEqual(
      calls[1].history.map((turn) => turn.role),
      ['user', 'model'],
    );
    assert.equal(calls[1].context.location, 'Makati');
    assert.equal(calls[2].history.length, 4);

    const remembered = await chips(page);
    assert.ok(
      remembered.some((chip) => chip.kind === 'location' && chip.label === 'Makati'),
      JSON.stringify(remembered),
    );
    assert.ok(
      remembered.some((chip) => chip.kind === 'venue'),
      JSON.stringify(remembered),
    );
    assert.equal(await messages(page).count(), 6);
    const pageScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    assert.ok(pageScroll <= 0, `only the message list scrolls, not the page (${pageScroll}px)`);
    assert.ok((await sidewaysOverflow(page)) <= 0, 'nothing overflows sideways');
    await context.close();
  });
}

test('the function streams the reply as several chunks before the result', async () => {
  const { context, page } = await openApp(browser);
  const response = page.waitForResponse((r) => r.url().includes(FUNCTION_URL_PART) && r.request().method() === 'POST');
  await ask(page, 'find ramen in Makati');
  const events = (await (await response).text()).split('\n').filter((line) => line.startsWith('data: '));
  const chunks = events.filter((line) => line.includes('"message"'));
  assert.ok(chunks.length >= 2, `${chunks.length} chunks`);
  assert.match(events.at(-1), /"result"/);
  await context.close();
});

test('replies stream in: partial text is visible before the reply is done', async () => {
  const { context, page } = await openApp(browser, { beforeLoad: (p) => slowDownStream(p) });
  await page.getByTestId('chat-input').fill('find ramen in Makati');
  await page.getByTestId('send-button').click();
  const streaming = page.locator('[data-testid="message"][data-role="model"][data-status="streaming"] .markdown');
  await streaming.waitFor({ timeout: 30_000 });
  const partial = (await streaming.textContent()).trim();
  assert.ok(await page.getByTestId('stop-button').isVisible(), 'stop button while streaming');
  await screenshot(page, '04-streaming');
  const done = page.locator('[data-testid="message"][data-role="model"][data-status="done"]');
  await done.waitFor({ timeout: 30_000 });
  const final = (await done.textContent()).trim();
  assert.ok(partial.length > 0 && partial.length < final.length, `partial (${partial.length}) shorter than final (${final.length})`);
  await context.close();
});

test('stop keeps what arrived, marked stopped, and the next message can be sent', async () => {
  const { context, page } = await openApp(browser, { beforeLoad: (p) => slowDownStream(p) });
  await page.getByTestId('chat-input').fill('find ramen in Makati');
  await page.getByTestId('send-button').click();
  await page.locator('[data-testid="message"][data-role="model"][data-status="streaming"] .markdown').waitFor({ timeout: 30_000 });
  await page.getByTestId('stop-button').click();
  const stopped = page.locator('[data-testid="message"][data-role="model"][data-status="stopped"]');
  await stopped.waitFor();
  assert.ok((await stopped.locator('.markdown').textContent()).trim().length > 0, 'partial text kept');
  assert.ok(await page.getByTestId('send-button').isDisabled(), 'send waits for text');
  await screenshot(page, '05-stopped');
  const next = await ask(page, 'find ramen in Makati');
  assert.equal(await next.getAttribute('data-status'), 'done');
  await context.close();
});

test('the debug drawer shows the injected context and the history sent', async () => {
  const { context, page } = await openApp(browser);
  await ask(page, 'find ramen in Makati');
  await ask(page, 'tell me more about the second one');
  // By keyboard: the drawer must be operable without a mouse, and a key press does not depend on layout.
  await page.getByTestId('debug-toggle').press('Enter');
  // Zoneless change detection renders after the event, so the pressed state is polled, not read once.
  await page.waitForFunction(() => document.querySelector('[data-testid="debug-toggle"]')?.getAttribute('aria-pressed') === 'true', null, {
    timeout: 10_000,
  });
  const injected = page.getByTestId('debug-injected');
  await injected.first().waitFor();
  assert.equal(await injected.count(), 2);
  assert.match(await injected.nth(1).textContent(), /\[CONTEXT: .*Makati/);
  await screenshot(page, '06-debug-drawer');
  assert.deepEqual(await seriousViolations(page), [], 'axe, debug open');
  await page.keyboard.press('Escape');
  await page.getByTestId('debug-drawer').waitFor({ state: 'detached' });
  await context.close();
});

test('works at a small phone width too (360×740)', async () => {
  const { context, page } = await openApp(browser, { viewport: { width: 360, height: 740 } });
  const reply = await ask(page, 'find ramen in Makati');
  assert.ok((await sidewaysOverflow(page)) <= 0, 'no horizontal scrolling');
  assert.ok(await onScreen(reply), 'the reply is on screen');
  assert.ok(await page.getByTestId('send-button').isVisible());
  await screenshot(page, '07-phone-small');
  await context.close();
});
