import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { signContext, signReply, verifyContext, verifyReply } from './signed-state';
import { DEV_SIGNING_KEY, parseSigningKeys } from './signing-keys';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(32);
const context = { sessionId: 's1', location: 'Makati', focus: { placeId: 'p1', name: 'Nagi' } };

describe('canonicalJson', () => {
  it('writes the same text whatever the key order, leaving undefined members out', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: undefined }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"f":2}]},"b":1}');
    expect(canonicalJson({ a: { c: null, d: [1, { f: 2 }] }, b: 1 })).toBe('{"a":{"c":null,"d":[1,{"f":2}]},"b":1}');
  });

  it('orders integer-like, upper-case and non-ASCII keys by code unit, and writes undefined array items as null', () => {
    const value = { é: 'x', b: [undefined, 'q"uote'], '10': 1, '9': 2, B: true, a: -0.5 };
    expect(canonicalJson(value)).toBe('{"10":1,"9":2,"B":true,"a":-0.5,"b":[null,"q\\"uote"],"é":"x"}');
  });

  it('writes what JSON.parse reads back to an equal value', () => {
    const value = { sessionId: 's1', recentVenues: [{ name: 'Nagi', rating: 4.5, turn: 0 }], focus: null, n: [1, [2, []], {}] };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
  });
});

describe('signed context and replies', () => {
  it('verifies what it signed, with its keys in any order', () => {
    const keys = parseSigningKeys(NEW);
    const reordered = { focus: { name: 'Nagi', placeId: 'p1' }, location: 'Makati', sessionId: 's1' };
    expect(verifyContext(keys, reordered, signContext(keys, context))).toBe(true);
  });

  it('refuses an edited context, a missing signature and another key', () => {
    const keys = parseSigningKeys(NEW);
    const signature = signContext(keys, context);
    expect(verifyContext(keys, { ...context, location: 'Paris' }, signature)).toBe(false);
    expect(verifyContext(keys, context, undefined)).toBe(false);
    expect(verifyContext(keys, context, `${signature.slice(0, -1)}A`)).toBe(false);
    expect(verifyContext(parseSigningKeys(OLD), context, signature)).toBe(false);
  });

  it('rotates: signs with the first key and still accepts what the older key signed', () => {
    const before = signContext(parseSigningKeys(OLD), context);
    const rotated = parseSigningKeys(`${NEW},${OLD}`);
    expect(verifyContext(rotated, context, before)).toBe(true);
    expect(signContext(rotated, context)).toBe(signContext(parseSigningKeys(NEW), context));
  });

  it('never takes a reply signature for a context one, or a reply of one session for another', () => {
    const keys = parseSigningKeys(NEW);
    const reply = signReply(keys, 's1', 'Hello');
    expect(verifyReply(keys, 's1', 'Hello', reply)).toBe(true);
    expect(verifyReply(keys, 's2', 'Hello', reply)).toBe(false);
    expect(verifyReply(keys, 's1', 'Hello!', reply)).toBe(false);
    expect(verifyContext(keys, { kind: 'reply', sessionId: 's1', content: 'Hello' }, reply)).toBe(false);
  });
});

describe('parseSigningKeys', () => {
  it('falls back to the fixed development key, flagged, when the secret is empty', () => {
    expect(parseSigningKeys(undefined)).toEqual({ keys: [DEV_SIGNING_KEY], dev: true });
    expect(parseSigningKeys(' ,\n')).toEqual({ keys: [DEV_SIGNING_KEY], dev: true });
  });

  it('reads several keys separated by commas or newlines and refuses a short one', () => {
    expect(parseSigningKeys(`${NEW}\n${OLD}`)).toEqual({ keys: [NEW, OLD], dev: false });
    expect(() => parseSigningKeys(`${NEW},short`)).toThrow('CONTEXT_SIGNING_KEY: every key needs at least 32 characters');
  });
});
