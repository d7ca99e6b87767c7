// The query lexicon: the words and phrases a search is made of, their kinds (strong, weak, lodging, music, sports),
// Dutch compounds and suffixes, Tagalog places named after what they serve, and the category a places search knows.
import CATEGORY_SYNONYM_DATA from './category-synonyms.json';
import QUERY_WORDS from './query-words.json';
import { linkerStems } from '../lexicon/tagalog-linker';
import { fold } from '../text/fold';

export type Kind = 'strong' | 'music' | 'sports' | 'weak' | 'lodging';
/** Everyday words for a kind of attraction, mapped to the category a places search knows. */
const CATEGORY_SYNONYMS: Record<string, string> = CATEGORY_SYNONYM_DATA;
export const LEXICON = new Map<string, Kind>();
// Strong words start a new search; weak ones join a span or start one only when nothing is looked for yet; where to
// sleep is a new search even after a specific food query ("ok now I need a hotel near Namba"). A later list wins.
const LEXICON_LISTS: readonly (readonly [readonly string[], Kind])[] = [
  [QUERY_WORDS.WEAK, 'weak'],
  [QUERY_WORDS.CUISINES, 'strong'],
  [QUERY_WORDS.FOODS, 'strong'],
  [QUERY_WORDS.PLACES, 'strong'],
  [QUERY_WORDS.LODGING, 'lodging'],
  [QUERY_WORDS.OTHER_EVENTS, 'strong'],
  [QUERY_WORDS.MUSIC, 'music'],
  [QUERY_WORDS.SPORTS, 'sports'],
];
for (const [list, kind] of LEXICON_LISTS) for (const entry of list) LEXICON.set(entry.replace(/-/g, ' '), kind);
for (const synonym of Object.keys(CATEGORY_SYNONYMS)) LEXICON.set(synonym, 'strong');
const MAX_WORDS = 4;
const FOOD_WORDS = new Set(
  [
    ...QUERY_WORDS.CUISINES,
    ...QUERY_WORDS.FOODS,
    ...'food|foods|restaurant|restaurants|eat|eats|eatery|kain|kainan|eten|lunch|dinner|hapunan|tanghalian'.split('|'),
  ].map((w) => w.replace(/-/g, ' ')),
);
/** The query is about food or drink ("takoyaki", "korean bbq", "restaurants"). */
export function isFoodQuery(query: string): boolean {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}&'’]+/u)
    .filter(Boolean);
  return words.some(
    (w, i) =>
      FOOD_WORDS.has(w) ||
      FOOD_WORDS.has(singular(w)) ||
      (i > 0 && FOOD_WORDS.has(`${words[i - 1]} ${w}`)) ||
      SUFFIXES.some((end) => w.endsWith(end) && FOOD_WORDS.has(w.slice(0, -end.length))) ||
      tagalogStems(w).some((stem) => FOOD_WORDS.has(stem)),
  );
}
export const MEAL_WORDS =
  /\b(?:breakfast|brunch|lunch|dinner|supper|almusal|tanghalian|hapunan|merienda|ontbijt|lunchen|dineren|avondeten)\b/i;
export interface Span {
  words: string[];
  kinds: Kind[];
  start: number;
  end: number;
}
/** A span of nothing but lodging (and generic) words: "hotel", "our airbnb". */
export const lodgingOnly = (span: Span): boolean => span.kinds.every((kind) => kind === 'lodging' || kind === 'weak');
/** First words of the entries of more than one word: most words start none, so their longer phrases need no lookup. */
const PHRASE_STARTS = new Set([...LEXICON.keys()].filter((key) => key.includes(' ')).map((key) => key.split(' ')[0]));
export function longestEntry(words: string[], start: number): { length: number; kind: Kind } | null {
  if (start >= words.length) return null;
  const first = words[start].replace(/’/g, "'");
  const opensPhrase = PHRASE_STARTS.has(first) || (fold(first) !== first && PHRASE_STARTS.has(fold(first)));
  const longest = opensPhrase ? Math.min(MAX_WORDS, words.length - start) : 1;
  for (let length = longest; length >= 1; length--) {
    const phrase = words
      .slice(start, start + length)
      .join(' ')
      .replace(/’/g, "'");
    // "pastéis de nata": a word typed with its accents is the entry written without them.
    const kind =
      LEXICON.get(phrase) ??
      LEXICON.get(singular(phrase)) ??
      (length === 1 ? (compoundKind(phrase) ?? linkedKind(phrase)) : undefined) ??
      (fold(phrase) !== phrase ? LEXICON.get(fold(phrase)) : undefined);
    if (kind) return { length, kind };
  }
  return null;
}
/** "simbahang Katoliko", "kapeng barako": a word with the Tagalog linker is the word it joins. */
const linkedKind = (word: string): Kind | undefined =>
  linkerStems(word)
    .map((stem) => LEXICON.get(stem))
    .find(Boolean);
/** Dutch place suffixes and plurals: "ramenzaken", "burgertentjes", "pannenkoekenhuizen", "cocktailbars", "frietkot". */
const DUTCH_SUFFIX = new RegExp(
  [
    String.raw`(?:adres|adresje|adresjes|adressen|leke|lekes|plek|plekje|plekken|plekjes|ke|kes|zaak|zaken|zaakje|zaakjes|tent`,
    String.raw`|tenten|tentje|tentjes|huis|huizen|huisje|huisjes|bar|bars|barretje|barretjes|kraam|kramen|kraampje|kraampjes`,
    String.raw`|kot|kotten|punt|punten|puntje|puntjes|restaurant|restaurants|restaurantje|restaurantjes|winkel|winkels`,
    String.raw`|winkeltje|winkeltjes|cafe|cafes`,
    String.raw`|café|cafés|cafeetje|cafeetjes|salon|salons|tje|tjes|je|jes|en|s)$`,
  ].join(''),
  '',
);
const SUFFIXES = DUTCH_SUFFIX.source
  .slice(3, -2)
  .split('|')
  .sort((x, y) => y.length - x.length);
/** Strips the longest Dutch place suffix, or returns the word unchanged; endsWith keeps it cheap per token. */
function stripSuffix(word: string): string {
  const suffix = SUFFIXES.find((end) => word.endsWith(end));
  return suffix ? word.slice(0, -suffix.length) : word;
}
/** Dutch compounds whose head is a kind of place: "rommelmarkten", "kaasmarkt", "beeldentuin", "openluchtmuseum". */
const DUTCH_HEAD = new RegExp(
  [
    String.raw`.{3,}(?:markt|markten|museum|musea|tuin|tuinen|kerk|kerken|park|parken|strand|stranden|bakkerij|bakkerijen`,
    String.raw`|brouwerij|brouwerijen|boerderij|boerderijen|bier|bieren|biertje|biertjes|bierke|bierkes)$`,
  ].join(''),
  '',
);
/** "studentencafés", "bierkafeetje", "havenkroeg": a café or pub of some sort, when its first part is no known kind. */
const CAFE_HEAD = /.{3,}(?:cafe|cafes|café|cafés|cafeetje|cafeetjes|kafee|kafees|kafeetje|kafeetjes|kroeg|kroegen|kroegje|kroegjes)$/;
/** Dutch compounds are read often and the same words come back: their kinds are kept (a bounded cache). */
const compoundCache = new Map<string, Kind | undefined>();
function compoundKind(word: string): Kind | undefined {
  if (word.length < 5) return undefined;
  if (compoundCache.has(word)) return compoundCache.get(word);
  if (compoundCache.size > 5000) compoundCache.clear();
  const kind = readCompound(word);
  compoundCache.set(word, kind);
  return kind;
}
/** Tagalog places named after what they serve: "lechonan", "sisigan", "kapehan", "bulaluhan". */
function tagalogPlace(word: string): Kind | undefined {
  for (const candidate of tagalogStems(word)) {
    const kind = LEXICON.get(candidate);
    if (kind && kind !== 'weak') return kind;
  }
  return undefined;
}
/** What a Tagalog place word may be named after: "lomihan" is lomi + han, "lugawan" lugaw + an, "bulaluhan" bulalo. */
function tagalogStems(word: string): string[] {
  const stems = [/^(.{3,})han$/.exec(word)?.[1], /^(.{3,})an$/.exec(word)?.[1]].filter((stem) => stem !== undefined);
  return stems.flatMap((stem) => [stem, stem.replace(/u$/, 'o'), `${stem}n`]);
}
function readCompound(word: string): Kind | undefined {
  if (DUTCH_HEAD.test(word)) return 'strong';
  const tagalog = tagalogPlace(word);
  if (tagalog) return tagalog;
  // "frietjes": the longest suffix ("-tjes") may cut into the stem; a shorter one ("-jes") leaves it whole.
  for (const end of SUFFIXES) {
    if (!word.endsWith(end) || word.length - end.length < 4) continue;
    const kind = LEXICON.get(word.slice(0, -end.length));
    if (kind && kind !== 'weak') return kind;
  }
  for (let rest = word, i = 0; i < 2; i++) {
    const stripped = stripSuffix(rest);
    if (stripped === rest || stripped.length < 3) break;
    const kind = LEXICON.get(stripped) ?? LEXICON.get(stripped.replace(/(.)\1$/, '$1'));
    if (kind && kind !== 'weak') return kind;
    // "lunchplek", "ontbijtplekje": a meal's place is a (generic) search for it.
    if (kind === 'weak' && MEAL_WORDS.test(stripped)) return 'weak';
    rest = stripped;
  }
  return CAFE_HEAD.test(word) ? 'strong' : undefined;
}
export function singular(phrase: string): string {
  if (phrase.endsWith('ies')) return `${phrase.slice(0, -3)}y`;
  if (phrase.endsWith('es') && LEXICON.has(phrase.slice(0, -2))) return phrase.slice(0, -2);
  if (phrase.endsWith('s')) return phrase.slice(0, -1);
  return phrase;
}
/** Drops generic words around the specific ones, but keeps a cuisine's noun ("filipino food"). */
export function trimWeak(span: Span): string[] {
  const words = [...span.words];
  const firstWeakIsLeading = span.kinds[0] === 'weak';
  if (firstWeakIsLeading && span.kinds.length > 1) {
    const lead = longestEntry(words, 0);
    if (lead) words.splice(0, lead.length);
  }
  // "goeie frietjes eten", "een park bezoeken": the verb after the dish or the sight is no part of it.
  if (words.length > 1 && span.kinds.at(-1) === 'weak' && TRAILING_VERB.test(words.at(-1)!)) {
    words.pop();
    // ... nor is its particle ("musicals te zien").
    if (words.length > 1 && /^(?:te|to)$/.test(words.at(-1)!)) words.pop();
  }
  return words;
}
const TRAILING_VERB = /^(?:eten|eat|kumain|kain|makakain|proeven|drinken|bezoeken|bekijken|bezichtigen|zien)$/;
/** "brekkie place", "pizzeria spot", "kapihan joint": a venue noun after a word the synonyms know is no part of the kind. */
const VENUE_NOUN = /^(?:place|places|spot|spots|joint|joints)$/;
function synonymOf(words: string[]): string | undefined {
  const joined = words.join(' ');
  const found = CATEGORY_SYNONYMS[joined] ?? CATEGORY_SYNONYMS[singular(joined)];
  return found ?? (words.length > 1 && VENUE_NOUN.test(words.at(-1)!) ? synonymOf(words.slice(0, -1)) : undefined);
}
export function withCategory(words: string[]): string {
  const text = synonymOf(words) ?? words.join(' ');
  const kinds = new Set<Kind>();
  for (let i = 0; i < words.length;) {
    const hit = longestEntry(words, i);
    if (hit) kinds.add(hit.kind);
    i += hit?.length ?? 1;
  }
  if (kinds.has('music') && !/\bmusic|muziek|musika\b/.test(text)) return `music ${text}`;
  if (kinds.has('sports') && !/\bsports?\b/.test(text)) return `sports ${text}`;
  return text;
}
