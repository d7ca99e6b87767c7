// A text's token count never changes, yet the same history turns are weighed against the budget on every turn:
// each counter's answers are kept per text (bounded), so a slow exact tokenizer counts a turn once, not once per turn.
import type { CountTokens } from './select-history';

const remembering = new WeakMap<CountTokens, CountTokens>();
/** Texts kept per counter before its memo starts again (a few long conversations' worth). */
const LIMIT = 2000;

/** `countTokens` with its answers kept per text. A token counter must be a pure function of the text. */
export function rememberedTokenCounts(countTokens: CountTokens): CountTokens {
  let counter = remembering.get(countTokens);
  if (counter === undefined) {
    const counts = new Map<string, number>();
    counter = (text: string) => {
      let tokens = counts.get(text);
      if (tokens === undefined) {
        tokens = countTokens(text);
        if (counts.size >= LIMIT) counts.clear();
        counts.set(text, tokens);
      }
      return tokens;
    };
    remembering.set(countTokens, counter);
  }
  return counter;
}
