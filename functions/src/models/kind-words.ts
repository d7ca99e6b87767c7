// What a search was for, said in the reply's language ("coffee" → "kape" / "koffie"); the engine keeps the English query.
import { alternativesOf } from '../context/rules/kinds-as-alternatives';
import { z } from 'zod';
import data from './kind-words.json';
import type { Language } from './reply-text';

const KindWordsSchema = z.object({
  note: z.string(),
  kinds: z.record(z.string().min(1), z.object({ tl: z.string().min(1), nl: z.string().min(1) })),
});
const KINDS = KindWordsSchema.parse(data).kinds;

/** The kind in `lang`: a listed English query, or its singular ("ramen bars" stays, "temples" → "templo"); else as written. */
export function kindWord(query: string, lang: Language): string {
  const either = eitherKind(query, lang, kindWord);
  if (either) return either;
  const kind = withoutPlaceWord(query);
  return listedKindWord(kind, lang) ?? kind;
}

/** "ice cream places" → "ice cream": the reply already says places ("Here are 4 places for ice cream"). */
function withoutPlaceWord(query: string): string {
  return query.replace(/(?<=\S)\s+(?:places?|spots?)\s*$/i, '');
}

/** The kind in Tagalog or Dutch when the list has it; undefined for English and for a kind not listed. */
export function listedKindWord(query: string, lang: Language): string | undefined {
  if (lang === 'en') return undefined;
  const key = query.trim().toLowerCase();
  const singular = key.endsWith('s') ? key.slice(0, -1) : key;
  return (KINDS[key] ?? KINDS[singular])?.[lang];
}

/** The kind said of several places: "museum" → "museums" / "musea" where the list has the plural ("places for museums"). */
export function kindWordOfMany(query: string, lang: Language): string {
  const either = eitherKind(query, lang, kindWordOfMany);
  if (either) return either;
  const plural = `${withoutPlaceWord(query).trim()}s`;
  const listed = KINDS[plural];
  if (!listed) return kindWord(query, lang);
  return lang === 'en' ? plural : listed[lang];
}

const OR_IN: Record<Language, string> = { en: 'or', tl: 'o', nl: 'of' };
/** "museum or aquarium" (kinds-as-alternatives.ts): each kind in the language, joined by its "or". */
function eitherKind(query: string, lang: Language, word: (kind: string, lang: Language) => string): string | null {
  const halves = alternativesOf(query);
  return halves.length < 2 ? null : halves.map((half) => word(half, lang)).join(` ${OR_IN[lang]} `);
}
