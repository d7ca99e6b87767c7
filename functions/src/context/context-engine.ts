// The context engine's public API: the one entry point used by the flow, the Angular client and the
// replay command. Pure: no genkit, firebase, clock or network; time and the tokenizer are passed in.
// (Bodies are filled in by the engine work; the signatures are the contract the other parts code against.)
import type { Place } from '../contract/place';
import type { Turn } from '../contract/concierge-contract';
import type { AgentName, ConversationContext } from './conversation-context';
import type { EngineConfig } from './engine-config';

export { DEFAULT_ENGINE_CONFIG } from './engine-config';
export type { EngineConfig } from './engine-config';
export { applyLifetime } from './apply-lifetime';
export { forget } from './forget';
export type { ForgetTarget } from './forget';
export { formatContextLine, parseContextLine, neutraliseMessage, sanitizeValue } from './context-line';
export type { ParsedContextLine, VenueRef } from './context-line';

export type CountTokens = (text: string) => number;

export type Resolution =
  | { kind: 'venue'; placeId: string; name: string; how: 'ordinal' | 'demonstrative' | 'attribute' | 'other' | 'name' }
  | { kind: 'turn'; index: number; text: string };

/** similar: "something similar"; reference: "the second one"; standard; conversation: "what did I ask?" */
export type Intent = 'similar' | 'reference' | 'standard' | 'conversation';

export interface HistoryPick {
  index: number;
  role: 'user' | 'model';
}

export interface PreparedTurn {
  /** The context after the user message is applied (location, query, focus, userTurns, updatedAt). */
  context: ConversationContext;
  extracted: { location: string | null; query: string | null };
  resolved: Resolution | null;
  intent: Intent;
  /** `[CONTEXT: ...]`, or '' when there is no context. */
  injected: string;
  injectedTokens: number;
  /** What the model is sent as the user message: the injected line, then the neutralised message. */
  prompt: string;
  /** The history turns chosen for this message, oldest first. */
  history: Turn[];
  historyPicks: HistoryPick[];
  historyReason: string;
  historyTokens: number;
}

export interface PrepareTurnArgs {
  context: ConversationContext | null;
  sessionId: string;
  history: readonly Turn[];
  message: string;
  now: number;
  countTokens: CountTokens;
  config?: Partial<EngineConfig>;
}

export declare function prepareTurn(args: PrepareTurnArgs): PreparedTurn;
export declare function recordToolCall(
  context: ConversationContext,
  call: { agent: AgentName; query?: string | null; location?: string | null; placeId?: string | null },
): ConversationContext;
export declare function recordAssistantTurn(
  context: ConversationContext,
  reply: { text: string; venues: readonly Place[] },
): ConversationContext;
