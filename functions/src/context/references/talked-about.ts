// The venues the conversation talked about, newest first: the one in focus, then those in focus before it. "The museum",
// "die pannenkoekenzaak van eerst" with several of that kind known mean the one talked about last.
import type { ConversationContext, RememberedVenue } from '../conversation-context';

/** The place ids talked about, newest first. */
export function talkedAboutIds(context: Pick<ConversationContext, 'focus' | 'earlierFocus'>): string[] {
  return [context.focus, ...(context.earlierFocus ?? [])].flatMap((focus) => (focus ? [focus.placeId] : []));
}

/** The candidate talked about last, or undefined when none of them was. */
export function lastTalkedAbout(talked: readonly string[], candidates: readonly RememberedVenue[]): RememberedVenue | undefined {
  return talked.map((id) => candidates.find((venue) => venue.placeId === id)).find((venue) => venue !== undefined);
}
