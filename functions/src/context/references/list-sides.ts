// Two positions said of two lists: "the first of the QC list with the first one here", "yung una sa QC list kanina at yung una
// dito", "de eerste van de lijst van daarnet of de eerste hier". Read by the engine (such a pair is no return to one earlier
// list) and by the offline model (which counts the other position in the latest list).
import { LIST_POSITION, positionIndex } from './list-positions';

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

/** The index, in the latest list, of the one position of two that is said of it; null when the text names no such pair. */
export function positionInLatestOfTwo(text: string): number | null {
  const positions = positionsWithTheirWords(text);
  if (positions.length !== 2) return null;
  const ofLatest = positions.filter((p) => LATEST_SIDE.test(p.words));
  const side = ofLatest.length === 1 ? ofLatest : positions.filter((p) => !EARLIER_SIDE.test(p.words));
  return side.length === 1 ? side[0].index : null;
}
