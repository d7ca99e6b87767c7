// Wave db (send me the link): an address is said with the place's Maps link, the pin to open or pass on ("the links for 1 and 3",
// "pa send nga ng location nung pangalawa").
import type { Place } from '../contract/place';
import { placeMapsUrl } from '../places/maps-links';
import { replyText, type Language } from './reply-text';

/** " ([Open in Google Maps](url))": the link said after an address in a list of them; '' after any other fact. */
export const pinAfter = (fact: string, place: Place | null | undefined, lang: Language): string =>
  fact === 'address' && place ? ` ([${replyText(lang, 'label.map')}](${placeMapsUrl(place)}))` : '';
