import type { QueryLabel } from '@concierge/contract/concierge-contract';
import type { ConversationContext } from '@concierge/engine/conversation-context';
import type { ForgetTarget } from '@concierge/engine/forget';
import type { ChatMessage } from '../chat/chat-message';

/** One conversation as the browser keeps it; times are the client's clock (CLOCK), used for expiry. */
export interface Conversation {
  id: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  messages: ChatMessage[];
  /** What the concierge remembers, as it last returned it (minus what the user removed); null before the first reply. */
  context: ConversationContext | null;
  /** The server's signature of `context`, sent back with it unchanged. */
  contextSignature?: string;
  /** The remembered query in the reply's language, as the server last sent it; shown while the query is still this one. */
  queryLabel?: QueryLabel;
  /** Chips removed since the last reply: sent as `forget` operations, shown as already gone. */
  forgotten?: ForgetTarget[];
}

export function newConversation(id: string, now: number): Conversation {
  return { id, title: 'New conversation', createdAt: now, updatedAt: now, messages: [], context: null };
}

export function titleFor(firstMessage: string): string {
  const text = firstMessage.replace(/\s+/g, ' ').trim();
  return text.length > 48 ? `${text.slice(0, 47)}…` : text || 'New conversation';
}
