import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCallableServer, type CallableServer } from './security/testing/callable-server';
import { emulatorAuthHeaders } from './security/testing/emulator-tokens';
import { postRaw } from './security/testing/http-client';

vi.hoisted(() => {
  // As on the emulator: tokens are decoded, not verified (firebase-functions reads this once, on import).
  process.env.FIREBASE_DEBUG_MODE = 'true';
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ skipTokenVerification: true });
});

describe('conciergeAgentFlow callable', () => {
  let callable: typeof import('./index').conciergeAgentFlow;
  let server: CallableServer;
  const body = (data: unknown) => JSON.stringify({ data });

  beforeAll(async () => {
    vi.stubEnv('GEMINI_API_KEY', '');
    vi.stubEnv('GOOGLE_PLACES_API_KEY', '');
    ({ conciergeAgentFlow: callable } = await import('./index'));
    server = await startCallableServer(callable);
  });

  afterAll(() => server?.close());

  it('is the Genkit flow named conciergeAgentFlow, with App Check enforced and bounded instances', () => {
    expect(callable.__endpoint.callableTrigger).toEqual({ genkitAction: 'conciergeAgentFlow' });
    expect(callable.__endpoint).toMatchObject({
      maxInstances: 10,
      concurrency: 20,
      availableMemoryMb: 512,
      secretEnvironmentVariables: [{ key: 'CONTEXT_SIGNING_KEY' }, { key: 'GEMINI_API_KEY' }, { key: 'GOOGLE_PLACES_API_KEY' }],
    });
  });

  it('answers a bad request with 400 INVALID_ARGUMENT naming the field, not a 500', async () => {
    const response = await postRaw(server.url, body({ input: 'ramen', history: [{ role: 'bot', content: 'x' }] }));

    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: "history.0.role: Invalid enum value. Expected 'user' | 'model', received 'bot'" },
    });
  });

  it('answers a good request with the reply, context, its signature, venues and debug', async () => {
    const response = await postRaw(server.url, body({ input: 'find ramen in Makati', history: [] }));

    expect(response.status).toBe(200);
    type Result = { reply: string; venues: unknown[]; debug: { model: string }; contextSignature: string };
    const { result } = response.json as { result: Result };
    expect(result.reply).toMatch(/\d+ places for ramen/);
    expect(result.venues.length).toBeGreaterThan(0);
    expect(result.debug.model).toBe('offline');
    expect(result.contextSignature).toMatch(/^v1\.[\w-]{43}$/);
  });

  it('refuses a call without an ID token with 401 UNAUTHENTICATED', async () => {
    const { 'x-firebase-appcheck': appCheck } = emulatorAuthHeaders('u');
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-firebase-appcheck': appCheck },
      body: body({ input: 'find ramen in Makati', history: [] }),
    });

    expect([response.status, await response.json()]).toEqual([
      401,
      { error: { status: 'UNAUTHENTICATED', message: 'Sign in first: this call needs a Firebase ID token.' } },
    ]);
  });

  it('refuses a call without an App Check token with 401 UNAUTHENTICATED', async () => {
    const { authorization } = emulatorAuthHeaders('u');
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: body({ input: 'find ramen in Makati', history: [] }),
    });

    expect([response.status, await response.json()]).toEqual([401, { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } }]);
  });

  it('refuses a burst past 20 calls a minute from one user with 429 RESOURCE_EXHAUSTED saying when to retry', async () => {
    const statuses: number[] = [];
    let last: unknown = null;
    for (let i = 0; i < 22; i++) {
      // Invalid on purpose: cheap, and the limit counts every call that reaches the flow.
      const response = await postRaw(server.url, body({ input: 'x', history: 'none' }), { uid: 'burst-user' });
      statuses.push(response.status);
      last = response.json;
    }

    expect(statuses).toEqual([...Array(20).fill(400), 429, 429]);
    expect(last).toMatchObject({ error: { status: 'RESOURCE_EXHAUSTED', message: expect.stringMatching(/try again in \d+ s\.$/) } });
  });
});
