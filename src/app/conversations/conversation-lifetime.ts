// Direct imports, not the context-engine barrel: the barrel also pulls the gazetteer into the initial bundle.
import { applyLifetime } from '@concierge/engine/apply-lifetime';
import type { EngineConfig } from '@concierge/engine/engine-config';
import { emptyContext } from '@concierge/engine/conversation-context';
import { historyOf, type ChatMessage } from '../chat/chat-message';
import type { Conversation } from './conversation';

export type ExpiryReason = 'age' | 'idle' | null;

/** The engine's lifetime rule, applied with the client's own timestamps so the browser clock alone decides. */
export function expiryOf(conversation: Conversation, now: number, config?: Partial<EngineConfig>): ExpiryReason {
  const context = {
    ...(conversation.context ?? emptyContext(conversation.id, conversation.createdAt)),
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
  };
  return applyLifetime({ context, history: [], now, config }).expired;
}

/** Drops the oldest messages beyond the engine's complete-turn limit (failed sends in that stretch go too). */
export function keepRecentMessages(messages: readonly ChatMessage[], config?: Partial<EngineConfig>): ChatMessage[] {
  const history = historyOf(messages);
  const kept = applyLifetime({ context: null, history, now: 0, config }).history;
  let toDrop = history.length - kept.length;
  if (toDrop <= 0) return [...messages];
  let start = 0;
  for (; start < messages.length && toDrop > 0; start++) {
    if (historyOf([messages[start]]).length) toDrop--;
  }
  return messages.slice(start);
}
