// The words that put a search near a venue described by its kind: "near the pizza place", "malapit lang dun sa laksa place",
// "op loopafstand van dat visrestaurant", "in de buurt van dat lunchadres van vanmiddag". The rule that finds the venue is
// near-described.ts; the query and the kind of a list asked this way leave these words out.
import { listKindOf } from './list-kinds';
import { CLOSE_NL, MALAPIT, NEAR_EN, WALK_EN, WALK_NL } from './near-words';
import { ORDINAL_ALTERNATION } from './ordinal-words';

const DET = String.raw`(?:the|that|this|those|de|het|die|dat|deze|yung|ung|iyong|ang|un)`;
const DESCRIBED = String.raw`((?:[\p{L}'’&-]+\s+){0,2}?[\p{L}'’&-]+)`;
/** "the museum we talked about", "that café from this morning", "de markt van daarnet", "yung museum kanina": said of it earlier. */
const TALKED_OF = [
  String.raw`\s+(?:(?:that\s+|which\s+)?(?:we|you|i)\s+(?:talked about|mentioned|saw|looked at|(?:just\s+)?discussed`,
  String.raw`|were (?:just\s+)?discussing|picked|chose)|from (?:before|earlier|this morning|the first list|the list)`,
  String.raw`|(?:van|uit) (?:daarnet|eerder|net|zonet|vanochtend|vanmorgen|vanmiddag|gisteren|daarstraks|de eerste lijst)`,
  String.raw`|(?:na\s+)?(?:kanina|yun|iyon|yon)|na\s+(?:pinili|napili|pinuntahan|kinainan)\s+(?:namin|natin|ko|nyo|ninyo)`,
  String.raw`(?:\s+kanina(?:ng\s+\p{L}+)?)?)`,
].join('');
/** Group 1: the words that describe the venue, after a near word and an article ("the pizza place", "sa may palengke"). */
export const NEAR_DESCRIBED: readonly RegExp[] = [
  new RegExp(
    [
      String.raw`\b(?:${NEAR_EN}|${WALK_EN}\s+(?:of|from)|${WALK_NL}\s+van|${MALAPIT}(?:(?:dun|doon)\s+)?sa(?:\s+may)?|tabi\s+ng`,
      String.raw`|in de buurt van|(?:ergens\s+)?bij(?=\s+(?:dat|die|het|deze)\s)`,
      String.raw`|${CLOSE_NL})\s+(?:${DET}\s+)?${DESCRIBED}(?:${TALKED_OF})?`,
      String.raw`(?=\s*(?:[?.!,;:]|$)|\s+(?:for|after|before|tonight|later|para`,
      // ... or the rest of the sentence: "near the sisig place to kill time after", "close to the museum would be ideal".
      String.raw`|pagkatapos|mamaya|voor|straks|om|waar|where|that|na|to|so|would|zodat|kasi|para|dahil|if|als)\s)`,
    ].join(''),
    'iu',
  ),
  // "bij die markt in de buurt", "bij het museum in de buurt"
  new RegExp(String.raw`\bbij\s+${DET}\s+${DESCRIBED}\s+in de (?:buurt|omgeving)\b`, 'iu'),
  // "dun sa may museum kanina, may kapehan ba malapit?": the venue named first, "near" after it
  new RegExp(String.raw`\b(?:dun|doon)\s+sa(?:\s+may)?\s+${DESCRIBED}(?:${TALKED_OF})?\s*,[^?.!]*\bmalapit\b`, 'iu'),
  // "may malapit po bang Korean na may sabaw doon sa café na pinili namin?": "near" first, the venue at the end
  new RegExp(String.raw`\bmalapit\b[^?.!]*?\b(?:dun|doon)\s+sa(?:\s+may)?\s+${DESCRIBED}(?:${TALKED_OF})?(?=\s*(?:[?.!]|$))`, 'iu'),
];

const ORDINAL_IN = new RegExp(String.raw`(?<![\p{L}])(?:${ORDINAL_ALTERNATION}|\d+(?:st|nd|rd|th|e|de|ste))(?![\p{L}])`, 'iu');

/** "place", "spot", "resto" after a dish: the words before them name the kind ("the laksa place", "yung sisig spot"). */
const PLACE_NOUN = /\s(?:place|spot|joint|stall|resto|restaurant|shop|stand)$/iu;

/** The words after a near word that describe a venue by its kind ("the pizza place", "die markt"), or null. */
export function describedNear(text: string): string | null {
  return describedNearAt(text)?.words ?? null;
}

/** The words that describe the venue and where they stand in the text. */
function describedNearAt(text: string): { words: string; at: number } | null {
  const found = NEAR_DESCRIBED.map((pattern) => pattern.exec(text)).find((match) => match?.[1]);
  if (!found) return null;
  const described = found[1];
  // "close to the first ramen place", "vlakbij de eerste pizzeria": an ordinal picks in that kind's list, which the ordinal
  // rules do; the kind alone would mean the one talked about last.
  if (ORDINAL_IN.test(described)) return null;
  // "the laksa place": a dish the search words do not know is a kind too when a word for a place follows it.
  const { terms, words } = listKindOf(described);
  if (!terms.length && !(words.length && PLACE_NOUN.test(described))) return null;
  // (Past the near word that opens the match: "dun sa museum ... malapit" names it after.)
  return { words: described, at: found.index + found[0].indexOf(described, 1) };
}

const POINTED_BEFORE = new RegExp(String.raw`(?:^|\s)(?:${DET}|sa|ng)\s+$`, 'iu');

/** The message without the words that describe the venue a search goes around ("coffee near the sushi place" → "coffee near
 * the"): what a list asked this way is of. */
export function withoutDescribedNear(text: string): string {
  const described = describedNearAt(text);
  if (!described) return text;
  const { words, at } = described;
  // Only a venue pointed at with an article ("the pizza place", "dat visrestaurant", "sa sushi place"): "zit er vlakbij ook een
  // bakkerij?" asks for the bakery.
  if (!POINTED_BEFORE.test(text.slice(0, at))) return text;
  return text.slice(0, at) + ' '.repeat(words.length) + text.slice(at + words.length);
}
