// The named parts intent rules are built from (phrases per language, in data/intent-words.json) and how a message
// is matched against them: analysed once (folded tokens), then every part is read from that one value.
import { z } from 'zod';
import { normaliseSpelling } from '../lexicon/spelling-variants';
import wordsJson from './data/intent-words.json';

export const INTENT_LANGUAGES = ['en', 'tl', 'nl'] as const;
export type IntentLanguage = (typeof INTENT_LANGUAGES)[number];

const PhrasesSchema = z.array(z.string().min(1));
const PartSchema = z.object({ en: PhrasesSchema, tl: PhrasesSchema, nl: PhrasesSchema });
const WordsSchema = z.object({
  note: z.string(),
  parts: z.record(z.string().regex(/^[A-Z_]+$/), PartSchema),
  ordinals: z.record(z.string().regex(/^\d+$/), z.array(z.string().min(1))),
});
type PartData = z.infer<typeof PartSchema>;

/** Lower case, no accents, apostrophes and punctuation as spaces: "What's" → "what s", "'s avonds" → "s avonds". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A message analysed once: what every rule reads. */
export interface AnalysedMessage {
  raw: string;
  tokens: readonly string[];
}

export function analyseMessage(text: string): AnalysedMessage {
  const folded = foldText(normaliseSpelling(text));
  return { raw: text, tokens: folded ? folded.split(' ') : [] };
}

/** One phrase as tokens; `?` is any one word, `word*` any word starting so. */
type Phrase = readonly string[];

function tokenMatches(pattern: string, token: string): boolean {
  if (pattern === '?') return true;
  return pattern.endsWith('*') ? token.startsWith(pattern.slice(0, -1)) : token === pattern;
}

/** Where a phrase occurs: [start, end) token spans. */
function spansOf(tokens: readonly string[], phrase: Phrase): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
    if (phrase.every((pattern, i) => tokenMatches(pattern, tokens[start + i]))) spans.push([start, start + phrase.length]);
  }
  return spans;
}

/** A part: its phrases per language, each folded into tokens the same way a message is. */
export interface IntentPart {
  name: string;
  phrases: Readonly<Record<IntentLanguage, readonly Phrase[]>>;
}

const toPhrases = (list: readonly string[]): Phrase[] =>
  list.map((phrase) => phrase.split(/\s+/).map((word) => (word === '?' ? '?' : foldWord(word))));
/** Folds one word of a phrase, keeping a trailing `*`. */
const foldWord = (word: string) => (word.endsWith('*') ? `${foldText(word.slice(0, -1))}*` : foldText(word));

function partFrom(name: string, data: PartData): IntentPart {
  return { name, phrases: { en: toPhrases(data.en), tl: toPhrases(data.tl), nl: toPhrases(data.nl) } };
}

const WORDS = WordsSchema.parse(wordsJson);

/** Ordinal words ("second", "pangalawa", "tweede") by the position they name. */
export const ORDINALS: ReadonlyMap<number, readonly Phrase[]> = new Map(
  Object.entries(WORDS.ordinals).map(([position, list]) => [Number(position), toPhrases(list)]),
);

const ordinalPhrases = [...ORDINALS.values()].flat();
/** Every named part; ORDINAL is built from the ordinals (one list serves every language). */
export const INTENT_PARTS: ReadonlyMap<string, IntentPart> = new Map([
  ...Object.entries(WORDS.parts).map(([name, data]) => [name, partFrom(name, data)] as const),
  ['ORDINAL', { name: 'ORDINAL', phrases: { en: ordinalPhrases, tl: ordinalPhrases, nl: ordinalPhrases } }] as const,
]);

/** The part by name; an unknown name is a defect in the rules, so it throws. */
export function partNamed(name: string): IntentPart {
  const part = INTENT_PARTS.get(name);
  if (!part) throw new Error(`intent rules: unknown part "${name}"`);
  return part;
}

/** Token spans where any phrase of the part occurs (any language). */
export function partSpans(message: AnalysedMessage, part: IntentPart): Array<[number, number]> {
  return INTENT_LANGUAGES.flatMap((lang) => part.phrases[lang].flatMap((phrase) => spansOf(message.tokens, phrase)));
}

/** The position an ordinal in the message names ("the 2nd" → 2), or null. Longest phrase first. */
export function ordinalIn(message: AnalysedMessage): number | null {
  let best: { position: number; length: number } | null = null;
  for (const [position, phrases] of ORDINALS) {
    for (const phrase of phrases) {
      if (spansOf(message.tokens, phrase).length && (!best || phrase.length > best.length)) best = { position, length: phrase.length };
    }
  }
  return best?.position ?? null;
}
