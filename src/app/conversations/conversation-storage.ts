import {
  ForgetTargetSchema,
  MAX_SIGNATURE_CHARS,
  QueryLabelSchema,
  REPLY_LANGUAGES,
  ShownPlaceSchema,
  TurnDebugSchema,
  TurnSchema,
} from '@concierge/contract/concierge-contract';
import { ConversationContextSchema } from '@concierge/engine/conversation-context';
import { MESSAGE_STATUSES, type ChatMessage } from '../chat/chat-message';
import type { Conversation } from './conversation';

export const STORAGE_KEY = 'concierge.conversations';
/** Bump when the stored shape changes; older data is discarded with a notice rather than misread. */
export const STORAGE_VERSION = 1;

export interface LoadedConversations {
  conversations: Conversation[];
  /** Set when stored data had to be discarded: the key of its words for the user (language/ui-text.*.json). */
  notice: Notice | null;
}

/** What the app tells the user about their stored conversations, as keys the chrome puts in its language. */
export type Notice = 'noticeCorrupt' | 'noticeOldFormat' | 'noticeIdle' | 'noticeAge' | 'noticeStorageFull';

export const CORRUPT_NOTICE: Notice = 'noticeCorrupt';
export const OLD_FORMAT_NOTICE: Notice = 'noticeOldFormat';

export function serializeConversations(conversations: readonly Conversation[]): string {
  // Empty conversations are not worth keeping; they come back as "New conversation" anyway.
  return JSON.stringify({ version: STORAGE_VERSION, conversations: conversations.filter((c) => c.messages.length) });
}

/** Reads what serializeConversations wrote; anything else is discarded with a notice, never thrown. */
export function parseConversations(raw: string | null): LoadedConversations {
  if (raw === null) return { conversations: [], notice: null };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { conversations: [], notice: CORRUPT_NOTICE };
  }
  if (!isRecord(data) || !('version' in data)) return { conversations: [], notice: OLD_FORMAT_NOTICE };
  if (data['version'] !== STORAGE_VERSION) {
    return {
      conversations: [],
      notice: typeof data['version'] === 'number' && data['version'] < STORAGE_VERSION ? OLD_FORMAT_NOTICE : CORRUPT_NOTICE,
    };
  }
  const list = data['conversations'];
  if (!Array.isArray(list)) return { conversations: [], notice: CORRUPT_NOTICE };
  const conversations = list.map(parseConversation);
  const valid = conversations.filter((c): c is Conversation => c !== null);
  return { conversations: valid, notice: valid.length < conversations.length ? CORRUPT_NOTICE : null };
}

function parseConversation(value: unknown): Conversation | null {
  if (!isRecord(value)) return null;
  const { id, title, createdAt, updatedAt, messages, context, contextSignature, forgotten, queryLabel } = value;
  if (!isId(id) || typeof title !== 'string' || !isTime(createdAt) || !isTime(updatedAt) || !Array.isArray(messages)) return null;
  const parsedContext = ConversationContextSchema.nullable().safeParse(context ?? null);
  if (!parsedContext.success) return null;
  const parsedMessages: ChatMessage[] = [];
  for (const message of messages) {
    const parsed = parseMessage(message);
    if (!parsed) return null;
    if (parsed.role === 'model' && parsed.status === 'stopped' && !parsed.text) continue;
    parsedMessages.push(parsed);
  }
  const conversation: Conversation = {
    id,
    title: title.slice(0, 100),
    createdAt,
    updatedAt,
    messages: parsedMessages,
    context: parsedContext.data,
  };
  // Signatures and removed chips are optional: without them the server starts the memory afresh, nothing breaks.
  if (isSignature(contextSignature)) conversation.contextSignature = contextSignature;
  const parsedForgotten = ForgetTargetSchema.array().max(20).safeParse(forgotten);
  if (parsedForgotten.success && parsedForgotten.data.length) conversation.forgotten = parsedForgotten.data;
  const parsedLabel = QueryLabelSchema.safeParse(queryLabel);
  if (parsedLabel.success) conversation.queryLabel = parsedLabel.data;
  return conversation;
}

function parseMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value) || !isId(value['id'])) return null;
  const turn = TurnSchema.safeParse({ role: value['role'], content: value['text'] });
  const status = MESSAGE_STATUSES.find((s) => s === value['status']);
  if (!turn.success || !status) return null;
  const message: ChatMessage = { id: value['id'], role: turn.data.role, text: turn.data.content, status };
  if (value['venues'] !== undefined) {
    const venues = ShownPlaceSchema.array().max(20).safeParse(value['venues']);
    if (!venues.success) return null;
    message.venues = venues.data;
  }
  if (value['debug'] !== undefined) {
    const debug = TurnDebugSchema.safeParse(value['debug']);
    if (!debug.success) return null;
    message.debug = debug.data;
  }
  const preview = value['historyPreview'];
  if (Array.isArray(preview) && preview.every((p) => typeof p === 'string')) message.historyPreview = preview.slice(0, 50);
  if (typeof value['error'] === 'string') message.error = value['error'].slice(0, 300);
  if (isSignature(value['signature'])) message.signature = value['signature'];
  const language = REPLY_LANGUAGES.find((lang) => lang === value['language']);
  if (language && message.role === 'model') message.language = language;
  // A page closed mid-call: the question is kept for a retry, a half reply counts as stopped.
  if (message.status === 'pending') return { ...message, status: 'failed', error: 'This message was not answered before the page closed.' };
  if (message.status === 'streaming') return { ...message, status: 'stopped' };
  return message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 100;
}

function isSignature(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_SIGNATURE_CHARS;
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
