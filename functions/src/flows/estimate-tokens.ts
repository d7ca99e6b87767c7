// A cheap token count for the function's history budget: loading gpt-tokenizer's o200k tables costs about 0.5 s
// and 60 MB per cold instance. The replay and the bench keep the exact tokenizer.

/** Pieces as a BPE pre-tokenizer cuts them, tried in this order at each position: a contraction, a run of letters, up to
 * 3 digits, punctuation, space. Sticky patterns read in place: the count runs over every history turn, so no match arrays. */
const CONTRACTION = /'(?:[stmd]|re|ve|ll)(?!\p{L})/iuy;
const LETTER_RUN = /[\p{L}\p{M}]+/iuy;
const DIGITS = /\p{N}{1,3}/iuy;
const SYMBOLS = /[^\s\p{L}\p{M}\p{N}]+/iuy;
const SPACES = /\s+/iuy;
/** A capitalised word: venue names ("Torikizoku", "Shokudogai") split into more pieces; so do words with non-ASCII letters. */
const CAPITAL = /\p{Lu}/uy;
/** Letters per token, fitted on the eval sets' 38,000 messages: about 2% above o200k in total (see the spec). */
const LETTERS_PER_TOKEN = 6;
const NAME_LETTERS_PER_TOKEN = 4;
const SYMBOLS_PER_TOKEN = 3;

/** Whether the pattern matches at `at`; the end of its match is then its lastIndex. */
function matchesAt(pattern: RegExp, text: string, at: number): boolean {
  pattern.lastIndex = at;
  return pattern.test(text);
}

function hasNonAscii(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}

/** About as many tokens as o200k_base would count, usually a little more, so a budget is rarely overrun. */
export function estimateTokens(text: string): number {
  let tokens = 0;
  let at = 0;
  while (at < text.length) {
    if (matchesAt(CONTRACTION, text, at)) {
      tokens += Math.ceil((CONTRACTION.lastIndex - at) / SYMBOLS_PER_TOKEN);
      at = CONTRACTION.lastIndex;
    } else if (matchesAt(LETTER_RUN, text, at)) {
      const end = LETTER_RUN.lastIndex;
      const nameLike = matchesAt(CAPITAL, text, at) || hasNonAscii(text, at, end);
      tokens += Math.ceil((end - at) / (nameLike ? NAME_LETTERS_PER_TOKEN : LETTERS_PER_TOKEN));
      at = end;
    } else if (matchesAt(DIGITS, text, at)) {
      tokens += Math.ceil((DIGITS.lastIndex - at) / SYMBOLS_PER_TOKEN);
      at = DIGITS.lastIndex;
    } else if (matchesAt(SYMBOLS, text, at)) {
      tokens += Math.ceil((SYMBOLS.lastIndex - at) / SYMBOLS_PER_TOKEN);
      at = SYMBOLS.lastIndex;
    } else if (matchesAt(SPACES, text, at)) {
      const newline = text.indexOf('\n', at);
      if (newline >= 0 && newline < SPACES.lastIndex) tokens += 1; // a space joins the next word's token
      at = SPACES.lastIndex;
    } else at += 1;
  }
  return tokens;
}
