// The HMAC keys for what the server signs: a list, so a key can be rotated without logging everyone out.

/** Used only when CONTEXT_SIGNING_KEY is unset (emulator, tests); never secret, and logged as such. */
export const DEV_SIGNING_KEY = 'concierge-dev-signing-key-not-secret';
const MIN_KEY_CHARS = 32;

export interface SigningKeys {
  /** Signs with keys[0]; verifies with any of them. */
  keys: readonly string[];
  dev: boolean;
}

/** `CONTEXT_SIGNING_KEY` holds one key or several separated by commas or newlines, the signing key first. */
export function parseSigningKeys(secret: string | undefined): SigningKeys {
  const keys = (secret ?? '')
    .split(/[,\n]/)
    .map((key) => key.trim())
    .filter(Boolean);
  if (!keys.length) return { keys: [DEV_SIGNING_KEY], dev: true };
  const short = keys.find((key) => key.length < MIN_KEY_CHARS);
  if (short !== undefined) throw new Error(`CONTEXT_SIGNING_KEY: every key needs at least ${MIN_KEY_CHARS} characters`);
  return { keys, dev: false };
}
