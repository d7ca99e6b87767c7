import { type PriceLevel, PriceLevelSchema } from '../contract/place';
import { z } from 'zod';
import priceWordsJson from './data/price-words.json';
import { containsPhrase, normalizeText } from './normalize-text';

export const PRICE_WORD_LANGUAGES = ['en', 'tl', 'nl'] as const;
export type PriceWordLanguage = (typeof PRICE_WORD_LANGUAGES)[number];

const PhraseLevelsSchema = z.record(z.string().min(1), z.array(PriceLevelSchema).min(1));
const PriceWordsSchema = z.object({ note: z.string(), en: PhraseLevelsSchema, tl: PhraseLevelsSchema, nl: PhraseLevelsSchema });

/** Price phrase → price levels, per language, checked once at load. */
export const PRICE_WORDS: Readonly<Record<PriceWordLanguage, Readonly<Record<string, readonly PriceLevel[]>>>> =
  PriceWordsSchema.parse(priceWordsJson);

/** Every phrase of every language, longest first, so "niet te duur" is tried before "duur". */
const PHRASES = PRICE_WORD_LANGUAGES.flatMap((lang) =>
  Object.entries(PRICE_WORDS[lang]).map(([phrase, levels]) => ({ lang, phrase: normalizeText(phrase), levels })),
).sort((a, b) => b.phrase.length - a.phrase.length);

/** The price levels a message asks for ("nothing too fancy" → inexpensive, moderate), or null when it names no price. */
export function priceLevelsIn(text: string, langs: readonly PriceWordLanguage[] = PRICE_WORD_LANGUAGES): PriceLevel[] | null {
  const folded = normalizeText(text);
  const hit = PHRASES.find(({ lang, phrase }) => langs.includes(lang) && containsPhrase(folded, phrase));
  return hit ? [...hit.levels] : null;
}
