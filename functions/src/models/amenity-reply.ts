// Issue 17 (wave cz, the practical stuff): an everyday need near a card ("an atm near the second one", "may botika ba malapit
// dun?", "een apotheek in de buurt van de eerste") is nothing the concierge looks up: the reply says so in the person's language
// and gives a Google Maps search for it near the card or the place talked about; the list stays.
import type { ParsedContextLine } from '../context/context-line';
import { firstEntryIn, partFrom } from '../context/intent/intent-words';
import { AMENITIES, type Amenity } from '../context/lexicon/amenities';
import { mapsSearchUrl } from '../places/maps-links';
import { replyText, type Language } from './reply-text';

const AMENITY_PARTS = AMENITIES.map((amenity) => [amenity, partFrom(`AMENITY_${amenity.id}`, amenity.words)] as const);

/** The everyday need the words name, the first in the lexicon's order; null when none. */
export function amenityAsked(said: string): Amenity | null {
  return firstEntryIn(said, 'AMENITY', AMENITY_PARTS);
}

/** What the concierge says to an everyday need: that it does not look it up, with a Maps search near the card picked or in
 * focus, else near the place searched in. */
export function amenityReply(said: string, parsed: ParsedContextLine | null, lang: Language): string {
  const amenity = amenityAsked(said);
  if (!amenity) return replyText(lang, 'smalltalk.amenity');
  const venue = parsed?.referringTo ?? parsed?.focus ?? null;
  const place = venue?.name ?? parsed?.location ?? null;
  const what = amenity.label[lang];
  if (!place) return replyText(lang, 'amenity.anywhere', { what, url: mapsSearchUrl(amenity.maps) });
  // "ATM near Ichiran Shibuya, Shibuya": the card's name with the place searched in, so Maps finds the right one.
  const near = venue && parsed?.location ? `${venue.name}, ${parsed.location}` : place;
  return replyText(lang, 'amenity.near', { what, place, url: mapsSearchUrl(`${amenity.maps} near ${near}`) });
}
