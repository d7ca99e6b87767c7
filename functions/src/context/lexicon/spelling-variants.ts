// How people spell on phones ("ung", "ff", "nr", "thx"), one table per language as data: the engine reads a message
// with each variant as the word its lists know, while the text the model sees stays as typed.
import { z } from 'zod';
import { MARKERS, type Lang } from '../text/stopwords';
import ENGLISH from './spelling-variants.en.json';
import DUTCH from './spelling-variants.nl.json';
import SHARED from './spelling-variants.shared.json';
import TAGALOG from './spelling-variants.tl.json';

const TableSchema = z.object({ note: z.string(), variants: z.record(z.string().regex(/^[a-z0-9]+$/), z.string().min(1)) }).strict();

/** 'shared': text-speak of every language ("thx", "pls"); it shows no language. */
export type VariantLanguage = Lang | 'shared';
export const SPELLING_VARIANTS: Readonly<Record<VariantLanguage, Readonly<Record<string, string>>>> = {
  en: TableSchema.parse(ENGLISH).variants,
  tl: TableSchema.parse(TAGALOG).variants,
  nl: TableSchema.parse(DUTCH).variants,
  shared: TableSchema.parse(SHARED).variants,
};
const LANGUAGES = Object.keys(SPELLING_VARIANTS) as VariantLanguage[];

/** What the engine knows beyond the tables: place names ("san juan" stays) and common words ("salamaaat" is "salamat"). Passed
 * in, so the client can read a message's language from the tables alone without loading the gazetteer. */
export interface SpellingGuards {
  isPlace(name: string): boolean;
  commonWordIn(word: string): readonly Lang[];
}
const TABLES_ONLY: SpellingGuards = { isPlace: () => false, commonWordIn: () => [] };

/** A word with letters or digits (a texting form mixes them: "d2", "2loy", "w8"). */
const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu;

export interface SpellingVariant {
  /** The variant as typed and where it is. */
  typed: string;
  start: number;
  end: number;
  /** The word the engine's lists know. */
  standard: string;
  lang: VariantLanguage;
}

/** How much each language shows: its function words plus its variants ("san to?": one Tagalog variant, one English "to"). */
function languageWeights(words: readonly string[]): Record<Lang, number> {
  const weight = (lang: Lang) => words.filter((word) => MARKERS[lang].has(word) || Object.hasOwn(SPELLING_VARIANTS[lang], word)).length;
  return { en: weight('en'), tl: weight('tl'), nl: weight('nl') };
}

/** "san francisco", "khao san road": a variant inside a place name is part of the name. */
function inPlaceName(words: readonly string[], index: number, isPlace: SpellingGuards['isPlace']): boolean {
  for (let size = 2; size <= 4; size += 1) {
    for (let start = Math.max(0, index - size + 1); start <= index && start + size <= words.length; start += 1) {
      if (isPlace(words.slice(start, start + size).join(' '))) return true;
    }
  }
  return false;
}

/** "thank youuu", "salamaaat": a letter held three times or more is the common word with it once or twice. */
function unstretched(word: string, commonWordIn: SpellingGuards['commonWordIn']): { standard: string; lang: VariantLanguage } | null {
  if (!/(\p{L})\1\1/u.test(word)) return null;
  for (const standard of [word.replace(/(\p{L})\1{2,}/gu, '$1'), word.replace(/(\p{L})\1{2,}/gu, '$1$1')]) {
    const langs = commonWordIn(standard);
    if (langs.length) return { standard, lang: langs.length === 1 ? langs[0] : 'shared' };
  }
  return null;
}

/** Kept as typed: an abbreviation ("BC"), a number sign ("nr 2"), a place ("san juan"); a word of a listed name
 * ("San Ginés") is checked by spellingVariantsIn, as the names differ between callers of one message. */
function keptAsTyped(typed: string, words: readonly string[], index: number, isPlace: SpellingGuards['isPlace']): boolean {
  return (
    (typed.length > 1 && typed === typed.toUpperCase() && /\p{L}/u.test(typed)) ||
    /^\d/.test(words[index + 1] ?? '') ||
    inPlaceName(words, index, isPlace)
  );
}

/** A variant found in a text, and the word that drops it when a listed venue's name has that word (a table variant). */
interface Candidate {
  variant: SpellingVariant;
  nameWord: string | null;
}

/** Candidates per guards and text: the analyse stage and the intent rules read the same message, with and without the venue
 * names, and only the name check differs (bounded, cleared whole when full). */
const candidatesByGuards = new WeakMap<SpellingGuards, Map<string, readonly Candidate[]>>();

function candidatesIn(text: string, guards: SpellingGuards): readonly Candidate[] {
  let byText = candidatesByGuards.get(guards);
  if (byText === undefined) candidatesByGuards.set(guards, (byText = new Map()));
  let found = byText.get(text);
  if (found === undefined) {
    found = findCandidates(text, guards);
    if (byText.size >= 2000) byText.clear();
    byText.set(text, found);
  }
  return found;
}

function findCandidates(text: string, guards: SpellingGuards): Candidate[] {
  const matches = [...text.matchAll(WORD)];
  const words = matches.map((match) => match[0].toLowerCase());
  const weights = languageWeights(words);
  const most = Math.max(weights.en, weights.tl, weights.nl);
  const applies = (lang: VariantLanguage) => lang === 'shared' || weights[lang] === most;
  const found: Candidate[] = [];
  matches.forEach((match, index) => {
    const lang = LANGUAGES.find((language) => applies(language) && Object.hasOwn(SPELLING_VARIANTS[language], words[index]));
    const start = match.index ?? 0;
    const stretched = lang ? null : unstretched(words[index], guards.commonWordIn);
    if (stretched) found.push({ variant: { typed: match[0], start, end: start + match[0].length, ...stretched }, nameWord: null });
    // "'s avonds", "'t Zuid": a letter after an apostrophe is Dutch, whatever a table says of it ("s" → "sa").
    if (!lang || keptAsTyped(match[0], words, index, guards.isPlace) || /['’]/.test(text[start - 1] ?? '')) return;
    const variant = { typed: match[0], start, end: start + match[0].length, standard: SPELLING_VARIANTS[lang][words[index]], lang };
    found.push({ variant, nameWord: words[index] });
  });
  return found;
}

/**
 * The variants in a message; a language's table applies when no other language shows more of its words or variants.
 * `names` (the venues listed) keep their words: "is San Gines open" names a venue.
 */
export function spellingVariantsIn(text: string, names: readonly string[] = [], guards = TABLES_ONLY): SpellingVariant[] {
  const found = candidatesIn(text, guards);
  const nameWords = names.length && found.length ? new Set(names.flatMap((name) => name.toLowerCase().match(WORD) ?? [])) : null;
  return found.filter(({ nameWord }) => nameWord === null || !nameWords?.has(nameWord)).map(({ variant }) => ({ ...variant }));
}

/** The message as the engine reads it: each variant replaced by its word, a capital kept ("Ung" → "Yung"). */
export function normaliseSpelling(text: string, names: readonly string[] = [], guards = TABLES_ONLY): string {
  let result = '';
  let at = 0;
  for (const { typed, start, end, standard } of spellingVariantsIn(text, names, guards)) {
    const capital = typed[0] !== typed[0].toLowerCase();
    result += text.slice(at, start) + (capital ? standard[0].toUpperCase() + standard.slice(1) : standard);
    at = end;
  }
  return at ? result + text.slice(at) : text;
}

/** The message as language evidence: a language's variant counts as its word ("nmn" → "naman"), shared text-speak
 * ("thx", "pls") as no word at all, so a Tagalog "tnx" does not turn the conversation English. */
export function spellingForLanguage(text: string, guards = TABLES_ONLY): string {
  let result = '';
  let at = 0;
  for (const { start, end, standard, lang } of spellingVariantsIn(text, [], guards)) {
    result += `${text.slice(at, start)}${lang === 'shared' ? '' : standard}`;
    at = end;
  }
  return at ? result + text.slice(at) : text;
}
