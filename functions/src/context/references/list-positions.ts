// Every place in the list a text names, in the order it names them ("the 1st or the 4th?", "yung una o yung pangatlo", "nummer 2
// of nummer 3"): one reader for the engine's weighing and the offline model's pair comparison (issue 18).
import { ORDINAL_ALTERNATION, ORDINAL_WORDS } from './ordinal-words';

/** One place in the list: an ordinal word (group 1), "#2" or "nummer 2" (group 2), "2nd" or "2e" (group 3); a bare number may be
 * a price or a time, so it is none. */
export const LIST_POSITION = new RegExp(
  [
    `(?<![\\p{L}\\d])(?:(${ORDINAL_ALTERNATION})|(?:#|(?:nummer|number|numero|no\\.?)\\s*)(\\d{1,2})`,
    `|(\\d{1,2})(?:st|nd|rd|th|e|de))(?![\\p{L}\\d])`,
  ].join(''),
  'giu',
);

/** The index in a list of `count` that one position word names ("first" 0, "#3" 2, "4th" 3, "huli" the last); it may lie past
 * the list's end, and is NaN for a word that names no position. */
export function positionIndex(word: string, count: number): number {
  const lower = word.toLowerCase();
  const n = ORDINAL_WORDS[lower] ?? Number(lower.replace(/^#/, '').replace(/(?:st|nd|rd|th|e|de)$/, ''));
  return n === -1 ? count - 1 : n - 1;
}

/** The indexes of every place in a list of `count` the text names, in order, those past the list's end left out. */
export function listPositionsIn(text: string, count: number): number[] {
  return [...text.matchAll(LIST_POSITION)]
    .map((match) => positionIndex(match[1] ?? match[2] ?? match[3], count))
    .filter((index) => index >= 0 && index < count);
}
