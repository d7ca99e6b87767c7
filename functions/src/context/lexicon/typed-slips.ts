// Issue 17 (wave cv, typed on the go): a word typed with one slip of the thumb ("ramne", "shibya", "muesums", "centrl",
// "statoin", "dumplng") is read as the word the engine's lists know, so a misspelt first search still finds its place and
// its food. Only a word no list knows is read again, and only when one known word alone is one slip away; a word of a
// listed venue's name, a place name and an abbreviation stay as typed (spelling-variants.ts applies those guards).
import INTENT_WORDS from '../intent/data/intent-words.json';
import LANGUAGE_WORDS from '../intent/data/language-words.json';
import TAGLISH_WORDS from '../intent/data/taglish-words.json';
import CATEGORY_SYNONYMS from '../rules/category-synonyms.json';
import DIET_NAMES from '../rules/diet-names.json';
import FOOD_SOLD_AT from '../rules/food-sold-at.json';
import LOCATION_WORDS from '../rules/location-words.json';
import QUERY_WORDS from '../rules/query-words.json';
import { PLACE_NAMES } from '../gazetteer';
import { NEIGHBOURHOODS } from '../neighbourhoods';
import { fold } from '../text/fold';
import { STOPWORDS } from '../text/stopwords';
import ALSO_ENGLISH from './also-english.json';
import COMMON_EN from './common-words.en.json';
import COMMON_NL from './common-words.nl.json';
import COMMON_TL from './common-words.tl.json';
import LANDMARKS from './landmarks.json';
import VARIANTS_EN from './spelling-variants.en.json';
import VARIANTS_NL from './spelling-variants.nl.json';
import VARIANTS_SHARED from './spelling-variants.shared.json';
import VARIANTS_TL from './spelling-variants.tl.json';
import TAGALOG_ENGLISH from './translations.tl-en.json';
import DUTCH_ENGLISH from './translations.nl-en.json';

/** Word lists a slip is read back to: what people search for. */
const KIND_LISTS = ['CUISINES', 'FOODS', 'PLACES', 'MUSIC', 'SPORTS', 'OTHER_EVENTS', 'LODGING', 'DIETS'] as const;
const TARGET_SOURCES: readonly unknown[] = [
  KIND_LISTS.map((list) => QUERY_WORDS[list].filter((entry) => !/[\s-]/.test(entry))),
  Object.keys(CATEGORY_SYNONYMS).filter((entry) => !/\s/.test(entry)),
];
/** Place names: one word of six letters or more is a target itself ("shibya"); a word of a longer name only where the
 * words around it make that name ("grand centrl"). */
const PLACE_SOURCES: readonly unknown[] = [[...PLACE_NAMES], NEIGHBOURHOODS, LANDMARKS.map((group) => Object.values(group.landmarks))];
const MIN_PLACE_LETTERS = 6;
/** Lists of words known as they are, never what a slip is read as: the words of questions and of everyday talk. */
const KNOWN_SOURCES: readonly unknown[] = [
  QUERY_WORDS,
  INTENT_WORDS,
  LANGUAGE_WORDS,
  COMMON_EN,
  COMMON_NL,
  COMMON_TL,
  [TAGALOG_ENGLISH, Object.keys(TAGALOG_ENGLISH)],
  [DUTCH_ENGLISH, Object.keys(DUTCH_ENGLISH)],
  LOCATION_WORDS,
  TAGLISH_WORDS,
  ALSO_ENGLISH,
  DIET_NAMES,
  FOOD_SOLD_AT,
  [VARIANTS_EN, VARIANTS_NL, VARIANTS_SHARED, VARIANTS_TL].map((table) => [Object.keys(table.variants), Object.values(table.variants)]),
  Object.values(STOPWORDS).map((words) => [...words]),
];

/** A slip is looked for only in words of four letters or more: shorter ones are too often another word. */
const MIN_LETTERS = 4;
/** One letter too many only from six letters on ("binondoo"): a shorter word with a letter more is too often another word. */
const MIN_LETTERS_EXTRA = 6;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string a data file holds, its notes left out, as folded words of letters only, or as whole folded names. */
function wordsOf(data: unknown, into: Set<string>, whole = false): Set<string> {
  if (typeof data === 'string') {
    if (whole)
      into.add(
        fold(data)
          .replace(/[^a-z]+/g, ' ')
          .trim(),
      );
    else for (const word of fold(data).split(/[^a-z]+/)) if (word) into.add(word);
  } else if (Array.isArray(data)) {
    for (const item of data) wordsOf(item, into, whole);
  } else if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) if (key !== 'note') wordsOf(value, into, whole);
  }
  return into;
}

interface WordLists {
  targets: ReadonlySet<string>;
  /** The words of what people search for ("ramen", "mami"): a place may follow one straight away ("ramen shinjku"). */
  kinds: ReadonlySet<string>;
  nameWords: ReadonlySet<string>;
  names: ReadonlySet<string>;
  known: ReadonlySet<string>;
}
let placeNameSet: ReadonlySet<string> | null = null;
/** Every known place name, folded to letters and single spaces: built on first need, apart from the slip lists, since a
 * turn checks a place far more often than it reads a slip. */
function placeNames(): ReadonlySet<string> {
  placeNameSet ??= wordsOf(PLACE_SOURCES, new Set(), true);
  return placeNameSet;
}

let lists: WordLists | null = null;
/** Built on the first message read again: most turns never are. */
function wordLists(): WordLists {
  if (lists === null) {
    const targets = new Set<string>();
    for (const source of TARGET_SOURCES) wordsOf(source, targets);
    const kinds = new Set(targets);
    for (const word of targets) if (word.length < MIN_LETTERS) targets.delete(word);
    const names = placeNames();
    const nameWords = new Set<string>();
    for (const name of names) {
      if (!name.includes(' ')) {
        if (name.length >= MIN_PLACE_LETTERS) targets.add(name);
      } else for (const word of name.split(' ')) if (word.length >= MIN_LETTERS) nameWords.add(word);
    }
    const known = new Set([...targets, ...nameWords]);
    for (const source of KNOWN_SOURCES) wordsOf(source, known);
    for (const name of names) for (const word of name.split(' ')) known.add(word);
    lists = { targets, kinds, nameWords, names, known };
  }
  return lists;
}

/** The known words one slip from `typed`, of the likeliest kind of slip only: a letter left out ("centrl"), two letters
 * swapped ("ramne"), a letter too many ("binondoo"); the first letter is always as typed. A letter changed is no slip read
 * here: "kayong" is Tagalog, not Katong. */
function oneSlipFrom(typed: string, targets: ReadonlySet<string>): Set<string> {
  const found = (words: readonly string[]) => new Set(words.filter((word) => word[0] === typed[0] && targets.has(word)));
  const positions = [...typed].map((_, i) => i);
  const leftOut = found(
    [...positions, typed.length].flatMap((i) => [...LETTERS].map((letter) => typed.slice(0, i) + letter + typed.slice(i))),
  );
  if (leftOut.size) return leftOut;
  const swapped = found(positions.slice(0, -1).map((i) => typed.slice(0, i) + typed[i + 1] + typed[i] + typed.slice(i + 2)));
  if (swapped.size || typed.length < MIN_LETTERS_EXTRA) return swapped;
  return found(positions.map((i) => typed.slice(0, i) + typed.slice(i + 1)));
}

/** The words a typed word may be read as: the known words it is one slip from, none for a known word. A letter held three
 * times or more is held once or twice first ("hongdaeee"). */
function slipsOf(typed: string, words: ReadonlySet<string>, known: ReadonlySet<string>): string[] {
  if (typed.length < MIN_LETTERS || !/^[a-z]+$/.test(typed) || known.has(typed)) return [];
  const held = [typed.replace(/(.)\1{2,}/g, '$1$1'), typed.replace(/(.)\1{2,}/g, '$1')].find((form) => words.has(form));
  return held && held !== typed ? [held] : [...oneSlipFrom(typed, words)];
}

const WORD = /\p{L}+/gu;
/** Words around one, joined: the spans of two to four words that hold the word at `index`. */
function spansAround(words: readonly string[], index: number): string[] {
  const spans: string[] = [];
  for (let size = 2; size <= 4; size += 1) {
    for (let start = Math.max(0, index - size + 1); start <= index && start + size <= words.length; start += 1) {
      spans.push(words.slice(start, start + size).join(' '));
    }
  }
  return spans;
}

/** A where-word a place follows, perhaps with an article between ("near the louvr", "sa binondoo", "bij grand centrl"). */
const WHERE_WORDS: ReadonlySet<string> = new Set(
  'near nr in at around by to from bij vlakbij dichtbij rond naar vanaf van sa nasa malapit galing'.split(' '),
);
const ARTICLES: ReadonlySet<string> = new Set('the a de het la le el ang'.split(' '));

/** The word at `index` follows a where-word ("in shibya", "near the louvr"), or starts a name that does ("bij grand centrl"). */
function afterWhereWord(words: readonly string[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1) {
    if (WHERE_WORDS.has(words[at])) return true;
    if (!ARTICLES.has(words[at]) && at < index - 1) return false;
  }
  return false;
}

/** The text with each slip read as the word it misses ("ramne in shibya" → "ramen in shibuya", "bij grand centrl" → "bij
 * grand central"); a word of a listed venue's name (`keep`) stays. A place is read only after a where-word or what is
 * looked for ("ramen shinjku"), and not where
 * the next word is unknown too: "near sagrada familia" names a place the lists lack, not Sagada. The same text when
 * nothing is read again. */
export function withSlipsRead(text: string, keep: readonly string[] = []): string {
  const matches = [...text.matchAll(WORD)];
  const typed = matches.map((match) => fold(match[0]));
  const lists = wordLists();
  const kept = new Set(keep.flatMap((name) => fold(name).match(WORD) ?? []));
  // ... a next word no list knows, unless it is a slip of its own ("shinjku statoin").
  const unknown = (word: string | undefined) =>
    word !== undefined &&
    word.length >= MIN_LETTERS &&
    !lists.known.has(word) &&
    !slipsOf(word, lists.targets, lists.known).length &&
    !slipsOf(word, lists.nameWords, lists.known).length;
  const read = typed.map((word, index) => {
    if (kept.has(word)) return word;
    const alone = slipsOf(word, lists.targets, lists.known);
    const asPlace = (candidate: string) => lists.names.has(candidate);
    const placeFits = (afterWhereWord(typed, index) || lists.kinds.has(typed[index - 1])) && !unknown(typed[index + 1]);
    const fits = alone.filter((candidate) => !asPlace(candidate) || placeFits);
    if (alone.length) return alone.length === 1 && fits.length === 1 ? fits[0] : word;
    // ... a word of a longer name, where the words around it make that name: of several, the one that does.
    const inName = slipsOf(word, lists.nameWords, lists.known).filter((candidate) => {
      const withIt = typed.map((other, i) => (i === index ? candidate : other));
      return spansAround(withIt, index).some((span) => lists.names.has(span));
    });
    return inName.length === 1 ? inName[0] : word;
  });
  let out = '';
  let at = 0;
  matches.forEach((match, index) => {
    if (read[index] === typed[index]) return;
    const start = match.index ?? 0;
    out += text.slice(at, start) + read[index];
    at = start + match[0].length;
  });
  return at ? out + text.slice(at) : text;
}

/** A known place's name, any case ("Grand Central", "shibuya"): the gazetteer's, a neighbourhood or a landmark. */
export function isPlaceName(name: string): boolean {
  return placeNames().has(
    fold(name)
      .replace(/[^a-z]+/g, ' ')
      .trim(),
  );
}
