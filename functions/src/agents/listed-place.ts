// What a search tells the model about each place: what the list card shows and a question about the list needs
// (which is cheapest, best rated, the one on that street, when the event is). The card itself gets the whole place;
// the rest (summary, Maps link, coordinates, hours, facts) the model asks placeDetails or placeFact for.
import type { z } from 'zod';
import { PlaceSchema, type Place } from '../contract/place';

export const ListedPlaceSchema = PlaceSchema.pick({
  placeId: true,
  name: true,
  category: true,
  address: true,
  rating: true,
  priceLevel: true,
  date: true,
  time: true,
  openNow: true,
  opensAt: true,
});
export type ListedPlace = z.infer<typeof ListedPlaceSchema>;

const LISTED_FIELDS = Object.keys(ListedPlaceSchema.shape) as (keyof ListedPlace)[];

/** The listed fields of a place that has them, in the schema's order; nothing else. */
export function listedPlace(place: Place): ListedPlace {
  const listed: Record<string, unknown> = {};
  for (const field of LISTED_FIELDS) if (place[field] !== undefined) listed[field] = place[field];
  return listed as ListedPlace;
}
