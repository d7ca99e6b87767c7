// The Tagalog linker: "simbahang Katoliko" (simbahan + g), "kapeng barako" (kape + ng). One reader for the engine's query
// lexicon and the catalog's search words.

/** The shortest word a linker is read off. */
const MIN_LINKED_STEM = 4;

/** The words a word with the linker may join, longest first ("simbahang" → simbahan, simbaha); none without one. */
export function linkerStems(word: string): string[] {
  if (!word.endsWith('ng')) return [];
  return [word.slice(0, -1), word.slice(0, -2)].filter((stem) => stem.length >= MIN_LINKED_STEM);
}
