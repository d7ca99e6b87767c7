// The judge's own language guess for a reply, kept apart from the model's so the model is not judged by itself.
import WORDS from './reply-language-words.json';
import type { Language } from './converse-set';

const LISTS = Object.entries(WORDS).map(([lang, words]) => [lang as Language, new Set(words)] as const);
/** Venue names, links and markdown say nothing about the reply's language. */
const NOT_PROSE = /\*\*[^*]*\*\*|\[[^\]]*\]\([^)]*\)|https?:\/\/\S+|\(place_id: [^)]*\)/g;

/** The language whose function words the reply uses most; English when it shows none. */
export function replyLanguage(reply: string): Language {
  const words =
    reply
      .replace(NOT_PROSE, ' ')
      .toLowerCase()
      .match(/[\p{L}']+/gu) ?? [];
  let best: Language = 'en';
  let bestCount = 0;
  for (const [lang, list] of LISTS) {
    const count = words.filter((word) => list.has(word)).length;
    if (count > bestCount) [best, bestCount] = [lang, count];
  }
  return best;
}
