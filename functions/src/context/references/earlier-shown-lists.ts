// Issue 17: the lists shown before the latest one, each rebuilt in the order it was shown, so a list that shared venues with a
// later one ("burger in Makati", then "sa BGC naman" with the same four reordered) is still there to pick in.
import type { RememberedVenue, ShownList } from '../conversation-context';

/** Each earlier list by the user turn it answered: from the lists remembered, their venues as remembered (`turn` set to that
 * list's); a list no longer remembered (a context stored before lists were, or one past the last of them) is the known venues
 * the turn that last showed them, as before. */
export function earlierShownLists(
  known: readonly RememberedVenue[],
  list: readonly RememberedVenue[],
  lists: readonly ShownList[] | undefined,
): Map<number, RememberedVenue[]> {
  const latest = list[0]?.turn;
  const groups = new Map<number, RememberedVenue[]>();
  if (lists) {
    const byId = new Map(known.map((v) => [v.placeId, v]));
    for (const shown of lists) {
      if (shown.turn === latest || groups.has(shown.turn)) continue;
      // Up to the first venue no longer known, so every venue keeps its place in the list.
      const gone = shown.placeIds.findIndex((id) => !byId.has(id));
      const venues = shown.placeIds.slice(0, gone < 0 ? undefined : gone).map((id) => ({ ...byId.get(id)!, turn: shown.turn }));
      if (venues.length) groups.set(shown.turn, venues);
    }
  }
  const remembered = new Set(lists?.map((shown) => shown.turn));
  for (const v of known)
    if (v.turn !== latest && !remembered.has(v.turn) && !list.some((l) => l.placeId === v.placeId))
      groups.set(v.turn, [...(groups.get(v.turn) ?? []), v]);
  return groups;
}

/** The venues of a shown list in the order it showed them, when every one is still known; else null. */
export function venuesOfShownList(shown: ShownList | undefined, known: readonly RememberedVenue[]): RememberedVenue[] | null {
  const venues = shown?.placeIds.map((id) => known.find((v) => v.placeId === id));
  return venues?.every((v): v is RememberedVenue => v !== undefined) ? venues : null;
}
