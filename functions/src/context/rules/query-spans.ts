// The spans of a message: runs of lexicon words (with "and" between two of them) that say what is looked for, and the
// words that read as no search (a reply, a nationality of people, what is ruled out, a reference to something known).
import QUERY_WORDS from './query-words.json';
import { longestEntry, type Span } from './query-lexicon';
import { GLUE } from './open-frame';
import { skipsAsReference } from './skips-as-reference';
import { escapeRegExp } from '../text/escape-reg-exp';

const CUISINE_WORDS = new Set(QUERY_WORDS.CUISINES);
const PEOPLE_NOUNS = new Set(QUERY_WORDS.PEOPLE_NOUNS);
/** The words just before a kind that rule it out. */
const NOT_THIS = new RegExp(
  String.raw`\b(?:${QUERY_WORDS.NOT_THIS.map(escapeRegExp).join('|')})\s+(?:(?:the|de|het|ng|mga|yung)\s+)?$`,
  'i',
);

/** The spans of lexicon words in `text`, in order. */
export function spansOf(text: string): Span[] {
  const tokens = [...text.matchAll(/[\p{L}\p{N}&'’]+/gu)];
  const original = tokens.map((t) => t[0]);
  const words = original.map((w) => w.toLowerCase());
  const spans: Span[] = [];
  let current: Span | null = null;
  const close = () => {
    if (current) spans.push(current);
    current = null;
  };
  for (let i = 0; i < words.length;) {
    const hit = longestEntry(words, i);
    // "before that, coffee in neukölln?": a word after a comma is not the article's noun.
    const afterComma = i > 0 && /[,;:.!?]/.test(text.slice((tokens[i - 1].index ?? 0) + original[i - 1].length, tokens[i].index ?? 0));
    // "fair. hotel's in the marais ...": "fair" said as a reply is no fair to visit.
    if (
      hit &&
      hit.length === 1 &&
      words[i] === 'fair' &&
      sentenceStart(text, tokens, i) &&
      /^\s*[.,!]/.test(text.slice((tokens[i].index ?? 0) + original[i].length))
    ) {
      i += 1;
      continue;
    }
    // "we zijn een Belgisch koppel", "a Filipino family": a nationality that says who, not what to eat.
    if (hit && CUISINE_WORDS.has(words.slice(i, i + hit.length).join(' ')) && PEOPLE_NOUNS.has(words[i + hit.length] ?? '')) {
      i += hit.length;
      continue;
    }
    // "iets anders dan bagels", "sawa na kami sa burger", "anything but sushi": what is ruled out is no search.
    if (hit && NOT_THIS.test(text.slice(Math.max(0, (tokens[i].index ?? 0) - 40), tokens[i].index ?? 0))) {
      close();
      i += hit.length;
      continue;
    }
    if (
      hit &&
      !current &&
      !afterComma &&
      skipsAsReference(original, words, i, hit.length, sentenceStart(text, tokens, i), spaceOnlyAfter(text, tokens, i + hit.length - 1))
    ) {
      i += hit.length;
      continue;
    }
    if (hit) {
      current ??= { words: [], kinds: [], start: tokens[i].index ?? 0, end: 0 };
      current.words.push(...words.slice(i, i + hit.length));
      current.kinds.push(hit.kind);
      i += hit.length;
      current.end = (tokens[i - 1].index ?? 0) + original[i - 1].length;
      continue;
    }
    // "pizza and pasta", "koffie en gebak": a conjunction between two entries keeps the span going.
    const next = i + 1 < words.length ? longestEntry(words, i + 1) : null;
    if (current && GLUE.has(words[i]) && next && next.kind !== 'weak' && (current as Span).kinds.at(-1) !== 'weak') {
      (current as Span).words.push(words[i]);
      i += 1;
      continue;
    }
    close();
    i += 1;
  }
  close();
  return spans;
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
