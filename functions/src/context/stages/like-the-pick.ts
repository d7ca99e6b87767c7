// Issue 17 (wave cw, narrowing it down): "more like the 3rd one?", "meer zoals de tweede?", "iets zoals de eerste maar dan in
// gangnam?": a search for more of the kind of the card picked, so its category is what the search looks for next.
import type { RememberedVenue } from '../conversation-context';
import type { Resolution } from '../resolve-references';

/** The intent rule that reads "more like the <ordinal>" (intent/data/intent-rules.json). */
export const MORE_LIKE_THE_PICK = 'more-like-the-pick';

/** The category of the card picked by a "more like" turn, or null when the turn is none or the card's category is unknown. */
export function likeThePick(intentRule: string, resolved: Resolution | null, listed: readonly RememberedVenue[]): string | null {
  if (intentRule !== MORE_LIKE_THE_PICK || resolved?.kind !== 'venue') return null;
  const category = listed.find((venue) => venue.placeId === resolved.placeId)?.category?.trim();
  return category ? category.slice(0, 200) : null;
}
