// A fake Gemini API (generativelanguage v1beta) on 127.0.0.1 for tests and for trying the real plugin offline:
// POST /v1beta/models/{model}:generateContent and :streamGenerateContent?alt=sse, answering with the shapes of the
// public API (candidates, functionCall parts, finishReason, usageMetadata, {error:{code,message,status}}).
// By default it thinks with the offline model's rules, so the whole app runs against it; tests script faults.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GenerateRequest, MessageData, Part } from 'genkit';
import { chunkText, respondOffline } from '../models/offline-model';

export interface GeminiPart {
  text?: string;
  functionCall?: { name: string; args?: Record<string, unknown>; id?: string };
  functionResponse?: { name: string; id?: string; response?: { name?: string; content?: unknown } & Record<string, unknown> };
}
export interface GeminiContent {
  role?: string;
  parts: GeminiPart[];
}
export interface GeminiRequestBody {
  contents: GeminiContent[];
  systemInstruction?: GeminiContent;
  tools?: { functionDeclarations?: { name: string; description?: string }[] }[];
  generationConfig?: Record<string, unknown>;
}

/** One request as the fake received it. */
export interface FakeGeminiRequest {
  model: string;
  stream: boolean;
  apiKey: string | null;
  body: GeminiRequestBody;
  /** The function names offered, e.g. ['foodie', 'eventsGuide', ...] for the concierge. */
  tools: string[];
}

/** What the fake answers: parts (streamed in pieces), an HTTP error, silence (a timeout), or a block. */
export type FakeGeminiReply =
  | { kind: 'parts'; parts: GeminiPart[] }
  | { kind: 'error'; httpStatus: number; status: string; message: string }
  | { kind: 'hang' }
  | { kind: 'finish'; finishReason: 'SAFETY' | 'MALFORMED_FUNCTION_CALL' }
  | { kind: 'block-prompt' };

export interface FakeGeminiOptions {
  /** Decides each reply; the offline model's rules when absent. */
  respond?: (request: FakeGeminiRequest, index: number) => FakeGeminiReply;
  /** Checked on every request: a thrown message is recorded in `failures` and answered with 400 INVALID_ARGUMENT. */
  check?: (request: FakeGeminiRequest) => void;
  /** Pause between streamed events. */
  chunkDelayMs?: number;
  port?: number;
}

export interface FakeGemini {
  /** Base URL for GEMINI_BASE_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  readonly requests: FakeGeminiRequest[];
  readonly failures: string[];
  /** Requests whose connection the client closed before the answer was complete. */
  readonly closedEarly: FakeGeminiRequest[];
  close(): Promise<void>;
}

const ROUTE = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)(\?.*)?$/;

export async function startFakeGemini(options: FakeGeminiOptions = {}): Promise<FakeGemini> {
  const requests: FakeGeminiRequest[] = [];
  const failures: string[] = [];
  const closedEarly: FakeGeminiRequest[] = [];
  const respond = options.respond ?? ((request) => offlineReply(request));

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      failures.push(`fake gemini crashed: ${String(error)}`);
      if (!res.headersSent) sendError(res, 500, 'INTERNAL', 'fake gemini crashed');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const route = ROUTE.exec(req.url ?? '');
    if (req.method !== 'POST' || !route) return sendError(res, 404, 'NOT_FOUND', `no route ${req.method} ${req.url}`);
    const stream = route[2] === 'streamGenerateContent';
    if (stream && !/[?&]alt=sse\b/.test(route[3] ?? '')) return sendError(res, 400, 'INVALID_ARGUMENT', 'streaming needs alt=sse');
    const apiKey = header(req, 'x-goog-api-key');
    if (!apiKey) return sendError(res, 403, 'PERMISSION_DENIED', "Method doesn't allow unregistered callers.");
    const body = JSON.parse(await readBody(req)) as GeminiRequestBody;
    const request: FakeGeminiRequest = { model: decodeURIComponent(route[1]), stream, apiKey, body, tools: toolNames(body) };
    requests.push(request);
    let finished = false;
    res.on('close', () => {
      if (!finished) closedEarly.push(request);
    });
    res.on('finish', () => (finished = true));
    try {
      options.check?.(request);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      return sendError(res, 400, 'INVALID_ARGUMENT', `fake gemini check failed: ${String(error)}`);
    }
    const reply = respond(request, requests.length - 1);
    await send(res, request, reply, options.chunkDelayMs ?? 0);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failures,
    closedEarly,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function send(res: ServerResponse, request: FakeGeminiRequest, reply: FakeGeminiReply, delayMs: number): Promise<void> {
  if (reply.kind === 'hang') return; // the socket stays open until the client gives up
  if (reply.kind === 'error') return sendError(res, reply.httpStatus, reply.status, reply.message);
  const events = responseEvents(request, reply);
  if (!request.stream) return sendJson(res, 200, mergeEvents(events));
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [i, event] of events.entries()) {
    if (res.destroyed) return;
    if (i > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    res.write(`data: ${JSON.stringify(event)}\r\n\r\n`); // the API's SSE: one JSON per event, no [DONE]
  }
  res.end();
}

/** The response as the streaming API sends it: text in pieces, a function call whole, usage on the last event. */
function responseEvents(request: FakeGeminiRequest, reply: Exclude<FakeGeminiReply, { kind: 'hang' | 'error' }>): object[] {
  const usage = usageMetadata(request, reply);
  const meta = { modelVersion: request.model, responseId: `fake-${Math.random().toString(36).slice(2, 10)}` };
  if (reply.kind === 'block-prompt') {
    return [{ promptFeedback: { blockReason: 'SAFETY', safetyRatings: SAFETY_RATINGS }, usageMetadata: usage, ...meta }];
  }
  if (reply.kind === 'finish') {
    const candidate =
      reply.finishReason === 'SAFETY'
        ? { finishReason: 'SAFETY', index: 0, safetyRatings: SAFETY_RATINGS }
        : { content: {}, finishReason: 'MALFORMED_FUNCTION_CALL', finishMessage: 'Malformed function call: foodie{request:', index: 0 };
    return [{ candidates: [candidate], usageMetadata: usage, ...meta }];
  }
  const pieces: GeminiPart[][] = reply.parts.flatMap((part) =>
    part.text && request.stream ? chunkText(part.text).map((text) => [{ text }]) : [[part]],
  );
  return pieces.map((parts, i) => {
    const last = i === pieces.length - 1;
    const candidate = { content: { parts, role: 'model' }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) };
    return { candidates: [candidate], ...(last ? { usageMetadata: usage } : {}), ...meta };
  });
}

/** generateContent answers once: the events' parts joined, text pieces merged. */
function mergeEvents(events: object[]): object {
  const typed = events as { candidates?: { content?: { parts?: GeminiPart[] } }[] }[];
  if (!typed[0].candidates?.[0]?.content?.parts) return events.at(-1)!;
  const parts = typed.flatMap((event) => event.candidates?.[0]?.content?.parts ?? []);
  const merged: GeminiPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (part.text !== undefined && previous?.text !== undefined) previous.text += part.text;
    else merged.push({ ...part });
  }
  const last = events.at(-1) as { candidates: { content: { parts: GeminiPart[] } }[] };
  return { ...last, candidates: [{ ...last.candidates[0], content: { parts: merged, role: 'model' } }] };
}

const SAFETY_RATINGS = [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH' }];

function usageMetadata(request: FakeGeminiRequest, reply: FakeGeminiReply): object {
  const promptTokenCount = Math.ceil(JSON.stringify(request.body.contents).length / 4);
  const candidatesTokenCount = reply.kind === 'parts' ? Math.ceil(JSON.stringify(reply.parts).length / 4) : 0;
  return { promptTokenCount, candidatesTokenCount, totalTokenCount: promptTokenCount + candidatesTokenCount };
}

/** The offline model's rules, over the request translated back to Genkit's shape. */
export function offlineReply(request: FakeGeminiRequest): FakeGeminiReply {
  const content = respondOffline(toGenkitRequest(request.body));
  return { kind: 'parts', parts: content.map(toGeminiPart) };
}

export function toGenkitRequest(body: GeminiRequestBody): GenerateRequest {
  const messages: MessageData[] = body.contents.map((content) => {
    const isToolAnswer = content.parts.some((part) => part.functionResponse);
    return { role: isToolAnswer ? 'tool' : content.role === 'model' ? 'model' : 'user', content: content.parts.map(fromGeminiPart) };
  });
  if (body.systemInstruction) messages.unshift({ role: 'system', content: body.systemInstruction.parts.map(fromGeminiPart) });
  const tools = toolNames(body).map((name) => ({ name, description: '', inputSchema: {}, outputSchema: {} }));
  return { messages, tools, config: body.generationConfig };
}

function fromGeminiPart(part: GeminiPart): Part {
  if (part.functionCall) return { toolRequest: { name: part.functionCall.name, ref: part.functionCall.id, input: part.functionCall.args } };
  if (part.functionResponse) {
    const { name, id, response } = part.functionResponse;
    return { toolResponse: { name, ref: id, output: response && 'content' in response ? response.content : response } };
  }
  return { text: part.text ?? '' };
}

function toGeminiPart(part: Part): GeminiPart {
  if (part.toolRequest) return { functionCall: { name: part.toolRequest.name, args: part.toolRequest.input as Record<string, unknown> } };
  return { text: part.text ?? '' };
}

function toolNames(body: GeminiRequestBody): string[] {
  return (body.tools ?? []).flatMap((tool) => (tool.functionDeclarations ?? []).map((declaration) => declaration.name));
}

/** The text of the last user turn (where the flow puts the context line and the message). */
export function lastUserText(request: FakeGeminiRequest): string {
  const users = request.body.contents.filter((content) => content.role === 'user' && content.parts.some((part) => part.text));
  return (users.at(-1)?.parts ?? []).map((part) => part.text ?? '').join('');
}

function sendError(res: ServerResponse, httpStatus: number, status: string, message: string): void {
  sendJson(res, httpStatus, { error: { code: httpStatus, message, status } });
}

function sendJson(res: ServerResponse, httpStatus: number, body: unknown): void {
  if (res.destroyed) return;
  res.writeHead(httpStatus, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' && value ? value : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
