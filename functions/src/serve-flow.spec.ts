// The callable over real HTTP: streaming as the Firebase SDK asks for it, and Stop reaching the model call.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConcierge } from './flows/create-concierge';
import { emulatorAuthHeaders } from './security/testing/emulator-tokens';
import { serveFlow } from './serve-flow';
import { startFakeGemini, type FakeGemini } from './testing/fake-gemini-server';

vi.hoisted(() => {
  // As on the emulator: tokens are decoded, not verified (firebase-functions reads this once, on import).
  process.env.FIREBASE_DEBUG_MODE = 'true';
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ skipTokenVerification: true });
});

const NOW = () => Date.UTC(2026, 10, 21, 10, 0, 0);
let fake: FakeGemini | undefined;
let server: Server | undefined;

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await fake?.close();
  server = fake = undefined;
});

/** The callable behind an HTTP server, its flow talking to a fake Gemini that streams one piece every `delayMs`. */
async function serve(delayMs: number): Promise<{ url: string; fake: FakeGemini }> {
  fake = await startFakeGemini({ chunkDelayMs: delayMs });
  const { flow } = createConcierge({ env: { GEMINI_API_KEY: 'k', GEMINI_BASE_URL: fake.url }, now: NOW });
  const callable = serveFlow({ cors: true }, 'conciergeAgentFlow', () => flow);
  const app = express();
  app.use(express.json());
  app.post('/', (req, res) => void callable(req as never, res as never));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, fake };
}

function call(url: string, data: unknown, init: { stream: boolean; signal?: AbortSignal }) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...emulatorAuthHeaders('serve-flow-user'),
      ...(init.stream ? { accept: 'text/event-stream' } : {}),
    },
    body: JSON.stringify({ data }),
    signal: init.signal,
  });
}

describe('serveFlow', { timeout: 30_000 }, () => {
  it('marks the endpoint as the Genkit flow it serves', () => {
    const callable = serveFlow({}, 'conciergeAgentFlow', () => {
      throw new Error('not built at definition');
    });

    expect(callable.__endpoint.callableTrigger).toEqual({ genkitAction: 'conciergeAgentFlow' });
  });

  it('streams the reply as server-sent events, then the result', async () => {
    const { url } = await serve(0);

    const body = await (await call(url, { input: 'find ramen in Makati', history: [] }, { stream: true })).text();

    const events = body
      .split('\n\n')
      .filter(Boolean)
      .map((event) => JSON.parse(event.replace(/^data: /, '')));
    const chunks = events.filter((event) => event.message).map((event) => event.message.text as string);
    const result = events.at(-1).result as { reply: string };
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(result.reply);
  });

  it('stops the Gemini call and sends no further request when the client aborts mid-stream', async () => {
    const { url, fake } = await serve(40);
    const controller = new AbortController();

    const response = await call(url, { input: 'find ramen in Makati', history: [] }, { stream: true, signal: controller.signal });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    controller.abort();

    expect(first).toMatch(/^data: \{"message":\{"text":/);
    await expect.poll(() => fake.closedEarly.length).toBe(1);
    expect(fake.closedEarly[0]).toBe(fake.requests.at(-1));
    const sent = fake.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.requests).toHaveLength(sent);
  });
});
