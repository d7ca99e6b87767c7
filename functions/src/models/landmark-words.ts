// Issue 17: "die aan het meer", "the one by the lake", "yung nasa tabi ng lawa": a landmark named by a common word, read as the
// catalog's name for it, so the listed venue closest to it can be measured.
import { z } from 'zod';
import { LANGS, STOPWORDS } from '../context/text/stopwords';
import data from './landmark-words.json';

const LandmarkWordsSchema = z.object({
  note: z.string(),
  landmarks: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
});
const BY_WORD: ReadonlyMap<string, string> = new Map(
  Object.entries(LandmarkWordsSchema.parse(data).landmarks).flatMap(([name, words]) => words.map((word) => [word, name] as const)),
);

/** Whether the name a pick was measured from is a landmark word's ("lake"), not the words typed. */
export const isLandmarkWord = (name: string) => [...BY_WORD.values()].includes(name);

/** "tabi" and "ng" in "tabi ng lawa" say where, not what: skipped before the landmark word. */
const WHERE_WORDS: ReadonlySet<string> = new Set(['tabi', 'gilid', 'harap', 'side', 'edge', 'shore', 'kant', 'oever']);

const plain = (word: string) => word.toLowerCase().replace(/^['’]+|['’]+$/g, '');
const isFunctionWord = (word: string) => word.length < 2 || LANGS.some((lang) => STOPWORDS[lang].has(word));

/** The landmark the words of a pick start with, past articles and words of where ("het meer" is lake); else null. */
export function landmarkWordIn(words: readonly string[]): string | null {
  for (const word of words.map(plain)) {
    const landmark = BY_WORD.get(word);
    if (landmark) return landmark;
    if (!isFunctionWord(word) && !WHERE_WORDS.has(word)) return null;
  }
  return null;
}
