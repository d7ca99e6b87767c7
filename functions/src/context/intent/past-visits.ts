// Issue 17 (wave at, "the next day"): a report of a visit to a listed card said before a new request ("We went to the first
// one last night and he LOVED it, now he wants another pizza place in Wicker Park", "Nakakain na po kami sa pangatlo kahapon.
// Ngayon ... Quezon City", "Gisteren bij de eerste gezeten, prima. Vandaag Amsterdam, Zuidas") tells; it asks nothing of that
// card. Its words are blanked (same length), so the request after it is what the engine and the offline model read.
import { turnIntentOf } from './turn-intent';

/** Yesterday and last night: a visit then is over ("this morning" still names a list of today). */
const BEFORE_TODAY =
  /(?<!\p{L})(?:last night|yesterday|the other day|kagabi|kahapon|gisteren|gisteravond|gisterenavond|eergisteren)(?!\p{L})/iu;
/** Where one piece of the message ends: a sentence mark, an emoji, or the word that turns to now ("now", "ngayon", "vandaag"). */
const PIECE_END = /[.!?\n]+|\p{Extended_Pictographic}+|(?<=\s)(?=(?:now|today|ngayon|vandaag|nu|next stop)(?!\p{L}))/giu;
/** The request points back at the card visited ("near there", "doon sa kinainan namin kahapon", "daar in de buurt"): then
 * the report is what it points at, and stays. */
const POINTS_AT_IT = new RegExp(
  [
    String.raw`(?<!\p{L})(?:(?:near|around|close to|from|by) (?:there|it)|(?:malapit|galing) (?:dun|doon|diyan|dyan)`,
    String.raw`|(?:dun|doon) sa (?:kinainan|pinuntahan|kinain)|(?:daar|er) (?:in de buurt|vlakbij|dichtbij)|in de buurt daarvan`,
    String.raw`|van(?:af)? daar)(?!\p{L})`,
  ].join(''),
  'iu',
);
/** A piece with some letters left is a request; blanks, marks and emoji alone are not. */
const WORDS = /\p{L}{2,}/u;

/** The message with each piece that reports a visit to a card by its number blanked; unchanged when no piece does, when the
 * piece asks something ("was the first one from last night halal?"), or when nothing would be left to read. */
export function withoutPastVisits(text: string): string {
  if (!BEFORE_TODAY.test(text)) return text;
  const pieces: { start: number; end: number }[] = [];
  let start = 0;
  for (const end of text.matchAll(PIECE_END)) {
    const at = (end.index ?? 0) + end[0].length;
    if (at > start) pieces.push({ start, end: at });
    start = at;
  }
  if (start < text.length) pieces.push({ start, end: text.length });
  let out = text;
  for (const { start: from, end: to } of pieces) {
    const piece = text.slice(from, to);
    if (!BEFORE_TODAY.test(piece) || piece.includes('?') || turnIntentOf(piece).ordinal === null) continue;
    out = out.slice(0, from) + ' '.repeat(piece.length) + out.slice(to);
  }
  return out !== text && WORDS.test(out) && !POINTS_AT_IT.test(out) ? out : text;
}
