// What one concierge turn hands down to the sub-agents and place tools through Genkit's per-call context
// (generate({ context }) → a tool's `{ context }`), so nothing here passes through model-written arguments.
import type { ActionContext } from 'genkit';
import { validateSchema } from 'genkit/schema';
import type { Turn } from '../contract/concierge-contract';
import { PlaceSchema, type Place } from '../contract/place';
import type { AgentName } from '../context/conversation-context';
import type { IntentLanguage as Language } from '../context/intent/intent-words';
import { APP_LANGUAGE_NAMES } from './app-language';

/** One place-tool call made while a sub-agent worked: what it asked for, for recordToolCall. */
export interface PlaceCall {
  tool: 'searchPlaces' | 'placeDetails' | 'getDirections' | 'placeFact' | 'placeDistance';
  query?: string | null;
  location?: string | null;
  placeId?: string | null;
}

/** One sub-agent call the concierge made, with the place calls it led to. */
export interface AgentCall {
  agent: AgentName;
  request: string;
  placeCalls: PlaceCall[];
}

/** Per-request collector: the tools append, the flow reads it after the concierge answers. */
export interface TurnCollector {
  agentCalls: AgentCall[];
  /** Every place any tool returned this turn, in the order returned, without duplicates. */
  venues: Place[];
}

export interface TurnContext {
  sessionId: string;
  /** The injected `[CONTEXT: ...]` line, or '' when the engine gave none. */
  contextLine: string;
  /** The user's (neutralised) message without the context line. */
  message: string;
  /** The history turns the engine selected for this message, oldest first. */
  history: Turn[];
  /** The language of the app the person sees, only while none of their messages shows a language (it decides the reply's). */
  appLanguage?: Language;
  collector: TurnCollector;
  /** Set by a sub-agent for its own generate, so its place calls are filed under it. */
  agent?: AgentName;
  /** The caller's abort (Stop, or the connection closed): every generate of the turn passes it on. */
  abortSignal?: AbortSignal;
}

/** The prompts' `appLanguage` input: the app's language by name ("Dutch"), or nothing when the messages decide. */
export function appLanguageInput(turn: TurnContext): { appLanguage?: string } {
  return turn.appLanguage ? { appLanguage: APP_LANGUAGE_NAMES[turn.appLanguage] } : {};
}

export const TURN_CONTEXT_KEY = 'conciergeTurn';

export function createTurnCollector(): TurnCollector {
  return { agentCalls: [], venues: [] };
}

/**
 * The per-call context for a generate that runs inside this turn (keeps auth and other keys). Genkit writes that
 * context as JSON into every span it makes (render, generate), traced or not: the turn writes itself as its session
 * and agent, since its history and venues are in the span's messages already.
 */
export function withTurn(context: ActionContext | undefined, turn: TurnContext): ActionContext {
  if (!Object.hasOwn(turn, 'toJSON')) Object.defineProperty(turn, 'toJSON', { value: turnAsTraced, enumerable: false });
  return { ...(context ?? {}), [TURN_CONTEXT_KEY]: turn };
}

function turnAsTraced(this: TurnContext): { sessionId: string; agent: AgentName | null } {
  return { sessionId: this.sessionId, agent: this.agent ?? null };
}

/** The turn from a tool's per-call context; a tool called outside a concierge turn is a wiring bug. */
export function readTurn(context: ActionContext | undefined): TurnContext {
  const turn = context?.[TURN_CONTEXT_KEY] as TurnContext | undefined;
  if (!turn || !turn.collector) {
    throw new Error('concierge tool called without a turn context (pass it with generate({ context }))');
  }
  return turn;
}

/**
 * Keeps only places that satisfy the contract, so one bad record cannot fail the flow's output check: checked as that
 * check does (Genkit's JSON Schema validator, compiled once), which is also a few times faster than a zod parse.
 */
export function collectVenues(collector: TurnCollector, places: readonly Place[]): void {
  for (const place of places) {
    if (collector.venues.some((seen) => seen.placeId === place.placeId)) continue;
    if (validateSchema(place, { schema: PlaceSchema }).valid) collector.venues.push(place);
  }
}

/** Files a place call under the sub-agent that made it (the latest call of that agent). */
export function collectPlaceCall(turn: TurnContext, call: PlaceCall): void {
  const owner = [...turn.collector.agentCalls].reverse().find((entry) => entry.agent === turn.agent);
  owner?.placeCalls.push(call);
}
