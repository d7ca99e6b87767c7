// Issue 17: returns to an earlier list worded in ways the list names of earlier-lists.ts miss: "the pasig breakfast ones from
// before", "terugkomen op de vegetarische lijst van daarnet", "balik tayo dun sa ramen kanina", "balik po tayo sa unang listahan".
import type { RememberedVenue, ShownList } from '../conversation-context';
import { earlierShownLists } from './earlier-shown-lists';
import { fold } from './folding';
import { phraseWords } from './phrase-match';

/** Each pattern captures when the list was shown (group 1, may be empty) and its kind or place (group 2, may be empty). */
export const EARLIER_LIST_RETURNS: readonly RegExp[] = [
  // "the pasig breakfast ones from before", "those cafes you showed us earlier"
  new RegExp(
    [
      String.raw`\b(?:the|those|that)\s+()((?:[\p{L}-]+\s+){0,3}?)(?:ones|places|spots|list|options|picks)\s+(?:from (?:before|earlier)`,
      String.raw`|(?:you|u) (?:showed|gave|listed|sent|found)(?: (?:us|me))?(?: (?:before|earlier|first))?)(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
  // "terugkomen op de vegetarische lijst van daarnet", "terug naar de ramenlijst", "over die pizzalijst van eerder"
  new RegExp(
    [
      String.raw`\b(?:terug(?:komen)? op|terug naar|over|van|uit)\s+(?:de|die|je|het)\s+()((?:[\p{L}-]+\s+){0,2}?[\p{L}-]*?)`,
      String.raw`\s?(?:lijst|lijstje)(?:\s+(?:van daarnet|van net|van zonet|van eerder|van straks))?(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
  // "die kipzaken van eerst", "de pizzaplekken van daarnet": the places of a kind shown earlier (wave cq).
  new RegExp(
    [
      String.raw`\b(?:die|de)\s+()([\p{L}-]+?)(?:zaken|zaakjes|plekken|plekjes|tentjes|tenten)?\s+van\s+`,
      String.raw`(?:eerst|eerder|daarnet|net|zonet|straks|vanmiddag|vanochtend)(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
  // "balik tayo dun sa ramen kanina", "balik po tayo sa mga bar kanina"
  new RegExp(
    [
      String.raw`\b(?:ba)?(?:balik|bumalik)\s+(?:po\s+)?(?:tayo\s+|kami\s+|ako\s+)?(?:po\s+)?(?:dun\s+|doon\s+)?sa\s+(?:mga\s+)?()`,
      String.raw`((?:[\p{L}-]+\s+){1,2}?)(?:kanina|nung una|dati)(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
  // "balik po tayo sa unang listahan", "balik tayo sa una nating list"
  new RegExp(
    [
      String.raw`\b(?:ba)?(?:balik|bumalik)\s+(?:po\s+)?(?:tayo\s+|kami\s+|ako\s+)?(?:po\s+)?(?:dun\s+|doon\s+)?sa\s+(una|unang|naunang)`,
      String.raw`\s+(?:nating\s+|ninyong\s+|mong\s+|kong\s+)?()(?:list|listahan)(?![\p{L}])`,
    ].join(''),
    'iu',
  ),
];

/** "van daarnet", "from before": the list was shown before the latest one. */
const EARLIER_MARK = /\bvan (?:eerst|eerder|daarnet|net|zonet|straks)\b|\bfrom (?:before|earlier)\b|\bkanina\b/i;
/** Words that say when a list was shown, not what it held. */
const WHEN_WORDS = /^(?:first|earlier|previous|other|old|original|eerste|eerdere|vorige|andere|oude|unang|naunang|mga)$/;

/** The venues of the list the message returns to (an earlier one, or the latest when it is the one named), and the words that
 * named it. */
export function earlierListReturnedTo(
  text: string,
  known: readonly RememberedVenue[],
  list: readonly RememberedVenue[],
  lists?: readonly ShownList[],
  earlierTurns?: ReadonlyMap<number, string>,
): { venues: readonly RememberedVenue[]; phrase: string } | null {
  if (!list.length) return null;
  const match = EARLIER_LIST_RETURNS.map((pattern) => pattern.exec(text)).find(Boolean);
  if (!match) return null;
  const when = (match[1] ?? '').toLowerCase();
  // A kind named in one Dutch compound ("ramenlijst") is its first part; a Dutch or Tagalog word also goes by its English.
  const kind = phraseWords((match[2] ?? '').replace(/lijst(?:je)?$/i, ''), true).filter((w) => !WHEN_WORDS.test(w));
  const groups = earlierShownLists(known, list, lists);
  const turns = [...groups.keys()].sort((a, b) => a - b);
  let venues: readonly RememberedVenue[] | undefined;
  if (kind.length) {
    // "the pasig breakfast ones": every word fits one venue of the list, by its kind, name or address.
    const fits = (v: RememberedVenue) => kind.every((w) => w.split('|').some((part) => fitsWord(v, part)));
    const of = turns.filter((turn) => groups.get(turn)!.some(fits));
    // ... or else the words of the message that asked for it ("die kipzaken van eerst" after "Korean fried chicken, iets in Hongdae?").
    const asked = (turn: number) => kind.every((w) => w.split('|').some((part) => saidIn(earlierTurns?.get(turn), part)));
    const askedFor = of.length ? [] : turns.filter(asked);
    // ... "die bars van daarnet": said to be from before, an earlier list of that kind comes before the latest.
    const earlier = EARLIER_MARK.test(match[0]) && of.length === 1 ? groups.get(of[0]) : undefined;
    venues =
      earlier ??
      (list.some(fits) ? list : of.length === 1 ? groups.get(of[0]) : askedFor.length === 1 ? groups.get(askedFor[0]) : undefined);
  } else if (turns.length) {
    venues = /^(?:first|original|eerste|unang|una)$/.test(when) ? groups.get(turns[0]) : when ? groups.get(turns.at(-1)!) : undefined;
  }
  return venues ? { venues, phrase: match[0] } : null;
}

/** A word of the venue's kind, name or address starts with the part; a translated part ("=vegetarian") counts only whole. */
function fitsWord(v: RememberedVenue, part: string): boolean {
  return saidIn(`${v.category ?? ''} ${v.name} ${v.address ?? ''}`, part);
}

/** A word of the text starts with the part; a translated part ("=chicken") counts only whole. */
function saidIn(text: string | undefined, part: string): boolean {
  if (!text) return false;
  const words = fold(text).split(/\P{L}+/u);
  return words.some((word) => (part.startsWith('=') ? word === part.slice(1) : word.startsWith(part.replace(/s$/, ''))));
}
