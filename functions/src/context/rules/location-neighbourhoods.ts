// The neighbourhoods of the long list said right after a where-word ("ramen near kings cross", "sa may session road"), unless
// the words before pick a listed venue by where it is or ask where a venue is.
import { PLAN_THEN_NEAR_THERE } from '../lexicon/cancelled-plan';
import { neighbourhoodAt } from '../gazetteer';
import type { LocationCandidate } from './location-state';

/** "is it near the lx factory?", "malapit ba sa ben thanh?", "ligt die dicht bij de dam?": where a venue is, asked. */
export const IS_IT_NEAR = new RegExp(
  [
    String.raw`\b(?:(?:is|are|was)\s+(?:it|they|that|this|that one|this one)\s+(?:\w+\s+)?(?:near|close to|in|around|by)`,
    String.raw`|malapit\s+ba\s+(?:(?:ito|yan|yun|iyan|iyon)\s+)?sa`,
    String.raw`|(?:ligt|is|zit)\s+(?:die|dat|het|ze|hij)\s+(?:\w+\s+)?(?:bij|in de buurt van|dicht bij|vlakbij|in))\s+(?:the\s+`,
    String.raw`|de\s+|het\s+)?$`,
  ].join(''),
  'i',
);
/** "the one in jordan", "yung nasa wan chai", "die in Berchem": a listed venue picked by where it is, no move there. */
export const ONE_IN = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:the one|the ones|one|yung|yung nasa|ung|die|diegene)\s+(?:in|on|at|sa|nasa|op|bij`,
    String.raw`|in de)\s+(?:the\s+|de\s+|het\s+)?$`,
  ].join(''),
  'iu',
);
/** Issue 17 (wave zq): where the person stands, said before the place ("we're at Dam Square", "at McCormick Place, 50 min break",
 * "just came out of the Musée d'Orsay", "nasa Times Square kami ngayon"): the search is there. A bare "at" is a venue's
 * ("book a table at Bella Vista"), so only after words that say the person is there, or opening the message. */
export const STANDING_AT = [
  String.raw`(?:(?:\b(?:are|am|im|were|re)|['’](?:re|m)|currently|still|now|got off)\s+(?:(?:right\s+)?now\s+)?at|^\s*at`,
  String.raw`|(?:sitting|standing|waiting)(?:\s+(?:on|in|outside|a|an|the|bench|here|right|now)){0,4}\s+at`,
  String.raw`|(?:came|come|got|walked|stepped|just)\s+out\s+of|(?:kom|komen|kwam|kwamen)\s+(?:[a-z]+\s+)?net\s+uit(?:\s+(?:de|het))?`,
  String.raw`|(?<!\b(?:yung|ung|iyong|yong|ang)\s+)nasa)`,
].join('');

/** "just finished a run at central park, need breakfast nearby" (wave bs): a bare "at" says where the person is when the message
 * then asks for something nearby. */
const AT_THEN_NEARBY = String.raw`\bat(?=\s[^.?!]*\b(?:nearby|near\s?by|close\s?by|around here|near here|close to here)\b)`;
/** "bij de ingang van het vondelpark", "at the north entrance of central park", "aan de kant van het leidseplein" (wave bs): the side
 * or the gate of a place says the place. */
const SIDE_OF = [
  String.raw`(?:(?:\p{L}+\s+)?(?:ingang|uitgang|entrance|exit|gate|kant|side|corner|hoek)`,
  String.raw`\s+(?:van|of)\s+(?:(?:the|de|het|'t)\s+)?)?`,
].join('');
/** "we staan hier met de kinderen aan de Eiffeltoren" (wave ak): "aan" says where only after a verb of standing or waiting. */
const STANDING_AAN = String.raw`\b(?:sta|staan|stond|stonden|zit|zitten|zat|zaten|wacht|wachten)(?:\s+\p{L}+){0,5}?\s+aan`;
/** "ramen near kings cross", "sa may session road", "koffie rond het eilandje": a neighbourhood of the long list said where to look.
 * Only the words right after a where-word are looked up. */
const WHERE_WORD = new RegExp(
  [
    String.raw`(?<!\p{L})(?:in de buurt van|malapit sa|sa may|near\s?by|close to|near|around|within|about|rondom|rond|nabij|bij`,
    // "wat eten vlakbij times square", "dicht bij de dam", "next to union square" (wave cx).
    String.raw`|vlak ?bij|dicht ?bij|naast|next to|beside`,
    String.raw`|walking distance (?:of|from)|op (?:loop|wandel)afstand van|(?:right |just )?by|op|in`,
    // "I specified Tanjong Pagar", "ik vroeg specifiek om Shibuya" (wave aw): the place a correction asks for.
    String.raw`|i said|i specified|i asked for|i meant|ik zei|ik vroeg(?: specifiek)? om|ik bedoelde`,
    // "anything closer to columbus circle", "dichter bij het station", "mas malapit sa Ayala" (wave bs).
    String.raw`|closer to|dichter bij|dichterbij|mas malapit sa`,
    // "hindi pala seongsu, euljiro pala", "not shibuya, shinjuku": the place said after one ruled out (wave dj).
    String.raw`|(?:hindi|not|niet|ni)(?:\s+pala)?\s+[\p{L}'’-]+(?:\s+pala)?\s*,`,
    // ... and the place of an outing the weather cancelled, when the message then asks near there (wave di).
    String.raw`|sa|${STANDING_AT}|${STANDING_AAN}|${AT_THEN_NEARBY}|${PLAN_THEN_NEAR_THERE})\s+(?:(?:the|de|het|'t)\s+)?${SIDE_OF}`,
  ].join(''),
  'giu',
);
/** A clipped message has at most this many words ("lunch zakelijk Raffles Place"). */
const MAX_CLIPPED_WORDS = 6;
/** Words before a name that make it a venue's, not a place to look in. */
const VENUE_BEFORE = /^(?:at|bij|to|naar|from|van|with|met|for|voor|called|named|heet)$/i;
const WORDS = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** "lunch zakelijk Raffles Place", "ramen Telok Ayer?": a clipped message with no where-word, ending in a neighbourhood of the
 * long list typed with a capital (or in lower case, see below); at least one word comes before it, what to look for. */
function clippedEnd(text: string): LocationCandidate | null {
  // "business lunch raffles place, quiet", "diner raffles place, zakelijk, 4 pers": the clipped search before its first comma.
  const head = /^[^,;]+(?=[,;])/.exec(text)?.[0];
  return clippedAt(text) ?? (head ? clippedAt(head) : null);
}
function clippedAt(text: string): LocationCandidate | null {
  const words = [...text.matchAll(WORDS)];
  if (words.length > MAX_CLIPPED_WORDS) return null;
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const first = words[words.length - n];
    const at = first.index ?? 0;
    // "quick coffee murray hill", "steak midtown" (wave av): typed in lower case, a name of two words, or one of five letters or
    // more in a message of four words at most.
    const typedLower = /^\p{Ll}/u.test(first[0]) && (n >= 2 || (first[0].length >= 5 && words.length <= 4));
    if ((!/^\p{Lu}/u.test(first[0]) && !typedLower) || ONE_IN.test(text.slice(0, at))) continue;
    // "Bagong Silang": a capital right before, on a message of two words, is more of the same name; "book a table at Bella
    // Vista": a name after "at" is a venue.
    const before = words[words.length - n - 1][0];
    if ((/^\p{Lu}/u.test(before) && words.length - n < 2) || VENUE_BEFORE.test(before)) continue;
    const found = neighbourhoodAt(text, at);
    if (found && found.raw.split(/\s+/).length === n) return { value: found.raw, index: at };
  }
  return null;
}

const BRACKET = /(?<=\p{L}\s*)\(\s*/gu;
const MIN_APPOSED = 6;
const APPOSED = /(?<!\p{L})(?:at|in|near|sa|bij|op)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2},\s*/giu;

/** The neighbourhoods of the long list right after each match of `cue`, of `minLength` letters or more, at no index in `known`. */
function neighbourhoodsAfter(text: string, cue: RegExp, minLength: number, known: readonly LocationCandidate[]): LocationCandidate[] {
  const out: LocationCandidate[] = [];
  for (const match of text.matchAll(cue)) {
    const at = (match.index ?? 0) + match[0].length;
    const found = neighbourhoodAt(text, at);
    const taken = [...known, ...out].some((c) => c.index === at);
    if (found && found.raw.length >= minLength && !taken) out.push({ value: found.raw, index: at });
  }
  return out;
}

export function neighbourhoodCandidates(text: string): LocationCandidate[] {
  const out: LocationCandidate[] = [];
  const clipped = clippedEnd(text);
  if (clipped) out.push(clipped);
  // "student hier in chicago (hyde park)" (wave bv): a part of the city said in brackets after it.
  out.push(...neighbourhoodsAfter(text, BRACKET, 0, out));
  for (const where of text.matchAll(WHERE_WORD)) {
    const at = (where.index ?? 0) + where[0].length;
    const before = text.slice(0, at);
    if (ONE_IN.test(before) || IS_IT_NEAR.test(before)) continue;
    const found = neighbourhoodAt(text, at);
    if (found && !out.some((c) => c.index === at)) out.push({ value: found.raw, index: at });
  }
  // "a night shift at northwestern, streeterville" (wave bx): the part of the city said after the place it holds, a name of some
  // length ("in december, rond vier uur" names no place "Rond").
  out.push(...neighbourhoodsAfter(text, APPOSED, MIN_APPOSED, out));
  return out;
}
