// The model the flow calls when Gemini is chosen: it forwards to the Google AI plugin's model with a timeout per
// call, at most one retry, and failures turned into Genkit status codes the flow maps to callable error codes.
import { GenkitError, type GenerateResponseChunkData, type GenerateResponseData, type Genkit } from 'genkit';
import type { ModelAction } from 'genkit/model';
import type { Env } from '../genkit';

export const GEMINI_MODEL_NAME = 'concierge/gemini';
export const DEFAULT_MODEL_TIMEOUT_MS = 20_000;
export const DEFAULT_RETRY_DELAY_MS = 400;
/** What the user reads when Gemini blocks an answer or cannot form a tool call: short, and their message stays. */
export const APOLOGY =
  "Sorry, I can't help with that one. Could you ask it another way, or ask about food, events, day trips or directions?";

/** Worth one more try: the request itself was fine. A timeout is not retried: two would outlast the function. */
const RETRYABLE = new Set(['RESOURCE_EXHAUSTED', 'UNAVAILABLE', 'INTERNAL']);

export interface GeminiModelOptions {
  /** The plugin's model, e.g. 'googleai/gemini-2.5-flash'. */
  target: string;
  timeoutMs?: number;
  retryDelayMs?: number;
}

/** GEMINI_TIMEOUT_MS: the limit per model call (default 20 s). */
export function resilienceFromEnv(env: Env): Pick<GeminiModelOptions, 'timeoutMs'> {
  const timeout = Number(env.GEMINI_TIMEOUT_MS);
  return Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {};
}

export function defineGeminiModel(ai: Genkit, options: GeminiModelOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  let target: Promise<ModelAction> | undefined;
  const resolveTarget = () =>
    (target ??= ai.registry.lookupAction(`/model/${options.target}`).then((action) => {
      if (!action) throw new GenkitError({ status: 'NOT_FOUND', message: `model ${options.target} is not registered` });
      return action as ModelAction;
    }));

  return ai.defineModel(
    {
      apiVersion: 'v2',
      name: GEMINI_MODEL_NAME,
      label: `Concierge Gemini (${options.target})`,
      supports: { multiturn: true, tools: true, systemRole: true, media: false, output: ['text'] },
    },
    async (request, { streamingRequested, sendChunk, abortSignal }) => {
      const model = await resolveTarget();
      for (let attempt = 0; ; attempt++) {
        const timeout = AbortSignal.timeout(timeoutMs);
        let streamed = false;
        try {
          const response = await model(request, {
            abortSignal: AbortSignal.any([abortSignal, timeout]),
            onChunk: streamingRequested
              ? (chunk: GenerateResponseChunkData) => {
                  streamed = true;
                  sendChunk(chunk);
                }
              : undefined,
          });
          const outcome = classify(response);
          if (outcome === 'ok') return response;
          // A malformed function call is often a one-off; a safety block is not worth asking again.
          if (outcome === 'malformed' && attempt === 0 && !streamed) continue;
          return apologyResponse(outcome);
        } catch (error) {
          const mapped = toModelError(error, { timedOut: timeout.aborted, cancelled: abortSignal.aborted });
          if (mapped.status === 'FAILED_PRECONDITION' && /no valid candidates/i.test(mapped.message)) {
            return apologyResponse('blocked'); // the prompt itself was blocked: Gemini sends promptFeedback, no candidate
          }
          if (attempt > 0 || streamed || abortSignal.aborted || !RETRYABLE.has(mapped.status)) throw mapped;
          await pause(retryDelayMs, abortSignal);
        }
      }
    },
  );
}

type Outcome = 'ok' | 'blocked' | 'malformed';

interface RawCandidate {
  finishReason?: string;
}

/** The plugin answers with `candidates` (and the raw Gemini response in `custom`). */
function classify(response: GenerateResponseData): Outcome {
  const candidate = response.candidates?.[0];
  const finishReason = response.finishReason ?? candidate?.finishReason;
  const content = response.message?.content ?? candidate?.message.content ?? [];
  if (finishReason === 'blocked') return 'blocked';
  const raw = (response.custom as { candidates?: RawCandidate[] } | undefined)?.candidates?.[0];
  if (raw?.finishReason === 'MALFORMED_FUNCTION_CALL') return 'malformed';
  if (finishReason === 'other' && content.length === 0) return 'malformed';
  return 'ok';
}

function apologyResponse(outcome: Exclude<Outcome, 'ok'>): GenerateResponseData {
  return {
    message: { role: 'model', content: [{ text: APOLOGY }] },
    finishReason: 'other',
    finishMessage: outcome === 'blocked' ? 'Gemini blocked the answer; an apology was sent' : 'malformed function call twice',
  };
}

/**
 * The plugin throws GenkitError for HTTP answers but a plain Error("Failed to fetch from ...") when no answer
 * came (refused, reset, aborted): those become UNAVAILABLE, DEADLINE_EXCEEDED or CANCELLED here.
 */
export function toModelError(error: unknown, why: { timedOut: boolean; cancelled: boolean }): GenkitError {
  if (why.cancelled) return new GenkitError({ status: 'CANCELLED', message: 'the caller went away' });
  if (why.timedOut) return new GenkitError({ status: 'DEADLINE_EXCEEDED', message: 'Gemini did not answer in time' });
  if (error instanceof GenkitError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new GenkitError({ status: 'UNAVAILABLE', message: `Gemini unreachable: ${message}` });
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
