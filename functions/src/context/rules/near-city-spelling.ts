// A place typed with one slip ("sa makate", "in amsterdm"): the gazetteer's near spelling, and for a six-letter word one
// letter changed too, as long as the word is no common word in English, Tagalog or Dutch ("bakery" is no "Bakery").
import { knownSpelling, nearKnownSpelling, oneSlipApart, PLACE_NAMES, placeKey } from '../gazetteer';
import { commonWordIn } from '../lexicon/common-words';

/** Six-letter place keys: the ones a changed letter is looked for among, built on first need. */
let sixLetterNames: readonly string[] | null = null;

/** The known name `typed` is one slip from, or undefined. */
export function nearCitySpelling(typed: string): string | undefined {
  const near = nearKnownSpelling(typed);
  if (near) return near;
  const key = placeKey(typed);
  // ... five letters stay too short: a changed letter there is too often another real word or name.
  if (key.length !== 6 || !/^\p{L}+$/u.test(key) || commonWordIn(key).length) return undefined;
  sixLetterNames ??= [...PLACE_NAMES].filter((name) => name.length === 6 && /^\p{L}+$/u.test(name));
  const found = sixLetterNames.filter((name) => name[0] === key[0] && oneSlipApart(key, name));
  // "makate" is Makati, not Malate: of several, the one a vowel was written for another vowel in, as heard.
  const heard = found.length > 1 ? found.filter((name) => vowelForVowel(key, name)) : found;
  return heard.length === 1 ? knownSpelling(heard[0]) : undefined;
}

const VOWEL = /[aeiouy]/;
/** The two words differ in one place only, a vowel in both. */
function vowelForVowel(a: string, b: string): boolean {
  const differ = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  return a.length === b.length && differ.length === 1 && VOWEL.test(a[differ[0]]) && VOWEL.test(b[differ[0]]);
}
