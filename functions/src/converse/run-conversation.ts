// Drives scripted conversations through the real flow in process (offline model and catalog),
// carrying history and context from reply to reply exactly as the Angular client does.
import { MAX_HISTORY_TURNS, type ConciergeOutput, type Turn } from '../contract/concierge-contract';
import type { ConversationContext } from '../context/conversation-context';
import { createConcierge } from '../flows/create-concierge';
import { createPlaceSearch } from '../places/create-place-search';
import type { Conversation } from './converse-set';
import { recordingPlaceSearch, type PlaceCall } from './recording-place-search';
import type { TurnRecord } from './turn-record';

export const DEFAULT_NOW = '2026-11-21T10:00:00Z';
/** Each turn a minute after the one before, so no conversation expires while it is replayed. */
const TURN_GAP_MS = 60_000;
/** Each conversation is its own signed-in person, as the callable passes them to the flow. */
const signedIn = (conversation: Conversation) => ({ context: { auth: { uid: `converse:${conversation.id}` } } });

export type ConversationRunner = (conversation: Conversation) => Promise<TurnRecord[]>;

/** One concierge for every conversation (building it loads the prompts); the clock and the call log are per turn. */
export function createConversationRunner(): ConversationRunner {
  let at = Date.parse(DEFAULT_NOW);
  const calls: PlaceCall[] = [];
  const placeSearch = recordingPlaceSearch(createPlaceSearch({ now: () => new Date(at) }), calls);
  const { flow } = createConcierge({ env: {}, placeSearch, now: () => at });

  return async (conversation) => {
    at = Date.parse(conversation.now ?? DEFAULT_NOW);
    let history: Turn[] = [];
    let context: ConversationContext | null = null;
    let contextSignature: string | undefined;
    const records: TurnRecord[] = [];
    for (const { user } of conversation.turns) {
      calls.length = 0;
      let output: ConciergeOutput | null = null;
      let error: string | null = null;
      try {
        output = (await flow.run({ input: user, history, context, contextSignature }, signedIn(conversation))).result;
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      records.push({
        user,
        reply: output?.reply ?? '',
        context: output?.context ?? null,
        venues: output?.venues ?? [],
        calls: [...calls],
        error,
      });
      if (output) {
        // What the client keeps: the reply with its signature, and the signed context.
        const turns: Turn[] = [
          { role: 'user', content: user },
          { role: 'model', content: output.reply, signature: output.replySignature },
        ];
        history = [...history, ...turns].slice(-MAX_HISTORY_TURNS);
        context = output.context;
        contextSignature = output.contextSignature;
      }
      at += TURN_GAP_MS;
    }
    return records;
  };
}
