// Issue 17 (wave bc, messages dictated to the phone): a name as it sounds, so a place spelled by ear ("shibooya", "sjiboeja",
// "grinhils", "tiong barroo", "hong day", "so ho") meets the name it is: letters only, then the spellings English, Dutch and
// Tagalog writers use for one sound made one, and doubled letters made single.
import { fold } from './fold';

/** Spellings of one sound, replaced in this order ("sjiboeja": sj → sh, oe → u, j → y gives "shibuya"). */
const SAME_SOUND: readonly (readonly [RegExp, string])[] = [
  [/sj/g, 'sh'],
  [/sch/g, 'sk'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/qu/g, 'kw'],
  [/oe|oo|ou/g, 'u'],
  [/ee|ie/g, 'i'],
  [/ae|ai|ay|ei|ey/g, 'e'],
  [/j/g, 'y'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/z/g, 's'],
  // "bahru" and "barroo": an h before a consonant or at the end is not heard.
  [/h(?![aeiouy])/g, ''],
  // "mackaty": a final y sounds as the i of "Makati".
  [/y$/, 'i'],
  [/(.)\1+/g, '$1'],
];

/** The key of a name as it sounds: "Shibuya", "shibooya" and "sjiboeja" share "shibuya"; "Hell's Kitchen" and "hells kitchen"
 * share "helskitsen". */
export function soundKey(name: string): string {
  let key = fold(name).replace(/[^a-z]/g, '');
  for (const [spelling, sound] of SAME_SOUND) key = key.replace(spelling, sound);
  return key;
}

/** Every key one letter shorter: "asakusa" gives "asaksa" among others, so a letter dropped by ear still meets the name. */
export function keysOneLetterShorter(key: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < key.length; i++) out.add(key.slice(0, i) + key.slice(i + 1));
  return [...out];
}
