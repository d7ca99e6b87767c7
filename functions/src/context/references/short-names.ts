// A venue called by the start of a word of its name, capitalised after an article: "the Met" for The Metropolitan Museum of
// Art, "de Rijks" for the Rijksmuseum, "yung Conservatory" for ... ; how people say the big names. One venue must fit.
import type { RememberedVenue } from '../conversation-context';
import { isKnownPlace } from '../gazetteer';
import { fold } from './folding';

/** A capitalised word after an article, not the first of a run of capitalised words ("the Met", not "the New Museum"). */
export const SHORT_NAME = /(?:^|\P{L})(?:the|de|het|'t|yung|ung|ang|sa)\s+(\p{Lu}\p{L}{2,})(?![\p{L}'’-])(?!\s+\p{Lu})/u;

/** The one venue with a word of its name that the short word starts and is longer than; null when none or several do. */
export function shortNamed(text: string, venues: readonly RememberedVenue[]): RememberedVenue | null {
  const word = SHORT_NAME.exec(text)?.[1];
  if (!word || isKnownPlace(word)) return null;
  const short = fold(word);
  const fits = venues.filter((venue) =>
    fold(venue.name)
      .split(/[^\p{L}\p{N}]+/u)
      .some((part) => part.length > short.length + 1 && part.startsWith(short)),
  );
  return fits.length === 1 ? fits[0] : null;
}
