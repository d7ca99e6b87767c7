// One pass over a message: the raw text, its fold, its words with offsets and the languages it shows,
// computed once per turn and shared by every stage that reads the message.
import { fold } from './fold';
import { LANGS, MARKERS, type Lang } from './stopwords';

export interface Token {
  /** The word as typed. */
  raw: string;
  /** The word folded (`fold`): lower case, accents dropped. */
  folded: string;
  /** Offsets of `raw` in the raw text: `text.slice(start, end) === raw`. */
  start: number;
  end: number;
}

export interface AnalysedText {
  raw: string;
  folded: string;
  tokens: readonly Token[];
  /** Languages whose own function words the message uses, in the order en, tl, nl; empty when none shows. */
  langs: readonly Lang[];
}

/** A word: letters and digits, with apostrophes and hyphens inside it ("what's", "k-pop", "pang-apat"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function analyseText(raw: string): AnalysedText {
  const tokens: Token[] = [];
  for (const match of raw.matchAll(WORD)) {
    const start = match.index ?? 0;
    tokens.push({ raw: match[0], folded: fold(match[0]), start, end: start + match[0].length });
  }
  const langs = LANGS.filter((lang) => tokens.some((token) => MARKERS[lang].has(token.folded)));
  return { raw, folded: fold(raw), tokens, langs };
}
