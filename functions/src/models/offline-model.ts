// The built-in offline model: deterministic and rule-based, so the whole app runs and is tested with no network.
// It sees only what a real model sees (system prompt, messages, tool definitions) and takes location, query and
// the venue meant ONLY from the injected context line; it emits real toolRequest parts so Genkit's tool loop runs.
// What a message asks comes from the shared intent rules (context/intent/), the wording from replies/<lang>.json.
import { GenkitError, type Genkit, type GenerateRequest, type Part } from 'genkit';
import { AGENT_NAMES } from '../context/conversation-context';
import { describeToolResults } from './offline-answers';
import { conciergeReply } from './offline-concierge';
import { askWhatReply } from './offline-replies';
import { factPickNext, factPickRequests } from './fact-pick';
import { nearestListedNext, nearestListedRequests } from './nearest-listed';
import { bothMeasuresNext, weighedPairNext, weighedPairRequests } from './weighed-pair';
import { namedPlaceNext, namedPlaceRequests } from './named-place';
import { anotherKindSearch, ruledOutRequests, subAgentRequest, winnerFactRequests } from './offline-sub-agent';
import { readTurn } from './offline-turn';

export { routeToAgent } from './offline-concierge';

export const OFFLINE_MODEL_NAME = 'concierge/offline';

export interface OfflineModelOptions {
  /** Pause between streamed chunks; 0 streams at once (tests). */
  chunkDelayMs?: number;
}

export function defineOfflineModel(ai: Genkit, options: OfflineModelOptions = {}) {
  const pause = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
  return ai.defineModel(
    {
      apiVersion: 'v2',
      name: OFFLINE_MODEL_NAME,
      label: 'Concierge offline model',
      supports: { multiturn: true, tools: true, systemRole: true, media: false, output: ['text'] },
    },
    async (request, { sendChunk, streamingRequested, abortSignal }) => {
      const content = respondOffline(request);
      // Paced only when the caller streams: a plain call gets its whole answer at once.
      if (streamingRequested) {
        for (const part of content) {
          if (part.text) {
            for (const piece of chunkText(part.text)) {
              if (abortSignal.aborted) throw new GenkitError({ status: 'CANCELLED', message: 'the caller went away' });
              sendChunk({ index: 0, role: 'model', content: [{ text: piece }] });
              await pause(options.chunkDelayMs ?? 0);
            }
          } else sendChunk({ index: 0, role: 'model', content: [part] });
        }
      }
      return {
        message: { role: 'model', content },
        finishReason: 'stop',
      };
    },
  );
}

/** Pieces of about `size` characters, split after whitespace, that join back to the text. */
export function chunkText(text: string, size = 24): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const cut = rest.indexOf(' ', size);
    if (cut < 0) break;
    pieces.push(rest.slice(0, cut + 1));
    rest = rest.slice(cut + 1);
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The reply content for one request: text, or toolRequest parts. Pure. */
export function respondOffline(request: GenerateRequest): Part[] {
  const offered = new Set((request.tools ?? []).map((tool) => tool.name));
  const turn = readTurn(request.messages);
  if (AGENT_NAMES.some((agent) => offered.has(agent))) return conciergeReply(turn, offered);
  if (offered.has('searchPlaces')) {
    if (!turn.answeringTools) {
      return (
        anotherKindSearch(turn) ??
        ruledOutRequests(turn) ??
        weighedPairRequests(turn, offered) ??
        factPickRequests(turn, offered) ??
        nearestListedRequests(turn, offered) ??
        namedPlaceRequests(turn, offered) ??
        subAgentRequest(turn, offered)
      );
    }
    return (
      namedPlaceNext(turn) ??
      weighedPairNext(turn) ??
      bothMeasuresNext(turn) ??
      factPickNext(turn) ??
      nearestListedNext(turn) ??
      winnerFactRequests(turn) ?? [{ text: describeToolResults(turn) }]
    );
  }
  return [{ text: askWhatReply(turn.parsed?.location ?? null, turn.lang) }];
}
