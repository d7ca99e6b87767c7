// "guys san tayo sa BGC mamaya 🍻": an emoji of food or drink (emoji-kinds.json) says the kind when no word does. Read only for
// a first search that names no kind at all (wave ca): beside words ("cheap lunch 🍜") or after thanks ("merci 🍻") it adds
// nothing.
import EMOJI_KINDS from './emoji-kinds.json';

const KINDS: Readonly<Record<string, string>> = EMOJI_KINDS;
/** Any emoji of the list; the longest form first ("🏛️" before "🏛"). */
const EMOJI_KIND = new RegExp(
  Object.keys(KINDS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'u',
);

/** The kind the first such emoji of the message stands for, or null. */
export function emojiKind(text: string): string | null {
  const emoji = EMOJI_KIND.exec(text)?.[0];
  return emoji ? KINDS[emoji] : null;
}
