// The listed venues a place or a kind narrows the list to, and the two last in focus.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { escape, fold } from './folding';
import { phraseWords, sameStem } from './phrase-match';
import { cachedRegExp } from '../text/cached-reg-exp';

/** "which of those two is cheaper?", "welke van die twee", "alin sa dalawang yan": the two venues last in focus, when both are listed. */
export const THOSE_TWO = new RegExp(
  [
    String.raw`\b(?:(?:those|these|the|them|the last) two|both of them|between (?:them|those|the two)|van (?:die|deze|de|beide) twee`,
    String.raw`|van beide|sa dalawa(?:ng)?(?: (?:yan|yun|iyan|iyon|ito))?)\b`,
  ].join(''),
  'i',
);
export function focusedPair(context: ConversationContext, list: readonly RememberedVenue[]): readonly RememberedVenue[] | null {
  if (!context.focus || !context.earlierFocus?.length) return list.length === 2 ? list : null;
  const pair = [context.earlierFocus[0], context.focus].map((f) => list.find((v) => v.placeId === f.placeId));
  return pair.every(Boolean) ? (pair as RememberedVenue[]) : list.length === 2 ? list : null;
}

export const IN_PLACE = /\b(?:in|on|at|near|around|by|sa|nasa|op|bij|aan)\s+(?:the\s+|de\s+)?([\p{L}\p{N}'’ .-]{2,40})/iu;
/** "which of the river north ones is cheaper?": the words before "ones" name where the ones weighed are. */
export const PLACED_ONES = new RegExp(
  [String.raw`\b(?:the|those|these|yung mga|ang mga|de|die)\s+((?:[\p{L}-]+\s+){1,2})(?:ones|places|spots|adresjes|plekken)\b`].join(''),
  'iu',
);
export function narrowedByPlace(text: string, list: readonly RememberedVenue[]): readonly RememberedVenue[] {
  const where = IN_PLACE.exec(text)?.[1] ?? PLACED_ONES.exec(text)?.[1];
  const words = where ? phraseWords(where) : [];
  if (!words.length) return list;
  const has = (v: RememberedVenue, w: string) =>
    w.split('|').some((part) => {
      const address = fold(`${v.address ?? ''}`);
      return address.includes(part) && cachedRegExp(`(?<![\\p{L}\\p{N}])${escape(part)}`, 'u').test(address);
    });
  // "the other one in the Old Town": the venues in all of the place's words (not the New Town one), else in any of them.
  const whole = words.length > 1 ? list.filter((v) => words.every((w) => has(v, w))) : [];
  if (whole.length && whole.length < list.length) return whole;
  const inside = list.filter((v) => words.some((w) => has(v, w)));
  return inside.length && inside.length < list.length ? inside : list;
}
export function narrowedByKind(text: string, list: readonly RememberedVenue[]): readonly RememberedVenue[] {
  const typed = new Set(
    fold(text)
      .split(/\P{L}+/u)
      .filter((w) => w.length >= 4),
  );
  for (const word of typed) {
    // "de twee italianen" for two "italiaans" venues: the same stem in another form.
    const kind = list.filter((v) =>
      fold(v.category ?? '')
        .split(/\P{L}+/u)
        .some((w) => w === word || sameStem(w, word)),
    );
    if (kind.length >= 2 && kind.length < list.length) return kind;
  }
  return list;
}
