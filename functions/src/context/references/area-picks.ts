// Issue 17, the class "picking among listed venues by area": "the one in ueno", "yung nasa Shibuya", "die pizzatent in
// Brooklyn op de lijst" pick the listed venue that is there; of several there, the one that carries the area in its name.
import type { RememberedVenue } from '../conversation-context';
import { LANGS, STOPWORDS } from '../text/stopwords';
import { addressHolds, addressWords } from './area-in-address';
import { fold } from './folding';
import { venue, type VenueResolution } from './resolution';

/** "yung", "iyon pong", "yun": the Tagalog words that point at one of the listed, before "nasa" (po, the polite word, after). */
export const TL_PICK = String.raw`(?:yung|ung|iyong|iyon|yong|yun|yon)(?:\s+po|\s+pong|pong)?`;

/** The area a listed venue is picked by, in group 1 (up to the end of the clause). */
export const AREA_PICK = new RegExp(
  [
    String.raw`\b(?:the|that)\s+(?:[\p{L}-]+\s+)?(?:one|place|spot)\s+(?:in|on|at|by)\s+([^?.!,;:—]+)`,
    String.raw`|\b(?:yung|ung|iyong)\s+(?:[\p{L}-]+\s+)?(?:nasa|sa)\s+([^?.!,;:—]+)`,
    String.raw`|\b${TL_PICK}\s+nasa\s+([^?.!,;:—]+)`,
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
  const said = match?.slice(1).find((group) => group !== undefined);
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
    const there = list.filter((v) => addressHolds(v.address ?? '', addressWords(area)));
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
    String.raw`(?:^|[.!?]\s+)(?:(?:ok|okay|sige|hmm|ah|oh|so)[,!]?\s+)?(?:the one\s+(?:in|on|at|by)|${TL_PICK}\s+nasa`,
    String.raw`|(?:die|degene)\s+(?:in|op|aan))\s+([^?.!,;:—]+)`,
  ].join(''),
  'iu',
);
/** "and the one in Shibuya, is it open now?", "en die in De Pijp, hoe laat?": after "and" only with a question about it after the
 * comma (a bare "and the one in X?" may ask for another search there). */
export const CONJOINED_AREA_PICK = new RegExp(
  [
    String.raw`(?:^|[.!?]\s+)(?:and|en|at|eh|e|oh and|ok and)\s+(?:the one\s+(?:in|on|at|by)|${TL_PICK}\s+nasa`,
    String.raw`|(?:die|degene)\s+(?:in|op|aan))\s+([^?.!,;:—]+),\s*\p{L}`,
  ].join(''),
  'iu',
);

/** The area a bare pick names, as typed: "the one in kapitolyo, open now?" is kapitolyo. */
export function areaPickSaid(text: string): string | undefined {
  return (BARE_AREA_PICK.exec(text) ?? CONJOINED_AREA_PICK.exec(text))?.[1];
}

export function firstListedInArea(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  const said = areaPickSaid(text);
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
    const there = list.filter((v) => addressHolds(v.address ?? '', addressWords(area)));
    if (there.length) return venue(there[0], 'attribute');
  }
  return null;
}
