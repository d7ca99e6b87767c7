// HMAC-SHA256 signatures over what the server returned (context, model replies): the client keeps them, cannot forge them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from './canonical-json';
import type { SigningKeys } from './signing-keys';

/** What is signed says what it is, so a reply's signature can never pass for a context's. */
type Signed = { kind: 'context'; context: unknown } | { kind: 'reply'; sessionId: string; content: string };

const VERSION = 'v1.';

function mac(key: string, payload: Signed): string {
  return createHmac('sha256', key).update(canonicalJson(payload)).digest('base64url');
}

export function sign(keys: SigningKeys, payload: Signed): string {
  return VERSION + mac(keys.keys[0], payload);
}

export function verify(keys: SigningKeys, payload: Signed, signature: string | undefined | null): boolean {
  if (typeof signature !== 'string' || !signature.startsWith(VERSION)) return false;
  const given = Buffer.from(signature.slice(VERSION.length));
  return keys.keys.some((key) => {
    const expected = Buffer.from(mac(key, payload));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export const signContext = (keys: SigningKeys, context: unknown) => sign(keys, { kind: 'context', context });
export const verifyContext = (keys: SigningKeys, context: unknown, signature: string | undefined | null) =>
  verify(keys, { kind: 'context', context }, signature);
export const signReply = (keys: SigningKeys, sessionId: string, content: string) => sign(keys, { kind: 'reply', sessionId, content });
export const verifyReply = (keys: SigningKeys, sessionId: string, content: string, signature: string | undefined | null) =>
  verify(keys, { kind: 'reply', sessionId, content }, signature);
