// What the client sends back is trusted only as far as the server signed it: context, model turns, times.
import { MAX_TURN_CHARS, type ConciergeInput, type Turn } from '../contract/concierge-contract';
import { neutraliseMarkers, neutraliseMessage } from '../context/context-line';
import type { ConversationContext } from '../context/conversation-context';
import { forget } from '../context/forget';
import { verifyContext, verifyReply } from './signed-state';
import type { SigningKeys } from './signing-keys';

export type ContextStatus = 'new' | 'verified' | 'dropped';

export interface ClientState {
  context: ConversationContext | null;
  contextStatus: ContextStatus;
  /** Only user turns and the model turns the server signed, neutralised, without their signatures. */
  history: Turn[];
  /** Model turns left out because their signature was missing or did not match. */
  droppedTurns: number;
}

export function verifyClientState(input: ConciergeInput, keys: SigningKeys, now: number): ClientState {
  let context: ConversationContext | null = null;
  let contextStatus: ContextStatus = 'new';
  if (input.context) {
    if (verifyContext(keys, input.context, input.contextSignature)) {
      context = clampTimes((input.forget ?? []).reduce(forget, input.context), now);
      contextStatus = 'verified';
    } else {
      contextStatus = 'dropped';
    }
  }
  const sessionId = input.context?.sessionId ?? input.sessionId ?? '';
  let droppedTurns = 0;
  const history: Turn[] = [];
  for (const turn of input.history) {
    if (turn.role === 'model' && !verifyReply(keys, sessionId, turn.content, turn.signature)) {
      droppedTurns++;
      continue;
    }
    // A user turn is read like the message; a signed reply may still quote a user's marker back.
    const content = turn.role === 'user' ? neutraliseMessage(turn.content) : neutraliseMarkers(turn.content);
    history.push({ role: turn.role, content: content.slice(0, MAX_TURN_CHARS) });
  }
  return { context, contextStatus, history, droppedTurns };
}

/** The server's clock wins: a time in the future would keep a conversation from ever expiring. */
function clampTimes(context: ConversationContext, now: number): ConversationContext {
  const createdAt = Math.min(context.createdAt, now);
  return { ...context, createdAt, updatedAt: Math.max(createdAt, Math.min(context.updatedAt, now)) };
}
