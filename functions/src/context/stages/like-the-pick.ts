// Issue 17 (wave cw, narrowing it down): "more like the 3rd one?", "meer zoals de tweede?", "iets zoals de eerste maar dan in
// gangnam?": a search for more of the kind of the card picked, so its category is what the search looks for next.
import type { RememberedVenue } from '../conversation-context';
import type { Resolution } from '../resolve-references';
import { extractQuery } from '../extract-query';

/** The intent rule that reads "more like the <ordinal>" (intent/data/intent-rules.json). */
export const MORE_LIKE_THE_PICK = 'more-like-the-pick';

/** The category of the card picked by a "more like" turn, or null when the turn is none or the card's category is unknown.
 * With no one card picked, the kind the words liken it to ("zoals die burgerzaak van vanmiddag", "the dumpling place from
 * before, is there something like it in BGC?", wave df). */
export function likeThePick(intentRule: string, resolved: Resolution | null, listed: readonly RememberedVenue[], text = ''): string | null {
  if (intentRule !== MORE_LIKE_THE_PICK) return null;
  if (resolved?.kind !== 'venue') return kindLikened(text);
  const category = listed.find((venue) => venue.placeId === resolved.placeId)?.category?.trim();
  return category ? category.slice(0, 200) : null;
}

/** "zoals die burgerzaak", "gelijkaardig aan dat koffiezaakske", "the dumpling place from before, ... something like it": the
 * kind of place named beside the likening, when it is a kind and no filler. */
function kindLikened(text: string): string | null {
  for (const words of [LIKENED.exec(text)?.[1], BEFORE_LIKE_IT.exec(text)?.[1]]) {
    const kind = words ? extractQuery(words) : null;
    if (kind && !kind.weak) return kind.query.slice(0, 200);
  }
  return null;
}
/** The article or demonstrative before the kind: "the burger place" is a reference, "burger place" the kind. */
const ARTICLE = String.raw`(?:(?:the|that|this|die|dat|deze|het|de|yung|ung|nung|iyong)\s+)?`;
const LIKENED = new RegExp(
  String.raw`\b(?:like|similar to|zoals|gelijkaardig aan|vergelijkbaar met|katulad n(?:g|ung)|kagaya n(?:g|ung)|kapareho n(?:g|ung))\s+` +
    ARTICLE +
    String.raw`([\p{L}-]+(?:\s+[\p{L}-]+)?)`,
  'iu',
);
const BEFORE_LIKE_IT = /\b(?:the|that|yung|die|dat)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:from before|from earlier|van daarnet|kanina)\b/iu;
