// Issue 17, the class "going back to an earlier turn": a message that goes back to a list shown earlier ("back to the cafés,
// which one is cheapest?", "terug naar de pastelarias", "balik tayo sa chicken rice") makes that list the one talked about
// again, whether or not it picks a venue in it, so a comparison or "the second one" after it reads that list.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { mendTypos } from './corrections';
import { earlierListReturnedTo } from './earlier-list-returns';
import { earlierShownLists } from './earlier-shown-lists';
import { turnIntentOf } from '../intent/turn-intent';
import { listOfKindPositions } from './kind-positions';
import { kindFit, listKindOf } from './list-kinds';
import { normalizeText } from '../../places/normalize-text';
import { knownVenues } from './resolution';
import { listReturnedToByKind } from './returns-by-kind';
import { listOfPlaceNamed } from './list-of-place-named';

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
  // "lunch #1 vs lunch #3", "welke bar ligt het dichtst bij, de tweede of de derde?": places said with the kind of one list.
  // (Not the card measured from: "ano mas malapit sa unang museum, yung una o pangalawang kainan?" weighs the eateries.)
  const from = turnIntentOf(text).from;
  const ofKind = listOfKindPositions(from ? mended.replace(from, ' ') : mended, { list, known, earlierTurns, lists: context.lists });
  if (ofKind) return ofKind;
  const named =
    listReturnedToByKind(mended, known, list, earlierTurns, context.lists) ??
    earlierListReturnedTo(mended, known, list, context.lists, earlierTurns);
  if (named && named.venues.length && named.venues !== list) return named.venues;
  return listOfPlaceNamed(mended, known, list, context.lists, earlierTurns)?.venues ?? listOfKindAsked(mended, known, list, context);
}

/** "which museum was the cheapest?", "welk museum is het goedkoopst?", "alin sa mga museo ang pinakamura?": a question over the
 * venues of a kind that the latest list does not hold asks over the newest earlier list that does. */
const WHICH_KIND = /(?<!\p{L})(?:which|welke|welk|aling|alin(?:g)?\s+(?:sa\s+)?(?:mga\s+)?)\s*(\p{L}{3,20})(?!\p{L})/iu;

function listOfKindAsked(
  text: string,
  known: readonly RememberedVenue[],
  list: readonly RememberedVenue[],
  context: ConversationContext,
): readonly RememberedVenue[] | null {
  const word = WHICH_KIND.exec(text)?.[1];
  if (!word) return null;
  const kind = listKindOf(word);
  const earlier = [...earlierShownLists(known, list, context.lists)].sort(([a], [b]) => b - a).map(([, venues]) => venues);
  if (kind.terms.length) {
    if (kindFit(kind, list, undefined) > 0) return null;
    return earlier.find((venues) => venues.length > 1 && kindFit(kind, venues, undefined) > 0) ?? null;
  }
  // ... or by where they are: "which shibuya one has the best rating?" after going back to the Shinjuku list.
  const inArea = (v: RememberedVenue) => normalizeText(v.address ?? '').includes(normalizeText(word));
  if (list.every(inArea)) return null;
  return earlier.find((venues) => venues.length > 1 && venues.every(inArea)) ?? null;
}
