// Issue 17, the class "picking among listed venues by area": "the one in ueno", "yung nasa Shibuya", "die pizzatent in
// Brooklyn op de lijst" pick the listed venue that is there; of several there, the one that carries the area in its name.
import type { RememberedVenue } from '../conversation-context';
import { fold } from './folding';
import { venue, type VenueResolution } from './resolution';

/** The area a listed venue is picked by, in group 1 (up to the end of the clause). */
export const AREA_PICK = new RegExp(
  [
    String.raw`\b(?:the|that)\s+(?:[\p{L}-]+\s+)?(?:one|place|spot)\s+(?:in|on|at|by)\s+([^?.!,;:—]+)`,
    String.raw`|\b(?:yung|ung|iyong)\s+(?:[\p{L}-]+\s+)?(?:nasa|sa)\s+([^?.!,;:—]+)`,
    String.raw`|\b(?:die|degene|diene|dienen)\s+(?:[\p{L}-]+\s+)?(?:in|op|aan)\s+([^?.!,;:—]+)`,
  ].join(''),
  'iu',
);

const bare = (text: string) =>
  ` ${fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The listed venue in the area the message names; several there: the one named after it; else null. */
export function pickedByArea(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  const match = AREA_PICK.exec(text);
  const said = match && (match[1] ?? match[2] ?? match[3]);
  if (!said) return null;
  // "the one in north beach do we need to book": the longest run of the first words that is where a listed venue is.
  const words = bare(said).trim().split(' ');
  for (let n = Math.min(words.length, 4); n > 0; n--) {
    const area = ` ${words.slice(0, n).join(' ')} `;
    if (area.trim().length < 3) continue;
    const there = list.filter((v) => bare(`${v.name} ${v.address ?? ''}`).includes(area));
    if (!there.length) continue;
    const named = there.filter((v) => bare(v.name).includes(area));
    const one = there.length === 1 ? there[0] : named.length === 1 ? named[0] : null;
    return one && venue(one, 'attribute');
  }
  return null;
}
