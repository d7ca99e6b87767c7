// The engine's own words of each language beyond its function words: the Dutch and Tagalog words the translation tables hold
// and the intent phrases only one language has ("parkeren", "fooi", "koreaanse"). Weak evidence of a language for terse
// messages ("Parkeren?", "Koreaanse bbq in Seoul, goede reviews.") that show no function word; words English also uses
// ("bar", "pizza", "website", "route") belong to no language here.
import ALSO_ENGLISH from '../lexicon/also-english.json';
import COMMON_ENGLISH from '../lexicon/common-words.en.json';
import GAZETTEER from '../lexicon/gazetteer.json';
import DUTCH from '../lexicon/translations.nl-en.json';
import TAGALOG from '../lexicon/translations.tl-en.json';
import intentWordsJson from './data/intent-words.json';
import languageJson from './data/language-words.json';
import { foldText, type IntentLanguage } from './fold-text';

type PhrasesByLanguage = Readonly<Record<IntentLanguage, readonly string[]>>;
const PARTS = (intentWordsJson as { parts: Record<string, PhrasesByLanguage> }).parts;
const LANGUAGE_WORDS = languageJson as unknown as Record<IntentLanguage, { words: string[]; distinctive: string[] }>;

/** The folded single words of some phrases, without wildcards ("?", "word*"). */
function wordsOf(phrases: readonly string[]): string[] {
  return phrases.flatMap((phrase) => foldText(phrase).split(' ')).filter((word) => word.length > 1 && !/\d/.test(word));
}

function intentWords(lang: IntentLanguage): Set<string> {
  return new Set(Object.values(PARTS).flatMap((part) => wordsOf(part[lang])));
}

/** Every word English may use: common English words, the English side of the translations, the English intent phrases, and
 * the words of place names ("labas ng manila" shows no Tagalog by its "manila"). */
function englishWords(): Set<string> {
  const places = (GAZETTEER as { places: { names: string[] }[] }).places.flatMap((section) => section.names);
  const translated = [DUTCH, TAGALOG].flatMap((table) => Object.values(table as Record<string, string[]>).flat());
  return new Set([
    ...wordsOf(COMMON_ENGLISH as string[]),
    ...wordsOf(ALSO_ENGLISH as string[]),
    ...wordsOf(translated),
    ...intentWords('en'),
    ...wordsOf([...LANGUAGE_WORDS.en.words, ...LANGUAGE_WORDS.en.distinctive]),
    ...wordsOf(places),
  ]);
}

function build(): ReadonlyMap<IntentLanguage, ReadonlySet<string>> {
  const english = englishWords();
  const dutch = new Set([...wordsOf(Object.keys(DUTCH)), ...intentWords('nl')]);
  const tagalog = new Set([...wordsOf(Object.keys(TAGALOG)), ...intentWords('tl')]);
  // A word of both tables, or one English uses too, tells no language apart.
  const own = (words: Set<string>, other: Set<string>) => new Set([...words].filter((word) => !english.has(word) && !other.has(word)));
  return new Map([
    ['nl', own(dutch, tagalog)],
    ['tl', own(tagalog, dutch)],
  ]);
}

let vocabulary: ReadonlyMap<IntentLanguage, ReadonlySet<string>> | null = null;

/** The vocabulary words of one language in the tokens (folded words); English has none: it is told by its function words. */
export function vocabularyWordsIn(tokens: readonly string[], lang: IntentLanguage): number {
  vocabulary ??= build();
  const words = vocabulary.get(lang);
  return words ? tokens.filter((token) => words.has(token)).length : 0;
}
