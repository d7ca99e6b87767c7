// A programmable model for tests: the test queues the next responses and inspects every request it was sent.
import type { GenerateRequest, GenerateResponseData, Genkit, MessageData, Part } from 'genkit';

export type ScriptedResponse = Part[] | ((request: GenerateRequest) => Part[]);

export interface ScriptedModel {
  name: string;
  /** Every request, in order. */
  readonly requests: GenerateRequest[];
  lastRequest(): GenerateRequest;
  /** Queue what the next calls answer, in order. */
  respondWith(...responses: ScriptedResponse[]): void;
  /** The requests whose tool list offers `toolName` (tells the concierge's calls from a sub-agent's). */
  requestsOffering(toolName: string): GenerateRequest[];
}

export function defineScriptedModel(ai: Genkit, name = 'test/scripted'): ScriptedModel {
  const requests: GenerateRequest[] = [];
  const queue: ScriptedResponse[] = [];
  ai.defineModel(
    { apiVersion: 'v2', name, supports: { multiturn: true, tools: true, systemRole: true } },
    async (request, { sendChunk, streamingRequested }): Promise<GenerateResponseData> => {
      requests.push(structuredClone(request));
      const next = queue.shift();
      if (!next) throw new Error(`scripted model: no response queued for request #${requests.length}`);
      const content = typeof next === 'function' ? next(request) : next;
      if (streamingRequested) for (const part of content) sendChunk({ index: 0, role: 'model', content: [part] });
      return { message: { role: 'model', content }, finishReason: 'stop' };
    },
  );
  return {
    name,
    requests,
    lastRequest() {
      const last = requests.at(-1);
      if (!last) throw new Error('scripted model: no request yet');
      return last;
    },
    respondWith(...responses) {
      queue.push(...responses);
    },
    requestsOffering(toolName) {
      return requests.filter((request) => request.tools?.some((tool) => tool.name === toolName));
    },
  };
}

/** The text of a message (all text parts joined). */
export function messageText(message: MessageData | undefined): string {
  return (message?.content ?? []).map((part) => part.text ?? '').join('');
}

/** A request's messages as `{ role, text }`, for whole-value assertions. */
export function transcript(request: GenerateRequest): { role: string; text: string }[] {
  return request.messages.map((message) => ({ role: message.role, text: messageText(message) }));
}
