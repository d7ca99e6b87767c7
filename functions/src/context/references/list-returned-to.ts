// Issue 17, the class "going back to an earlier turn": a message that goes back to a list shown earlier ("back to the cafés,
// which one is cheapest?", "terug naar de pastelarias", "balik tayo sa chicken rice") makes that list the one talked about
// again, whether or not it picks a venue in it, so a comparison or "the second one" after it reads that list.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { mendTypos } from './corrections';
import { earlierListReturnedTo } from './earlier-list-returns';
import { knownVenues } from './resolution';
import { listReturnedToByKind } from './returns-by-kind';

/** The earlier list the message goes back to, by its kind or by when it was shown; null when it goes back to none. */
export function listReturnedTo(
  text: string,
  context: ConversationContext,
  earlierTurns: ReadonlyMap<number, string>,
): readonly RememberedVenue[] | null {
  const list = context.alternatives.length ? context.alternatives : context.recentVenues;
  if (!list.length) return null;
  const mended = mendTypos(text);
  const known = knownVenues(context);
  const named =
    listReturnedToByKind(mended, known, list, earlierTurns, context.lists) ?? earlierListReturnedTo(mended, known, list, context.lists);
  return named && named.venues.length && named.venues !== list ? named.venues : null;
}
