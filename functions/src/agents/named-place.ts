// The place inside the words a person uses for where they start: "my hotel near Leidseplein", "ons hotel in De Pijp" is found as
// "Leidseplein", "De Pijp".

/** "near", "bij", "malapit sa" and their kin, then the place: the last such phrase wins ("our flat by the Dam"). */
const PLACE_INSIDE = /\b(?:near|by|close to|next to|at|in|bij|vlakbij|dichtbij|naast|aan|op|malapit sa|sa may|sa|tabi ng)\s+(\S.*)$/i;
const ARTICLE = /^(?:the|de|het|'t|ang|yung|ung|iyong)\s+/i;

/** The place named inside `words` ("my hotel near Leidseplein" → "Leidseplein"), without its article; null when none is. */
export function placeNamedInside(words: string): string | null {
  const inside = PLACE_INSIDE.exec(words.trim())?.[1]?.replace(ARTICLE, '').trim();
  return inside || null;
}
