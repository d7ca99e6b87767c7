// Where the user is looking: gazetteer names and abbreviations anywhere, unknown capitalised names only
// after a locative word ("in", "near", "around", Tagalog "sa", Dutch "bij"), venue names never.
// The rules are records in rules/location-rules.ts (and the candidate filters in rules/location-candidate-filters.ts).
import { decideLocation } from './rules/location-rules';
import type { LocationCandidate, LocationOptions } from './rules/location-state';

export type { LocationCandidate };

/** The location named in the message, as the user wrote it, or null. `venueNames` are never locations. */
export function extractLocation(text: string, options: LocationOptions = {}): string | null {
  return decideLocation(text, options).result;
}

/** The location named in the message, and the id of the location rule that decided it (for the debug drawer). */
export function extractLocationByRule(text: string, options: LocationOptions = {}): { location: string | null; rule: string } {
  const { result, rule } = decideLocation(text, options);
  return { location: result, rule };
}
