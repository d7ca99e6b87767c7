// Issue 17 (wave zm): deciding by ruling cards out. "ok de eerste valt af ... hoe zit het met de andere twee, zijn die nu open?",
// "wag na yung una. sa dalawang natira, alin ang may paradahan?", "scratch the first one, how are the others rated?" ask about
// the cards left; "wag na yung pangalawa. May iba pa bang halal na restaurant ...?" asks for more of the kind without it.
import { RULED_OUT_FIRST, RULED_OUT_SAID_AFTER } from '../context/references/corrections';
import { positionIndex } from '../context/references/list-positions';
import { ORDINAL_ALTERNATION } from '../context/references/ordinal-words';
import { placesTurnedDown } from '../context/references/rules-ruled-out-positions';
import type { VenueRef } from './offline-replies';

/** "the other two", "de andere", "dalawang natitira", "yung iba": the cards left once one is ruled out. */
const THE_REST = new RegExp(
  [
    String.raw`\b(?:the other (?:two|three|ones)|the others|the rest|other two|de andere (?:twee|drie)|de anderen|de twee andere`,
    String.raw`|de rest(?!\s+van\b)`,
    String.raw`|de overige|die andere (?:twee|drie)|dalawang natitira|natitirang dalawa|dalawang natira|natirang dalawa|mga natitira`,
    String.raw`|sa dalawang iyan|sa dalawang yan)\b`,
  ].join(''),
  'i',
);
/** "of those two", "sa dalawang iyan", "van die twee": the cards left by the message before, which ruled one out. */
const THOSE_LEFT =
  /\b(?:of those two|of the two left|sa dalawang iyan|sa dalawang yan|sa dalawang iyon|van die twee|van de twee andere)\b/i;
/** How many cards "the other two", "dalawang natitira", "de andere drie" say are left. */
const COUNT_LEFT: Readonly<Record<string, number>> = { two: 2, twee: 2, dalawa: 2, dalawang: 2, three: 3, drie: 3, tatlo: 3, tatlong: 3 };
/** "de andere", "the other", "yung iba": the others, when the message has just ruled a card out ("yung iba sa amin" alone is
 * the others of the group). */
const OTHERS_AFTER_RULING_OUT = /\b(?:de andere|die andere|the other|andere|yung iba|ung iba|yung dalawa|ung dalawa)\b/i;
/** "may iba pa bang ...", "any others that ...", "nog andere die ...": more of the kind, asked for. */
const MORE_OF_THE_KIND = /\b(?:may iba pa(?: bang?)?|meron pa bang iba|any others?|anything else|something else|nog andere|iets anders)\b/i;

/** The list positions (0-based) the words rule out ("de eerste valt af", "wag na yung una", "not the second,"), in a list of
 * `count`. */
export function ruledOutPositions(said: string, count: number): number[] {
  const word = positionRuledOut(said);
  // ... or every card the engine reads as turned down ("actually not the first one ... drop it and tell me which of the rest",
  // "De tweede en de vierde vallen af", wave cw).
  if (!word)
    return placesTurnedDown(said)
      .map((place) => (place < 0 ? count + place : place - 1))
      .filter((i) => i >= 0 && i < count);
  const index = positionIndex(word, count);
  return index >= 0 && index < count ? [index] : [];
}

/** The position word of the card ruled out: a group of RULED_OUT_SAID_AFTER, or the word before RULED_OUT_FIRST's pause. */
function positionRuledOut(said: string): string | null {
  const after = RULED_OUT_SAID_AFTER.exec(said);
  if (after) return after[1] ?? after[2] ?? after[3] ?? after[4];
  const first = RULED_OUT_FIRST.exec(said)?.[0];
  if (first) return POSITION_BEFORE_PAUSE.exec(first)?.[0] ?? null;
  return RULED_OUT_WITH_REASON.exec(said)?.[1] ?? null;
}
/** "wag na yung una mukhang mahal.", "huwag na po yung pangalawa, malayo": ruled out with the reason after it, up to a pause. */
const RULED_OUT_WITH_REASON = new RegExp(
  [
    String.raw`^\s*(?:(?:ok|sige|ay|hmm+)[,!]?\s+)*(?:wag na|huwag na|hindi na)(?:\s+po)?\s+(?:(?:yung|ung|sa)\s+)?`,
    String.raw`(${ORDINAL_ALTERNATION})\s+[^.,;!?]{2,40}[.,;!]`,
  ].join(''),
  'iu',
);
const POSITION_BEFORE_PAUSE = /\S+(?=\s*(?:one|option|optie)?\s*(?:[,;.]|\s(?:but|maar|pero|kundi))\s*$)/i;

/** What the words ask of the cards left: 'rest' for the other cards ("de andere twee"), 'more' for more of the kind without the
 * card ruled out ("may iba pa bang ..."), with the cards left; null when nothing is ruled out. */
export function askedAfterRulingOut(
  said: string,
  venues: readonly VenueRef[],
  saidBefore = '',
  talkedAbout: VenueRef | null = null,
): { ask: 'rest' | 'more'; left: VenueRef[] } | null {
  const own = ruledOutPositions(said, venues.length);
  // "Sa dalawang iyan po, alin ...?" right after "Ayaw ... sa una. ... dalawang natitira?": the same cards left; "damn ok what
  // about the other two" after a reply about one card: the cards but that one.
  const before = THOSE_LEFT.test(said) ? ruledOutPositions(saidBefore, venues.length) : [];
  const other = talkedAbout && THE_REST.test(said) ? venues.findIndex((venue) => venue.placeId === talkedAbout.placeId) : -1;
  const ruled = own.length ? own : before.length ? before : other >= 0 ? [other] : [];
  if (!ruled.length) return null;
  const left = venues.filter((_, index) => !ruled.includes(index));
  if (own.length && MORE_OF_THE_KIND.test(said)) return { ask: 'more', left };
  // ... "de andere" once a card is ruled out in the same message ("de tweede valt af. hoe zijn de andere beoordeeld?").
  const rest = THE_REST.exec(said) ?? THOSE_LEFT.exec(said) ?? (own.length ? OTHERS_AFTER_RULING_OUT.exec(said) : null);
  if (!rest || !left.length) return null;
  // ... as many as the words say are left ("the other two" of a list of five are the next two).
  const count = rest[0]
    .split(/\s+/)
    .map((word) => COUNT_LEFT[word.toLowerCase()])
    .find((n) => n !== undefined);
  return { ask: 'rest', left: count ? left.slice(0, count) : left };
}
