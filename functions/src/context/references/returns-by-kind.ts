// Issue 17: a return to an earlier list named by its kind inside a longer sentence: "die musea van eerder, de derde",
// "ung mga coffee shop kanina, ung una dun", "going back to the day trips from this morning, ... the second one".
import { MAX_LIST_VENUES, type RememberedVenue, type ShownList } from '../conversation-context';
import { earlierShownLists } from './earlier-shown-lists';
import { kindFit, listKindOf, withoutFacts, type ListKind } from './list-kinds';
import { ORDINAL_ALTERNATION } from './ordinal-words';
import { ordinalIndex } from './ordinals';

/** A word that a return to an earlier list always has; the large patterns run only after it. */
export const RETURN_CUE = new RegExp(
  [
    String.raw`\b(?:back|terug|terugkomen|balik|balikan|bumalik|kanina|kaninang|una|kahapon|eerder|eerst|daarnet|daarstraks`,
    String.raw`|daarjuist|zonet|net|just now`,
    String.raw`|vanochtend|vanmorgen|vanmiddag|vannacht|gisteren|before|earlier|morning|start|beginning|begin|yesterday|lists?|listahan`,
    String.raw`|noemde|genoemd|binanggit|nabanggit|sinabi|inirekomenda|nirekomenda|pala)\b`,
    String.raw`|lijst(?:je)?\b`,
  ].join(''),
  'i',
);
const DET = String.raw`(?:the|those|that|these|die|dat|da|de|het|deze|yung|ung|iyong|ang|un|sa|nung|noong|ng)`;
const KIND = String.raw`((?:[\p{L}\p{N}'’&-]+\s+){0,3}?[\p{L}\p{N}'’&-]+)`;
/** ... with the place it was asked for, typed with capitals: "back to the cafés in De Pijp", "the lunch places in Tiong Bahru". */
const KIND_IN_PLACE = [
  String.raw`((?:[\p{L}\p{N}'’&-]+\s+){0,3}?[\p{L}\p{N}'’&-]+`,
  String.raw`(?:\s+(?:in|sa|at|uit|op)\s+(?:(?:the|de|het)\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)?)`,
].join('');
/** When the list was shown; group 1 says the first ("from the start", "nung una"). */
const WHEN = [
  String.raw`(?:(?:from )?just now`,
  String.raw`|from (?:before|earlier|this (?:morning|afternoon)|(the start|the beginning|your first list)|yesterday|last night)`,
  String.raw`|earlier(?! than)`,
  String.raw`|(?:that |which )?(?:you|u) (?:showed|gave|listed|sent|found|suggested|mentioned)(?: (?:us|me))?(?: (?:before|earlier))?`,
  String.raw`|van (?:daarnet|daarstraks|daarjuist|net|zonet|eerder|straks|vanochtend|vanmorgen|vanmiddag|vannacht|gisteren|gisteravond`,
  String.raw`|(eerst|(?:in |aan )?(?:het|'t|’t) begin))`,
  String.raw`|(?:dat|die|wat) (?:u|je|jij|jullie) (?:\p{L}+ )?(?:noemde|noemden|genoemd hebt|genoemd heeft|aanraadde|gaf|liet zien)`,
  String.raw`|(?:na )?(?:binanggit|nabanggit|sinabi|inirekomenda|nirekomenda|ipinakita|pinakita|binigay)`,
  String.raw`(?: (?:po|ninyo|niyo|nyo|mo|n'yo))*(?: (?:kanina|nung una))?`,
  String.raw`|(?:na )?kanina(?:ng (?:umaga|tanghali|hapon))?|(nung una|noong una)|kahapon)`,
].join('');
const BACK = [
  String.raw`(?:(?:going|go|come|coming|get|getting)\s+)?back\s+to|terug\s+naar|terugkomen\s+op`,
  // "ik kom nog even terug op", "we komen nog eens terug op": the separable Dutch verb around its adverbs.
  String.raw`|(?:kom|komen|kwam)\s+(?:(?:nog|even|eens|efkes|evenjes|heel|kort|daar)\s+){0,3}terug\s+op|(?:ba)?balik(?:an)?(?:\s+(?:po`,
  String.raw`|natin|ko|namin|tayo|kami|ako|lang|muna|dun|doon))*|bumalik(?:\s+(?:po|tayo|kami|ako|dun|doon))*`,
].join('');

/** A short while said after what is returned to: "the bakeries in Rome for a sec", "saglit", "even". */
const AWHILE = String.raw`(?:for a (?:sec|second|moment|minute)|(?:nog )?(?:even|eens|efkes)|saglit|muna)`;

/** Each pattern captures the words of the kind (group 1) and, when said, that it is the first list (group 2 or 3). */
export const RETURNS_BY_KIND: readonly RegExp[] = [
  // "die musea van eerder", "ung mga coffee shop kanina", "the halal places from the start", "die uit Makati van net"
  new RegExp(String.raw`(?<!\p{L})${DET}\s+(?:mga\s+)?${KIND}\s+(?:na\s+)?${WHEN}(?!\p{L})`, 'iu'),
  // "yung kanina sa bgc, yung pangatlo", "die van daarnet in Gent, de tweede", "the ones from before in Soho, #2": when, then where.
  new RegExp(
    [
      String.raw`(?<!\p{L})${DET}\s+(?:ones?\s+)?(?:mga\s+)?(?:kanina(?:ng\s+\p{L}+)?|earlier|from before|from earlier|van (?:daarnet|net`,
      String.raw`|zonet|eerder|daarstraks))\s+(?:sa|nasa|in|uit|from|at|op)\s+${KIND}(?=\s*(?:[,.:;!?\u2013\u2014]|$)|\s(?:${DET}|#?\d)\s)`,
    ].join(''),
    'iu',
  ),
  // "back to the ramen ones, #1", "going back to the BGC places, the first one", "balikan natin yung mga halal na kainan."
  new RegExp(
    [
      String.raw`(?<!\p{L})(?:${BACK})\s+(?:${DET}\s+)?(?:mga\s+)?${KIND_IN_PLACE}(?:\s+${AWHILE})?`,
      // ... "go back to the museums and read me number three": "and" joins the pick to the return.
      String.raw`(?=\s*(?:[,.:;!?—–]\s*\S|\s-\s|\s(?:${DET}|#?\d|and|en|at)\s))`,
    ].join(''),
    'iu',
  ),
  // "ay wait ung sa ramen pala, ung una ...": "yung sa" with "pala" (I mean) names the list by its kind, then the pick follows.
  new RegExp(String.raw`(?<!\p{L})(?:yung|ung|iyong)\s+sa\s+(?:mga\s+)?${KIND}\s+pala(?=\s*[,.:;!?]|\s+(?:yung|ung|ang)\s)`, 'iu'),
  // "the museum list, the 2nd one", "die museumlijst, de tweede", "yung listahan ng kapehan, yung una": a list named by its kind.
  new RegExp(String.raw`(?<!\p{L})${DET}\s+(?:mga\s+)?${KIND}\s+(?:lists?|lijst|lijstje|listahan)(?!\p{L})`, 'iu'),
  new RegExp(String.raw`(?<!\p{L})${DET}\s+(\p{L}{3,}?)(?:lijst|lijstje)(?!\p{L})`, 'iu'),
  // ... or by the place it was asked for in: "ung listahan sa QC, ung una", "the list from BGC, #2", "die lijst uit Gent, de eerste".
  new RegExp(
    [
      String.raw`(?<!\p{L})(?:listahan|list|lijst|lijstje)\s+(?:ng|of|sa|in|from|uit|van)\s+(?:mga\s+)?${KIND}`,
      String.raw`(?=\s*[,.:;!?\u2013\u2014]|\s-\s)`,
    ].join(''),
    'iu',
  ),
];

/** The earlier list of the kind the message returns to (the newest of that kind, or the first when it says so), and the words
 * that named it; null when no earlier list is of that kind or the latest one is. */
export function listReturnedToByKind(
  text: string,
  known: readonly RememberedVenue[],
  list: readonly RememberedVenue[],
  earlierTurns: ReadonlyMap<number, string>,
  lists?: readonly ShownList[],
): { venues: readonly RememberedVenue[]; phrase: string; pickIn?: string } | null {
  if (!list.length || !RETURN_CUE.test(text)) return null;
  for (const pattern of RETURNS_BY_KIND) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "the first one from before", "ung pangalawa kanina": the number is the pick, the kind is said elsewhere ("the other sushi one").
    const listOrdinal = FIRST_LIST.test(LIST_AFTER.test(match[0]) && !LIST_AFTER.test(match[1]) ? `${match[1]} list` : match[1]);
    // "die eerste lijst", "the first list", "yung unang listahan": the number is the list's, the oldest one shown.
    if (listOrdinal) {
      const groups = earlierShownLists(known, list, lists);
      const oldest = Math.min(...groups.keys());
      if (groups.size) return { venues: groups.get(oldest)!, phrase: match[0] };
      continue;
    }
    const numbered = NUMBER_ONLY.test(match[1]) && ordinalIndex(match[1], MAX_LIST_VENUES) !== null;
    // "yung unang parke na binanggit ninyo", "het tweede evenement dat u noemde", "yung una sa Pasig list": a number, then the kind.
    const lead = numbered ? null : ORDINAL_FIRST.exec(match[1]);
    const ordinalPick = lead && ordinalIndex(`${match[0].slice(0, match[0].indexOf(match[1]))}${lead[1]}`, MAX_LIST_VENUES) !== null;
    const named = (ordinalPick ? lead[2] : match[1]).replace(PARTICLES, ' ');
    // ... "that early coffee place ... the one from this morning": "the one" names no kind, the words before it do (wave al).
    const ownKind = listKindOf(named);
    const saysNoKind = !ownKind.terms.length && !ownKind.words.length && /^\s*(?:one|ones)\s*$/i.test(named);
    let kind = numbered || saysNoKind ? kindsElsewhere(text.replace(match[0], ' ')) : ownKind;
    const groups = earlierShownLists(known, list, lists);
    const fitsOf = (of: ListKind) => new Map([...groups].map(([turn, venues]) => [turn, kindFit(of, venues, earlierTurns.get(turn))]));
    let fits = fitsOf(kind);
    // ... "die veggie brunchplek van vanochtend": when no list was of the kind and the fact too, the kind alone says which.
    if (Math.max(0, ...fits.values()) === 0 && kind.terms.some((term) => term.startsWith('fact:'))) {
      kind = withoutFacts(kind);
      fits = fitsOf(kind);
    }
    const best = Math.max(0, ...fits.values());
    // The latest list of that kind is the one meant, unless an earlier one fits better (it was asked for by that kind, the
    // latest only holds one venue of it: "de vegetarische lijst van daarnet" after a brunch list with one vegan café).
    // ... or as well, when the message says it goes back ("bumalik sa listahan ng mga palabas" after asking to eat before the show).
    const latest = kindFit(kind, list, earlierTurns.get(list[0].turn));
    if (!best || latest > best || (latest === best && !GOES_BACK.test(text))) continue;
    const fitting = [...groups.keys()].sort((a, b) => a - b).filter((turn) => fits.get(turn) === best);
    const first = match.slice(2).some(Boolean);
    const venues = groups.get(first ? fitting[0] : fitting.at(-1)!)!;
    if (ordinalPick) return { venues, phrase: match[0], pickIn: `${match[0].slice(0, match[0].indexOf(match[1]))}${lead[1]}` };
    return numbered ? { venues, phrase: match[0], pickIn: match[1] } : { venues, phrase: match[0] };
  }
  return null;
}

/** Tagalog particles said inside the words of a kind or place: "yung sa makati pala kanina". */
const PARTICLES = /(?<!\p{L})(?:pala|naman|nga|po|lang|din|rin|ba|daw|raw)(?!\p{L})/giu;
/** Said of going back, not only of when: the latest list fitting as well is then not the one meant. */
const GOES_BACK = new RegExp(String.raw`(?<!\p{L})(?:${BACK})(?!\p{L})`, 'iu');
/** A phrase that ends on the word list: what is before it names the list. */
const LIST_AFTER = /(?:lists?|lijst|lijstje|listahan)$/iu;
/** The first of the lists: "die eerste lijst", "the first list", "yung unang listahan kanina". */
const FIRST_LIST =
  /^(?:(?:the|de|het|die|yung|ung|ang|sa)\s+)?(?:first|eerste|unang|original|oorspronkelijke)\s+(?:lists?|lijst(?:je)?|listahan)$/iu;

/** An ordinal (group 1) opening the words of the kind (group 2): "unang parke", "tweede evenement", "una sa Pasig". */
const ORDINAL_FIRST = new RegExp(
  String.raw`^(${ORDINAL_ALTERNATION}|(?:pang|ika)-?\p{L}+?)(?:(?<=una|huli)ng)?\s+(?:(?:sa|van|of|uit|from|in)\s+)?(\S.*)$`,
  'iu',
);
/** A number said alone as what is returned to: "first one", "pangalawa", "de derde". */
const NUMBER_ONLY = /^(?:(?:the|de|het|ung|yung|ang)\s+)?[\p{L}\p{N}-]+(?:\s+(?:one|place|spot|dun|doon|plek|zaak))?$/iu;

/** The kinds of place the rest of the message names ("we might go to the other sushi one after all"), facts left out. */
function kindsElsewhere(rest: string): ListKind {
  return { terms: withoutFacts(listKindOf(rest)).terms, words: [] };
}
