// Issue 17: two venues weighed from two lists: "compare the first of the QC list with the first one here", "yung una sa QC list
// kanina at yung una dito", "de eerste van de lijst van daarnet of de eerste hier". The engine resolved the one of the earlier list;
// the other position is counted in the latest list.
import { positionInLatestOfTwo } from '../context/references/list-sides';
import type { VenueRef } from './offline-replies';

/** The venue of the latest list weighed against `earlier` (a venue of an earlier list the engine resolved), when the text names
 * exactly two positions and one of them is said of the latest list; null otherwise. */
export function latestOfPairAcrossLists(text: string, earlier: VenueRef, latest: readonly VenueRef[]): VenueRef | null {
  if (latest.some((venue) => venue.placeId === earlier.placeId)) return null;
  const index = positionInLatestOfTwo(text);
  if (index === null) return null;
  const venue = latest[index];
  return venue && venue.placeId !== earlier.placeId ? venue : null;
}
