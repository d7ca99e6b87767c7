// Tagalog writes borrowed words as they sound ("panaderya", "tsokolate", "keso"); the catalog's words keep the Spanish or
// English spelling ("panaderia", "chocolate", "queso"). Both fold to one sound-spelling so either finds the other.

/** Spellings of one sound, longest first: each is rewritten to the Abakada letters Tagalog uses for it. */
const SOUNDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/qu/g, 'k'],
  [/ch/g, 'ts'],
  [/ll/g, 'ly'],
  [/ñ/g, 'ny'],
  [/c(?=[ei])/g, 's'],
  [/c/g, 'k'],
  [/x/g, 'ks'],
  [/v/g, 'b'],
  [/f/g, 'p'],
  [/z/g, 's'],
  // "panaderia" / "panaderya": an unstressed i before a vowel is the glide y.
  [/(?<=[^aeiou])i(?=[aeou])/g, 'y'],
];

/** The sound-spelling of a folded word: "panaderia" and "panaderya" → "panaderya", "chocolate" → "tsokolate". */
export function tagalogSpelling(word: string): string {
  return SOUNDS.reduce((text, [spelling, letters]) => text.replace(spelling, letters), word);
}
