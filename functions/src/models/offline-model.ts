// The built-in offline model: deterministic and rule-based, so the whole app runs and is tested with no network.
// It sees only what a real model sees (system prompt, messages, tool definitions) and takes location, query and
// the venue meant ONLY from the injected context line; it emits real toolRequest parts so Genkit's tool loop runs.
import { GenkitError, type Genkit, type GenerateRequest, type MessageData, type Part } from 'genkit';
import type { ToolRequestPart, ToolResponsePart } from 'genkit';
import { AGENT_NAMES, type AgentName } from '../context/conversation-context';
import { parseContextLine, type ParsedContextLine as EngineParsedLine } from '../context/context-engine';
import type { Place } from '../contract/place';
import {
  askLocationReply,
  askWhatReply,
  askWhichPlaceReply,
  detailsReply,
  directionsReply,
  listReply,
  notFoundReply,
  unavailableReply,
} from './offline-replies';
import { AGENT_FOR_TOPIC, asksForDirections, detectLanguage, topicOf, type Language } from './offline-words';

/** The line as the engine writes it; `earlier question` is present when the user asks about an earlier turn. */
type ParsedContextLine = EngineParsedLine & { earlierQuestion?: { index: number; text: string } | null };

export const OFFLINE_MODEL_NAME = 'concierge/offline';
/** Lines the sub-agent prompts add below the user's words; they are not the user's words. */
const REQUEST_LINE = /^\s*Concierge request:.*$/gim;

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

interface Turn {
  /** The latest user message's own words (no context line, no request line). */
  said: string;
  parsed: ParsedContextLine | null;
  lang: Language;
  /** Tool requests and responses after the latest user message (Genkit's tool loop). */
  toolRequests: ToolRequestPart['toolRequest'][];
  toolResponses: ToolResponsePart['toolResponse'][];
  answeringTools: boolean;
}

/** The reply content for one request: text, or toolRequest parts. Pure. */
export function respondOffline(request: GenerateRequest): Part[] {
  const offered = new Set((request.tools ?? []).map((tool) => tool.name));
  const turn = readTurn(request.messages);
  if (AGENT_NAMES.some((agent) => offered.has(agent))) return conciergeReply(turn, offered);
  if (offered.has('searchPlaces')) return subAgentReply(turn, offered);
  return [{ text: askWhatReply(turn.parsed?.location ?? null, turn.lang) }];
}

function readTurn(messages: readonly MessageData[]): Turn {
  const lastUser = messages.map((message) => message.role).lastIndexOf('user');
  const text = lastUser >= 0 ? textOf(messages[lastUser]).trimStart() : '';
  const parsed = parseContextLine(text);
  const body = parsed ? text.split(/\r?\n/).slice(1).join('\n') : text;
  const said = body.replace(REQUEST_LINE, '').trim();
  const after = lastUser >= 0 ? messages.slice(lastUser + 1) : [];
  const parts = after.flatMap((message) => message.content);
  return {
    said,
    parsed,
    lang: detectLanguage(said),
    toolRequests: parts.flatMap((part) => (part.toolRequest ? [part.toolRequest] : [])),
    toolResponses: parts.flatMap((part) => (part.toolResponse ? [part.toolResponse] : [])),
    answeringTools: after.at(-1)?.role === 'tool',
  };
}

function textOf(message: MessageData): string {
  return message.content.map((part) => part.text ?? '').join('');
}

function toolRequest(name: string, input: unknown): Part {
  return { toolRequest: { name, ref: `${name}-1`, input } };
}

// --- concierge: route to one sub-agent, then pass its answer on ---

function conciergeReply(turn: Turn, offered: Set<string>): Part[] {
  if (turn.answeringTools) {
    const answers = turn.toolResponses
      .map((response) => (response.output as { answer?: unknown } | undefined)?.answer)
      .filter((answer): answer is string => typeof answer === 'string' && answer.trim() !== '');
    return [{ text: answers.join('\n\n') || unavailableReply(turn.lang) }];
  }
  const earlier = turn.parsed?.earlierQuestion;
  const agent = routeToAgent(turn.said, turn.parsed);
  if (!agent && earlier) return [{ text: earlierQuestionReply(earlier.text, turn.lang) }];
  if (!agent || !offered.has(agent)) return [{ text: askWhatReply(turn.parsed?.location ?? null, turn.lang) }];
  return [toolRequest(agent, { request: turn.said || 'Help the user with their last message.' })];
}

/** Directions words, then the topic of the words, then the topic of the remembered query. */
export function routeToAgent(said: string, parsed: ParsedContextLine | null): AgentName | null {
  if (asksForDirections(said)) return 'findAndNavigate';
  const topic = topicOf(said);
  if (topic) return AGENT_FOR_TOPIC[topic];
  if (parsed?.earlierQuestion) return null;
  if (parsed?.referringTo) return AGENT_FOR_TOPIC[topicOf(parsed.query ?? '') ?? 'food'];
  if (parsed?.query) return AGENT_FOR_TOPIC[topicOf(parsed.query) ?? 'places'];
  return null;
}

function earlierQuestionReply(text: string, lang: Language): string {
  return { en: `You asked: "${text}"`, tl: `Ang tanong mo: "${text}"`, nl: `Je vroeg: "${text}"` }[lang];
}

// --- sub-agent: one place tool, then a reply from its result ---

function subAgentReply(turn: Turn, offered: Set<string>): Part[] {
  if (turn.answeringTools) return [{ text: describeToolResults(turn) }];
  const { parsed, said, lang } = turn;
  const venue = parsed?.referringTo ?? null;
  if (venue && asksForDirections(said) && offered.has('getDirections')) {
    return [toolRequest('getDirections', { placeId: venue.placeId, origin: null })];
  }
  if (venue && offered.has('placeDetails')) return [toolRequest('placeDetails', { placeId: venue.placeId })];
  if (asksForDirections(said)) return [{ text: askWhichPlaceReply(parsed?.venues ?? [], lang) }];
  const query = parsed?.query ?? defaultQuery(said);
  const location = parsed?.location ?? null;
  if (!location) return [{ text: askLocationReply(query, lang) }];
  if (!query) return [{ text: askWhatReply(location, lang) }];
  return [toolRequest('searchPlaces', { query, location })];
}

/** When the context holds no query, the kind of help asked for is the query. */
function defaultQuery(said: string): string | null {
  const topic = topicOf(said);
  return topic === 'dayTrip' ? 'day trip' : topic === 'events' ? 'events' : topic === 'food' ? 'restaurants' : null;
}

function describeToolResults(turn: Turn): string {
  const replies = turn.toolResponses.map((response) => {
    const output = (response.output ?? {}) as {
      error?: string;
      places?: Place[];
      place?: Place | null;
      directions?: { place: Place; url: string; hints: string[] } | null;
    };
    if (output.error) return unavailableReply(turn.lang);
    if (response.name === 'searchPlaces') {
      const asked = turn.toolRequests.find((req) => req.name === 'searchPlaces')?.input as
        | { query?: string; location?: string | null }
        | undefined;
      return listReply(output.places ?? [], asked?.query ?? 'places', asked?.location ?? null, turn.lang);
    }
    if (response.name === 'placeDetails') return output.place ? detailsReply(output.place, turn.lang) : notFoundReply(turn.lang);
    if (response.name === 'getDirections') {
      return output.directions ? directionsReply(output.directions, turn.lang) : notFoundReply(turn.lang);
    }
    return '';
  });
  return replies.filter(Boolean).join('\n\n') || notFoundReply(turn.lang);
}
