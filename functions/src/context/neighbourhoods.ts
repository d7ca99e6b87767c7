// Neighbourhoods, districts, squares, streets that name an area and landmarks that serve as one, for about 440 cities
// (the most visited worldwide, the Philippines, the Netherlands and Belgium): "ramen near kings cross", "sa may session road",
// "a bar in the gothic quarter". Written from general knowledge (a list of about 15,000), then thinned: no names that are
// also everyday words or shared by many cities ("Chinatown", "Old Town", "Night Market"; a few such as West End, Little
// Tokyo and Latin Quarter are kept, being what people call the area), none with a word for a kind of
// place (market, park, temple, station ...: "the Sagrada Familia" is a sight to visit), no single word of four letters or
// less, and none the gazetteer already had. They count only right after where-words ("near", "sa may", "in de buurt van").
// The last group of each catalog city lists the offline catalog's own area names and aliases the list did not have, kind words
// and all ("lincoln park", "museum campus", "central park"): in the catalog they are where people search, typed in any case.
// The names live in lexicon/neighbourhoods.json, grouped by the city they are in.
import GROUPS from './lexicon/neighbourhoods.json';

/** The neighbourhoods of one city (null: a city not known), each name followed by its other spellings. A name marked as
 * a common word ("Golden": golden gate park) is listed, with why, but not matched. */
export interface NeighbourhoodGroup {
  city: string | null;
  names: readonly string[];
  aliases?: Readonly<Record<string, readonly string[]>>;
  commonWords?: Readonly<Record<string, string>>;
}

// TypeScript types each group's commonWords as its own object shape, with the other groups' names optional: the
// union is no Record, though every value is a string (the lexicon spec reads them all).
export const NEIGHBOURHOOD_GROUPS = GROUPS as readonly NeighbourhoodGroup[];

/** Every name and other spelling the engine matches, in the order listed. */
export const NEIGHBOURHOODS: readonly string[] = NEIGHBOURHOOD_GROUPS.flatMap(({ names, aliases, commonWords }) =>
  names.filter((name) => !commonWords?.[name]).flatMap((name) => [name, ...(aliases?.[name] ?? [])]),
);
