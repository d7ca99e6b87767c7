// The most frequent words of each language the users write in, as data: a place name that is one of them ("Golden",
// "Kainan", "Noord") is read as a place by mistake unless the engine guards it, so the lexicon spec flags it.
import ENGLISH from './common-words.en.json';
import DUTCH from './common-words.nl.json';
import TAGALOG from './common-words.tl.json';

export type Language = 'en' | 'nl' | 'tl';

const WORDS: Readonly<Record<Language, ReadonlySet<string>>> = { en: new Set(ENGLISH), nl: new Set(DUTCH), tl: new Set(TAGALOG) };

/** The languages in which the text, folded by the caller, is a common word: ["en"] for "golden", [] for "makati". */
export function commonWordIn(folded: string): readonly Language[] {
  return (Object.keys(WORDS) as Language[]).filter((language) => WORDS[language].has(folded));
}
