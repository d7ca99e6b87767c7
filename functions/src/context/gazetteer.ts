// Compact place-name lists for location detection: cities, districts and the abbreviations people type.
// The names live in lexicon/gazetteer.json, grouped by part of the world; matched case-insensitively as whole words.
import GAZETTEER from './lexicon/gazetteer.json';
import { NEIGHBOURHOODS } from './neighbourhoods';
import { foldPlaceKey } from './text/fold';

/** A part of the world and its cities and districts; a name marked as a common word is listed but not matched. */
interface PlaceSection {
  section: string;
  names: readonly string[];
  commonWords?: Readonly<Record<string, string>>;
}

const SECTIONS: readonly PlaceSection[] = GAZETTEER.places;
const PLACES = SECTIONS.flatMap(({ names, commonWords }) => names.filter((name) => !commonWords?.[name])).join('|');
/** Abbreviations and nicknames, kept as typed. Short ones match in lower case only after a preposition. */
const ABBREVIATIONS = GAZETTEER.abbreviations.join('|');

/** Keys of names and words read lately: every message asks for the same words' keys several times. */
const placeKeys = new Map<string, string>();

/** Lookup key: the shared place key of text/fold.ts ("Parañaque" = "paranaque", "Liège" = "liege"), kept for names and words
 * read lately. */
export function placeKey(name: string): string {
  let key = placeKeys.get(name);
  if (key === undefined) {
    key = foldPlaceKey(name);
    if (placeKeys.size >= 20_000) placeKeys.clear();
    placeKeys.set(name, key);
  }
  return key;
}

function toSet(list: string): Set<string> {
  return new Set(list.split('|').map(placeKey));
}

export const PLACE_NAMES = toSet(PLACES);
/** How each known name is written ("BGC", "Villefranche-sur-Mer"), by its lookup key; the first spelling listed wins. */
const SPELLINGS = new Map<string, string>();
for (const name of `${PLACES}|${ABBREVIATIONS}`.split('|')) if (!SPELLINGS.has(placeKey(name))) SPELLINGS.set(placeKey(name), name);
/** The usual spelling of a known name typed in any case: "bgc" is "BGC", "da'an" is "Da'an". */
export const knownSpelling = (name: string): string | undefined => SPELLINGS.get(placeKey(name));
/** Every known name as it is usually written, one per lookup key. */
export const knownSpellings = (): Iterable<string> => SPELLINGS.values();
/** One swap of neighbours, or one letter added, dropped or changed: "musuem", "resturant". */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1 || b.length < 5) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return tailsMatch(a, i + 1, b, i + 1) || swapsTwo(a, b);
  return a.length > b.length ? tailsMatch(a, i + 1, b, i) : tailsMatch(a, i, b, i + 1);
}
/** \`a.slice(from)\` equals \`b.slice(bFrom)\`, compared in place: this runs for every typed word against every name word. */
function tailsMatch(a: string, from: number, b: string, bFrom: number): boolean {
  if (a.length - from !== b.length - bFrom) return false;
  for (let k = 0; from + k < a.length; k++) if (a[from + k] !== b[bFrom + k]) return false;
  return true;
}
/** \`a\` is \`b\` with two neighbouring letters swapped. */
function swapsTwo(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && tailsMatch(a, i + 2, b, i + 2);
}
/** Known spellings by first letter, built on first need: a slip is looked for among names that start alike. */
let byFirstLetter: Map<string, [string, string][]> | null = null;
function spellingsStartingWith(letter: string): [string, string][] {
  if (!byFirstLetter) {
    byFirstLetter = new Map();
    for (const entry of SPELLINGS) {
      const bucket = byFirstLetter.get(entry[0][0]) ?? [];
      bucket.push(entry);
      byFirstLetter.set(entry[0][0], bucket);
    }
  }
  return byFirstLetter.get(letter) ?? [];
}
/** Known names written without their spaces or hyphens ("elnido", "hongkong"), by that key. Built on first need. */
let joinedSpellings: Map<string, string> | null = null;
/** A lower-case place typed a space or one slip away from exactly one known name ("elnido", "antwerpn"), as that name is
 * written; undefined when none or several places are that close. Short words are left alone: too many real names differ by a letter. */
export function nearKnownSpelling(typed: string): string | undefined {
  const key = placeKey(typed);
  if (key.length < 5) return undefined;
  joinedSpellings ??= new Map([...SPELLINGS].filter(([k]) => /[\s-]/.test(k)).map(([k, v]) => [k.replace(/[\s-]+/g, ''), v]));
  const joined = joinedSpellings.get(key.replace(/[\s-]+/g, ''));
  if (joined) return joined;
  // Five or six letters: only a letter left out or two swapped ("lisbn", "utreht", "bagiuo"); a letter added or changed
  // there is too often another real name ("gracia" is no "Graça").
  const short = key.length < 7;
  const near = new Set<string>();
  for (const [k, v] of spellingsStartingWith(key[0])) {
    if (Math.abs(k.length - key.length) > 1) continue;
    if (short && (k.length < key.length || (k.length === key.length && !swapsTwo(key, k)))) continue;
    if (oneSlipApart(key, k)) near.add(v);
  }
  // Several spellings of one place ("Antwerpen", "Antwerp") are one answer: the first listed.
  const found = [...near];
  return found.length && found.every((v) => placeKey(v).slice(0, 5) === placeKey(found[0]).slice(0, 5)) ? found[0] : undefined;
}
/** Countries and states (any two capitals after a city count too: see REGION_PATTERN): in a general question they do not
 * replace a known city. */
export const COUNTRY_NAMES = toSet([...GAZETTEER.regions, ...GAZETTEER.countries].join('|'));
export const ABBREVIATION_NAMES = toSet(ABBREVIATIONS);
/** A city's full name by the lookup key of a short form ("NY", "sf", "Chitown"): the location is named as the catalog,
 * the search and anyone reading the context line know it. */
const FULL_NAMES = new Map(Object.entries(GAZETTEER.fullNames).map(([short, full]) => [placeKey(short), full]));
/** "NY" is "New York", "qc" "Quezon City"; any other name as it is. */
export const fullName = (name: string): string => FULL_NAMES.get(placeKey(name)) ?? name;
/** Every place and abbreviation by its lookup key: the keys of SPELLINGS. */
const ALL_NAMES: ReadonlySet<string> = new Set(SPELLINGS.keys());
/** A known city, district or abbreviation ("nola", "Trastevere"), any case. */
export const isKnownPlace = (name: string) => ALL_NAMES.has(placeKey(name));
const MAX_NAME_WORDS = 4;

export interface GazetteerMatch {
  /** As typed, e.g. "new york", "SF". */
  raw: string;
  index: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}.'’-]*/gu;
/** The first word of every name, as the text is split into words: a word that starts no name is skipped at once. */
const NAME_STARTS = new Set([...ALL_NAMES].map((name) => placeKey(name.match(WORD)?.[0] ?? name)));
/** The word as it may end a one-word name ("Lisbon.", "quito's", "Paris.The") or begin a longer one. */
// "hanois old quarter", "montreals plateau": a possessive typed without its apostrophe, on a name of five letters or more.
const startVariants = (word: string) => [
  word,
  word.replace(/[.'’-]+$/, ''),
  word.replace(/['’]s$/i, ''),
  word.replace(/\.\p{Lu}\p{Ll}+$/u, ''),
  word.replace(/(?<=\p{L}{5})s$/u, ''),
];

/** Does the word start a known name, as typed or as it may end a one-word name? The plain form first: it is most words. */
function startsName(word: string): boolean {
  if (NAME_STARTS.has(placeKey(word))) return true;
  return (/[.'’-]/.test(word) || /\p{L}{5}s$/u.test(word)) && startVariants(word).some((variant) => NAME_STARTS.has(placeKey(variant)));
}

/** "'t Zuid", "The Loop": the article a neighbourhood's name may open with. */
export const LEADING_ARTICLE = /^(?:'t|het|de|the)\s+/i;
/** The neighbourhoods of the long list that the names above do not hold, by lookup key, as listed; built on first need. */
let neighbourhoods: Map<string, string> | null = null;
let neighbourhoodStarts: Set<string> | null = null;
function neighbourhoodNames(): Map<string, string> {
  if (!neighbourhoods) {
    neighbourhoods = new Map();
    for (const name of NEIGHBOURHOODS) {
      // "'t Zuid", "The Loop": also without the article, which the user may type or leave out ("in 't zuid", "in de loop").
      const bare = name.replace(LEADING_ARTICLE, '');
      for (const spelling of bare.length >= 4 ? [name, bare] : [name]) {
        const key = placeKey(spelling);
        if (!ALL_NAMES.has(key) && !neighbourhoods.has(key)) neighbourhoods.set(key, spelling);
      }
    }
    neighbourhoodStarts = new Set([...neighbourhoods.keys()].map((name) => placeKey(name.match(WORD)?.[0] ?? name)));
  }
  return neighbourhoods;
}
/** The longest neighbourhood of the long list that starts at \`index\` ("kings cross", "session road"), as listed without a
 * leading article ("Loop" for The Loop: the article is the user's), or null.
 * They are no known places elsewhere (a venue named "Nasi Lemak Tanglin" keeps its name word): the caller asks only
 * where the user says where to look. */
export function neighbourhoodAt(text: string, index: number): GazetteerMatch | null {
  const names = neighbourhoodNames();
  const starts = (first: string) =>
    neighbourhoodStarts!.has(placeKey(first)) || neighbourhoodStarts!.has(placeKey(first.replace(/[.'’-]+$/, '')));
  const found = longestListedAt(text, index, names, MAX_NAME_WORDS, WORD, starts);
  return found ? { raw: found.listed.replace(LEADING_ARTICLE, ''), index } : null;
}

/** The longest run of at most `maxWords` words (as `word` cuts them) starting at `index` that `names` lists by lookup key:
 * the words as typed, without a mark at their end, and what the list gives for them; null when none, or when the first word
 * fails `starts` (a cheap test that most words fail). Neighbourhoods and the catalog's landmarks are read this way. */
export function longestListedAt<T>(
  text: string,
  index: number,
  names: ReadonlyMap<string, T>,
  maxWords: number,
  word: RegExp = WORD,
  starts: (first: string) => boolean = () => true,
): { raw: string; listed: T } | null {
  const words = [...text.slice(index, index + 80).matchAll(word)].slice(0, maxWords);
  if (!words.length || words[0].index !== 0 || !starts(words[0][0])) return null;
  for (let n = words.length; n >= 1; n--) {
    const raw = text.slice(index, index + (words[n - 1].index ?? 0) + words[n - 1][0].length).replace(/[.,'’-]+$/, '');
    const listed = names.get(placeKey(raw));
    if (listed !== undefined && !/\s{2,}/.test(raw)) return { raw, listed };
  }
  return null;
}

/** The engine asks about the same message several times in a turn: the last answer is kept. */
let lastText: string | null = null;
let lastMatches: readonly GazetteerMatch[] = [];

/** Known names in the text, longest first at each position; a Set lookup per word, no giant regex to compile. */
export function findGazetteerNames(text: string): readonly GazetteerMatch[] {
  if (text !== lastText) [lastText, lastMatches] = [text, Object.freeze(scanGazetteerNames(text))];
  return lastMatches;
}

function scanGazetteerNames(text: string): GazetteerMatch[] {
  const words = [...text.matchAll(WORD)];
  const out: GazetteerMatch[] = [];
  for (let i = 0; i < words.length;) {
    let found = 0;
    if (!startsName(words[i][0])) {
      i += 1;
      continue;
    }
    for (let n = Math.min(MAX_NAME_WORDS, words.length - i); n >= 1 && !found; n--) {
      const first = words[i].index ?? 0;
      const lastWord = words[i + n - 1];
      const end = (lastWord.index ?? 0) + lastWord[0].length;
      const raw = text.slice(first, end);
      if (n > 1 && /\s{2,}|[^\p{L}\p{N}.'’\s-]/u.test(raw.replace(/[.'’-]/g, ''))) continue;
      // "quito's altitude": a possessive names the place.
      for (const candidate of startVariants(raw)) {
        if (ALL_NAMES.has(placeKey(candidate))) {
          out.push({ raw: candidate, index: first });
          found = n;
          break;
        }
      }
    }
    i += found || 1;
  }
  return out;
}
const regionAlternatives = GAZETTEER.regions.map(escape).join('|');
/** A region after a city ("London, England", "Vancouver BC", "Phoenix, AZ") belongs to the location. */
export const REGION_PATTERN = new RegExp(
  `^(?:,?\\s+(?:[A-Z]{2}|(?:${regionAlternatives}))|,\\s*(?:${regionAlternatives.toLowerCase()}))(?![\\w'-])`,
);
/** After a comma the region may be typed in any case ("London, Uk", "paris, france"). */
export const COMMA_REGION_PATTERN = new RegExp(`^,\\s*(?:${regionAlternatives})(?![\\w'-])`, 'i');
