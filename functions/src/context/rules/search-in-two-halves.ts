// Issue 17 (wave cv, typed on the go): a search sent in two halves ("good bagel place near" / "grand central pls", "hawker
// centre bij" / "tanjong pagar, iets met laksa", "ramne bij" / "shinjku statoin"). When the person's last message ended on a
// where-word and the reply asked where, this one says where: it is read as following that word, so its place is where to
// look. "is the first one free to get in" answered plainly is no first half.
import type { Turn } from '../../contract/concierge-contract';

/** A where-word a message can end on when the place follows in the next one. */
const ENDS_ON_WHERE = new RegExp(
  [
    String.raw`(?:^|\s)(near|nr|in|at|around|by|close to|next to|bij|vlakbij|dichtbij|rond|naar|in de buurt van|sa|sa may|nasa|`,
    String.raw`malapit sa|malapit)[\s.,!?…:;-]*$`,
  ].join(''),
  'iu',
);
/** The second half starts on a where-word of its own: it says where by itself. */
const STARTS_WITH_WHERE = /^\s*(?:near|nr|in|at|around|bij|vlakbij|dichtbij|rond|sa|nasa|malapit)\b/iu;
/** Both halves are short: a first half is a few words cut off ("good bagel place near"), not a question ending on "in"
 * ("or can I simply walk in?"); a second half is a place, perhaps with a word or two more ("tanjong pagar, iets met laksa"). */
const MAX_WORDS = 8;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The reply's last line asks something. */
const ASKS = /\?\s*$/;

/** The message as the second half of the last one: "grand central pls" after "good bagel place near" is "near grand central
 * pls"; any other message as it is. */
export function asSecondHalf(text: string, history: readonly Turn[], lastModel: string): string {
  if (!ASKS.test(lastModel)) return text;
  const lastUser = [...history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  const where = ENDS_ON_WHERE.exec(lastUser)?.[1];
  if (!where || /\?\s*$/.test(lastUser) || words(lastUser) > MAX_WORDS) return text;
  if (STARTS_WITH_WHERE.test(text) || words(text) > MAX_WORDS) return text;
  return `${where.toLowerCase()} ${text}`;
}
