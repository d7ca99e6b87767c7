import { describe, expect, it } from 'vitest';
import { checkRequest, guardCallable, nestingDepth } from './request-guard';

const post = (rawBody: string | Buffer, contentType = 'application/json') => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  rawBody: typeof rawBody === 'string' ? Buffer.from(rawBody) : rawBody,
});

describe('nestingDepth', () => {
  it.each([
    ['0', 0],
    ['{"a":[1,{"b":2}]}', 3],
    ['{"a":"[[[[{{{{"}', 1],
    ['["\\"[[[["]', 1],
  ])('counts %s as %i levels, ignoring brackets in strings', (text, depth) => {
    expect(nestingDepth(text)).toBe(depth);
  });
});

describe('checkRequest', () => {
  it('passes a well-formed request and hands the parsed body on', () => {
    const req = post('{"data":{"input":"ramen","history":[]}}');
    expect(checkRequest(req)).toBeNull();
    expect((req as { body?: unknown }).body).toEqual({ data: { input: 'ramen', history: [] } });
  });

  it.each([
    ['{"data":{"input":{"@type":"x"}}}', 'input.@type: a key named @type is not accepted'],
    ['{"data":{"history":[{"role":"user","n":1e999}]}}', 'history.0.n: numbers must be finite'],
    ['{"data":{"input":"\\ud800"}}', 'input: text is not well-formed Unicode'],
    [`{"data":${'['.repeat(3700)}${']'.repeat(3700)}}`, 'request: JSON nested deeper than 16 levels'],
    ['NaN', 'request: body is not valid JSON'],
    ['{"data":1,"extra":2}', 'request: body must be {"data": ...}'],
  ])('refuses %s', (body, message) => {
    expect(checkRequest(post(body))).toBe(message);
  });

  it('refuses before parsing: a body over the size limit, bytes that are not UTF-8, another content type', () => {
    expect(checkRequest(post(`{"data":"${' '.repeat(600_000)}"}`))).toBe('request: body is over the limit of 524288 bytes');
    expect(checkRequest(post(Buffer.from([0x7b, 0xff, 0x7d])))).toBe('request: body is not valid UTF-8');
    expect(checkRequest(post('{"data":1}', 'text/plain'))).toBe('request: Content-Type must be application/json');
  });

  it('leaves preflight requests to the callable', () => {
    expect(checkRequest({ method: 'OPTIONS', headers: {} })).toBeNull();
  });
});

describe('guardCallable', () => {
  function refusal(accept?: string) {
    const res = { statusCode: 200, headers: {} as Record<string, string>, body: '' };
    const response = {
      ...res,
      setHeader: (name: string, value: string) => (res.headers[name.toLowerCase()] = value),
      end: (body: string) => (res.body = body),
      set statusCode(code: number) {
        res.statusCode = code;
      },
    };
    const headers = { 'content-type': 'application/json', origin: 'https://app', ...(accept ? { accept } : {}) };
    const req = { ...post('{"data":{"input":{"@type":"x"}}}'), headers };
    let reached = false;
    guardCallable((() => (reached = true)) as (req: never, res: never) => unknown)(req as never, response as never);
    return { ...res, reached };
  }

  it('answers a refused request itself, as JSON the Firebase SDK reads, readable from the calling origin', () => {
    expect(refusal()).toEqual({
      statusCode: 400,
      headers: { 'access-control-allow-origin': 'https://app', vary: 'Origin', 'content-type': 'application/json; charset=utf-8' },
      body: '{"error":{"status":"INVALID_ARGUMENT","message":"input.@type: a key named @type is not accepted"}}',
      reached: false,
    });
  });

  it('answers a streaming client with the error as a server-sent event, the only thing its SDK reads', () => {
    expect(refusal('text/event-stream').body).toBe(
      'data: {"error":{"status":"INVALID_ARGUMENT","message":"input.@type: a key named @type is not accepted"}}\n\n',
    );
  });
});
