// What one user turn produced, as the judge needs it: the reply, the context after it, the venues and the calls.
import type { ConversationContext } from '../context/conversation-context';
import type { Place } from '../contract/place';
import type { PlaceCall } from './recording-place-search';

export interface TurnRecord {
  user: string;
  reply: string;
  /** The context the function returned (null when the call failed). */
  context: ConversationContext | null;
  /** The venue cards the reply showed. */
  venues: Place[];
  calls: PlaceCall[];
  /** Set when the call failed; the reply is then empty. */
  error: string | null;
}
