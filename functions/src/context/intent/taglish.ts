// English-heavy Taglish: a message whose English function words outnumber its Tagalog ones, yet whose Tagalog particles
// ("pa ba", "na lang", "yung") show a Tagalog speaker, who is answered in Tagalog.
import { z } from 'zod';
import taglishJson from './data/taglish-words.json';
import { fold } from '../text/fold';
import { foldText } from './fold-text';

const TaglishWordsSchema = z.object({ note: z.string(), particles: z.array(z.string().min(1)), shortWords: z.array(z.string().min(1)) });
const WORDS = TaglishWordsSchema.parse(taglishJson);
const PARTICLES = new Set(WORDS.particles.map(foldText));
const SHORT_WORDS = new Set(WORDS.shortWords.map(foldText));
/** Short words with a look-alike elsewhere ("sa", "pa", "po") show Taglish only this many together. */
const SHORT_WORDS_NEEDED = 2;

/** Whether the words, as typed, hold a Tagalog particle, or enough Tagalog short words, to read the message as Taglish. */
export function showsTaglish(text: string): boolean {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  // A word in capitals is an acronym ("SA", "NG", "PO box"); a capitalised short word is a name ("Taj Mahal", "Din Tai Fung").
  const particle = words.some((word) => word !== word.toUpperCase() && PARTICLES.has(fold(word)));
  const short = words.filter((word) => word === word.toLowerCase() && SHORT_WORDS.has(fold(word))).length;
  return particle || short >= SHORT_WORDS_NEEDED;
}
