// Which language a message is written in, and which one a reply should use: the latest message that shows one,
// except that a short follow-up ("de eerste", "thank you!") keeps the language the conversation is in.
import { z } from 'zod';
import languageJson from './data/language-words.json';
import { foldText, INTENT_LANGUAGES, type IntentLanguage } from './fold-text';
import { showsTaglish } from './taglish';

const ListsSchema = z.object({
  words: z.array(z.string().min(1)),
  distinctive: z.array(z.string().min(1)),
  /** Two words that show the language together though each alone does not ("in de"): each pair counts as distinctive. */
  pairs: z.array(z.string().regex(/^\S+ \S+$/)).optional(),
});
const LanguageWordsSchema = z.object({
  note: z.string(),
  polite: z.array(z.string().min(1)),
  thanks: z.record(z.enum(INTENT_LANGUAGES), z.array(z.string().min(1))),
  en: ListsSchema,
  tl: ListsSchema,
  nl: ListsSchema,
});
const WORDS = LanguageWordsSchema.parse(languageJson);
const LISTS = INTENT_LANGUAGES.map((lang) => ({
  lang,
  words: new Set(WORDS[lang].words.map(foldText)),
  distinctive: new Set(WORDS[lang].distinctive.map(foldText)),
  pairs: new Set((WORDS[lang].pairs ?? []).map(foldText)),
}));
const THANKS_EVERYWHERE = /\bthank(?:s|\s+(?:you|u))?\b/gi;
/** At most this many words, with no distinctive word of another language, keeps the conversation's language. */
const SHORT_FOLLOW_UP_WORDS = 3;
/** English function words that make a Tagalog message Taglish ("sige, how do i get there?"); one may be chance ("a"). */
const MIXED_ENGLISH_SCORE = 2;
/** A whole English line with a Tagalog word or two: this many English function words, this many times the Tagalog ones. */
const ENGLISH_LINE_SCORE = 6;
const ENGLISH_LINE_SHARE = 3;

export interface LanguageEvidence {
  lang: IntentLanguage | null;
  /** A word only that language uses occurs. */
  distinctive: boolean;
  /** Shown only by the language's vocabulary ("Parkeren?"), no function word: it does not outweigh an earlier message. */
  weak?: boolean;
  /** Tagalog mixed with English function words ("is the second one open pa ba?"): the person writes whole English lines too. */
  taglish?: boolean;
  /** ... a whole English line, with a Tagalog word or two ("she doesn't eat meat kasi"). */
  englishLed?: boolean;
}

/** The language the words show (a distinctive word counts two), or null when they show none. */
/** How a message's spelling is read first: as typed by default (the client, with no gazetteer); the engine passes its reading of
 * phone spelling (`readPhoneSpelling`), so "nmn" counts as Tagalog while "San Francisco" stays a name. */
export type SpellingReader = (text: string) => string;
const AS_TYPED: SpellingReader = (text) => text;
/** How many words of a language's own vocabulary the tokens hold (`vocabularyWordsIn`): the engine passes it; the client, which
 * must not carry the translation tables, reads function words only. */
export type VocabularyCounter = (tokens: readonly string[], lang: IntentLanguage) => number;

export function messageLanguage(
  text: string,
  readSpelling: SpellingReader = AS_TYPED,
  countVocabulary: VocabularyCounter | null = null,
): LanguageEvidence {
  // "thank you" and "thanks" are said in Taglish and Dutch too ("thank youuu, laking tulong!"): no evidence of English.
  const spelled = readSpelling(text).replace(THANKS_EVERYWHERE, ' ');
  const tokens = foldText(spelled).split(' ').filter(Boolean);
  let best: { lang: IntentLanguage; score: number; distinctive: boolean } | null = null;
  let tied = false;
  const scores = new Map<IntentLanguage, number>();
  for (const { lang, words, distinctive, pairs } of LISTS) {
    const paired = pairs.size ? tokens.filter((token, i) => i > 0 && pairs.has(`${tokens[i - 1]} ${token}`)).length : 0;
    const special = tokens.filter((token) => distinctive.has(token)).length + paired;
    const score = tokens.filter((token) => words.has(token)).length + 2 * special;
    scores.set(lang, score);
    if (best && score === best.score) tied = true;
    if (!best || score > best.score) [best, tied] = [{ lang, score, distinctive: special > 0 }, false];
  }
  // English function words outnumber (or match) Tagalog ones in Taglish; its particles still show who is writing.
  const english = scores.get('en') ?? 0;
  const englishLeads = english >= MIXED_ENGLISH_SCORE && english >= (scores.get('tl') ?? 0) && english > (scores.get('nl') ?? 0);
  if (englishLeads && showsTaglish(spelled)) {
    const englishLed = english >= ENGLISH_LINE_SCORE && english >= ENGLISH_LINE_SHARE * (scores.get('tl') ?? 0);
    return { lang: 'tl', distinctive: true, taglish: true, ...(englishLed ? { englishLed } : {}) };
  }
  if (best && !tied && best.score >= 2) {
    const taglish = best.lang === 'tl' && english >= MIXED_ENGLISH_SCORE;
    return { lang: best.lang, distinctive: best.distinctive, ...(taglish ? { taglish } : {}) };
  }
  return countVocabulary ? vocabularyLanguage(tokens, best?.score ?? 0, countVocabulary) : { lang: null, distinctive: false };
}

/** With too few function words, the one language whose own vocabulary occurs, unless function words show another as much. */
function vocabularyLanguage(tokens: readonly string[], functionScore: number, countVocabulary: VocabularyCounter): LanguageEvidence {
  const shown = INTENT_LANGUAGES.map((lang) => ({ lang, count: countVocabulary(tokens, lang) })).filter(({ count }) => count > 0);
  if (shown.length !== 1) return { lang: null, distinctive: false };
  const { lang } = shown[0];
  const own = LISTS.find((list) => list.lang === lang)!;
  const ownScore = tokens.filter((token) => own.words.has(token)).length + 2 * tokens.filter((token) => own.distinctive.has(token)).length;
  return ownScore < functionScore ? { lang: null, distinctive: false } : { lang, distinctive: false, weak: true };
}

/** The language to reply in, from the user's messages oldest first (the latest is the one being answered). */
export function conversationLanguage(
  userMessages: readonly string[],
  fallback: IntentLanguage = 'en',
  readSpelling: SpellingReader = AS_TYPED,
  countVocabulary: VocabularyCounter | null = null,
): IntentLanguage {
  const shown = userMessages.map((text) => ({ text, ...messageLanguage(text, readSpelling, countVocabulary) }));
  const before = shown.slice(0, -1).reverse();
  // A language shown by function words counts before one shown only by vocabulary.
  const earlier = before.find((message) => message.lang && !message.weak)?.lang ?? before.find((message) => message.lang)?.lang ?? null;
  const latest = shown.at(-1);
  if (!latest?.lang) return earlier ?? fallback;
  if (latest.weak && earlier) return earlier;
  // Issue 17 (wave zp): "Do they have anything vegetarian though? ... she doesn't eat meat kasi" in a conversation held in English
  // is English with a Tagalog word in it: the reply stays English, as the conversation is.
  if (latest.englishLed && earlier === 'en' && !before.some((message) => message.lang === 'tl')) return 'en';
  // Someone who mixes English into Tagalog writes whole English lines too ("how do we get there from the station?").
  if (latest.lang === 'en' && earlier === 'tl' && before.some((message) => message.taglish)) return 'tl';
  // "Ok, thanks! Salamat", "dank je!" after a conversation in another language: thanks or a greeting alone, said politely
  // in a language the person has not written in before, leaves the language of the conversation as it was.
  // ... unless it says "po": Filipinos thank that way in their own language ("ramen in Makati please" ... "salamat po!").
  const spokenBefore = before.some((message) => message.lang === latest.lang) || RESPECT_PO.test(latest.text);
  if (earlier && latest.lang !== earlier && !spokenBefore && politeOnly(latest.text)) return earlier;
  // "bedankt, you're the real MVP": thanks said in the conversation's language keeps it, whatever English comes with it.
  if (earlier && latest.lang !== earlier && thanksIn(latest.text, earlier)) return earlier;
  // "salamat! were so full lol" in a conversation held in English: thanks in a language not written before, the rest in the
  // conversation's language, keeps it (wave df).
  if (earlier && latest.lang !== earlier && !spokenBefore && thanksIn(latest.text, latest.lang)) {
    const lang = latest.lang;
    const rest = foldText(latest.text)
      .split(' ')
      .filter((word) => word && !THANKS[lang].has(word));
    const own = LISTS.find((list) => list.lang === lang)!;
    const restShows = messageLanguage(rest.join(' '), readSpelling, countVocabulary).lang;
    if (restShows === earlier || (restShows === null && rest.length >= 2 && !rest.some((word) => own.words.has(word)))) return earlier;
  }
  const short = foldText(latest.text).split(' ').length <= SHORT_FOLLOW_UP_WORDS;
  if (earlier && latest.lang !== earlier && short && !latest.distinctive) return earlier;
  return latest.lang;
}

/** The words that thank, per language (language-words.json). */
const THANKS = Object.fromEntries(INTENT_LANGUAGES.map((lang) => [lang, new Set(WORDS.thanks[lang]?.map(foldText))]));
/** Whether the message thanks in `lang` ("bedankt", "salamat"). */
function thanksIn(text: string, lang: IntentLanguage): boolean {
  return foldText(text)
    .split(' ')
    .some((word) => THANKS[lang].has(word));
}

/** The Tagalog particle of respect. */
const RESPECT_PO = /(?<!\p{L})(?:po|opo|ho)(?!\p{L})/iu;
/** The words a message of thanks, greeting or goodbye alone is made of (language-words.json). */
const POLITE = new Set(WORDS.polite);

/** Whether every word of the message is thanks, a greeting, a goodbye or praise. The intent rules' own parts are not read
 * here: the client reads the language too, and the rules' data would weigh on its first load. */
function politeOnly(text: string): boolean {
  // "thanks sooo much": a letter held long is the word.
  const words = foldText(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => (POLITE.has(word) ? word : word.replace(/(\p{L})\1{2,}/gu, '$1')));
  return words.length > 0 && words.every((word) => POLITE.has(word));
}
