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
    // Someone else's pick corrected: "opa bedoelde de derde", "my dad meant the second", "ang ibig sabihin ni lola".
    String.raw`|bedoelde (?:de|het|nummer)|bedoelt (?:de|het|nummer)|meant the|means the|ibig sabihin ni|tinutukoy ni`,
    String.raw`|(?:un|yung|ung)\s+\S+\s+pala)\b`,
  ].join(''),
  'iu',
);

/** A clause that tells what the person was doing, no question: "I was scrolling on my phone", "ik zat op mijn telefoon te kijken",
 * "kasi nagscroll ako sa phone". */
const ABOUT_ME = new RegExp(
  [
    String.raw`(?:^|[,;.!]\s*|\s(?:because|cause|cuz|omdat|want|kasi)\s+)(?:(?:because|cause|cuz|omdat|want|kasi)\s+)?(?:i was|i'?m|i am`,
    String.raw`|we were|we'?re|ik was|ik zat|ik ben|we waren|we zaten|nag\p{L}+ (?:ako|kami)|ako ay)\s+(?!wondering|asking|benieuwd`,
    String.raw`|aan het vragen)[^,;.!?]*(?=[,;.!]|$)`,
  ].join(''),
  'giu',
);

/** The turn before's question, when the message picks a venue, corrects or repeats, and asks no fact of its own. */
export function carriedQuestion(
  text: string,
  resolved: Resolution | null,
  earlierTurns: ReadonlyMap<number, string>,
): { index: number; text: string } | null {
  if (resolved?.kind !== 'venue' || !(SAME_AGAIN.test(text) || CORRECTS.test(text))) return null;
  const asked = text.replace(ABOUT_ME, ' ');
  if (askedFacts(asked, turnIntentOf(asked)).length) return null;
  const index = Math.max(-1, ...earlierTurns.keys());
  const before = earlierTurns.get(index);
  return before && askedFacts(before, turnIntentOf(before)).length ? { index, text: before } : null;
}
