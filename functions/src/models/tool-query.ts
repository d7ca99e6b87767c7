// The query the offline model writes into a search: the engine keeps the person's words ("ontbijten", "bakkerijen");
// a model writes words the catalog knows, so an inflected Dutch word goes by the form the translation table lists.
import { inEnglish } from '../context/translations';
import type { Language } from './reply-text';

/** Dutch plural and verb endings, longest first: "bakkerijen" → "bakkerij", "ontbijten" → "ontbijt". */
const ENDINGS = ['jes', 'en', 's', 'n'];

/** The listed form of an inflected word ("bakkerijen" → "bakkerij"), which the catalog reads; a listed word or one
 * it does not know stays as written ("steakhouse" is a word of the table: the catalog knows it). */
function listedForm(word: string): string {
  if (inEnglish(word).length) return word;
  const stems = ENDINGS.map((ending) => (word.endsWith(ending) && word.length - ending.length >= 4 ? word.slice(0, -ending.length) : ''));
  return stems.find((stem) => stem && inEnglish(stem).length) ?? word;
}

/** "waar kan ik ontbijten" leaves "ontbijten": searched as "ontbijt" (breakfast). Words not listed stay; an English
 * conversation's words stay as they are ("concerts" is no Dutch "concert"). */
export function toolQuery(query: string, lang: Language): string {
  if (lang === 'en') return query;
  return query
    .split(/\s+/)
    .map((word) => (/^\p{Ll}+$/u.test(word) ? listedForm(word) : word))
    .join(' ');
}
