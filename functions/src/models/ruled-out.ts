// Issue 17 (wave zm): deciding by ruling cards out. "ok de eerste valt af ... hoe zit het met de andere twee, zijn die nu open?",
// "wag na yung una. sa dalawang natira, alin ang may paradahan?", "scratch the first one, how are the others rated?" ask about
// the cards left; "wag na yung pangalawa. May iba pa bang halal na restaurant ...?" asks for more of the kind without it.
import { RULED_OUT_FIRST, RULED_OUT_SAID_AFTER } from '../context/references/corrections';
import { positionIndex } from '../context/references/list-positions';
import type { VenueRef } from './offline-replies';

/** "the other two", "de andere", "dalawang natitira", "yung iba": the cards left once one is ruled out. */
const THE_REST = new RegExp(
  [
    String.raw`\b(?:the other (?:two|three|ones?)|the others|the rest|other two|de andere(?: twee| drie)?|de twee andere|de overige`,
    String.raw`|die andere|dalawang natitira|natitirang dalawa|dalawang natira|natirang dalawa|mga natitira|yung iba|ung iba`,
    String.raw`|yung dalawa|ung dalawa|sa dalawang iyan|sa dalawang yan)\b`,
  ].join(''),
  'i',
);
/** "of those two", "sa dalawang iyan", "van die twee": the cards left by the message before, which ruled one out. */
const THOSE_LEFT =
  /\b(?:of those two|of the two left|sa dalawang iyan|sa dalawang yan|sa dalawang iyon|van die twee|van de twee andere)\b/i;
/** How many cards "the other two", "dalawang natitira", "de andere drie" say are left. */
const COUNT_LEFT: Readonly<Record<string, number>> = { two: 2, twee: 2, dalawa: 2, dalawang: 2, three: 3, drie: 3, tatlo: 3, tatlong: 3 };
/** "may iba pa bang ...", "any others that ...", "nog andere die ...": more of the kind, asked for. */
const MORE_OF_THE_KIND = /\b(?:may iba pa(?: bang?)?|meron pa bang iba|any others?|anything else|something else|nog andere|iets anders)\b/i;

/** The list positions (0-based) the words rule out ("de eerste valt af", "wag na yung una", "not the second,"), in a list of
 * `count`. */
export function ruledOutPositions(said: string, count: number): number[] {
  const after = RULED_OUT_SAID_AFTER.exec(said);
  const first = after ? null : RULED_OUT_FIRST.exec(said);
  const word = after
    ? (after[1] ?? after[2] ?? after[3])
    : first
      ? (/\S+(?=\s*(?:one|option|optie)?\s*(?:[,;.]|\s(?:but|maar|pero|kundi))\s*$)/i.exec(first[0])?.[0] ?? null)
      : null;
  if (!word) return [];
  const index = positionIndex(word, count);
  return index >= 0 && index < count ? [index] : [];
}

/** What the words ask of the cards left: 'rest' for the other cards ("de andere twee"), 'more' for more of the kind without the
 * card ruled out ("may iba pa bang ..."), with the cards left; null when nothing is ruled out. */
export function askedAfterRulingOut(
  said: string,
  venues: readonly VenueRef[],
  saidBefore = '',
): { ask: 'rest' | 'more'; left: VenueRef[] } | null {
  const own = ruledOutPositions(said, venues.length);
  // "Sa dalawang iyan po, alin ...?" right after "Ayaw ... sa una. ... dalawang natitira?": the same cards left.
  const ruled = own.length ? own : THOSE_LEFT.test(said) ? ruledOutPositions(saidBefore, venues.length) : [];
  if (!ruled.length) return null;
  const left = venues.filter((_, index) => !ruled.includes(index));
  if (own.length && MORE_OF_THE_KIND.test(said)) return { ask: 'more', left };
  const rest = THE_REST.exec(said) ?? THOSE_LEFT.exec(said);
  if (!rest || !left.length) return null;
  // ... as many as the words say are left ("the other two" of a list of five are the next two).
  const count = rest[0]
    .split(/\s+/)
    .map((word) => COUNT_LEFT[word.toLowerCase()])
    .find((n) => n !== undefined);
  return { ask: 'rest', left: count ? left.slice(0, count) : left };
}
