// Two venues weighed ("the first or the third?", "Kopps or Fritz?"), and "the former" / "the latter" of them.
import type { RememberedVenue } from '../conversation-context';
import { extractQuery } from '../extract-query';
import { PLACE_NAMES } from '../gazetteer';
import { GENERIC_NAME_WORDS } from '../venue-names';
import { containsWhole, escape, foldBare } from './folding';
import { narrowedByKind, narrowedByPlace } from './narrowing';
import { positionIndex } from './list-positions';
import { ORDINAL_ALTERNATION } from './ordinal-words';
import { BEST_RATED, CHEAP, PRICEY, WORST_RATED } from './price-rating';
import { type ResolveInput, type VenueResolution, venue } from './resolution';
import { cachedRegExp } from '../text/cached-reg-exp';

/** "both the first and second", "the 2nd or the 3rd?", "fritz vs anthracite": two venues are weighed, none is picked. */
export const TWO_ORDINALS = new RegExp(
  [
    `\\b(?:${ORDINAL_ALTERNATION}|#?\\d{1,2}(?:st|nd|rd|th|e|de)?)(?:\\s+(?:one|option|place))?\\s*(?:,|and|or|vs\\.?|versus|en|of|at|o`,
    `|tegen)\\s+(?:the\\s+|de\\s+|het\\s+|yung\\s+|ang\\s+|sa\\s+)?(?:${ORDINAL_ALTERNATION}|#?\\d{1,2}(?:st|nd|rd|th|e`,
    `|de)?)\\b(?!\\s*(?:people|ppl|persons|pax|tao|personen|pm|am|uur|o'clock|hours?|hrs?|oras|\\/7|minutes?|mins?|minuten|minuto))`,
  ].join(''),
  'iu',
);
export const WEIGHS = /\b(?:vs\.?|versus|or|o|of|tegen|compared to|vergeleken met|kaysa|kesa|than|dan|between|tussen)\b/i;
/** "the historic ones, are they touristy?", "those ones": several venues at once, none picked. */
export const PLURAL_ONES = /\b(?:the|those|these|yung mga|ang mga)\s+(?:[\p{L}-]+\s+){0,2}ones\b/iu;
/** "the first two", "de laatste twee", "yung unang dalawa": two venues at one end of the list. */
export const FIRST_OR_LAST_TWO = new RegExp(
  [
    String.raw`\b(?:the (first|last|top|bottom) (?:two|2)|(?:de|die) (eerste|laatste) (?:twee|2)|(?:yung|ang) (unang|huling) (?:dalawa`,
    String.raw`|2))\b`,
  ].join(''),
  'i',
);
export function endPair(text: string, list: readonly RememberedVenue[]): RememberedVenue[] | null {
  const m = FIRST_OR_LAST_TWO.exec(text);
  if (!m || list.length < 2) return null;
  return /^(?:first|top|eerste|unang)$/i.test(m[1] ?? m[2] ?? m[3]) ? list.slice(0, 2) : list.slice(-2);
}
export function picksTwo(text: string, list: readonly RememberedVenue[]): boolean {
  // "which of the river north ones is cheaper?": a comparative picks one among them.
  if (
    TWO_ORDINALS.test(text) ||
    (PLURAL_ONES.test(text) && ![CHEAP, PRICEY, BEST_RATED, WORST_RATED].some((pattern) => pattern.test(text))) ||
    FIRST_OR_LAST_TWO.test(text)
  )
    return true;
  if (!WEIGHS.test(text) || /\b(?:than|dan|kaysa|kesa)\b/i.test(text)) return false;
  const lower = foldBare(text);
  // "House of Lechon": a weighing word inside a name typed whole weighs nothing.
  const bare = (v: RememberedVenue) => foldBare(v.name);
  const wholeNames = list.filter((v) => containsWhole(lower, bare(v)));
  const rest = wholeNames.reduce((left, v) => left.split(bare(v)).join(' '), lower);
  if (!WEIGHS.test(rest)) return false;
  const typed = new Set(rest.split(/[^\p{L}\p{N}]+/u));
  // A word several names share ("Lechon" in three lechon houses) tells no two of them apart.
  const counts = new Map<string, number>();
  const distinctive = list.map((v) => {
    // ... nor a dish in a name ("Dong Bei Dumplings"): "dumplings o noodles lang?" weighs dishes, not venues.
    const words = [
      ...new Set(
        bare(v)
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w) && !PLACE_NAMES.has(w) && !extractQuery(w)),
      ),
    ];
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    return words;
  });
  const named = list.filter((v, i) => wholeNames.includes(v) || distinctive[i].some((w) => counts.get(w) === 1 && typed.has(w)));
  return named.length >= 2;
}

/** The two venues a text weighs, in the order it names them ("the first or the third?", "Kopps or Fritz?"), else null. */
export function weighedPair(text: string, list: readonly RememberedVenue[]): RememberedVenue[] | null {
  const ordinals = TWO_ORDINALS.exec(text);
  if (ordinals) {
    const at = (word: string) => positionIndex(word, list.length);
    const [first, second] = ordinals[0].split(
      cachedRegExp(
        [
          String.raw`\s*(?:,|\band\b|\bor\b|\bvs\.?|\bversus\b|\ben\b|\bof\b|\bat\b|\bo\b|\btegen\b)`,
          String.raw`\s+(?:the\s+|de\s+|het\s+|yung\s+|ang\s+`,
          String.raw`|sa\s+)?`,
        ].join(''),
        'i',
      ),
    );
    const pair = [list[at(first.split(/\s+/)[0])], list[at((second ?? '').split(/\s+/)[0])]];
    return pair.every(Boolean) && pair[0] !== pair[1] ? pair : null;
  }
  // "Leslies o Josephines": possessives are typed without their apostrophe.
  const lower = foldBare(text);
  const typed = lower.split(/[^\p{L}\p{N}]+/u);
  const named = list
    .map((v) => {
      const whole = lower.indexOf(foldBare(v.name));
      if (whole >= 0) return { v, at: whole };
      const words = foldBare(v.name)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 4 && !GENERIC_NAME_WORDS.has(w) && !PLACE_NAMES.has(w));
      const word = words.find((w) => typed.includes(w));
      return word ? { v, at: lower.search(cachedRegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, 'u')) } : null;
    })
    .filter((found): found is { v: RememberedVenue; at: number } => found !== null && found.at >= 0);
  if (named.length === 2) return named.sort((a, b) => a.at - b.at).map((found) => found.v);
  // "the 2 in whitechapel, which has better reviews", "sa dalawang ihawan alin mas mura": the two a place or kind narrows to.
  if (/\b(?:two|2|twee|dalawa(?:ng)?)\b/i.test(text)) {
    const narrowed = narrowedByKind(text, narrowedByPlace(text, list));
    if (narrowed.length === 2) return [...narrowed];
  }
  return null;
}

/** "the former", "the latter", "de laatstgenoemde": of the two venues just weighed (by the user's last message, else by the
 * assistant's last reply, else the two last in focus, else a list of two), the one named first or second. "the latter two" picks no single
 * venue. */
export const FORMER_LATTER = /\bthe (former|latter)(?!\s+(?:two|three|ones|half|part|both))\b|\b(?:de|die|het) (eerst|laatst)genoemde\b/i;
export function formerOrLatter(text: string, input: ResolveInput, list: readonly RememberedVenue[]): VenueResolution | null {
  const match = FORMER_LATTER.exec(text)!;
  const lastAsked = input.earlierTurns.get(input.context.userTurns - 1);
  const reply = input.lastReply?.();
  // ... else the two last in focus, in the order they were ("the 2nd?" then "and the 4th?": "the former" is the 2nd).
  const focused =
    input.context.focus && input.context.earlierFocus?.length
      ? [input.context.earlierFocus[0], input.context.focus].map((f) => list.find((v) => v.placeId === f.placeId))
      : [];
  const pair =
    (lastAsked ? (weighedPair(lastAsked, list) ?? endPair(lastAsked, list)) : null) ??
    (reply ? weighedPair(reply, list) : null) ??
    (focused.length === 2 && focused.every(Boolean) ? (focused as RememberedVenue[]) : null) ??
    (list.length === 2 ? list : null);
  if (!pair) return null;
  return venue(pair[/^(?:former|eerst)$/i.test(match[1] ?? match[2]) ? 0 : 1], 'ordinal');
}
