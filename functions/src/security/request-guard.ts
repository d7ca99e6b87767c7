// Checks the raw request before firebase-functions decodes it: its decoder throws (a 500) on `@type` keys and deep nesting.
import * as logger from 'firebase-functions/logger';

/** The largest legitimate request: 20 turns of 8,000 characters, mostly multi-byte, plus the context. */
export const MAX_REQUEST_BYTES = 512 * 1024;
/** The contract nests 6 levels deep ({data:{context:{recentVenues:[{...}]}}}); anything far deeper is not ours. */
export const MAX_JSON_DEPTH = 16;

export interface GuardableRequest {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  rawBody?: Buffer | string;
}

interface GuardableResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body: string): unknown;
}

/** Why the request is refused, naming the field where there is one; null when it may go on to the callable. */
export function checkRequest(req: GuardableRequest): string | null {
  if (req.method !== 'POST') return null; // Preflight and wrong methods: firebase-functions answers those itself.
  const declared = Number(header(req, 'content-length'));
  if (declared > MAX_REQUEST_BYTES) return `request: body of ${declared} bytes is over the limit of ${MAX_REQUEST_BYTES}`;
  const contentType = (header(req, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (contentType !== 'application/json') return 'request: Content-Type must be application/json';
  const raw = rawText(req);
  if (raw === null) return 'request: body is missing';
  if (raw === undefined) return 'request: body is not valid UTF-8';
  if (Buffer.byteLength(raw) > MAX_REQUEST_BYTES) return `request: body is over the limit of ${MAX_REQUEST_BYTES} bytes`;
  if (nestingDepth(raw) > MAX_JSON_DEPTH) return `request: JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'request: body is not valid JSON';
  }
  if (!isRecord(parsed) || !('data' in parsed) || Object.keys(parsed).length !== 1) return 'request: body must be {"data": ...}';
  const problem = findBadValue(parsed.data, '');
  if (problem) return problem;
  req.body = parsed; // What the callable decodes is exactly what was checked.
  return null;
}

/** The callable answered with `invalid-argument` for a request `checkRequest` refuses; everything else goes through. */
export function guardCallable<F extends (req: never, res: never) => unknown>(callable: F): F {
  const guarded = (req: GuardableRequest, res: GuardableResponse) => {
    const problem = checkRequest(req);
    if (!problem) return callable(req as never, res as never);
    logger.warn('request refused before decoding', { problem });
    refuse(req, res, problem);
    return Promise.resolve();
  };
  // __endpoint, __trigger (a getter), run and stream: what firebase-tools and tests read from the export.
  for (const key of Reflect.ownKeys(callable)) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    Object.defineProperty(guarded, key, Object.getOwnPropertyDescriptor(callable, key)!);
  }
  return guarded as unknown as F;
}

/** The same body a callable error has, so the Firebase client SDK reports `functions/invalid-argument` and the message. */
function refuse(req: GuardableRequest, res: GuardableResponse, message: string): void {
  const origin = header(req, 'origin');
  // The callable is `cors: true`, which reflects the origin; a refusal must be readable by the same page.
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  res.statusCode = 400;
  const body = JSON.stringify({ error: { status: 'INVALID_ARGUMENT', message } });
  // A streaming client reads only server-sent events, as firebase-functions writes its own errors to it.
  if (header(req, 'accept') === 'text/event-stream') {
    res.setHeader('Content-Type', 'text/event-stream');
    res.end(`data: ${body}\n\n`);
  } else {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(body);
  }
}

function header(req: GuardableRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text as sent (undefined when it is not UTF-8): the framework keeps the bytes in rawBody. */
function rawText(req: GuardableRequest): string | null | undefined {
  const bytes = req.rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
  if (bytes !== undefined) {
    if (typeof bytes === 'string') return bytes;
    try {
      return utf8.decode(bytes);
    } catch {
      return undefined;
    }
  }
  if (typeof req.body === 'string') return req.body;
  if (req.body === undefined) return null;
  try {
    return JSON.stringify(req.body) ?? null;
  } catch {
    return null; // Only a body too deep to serialise gets here.
  }
}

/** The deepest nesting of arrays and objects in JSON text, counted without parsing (strings skipped). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** A key firebase-functions' decoder would act on, or a number JSON cannot carry back (1e999 parses to Infinity). */
function findBadValue(value: unknown, path: string): string | null {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path || 'request'}: numbers must be finite`;
  if (typeof value === 'string') return isWellFormed(value) ? null : `${path || 'request'}: text is not well-formed Unicode`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findBadValue(value[i], at(i));
      if (problem) return problem;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  for (const [key, member] of Object.entries(value)) {
    if (key === '@type') return `${at(key)}: a key named @type is not accepted`;
    if (!isWellFormed(key)) return `${path || 'request'}: a key is not well-formed Unicode`;
    const problem = findBadValue(member, at(key));
    if (problem) return problem;
  }
  return null;
}

/** No lone surrogate (String.prototype.isWellFormed, which this TypeScript lib does not declare yet). */
function isWellFormed(text: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
