// Issue 17, wave zw: the person leaves the choice to the concierge ("u pick", "surprise me", "ikaw na bahala", "verras me
// maar", "jij mag kiezen"): the best-rated venue of the list shown is the one picked, as a person asked to choose would.
import type { RememberedVenue } from '../conversation-context';
import { extremes } from './price-rating';
import { venue, type VenueResolution } from './resolution';

export const PICK_FOR_ME = new RegExp(
  [
    String.raw`\b(?:(?:u|you)\s+(?:pick|choose|decide)(?!\s+(?:\w+\s+)?up\b)|(?:pick|choose)\s+(?:one\s+)?for\s+(?:me|us)`,
    String.raw`|surprise\s+(?:me|us)|your\s+(?:pick|call|choice)|up\s+to\s+you|ikaw\s+na(?:\s+lang)?(?:\s+ang)?\s+(?:bahala|pumili|mamili)`,
    String.raw`|pili(?:in)?\s+ka\s+na|bahala\s+ka\s+na|verras\s+(?:me|ons)|(?:jij|gij|u)\s+mag\s+kiezen`,
    String.raw`|kies\s+(?:jij|gij|u)(?:\s+maar)?|aan\s+(?:jou|u)\s+de\s+keuze|zeg\s+(?:jij|gij)\s+(?:het\s+)?maar)\b`,
  ].join(''),
  'i',
);

/** The best-rated venue of the list (the first listed of those tied), or null when no venue has a rating. */
export function pickedForMe(list: readonly RememberedVenue[]): VenueResolution | null {
  // extremes() compares only when two or more have a rating; a list with one rated venue picks that one.
  const best = extremes(list, (v) => v.rating ?? null, 1)[0] ?? list.find((v) => v.rating != null);
  return best ? venue(best, 'attribute') : null;
}
