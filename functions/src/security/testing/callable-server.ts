// Serves a callable the way Cloud Run's Node.js runtime does, on loopback: one process, N requests at a time.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Cloud Run and the Functions Framework refuse bodies over 32 MB before any code runs. */
const FRAMEWORK_BODY_LIMIT = 32 * 1024 * 1024;

export interface CallableServer {
  url: string;
  close(): Promise<void>;
}

type Handler = (req: never, res: never) => unknown;

/**
 * Like the Functions Framework: the raw bytes in `rawBody`, JSON in `body` when it parses, the express-style
 * `header()`, `status()` and `send()` that firebase-functions uses. Unlike it, a body that does not parse
 * reaches the handler as text (the framework answers those itself with a 400 page of its own).
 */
export async function startCallableServer(handler: Handler, options: { concurrency?: number } = {}): Promise<CallableServer> {
  const concurrency = options.concurrency ?? 80;
  let running = 0;
  const waiting: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const start = () => {
      running++;
      res.on('close', () => {
        running--;
        waiting.shift()?.();
      });
      void serve(handler, req, res);
    };
    if (running < concurrency) start();
    else waiting.push(start);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // keep-alive sockets would hold close() open
      }),
  };
}

async function serve(handler: Handler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= FRAMEWORK_BODY_LIMIT) chunks.push(chunk);
  }
  if (size > FRAMEWORK_BODY_LIMIT) {
    res.writeHead(413).end('Payload Too Large');
    return;
  }
  const rawBody = Buffer.concat(chunks);
  let body: unknown = rawBody.length ? rawBody.toString() : undefined;
  try {
    if (typeof body === 'string' && /json/i.test(req.headers['content-type'] ?? '')) body = JSON.parse(body);
  } catch {
    // Left as text: see the note on startCallableServer.
  }
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  Object.assign(req, { rawBody, body, header, get: header });
  const response = Object.assign(res, {
    status(code: number) {
      res.statusCode = code;
      return response;
    },
    send(payload: unknown) {
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) return res.end(payload);
      if (!res.getHeader('content-type')) res.setHeader('content-type', 'application/json; charset=utf-8');
      return res.end(JSON.stringify(payload));
    },
    json: (payload: unknown) => response.send(payload),
  });
  try {
    await handler(req as never, response as never);
  } catch {
    if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
  }
}
