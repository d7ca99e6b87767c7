import { type PriceLevel, PriceLevelSchema } from '../contract/place';
import { z } from 'zod';
import priceWordsJson from './data/price-words.json';
import { containsPhrase, normalizeText } from './normalize-text';

export const PRICE_WORD_LANGUAGES = ['en', 'tl', 'nl'] as const;
export type PriceWordLanguage = (typeof PRICE_WORD_LANGUAGES)[number];

const PhraseLevelsSchema = z.record(z.string().min(1), z.array(PriceLevelSchema).min(1));
const WordsSchema = z.object({ en: z.array(z.string().min(1)), tl: z.array(z.string().min(1)), nl: z.array(z.string().min(1)) });
const PriceWordsSchema = z.object({
  note: z.string(),
  en: PhraseLevelsSchema,
  tl: PhraseLevelsSchema,
  nl: PhraseLevelsSchema,
  /** "not", "hindi", "niet": before an expensive word they turn it around. */
  negators: WordsSchema,
  /** Words that may stand between a negator and the price word: "hindi po masyadong mahal". */
  fillers: WordsSchema,
  /** Phrases with a price word that name no price: "a free day", "free ko". */
  notPrice: WordsSchema,
});
const PRICE_WORD_FILE = PriceWordsSchema.parse(priceWordsJson);

/** Price phrase → price levels, per language, checked once at load. */
export const PRICE_WORDS: Readonly<Record<PriceWordLanguage, Readonly<Record<string, readonly PriceLevel[]>>>> = PRICE_WORD_FILE;
export const PRICE_NEGATORS = PRICE_WORD_FILE.negators;
export const PRICE_FILLERS = PRICE_WORD_FILE.fillers;
export const NOT_PRICE_PHRASES = PRICE_WORD_FILE.notPrice;

/** What a negated expensive word means: "not too pricey", "di masyadong mahal", "niet te duur". */
const NOT_EXPENSIVE: readonly PriceLevel[] = ['inexpensive', 'moderate'];
/** At most this many fillers between the negator and the price word. */
const MAX_FILLERS = 3;

/** Every phrase of every language, longest first, so "niet te duur" is tried before "duur". */
const PHRASES = PRICE_WORD_LANGUAGES.flatMap((lang) =>
  Object.entries(PRICE_WORDS[lang]).map(([phrase, levels]) => ({ lang, phrase: normalizeText(phrase), levels })),
)
  .sort((a, b) => b.phrase.length - a.phrase.length)
  // Padded once: a phrase is found in ` ${text} ` as ` ${phrase} ` (containsPhrase), without a new string per phrase.
  .map((entry) => ({ ...entry, padded: entry.phrase ? ` ${entry.phrase} ` : null }));

/** The phrases' positions in PHRASES by their first word: a phrase can only be in a message that has its first word. */
const PHRASES_BY_FIRST = new Map<string, number[]>();
PHRASES.forEach(({ phrase }, i) => {
  const first = phrase.split(' ')[0];
  PHRASES_BY_FIRST.set(first, [...(PHRASES_BY_FIRST.get(first) ?? []), i]);
});

/** The normalised word sets per list and languages, built once: every message reads the same few. */
const wordSets = new Map<Record<PriceWordLanguage, string[]>, Map<string, Set<string>>>();
function wordsOf(lists: Record<PriceWordLanguage, string[]>, langs: readonly PriceWordLanguage[]): Set<string> {
  let byLangs = wordSets.get(lists);
  if (byLangs === undefined) wordSets.set(lists, (byLangs = new Map()));
  let words = byLangs.get(langs.join());
  if (words === undefined) byLangs.set(langs.join(), (words = new Set(langs.flatMap((lang) => lists[lang].map(normalizeText)))));
  return words;
}
/** The not-price phrases of these languages, longest first. */
const notPriceByLangs = new Map<string, { phrase: string; first: string }[]>();

/** The price levels a message asks for ("nothing too fancy" → inexpensive, moderate), or null when it names no price. */
export function priceLevelsIn(text: string, langs: readonly PriceWordLanguage[] = PRICE_WORD_LANGUAGES): PriceLevel[] | null {
  const normalized = normalizeText(text);
  // ` a b ` is in ` text ` only where ` a ` is, so only phrases opening on a word of the message are tried, in PHRASES order.
  const words = new Set(normalized.split(' '));
  const folded = withoutNotPrice(normalized, langs, words);
  const padded = ` ${folded} `;
  const tried = [...words].flatMap((word) => PHRASES_BY_FIRST.get(word) ?? []).sort((a, b) => a - b);
  const hit = tried
    .map((i) => PHRASES[i])
    .find(({ lang, padded: phrase }) => phrase !== null && langs.includes(lang) && padded.includes(phrase));
  if (!hit) return null;
  const expensive = hit.levels.every((level) => level === 'expensive' || level === 'very expensive');
  return expensive && isNegated(folded, hit.phrase, langs) ? [...NOT_EXPENSIVE] : [...hit.levels];
}

/** "we've got a free day" keeps "we ve got a day": the word is there, the price is not. */
function withoutNotPrice(folded: string, langs: readonly PriceWordLanguage[], words: ReadonlySet<string>): string {
  let phrases = notPriceByLangs.get(langs.join());
  if (phrases === undefined) {
    const longestFirst = [...wordsOf(NOT_PRICE_PHRASES, langs)].sort((a, b) => b.length - a.length);
    notPriceByLangs.set(langs.join(), (phrases = longestFirst.map((phrase) => ({ phrase, first: phrase.split(' ')[0] }))));
  }
  // Taking a phrase out leaves only words the message had: one whose first word it lacks is never there.
  let text = folded;
  for (const { phrase, first } of phrases) {
    if (words.has(first) && containsPhrase(text, phrase)) text = ` ${text} `.split(` ${phrase} `).join(' ').trim();
  }
  return text;
}

/** True when a negator stands before the phrase, with only fillers between ("hindi po masyadong mahal"). */
function isNegated(folded: string, phrase: string, langs: readonly PriceWordLanguage[]): boolean {
  const negators = wordsOf(PRICE_NEGATORS, langs);
  const fillers = wordsOf(PRICE_FILLERS, langs);
  const words = folded.split(' ');
  const size = phrase.split(' ').length;
  return words.some((_, start) => {
    if (words.slice(start, start + size).join(' ') !== phrase) return false;
    for (let i = start - 1, skipped = 0; i >= 0 && skipped <= MAX_FILLERS; i--, skipped++) {
      if (negators.has(words[i])) return true;
      if (!fillers.has(words[i])) return false;
    }
    return false;
  });
}
