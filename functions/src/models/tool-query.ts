// The query the offline model writes into a search: the engine keeps the person's words ("ontbijten", "bakkerijen");
// a model writes the catalog's words, so an inflected Dutch or Tagalog word goes by its listed form's English.
import { inEnglish } from '../context/translations';
import type { Language } from './reply-text';

/** Dutch plural and verb endings, longest first: "bakkerijen" → "bakkerij", "ontbijten" → "ontbijt". */
const ENDINGS = ['jes', 'en', 's', 'n'];

/** The word in English when the translation table lists it or its stem; otherwise as written. */
function englishWord(word: string): string {
  for (const form of [word, ...ENDINGS.map((ending) => (word.endsWith(ending) && word.length - ending.length >= 4 ? word.slice(0, -ending.length) : ''))]) {
    const english = form ? inEnglish(form) : [];
    if (english.length) return english[0];
  }
  return word;
}

/** "waar kan ik ontbijten" leaves "ontbijten": searched as "breakfast". Words not listed stay; an English
 * conversation's words stay as they are ("concerts" is no Dutch "concert"). */
export function toolQuery(query: string, lang: Language): string {
  if (lang === 'en') return query;
  return query
    .split(/\s+/)
    .map((word) => (/^[\p{Ll}]+$/u.test(word) ? englishWord(word) : word))
    .join(' ');
}
