// The Genkit instance and model choice: Gemini when GEMINI_API_KEY is set, the built-in offline model otherwise.
import * as path from 'node:path';
import { genkit, type Genkit } from 'genkit';
import { genkitPluginV2, type GenkitPluginV2 } from 'genkit/plugin';
import { disableGenkitOTelInitialization } from 'genkit/tracing';
import { defineGeminiModel, GEMINI_MODEL_NAME, resilienceFromEnv } from './models/gemini-model';
import { defineOfflineModel, OFFLINE_MODEL_NAME, type OfflineModelOptions } from './models/offline-model';

/** Absolute, so prompts load from lib/ and src/ alike, whatever the working directory. */
export const PROMPT_DIR = path.resolve(__dirname, '../prompts');
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

export interface ModelChoice {
  provider: 'googleai' | 'offline';
  /** The model name registered on `ai`. */
  name: string;
  /** What debug.model and the UI label show. */
  label: string;
}

export type Env = Record<string, string | undefined>;

export function chooseModel(env: Env): ModelChoice {
  if (!env.GEMINI_API_KEY?.trim()) return { provider: 'offline', name: OFFLINE_MODEL_NAME, label: 'offline' };
  // The flow calls our resilient wrapper (timeout, one retry, error codes); the label names the real model.
  return { provider: 'googleai', name: GEMINI_MODEL_NAME, label: `googleai/${geminiModelId(env)}` };
}

function geminiModelId(env: Env): string {
  return env.GEMINI_MODEL?.trim() || DEFAULT_GEMINI_MODEL;
}

/** A registered Google AI plugin without a key fails every generate, so it is registered (and loaded) only with a key. */
export function createAi(choice: ModelChoice, env: Env): Genkit {
  if (!tracesHaveADestination(env)) disableGenkitOTelInitialization();
  const plugins = choice.provider === 'googleai' ? [loadGoogleAiPlugin(env)] : [];
  const ai = genkit({ plugins, promptDir: PROMPT_DIR, model: choice.name });
  defineOfflineModel(ai, offlineModelOptionsFromEnv(env));
  if (choice.provider === 'googleai') {
    defineGeminiModel(ai, { target: `googleai/${geminiModelId(env)}`, ...resilienceFromEnv(env) });
  }
  return ai;
}

/**
 * Genkit's OpenTelemetry SDK sends spans only to the Developer UI's telemetry server or to Firebase monitoring; with
 * neither, each call's spans were built, batched and dropped. Then it is not started (`ai.run` steps cost next to nothing).
 */
export function tracesHaveADestination(env: Env): boolean {
  return env.GENKIT_ENV === 'dev' || Boolean(env.GENKIT_TELEMETRY_SERVER?.trim()) || env.ENABLE_FIREBASE_MONITORING === 'true';
}

/**
 * The Google AI plugin, imported on its first use (a generate), so an offline instance never loads it.
 * GEMINI_BASE_URL points it at another server (the tests' fake Gemini).
 */
function loadGoogleAiPlugin(env: Env): GenkitPluginV2 {
  const baseUrl = env.GEMINI_BASE_URL?.trim().replace(/\/+$/, '');
  const options = { apiKey: env.GEMINI_API_KEY?.trim(), ...(baseUrl ? { baseUrl } : {}) };
  let plugin: Promise<GenkitPluginV2> | undefined;
  const load = () => (plugin ??= import('@genkit-ai/google-genai').then(({ googleAI }) => googleAI(options)));
  return genkitPluginV2({
    name: 'googleai',
    init: async () => (await load()).init?.() ?? [],
    resolve: async (actionType, name) => (await load()).resolve?.(actionType, name),
    list: async () => (await load()).list?.() ?? [],
  });
}

/** OFFLINE_STREAM_DELAY_MS: the pause between streamed chunks, so a person sees the reply arrive (default 15). */
export function offlineModelOptionsFromEnv(env: Env): OfflineModelOptions {
  const delay = Number(env.OFFLINE_STREAM_DELAY_MS ?? 15);
  return { chunkDelayMs: Number.isFinite(delay) && delay >= 0 ? Math.min(delay, 1000) : 15 };
}
