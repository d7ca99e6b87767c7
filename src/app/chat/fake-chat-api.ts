import type { ConciergeInput, ConciergeOutput } from '@concierge/contract/concierge-contract';
import type { Place } from '@concierge/contract/place';
import { emptyContext, type ConversationContext } from '@concierge/engine/conversation-context';
import { ChatApi, type SendOptions } from './chat-api';

interface PendingCall {
  request: ConciergeInput;
  options: SendOptions;
  resolve: (output: ConciergeOutput) => void;
  reject: (error: unknown) => void;
}

/** A ChatApi whose calls stay open until the test answers, fails or streams them; it records every request. */
export class FakeChatApi extends ChatApi {
  readonly calls: PendingCall[] = [];

  get requests(): ConciergeInput[] {
    return this.calls.map((call) => call.request);
  }

  get last(): PendingCall {
    return this.calls[this.calls.length - 1];
  }

  send(request: ConciergeInput, options: SendOptions): Promise<ConciergeOutput> {
    // Deep copy: the test must see what was sent, not what the store changed afterwards.
    const sent = JSON.parse(JSON.stringify(request)) as ConciergeInput;
    return new Promise((resolve, reject) => {
      options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      this.calls.push({ request: sent, options, resolve, reject });
    });
  }
}

export const RAMEN: Place[] = [
  { placeId: 'ramen-1', name: 'Ramen Nagi', category: 'ramen', address: 'Greenbelt 3, Makati', rating: 4.6, priceLevel: 'moderate' },
  {
    placeId: 'ramen-2',
    name: 'Mendokoro Ramenba',
    category: 'ramen',
    address: 'Salcedo Village, Makati',
    rating: 4.7,
    priceLevel: 'moderate',
  },
];

export function outputFor(reply: string, context: Partial<ConversationContext> = {}, venues: Place[] = []): ConciergeOutput {
  return {
    reply,
    venues,
    context: { ...emptyContext('session-1', 1_000), ...context },
    contextSignature: `signed:${reply}`,
    replySignature: `reply:${reply}`,
    contextStatus: 'verified',
    debug: {
      injected: '',
      injectedTokens: 0,
      historyTokens: 0,
      historySent: [],
      historyReason: 'no history yet',
      resolved: null,
      agent: 'foodie',
      model: 'offline',
      engineError: null,
    },
  };
}

/** Lets pending promise callbacks run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
