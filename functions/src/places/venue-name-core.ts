// The words of a famous place's name that say which one it is: "Musée d'Orsay" is "Orsay", "Gyeongbokgung Palace" is
// "Gyeongbokgung". The search reads "near the Orsay" as near the museum; the offline model knows the place named so.
import { isKnownPlace } from '../context/gazetteer';

/** Words a famous place's name opens or ends with that do not say which one. */
const NAME_FRAME = new Set(['musee', 'museum', 'museu', 'museo', 'the', 'de', 'du', 'd', 'l', 'het', 'la', 'le', 'of', 'palace', 'do']);
const MIN_CORE = 5;

/** The core of a normalized name, or null when it is the whole name, too short, or the name of an area ("ueno park" → none). */
export function nameCore(normalized: string): string | null {
  const words = normalized.split(' ');
  let start = 0;
  let end = words.length;
  while (start < end && NAME_FRAME.has(words[start])) start++;
  while (end > start && NAME_FRAME.has(words[end - 1])) end--;
  const core = words.slice(start, end).join(' ');
  return core.length >= MIN_CORE && core !== normalized && !isKnownPlace(core) ? core : null;
}
