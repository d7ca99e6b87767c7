// What Dutch and Tagalog words say in English, for venues named by a description in the user's language while the
// list names them in English: "de bloemenmarkt" is the Flower Market, "yung may agila" the Eagle Center,
// "die met wereldmuziek" the world music venue. One entry per word: the word, then the English words it may go by.
// The lists (lexicon/translations.<lang>-en.json) were written from general knowledge (about 1,300 Dutch and 900 Tagalog
// words), not checked by native speakers: a wrong word costs only a missed hint,
// since a translation is tried only when the words as typed pick no venue.
import ALSO_ENGLISH from './lexicon/also-english.json';
import DUTCH from './lexicon/translations.nl-en.json';
import TAGALOG from './lexicon/translations.tl-en.json';

/** A word and the English words it may go by, as the lexicon files hold them. */
type Translations = Readonly<Record<string, readonly string[]>>;

let english: Map<string, readonly string[]> | null = null;
function table(): Map<string, readonly string[]> {
  if (!english) {
    english = new Map();
    // A word of both languages goes by the English words of both, the Dutch ones first.
    for (const translations of [DUTCH, TAGALOG] as Translations[]) {
      for (const [word, said] of Object.entries(translations)) english.set(word, [...new Set([...(english.get(word) ?? []), ...said])]);
    }
  }
  return english;
}

/** Words that are also English words ("beer" is a bear in Dutch, "pad" a path): alone they are read as English; inside a
 * Dutch compound ("filosofenpad") as Dutch. */
const ENGLISH_TOO: ReadonlySet<string> = new Set(ALSO_ENGLISH);

/** The English words a Dutch or Tagalog word may go by ("bloemen": flower, flowers, floral ...); none for a word not listed. */
export function inEnglish(word: string, insideCompound = false): readonly string[] {
  return (insideCompound || !ENGLISH_TOO.has(word) ? table().get(word) : undefined) ?? [];
}

/** A word of the table as the first part of a Dutch compound, with or without its linking s ("scheeps", "kinder"). */
export function listedFirstPart(word: string): boolean {
  const words = table();
  return words.has(word) || (word.endsWith('s') && words.has(word.slice(0, -1)));
}

/** A Dutch compound read as its listed parts: "wereldmuziek" is wereld + muziek, "scheepvaartmuseum" scheepvaart + museum.
 * The first part may carry a linking s ("scheeps"); both parts must be words of the table or, for the last one, a word
 * of four letters or more that the caller knows ("jazzpodium": jazz + podium). Undefined for no such split. */
export function compoundParts(word: string, knownLast: (part: string) => boolean = () => false): readonly [string, string] | undefined {
  if (word.length < 7) return undefined;
  const words = table();
  // The longest listed first part wins: "bloemenmarkt" is bloemen + markt before bloem + enmarkt.
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const first = word.slice(0, cut);
    const last = word.slice(cut);
    const firstKnown = listedFirstPart(first) || knownLast(first);
    if (!firstKnown || !(words.has(last) || (last.length >= 4 && knownLast(last)))) continue;
    return [first.endsWith('s') && !words.has(first) && words.has(first.slice(0, -1)) ? first.slice(0, -1) : first, last];
  }
  return undefined;
}

/** The ways a Dutch compound ends in a listed word ("rubenshuis": rubens + huis), the longest first part first; kept per word. */
const splitCache = new Map<string, readonly (readonly [string, string])[]>();
export function listedEndings(word: string): readonly (readonly [string, string])[] {
  let splits = splitCache.get(word);
  if (!splits) {
    const words = table();
    const found: [string, string][] = [];
    if (word.length >= 7) {
      for (let cut = word.length - 3; cut >= 3; cut--) if (words.has(word.slice(cut))) found.push([word.slice(0, cut), word.slice(cut)]);
    }
    if (splitCache.size > 5000) splitCache.clear();
    splitCache.set(word, (splits = found));
  }
  return splits;
}

/** The word, its parts when it is a compound, and what each says in English: one group of alternatives per part. */
export function describedBy(word: string, knownLast?: (part: string) => boolean): readonly (readonly string[])[] {
  // A compound is read by its parts even when listed whole: "bloemenmarkt" is a flower (which tells) and a market (which may not).
  const parts = compoundParts(word, knownLast) ?? [word];
  return parts.map((part) => [part, ...inEnglish(part, parts.length > 1).flatMap((said) => said.split('-'))]);
}
