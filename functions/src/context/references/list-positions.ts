// Every place in the list a text names, in the order it names them ("the 1st or the 4th?", "yung una o yung pangatlo", "nummer 2
// of nummer 3"): one reader for the engine's weighing and the offline model's pair comparison (issue 18).
import { ORDINAL_ALTERNATION, ORDINAL_WORDS } from './ordinal-words';

/** One place in the list: an ordinal word (group 1), "#2" or "nummer 2" (group 2), "2nd" or "2e" (group 3); a bare number may be
 * a price or a time, so it is none. */
export const LIST_POSITION = new RegExp(
  [
    `(?<![\\p{L}\\d])(?:(${ORDINAL_ALTERNATION})|(?:#|(?:nummer|number|numero|no\\.?|nr\\.?)\\s*)(\\d{1,2})`,
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

/** What may stand between two places named together: "the first and the second one", "de eerste en de derde", "yung una at yung
 * pangalawa", "#1 & #3"; "or" picks one of them, so it joins none. */
const JOINED = new RegExp(
  [
    String.raw`^\s*(?:one|ones|option|optie|isa)?\s*(?:,\s*|\s(?:and|en|at|saka|tsaka|pati|plus|&|\+)\s+|,?\s*(?:and|en|at|&)\s+)`,
    String.raw`(?:also\s+|ook\s+)?(?:the|de|het|yung|ung|ang|iyong|sa)?\s*$`,
  ].join(''),
  'iu',
);

const RULED_OUT = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:not|niet|nie|hindi|di)\s+(?:pala\s+|po\s+)?`,
    String.raw`(?:the\s+|de\s+|den\s+|het\s+|yung\s+|ung\s+|ang\s+|sa\s+)?$`,
  ].join(''),
  'iu',
);

/** "the first or the third", "de eerste of de tweede", "yung una o yung pangatlo": two places a comparison weighs (wave cc). */
const OR_JOINED = /^(?:\s*(?:one|option|optie))?\s*,?\s(?:or|of|o|vs\.?|versus)\s+(?:(?:the|de|het|yung|ung|ang)\s*)?$/iu;

/** The places in the list a text names together ("the first and the second one, are they open?"), in order, each once; empty
 * when it names fewer than two or names them apart ("the 2nd... no, the 1st"). With `weighed`, "or" joins them too: a
 * comparison weighs the places it names either way. */
export function listPositionsJoinedIn(text: string, count: number, weighed = false): number[] {
  // "the first two", "de eerste twee", "yung unang dalawa".
  if (FIRST_TWO.test(text) && count >= 2) return [0, 1];
  // "the links for 1 and 3", "addresses for both 2 and 3": two bare numbers joined, each a card of the list.
  const bare = BARE_PAIR.exec(text);
  if (bare && ![...text.replace(bare[0], '').matchAll(LIST_POSITION)].length) {
    const pair = [Number(bare[1]) - 1, Number(bare[2]) - 1];
    if (pair[0] !== pair[1] && pair.every((index) => index < count)) return pair;
  }
  const matches = [...text.matchAll(LIST_POSITION)];
  // "not the second, the fourth one", "niet de eerste maar de derde": the first is ruled out, not joined to the second.
  // ... wherever it is said: "yung una, hindi pala yung una, yung pangatlo".
  if (matches.some((match) => RULED_OUT.test(text.slice(0, match.index)))) return [];
  for (let i = 1; i < matches.length; i += 1) {
    const between = text.slice(matches[i - 1].index + matches[i - 1][0].length, matches[i].index);
    if (!JOINED.test(between) && !(weighed && OR_JOINED.test(between))) return [];
  }
  const positions = [...new Set(listPositionsIn(text, count))];
  return matches.length >= 2 && positions.length === matches.length ? positions : [];
}

/** Two bare numbers joined after a word that asks for cards ("for 1 and 3", "both 2 and 3", "van 1 en 2"), not a count of
 * people or a time ("for 2 and 3 people", "at 7 and 8 pm"). */
const BARE_PAIR = new RegExp(
  [
    String.raw`(?<![\p{L}\d.,:])(?:for|both|of|van|voor|ng|nung|sa)\s+([1-9])\s*(?:and|&|en|at|tsaka|saka|\+)\s*([1-9])(?![\d:.,]?\d)`,
    String.raw`(?!\s*(?:people|pax|person|guests|of us|mensen|tao|katao|pm|am|uur|u\b|h\b|o\s?clock|kids|kinderen))`,
  ].join(''),
  'iu',
);

/** "the first two", "top 2", "de eerste twee", "yung unang dalawa", "yung dalawang nauna": the first and the second card. */
export const FIRST_TWO = new RegExp(
  [
    String.raw`\b(?:(?:first|top)\s+(?:two|2)|(?:eerste|bovenste)\s+(?:twee|2)|(?:twee|2)\s+eerste|(?:unang|top)\s+(?:dalawa|2)`,
    String.raw`|(?:dalawang|2)\s+(?:una|nauna))\b`,
  ].join(''),
  'i',
);
