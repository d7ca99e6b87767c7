// Assembles the app: one `ai`, the chosen model, place search, the tools and the flow.
import type { Genkit } from 'genkit';
import { chooseModel, createAi, offlineModelOptionsFromEnv, tracesHaveADestination, type Env, type ModelChoice } from '../genkit';
import { defineOfflineModel, OFFLINE_MODEL_NAME } from '../models/offline-model';
import { createPlaceSearch } from '../places/create-place-search';
import type { PlaceSearch } from '../places/place-search';
import type { EngineConfig } from '../context/context-engine';
import { envWithSecrets } from './api-key-secrets';
import { defineConciergeAgentFlow, type ConciergeEngine } from './concierge-agent-flow';

export { API_KEY_SECRETS, envWithSecrets, SECRET_LOCAL, secretsToBind } from './api-key-secrets';
import * as logger from 'firebase-functions/logger';
import { createRateLimiter, rateLimitsFromEnv } from '../security/rate-limiter';
import { parseSigningKeys, type SigningKeys } from '../security/signing-keys';

export interface ConciergeOptions {
  /** Defaults to process.env. */
  env?: Env;
  /** A prepared instance (tests): its models are the caller's; without `model` the offline model is added. */
  ai?: Genkit;
  model?: string;
  placeSearch?: PlaceSearch;
  engine?: ConciergeEngine;
  now?: () => number;
}

/** CONCIERGE_TOKEN_BUDGET overrides the engine's budget for history plus the context line. */
export function engineConfigFromEnv(env: Env): Partial<EngineConfig> {
  const budget = Number(env.CONCIERGE_TOKEN_BUDGET);
  return Number.isInteger(budget) && budget >= 100 ? { tokenBudget: budget } : {};
}

/** Reads the model, Places and signing keys, base URLs and the rate limits from `env` unless the parts are injected. */
export function createConcierge(options: ConciergeOptions = {}) {
  const env = options.env ?? process.env;
  const chosen = chooseModel(env);
  let ai: Genkit;
  let model: ModelChoice;
  if (!options.ai) {
    ai = createAi(chosen, env);
    model = chosen;
  } else if (options.model) {
    ai = options.ai;
    model = { provider: 'offline', name: options.model, label: options.model === OFFLINE_MODEL_NAME ? 'offline' : options.model };
  } else {
    ai = options.ai;
    defineOfflineModel(ai, offlineModelOptionsFromEnv(env));
    model = { provider: 'offline', name: OFFLINE_MODEL_NAME, label: 'offline' };
  }
  const placeSearch =
    options.placeSearch ??
    createPlaceSearch({
      googlePlacesApiKey: env.GOOGLE_PLACES_API_KEY?.trim() || undefined,
      googlePlacesBaseUrl: env.GOOGLE_PLACES_BASE_URL?.trim() || undefined,
      now: options.now ? () => new Date(options.now!()) : undefined,
    });
  const flow = defineConciergeAgentFlow({
    ai,
    model: model.name,
    modelLabel: model.label,
    placeSearch,
    engine: options.engine,
    engineConfig: engineConfigFromEnv(env),
    now: options.now,
    // CONTEXT_SIGNING_KEY is read per call: a bound secret is in the environment only at run time.
    signingKeys: signingKeysFrom(() => env.CONTEXT_SIGNING_KEY, env),
    rateLimiter: createRateLimiter(rateLimitsFromEnv(env)),
    traceSteps: tracesHaveADestination(env),
  });
  return { ai, model, placeSearch, flow };
}

export type Concierge = ReturnType<typeof createConcierge>;

/**
 * The concierge built on first use, so keys bound as secrets are read at call time, never at import (where a
 * deploy would see none); later calls get the same instance.
 */
export function lazyConcierge(options: () => ConciergeOptions = () => ({ env: envWithSecrets() })): () => Concierge {
  let concierge: Concierge | undefined;
  return () => (concierge ??= createConcierge(options()));
}

/** Parses the keys once per distinct value; the fixed dev key is allowed only off Cloud Run, and logged. */
function signingKeysFrom(secret: () => string | undefined, env: Env): () => SigningKeys {
  let seen: { value: string | undefined; keys: SigningKeys } | null = null;
  return () => {
    const value = secret();
    const last = seen;
    if (last && last.value === value) return last.keys;
    const keys = parseSigningKeys(value);
    if (keys.dev) {
      if (env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true') throw new Error('CONTEXT_SIGNING_KEY is not set on Cloud Run');
      logger.warn('CONTEXT_SIGNING_KEY is not set: signing with the fixed development key (emulator and tests only)');
    }
    seen = { value, keys };
    return keys;
  };
}
