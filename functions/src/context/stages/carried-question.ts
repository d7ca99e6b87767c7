// "ay teka, ung una pala ibig kong sabihin", "what about the first one, same question", "nee, ik bedoelde de derde": a pick
// that corrects the last one or asks the same again, with no question of its own, carries the question of the turn before.
import { askedFacts } from '../intent/asked-facts';
import { turnIntentOf } from '../intent/turn-intent';
import { CORRECTS } from '../references/corrections';
import type { Resolution } from '../resolve-references';

/** Words that say the last question stands for another venue. */
const SAME_AGAIN = new RegExp(
  [
    String.raw`\b(?:same question|same q|same thing|ganun din|ganoon din|parehong tanong|same din|dezelfde vraag|zelfde vraag`,
    String.raw`|ibig kong sabihin|ang ibig ko|i meant|i mean|ik bedoelde|bedoelde ik|ik bedoel|bedoel ik|ik vergis mij|ik vergis me`,
    String.raw`|(?:un|yung|ung)\s+\S+\s+pala)\b`,
  ].join(''),
  'iu',
);

/** The turn before's question, when the message picks a venue, corrects or repeats, and asks no fact of its own. */
export function carriedQuestion(
  text: string,
  resolved: Resolution | null,
  earlierTurns: ReadonlyMap<number, string>,
): { index: number; text: string } | null {
  if (resolved?.kind !== 'venue' || !(SAME_AGAIN.test(text) || CORRECTS.test(text))) return null;
  if (askedFacts(text, turnIntentOf(text)).length) return null;
  const index = Math.max(-1, ...earlierTurns.keys());
  const before = earlierTurns.get(index);
  return before && askedFacts(before, turnIntentOf(before)).length ? { index, text: before } : null;
}
