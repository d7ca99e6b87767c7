// Issue 17: two venues weighed from two lists: "compare the first of the QC list with the first one here", "yung una sa QC list
// kanina at yung una dito", "de eerste van de lijst van daarnet of de eerste hier". The engine resolved the one of the earlier list;
// the other position is counted in the latest list.
import { LIST_POSITION, positionIndex } from '../context/references/list-positions';
import type { VenueRef } from './offline-replies';

/** Words that place a position in the latest list: "here", "dito", "hier", "this list", "deze lijst". */
const LATEST_SIDE =
  /(?<!\p{L})(?:here|this (?:list|search|one)|these|now|dito|ngayon|itong list|hier|deze(?: lijst)?|nieuwe lijst|new list)(?!\p{L})/iu;
/** Words that place a position in an earlier list: "from before", "kanina", "van daarnet", "the QC list". */
const EARLIER_SIDE =
  /(?<!\p{L})(?:lists?|listahan|lijst(?:je)?|kanina|before|earlier|first search|van (?:daarnet|eerder|net|zonet)|eerder)(?!\p{L})/iu;

/** Each position said, with the words up to the next one (where its list is named). */
function positionsWithTheirWords(text: string): { index: number; words: string }[] {
  const matches = [...text.matchAll(LIST_POSITION)];
  return matches.map((match, i) => ({
    index: positionIndex(match[1] ?? match[2] ?? match[3], Number.MAX_SAFE_INTEGER),
    words: text.slice(match.index, matches[i + 1]?.index ?? text.length),
  }));
}

/** The venue of the latest list weighed against `earlier` (a venue of an earlier list the engine resolved), when the text names
 * exactly two positions and one of them is said of the latest list; null otherwise. */
export function latestOfPairAcrossLists(text: string, earlier: VenueRef, latest: readonly VenueRef[]): VenueRef | null {
  if (latest.some((venue) => venue.placeId === earlier.placeId)) return null;
  const positions = positionsWithTheirWords(text);
  if (positions.length !== 2) return null;
  const ofLatest = positions.filter((p) => LATEST_SIDE.test(p.words));
  const side = ofLatest.length === 1 ? ofLatest : positions.filter((p) => !EARLIER_SIDE.test(p.words));
  if (side.length !== 1) return null;
  const venue = latest[side[0].index];
  return venue && venue.placeId !== earlier.placeId ? venue : null;
}
