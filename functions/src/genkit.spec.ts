import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseModel, createAi, offlineModelOptionsFromEnv, PROMPT_DIR, tracesHaveADestination } from './genkit';

describe('chooseModel', () => {
  it('uses the offline model when no Gemini key is set', () => {
    expect(chooseModel({})).toEqual({ provider: 'offline', name: 'concierge/offline', label: 'offline' });
  });

  it('treats a blank key as no key', () => {
    expect(chooseModel({ GEMINI_API_KEY: '  ' }).provider).toBe('offline');
  });

  it('uses gemini-2.5-flash through the resilient wrapper when a key is set', () => {
    expect(chooseModel({ GEMINI_API_KEY: 'k' })).toEqual({
      provider: 'googleai',
      name: 'concierge/gemini',
      label: 'googleai/gemini-2.5-flash',
    });
  });

  it('uses GEMINI_MODEL when set', () => {
    expect(chooseModel({ GEMINI_API_KEY: 'k', GEMINI_MODEL: 'gemini-2.5-pro' }).label).toBe('googleai/gemini-2.5-pro');
  });
});

describe('createAi', () => {
  it('finds the prompt files by an absolute path', () => {
    expect(path.isAbsolute(PROMPT_DIR)).toBe(true);
    for (const name of ['concierge', 'foodie', 'events-guide', 'day-trip', 'find-and-navigate', '_context-rules']) {
      expect(existsSync(path.join(PROMPT_DIR, `${name}.prompt`))).toBe(true);
    }
  });

  it('answers with the offline model when no key is set, because no Google AI plugin is registered', async () => {
    const ai = createAi(chooseModel({}), {});

    const response = await ai.generate({ prompt: 'hello' });

    expect(response.text).toBe('What are you looking for: food, events, a day trip, or directions to a place?');
  });

  it('renders the concierge prompt from the prompt folder', async () => {
    const ai = createAi(chooseModel({}), {});

    const rendered = await ai.prompt('concierge').render({ context: '[CONTEXT: location: Makati]', message: 'any ramen?' });

    expect(rendered.messages?.at(-1)).toEqual({ role: 'user', content: [{ text: '[CONTEXT: location: Makati]\nany ramen?' }] });
    expect(rendered.messages?.[0].content[0].text).toContain('RIGHT: context says location: Makati');
  });
});

describe('offlineModelOptionsFromEnv', () => {
  it.each([
    [{}, 15],
    [{ OFFLINE_STREAM_DELAY_MS: '0' }, 0],
    [{ OFFLINE_STREAM_DELAY_MS: '40' }, 40],
    [{ OFFLINE_STREAM_DELAY_MS: 'soon' }, 15],
    [{ OFFLINE_STREAM_DELAY_MS: '99999' }, 1000],
  ])('reads the streaming pause from %j', (env, chunkDelayMs) => {
    expect(offlineModelOptionsFromEnv(env)).toEqual({ chunkDelayMs });
  });
});

describe('tracesHaveADestination', () => {
  it.each([
    [{}, false],
    [{ GENKIT_ENV: 'prod' }, false],
    [{ GENKIT_TELEMETRY_SERVER: '  ' }, false],
    [{ ENABLE_FIREBASE_MONITORING: 'false' }, false],
    [{ GENKIT_ENV: 'dev' }, true],
    [{ GENKIT_TELEMETRY_SERVER: 'http://localhost:4033' }, true],
    [{ ENABLE_FIREBASE_MONITORING: 'true' }, true],
  ])('keeps Genkit tracing for %j: %s', (env, kept) => {
    expect(tracesHaveADestination(env)).toBe(kept);
  });
});
