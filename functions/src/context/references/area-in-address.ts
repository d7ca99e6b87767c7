// Issue 17: whether a listed venue's address holds the area a pick names, typed as people type it: "yung nasa asakosa"
// (Asakusa), "yung nasa orchid road" (68 Orchard Rd), "the one on tomas morato ave" (Tomas Morato Avenue).
import { oneSlipApart } from '../gazetteer';
import { fold } from './folding';

/** Street words written short in addresses, and their whole form: "Orchard Rd" is "Orchard Road". */
const STREET_WORDS: Readonly<Record<string, string>> = {
  rd: 'road',
  st: 'street',
  ave: 'avenue',
  av: 'avenue',
  blvd: 'boulevard',
  dr: 'drive',
  ln: 'lane',
  sq: 'square',
  hwy: 'highway',
  str: 'straat',
};

/** The words of a text, folded, street words whole: "68 Orchard Rd, Plaza Singapura" is 68 orchard road plaza singapura. */
export function addressWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word);
}

/** Letters typed differently: insertions, deletions, substitutions and two letters swapped (for two slips; one slip is the
 * gazetteer's reader, so a place name and an address are read alike). */
function editsApart(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let last = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(before[j] + 1, row[j - 1] + 1, before[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], last[j - 2] + 1);
    }
    last = before;
    before = row;
  }
  return before[b.length];
}

/** One slip in a word of five letters or more ("asakosa"); two in one of six or more that starts the same ("orchid" for
 * "orchard"); none in a shorter word, where a slip is another word ("soho" is no "soto"). */
export function typedAs(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (typed.length < 5 || word.length < 5) return false;
  if (oneSlipApart(typed, word)) return true;
  return typed.length >= 6 && word.length >= 6 && typed.slice(0, 3) === word.slice(0, 3) && editsApart(typed, word, 2) <= 2;
}

/** The area's words stand together in the address, each typed as the address has it. */
export function addressHolds(address: string, area: readonly string[]): boolean {
  const words = addressWords(address);
  if (!area.length || area.length > words.length) return false;
  for (let at = 0; at + area.length <= words.length; at++) {
    if (area.every((typed, i) => typedAs(typed, words[at + i]))) return true;
  }
  return false;
}
