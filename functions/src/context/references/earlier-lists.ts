// Picks made in a list shown before the latest one: "back to the seafood places", "die rooftop van daarnet".
import type { RememberedVenue, ShownList } from '../conversation-context';
import { earlierShownLists } from './earlier-shown-lists';
import { findGazetteerNames } from '../gazetteer';
import { fold } from './folding';
import { bestMatch, phraseWords } from './phrase-match';
import { venue, type VenueResolution } from './resolution';
import { lastTalkedAbout, venuesOfKind } from './talked-about';
import { cachedRegExp } from '../text/cached-reg-exp';

/** "die rooftop van daarnet", "the hostel from before", "yung seafood kanina": a description marked as from an earlier list
 * picks the one venue of the earlier lists it fits. */
export const FROM_EARLIER = new RegExp(
  [
    String.raw`\b(?:the|that|this|die|dat|de|het|yung|ung|ang)\s+([\p{L}\p{N}'’ -]{2,40}?)\s+(?:(?:one|place|spot|plek|plekje|tent`,
    String.raw`|zaak)\s+)?(?:van daarnet|van net|van zonet|van eerder|van eerst|van (?:je|de) eerste lijst|from (?:before|earlier`,
    String.raw`|your first list|the first list|the other list)|you mentioned (?:before|earlier|first)|(?:na )?kanina|nung una)(?![\p{L}])`,
  ].join(''),
  'iu',
);
export function fromEarlierList(
  text: string,
  known: readonly RememberedVenue[],
  list: readonly RememberedVenue[],
  /** The venues talked about, newest first (the focus, then the earlier ones). */
  talkedAbout: readonly string[] = [],
): VenueResolution | null {
  const described = FROM_EARLIER.exec(text)?.[1];
  if (!described) return null;
  // A kind of place ("the café from before") is what tells them apart here, so generic kinds count too.
  const words = phraseWords(described).length
    ? phraseWords(described)
    : fold(described)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 2);
  const earlier = known.filter((v) => !list.some((l) => l.placeId === v.placeId));
  const best = words.length && earlier.length ? bestMatch(earlier, words) : null;
  if (best) return best;
  // "die pannenkoekenzaak van eerst, die voor het zoontje" with four pancake places: the one of that kind talked about.
  const talked = lastTalkedAbout(talkedAbout, venuesOfKind(described, earlier));
  return talked ? venue(talked, 'attribute') : null;
}

/** An earlier list the message names by its kind or its place in the conversation. */
export const EARLIER_LIST = [
  new RegExp(
    [
      String.raw`\b(?:back to|going back to|from|of|in|on|about)\s+(?:the|your|that|those)\s+(?:(first|earlier|previous|other|old`,
      String.raw`|original)\s+)?((?:[\p{L}-]+\s+){0,2}?)(?:list|places|spots|ones|options|recommendations|suggestions|restaurants|bars`,
      String.raw`|picks)(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
  new RegExp(
    [
      String.raw`\b(?:terug naar|van|uit|bij)\s+(?:de|die|je)\s+(?:(eerste|eerdere|vorige|andere`,
      String.raw`|oude)\s+)?((?:[\p{L}-]+?\s?){0,2}?)(?:lijst|tentjes|tenten|plekken|plekjes|zaken|zaakjes|restaurants|opties`,
      String.raw`|tips)(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
  new RegExp(
    [
      // "yung pangalawa po sa unang listahan": a bare "sa" only before the words that name which list.
      String.raw`\b(?:balik (?:tayo |ako |kami )?sa|dun sa|doon sa|sa(?=\s+(?:mga\s+)?(?:unang|naunang|dating)\s))`,
      String.raw`\s+(?:mga\s+)?(?:(unang|naunang`,
      String.raw`|dating)\s+)?((?:[\p{L}-]+\s+){0,2}?)(?:list|listahan|lugar|kainan|places|spots)(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
  // "ah ja. die eerste lijst, welke was daar het goedkoopst?"
  new RegExp(
    [
      String.raw`(?:^|[.,!?]\s*)(?:ah ja[.,]?\s+|ok[.,]?\s+)?(?:die|de|that|the)\s+(eerste|vorige|first|previous|other`,
      String.raw`|andere)\s+()(?:lijst|list)(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
  // "OK, the bars from before, the first one", "die musea van daarnet, de tweede", "yung mga bar kanina, yung una": a plural kind
  // marked as earlier names that list.
  new RegExp(
    [
      String.raw`\b(?:the|those|die|de|yung mga|ung mga|ang mga|mga)\s+()`,
      String.raw`((?:[\p{L}-]+\s+){0,2}?(?:[\p{L}-]+(?:s|en|a)|(?<=mga\s)[\p{L}-]+))`,
      String.raw`\s+(?:from (?:before|earlier)|you showed (?:me |us )?(?:before|earlier)`,
      String.raw`|van (?:daarnet|eerder|net|zonet)|kanina)(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
];
/** "Terug naar de hotels: ...", "balik tayo sa bulalo, ...", "back to the tapas, ...": going back to an earlier list by its kind
 * alone, the kind closed off by a comma, a colon, a dash, a stop or a "please" ("go back to the museums please. The second"). */
export const BACK_TO_KIND = new RegExp(
  [
    String.raw`\b(?:(?:going |go |come |coming )?back to|terug naar|(?:ba)?balik (?:tayo |ako |kami |na )?sa|bumalik (?:tayo |ako `,
    String.raw`|kami )?sa)\s+(?:(?:the|those|your|de|die|het|je|mga|yung|ang)\s+)?()((?:[\p{L}-]+\s?){1,2}?)(?=\s*(?:[:,;—–.!?]|\s-\s)`,
    String.raw`|\s+(?:yung|ang|the|de|die|het)\s|\s+(?:please|pls|po|graag|alsjeblieft)\b)`,
  ].join(''),
  'iu',
);
/** The venues of that earlier list, and the words that named it. */
export function namedEarlierList(
  text: string,
  known: readonly RememberedVenue[],
  list: readonly RememberedVenue[],
  lists?: readonly ShownList[],
): { venues: RememberedVenue[]; phrase: string; bare: boolean } | null {
  if (!list.length) return null;
  const match = EARLIER_LIST.map((pattern) => pattern.exec(text)).find(Boolean);
  const bare = match ? null : BACK_TO_KIND.exec(text);
  // A place is no kind of list: "back to Makati, ..." is a move, not a list.
  if (bare && findGazetteerNames(bare[2]).length) return null;
  const found = match ?? bare;
  const venues = found && earlierListVenues(found, known, list, lists);
  return venues ? { venues, phrase: found![0], bare: !match } : null;
}
/** Going back, or naming the list as earlier ('the bars from before'): an earlier list of the latest list's kind is meant. */
const GOING_BACK = /\b(?:back|terug|balik|bumalik|return|from before|from earlier|showed|van daarnet|van eerder|kanina)\b/i;
export function earlierListVenues(
  match: RegExpExecArray,
  known: readonly RememberedVenue[],
  list: readonly RememberedVenue[],
  lists?: readonly ShownList[],
): RememberedVenue[] | null {
  const groups = earlierShownLists(known, list, lists);
  if (!groups.size) return null;
  const turns = [...groups.keys()].sort((a, b) => a - b);
  const when = (match[1] ?? '').toLowerCase();
  const kind = phraseWords(match[2] ?? '').filter(
    (w) =>
      !cachedRegExp(
        [String.raw`^(?:first|earlier|previous|other|old|original|eerste|eerdere|vorige|andere|oude|unang|naunang|mga)$`].join(''),
      ).test(w),
  );
  if (kind.length) {
    // ... or by where it was ("back to the manhattan list", "back to the rome list").
    const wordsOf = (v: RememberedVenue) => fold(`${v.category ?? ''} ${v.name} ${v.address ?? ''}`).split(/\P{L}+/u);
    const startsAny = (v: RememberedVenue, part: string) => wordsOf(v).some((word) => word.startsWith(part.replace(/s$/, '')));
    const fits = (v: RememberedVenue) => kind.some((w) => w.split('|').some((part) => startsAny(v, part)));
    const of = turns.filter((turn) => groups.get(turn)!.some(fits));
    // The latest list is of that kind too: it is the one meant, unless the person says they go back ("go back to the markets").
    if (list.some(fits) && !(of.length && GOING_BACK.test(match.input.slice(0, match.index + match[0].length)))) return null;
    return of.length === 1 ? groups.get(of[0])! : null;
  }
  if (/^(?:first|original|eerste|unang)$/.test(when)) return groups.get(turns[0])!;
  return when ? groups.get(turns.at(-1)!)! : null;
}
