// Calls a callable function's HTTP handler in-process, the way the Firebase client SDK would (non-streaming).
import { EventEmitter } from 'node:events';

export interface CallableHttpResult {
  status: number;
  body: unknown;
}

type HttpHandler = (req: never, res: never) => unknown;

export function callOverHttp(handler: HttpHandler, data: unknown): Promise<CallableHttpResult> {
  return new Promise((resolve) => {
    const body = { data };
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://localhost:5000' };
    const req = Object.assign(new EventEmitter(), {
      method: 'POST',
      url: '/',
      headers,
      body,
      rawBody: Buffer.from(JSON.stringify(body)),
      header: (name: string) => headers[name.toLowerCase()],
      get: (name: string) => headers[name.toLowerCase()],
    });
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      headers: {} as Record<string, unknown>,
      setHeader(key: string, value: unknown) {
        res.headers[key.toLowerCase()] = value;
      },
      getHeader: (key: string) => res.headers[key.toLowerCase()],
      status(code: number) {
        res.statusCode = code;
        return res;
      },
      send(payload: unknown) {
        resolve({ status: res.statusCode, body: payload });
        res.emit('finish');
        return res;
      },
      json: (payload: unknown) => res.send(payload),
      end: (payload?: unknown) => res.send(payload),
    });
    void handler(req as never, res as never);
  });
}
