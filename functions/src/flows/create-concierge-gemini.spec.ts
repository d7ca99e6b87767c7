// The real Gemini path, offline: the Google AI plugin talks HTTP to a fake Gemini server (GEMINI_BASE_URL).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpsError } from 'firebase-functions/https';
import type { ConciergeOutput, Turn } from '../contract/concierge-contract';
import { APOLOGY } from '../models/gemini-model';
import { lastUserText, offlineReply, startFakeGemini, type FakeGemini, type FakeGeminiOptions } from '../testing/fake-gemini-server';
import { createConcierge } from './create-concierge';
import { SIGNED_IN, signedFollowUp } from '../security/testing/sign-as-server';

const NOW = () => Date.UTC(2026, 10, 21, 10, 0, 0);
const AGENTS = ['foodie', 'eventsGuide', 'dayTrip', 'findAndNavigate'];
let fake: FakeGemini | undefined;

// The plugin logs every failed fetch on stderr; the faults here are on purpose.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function geminiConcierge(options: FakeGeminiOptions = {}, env: Record<string, string> = {}) {
  fake = await startFakeGemini(options);
  const env_ = { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fake.url, GEMINI_TIMEOUT_MS: '2000', ...env };
  return { ...createConcierge({ env: env_, now: NOW }), fake };
}

/** The failure the flow throws, as the callable would send it. */
async function failureOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return { code: (error as HttpsError).code, message: (error as HttpsError).message };
}

// Real HTTP and the plugin's first import: generous on a busy machine.
describe('the Gemini path against a fake Gemini server', { timeout: 20_000 }, () => {
  it('routes through a sub-agent tool and the place tools, with the context line in every request', async () => {
    const { flow, model, fake } = await geminiConcierge({
      check: (request) => {
        if (!lastUserText(request).startsWith('[CONTEXT: ')) throw new Error('request without the context line');
      },
    });

    const { result } = await flow.run({ input: 'find ramen in Makati', history: [] }, SIGNED_IN);

    expect(model.label).toBe('googleai/gemini-2.5-flash');
    expect(fake.failures).toEqual([]);
    expect(fake.requests.map((request) => [request.model, request.apiKey, request.stream])).toEqual(
      Array(4).fill(['gemini-2.5-flash', 'test-key', false]),
    );
    const [concierge, subAgent, subAgentAnswer, conciergeAnswer] = fake.requests;
    expect(concierge.tools).toEqual(AGENTS);
    expect(subAgent.tools).toEqual(['searchPlaces', 'placeDetails', 'getDirections', 'placeFact', 'placeDistance']);
    expect(subAgentAnswer.body.contents.at(-1)?.parts[0].functionResponse?.name).toBe('searchPlaces');
    expect(conciergeAnswer.body.contents.at(-1)?.parts[0].functionResponse?.name).toBe('foodie');
    expect(lastUserText(concierge)).toBe('[CONTEXT: location: Makati | query: ramen]\nfind ramen in Makati');
    expect(result.debug).toMatchObject({ agent: 'foodie', model: 'googleai/gemini-2.5-flash', engineError: null });
    expect(result.venues.length).toBeGreaterThan(1);
    expect(result.reply).toContain(`${result.venues.length} places for ramen in Makati`);
  });

  it('sends the history the engine chose, and only that, before the context line', async () => {
    const { flow, fake } = await geminiConcierge();
    const first = (await flow.run({ input: 'find ramen in Makati', history: [] }, SIGNED_IN)).result;
    const history: Turn[] = [
      { role: 'user', content: 'find ramen in Makati' },
      { role: 'model', content: first.reply },
    ];
    const sent = fake.requests.length;

    const { result } = await flow.run({ input: 'tell me more about the second one', ...signedFollowUp(first, history) }, SIGNED_IN);

    const chosen = result.debug.historySent.map((pick) => history[pick.index].content);
    expect(chosen.length).toBeGreaterThan(0);
    for (const request of fake.requests.slice(sent)) {
      const texts = request.body.contents.map((content) => content.parts.map((part) => part.text ?? '').join(''));
      expect(texts.slice(0, chosen.length)).toEqual(chosen);
      expect(texts[chosen.length]).toMatch(/^\[CONTEXT: .*referring to: /);
    }
    expect(result.venues.map((venue) => venue.placeId)).toEqual([first.venues[1].placeId]);
  });

  it('streams the reply when the caller streams, and asks Gemini to stream only the concierge', async () => {
    const { flow, fake } = await geminiConcierge();

    const { stream, output } = flow.stream({ input: 'find ramen in Makati', history: [] }, SIGNED_IN);
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push((chunk as { text: string }).text);
    const result = (await output) as ConciergeOutput;

    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(result.reply);
    expect(fake.requests.map((request) => request.stream)).toEqual([true, false, false, true]);
  });
});

describe('Gemini faults', { timeout: 20_000 }, () => {
  const error = (httpStatus: number, status: string) => () => ({ kind: 'error' as const, httpStatus, status, message: status });

  it.each([
    [429, 'RESOURCE_EXHAUSTED', 'resource-exhausted'],
    [500, 'INTERNAL', 'unavailable'],
    [503, 'UNAVAILABLE', 'unavailable'],
  ])('answers a lasting %i with %s after exactly one retry', async (httpStatus, status, code) => {
    const { flow, fake } = await geminiConcierge({ respond: error(httpStatus, status) });

    const failure = await failureOf(flow.run({ input: 'find ramen in Makati', history: [] }, SIGNED_IN));

    expect(failure.code).toBe(code);
    expect(fake.requests).toHaveLength(2);
  });

  it('recovers when the retry succeeds', async () => {
    const { flow, fake } = await geminiConcierge({
      respond: (request, index) => (index === 0 ? error(503, 'UNAVAILABLE')() : offlineReply(request)),
    });

    const { result } = await flow.run({ input: 'find ramen in Makati', history: [] }, SIGNED_IN);

    expect(result.debug.agent).toBe('foodie');
    expect(fake.requests).toHaveLength(5);
  });

  it('gives up on a silent Gemini after the per-call timeout, without a retry, as deadline-exceeded', async () => {
    const { flow, fake } = await geminiConcierge({ respond: () => ({ kind: 'hang' }) }, { GEMINI_TIMEOUT_MS: '150' });

    const failure = await failureOf(flow.run({ input: 'find ramen in Makati', history: [] }, SIGNED_IN));

    expect(failure.code).toBe('deadline-exceeded');
    expect(fake.requests).toHaveLength(1);
    await expect.poll(() => fake.closedEarly.length).toBe(1);
  });

  it('maps a refused connection (a plain "Failed to fetch" Error from the plugin) to unavailable', async () => {
    const { flow, fake } = await geminiConcierge();
    await fake.close();

    const failure = await failureOf(flow.run({ input: 'find ramen in Makati', history: [] }, SIGNED_IN));

    expect(failure.code).toBe('unavailable');
  });

  it.each([
    ['a safety block of the answer', { kind: 'finish', finishReason: 'SAFETY' } as const, 1],
    ['a blocked prompt', { kind: 'block-prompt' } as const, 1],
    ['a malformed function call, asked once more', { kind: 'finish', finishReason: 'MALFORMED_FUNCTION_CALL' } as const, 2],
  ])('answers %s with a short apology, so the turn completes', async (_name, reply, requests) => {
    const { flow, fake } = await geminiConcierge({ respond: () => reply });

    const { result } = await flow.run({ input: 'find ramen in Makati', history: [] }, SIGNED_IN);

    expect(result.reply).toBe(APOLOGY);
    expect(result.context.sessionId).toBeTruthy();
    expect(fake.requests).toHaveLength(requests);
  });
});

describe('stopping', { timeout: 20_000 }, () => {
  it('closes the Gemini connection and sends no further request when the caller aborts', async () => {
    const { flow, fake } = await geminiConcierge({ respond: () => ({ kind: 'hang' }) }, { GEMINI_TIMEOUT_MS: '5000' });
    const controller = new AbortController();

    const run = flow.run({ input: 'find ramen in Makati', history: [] }, { ...SIGNED_IN, abortSignal: controller.signal });
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    await run.catch(() => undefined);

    await expect.poll(() => fake.closedEarly.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.requests).toHaveLength(1);
  });
});
