// Issue 17, the class "picking among listed venues by area": "the one in ueno", "yung nasa Shibuya", "die pizzatent in
// Brooklyn op de lijst" pick the listed venue that is there; of several there, the one that carries the area in its name.
import type { RememberedVenue } from '../conversation-context';
import { LANGS, STOPWORDS } from '../text/stopwords';
import { fold } from './folding';
import { venue, type VenueResolution } from './resolution';

/** The area a listed venue is picked by, in group 1 (up to the end of the clause). */
export const AREA_PICK = new RegExp(
  [
    String.raw`\b(?:the|that)\s+(?:[\p{L}-]+\s+)?(?:one|place|spot)\s+(?:in|on|at|by)\s+([^?.!,;:—]+)`,
    String.raw`|\b(?:yung|ung|iyong)\s+(?:[\p{L}-]+\s+)?(?:nasa|sa)\s+([^?.!,;:—]+)`,
    String.raw`|\b(?:die|degene|diene|dienen)\s+(?:[\p{L}-]+\s+)?(?:in|op|aan)\s+([^?.!,;:—]+)`,
    // "het restaurant dat daar in Shibuya ligt", "the restaurant that's in Shibuya", "yung kainan na nasa Shibuya": kind, then where.
    String.raw`|\b(?:the|het|de|die|dat|yung|ung)\s+[\p{L}-]+\s+(?:that's|that is|which is|dat|die|na)\s+(?:daar\s+|er\s+|there\s+)?`,
    String.raw`(?:in|on|at|op|aan|nasa)\s+([^?.!,;:—]+?)(?:\s+(?:ligt|zit)\b|(?=\s*[?.!,;:—]|$))`,
  ].join(''),
  'iu',
);

/** "the" in "the one on the seafront" is no area: a run of words only names a place from its first word that carries meaning. */
const isFunctionWord = (word: string) => LANGS.some((lang) => STOPWORDS[lang].has(word));

/** "the cheaper one in blijdorp or podgorze": two areas weighed, the comparative picks, not the area. */
const WEIGHS_AREAS: ReadonlySet<string> = new Set(['or', 'of', 'o', 'vs', 'versus']);

const bare = (text: string) =>
  ` ${fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The listed venue in the area the message names; several there: the one named after it; else null. */
export function pickedByArea(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  const match = AREA_PICK.exec(text);
  const said = match && (match[1] ?? match[2] ?? match[3] ?? match[4]);
  if (!said) return null;
  // "the one in north beach do we need to book": the longest run of the first words that is where a listed venue is.
  const words = bare(said).trim().split(' ');
  const first = words.findIndex((word) => !isFunctionWord(word));
  if (first < 0) return null;
  for (let n = Math.min(words.length - first, 4); n > 0; n--) {
    const run = words.slice(first, first + n);
    if (isFunctionWord(run[run.length - 1]) || run.join(' ').length < 3) continue;
    const area = ` ${run.join(' ')} `;
    // The area is where a venue is, so its address holds it: "yung tungkol sa rooftop" names no River Dragon Rooftop.
    const there = list.filter((v) => bare(v.address ?? '').includes(area));
    if (!there.length) continue;
    if (WEIGHS_AREAS.has(words[first + n])) return null;
    const named = there.filter((v) => bare(v.name).includes(area));
    const one = there.length === 1 ? there[0] : named.length === 1 ? named[0] : null;
    return one && venue(one, 'attribute');
  }
  return null;
}

/** Issue 17: "the one in kapitolyo, open now?" with two listed there and nothing else telling them apart: the first listed of
 * them (the best ranked), not a clarifying question. Only a bare pick by area: "the cheap one in alfama" is no such pick. */
export const BARE_AREA_PICK = new RegExp(
  [
    String.raw`(?:^|[.!?]\s+)(?:(?:ok|okay|sige|hmm|ah|oh|so)[,!]?\s+)?(?:the one\s+(?:in|on|at)|(?:yung|ung|iyong)\s+nasa`,
    String.raw`|(?:die|degene)\s+(?:in|op|aan))\s+([^?.!,;:—]+)`,
  ].join(''),
  'iu',
);
export function firstListedInArea(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  const said = BARE_AREA_PICK.exec(text)?.[1];
  if (!said) return null;
  const all = bare(said).trim().split(' ');
  const words = all.slice(
    Math.max(
      0,
      all.findIndex((word) => !isFunctionWord(word)),
    ),
  );
  for (let n = Math.min(words.length, 4); n > 0; n--) {
    const area = ` ${words.slice(0, n).join(' ')} `;
    if (area.length < 5 || isFunctionWord(words[n - 1])) continue;
    const there = list.filter((v) => bare(v.address ?? '').includes(area));
    if (there.length) return venue(there[0], 'attribute');
  }
  return null;
}
