import type { Conversation } from './conversation';
import { CORRUPT_NOTICE, OLD_FORMAT_NOTICE, parseConversations, serializeConversations } from './conversation-storage';

const conversation: Conversation = {
  id: 'c1',
  title: 'find ramen in Makati',
  createdAt: 1000,
  updatedAt: 2000,
  context: null,
  messages: [
    { id: 'm1', role: 'user', text: 'find ramen in Makati', status: 'sent' },
    { id: 'm2', role: 'model', text: 'Here you go', status: 'done', venues: [{ placeId: 'p1', name: 'Ramen Nagi' }] },
  ],
};

describe('conversation storage', () => {
  it('reads back what it wrote', () => {
    expect(parseConversations(serializeConversations([conversation]))).toEqual({ conversations: [conversation], notice: null });
  });

  it('keeps the signatures and the removed chips, so a reload does not lose the verified memory', () => {
    const signed: Conversation = {
      ...conversation,
      contextSignature: 'v1.abc',
      forgotten: [{ kind: 'venue', placeId: 'p1' }],
      messages: [conversation.messages[0], { ...conversation.messages[1], signature: 'v1.def' }],
    };
    expect(parseConversations(serializeConversations([signed]))).toEqual({ conversations: [signed], notice: null });
  });

  it('keeps the language a reply was written in, and drops one it does not know', () => {
    const written: Conversation = {
      ...conversation,
      messages: [conversation.messages[0], { ...conversation.messages[1], language: 'nl' }],
    };
    expect(parseConversations(serializeConversations([written]))).toEqual({ conversations: [written], notice: null });
    const stored = JSON.parse(serializeConversations([written])) as { conversations: { messages: Record<string, unknown>[] }[] };
    stored.conversations[0].messages[1]['language'] = 'fr';
    const read = parseConversations(JSON.stringify(stored)).conversations[0];
    expect(read.messages[1].language).toBeUndefined();
  });

  it('keeps the words a reply sent for its cards and its query, so a reload shows them too', () => {
    const labelled: Conversation = {
      ...conversation,
      queryLabel: { query: 'bakery', label: 'bakkerij' },
      messages: [
        conversation.messages[0],
        { ...conversation.messages[1], venues: [{ placeId: 'p1', name: 'De Korenaar', categoryLabel: 'bakkerij' }] },
      ],
    };
    expect(parseConversations(serializeConversations([labelled]))).toEqual({ conversations: [labelled], notice: null });
    const malformed = JSON.stringify({ version: 1, conversations: [{ ...conversation, queryLabel: { query: 'bakery' } }] });
    expect(parseConversations(malformed)).toEqual({ conversations: [conversation], notice: null });
  });

  it('drops a malformed signature or forget operation but keeps the conversation', () => {
    const raw = JSON.stringify({
      version: 1,
      conversations: [{ ...conversation, contextSignature: 42, forgotten: [{ kind: 'everything' }] }],
    });
    expect(parseConversations(raw)).toEqual({ conversations: [conversation], notice: null });
  });

  it('writes a versioned document', () => {
    expect(JSON.parse(serializeConversations([conversation])).version).toEqual(1);
  });

  it('does not store conversations without messages', () => {
    expect(JSON.parse(serializeConversations([{ ...conversation, messages: [] }])).conversations).toEqual([]);
  });

  it('finds nothing and says nothing when storage is empty', () => {
    expect(parseConversations(null)).toEqual({ conversations: [], notice: null });
  });

  it('discards text that is not JSON with a notice', () => {
    expect(parseConversations('{not json')).toEqual({ conversations: [], notice: CORRUPT_NOTICE });
  });

  it('discards data without a version as an old format', () => {
    expect(parseConversations(JSON.stringify([conversation]))).toEqual({ conversations: [], notice: OLD_FORMAT_NOTICE });
  });

  it('discards data of an older version with a notice', () => {
    expect(parseConversations(JSON.stringify({ version: 0, conversations: [conversation] }))).toEqual({
      conversations: [],
      notice: OLD_FORMAT_NOTICE,
    });
  });

  it('drops a conversation whose message breaks the contract and keeps the rest', () => {
    const broken = { ...conversation, id: 'c2', messages: [{ id: 'x', role: 'wizard', text: 'hi', status: 'sent' }] };
    expect(parseConversations(JSON.stringify({ version: 1, conversations: [conversation, broken] }))).toEqual({
      conversations: [conversation],
      notice: CORRUPT_NOTICE,
    });
  });

  it('drops a conversation whose context breaks the schema', () => {
    const broken = { ...conversation, context: { sessionId: 'c1', location: 42 } };
    expect(parseConversations(JSON.stringify({ version: 1, conversations: [broken] }))).toEqual({
      conversations: [],
      notice: CORRUPT_NOTICE,
    });
  });

  it('turns a message left pending by a closed page into a failed one that can be retried', () => {
    const closed = { ...conversation, messages: [{ id: 'm1', role: 'user', text: 'find ramen', status: 'pending' }] };
    const loaded = parseConversations(JSON.stringify({ version: 1, conversations: [closed] }));
    expect(loaded.conversations[0].messages).toEqual([
      { id: 'm1', role: 'user', text: 'find ramen', status: 'failed', error: 'This message was not answered before the page closed.' },
    ]);
  });
});
