// The API keys as Cloud secrets: which to bind to the function, without loading the app (index.ts needs them at
// definition time, when nothing else is loaded yet).
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { defineSecret } from 'firebase-functions/params';
import type { Env } from '../genkit';

/** Bound in the callable's `secrets`; the emulator reads them from functions/.secret.local (absent: offline). */
export const API_KEY_SECRETS = [defineSecret('GEMINI_API_KEY'), defineSecret('GOOGLE_PLACES_API_KEY')];
export const SECRET_LOCAL = path.resolve(__dirname, '../../.secret.local');

/**
 * The secrets to bind. Deployed: both. In the emulator only those with a value in .secret.local: it asks Cloud
 * Secret Manager for any other (and fails, offline); a key typed in the shell still reaches the function.
 */
export function secretsToBind(env: Env = process.env, secretLocal = SECRET_LOCAL): typeof API_KEY_SECRETS {
  if (env.FUNCTIONS_EMULATOR !== 'true') return API_KEY_SECRETS;
  const text = existsSync(secretLocal) ? readFileSync(secretLocal, 'utf8') : '';
  const set = new Set([...text.matchAll(/^[ \t]*([A-Z0-9_]+)[ \t]*=[ \t]*["']?([^"'\s#][^"'\n]*)/gm)].map((match) => match[1]));
  return API_KEY_SECRETS.filter((secret) => set.has(secret.name));
}

/** process.env with the secrets' values, read at call time; an unset secret stays unset (offline) without a warning. */
export function envWithSecrets(): Env {
  const values = API_KEY_SECRETS.map((secret) => [secret.name, process.env[secret.name] === undefined ? undefined : secret.value()]);
  return { ...process.env, ...Object.fromEntries(values) };
}
