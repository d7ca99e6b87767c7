// The spans of a message: runs of lexicon words (with "and" between two of them) that say what is looked for. Each token is
// read by the token rules below, in order; the first that decides says what the token does to the span being built.
import QUERY_WORDS from './query-words.json';
import { type Kind, longestEntry, type Span } from './query-lexicon';
import { GLUE } from './open-frame';
import { firstDecision, type DecidingRule } from './rule';
import { skipsAsReference } from './skips-as-reference';
import { cachedRegExp } from '../text/cached-reg-exp';
import { escapeRegExp } from '../text/escape-reg-exp';
import { findGazetteerNames, neighbourhoodAt } from '../gazetteer';

/** A token of the message, the lexicon entry that starts at it, and the span being built. */
export interface TokenAt {
  readonly text: string;
  readonly tokens: readonly RegExpMatchArray[];
  readonly original: string[];
  readonly words: string[];
  readonly i: number;
  readonly hit: { length: number; kind: Kind } | null;
  readonly current: Span | null;
}
/** Pass over the entry; pass over it and end the span; add it to the span; add the glue word; end the span at a plain word. */
export type TokenAction = 'skip' | 'rule-out' | 'take' | 'glue' | 'break';
export type TokenRule = DecidingRule<TokenAt, TokenAction, 'tokens'>;

const CUISINE_WORDS = new Set(QUERY_WORDS.CUISINES);
const PEOPLE_NOUNS = new Set(QUERY_WORDS.PEOPLE_NOUNS);
/** The words just before a kind that rule it out; "can't" typed with either apostrophe. */
const NOT_THIS_WORDS = QUERY_WORDS.NOT_THIS.map((phrase) => escapeRegExp(phrase).replace(/'/g, "['’]")).join('|');
/** ... with an adverb or a verb of eating between ("worried about accidentally eating fish stock"), or how the food is made
 * ("i dont eat raw fish", wave cw). */
const HOW_MADE = String.raw`raw|fried|spicy|cooked|hilaw|rauwe?|pittige?|gefrituurde?`;
const NOT_THIS = new RegExp(
  String.raw`\b(?:${NOT_THIS_WORDS})(?:\s+(?:[a-z]+(?:ly|ing)|${HOW_MADE})){0,2}\s+(?:(?:the|de|het|ng|mga|yung)\s+)?$`,
  'i',
);
/** "no yakitori or anything built around meat or fish", "nowhere loud or bar-like", "ayoko nung puro matamis yung mga dessert": a
 * kind further on in the clause a ruling-out word opens, after "or" or within a few words (wave ca). Not after a doubt ("not sure
 * if sushi or ramen"). */
const NOT_THIS_CLAUSE = new RegExp(
  [
    String.raw`\b(?:no|not|nothing|nowhere|geen|niets|nergens|ayoko(?:\s+(?:ng|nung|sa))?|ayaw (?:ko|namin|nila) (?:ng|nung|sa)`,
    // ... "ayaw daw ni papa ng pinoy": what someone else does not want.
    String.raw`|ayaw (?:na\s+)?(?:daw\s+)?(?:ni|kay)\s+\p{L}+\s+(?:ng|nung|sa)|walang)\s+`,
    String.raw`(?!(?:sure|idea|problem|worries|clue|idee|probleem)\b)(?:[\p{L}'’]+(?:-[\p{L}]+)?\s+){0,6}?`,
    String.raw`(?:(?:or|nor|of|o)\s+(?!(?:kaya|else|maybe|rather|perhaps|anders|liever|misschien)\s)(?:[\p{L}'’]+\s+){0,4}?`,
    String.raw`|(?<=(?:ayoko|ayaw)\s.{0,40})(?:yung\s+)?(?:mga\s+)?)$`,
    // ... "zonder harde muziek", "without loud music": one word may describe the kind ruled out (wave ce).
    String.raw`|\b(?:zonder|without)\s+[\p{L}'’]+\s+$`,
  ].join(''),
  'iu',
);
/** "drinks are out", "sushi valt af", "seafood is off the table": the kind said before is ruled out. */
const OUT_AFTER = /^\s+(?:is|are|'s|'re)\s+(?:out(?!\s+of\b)|off the table|a no go|a no-go)\b|^\s+(?:valt|vallen)\s+(?:\w+\s+)?af\b/i;
/** A show, a concert, a game or an exhibition: what a person may go to. */
const EVENT_WORD =
  /^(?:shows?|concerts?|musicals?|plays?|gigs?|games?|match|exhibits?|exhibitions?|voorstelling(?:en)?|optreden|toneelstuk)$/;
/** "seeing a", "we have tickets for a", "manood ng", "naar een": going to it, a few words before (in the same clause). */
const GOES_TO_EVENT =
  /\b(?:seeing|watching|going to|tickets? (?:for|to)|manood|manonood|nanonood|gaan naar|naar)\s+(?:[\p{L}'’]+\s+){0,4}$/iu;
/** Eating asked for after it: "grab dinner", "where can we eat", "saan masarap kumain", "iets eten". */
const ASKS_TO_EAT = /\b(?:eat|dinner|lunch|a bite|food|kumain|kakain|makakainan|eten|avondeten|hapje)\b/i;
const ALL: TokenRule['langs'] = ['en', 'tl', 'nl'];
/** "met de", "on a", "off the", "sakay ng": the way the user came, before the ship. */
const ARRIVED_BY = /\b(?:met de|met een|on a|on the|off the|off a|sakay ng)\s+$/i;
/** "iba naman, yung vegetarian", "something else, the vegan kind": the words asking for other places, then what instead. */
const AFTER_ASKING_FOR_OTHER = new RegExp(
  [
    String.raw`\b(?:iba naman|iba nman|iba nmn|iba na lang|iba nalang|something else|something different|iets anders|wat anders)`,
    String.raw`\s*,\s*(?:(?:yung|ung|the|de|het|ang)\s+)?$`,
  ].join(''),
  'i',
);
/** Where `word` stands in `text` as a whole word (ASCII word boundaries, as `\b` reads them), any case. */
function startsOf(text: string, word: string): number[] {
  const [lower, wanted, starts] = [text.toLowerCase(), word.toLowerCase(), [] as number[]];
  const isWordChar = (at: number) => /\w/.test(lower[at] ?? '');
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    const end = at + wanted.length;
    if (isWordChar(at - 1) !== isWordChar(at) && isWordChar(end - 1) !== isWordChar(end)) starts.push(at);
  }
  return starts;
}
/** "can't really do bbq" after a korean bbq search: the message rules out a word of the kind known. */
export function rulesOutKind(text: string, kind: string): boolean {
  return kind
    .split(/\s+/)
    .filter((word) => word.length >= 3)
    .some(
      (word) =>
        cachedRegExp(`${NOT_THIS.source.slice(0, -1)}${escapeRegExp(word)}\\b`, 'i').test(text) ||
        startsOf(text, word).some((start) => NOT_THIS_CLAUSE.test(clauseOf(text.slice(Math.max(0, start - 80), start)))),
    );
}
const at = (t: TokenAt, i = t.i) => t.tokens[i].index ?? 0;
/** The clause the text before a word ends with: back to the last mark that ends one. */
const clauseOf = (before: string) => before.split(/[,;:.!?()]/).pop()!;
const clauseBefore = (t: TokenAt) => clauseOf(t.text.slice(Math.max(0, at(t) - 80), at(t)));
const rule = (
  id: string,
  guard: string | undefined,
  examples: string[],
  counterexamples: string[],
  effect: TokenRule['effect'],
): TokenRule => ({ id, phenomenon: 'tokens', langs: ALL, pattern: null, guard, examples, counterexamples, effect });

/** The token rules, in precedence order; the last one always decides. */
export const TOKEN_RULES: readonly TokenRule[] = [
  // "fair. hotel's in the marais ...": "fair" said as a reply is no fair to visit.
  rule('reply-fair', 'a-lexicon-word', ["fair. hotel's in the marais"], ['a fair in the marais'], (t) =>
    t.hit!.length === 1 &&
    t.words[t.i] === 'fair' &&
    sentenceStart(t.text, t.tokens, t.i) &&
    /^\s*[.,!]/.test(t.text.slice(at(t) + t.original[t.i].length))
      ? 'skip'
      : undefined,
  ),
  // "we zijn een Belgisch koppel", "a Filipino family": a nationality that says who, not what to eat.
  rule('nationality-of-people', 'a-lexicon-word', ['we zijn een Belgisch koppel', 'a Filipino family'], ['Filipino food'], (t) =>
    CUISINE_WORDS.has(t.words.slice(t.i, t.i + t.hit!.length).join(' ')) && PEOPLE_NOUNS.has(t.words[t.i + t.hit!.length] ?? '')
      ? 'skip'
      : undefined,
  ),
  // "lekke band bij t westerpark", "a flat tire near the park": a tyre, no band to hear (wave ak).
  rule('flat-tyre', 'a-lexicon-word', ['lekke band bij t westerpark, ergens koffie?'], ['een band in de Paradiso'], (t) =>
    t.words[t.i] === 'band' && /(?:^|\s)(?:lekke|platte|lekker)\s+$/i.test(t.text.slice(0, at(t))) ? 'skip' : undefined,
  ),
  // "wij liggen met de cruise een dag in singapore", "on a cruise stop in Lisbon": the ship the user came by is no search.
  rule(
    'came-by-ship',
    'a-lexicon-word',
    ['wij liggen met de cruise een dag in singapore', 'on a cruise stop in Lisbon'],
    ['a sunset cruise'],
    (t) => (/^cruise(?:s|ship)?$/.test(t.words[t.i]) && ARRIVED_BY.test(t.text.slice(Math.max(0, at(t) - 20), at(t))) ? 'skip' : undefined),
  ),
  // "visiting Lisbon on a fixed pension", "met een klein pensioen": the person's income is no guesthouse (wave aq).
  rule('living-on-a-pension', 'a-lexicon-word', ['we are visiting Lisbon on a fixed pension'], ['a cheap pension in Alfama'], (t) =>
    t.words[t.i] === 'pension' && /\b(?:on|living on|live on)\s+(?:a|my|our|his|her)\s+(?:\w+\s+)?$/i.test(t.text.slice(0, at(t)))
      ? 'skip'
      : undefined,
  ),
  // "ze is in indië geboren": the Dutch name of the Indies, not indie music.
  rule('the-indies', 'a-lexicon-word', ['ze is in indië geboren en wil indonesisch eten'], ['indie music in Seoul'], (t) =>
    /^indië$/i.test(t.original[t.i]) ? 'skip' : undefined,
  ),
  // "iets anders dan bagels", "sawa na kami sa burger", "anything but sushi": what is ruled out is no search.
  rule('ruled-out', 'a-lexicon-word', ['iets anders dan bagels', 'anything but sushi'], ['bagels'], (t) =>
    NOT_THIS.test(t.text.slice(Math.max(0, at(t) - 40), at(t))) ||
    NOT_THIS_CLAUSE.test(clauseBefore(t)) ||
    // ... and said again after ("no pizza tho i had pizza 3x this week").
    (t.words[t.i].length >= 3 && rulesOutKind(t.text.slice(0, at(t)), t.words[t.i])) ||
    // ... or said to be out after it ("so drinks are out. dinner instead", "sushi valt af").
    OUT_AFTER.test(t.text.slice(at(t, t.i + t.hit!.length - 1) + t.original[t.i + t.hit!.length - 1].length))
      ? 'rule-out'
      : undefined,
  ),
  // "I'm seeing a show in the theater district tonight ... grab dinner before", "tapos manood ng show or exhibit after. Saan
  // masarap kumain dun?": the event the person goes to is the plan; the meal asked around it is the search (wave cd).
  rule(
    'event-they-go-to',
    'a-lexicon-word',
    ["I'm seeing a show in the theater district tonight and I want to grab dinner before"],
    ['any shows tonight? and dinner before'],
    (t) =>
      EVENT_WORD.test(t.words[t.i]) && GOES_TO_EVENT.test(clauseBefore(t)) && ASKS_TO_EAT.test(t.text.slice(at(t))) ? 'skip' : undefined,
  ),
  // "the pizza place", "as pinoys", "do they have wifi": a word that points at something known (rules/skips-as-reference.ts).
  // ... but not after a comma ("before that, coffee in neukölln?"): there it is not the article's noun.
  rule(
    'points-at-something-known',
    'a-lexicon-word',
    ['is the pizza place open?'],
    ['pizza places?', 'iba naman, yung vegan na kainan'],
    (t) => {
      const afterComma = t.i > 0 && /[,;:.!?]/.test(t.text.slice(at(t, t.i - 1) + t.original[t.i - 1].length, at(t)));
      const end = t.i + t.hit!.length - 1;
      return !t.current &&
        !afterComma &&
        !AFTER_ASKING_FOR_OTHER.test(t.text.slice(0, at(t))) &&
        skipsAsReference(
          t.original,
          t.words,
          t.i,
          t.hit!.length,
          sentenceStart(t.text, t.tokens, t.i),
          spaceOnlyAfter(t.text, t.tokens, end),
        )
        ? 'skip'
        : undefined;
    },
  ),
  // "hotel bij marina bay", "naar de Gardens by the Bay", "near museum campus": a kind word inside a longer known place name is
  // part of where, not what (waves al and am).
  rule(
    'inside-a-place-name',
    'a-lexicon-word',
    ['hotel bij marina bay, een klant die halal eet', 'lunch near golden gate park'],
    ['a marina walk', 'gardens near the bay'],
    (t) => (insidePlaceName(t) ? 'skip' : undefined),
  ),
  rule('lexicon-word', 'a-lexicon-word', ['korean bbq'], [], () => 'take'),
  // "pizza and pasta", "koffie en gebak": a conjunction between two entries keeps the span going.
  rule('and-between-two', undefined, ['pizza and pasta', 'koffie en gebak'], ['restaurants and pasta'], (t) => {
    const next = t.i + 1 < t.words.length ? longestEntry(t.words, t.i + 1) : null;
    return t.current && GLUE.has(t.words[t.i]) && next && next.kind !== 'weak' && t.current.kinds.at(-1) !== 'weak' ? 'glue' : undefined;
  }),
  rule('other-word', undefined, ['ramen please'], [], () => 'break'),
];
const TOKEN_GUARDS: Readonly<Record<string, (t: TokenAt) => boolean>> = { 'a-lexicon-word': (t) => t.hit !== null };

/** The spans of lexicon words in `text`, in order, and the token rule that decided each token read. */
export function spansOf(text: string): { spans: Span[]; rules: string[] } {
  const tokens = [...text.matchAll(/[\p{L}\p{N}&'’]+/gu)];
  const original = tokens.map((t) => t[0]);
  const words = original.map((w) => w.toLowerCase());
  const spans: Span[] = [];
  const rules: string[] = [];
  let current: Span | null = null;
  const close = () => {
    if (current) spans.push(current);
    current = null;
  };
  for (let i = 0; i < words.length;) {
    const hit = longestEntry(words, i);
    const decided = firstDecision(TOKEN_RULES, TOKEN_GUARDS, { text, tokens, original, words, i, hit, current });
    rules.push(decided.rule);
    if (decided.result === 'skip') i += hit!.length;
    else if (decided.result === 'rule-out') {
      close();
      i += hit!.length;
    } else if (decided.result === 'take') {
      current ??= { words: [], kinds: [], start: tokens[i].index ?? 0, end: 0 };
      current.words.push(...words.slice(i, i + hit!.length));
      current.kinds.push(hit!.kind);
      i += hit!.length;
      current.end = (tokens[i - 1].index ?? 0) + original[i - 1].length;
    } else if (decided.result === 'glue') {
      current!.words.push(words[i]);
      i += 1;
    } else {
      close();
      i += 1;
    }
  }
  close();
  return { spans, rules };
}

/** The token opens a sentence: it is the first, or a full stop, question or exclamation mark comes before it. */
function sentenceStart(text: string, tokens: readonly RegExpMatchArray[], i: number): boolean {
  if (i === 0) return true;
  const previous = tokens[i - 1];
  return /[.!?]/.test(text.slice((previous.index ?? 0) + previous[0].length, tokens[i].index ?? 0));
}

/** Only white space separates token i from the next one ("Southern Cross", not "Asian Fusion. I want"). */
function spaceOnlyAfter(text: string, tokens: readonly RegExpMatchArray[], i: number): boolean {
  const next = tokens[i + 1];
  return next !== undefined && /^\s+$/.test(text.slice((tokens[i].index ?? 0) + tokens[i][0].length, next.index ?? 0));
}

/** The where-word before a place name: "bij marina bay", "near golden gate park", "sa may Orchard Road". */
const WHERE_BEFORE_NAME =
  /(?:^|\s)(?:near|close to|in|at|around|by|bij|nabij|vlakbij|in de buurt van|malapit sa|sa may|sa|naar)\s+(?:(?:the|de|het|'t)\s+)?$/i;
/** Does the lexicon word at the token sit inside a known place name of more words than it ("marina" of "Marina Bay", "park" of
 * "Golden Gate Park")? Names that start up to three words before it count. */
function insidePlaceName(t: TokenAt): boolean {
  const start = at(t);
  const end = at(t, t.i + t.hit!.length - 1) + t.original[t.i + t.hit!.length - 1].length;
  const longer = (index: number, raw: string) =>
    index <= start &&
    index + raw.length >= end &&
    raw.split(/\s+/).length > t.hit!.length &&
    WHERE_BEFORE_NAME.test(t.text.slice(Math.max(0, index - 30), index));
  if (findGazetteerNames(t.text).some((match) => longer(match.index, match.raw))) return true;
  for (let back = 0; back <= Math.min(3, t.i); back++) {
    const from = at(t, t.i - back);
    const found = neighbourhoodAt(t.text, from);
    if (found && longer(from, found.raw)) return true;
  }
  return false;
}
