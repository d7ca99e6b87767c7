// Issue 17 (wave ay, one trip through several cities): an earlier list named by the city or area it was asked for in, with no
// word of going back: "the seoul ones tho, 1st vs 2nd which is cheaper", "Alin po mas mura sa New York, yung una o yung
// pangalawa?", "die eerste in Parijs", "First two in Chicago", "the San Francisco lot, the second one". The place must have been
// said when that list was asked for, or stand in every one of its venues' addresses; a place that the latest list was asked
// for in, or that one of its venues stands in, names the latest list ("the one in Shibuya" picks by area in it).
import { MAX_LIST_VENUES, type RememberedVenue, type ShownList } from '../conversation-context';
import { findGazetteerNames } from '../gazetteer';
import { foldToWords } from '../text/fold';
import { earlierShownLists } from './earlier-shown-lists';
import { FIRST_TWO, LIST_POSITION, listPositionsIn } from './list-positions';
import { ordinalIndex, resolveOrdinal } from './ordinals';
import type { ReferenceRule } from './rule';

/** "in Seoul", "sa New York", "uit Parijs": the place a list was asked for, said before it. */
const IN_PLACE = /(?:^|[^\p{L}])(?:in|sa|nasa|uit|op)\s+(?:the\s+|de\s+|het\s+)?$/iu;
/** "from Orchard", "vanaf dat ontbijtcafé in DUMBO", "galing sa hospital namin sa Upper East Side": where a way starts. */
const ORIGIN_BEFORE = /(?:^|[^\p{L}])(?:from|vanaf|vanuit|van|galing|mula)(?:\s+[\p{L}'’-]+){0,5}\s+$/iu;
/** "the Seoul ones", "the San Francisco lot", "die Parijs-lijst": the place said as what the list is. */
const THE_BEFORE = /(?:^|[^\p{L}])(?:the|those|die|de|yung|ung|ang|mga)\s+$/iu;
const LIST_AFTER = /^[\s-]*(?:ones?|lot|lists?|lijst(?:je)?|listahan|places|spots|plekken)(?!\p{L})/iu;

/** A place said in a text as a word of its own, folded to words. */
const saidIn = (text: string | null | undefined, key: string): boolean =>
  text !== null && text !== undefined && ` ${foldToWords(text)} `.includes(` ${key} `);

/** The earlier list a message names by its place, with a pick or two in it ("the first one in Seoul"), and the place as typed;
 * null when it names none, or the place is the latest list's. */
export function listOfPlaceNamed(
  text: string,
  known: readonly RememberedVenue[],
  list: readonly RememberedVenue[],
  lists: readonly ShownList[] | undefined,
  earlierTurns: ReadonlyMap<number, string>,
): { venues: readonly RememberedVenue[]; phrase: string } | null {
  if (!list.length || (!listPositionsIn(text, MAX_LIST_VENUES).length && !FIRST_TWO.test(text))) return null;
  const groups = earlierShownLists(known, list, lists);
  if (!groups.size) return null;
  for (const { raw, index } of findGazetteerNames(text)) {
    const before = text.slice(0, index);
    if (ORIGIN_BEFORE.test(before)) continue;
    if (!IN_PLACE.test(before) && !(THE_BEFORE.test(before) && LIST_AFTER.test(text.slice(index + raw.length)))) continue;
    const key = foldToWords(raw);
    if (saidIn(earlierTurns.get(list[0].turn), key) || list.some((venue) => saidIn(venue.address, key))) return null;
    const newest = [...groups.keys()]
      .sort((a, b) => b - a)
      .find((turn) => {
        const venues = groups.get(turn)!;
        return venues.length > 1 && (saidIn(earlierTurns.get(turn), key) || venues.every((venue) => saidIn(venue.address, key)));
      });
    if (newest !== undefined) return { venues: groups.get(newest)!, phrase: raw };
  }
  return null;
}

/** "the first one in Seoul", "die eerste in Parijs", "sa New York, yung una o yung pangalawa": a pick in an earlier list named
 * by its place (references/list-of-place-named.ts); two picks in it weigh them, so nothing single is picked. */
export const EARLIER_LIST_BY_PLACE_RULE: ReferenceRule = {
  id: 'earlier-list-by-place',
  phenomenon: 'earlier-lists',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: LIST_POSITION,
  examples: ['And the first one in Itaewon, address please', 'die eerste in Parijs, hoe laat gaat die dicht?', 'sa New York, yung una'],
  counterexamples: ['ramen in Seoul', 'and in Paris?'],
  effect: (s) => {
    const named = listOfPlaceNamed(s.text, s.known, s.list, s.context.lists, s.input.earlierTurns);
    if (!named) return undefined;
    const rest = s.text.replace(named.phrase, ' ');
    if (new Set(listPositionsIn(rest, named.venues.length)).size > 1 || FIRST_TWO.test(rest)) return null;
    return ordinalIndex(rest, named.venues.length) === null ? undefined : resolveOrdinal(rest, named.venues);
  },
};
