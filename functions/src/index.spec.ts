import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callOverHttp } from './testing/callable-http';

describe('conciergeAgentFlow callable', () => {
  let callable: typeof import('./index').conciergeAgentFlow;

  beforeAll(async () => {
    vi.stubEnv('GEMINI_API_KEY', '');
    vi.stubEnv('GOOGLE_PLACES_API_KEY', '');
    ({ conciergeAgentFlow: callable } = await import('./index'));
  });

  it('is the Genkit flow named conciergeAgentFlow', () => {
    expect(callable.__endpoint.callableTrigger).toEqual({ genkitAction: 'conciergeAgentFlow' });
  });

  it('answers a bad request with 400 INVALID_ARGUMENT naming the field, not a 500', async () => {
    const response = await callOverHttp(callable, { input: 'ramen', history: [{ role: 'bot', content: 'x' }] });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: "history.0.role: Invalid enum value. Expected 'user' | 'model', received 'bot'" },
    });
  });

  it('answers a good request with the reply, context, venues and debug', async () => {
    const response = await callOverHttp(callable, { input: 'find ramen in Makati', history: [] });

    expect(response.status).toBe(200);
    const { result } = response.body as { result: { reply: string; venues: unknown[]; debug: { model: string } } };
    expect(result.reply).toMatch(/\d+ places for ramen/);
    expect(result.venues.length).toBeGreaterThan(0);
    expect(result.debug.model).toBe('offline');
  });
});
