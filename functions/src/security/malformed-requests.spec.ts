// The real exported function, served like Cloud Run serves it, answers every malformed request 4xx with a message.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCallableServer, type CallableServer } from './testing/callable-server';
import { skipTokenVerification } from './testing/emulator-tokens';
import { postRaw, type RawAnswer } from './testing/http-client';
import { malformedPayloads, type MalformedPayload } from './testing/malformed-payloads';

vi.hoisted(() => {
  // As on the emulator: tokens are decoded, not verified (firebase-functions reads this once, on import).
  process.env.FIREBASE_DEBUG_MODE = 'true';
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ skipTokenVerification: true });
});

const PARALLEL = 16;

describe('malformed requests to the exported conciergeAgentFlow', () => {
  let server: CallableServer;
  const answers: { payload: MalformedPayload; answer: RawAnswer }[] = [];

  beforeAll(async () => {
    skipTokenVerification();
    vi.stubEnv('GEMINI_API_KEY', '');
    vi.stubEnv('GOOGLE_PLACES_API_KEY', '');
    const { conciergeAgentFlow } = await import('../index');
    server = await startCallableServer(conciergeAgentFlow);
    const payloads = malformedPayloads();
    for (let start = 0; start < payloads.length; start += PARALLEL) {
      const batch = payloads.slice(start, start + PARALLEL);
      // One user per payload, so the per-user limit is not what refuses them.
      const sent = batch.map((payload, i) =>
        postRaw(server.url, payload.body, { contentType: payload.contentType, uid: `fuzz-${start + i}` }),
      );
      (await Promise.all(sent)).forEach((answer, i) => answers.push({ payload: batch[i], answer }));
    }
  }, 240_000);

  afterAll(() => server?.close());

  it('sends at least 1,000 of them, in every class', () => {
    const classes = new Set(answers.map(({ payload }) => payload.class));
    expect(answers.length).toBeGreaterThanOrEqual(1000);
    expect([...classes].sort()).toEqual(['@type', 'depth', 'limits', 'missing', 'non-JSON', 'sizes', 'types', 'unicode']);
  });

  it('answers every one 400 INVALID_ARGUMENT with a JSON message, none 5xx', () => {
    const wrong = answers
      .filter(({ answer }) => {
        const error = (answer.json as { error?: { status?: string; message?: string } } | null)?.error;
        return answer.status !== 400 || error?.status !== 'INVALID_ARGUMENT' || !error.message;
      })
      .map(({ payload, answer }) => `${payload.class} / ${payload.name}: ${answer.status} ${answer.text.slice(0, 120)}`);
    expect(wrong).toEqual([]);
  });

  it('names the field (or the request) in the message', () => {
    const unnamed = answers
      .filter(({ payload }) => payload.mentions)
      .filter(({ payload, answer }) => !JSON.stringify(answer.json).includes(payload.mentions!))
      .map(({ payload, answer }) => `${payload.class} / ${payload.name}: ${JSON.stringify(answer.json).slice(0, 160)}`);
    expect(unnamed).toEqual([]);
  });
});
