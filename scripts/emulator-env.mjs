// Environment and arguments shared by `npm start` and the tests that run on the emulators.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-concierge';
export const HOSTING_URL = 'http://127.0.0.1:5002';
export const FUNCTIONS_ORIGIN = 'http://127.0.0.1:5001';
export const EMULATORS = 'functions,auth,hosting';

export function firebaseBin() {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  if (!existsSync(bin)) throw new Error(`firebase-tools is not installed (${bin}); run npm install first`);
  return bin;
}

/** Offline: no npm look-up by the emulator, no update check, no analytics prompt. */
export function emulatorEnv(extra = {}) {
  return {
    ...process.env,
    npm_config_offline: 'true',
    NO_UPDATE_NOTIFIER: '1',
    NG_CLI_ANALYTICS: 'false',
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
    ...extra,
  };
}

/**
 * The function binds CONTEXT_SIGNING_KEY as a secret; the emulator reads secrets from functions/.secret.local
 * (git-ignored) and otherwise asks Secret Manager, which needs the network. So a local key is made once and kept,
 * and conversations stay verifiable across restarts.
 */
export function ensureEmulatorSecrets() {
  const file = path.join(ROOT, 'functions', '.secret.local');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^CONTEXT_SIGNING_KEY=./m.test(text)) return;
  const line = `CONTEXT_SIGNING_KEY=${randomBytes(32).toString('base64url')}\n`;
  writeFileSync(file, text && !text.endsWith('\n') ? `${text}\n${line}` : `${text}${line}`);
}
