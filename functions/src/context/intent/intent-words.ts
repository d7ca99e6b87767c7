// The named parts intent rules are built from (phrases per language, in data/intent-words.json) and how a message
// is matched against them: analysed once (folded tokens), then every part is read from that one value.
import { recentResults } from '../text/recent-results';
import { markBarePositions } from '../references/bare-position';
import { z } from 'zod';
import { normaliseMessageSpelling } from '../lexicon/engine-spelling';
import { foldText, INTENT_LANGUAGES, type IntentLanguage } from './fold-text';
import wordsJson from './data/intent-words.json';
import { AMENITIES } from '../lexicon/amenities';
import { CHAINS } from '../lexicon/chains';

export { foldText, INTENT_LANGUAGES, type IntentLanguage };

/** The days as Google's `weekdayDescriptions` name them ("Monday: 10:00–18:00"). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const PhrasesSchema = z.array(z.string().min(1));
const PartSchema = z.object({ en: PhrasesSchema, tl: PhrasesSchema, nl: PhrasesSchema });
const WordsSchema = z.object({
  note: z.string(),
  parts: z.record(z.string().regex(/^[A-Z_]+$/), PartSchema),
  ordinals: z.record(z.string().regex(/^\d+$/), z.array(z.string().min(1))),
  weekdays: z.record(z.enum(WEEKDAY_NAMES), z.array(z.string().min(1))),
  relativeDays: z.record(z.string().regex(/^\d$/), z.array(z.string().min(1))),
});
type PartData = z.infer<typeof PartSchema>;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** A message analysed once: what every rule reads. */
export interface AnalysedMessage {
  raw: string;
  tokens: readonly string[];
}

/** "#2 phone?", "#3, no #1": the number sign is "nr", as the ordinals list it. */
const NUMBER_SIGN = /#(\d{1,2})(?!\d)/g;

/** Messages analysed lately: the same text is read by several stages in a turn and again in later turns. */
const analysed = recentResults<AnalysedMessage>();

export function analyseMessage(text: string): AnalysedMessage {
  return analysed.of(text, () => {
    const folded = foldText(normaliseMessageSpelling(markBarePositions(text)).replace(NUMBER_SIGN, 'nr $1'));
    return { raw: text, tokens: folded ? folded.split(' ') : [] };
  });
}

/** One phrase as tokens; `?` is any one word, `word*` any word starting so, `*word` any word ending so (Tagalog affixes). */
type Phrase = readonly string[];

function tokenMatches(pattern: string, token: string): boolean {
  if (pattern === '?') return true;
  // Compared in place: this runs for every token of a message against every phrase opening on `word*` or `*word`.
  if (pattern.charCodeAt(0) === STAR) return sameAt(token, token.length - (pattern.length - 1), pattern, 1);
  return pattern.charCodeAt(pattern.length - 1) === STAR ? sameAt(token, 0, pattern, 0, pattern.length - 1) : token === pattern;
}
const STAR = '*'.charCodeAt(0);

/** `pattern.slice(from, to)` stands in `token` at `at`. */
function sameAt(token: string, at: number, pattern: string, from: number, to = pattern.length): boolean {
  if (at < 0 || at + (to - from) > token.length) return false;
  for (let k = from; k < to; k += 1) if (token.charCodeAt(at + k - from) !== pattern.charCodeAt(k)) return false;
  return true;
}

/** A part: its phrases per language, each folded into tokens the same way a message is. */
export interface IntentPart {
  name: string;
  phrases: Readonly<Record<IntentLanguage, readonly Phrase[]>>;
}

// A word the fold splits ("one's" → "one s") is as many tokens as the message's fold makes of it.
const toPhrases = (list: readonly string[]): Phrase[] =>
  list.map((phrase) => phrase.split(/\s+/).flatMap((word) => (word === '?' ? ['?'] : foldWord(word).split(' '))));
/** Folds one word of a phrase, keeping a leading or trailing `*`. */
const foldWord = (word: string) =>
  word.startsWith('*') ? `*${foldText(word.slice(1))}` : word.endsWith('*') ? `${foldText(word.slice(0, -1))}*` : foldText(word);

/** A part made of phrases per language (the intent words' parts, and lexicons that read like them). */
export function partFrom(name: string, data: PartData): IntentPart {
  return { name, phrases: { en: toPhrases(data.en), tl: toPhrases(data.tl), nl: toPhrases(data.nl) } };
}

const WORDS = WordsSchema.parse(wordsJson);

/** Ordinal words ("second", "pangalawa", "tweede") by the position they name. */
export const ORDINALS: ReadonlyMap<number, readonly Phrase[]> = new Map(
  Object.entries(WORDS.ordinals).map(([position, list]) => [Number(position), toPhrases(list)]),
);

const ordinalPhrases = [...ORDINALS.values()].flat();
/** Day words ("monday", "lunes", "op maandag") by the day they name. */
const WEEKDAYS: ReadonlyArray<readonly [WeekdayName, readonly Phrase[]]> = WEEKDAY_NAMES.map((day) => [
  day,
  toPhrases(WORDS.weekdays[day] ?? []),
]);
const weekdayPhrases = WEEKDAYS.flatMap(([, phrases]) => phrases);
/** Words for a day counted from today ("tomorrow", "bukas ng gabi", "overmorgen"), with the days each adds. */
const RELATIVE_DAYS: IntentPart = {
  name: 'RELATIVE_DAY',
  phrases: { en: Object.values(WORDS.relativeDays).flatMap(toPhrases), tl: [], nl: [] },
};
const relativeDayOffsets = Object.entries(WORDS.relativeDays).flatMap(([days, list]) => list.map(() => Number(days)));
/** The day words naming a later day than today ("tomorrow", "bukas ng umaga", "overmorgen"): hours then, not open now. */
const laterDayPhrases = Object.entries(WORDS.relativeDays).flatMap(([days, list]) => (Number(days) > 0 ? toPhrases(list) : []));
/** Every named part; ORDINAL, WEEKDAY and LATER_DAY are built from the ordinals and the day words (one list serves every
 * language), AMENITY and CHAIN from their lexicons. */
export const INTENT_PARTS: ReadonlyMap<string, IntentPart> = new Map([
  ...Object.entries(WORDS.parts).map(([name, data]) => [name, partFrom(name, data)] as const),
  ['ORDINAL', { name: 'ORDINAL', phrases: { en: ordinalPhrases, tl: ordinalPhrases, nl: ordinalPhrases } }] as const,
  ['WEEKDAY', { name: 'WEEKDAY', phrases: { en: weekdayPhrases, tl: [], nl: [] } }] as const,
  ['LATER_DAY', { name: 'LATER_DAY', phrases: { en: laterDayPhrases, tl: [], nl: [] } }] as const,
  // An everyday need the concierge does not look up (lexicon/amenities.json): "an atm near the second one", "may botika ba".
  [
    'AMENITY',
    partFrom('AMENITY', {
      en: AMENITIES.flatMap((amenity) => amenity.words.en),
      tl: AMENITIES.flatMap((amenity) => amenity.words.tl),
      nl: AMENITIES.flatMap((amenity) => amenity.words.nl),
    }),
  ] as const,
  // A chain by name (lexicon/chains.json): "a McDonald's around Orchard", "is it like wagamama?", "ne mcdo".
  ['CHAIN', partFrom('CHAIN', { en: CHAINS.flatMap((chain) => chain.words), tl: [], nl: [] })] as const,
]);

/** The part by name; an unknown name is a defect in the rules, so it throws. */
export function partNamed(name: string): IntentPart {
  const part = INTENT_PARTS.get(name);
  if (!part) throw new Error(`intent rules: unknown part "${name}"`);
  return part;
}

/** A part's phrases in order (languages en, tl, nl), indexed by their first word; those opening on `?` or `word*` apart. */
interface PartIndex {
  phrases: readonly Phrase[];
  byFirst: ReadonlyMap<string, readonly number[]>;
  open: readonly number[];
}

const partIndexes = new WeakMap<IntentPart, PartIndex>();

function indexOf(part: IntentPart): PartIndex {
  let index = partIndexes.get(part);
  if (index === undefined) {
    const phrases = INTENT_LANGUAGES.flatMap((lang) => part.phrases[lang]);
    const byFirst = new Map<string, number[]>();
    const open: number[] = [];
    phrases.forEach((phrase, i) => {
      const first = phrase[0];
      if (first === '?' || first.endsWith('*') || first.startsWith('*')) open.push(i);
      else byFirst.set(first, [...(byFirst.get(first) ?? []), i]);
    });
    partIndexes.set(part, (index = { phrases, byFirst, open }));
  }
  return index;
}

type Match = [phrase: number, start: number, end: number];
/** A phrase of a part, as the index of the part's phrases holds it. */
type Entry = readonly [part: IntentPart, index: number, phrase: Phrase];

/** Where each phrase of the parts occurs, one pass over the message; each part's matches in phrase order, then by start. */
function scan(message: AnalysedMessage, byFirst: ReadonlyMap<string, readonly Entry[]>, open: readonly Entry[]): Map<IntentPart, Match[]> {
  const { tokens } = message;
  const found = new Map<IntentPart, Match[]>();
  // Plain loops: this runs for every token against every phrase opening on `?` or `word*`, so no array or closure per step.
  const tryAt = (start: number, candidates: readonly Entry[]) => {
    for (let c = 0; c < candidates.length; c += 1) {
      const entry = candidates[c];
      const phrase = entry[2];
      if (start + phrase.length > tokens.length) continue;
      let k = 0;
      while (k < phrase.length && tokenMatches(phrase[k], tokens[start + k])) k += 1;
      if (k < phrase.length) continue;
      const [part, i] = entry;
      const list = found.get(part);
      if (list) list.push([i, start, start + phrase.length]);
      else found.set(part, [[i, start, start + phrase.length]]);
    }
  };
  for (let start = 0; start < tokens.length; start += 1) {
    const first = byFirst.get(tokens[start]);
    if (first) tryAt(start, first);
    tryAt(start, open);
  }
  for (const list of found.values()) list.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return found;
}

/** The phrases of these parts by first word, and those opening on `?` or `word*`. */
function entriesOf(parts: readonly IntentPart[]): { byFirst: Map<string, Entry[]>; open: Entry[] } {
  const byFirst = new Map<string, Entry[]>();
  const open: Entry[] = [];
  for (const part of parts) {
    const index = indexOf(part);
    index.open.forEach((i) => open.push([part, i, index.phrases[i]]));
    for (const [first, list] of index.byFirst) {
      byFirst.set(first, [...(byFirst.get(first) ?? []), ...list.map((i) => [part, i, index.phrases[i]] as const)]);
    }
  }
  return { byFirst, open };
}

/** The ordinal phrases as one part, with the position each names. */
const ORDINAL_WORDS: IntentPart = { name: 'ORDINAL', phrases: { en: ordinalPhrases, tl: [], nl: [] } };
const ordinalPositions = [...ORDINALS].flatMap(([position, phrases]) => phrases.map(() => position));

/** The parts of the rules and the ordinals, indexed together: a message is scanned once for all of them. */
const KNOWN_PARTS = new Set([...INTENT_PARTS.values(), ORDINAL_WORDS]);
let known: ReturnType<typeof entriesOf> | undefined;
const matchesByMessage = new WeakMap<AnalysedMessage, Map<IntentPart, Match[]>>();

/** Where each phrase of the part occurs: [phrase, start, end), in phrase order, then by start (as a scan phrase by phrase finds them). */
function matchesOf(message: AnalysedMessage, part: IntentPart): readonly Match[] {
  if (!KNOWN_PARTS.has(part)) {
    const { byFirst, open } = entriesOf([part]);
    return scan(message, byFirst, open).get(part) ?? NO_MATCHES;
  }
  // The rules ask of one message part after part: its matches are kept at hand before the lookup by message.
  let all = message === lastScanned ? lastMatches : matchesByMessage.get(message);
  if (all === undefined) {
    known ??= entriesOf([...KNOWN_PARTS]);
    matchesByMessage.set(message, (all = scan(message, known.byFirst, known.open)));
  }
  lastScanned = message;
  lastMatches = all;
  return all.get(part) ?? NO_MATCHES;
}
let lastScanned: AnalysedMessage | undefined;
let lastMatches: Map<IntentPart, Match[]> | undefined;

/** Most parts occur in no message: their answer is one shared empty list, not a new one per message and part. */
const NO_MATCHES: readonly Match[] = Object.freeze([]);
const NO_SPANS: ReadonlyArray<readonly [number, number]> = Object.freeze([]);

/** Whether any phrase of the part occurs: what most rules ask, answered without building the spans. */
export function partOccurs(message: AnalysedMessage, part: IntentPart): boolean {
  return matchesOf(message, part).length > 0;
}

/** Spans found per analysed message and part: the rules ask for the same parts of the same message many times. */
const spansByMessage = new WeakMap<AnalysedMessage, Map<IntentPart, ReadonlyArray<readonly [number, number]>>>();

/** True when the words of these parts cover every word of the message. */
export function coveredBy(message: AnalysedMessage, names: readonly string[]): boolean {
  const covered = new Array<boolean>(message.tokens.length).fill(false);
  for (const name of names) for (const [start, end] of partSpans(message, partNamed(name))) covered.fill(true, start, end);
  return covered.every(Boolean);
}

/** The first entry of a lexicon whose own part occurs in the text, looked for only when the part of all its words (`all`)
 * does: most messages name none (the chains, the everyday needs). */
export function firstEntryIn<T>(text: string, all: string, entries: ReadonlyArray<readonly [T, IntentPart]>): T | null {
  const message = analyseMessage(text);
  if (!partOccurs(message, partNamed(all))) return null;
  return entries.find(([, part]) => partOccurs(message, part))?.[0] ?? null;
}

/** Token spans where any phrase of the part occurs (any language). */
export function partSpans(message: AnalysedMessage, part: IntentPart): ReadonlyArray<readonly [number, number]> {
  const matches = matchesOf(message, part);
  if (matches.length === 0) return NO_SPANS;
  let known = spansByMessage.get(message);
  if (known === undefined) spansByMessage.set(message, (known = new Map()));
  let spans = known.get(part);
  if (spans === undefined) known.set(part, (spans = matches.map(([, start, end]) => [start, end] as const)));
  return spans;
}

/** The position an ordinal in the message names ("the 2nd" → 2), or null. Longest phrase first, then the first listed. */
export function ordinalIn(message: AnalysedMessage): number | null {
  let best: { phrase: number; length: number } | null = null;
  for (const [phrase, start, end] of matchesOf(message, ORDINAL_WORDS)) {
    if (!best || end - start > best.length || (end - start === best.length && phrase < best.phrase)) best = { phrase, length: end - start };
  }
  return best ? ordinalPositions[best.phrase] : null;
}

/** The day of the week the message names ("is it open on Sunday?", "bukas ba sila tuwing Lunes?", "op maandag"), the first
 * named when there are more; null when it names none. */
export function weekdayIn(message: AnalysedMessage): WeekdayName | null {
  const spans = partSpans(message, partNamed('WEEKDAY'));
  if (!spans.length) return null;
  // The day word ends each phrase ("op maandag", "tuwing lunes").
  const [, end] = spans.reduce((first, span) => (span[0] < first[0] ? span : first));
  const word = message.tokens[end - 1];
  return WEEKDAYS.find(([, phrases]) => phrases.some((phrase) => phrase.at(-1) === word))?.[0] ?? null;
}

/** The days after today the message names ("open ba sila bukas ng gabi?" → 1, "is het vandaag open?" → 0), the first named;
 * null when it names none. "Bukas" alone is "open" in Tagalog, so only "bukas ng ..." and "sa bukas" count as tomorrow. */
export function relativeDayIn(message: AnalysedMessage): number | null {
  const found = matchesOf(message, RELATIVE_DAYS);
  if (!found.length) return null;
  const [phrase] = found.reduce((first, match) => (match[1] < first[1] ? match : first));
  return relativeDayOffsets[phrase];
}
