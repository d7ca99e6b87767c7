// What the user removes from the remembered context is gone from the very next request.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ask, chips, countOf, launchBrowser, openApp, screenshot, waitForIdle } from './browser-session.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('chips appear with the reply and removing one changes the next request', async () => {
  const { context, page, calls } = await openApp(browser);
  assert.ok(await page.getByTestId('context-empty').isVisible(), 'empty state before anything is remembered');
  await ask(page, 'find ramen in Makati');
  const shown = await chips(page);
  assert.deepEqual(
    shown.filter((chip) => chip.kind === 'location' || chip.kind === 'query'),
    [
      { kind: 'location', label: 'Makati' },
      { kind: 'query', label: 'ramen' },
    ],
  );
  await screenshot(page, '10-chips');

  await page.locator('[data-testid="context-chip"][data-kind="location"]').getByTestId('chip-remove').click();
  assert.equal(await countOf(page.locator('[data-testid="context-chip"][data-kind="location"]'), 0), 0);
  const venueChip = page.locator('[data-testid="context-chip"][data-kind="venue"]').first();
  const venueName = (await venueChip.locator('.chip-label').textContent()).trim();
  await venueChip.getByTestId('chip-remove').click();

  await ask(page, 'anything cheaper?');
  // The context goes back as the server signed it; the removals travel as forget operations it applies.
  const { context: sent, forget } = calls.at(-1);
  assert.deepEqual(
    forget.map((target) => target.kind),
    ['location', 'venue'],
  );
  assert.equal(sent.recentVenues.find((venue) => venue.placeId === forget[1].placeId)?.name, venueName);
  assert.equal(await countOf(page.locator('[data-testid="context-chip"][data-kind="location"]'), 0), 0, 'the reply remembers no location');
  await context.close();
});

test('clear context forgets everything, shows the empty state, and sends nothing remembered', async () => {
  const { context, page, calls } = await openApp(browser);
  await ask(page, 'find ramen in Makati');
  await page.getByTestId('clear-context').click();
  assert.equal(await countOf(page.getByTestId('context-chip'), 0), 0);
  assert.ok(await page.getByTestId('context-empty').isVisible());
  await screenshot(page, '11-context-cleared');

  await page.getByTestId('chat-input').fill('how do I get there?');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="message"][data-role="model"]').nth(1).waitFor();
  // Read the chips once the reply is whole: its context arrives with the last part of the stream.
  await waitForIdle(page);
  assert.deepEqual(calls.at(-1).forget, [{ kind: 'all' }]);
  // With nothing remembered, "there" is no place: the reply asks which one, and the only chip says so.
  assert.deepEqual(await chips(page), [{ kind: 'action', label: 'Asked which place' }], 'the reply remembers no place or search');
  await context.close();
});

test('chips can be removed with the keyboard alone', async () => {
  const { context, page } = await openApp(browser);
  await ask(page, 'find ramen in Makati');
  const remove = page.locator('[data-testid="context-chip"][data-kind="query"]').getByTestId('chip-remove');
  assert.match(await remove.getAttribute('aria-label'), /Forget .*ramen/);
  await remove.focus();
  await page.keyboard.press('Enter');
  assert.equal(await countOf(page.locator('[data-testid="context-chip"][data-kind="query"]'), 0), 0);
  await context.close();
});
