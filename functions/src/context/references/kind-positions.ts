// Issue 17, wave cp: a card of any list shown named by its kind and its place in that list, as people type it while they plan
// a day over several searches: "lunch #1", "ramen 2, park 1", "1e hawker", "yung unang museum", "het eerste
// barbecuerestaurant", "de tweede van de bagels", "yung pangatlo po sa mga museum". The kind says which list, the number which
// card of it.
import type { RememberedVenue, ShownList } from '../conversation-context';
import { extractQuery, isFoodQuery } from '../extract-query';
import { commonWordIn } from '../lexicon/common-words';
import { fold } from './folding';
import { earlierShownLists } from './earlier-shown-lists';
import { kindFit, listKindOf, withoutFacts, type ListKind } from './list-kinds';
import { isEatingPlace } from './talked-about';
import { ORDINAL_ALTERNATION, ORDINAL_WORDS } from './ordinal-words';

/** A place in a list said with the kind of the list: its 1-based place (-1 the last) and the words of the kind. */
export interface KindPosition {
  place: number;
  kind: string;
  /** Where in the text it was said, and how long the words are. */
  at: number;
  length: number;
}

const ORDINAL = String.raw`(${ORDINAL_ALTERNATION}|\d{1,2}(?:st|nd|rd|th|ste|de|e))`;
const WORD = String.raw`\p{L}[\p{L}'’-]{1,30}`;
/** The forms, each capturing the ordinal or number and the kind (named groups); searched with `matchAll`, tested without `g`. */
export const KIND_POSITION_FORMS: readonly RegExp[] = [
  // "the second lunch place", "1e hawker", "yung unang museum", "pangalawang kainan", "het eerste barbecuerestaurant"
  new RegExp(String.raw`(?<![\p{L}\p{N}])${ORDINAL.replace('(', '(?<ordinal>')}(?:ng)?\s+(?:na\s+)?(?<kind>${WORD}(?:\s+${WORD})?)`, 'giu'),
  // "lunch #1", "ramen 2", "museum 1", "museum nr. 2"
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?<kind>${WORD})\s*(?:#|nr\.?\s*|no\.?\s*|number\s+)?(?<number>\d{1,2})(?![\p{L}\p{N}]|[.,:]\d)`,
    'giu',
  ),
  // "de tweede van de bagels", "the second of the museums", "yung pangatlo po sa mga museum", "yung una pala sa museum list"
  new RegExp(
    [
      String.raw`(?<![\p{L}\p{N}])${ORDINAL.replace('(', '(?<ordinal>')}(?:\s+(?:one|place|spot|option|po|pala|daarvan))*\s+`,
      String.raw`(?:van|of|sa|uit|from|in|among)\s+(?:(?:de|die|deze|the|those|these|your|je|mga|yung|ung|iyong|ang)\s+)*`,
      String.raw`(?<kind>${WORD})`,
    ].join(''),
    'giu',
  ),
];

/** Said just before a place, it turns the place down: "not the first", "niet het tweede", "hindi yung pangatlo". */
export const TURNED_DOWN =
  /(?:^|[^\p{L}])(?:not|niet|nie|hindi|di|instead of|in plaats van)\s+(?:(?:pala|po|the|de|den|het|yung|ung|ang|sa)\s+)*$/iu;
/** Words that open no kind after an ordinal: "the first time", "de tweede dag", "unang beses", "de eerste in Lissabon", "top 3". */
const NO_KIND = new RegExp(
  [
    String.raw`^(?:one|ones|time|times|day|days|night|week|stop|thing|question|floor|half|round|course|keer|dag|dagen|nacht|vraag`,
    String.raw`|ronde|beses|araw|gabi|tanong|list|lists|lijst|listahan|and|or|en|of|at|o|in|on|op|sa|ng|na|van|uit|from|near|bij|to`,
    String.raw`|naar|top|bottom|best|number|nummer|option|optie|choice|keuze|pick)$`,
  ].join(''),
  'iu',
);
/** What stands before a word ordinal that names a card: a determiner, or the start of a clause. */
const OPENS_A_PICK = new RegExp(
  [
    String.raw`(?:^|[,.;:!?(]\s*|(?<!\p{L})(?:the|de|den|het|'t|da|die|dat|deze|dit|that|this|your|yung|ung|iyong|ang|sa|nung`,
    String.raw`|and|en|at|or|of|o|tapos)\s+)$`,
  ].join(''),
  'iu',
);
/** The words after an ordinal open no card: "laatste vraag", "the first time", "unang beses". */
export const namesNoCard = (after: string): boolean => NO_KIND.test(/^\s+(\p{L}+)/u.exec(after)?.[1] ?? '');

/** Dutch compounds on "restaurant" name the kind before it: "barbecuerestaurant", "visrestaurantje". */
const RESTAURANT_TAIL = /(?<=\p{L}{3})(?:restaurant|restaurantje|eethuis|eethuisje)s?$/iu;

/** Every place said with a kind that lists can tell apart, in the order said, those turned down left out (or, with
 * `turnedDown`, only those). */
export function kindPositionsIn(text: string, turnedDown = false): KindPosition[] {
  const found: KindPosition[] = [];
  for (const form of KIND_POSITION_FORMS) {
    for (const match of text.matchAll(form)) {
      const { ordinal, number } = match.groups!;
      const kind = kindWordsOf(match.groups!.kind);
      const place = number !== undefined ? Number(number) : placeOfOrdinal(ordinal);
      const first = kind.split(/\s+/)[0];
      const before = text.slice(0, match.index);
      if (!place || place > 10 || NO_KIND.test(first) || TURNED_DOWN.test(before) !== turnedDown) continue;
      // "a second coffee", "first thing": a word ordinal before a kind names a card after a determiner or at a clause's start.
      if (ordinal !== undefined && /^\p{L}+$/u.test(ordinal) && !/ng$/i.test(match[0].split(/\s/)[0]) && !OPENS_A_PICK.test(before))
        continue;
      // A kind of place, not a fact about one ("de eerste ook vegetarisch"); after a number or "of", a kind the search words know.
      const { terms, words } = kindOf(kind);
      const ownWords = words.length > 0 && words.every((word) => !commonWordIn(word.toLowerCase()).length);
      if (!terms.length && (!ownWords || match.groups!.ordinal === undefined || form !== KIND_POSITION_FORMS[0])) continue;
      // "museum 1 niet 2. rooftop bar bij het eerste museum": the same place said twice is one.
      if (!found.some((f) => f.at === match.index || (f.place === place && f.kind === kind)))
        found.push({ place, kind, at: match.index, length: match[0].length });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The words of the kind: both when they name it together ("brown café", "BBQ place"), the first alone when the second is a
 * word of the sentence ("het tweede restaurant reserveren", "pangalawang bbq pwede"). */
function kindWordsOf(words: string): string {
  const [first, second] = words.split(/\s+/);
  if (second === undefined) return first;
  const alone = kindOf(first);
  const together = kindOf(words);
  const saysKind = alone.terms.length > 0 || alone.words.length > 0;
  const keepsKind = alone.terms.every((term) => together.terms.includes(term));
  return saysKind && (together.words.length > alone.words.length || !keepsKind) ? first : words;
}

function placeOfOrdinal(ordinal: string): number | undefined {
  const word = ordinal.toLowerCase();
  return ORDINAL_WORDS[word] ?? (/^\d/.test(word) ? Number.parseInt(word, 10) : undefined);
}

/** The kind a few words name, a Dutch compound on "restaurant" by its first part. */
function kindOf(words: string): ListKind {
  const kind = withoutFacts(listKindOf(words));
  const stems = words.split(/\s+/).map((word) => word.replace(RESTAURANT_TAIL, ''));
  return kind.terms.length || stems.join(' ') === words ? kind : withoutFacts(listKindOf(stems.join(' ')));
}

/** "lunch", "restaurant", "kainan": any place to eat. */
export const isAnyMeal = (kind: ListKind): boolean => kind.terms.length === 1 && kind.terms[0] === 'food' && !kind.words.length;

/** The lists a kind or a place in a list is read against: the latest, every venue still known, the messages that asked for
 * each list, and the lists as shown. */
export interface ListsSeen {
  list: readonly RememberedVenue[];
  known: readonly RememberedVenue[];
  earlierTurns: ReadonlyMap<number, string>;
  lists: readonly ShownList[] | undefined;
}

/** The list a kind names, and whether it was searched for by that kind. */
export interface ListOfKind {
  venues: readonly RememberedVenue[];
  askedFor: boolean;
  kind: ListKind;
}

/** The list a kind names: the latest when it is of that kind at all, else the earlier one that best fits it (asked for by it and
 * holding it; the newest of those that fit as well), and whether it was asked for by that kind; null when none fits. */
export function listOfKind(words: string, { list, known, earlierTurns, lists }: ListsSeen): ListOfKind | null {
  const kind = kindOf(words);
  const anyMeal = isAnyMeal(kind);
  const meal = MEAL.exec(fold(words))?.[0];
  const shown: [number, readonly RememberedVenue[]][] = [...earlierShownLists(known, list, lists)];
  if (list.length) shown.unshift([list[0].turn, list]);
  let best: { fit: number; turn: number; venues: readonly RememberedVenue[]; askedFor: boolean } | null = null;
  for (const [turn, venues] of shown) {
    // Read against what the list was searched for, not every word of the message that asked ("after lunch, a museum").
    const asked = earlierTurns.get(turn);
    const query = asked ? extractQuery(asked)?.query : undefined;
    // ... "het tweede restaurant" after "iets typisch portugees met vis": any search for food is a list of places to eat.
    // ... and a list of mostly places to eat is one too, whatever it was searched for.
    const eatsByAsk = query !== undefined && isFoodQuery(query);
    const eats = eatsByAsk || venues.filter((v) => isEatingPlace(v, asked)).length * 2 > venues.length;
    // (A meal named when the list was asked beats any list of places to eat: "the second lunch place" after brown cafés.)
    const fit = anyMeal ? (meal && asked && saysMeal(asked, meal) ? 4 : eats ? 2 : 0) : kindFit(kind, venues, query || asked);
    // Searched for by that kind, the list counts whole; else its venues of the kind count ("the second museum" of a list that
    // held a museum and a café).
    const askedFor = anyMeal ? eatsByAsk : query !== undefined && kindFit(kind, [], query) >= 2;
    // A word the search words do not know ("bbq") names the list searched for by it, not one whose names hold it.
    if (!kind.terms.length && !askedFor) continue;
    // The latest list, when it is of that kind at all, is the one meant ("die eerste koffietent" over a list with a café in it,
    // "the 2nd one of the markets" over stalls named after their market).
    const latestFits = venues === list && (fit > 0 || venues.some((v) => namesKind(v, words)));
    const mealElsewhere = meal !== undefined && fit < 4 && shown.some(([turn]) => saysMeal(earlierTurns.get(turn) ?? '', meal));
    if (latestFits && !mealElsewhere) return { venues, askedFor, kind };
    if (fit > 0 && (!best || fit > best.fit || (fit === best.fit && turn > best.turn))) best = { fit, turn, venues, askedFor };
  }
  return best && { venues: best.venues, askedFor: best.askedFor, kind };
}

/** A venue whose name or category holds the first word of the kind, in the singular ("markets" in "Tongin Market"). */
function namesKind(venue: RememberedVenue, words: string): boolean {
  const word = fold(words.split(/\s+/)[0]).replace(/e?s$/, '');
  return (
    word.length >= 3 &&
    fold(`${venue.category ?? ''} ${venue.name}`)
      .split(/\P{L}+/u)
      .some((w) => w.replace(/e?s$/, '') === word)
  );
}

/** A meal that names a list by when it is eaten ("the second lunch place", "yung unang almusalan", "het eerste dinerplekje"). */
const MEAL = /^(?:lunch|dinner|breakfast|brunch|tanghalian|hapunan|almusal|diner|ontbijt|avondeten)/iu;
const saysMeal = (text: string, meal: string): boolean => fold(text).includes(meal);

/** The card a place of a kind points at in the list of that kind: counted over the whole list when it was searched for by that
 * kind, else over its venues of the kind; null when the list has no such place. */
export function cardAt(said: KindPosition, { venues, askedFor, kind }: ListOfKind): RememberedVenue | null {
  const pool = askedFor ? venues : venues.filter((v) => kindFit(kind, [v], undefined) > 0);
  const index = said.place === -1 ? pool.length - 1 : said.place - 1;
  return pool[index] ?? null;
}

/** "lunch #1 vs lunch #3", "the first or the second BBQ place", "welke bar, de tweede of de derde": the earlier list every place
 * said with a kind names, when it is one list and not the latest; null otherwise. */
export function listOfKindPositions(text: string, seen: ListsSeen): readonly RememberedVenue[] | null {
  const named = kindPositionsIn(text).map((said) => listOfKind(said.kind, seen));
  const [first] = named;
  if (!first || named.some((of) => !of || !sameVenues(of.venues, first.venues))) return null;
  return sameVenues(first.venues, seen.list) || !first.askedFor ? null : first.venues;
}

/** Two lists of the same venues in the same order (each list is rebuilt on every read). */
export const sameVenues = (a: readonly RememberedVenue[], b: readonly RememberedVenue[]): boolean =>
  a.length === b.length && a.every((v, i) => v.placeId === b[i].placeId);
