import type { ConciergeOutput, ShownPlace, Turn, TurnDebug } from '@concierge/contract/concierge-contract';

/**
 * user: pending → sent | failed.   model: streaming → done | stopped.
 * Only sent user messages and done/stopped replies become history.
 */
export const MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'streaming', 'done', 'stopped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface ChatMessage {
  id: string;
  role: Turn['role'];
  text: string;
  status: MessageStatus;
  venues?: ShownPlace[];
  debug?: TurnDebug;
  /** Model replies: the start of each history turn the engine chose to send, for the debug drawer. */
  historyPreview?: string[];
  /** Shown under a failed message, in words a user understands. */
  error?: string;
  /** A finished reply's `replySignature`: without it the server does not show the turn to the model again. */
  signature?: string;
  /** Model replies: the language the server wrote the reply in; its cards use the same words. */
  language?: NonNullable<ConciergeOutput['replyLanguage']>;
}

/** The turns the function is sent: what was actually said, without failed sends or empty stopped replies. */
export function historyOf(messages: readonly ChatMessage[]): Turn[] {
  return messages
    .filter((message) =>
      message.role === 'user'
        ? message.status === 'sent'
        : (message.status === 'done' || message.status === 'stopped') && message.text.trim() !== '',
    )
    .map(({ role, text, signature }) => ({ role, content: text, ...(signature ? { signature } : {}) }));
}
