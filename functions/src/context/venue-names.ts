// Where a message names a listed venue by part of its name: "Hotel New York" for "Hotel New York Restaurant",
// "yung la paz" for "La Paz Batchoy ni Tiyo Ben". Shared by location and query extraction (a venue's name is
// neither) and by reference resolution (the name picks the venue).
import { extractQuery } from './extract-query';
import { isKnownPlace, oneSlipApart, placeKey } from './gazetteer';
import { compact, compactMessage } from './venue-name-keys';
import { escapeRegExp } from './text/escape-reg-exp';
import {
  AFTER_NAME_WORD,
  BEFORE_NAME_WORD,
  CHAT_WORDS,
  EVERYDAY_WORDS,
  QUESTION_VERB_BEFORE,
  SHORT_CHAT_WORDS,
} from './references/name-slots';
import { cachedRegExp } from './text/cached-reg-exp';
import { LANGS, STOPWORDS } from './text/stopwords';

/** Words too common in venue names to pick one out on their own. */
export const GENERIC_NAME_WORDS = new Set(
  (
    'the a an cafe café restaurant resto bar grill kitchen house hotel inn coffee bakery steakhouse steak sushi ramen pizza ' +
    'and of de la le el los las san santa new city park street food place museum church club pub shop market garden plaza ' +
    'hall center centre tea beer wine ni ng sa at en het van der den y e di da'
  ).split(' '),
);

export interface NameFragment {
  index: number;
  length: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu;
/** A name's folded words; names repeat on every turn of a conversation, so they are kept (a bounded cache). */
const nameWordCache = new Map<string, string[]>();
const hyphenCache = new Map<string, string[]>();
/** A compound of a distinctive word and a kind of place: "Mauerpark", "Gendarmenmarkt", "Pergamonmuseum". */
const KIND_HEAD = /^(\p{L}{4,}?)(?:park|markt|market|museum|plein|platz|kerk|kirche|tuin|garten|hof|huis|haus|toren|turm|brug|brücke)$/u;
function ownCompound(word: string): boolean {
  const stem = KIND_HEAD.exec(word)?.[1];
  return stem !== undefined && !extractQuery(stem) && !isKnownPlace(stem);
}
function hyphenParts(name: string): string[] {
  let parts = hyphenCache.get(name);
  if (!parts) {
    if (hyphenCache.size > 2000) hyphenCache.clear();
    const camel = [...name.matchAll(WORD)].map((m) => m[0].split(/(?<=\p{Ll})(?=\p{Lu})/u));
    const words = nameWords(name);
    parts = [
      ...words.flatMap((w) => (/\p{L}-\p{L}/u.test(w) ? w.split('-').filter(Boolean) : [w])),
      // ... after them (they are no words next to each other): "tivoli" for "TivoliVredenburg", each long part of a name
      // written in camel case; "orsay" for "Musée d'Orsay", the word after an elided article.
      ...camel.flatMap((split) => (split.length > 1 ? split.map((part) => placeKey(part)).filter((part) => part.length >= 5) : [])),
      ...words.filter((w) => /^[dl]['’]\p{L}{4,}$/u.test(w)).map((w) => w.slice(2)),
    ];
    hyphenCache.set(name, parts);
  }
  return parts;
}
function nameWords(name: string): string[] {
  let words = nameWordCache.get(name);
  if (!words) {
    if (nameWordCache.size > 2000) nameWordCache.clear();
    words = [...name.matchAll(WORD)].map((m) => placeKey(m[0]).replace(/[.'-]+$/, ''));
    nameWordCache.set(name, words);
  }
  return words;
}

/** Where a name's own words end and a phrase placing it begins: "The Witchery | by the Castle", "Café | aan de Gracht".
 * Words after that are the landmark, which the user names for itself ("what time does the castle close"). */
const PLACING_WORD = new Set(['by', 'near', 'beside', 'opposite', 'bij', 'aan', 'naast', 'nabij', 'tegenover', 'malapit']);
function ownWordCount(words: readonly string[]): number {
  const at = words.findIndex((w, i) => i > 0 && PLACING_WORD.has(w));
  return at < 0 ? words.length : at;
}

/** "st" for "Street", "chef tonys" for "Chef Tony": a typed word of a name with its apostrophe, a possessive or the usual
 * short form of a road word left off or added. */
const SHORT_FORMS: Record<string, string> = {
  st: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  blvd: 'boulevard',
  ln: 'lane',
  sq: 'square',
  mt: 'mount',
  ft: 'fort',
  str: 'straat',
};
function sameNameWord(typed: string, word: string): boolean {
  const a = typed.replace(/['’]/g, '');
  const b = word.replace(/['’]/g, '');
  return a === b || SHORT_FORMS[a] === b || SHORT_FORMS[b] === a || (b.length >= 3 && a === `${b}s`);
}

/** A name without the phrase that places it: "The Witchery by the Castle" is "The Witchery". */
export function ownName(name: string): string {
  const words = nameWords(name);
  const own = ownWordCount(words);
  if (own === words.length) return name;
  const ends = [...name.matchAll(WORD)];
  return name.slice(0, ends[own].index).trim();
}

/** The longest run of two or more consecutive words of `name` typed in `text` (any case, accents optional), unless
 * the run is only generic words or is itself a known place ("New York" is the city, "Hotel New York" the venue);
 * `determiner` accepts a place-named run right after "yung", "the", "die" ("yung la paz"). */
export function findNameFragment(text: string, name: string, determiner = false): NameFragment | null {
  // "kiyomizu dera" for "Kiyomizu-dera": the parts of a hyphenated word may be typed apart.
  const words = hyphenParts(name);
  if (words.length < 2) return null;
  // "quimet y quimet" for "Quimet & Quimet": the ampersand typed as a word.
  // ... of the same length, so that where the fragment is found is where it was typed ("sa Belle and Dragon na lang").
  if (name.includes('&')) text = text.replace(/(?<=\p{L}\s+)(?:and|[yn]|en|e|at|et|und)(?=\s+\p{L})/giu, (word) => '&'.padEnd(word.length));
  // Most messages hold no word of a given name: a substring test rules them out before any tokenising.
  const folded = placeKey(text);
  if (!words.some((w) => !GENERIC_NAME_WORDS.has(w) && (folded.includes(w) || folded.includes(w.replace(/['’]/g, ''))))) return null;
  const tokens = [...text.matchAll(WORD)].map((m) => ({
    word: placeKey(m[0]).replace(/[.'-]+$/, ''),
    index: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  let best: NameFragment | null = null;
  for (let i = 0; i < tokens.length; i++) {
    for (let j = 0; j < words.length; j++) {
      let n = 0;
      // "chef tonys" for "Chef Tony's": apostrophes are often left out.
      while (i + n < tokens.length && j + n < words.length && sameNameWord(tokens[i + n].word, words[j + n])) n++;
      if (n < 2 || j >= ownWordCount(words)) continue;
      const run = words.slice(j, j + n);
      // ... "toch liever in de pijp" names no "In de Wildeman": a run of generic or function words names nothing (wave cm).
      if (run.every((w) => GENERIC_NAME_WORDS.has(w) || LANGS.some((lang) => STOPWORDS[lang].has(w)))) continue;
      const before = tokens[i - 1]?.word ?? '';
      if (isKnownPlace(run.join(' ')) && !(determiner && /^(?:yung|'yung|ung|the|die|de|het|dat)$/.test(before))) continue;
      const length = tokens[i + n - 1].end - tokens[i].index;
      if (!best || length > best.length) best = { index: tokens[i].index, length };
    }
  }
  return best;
}

/** One distinctive word of `name` typed in any case where a name goes: at the start of the message or after a word that
 * goes, asks or books, and before a break or a question about it. Generic words, everyday words and places never count. */
let lastText = '';
let lastFolded = '';
/** The message folded like a place key; the same message is checked against every listed name in turn, so once. */
function foldedMessage(text: string): string {
  if (text !== lastText) [lastText, lastFolded] = [text, placeKey(text)];
  return lastFolded;
}
export function findNameWord(text: string, name: string): NameFragment | null {
  const folded = foldedMessage(text);
  // "breydel" for "Breydel-De Coninc": each part of a hyphenated word is a word of the name.
  const words = hyphenParts(name);
  for (const word of words.slice(0, ownWordCount(words))) {
    // "is 328 open for lunch?" for "328 Katong Laksa": a number of two digits or more is as distinctive as a long word.
    // ... and a three-letter word the name writes in its own capitals ("CnT Lechon") when typed so.
    // ... or a three-letter word that is all the name has of its own ("Gys Utrecht", "Pizzeria Uno").
    const tooShort = word.length < 4 && !/^\d{2,}$/.test(word) && !ownCapitals(name, word, text) && !soleOwnWord(words, word);
    if (tooShort || GENERIC_NAME_WORDS.has(word) || EVERYDAY_WORDS.has(word)) continue;
    // A place in a name ("Roti Huis Paramaribo") counts only where a city cannot go: "is paramaribo open op maandag?".
    // ... or where it is weighed as a venue: "en hoe zit 't met antalya, is da beter?".
    if (isKnownPlace(word) && !placeWordAsVenue(folded, word)) continue;
    // "yung kay netong" for "Netong's": the possessive may be left off a name of four letters or more.
    const owner = /^(\p{L}{4,})['’]s$/u.exec(word)?.[1];
    // "en bij jopen?" for "Jopenkerk": a Dutch compound name typed without its head.
    const head = COMPOUND_HEAD.exec(word);
    const stem = head && head.index >= 4 ? word.slice(0, head.index) : null;
    if (stem && cachedRegExp(`(?<![\\p{L}])${stem}(?![\\p{L}])`, 'u').test(folded) && !isKnownPlace(stem) && !extractQuery(stem)) {
      const at = folded.search(cachedRegExp(`(?<![\\p{L}])${stem}(?![\\p{L}])`, 'u'));
      if (BEFORE_NAME_WORD.test(text.slice(0, at)) && AFTER_NAME_WORD.test(text.slice(at + stem.length))) {
        return { index: at, length: stem.length };
      }
    }
    if (!folded.includes(word) && !folded.includes(word.replace(/['’-]/g, '')) && !(owner && folded.includes(owner))) continue;
    // ... nor a dish or kind of place ("tacos, where else?" is no pick of "Tacos Chiwas"), unless a kind is only the head of
    // the name's own compound ("mauerpark", "gendarmenmarkt").
    if (extractQuery(word) && !ownCompound(word)) continue;
    for (const m of text.matchAll(WORD)) {
      const typedWord = placeKey(m[0])
        .replace(/[.'-]+$/, '')
        .replace(/['’-]/g, '');
      // "what's Olympia's phone number?", "franklins line is crazy long": the name made possessive by the user.
      const typedOwner =
        /^(\p{L}{4,})['’]s$/u.exec(placeKey(m[0]))?.[1] ?? (word.length >= 5 && placeKey(m[0]) === `${word}s` ? word : undefined);
      if (typedWord !== word.replace(/['’-]/g, '') && typedWord !== owner && typedOwner !== word) continue;
      const index = m.index ?? 0;
      // "let's do vilsito. how ...": a full stop the word ran into is the break after it.
      const length = m[0].replace(/[.'-]+$/, '').length;
      if (!BEFORE_NAME_WORD.test(text.slice(0, index))) continue;
      // "yung kay netong cash lang ba": Tagalog kay / ni / si mark a name, whatever follows.
      const markedName = /\b(?:kay|kina|ni|si)\s+$/i.test(text.slice(0, index));
      if (AFTER_NAME_WORD.test(text.slice(index + length)) || typedOwner === word || markedName) return { index, length };
      // "is bavettes dark inside?": right after a question's verb a distinctive name word is asked about, whatever follows.
      if (QUESTION_VERB_BEFORE.test(text.slice(0, index))) return { index, length };
      // "how do I get to ghillie du from ...": the name's next word typed short or with a slip belongs to it.
      const nextWord = words[words.indexOf(word) + 1];
      const next = nextWord ? /^\s+([\p{L}'’]{2,})/u.exec(text.slice(index + length)) : null;
      if (next && nextWord) {
        const typed = placeKey(next[1]);
        const typedNext = nextWord.startsWith(typed) || oneSlipApart(typed, nextWord) || oneLetterDropped(typed, nextWord);
        if (typedNext && AFTER_NAME_WORD.test(text.slice(index + length + next[0].length))) {
          return { index, length: length + next[0].length };
        }
      }
    }
  }
  return null;
}
function soleOwnWord(words: readonly string[], word: string): boolean {
  if (word.length !== 3 || !/^\p{L}+$/u.test(word) || SHORT_CHAT_WORDS.has(word)) return false;
  return words.every((w) => w === word || GENERIC_NAME_WORDS.has(w) || isKnownPlace(w));
}

const COMPOUND_HEAD = new RegExp(
  [
    String.raw`(?:kerk|huis|huisje|kelder|bar|cafe|café|markt|hof|tuin|zaal|brouwerij|kroeg|winkel|molen|toren|poort|museum|park|plein`,
    String.raw`|platz)$`,
  ].join(''),
  'u',
);
/** A short word of a name written with capitals of its own ("CnT", "BBQ") and typed with those same capitals. */
function ownCapitals(name: string, word: string, text: string): boolean {
  if (word.length !== 3) return false;
  const written = [...name.matchAll(WORD)].map((m) => m[0]).find((w) => placeKey(w) === word);
  if (written === undefined || !/^\p{Lu}.*\p{Lu}/u.test(written)) return false;
  return cachedRegExp(`(?<![\\p{L}])${escapeRegExp(written)}(?![\\p{L}])`, 'u').test(text);
}
function placeWordAsVenue(folded: string, word: string): boolean {
  // Most messages never name the place: a substring test first, and each word's pattern is built once (cachedRegExp).
  if (!folded.includes(word)) return false;
  const pattern = placeWordPattern(word);
  return pattern.test(folded);
}
function placeWordPattern(word: string): RegExp {
  const w = escapeRegExp(word);
  // "wat is het adres van Olympia?", "Olympia's address": what only a venue has.
  return cachedRegExp(
    [
      `(?:address|adres|phone number|telefoonnummer|website|menu|menukaart|opening hours|openingstijden|openingsuren|reviews|dress code`,
      `|dresscode|numero|address ng|adres ng)\\s+(?:van|of|ng|for|voor)\\s+${w}(?![\\p{L}])|${w}['’]s\\s+(?:address|phone number|website`,
      `|menu|opening hours|hours|reviews|dress code)(?![\\p{L}])|(?:^|[.!?,;]\\s*)(?:is|are|zijn|was)\\s+${w}\\s+(?:open|closed|gesloten`,
      `|dicht|sarado|bukas)(?![\\p{L}])|(?:^|[.!?,;]\\s*|\\b(?:met|about|with)\\s+)${w}\\s*,?\\s*(?:is|zijn|are)\\s+(?:da|dat|het|it|that`,
      `|die|they|ze)\\s+(?:beter|better|goedkoper|cheaper|duurder|pricier|lekkerder|open|dicht|closed|ver|far|dichterbij|closer|good`,
      `|goed)(?![\\p{L}])`,
    ].join(''),
    'iu',
  );
}

/** `typed` is `word` with one letter left out ("du" for "dhu"). */
function oneLetterDropped(typed: string, word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.slice(0, i) + word.slice(i + 1) === typed) return true;
  return false;
}

/** A distinctive word of five letters or more typed with one slip ("mendokorro", "ipudo"), where a name goes; a word
 * that is itself a dish, a place or an everyday word is no slip of a name. */
let slipText = '';
let slipTokens: { typed: string; index: number; length: number }[] = [];
const slipTargets = new Map<string, string[]>();
export function findSlippedNameWord(text: string, name: string): NameFragment | null {
  let targets = slipTargets.get(name);
  if (!targets) {
    if (slipTargets.size > 2000) slipTargets.clear();
    targets = nameWords(name).filter((w) => w.length >= 5 && !GENERIC_NAME_WORDS.has(w) && !EVERYDAY_WORDS.has(w) && !isKnownPlace(w));
    slipTargets.set(name, targets);
  }
  if (!targets.length) return null;
  // The same message is checked against every listed name in turn: its words are read once.
  if (text !== slipText) {
    slipText = text;
    slipTokens = [...text.matchAll(WORD)]
      .map((m) => ({ typed: placeKey(m[0]).replace(/[.'-]+$/, ''), index: m.index ?? 0, length: m[0].replace(/[.'-]+$/, '').length }))
      .filter((t) => t.typed.length >= 4);
  }
  for (const { typed, index, length } of slipTokens) {
    if (!targets.some((w) => w[0] === typed[0] && Math.abs(w.length - typed.length) <= 1)) continue;
    // Slips are rarely in the first letter, and everyday chat words are no slip ("salamat" is no "Alamat").
    if (EVERYDAY_WORDS.has(typed) || GENERIC_NAME_WORDS.has(typed) || CHAT_WORDS.has(typed)) continue;
    if (!targets.some((w) => w[0] === typed[0] && oneSlipApart(typed, w))) continue;
    if (isKnownPlace(typed) || extractQuery(typed)) continue;
    // "wat abt el vilsto" for "El Vilsito": the name's own words typed before the slip belong to it.
    const words = nameWords(name);
    let before = text.slice(0, index);
    let start = index;
    const LEAD = /(?:^|\s)([\p{L}'’]+)\s+$/u;
    for (let lead = LEAD.exec(before); lead && words.includes(placeKey(lead[1])); lead = LEAD.exec(before)) {
      start = lead.index + lead[0].length - lead[0].trimStart().length;
      before = text.slice(0, start);
    }
    // ... and, like a word typed right, after a question's verb whatever follows ("is ippdo cheaper?"), unless a capitalised
    // word carries on another name ("Is Eetafé Brussel open?").
    const after = text.slice(index + length);
    const asked =
      (BEFORE_NAME_WORD.test(before) && AFTER_NAME_WORD.test(after)) || (QUESTION_VERB_BEFORE.test(before) && !/^\s+\p{Lu}/u.test(after));
    if (asked) return { index: start, length: index + length - start };
  }
  return null;
}

/** Two or more words of a name in a row, each typed right or with one slip, one of them distinctive and one slipped:
 * "shanhai dumping king" for "Shanghai Dumpling King", "melburne stret kithen". Two words in the name's order say it
 * wherever they stand. */
let runText = '';
let runTokens: { word: string; index: number; length: number }[] = [];
export function findSlippedRun(text: string, name: string): NameFragment | null {
  const words = hyphenParts(name);
  if (words.length < 2) return null;
  // The same message is checked against every listed name in turn: its words are read once.
  if (text !== runText) {
    runText = text;
    runTokens = [...text.matchAll(WORD)].map((m) => ({
      word: placeKey(m[0])
        .replace(/[.'’-]+$/, '')
        .replace(/['’]/g, ''),
      index: m.index ?? 0,
      length: m[0].length,
    }));
  }
  const typed = runTokens;
  // Each typed word meets each name word: the name's words are stripped of apostrophes once, not at every meeting.
  const bare = words.map((word) => word.replace(/['’]/g, ''));
  const same = (a: string, j: number) => {
    const b = words[j];
    return a === bare[j] || (b.length >= 5 && a.length >= 4 && a[0] === b[0] && oneSlipApart(a, b));
  };
  for (let i = 0; i < typed.length; i++) {
    for (let j = 0; j < words.length; j++) {
      let k = 0;
      while (i + k < typed.length && j + k < words.length && same(typed[i + k].word, j + k)) k++;
      if (k < 2) continue;
      const run = words.slice(j, j + k);
      const slips = typed.slice(i, i + k).filter((t, n) => t.word !== bare[j + n]).length;
      if (!slips || !run.some((w) => w.length >= 5 && !GENERIC_NAME_WORDS.has(w) && !EVERYDAY_WORDS.has(w))) continue;
      const last = typed[i + k - 1];
      return { index: typed[i].index, length: last.index + last.length - typed[i].index };
    }
  }
  return null;
}

// The extract and location stages mask the same message with the same names in one turn: the last answer is kept.
let lastMask = { text: '', names: [] as readonly string[], masked: '' };
const sameNames = (a: readonly string[], b: readonly string[]) => a === b || (a.length === b.length && a.every((n, i) => n === b[i]));
/** The text with every listed venue's name, or the longest typed part of it, blanked out (same length). */
export function maskVenueNames(text: string, names: readonly string[]): string {
  if (text === lastMask.text && sameNames(names, lastMask.names)) return lastMask.masked;
  const masked = maskEachName(text, names);
  lastMask = { text, names: [...names], masked };
  return masked;
}
function maskEachName(text: string, names: readonly string[]): string {
  let masked = text;
  for (const name of names) {
    if (name.length < 3) continue;
    const at = masked.toLowerCase().indexOf(name.toLowerCase());
    if (at >= 0) {
      masked = masked.slice(0, at) + ' '.repeat(name.length) + masked.slice(at + name.length);
      continue;
    }
    const part =
      findNameFragment(masked, name) ?? findNameWord(masked, name) ?? findJoinedName(masked, name) ?? findSlippedNameWord(masked, name);
    if (part) masked = masked.slice(0, part.index) + ' '.repeat(part.length) + masked.slice(part.index + part.length);
  }
  return masked;
}

/** Two or more consecutive words of a name typed as one word of six letters or more, not only generic words:
 * "tiantian" for "Tian Tian Chicken Rice", "weenamkee" for "Wee Nam Kee", "bluebottle" for "Blue Bottle". */
const joinedCache = new Map<string, Set<string>>();
function joinedRuns(name: string): Set<string> {
  let runs = joinedCache.get(name);
  if (!runs) {
    if (joinedCache.size > 2000) joinedCache.clear();
    const words = nameWords(name);
    runs = new Set<string>();
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 2; j <= words.length; j++) {
        const run = words.slice(i, j);
        if (!run.every((w) => GENERIC_NAME_WORDS.has(w)) && run.join('').length >= 6) runs.add(run.join(''));
      }
    }
    joinedCache.set(name, runs);
  }
  return runs;
}
export function findJoinedName(text: string, name: string): NameFragment | null {
  const runs = joinedRuns(name);
  if (!runs.size) return null;
  // Most messages hold no run of a given name: a substring test rules them out before any tokenising.
  if (![...runs].some((run) => compactMessage(text).includes(run))) return null;
  // ... or split elsewhere than the name is: "lau pasat" for "Lau Pa Sat". Words split where the name splits them are a
  // part of the name typed as it is written, which findNameFragment weighs ("sa Session Road", "terug in Den Haag").
  const own = new Set(nameWords(name).map(compact));
  return findTypedRun(text, (joined, words) => runs.has(joined) && (words.length === 1 || words.some((w) => !own.has(w))));
}

/** The name typed whole but with its words split or joined differently: "killer po boys" for "Killer PoBoys", "lau pasat"
 * for "Lau Pa Sat". */
export function findSplitName(text: string, name: string): NameFragment | null {
  const whole = compact(name);
  if (whole.length < 6 || !compactMessage(text).includes(whole)) return null;
  return findTypedRun(text, (joined) => joined === whole);
}

/** A run of up to four words of the message that, joined, `fits`; a single word only when six letters or more. */
function findTypedRun(text: string, fits: (joined: string, words: string[]) => boolean): NameFragment | null {
  const words = [...text.matchAll(WORD)].map((m) => ({ key: compact(m[0]), index: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let j = i; j < Math.min(i + 4, words.length); j++) {
      joined += words[j].key;
      if (
        joined.length >= 6 &&
        fits(
          joined,
          words.slice(i, j + 1).map((w) => w.key),
        )
      ) {
        return { index: words[i].index, length: words[j].end - words[i].index };
      }
    }
  }
  return null;
}

const STREET_WORD = new RegExp(
  [
    String.raw`\b(?:street|st|road|rd|avenue|ave|lane|boulevard|blvd|drive|way|place|square|rue|calle|carrer|via|rua|straat|gracht|weg`,
    String.raw`|laan|plein|kade|singel|steeg|markt|jalan|jl|kalye)\b`,
  ].join(''),
  'i',
);
/** The street of an address, without its house number, when the address names one: "9 Rue de Bretagne, Le Marais, Paris"
 * gives "Rue de Bretagne"; "Le Marais, Paris" gives nothing (a district is where to look, not a venue). */
export function streetOf(address: string | undefined): string | null {
  const first = address?.split(',')[0]?.trim() ?? '';
  const street = first.replace(/^\d+\p{L}?\s+|\s+\d+\p{L}?$/gu, '').trim();
  if (street.split(/\s+/).length < 2 || !(STREET_WORD.test(street) || /\d/.test(first))) return null;
  return street;
}
