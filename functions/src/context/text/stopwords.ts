// Function words per language, from data files: what carries no meaning for matching, and what shows the language.
import en from './stopwords/en.json';
import nl from './stopwords/nl.json';
import tl from './stopwords/tl.json';

/** The languages the engine reads: English, Tagalog (and Taglish), Dutch (and Flemish). */
export type Lang = 'en' | 'tl' | 'nl';
export const LANGS: readonly Lang[] = ['en', 'tl', 'nl'];

export const STOPWORDS: Readonly<Record<Lang, ReadonlySet<string>>> = { en: new Set(en), tl: new Set(tl), nl: new Set(nl) };

/** A stopword of one language only ("ang", "het", "the"): its presence shows that language. */
export const MARKERS: Readonly<Record<Lang, ReadonlySet<string>>> = {
  en: onlyIn('en'),
  tl: onlyIn('tl'),
  nl: onlyIn('nl'),
};

function onlyIn(lang: Lang): ReadonlySet<string> {
  return new Set([...STOPWORDS[lang]].filter((word) => LANGS.every((other) => other === lang || !STOPWORDS[other].has(word))));
}
