// Shared by the e2e tests: one headless Debian chromium, a fresh browser context per test, and helpers
// that read the app only through its data-testid hooks (docs/test-ids.md).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5002';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCREENSHOTS = path.join(ROOT, 'artifacts', 'screenshots');
/** Offline replies stream with small delays; the emulator's first call also starts the function. */
export const REPLY_TIMEOUT_MS = 30_000;
export const FUNCTION_URL_PART = 'conciergeAgentFlow';

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_BIN ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A new browser context (empty storage) with the app open; `calls` collects the `data` of every request
 * to the function, as sent, so tests can check what the client remembered and forgot.
 */
export async function openApp(browser, { viewport = { width: 1280, height: 860 }, beforeLoad } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const calls = [];
  watchCalls(page, calls);
  if (beforeLoad) await beforeLoad(page);
  await page.goto(BASE_URL);
  await page.getByTestId('chat-input').waitFor();
  return { context, page, calls };
}

export function watchCalls(page, calls) {
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(FUNCTION_URL_PART)) calls.push(JSON.parse(request.postData() ?? '{}').data);
  });
}

export function messages(page, role) {
  return page.locator(role ? `[data-testid="message"][data-role="${role}"]` : '[data-testid="message"]');
}

/** Types a message, sends it with the button and waits until no reply is pending. */
export async function ask(page, text) {
  const before = await messages(page, 'user').count();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('send-button').click();
  // Wait for the new message to render first, or "idle" could be read before the send even showed.
  await messages(page, 'user').nth(before).waitFor();
  await waitForIdle(page);
  return messages(page, 'model').last();
}

export async function waitForIdle(page) {
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="message"][data-status="pending"], [data-testid="message"][data-status="streaming"]'),
    null,
    { timeout: REPLY_TIMEOUT_MS },
  );
}

/** Angular renders after the event that changed state, so counts are polled rather than read once. */
export async function countOf(locator, expected, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  let count = await locator.count();
  while (count !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    count = await locator.count();
  }
  return count;
}

export async function chips(page) {
  return page
    .getByTestId('context-chip')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ kind: node.getAttribute('data-kind'), label: node.querySelector('.chip-label')?.textContent?.trim() })),
    );
}

/** What the user sees in the viewport; `fullPage` for narrow layouts where the page itself scrolls. */
export async function screenshot(page, name, { fullPage = false } = {}) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** A valid function result for tests that fake the server's answer. */
export function fakeOutput(reply, overrides = {}) {
  return {
    reply,
    venues: [],
    contextSignature: 'v1.fake',
    replySignature: 'v1.fake-reply',
    contextStatus: 'new',
    context: {
      sessionId: 'fake-session',
      location: null,
      searchQuery: null,
      recentVenues: [],
      alternatives: [],
      focus: null,
      lastAction: null,
      userTurns: 1,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    },
    debug: {
      injected: '',
      injectedTokens: 0,
      historyTokens: 0,
      historySent: [],
      historyReason: 'faked by the test',
      resolved: null,
      agent: null,
      model: 'offline',
      engineError: null,
    },
    ...overrides,
  };
}

/** Answers the callable the way a streaming callable does: server-sent events, chunks then the result. */
export function fulfillStream(route, { chunks = [], result }) {
  const lines = [...chunks.map((text) => ({ message: { text } })), { result }].map((event) => `data: ${JSON.stringify(event)}\n\n`);
  return route.fulfill({
    status: 200,
    headers: {
      'content-type': 'text/event-stream',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    },
    body: lines.join(''),
  });
}

/**
 * Replays the function's real server-sent events to the page one event every `delayMs`, so partial text and
 * the stop button can be observed however fast the offline model answers. Install before the page loads.
 */
export function slowDownStream(page, delayMs = 150) {
  return page.addInitScript(
    ({ urlPart, delay }) => {
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await realFetch(input, init);
        const url = typeof input === 'string' ? input : input.url;
        if (!url.includes(urlPart)) return response;
        const events = (await response.text()).split('\n\n').filter((event) => event.trim());
        const signal = init?.signal;
        const body = new ReadableStream({
          async start(controller) {
            for (const event of events) {
              if (signal?.aborted) return controller.error(new DOMException('aborted', 'AbortError'));
              controller.enqueue(new TextEncoder().encode(`${event}\n\n`));
              await new Promise((resolve) => setTimeout(resolve, delay));
            }
            controller.close();
          },
        });
        return new Response(body, { status: response.status, headers: response.headers });
      };
    },
    { urlPart: FUNCTION_URL_PART, delay: delayMs },
  );
}
