import type { ChatMessage } from '../chat/chat-message';
import type { Conversation } from './conversation';
import { expiryOf, keepRecentMessages } from './conversation-lifetime';

const MINUTE = 60_000;
const start = 1_700_000_000_000;
const conversation: Conversation = { id: 'c1', title: 't', createdAt: start, updatedAt: start, messages: [], context: null };

function turns(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) => [
    { id: `u${i}`, role: 'user' as const, text: `q${i}`, status: 'sent' as const },
    { id: `m${i}`, role: 'model' as const, text: `a${i}`, status: 'done' as const },
  ]).flat();
}

describe('conversation lifetime', () => {
  it('keeps a conversation idle for less than an hour', () => {
    expect(expiryOf(conversation, start + 59 * MINUTE)).toBeNull();
  });

  it('expires a conversation idle for an hour', () => {
    expect(expiryOf(conversation, start + 60 * MINUTE)).toEqual('idle');
  });

  it('expires a conversation a day after it began even if it is active', () => {
    expect(expiryOf({ ...conversation, updatedAt: start + 24 * 60 * MINUTE - MINUTE }, start + 24 * 60 * MINUTE)).toEqual('age');
  });

  it('keeps the last ten complete turns', () => {
    expect(keepRecentMessages(turns(12)).map((m) => m.text)).toEqual(
      turns(12)
        .slice(4)
        .map((m) => m.text),
    );
  });

  it('keeps everything within the limit, failed sends included', () => {
    const messages = [...turns(2), { id: 'f', role: 'user' as const, text: 'oops', status: 'failed' as const }];
    expect(keepRecentMessages(messages)).toEqual(messages);
  });
});
