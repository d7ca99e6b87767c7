// The Genkit instance and model choice: Gemini when GEMINI_API_KEY is set, the built-in offline model otherwise.
import * as path from 'node:path';
import { googleAI } from '@genkit-ai/google-genai';
import { genkit, type Genkit } from 'genkit';
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
  const name = `googleai/${env.GEMINI_MODEL?.trim() || DEFAULT_GEMINI_MODEL}`;
  return { provider: 'googleai', name, label: name };
}

/** A registered Google AI plugin without a key fails every generate, so it is registered only with a key. */
export function createAi(choice: ModelChoice, env: Env): Genkit {
  const ai = genkit({
    plugins: choice.provider === 'googleai' ? [googleAI({ apiKey: env.GEMINI_API_KEY?.trim() })] : [],
    promptDir: PROMPT_DIR,
    model: choice.name,
  });
  defineOfflineModel(ai, offlineModelOptionsFromEnv(env));
  return ai;
}

/** OFFLINE_STREAM_DELAY_MS: the pause between streamed chunks, so a person sees the reply arrive (default 15). */
export function offlineModelOptionsFromEnv(env: Env): OfflineModelOptions {
  const delay = Number(env.OFFLINE_STREAM_DELAY_MS ?? 15);
  return { chunkDelayMs: Number.isFinite(delay) && delay >= 0 ? Math.min(delay, 1000) : 15 };
}
