// On a phone (390×844): the newest reply stays on screen, the remembered strip opens to a list where every
// item can be removed, the conversations sit in a drawer, nothing overflows sideways, axe finds nothing serious.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PHONE, onScreen, seriousViolations, sidewaysOverflow } from './accessibility.mjs';
import { ask, countOf, launchBrowser, messages, openApp, screenshot, slowDownStream } from './browser-session.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const list = (page) => page.locator('ol.messages');

/** Angular renders after the event, so an attribute is polled until it has the value (or 5 s pass). */
async function attributeOf(locator, name, expected) {
  const deadline = Date.now() + 5000;
  let value = await locator.getAttribute(name);
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await locator.getAttribute(name);
  }
  return value;
}

test('the remembered strip shows a count, opens to a list, and every item can be reached and removed', async () => {
  const { context, page, calls } = await openApp(browser, { viewport: PHONE });
  await ask(page, 'find ramen in Makati');
  await ask(page, 'tell me more about the second one');
  const toggle = page.getByTestId('context-toggle');
  const items = page.getByTestId('context-chip');
  const count = await items.count();
  assert.ok(count >= 5, `location, query, venues and last action remembered (${count})`);
  assert.match(await toggle.textContent(), new RegExp(`Remembered · ${count}`));
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.ok(!(await items.first().isVisible()), 'closed: the list is hidden');
  const header = await page.locator('.app-header').boundingBox();
  const strip = await toggle.boundingBox();
  assert.ok(strip.y + strip.height - header.y <= 130, `header and strip take ${strip.y + strip.height - header.y}px before the chat`);
  await screenshot(page, 'phone-10-strip-closed');

  await toggle.click();
  assert.equal(await attributeOf(toggle, 'aria-expanded', 'true'), 'true');
  const focused = page.locator('[data-testid="context-chip"][data-focus="true"]');
  assert.equal(await focused.count(), 1, 'the venue in focus is marked');
  assert.match(await focused.getAttribute('title'), /in focus/);
  for (const area of await page.locator('[data-testid="context-chip"][data-kind="venue"] .chip-area').allTextContents()) {
    assert.equal(area.trim(), 'Makati', 'each venue shows its city');
  }
  await screenshot(page, 'phone-11-strip-open');
  assert.deepEqual(await seriousViolations(page), [], 'axe, strip open');
  assert.ok((await sidewaysOverflow(page)) <= 0, 'nothing overflows sideways with the strip open');

  // Every item: reached (scrolled into view inside the list), its whole value in its title, and removed.
  // (Removing the venue the last action was about removes that action too.)
  for (let left = count; left > 0; left = await items.count()) {
    const item = items.last();
    await item.scrollIntoViewIfNeeded();
    assert.ok(await onScreen(item, 20), `item ${left} reachable`);
    const label = (await item.locator('.chip-label').textContent()).trim();
    assert.ok((await item.getAttribute('title')).includes(label), `title carries "${label}"`);
    await item.getByTestId('chip-remove').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="context-chip"]').length < n, left, { timeout: 5000 });
  }
  assert.match(await toggle.textContent(), /Remembered · 0/);
  assert.ok(await page.getByTestId('context-empty').isVisible());

  await ask(page, 'how do I get there?');
  // The context goes back as the server signed it; every removal travels as a forget operation it applies.
  const kinds = new Set(calls.at(-1).forget.map((target) => target.kind));
  assert.ok(
    ['location', 'query', 'venue'].every((kind) => kinds.has(kind)),
    `forget sent: ${[...kinds].join(', ')}`,
  );
  await context.close();
});

test('the conversations drawer opens from the header, closes with Escape and returns focus', async () => {
  const { context, page } = await openApp(browser, { viewport: PHONE });
  await ask(page, 'find ramen in Makati');
  await page.getByTestId('new-conversation').click();
  // The new, empty conversation renders after the click; asking before it would count the old one's messages.
  assert.equal(await countOf(messages(page), 0), 0);
  await ask(page, 'museums in Amsterdam');
  const toggle = page.getByTestId('conversations-toggle');
  const items = page.getByTestId('conversation-list-item');
  assert.ok(!(await items.first().isVisible()), 'closed: the list is hidden');
  await toggle.click();
  assert.equal(await attributeOf(toggle, 'aria-expanded', 'true'), 'true');
  assert.equal(await countOf(items, 2), 2);
  assert.ok(await items.first().isVisible());
  await page.waitForFunction(() => document.activeElement?.closest('#conversations-drawer'), null, { timeout: 5000 });
  await screenshot(page, 'phone-20-drawer-open');
  assert.deepEqual(await seriousViolations(page), [], 'axe, drawer open');
  assert.ok((await sidewaysOverflow(page)) <= 0);

  await page.keyboard.press('Escape');
  assert.equal(await attributeOf(toggle, 'aria-expanded', 'false'), 'false');
  assert.ok(await toggle.evaluate((element) => element === document.activeElement), 'focus back on the toggle');

  await toggle.click();
  await items.filter({ hasText: 'find ramen in Makati' }).click();
  await messages(page, 'user').filter({ hasText: 'find ramen in Makati' }).waitFor();
  await items.first().waitFor({ state: 'hidden', timeout: 5000 });
  assert.ok(await onScreen(messages(page, 'model').last()), 'the opened conversation shows its newest reply');
  await context.close();
});

test('while a reply streams, scrolling up stops the following; jump to latest brings the newest reply back', async () => {
  const { context, page } = await openApp(browser, { viewport: PHONE, beforeLoad: (p) => slowDownStream(p, 120) });
  await ask(page, 'find ramen in Makati');
  await ask(page, 'find sushi in Makati');
  assert.equal(await page.getByTestId('jump-to-latest').count(), 0, 'no jump button while following');

  await page.getByTestId('chat-input').fill('find museums in Amsterdam');
  await page.getByTestId('send-button').click();
  await page.locator('[data-testid="message"][data-role="model"][data-status="streaming"] .markdown').waitFor({ timeout: 30_000 });
  await list(page).hover();
  await page.mouse.wheel(0, -5000);
  const jump = page.getByTestId('jump-to-latest');
  await jump.waitFor({ timeout: 5000 });
  await page.locator('[data-testid="message"][data-role="model"][data-status="done"]').nth(2).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
  assert.ok(!(await onScreen(messages(page, 'model').last(), 40, 0)), 'the page did not pull the reader down');
  assert.ok(await list(page).evaluate((element) => element.scrollTop < 50), 'still where the reader scrolled to');
  await screenshot(page, 'phone-30-scrolled-up');

  await jump.click();
  assert.ok(await onScreen(messages(page, 'model').last()), 'the newest reply is on screen after jumping');
  assert.equal(await countOf(jump, 0), 0, 'the jump button goes once following again');
  await screenshot(page, 'phone-31-jumped');
  await context.close();
});

test('debug open on a phone: nothing serious for axe, nothing sideways', async () => {
  const { context, page } = await openApp(browser, { viewport: PHONE });
  await ask(page, 'find ramen in Makati');
  await page.getByTestId('debug-toggle').click();
  await page.getByTestId('debug-drawer').waitFor();
  await screenshot(page, 'phone-40-debug-open');
  assert.deepEqual(await seriousViolations(page), [], 'axe, debug open');
  assert.ok((await sidewaysOverflow(page)) <= 0);
  await context.close();
});

test('every control can be reached with Tab and shows where the focus is', async () => {
  for (const viewport of [PHONE, { width: 1280, height: 860 }]) {
    const { context, page } = await openApp(browser, { viewport });
    await ask(page, 'find ramen in Makati');
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll('button:not([disabled]), a[href], textarea, [tabindex="0"]')]
        .filter((element) => element.getClientRects().length && getComputedStyle(element).visibility !== 'hidden')
        .filter((element) => !element.closest('[hidden]'))
        .map((element) => element.getAttribute('data-testid') ?? element.textContent.trim().slice(0, 30)),
    );
    const reached = [];
    const unmarked = [];
    for (let i = 0; i < controls.length + 5; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const visibleOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const name = element.getAttribute('data-testid') ?? element.textContent.trim().slice(0, 30);
        return { name, marked: visibleOutline || style.boxShadow !== 'none' };
      });
      if (!focus) continue;
      reached.push(focus.name);
      if (!focus.marked) unmarked.push(focus.name);
    }
    for (const control of controls) assert.ok(reached.includes(control), `${control} reachable by Tab at ${viewport.width}px`);
    assert.deepEqual(unmarked, [], `focus is visible at ${viewport.width}px`);
    await context.close();
  }
});

test('venue cards and the chrome use the words of the reply: Dutch for a Dutch question, Tagalog for a Tagalog one', async () => {
  const { context, page } = await openApp(browser, { viewport: PHONE });
  const dutch = await ask(page, 'waar kan ik ramen eten in Makati?');
  assert.match(await dutch.locator('.bubble').textContent(), /Hier zijn \d+ plekken/);
  const card = dutch.getByTestId('venue-card').first();
  assert.match(await card.textContent(), /Prijs: (goedkoop|gemiddeld|duur)/);
  assert.match(await card.locator('a.venue-map').textContent(), /Open in Google Maps.*nieuw tabblad/s);
  // The chrome follows the conversation, not the (English) browser.
  assert.equal(await page.getByTestId('chat-input').getAttribute('placeholder'), 'Vraag het de concierge…');
  assert.equal((await page.getByTestId('send-button').textContent()).trim(), 'Verstuur');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  await screenshot(page, 'phone-50-dutch-cards');

  const tagalog = await ask(page, 'saan pwede kumain ng ramen sa Makati?');
  assert.match(await tagalog.locator('.bubble').textContent(), /Heto ang \d+ lugar/);
  assert.match(await tagalog.getByTestId('venue-card').first().textContent(), /Presyo: (mura|katamtaman|mahal)/);
  assert.match(await tagalog.getByTestId('venue-card').first().locator('a.venue-map').textContent(), /Buksan sa Google Maps/);
  assert.equal(await page.getByTestId('chat-input').getAttribute('placeholder'), 'Magtanong sa concierge…');
  assert.match(await page.getByTestId('context-toggle').textContent(), /Naaalala · \d+/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'tl');
  await context.close();
});
