// The sub-agents' place tools: thin Genkit wiring over plain handlers on the PlaceSearch interface.
import { z, type Genkit } from 'genkit';
import { PlaceSchema, type Place } from '../contract/place';
import type { PlaceSearch } from '../places/place-search';
import { collectPlaceCall, collectVenues, readTurn } from './turn-context';

export const SearchPlacesInputSchema = z.object({
  query: z.string().min(1).max(200).describe('what to look for, e.g. "ramen", "jazz concerts", "museum"'),
  location: z
    .string()
    .max(200)
    .nullable()
    .describe('city or neighbourhood from the context line, e.g. "Makati"; null only when truly unknown'),
  limit: z.number().int().min(1).max(10).optional().describe('how many places to return (default 5)'),
});
export type SearchPlacesInput = z.infer<typeof SearchPlacesInputSchema>;

export const SearchPlacesOutputSchema = z.object({
  places: z.array(PlaceSchema),
  error: z.string().optional().describe('set when the place search could not be reached'),
});
export type SearchPlacesOutput = z.infer<typeof SearchPlacesOutputSchema>;

export const PlaceDetailsInputSchema = z.object({
  placeId: z.string().min(1).max(300).describe('the place_id of a venue, e.g. from the context line'),
});
export type PlaceDetailsInput = z.infer<typeof PlaceDetailsInputSchema>;

export const PlaceDetailsOutputSchema = z.object({
  place: PlaceSchema.nullable().describe('null when the id is unknown'),
  error: z.string().optional(),
});
export type PlaceDetailsOutput = z.infer<typeof PlaceDetailsOutputSchema>;

export const GetDirectionsInputSchema = z.object({
  placeId: z.string().min(1).max(300).describe('the place_id of the destination'),
  origin: z.string().max(200).nullable().optional().describe('where the user starts, when known'),
  mode: z.enum(['walking', 'transit', 'driving']).optional(),
});
export type GetDirectionsInput = z.infer<typeof GetDirectionsInputSchema>;

export const GetDirectionsOutputSchema = z.object({
  directions: z
    .object({ place: PlaceSchema, url: z.string(), hints: z.array(z.string()) })
    .nullable()
    .describe('null when the id is unknown'),
  error: z.string().optional(),
});
export type GetDirectionsOutput = z.infer<typeof GetDirectionsOutputSchema>;

const UNREACHABLE = 'The place search is unavailable right now.';

/** Failures come back as data so the model can tell the user instead of the whole turn failing. */
export async function searchPlaces(placeSearch: PlaceSearch, input: SearchPlacesInput): Promise<SearchPlacesOutput> {
  try {
    return { places: await placeSearch.search({ query: input.query, location: input.location, limit: input.limit }) };
  } catch {
    return { places: [], error: UNREACHABLE };
  }
}

export async function placeDetails(placeSearch: PlaceSearch, input: PlaceDetailsInput): Promise<PlaceDetailsOutput> {
  try {
    return { place: await placeSearch.details(input.placeId) };
  } catch {
    return { place: null, error: UNREACHABLE };
  }
}

export async function getDirections(placeSearch: PlaceSearch, input: GetDirectionsInput): Promise<GetDirectionsOutput> {
  try {
    return { directions: await placeSearch.directions(input) };
  } catch {
    return { directions: null, error: UNREACHABLE };
  }
}

export type PlaceTools = ReturnType<typeof definePlaceTools>;

/** Registers the three place tools; each files its call and the places it returned with the turn. */
export function definePlaceTools(ai: Genkit, placeSearch: PlaceSearch) {
  const searchPlacesTool = ai.defineTool(
    {
      name: 'searchPlaces',
      description:
        'Use this to find places (restaurants, cafés, bars, sights, events, day-trip destinations) matching a query ' +
        'in a location. Take the location from the context line when the user does not name one.',
      inputSchema: SearchPlacesInputSchema,
      outputSchema: SearchPlacesOutputSchema,
    },
    async (input, { context }) => {
      const turn = readTurn(context);
      const output = await searchPlaces(placeSearch, input);
      collectPlaceCall(turn, { tool: 'searchPlaces', query: input.query, location: input.location });
      collectVenues(turn.collector, output.places);
      return output;
    },
  );
  const placeDetailsTool = ai.defineTool(
    {
      name: 'placeDetails',
      description:
        'Use this when the user asks about one venue ("tell me more", "the second one"): pass the place_id of the ' +
        'venue the context line is referring to.',
      inputSchema: PlaceDetailsInputSchema,
      outputSchema: PlaceDetailsOutputSchema,
    },
    async (input, { context }) => {
      const turn = readTurn(context);
      const output = await placeDetails(placeSearch, input);
      collectPlaceCall(turn, { tool: 'placeDetails', placeId: input.placeId });
      if (output.place) collectVenues(turn.collector, [output.place]);
      return output;
    },
  );
  const getDirectionsTool = ai.defineTool(
    {
      name: 'getDirections',
      description:
        'Use this when the user asks how to get to a venue ("how do I get there?"): pass the place_id of the venue ' +
        'the context line is referring to. Returns a Google Maps link and hints.',
      inputSchema: GetDirectionsInputSchema,
      outputSchema: GetDirectionsOutputSchema,
    },
    async (input, { context }) => {
      const turn = readTurn(context);
      const output = await getDirections(placeSearch, input);
      collectPlaceCall(turn, { tool: 'getDirections', placeId: input.placeId });
      if (output.directions) collectVenues(turn.collector, [output.directions.place as Place]);
      return output;
    },
  );
  return [searchPlacesTool, placeDetailsTool, getDirectionsTool];
}
