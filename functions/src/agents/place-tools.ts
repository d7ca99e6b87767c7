// The sub-agents' place tools: thin Genkit wiring over plain handlers on the PlaceSearch interface.
import { z, type Genkit } from 'genkit';
import { PlaceSchema, PriceLevelSchema, type Place } from '../contract/place';
import { estimateTravel } from '../places/geo-distance';
import { mapsDirectionsUrl } from '../places/maps-links';
import { listedPlace, ListedPlaceSchema } from './listed-place';
import { placeNamedInside } from './named-place';
import { PLACE_FACT_NAMES, placeFactValue } from '../places/place-facts';
import type { PlaceRef, PlaceSearch } from '../places/place-search';
import { searchRelaxed } from '../places/relaxed-search';
import { MAX_SEARCH_LIMIT, searchLimit } from '../places/search-limit';
import { factsInQuery, SEARCH_FACTS } from '../places/search-words';
import { collectPlaceCall, collectVenues, readTurn } from './turn-context';

const PlaceRefInputSchema = z.object({
  placeId: z.string().min(1).max(300).optional().describe('the place_id of a venue, e.g. from the context line'),
  name: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('or, when there is no place_id, a name: a venue, a station or a square, e.g. "Amsterdam Centraal"'),
});
type PlaceRefInput = z.infer<typeof PlaceRefInputSchema>;

export const SearchPlacesInputSchema = z.object({
  query: z.string().min(1).max(200).describe('what to look for, e.g. "ramen", "jazz concerts", "museum"'),
  location: z
    .string()
    .max(200)
    .nullable()
    .describe('city or neighbourhood from the context line, e.g. "Makati"; null only when truly unknown'),
  limit: z.number().int().min(1).max(10).optional().describe('how many places to return (default 5)'),
  near: PlaceRefInputSchema.nullable()
    .optional()
    .describe(
      'search around this place instead of the whole location: "near there" is the venue the conversation is about (the ' +
        'context line\'s referring-to, else the venue of your last answer); "close to Shibuya station" is that name. The ' +
        'near words never go into `query`',
    ),
  radiusMeters: z.number().int().min(100).max(20000).optional().describe('how far from `near` to look (default 1500)'),
  priceLevels: z
    .array(PriceLevelSchema)
    .max(5)
    .optional()
    .describe('only these price levels: "nothing too fancy", "mura lang", "niet te duur" → ["inexpensive", "moderate"]'),
  openNow: z.boolean().optional().describe('true when the user wants places that are open right now'),
  facts: z
    .array(z.enum(SEARCH_FACTS))
    .max(SEARCH_FACTS.length)
    .optional()
    .describe('only places known to have these: "halal sa BGC" → ["halal"], "met een terras" → ["outdoorSeating"]'),
  exclude: z
    .array(z.string().min(1).max(300))
    .max(10)
    .optional()
    .describe('place_ids to leave out: the venue just turned down ("closes too early, something else?", "iba nalang")'),
});
export type SearchPlacesInput = z.infer<typeof SearchPlacesInputSchema>;

export const SearchRelaxationSchema = z
  .object({
    droppedPriceLevels: z.array(PriceLevelSchema).optional().describe('nothing at these prices: the list has other prices'),
    droppedFacts: z.array(z.enum(SEARCH_FACTS)).optional().describe('nothing known to have these: the list may lack them'),
    widened: z
      .object({ fromMeters: z.number(), toMeters: z.number() })
      .optional()
      .describe('nothing within fromMeters of `near`: the list reaches toMeters'),
    wholeLocation: z.string().optional().describe('nothing near `near` even widened: the list is from this whole location'),
    widerLocation: z
      .object({ from: z.string(), to: z.string(), foundInFrom: z.number().int().min(1).optional() })
      .optional()
      .describe('nothing (or only foundInFrom places) in `from`: the list is from `to`, the place it lies in'),
    pricedAbove: z
      .object({ foundAtPrice: z.number().int().min(1) })
      .optional()
      .describe('only the first foundAtPrice places are at the prices asked for: the rest cost more, cheapest first'),
    closedNow: z
      .object({ openFound: z.number().int().min(0) })
      .optional()
      .describe('only openFound places (the first) are open now: say so, and when each of the others opens (`opensAt`)'),
    aroundPoint: z.string().optional().describe('the location named one point: the list is the nearest around it'),
    otherKind: z
      .object({ from: z.string(), to: z.enum(['restaurants', 'bars', 'markets']) })
      .optional()
      .describe('nothing of the kind asked (`from`) there: the list is `to` instead; say so before offering them'),
  })
  .describe('what the search gave up to find something: tell the user, e.g. "nothing cheap there; here are the closest"');

export const SearchPlacesOutputSchema = z.object({
  places: z.array(PlaceSchema),
  relaxed: SearchRelaxationSchema.optional(),
  error: z.string().optional().describe('set when the place search could not be reached'),
  outsideCoverage: z
    .object({ location: z.string(), cities: z.array(z.string()) })
    .optional()
    .describe('the offline demo data holds only `cities`, not `location`: say so; live results need a Google Places key'),
});
export type SearchPlacesOutput = z.infer<typeof SearchPlacesOutputSchema>;

/** What the searchPlaces tool returns to the model: the search with each place as listed (the cards get whole places). */
export const SearchPlacesListingSchema = SearchPlacesOutputSchema.extend({ places: z.array(ListedPlaceSchema) });
export type SearchPlacesListing = z.infer<typeof SearchPlacesListingSchema>;

export function searchListing(output: SearchPlacesOutput): SearchPlacesListing {
  return { ...output, places: output.places.map(listedPlace) };
}

export const PlaceDetailsInputSchema = z.object({
  placeId: z.string().min(1).max(300).describe('the place_id of a venue, e.g. from the context line'),
});
export type PlaceDetailsInput = z.infer<typeof PlaceDetailsInputSchema>;

export const PlaceDetailsOutputSchema = z.object({
  place: PlaceSchema.nullable().describe('null when the id is unknown'),
  error: z.string().optional(),
});
export type PlaceDetailsOutput = z.infer<typeof PlaceDetailsOutputSchema>;

export const GetDirectionsInputSchema = z
  .object({
    placeId: z.string().min(1).max(300).optional().describe('the place_id of the destination venue'),
    destination: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('a station, airport or landmark by name, when the destination is no venue with a place_id'),
    location: z.string().max(200).nullable().optional().describe('the city the named destination is in, when known'),
    origin: z.string().max(200).nullable().optional().describe('where the user starts, when known'),
    mode: z.enum(['walking', 'transit', 'driving']).optional(),
  })
  .refine((input) => input.placeId !== undefined || input.destination !== undefined, 'give placeId or destination');
export type GetDirectionsInput = z.infer<typeof GetDirectionsInputSchema>;

export const GetDirectionsOutputSchema = z.object({
  directions: z
    .object({ place: PlaceSchema, url: z.string(), hints: z.array(z.string()) })
    .nullable()
    .describe('null when the id is unknown'),
  error: z.string().optional(),
});
export type GetDirectionsOutput = z.infer<typeof GetDirectionsOutputSchema>;

export const PlaceFactInputSchema = z.object({
  placeId: z.string().min(1).max(300).describe('the place_id of the venue the user asks about, from the context line'),
  fact: z
    .enum(PLACE_FACT_NAMES)
    .describe(
      'the one thing asked: openNow, openLate ("open late?"), openingHours, vegetarian, halal, kidFriendly, outdoorSeating, ' +
        'acceptsCards ("kan ik er pinnen?"), reservable, wheelchairAccessible (the entrance), accessibleRestroom, allowsDogs, parking ' +
        '("may parking ba?"), phone, website, ' +
        'priceLevel, rating, address',
    ),
});
export type PlaceFactInput = z.infer<typeof PlaceFactInputSchema>;

const FactValueSchema = z.union([z.boolean(), z.number(), z.string(), z.array(z.string())]);

export const PlaceFactOutputSchema = z.object({
  place: z
    .object({
      placeId: z.string(),
      name: z.string(),
      mapsUrl: z.string().optional(),
      approximate: z.boolean().optional().describe('true: say the answer may be out of date'),
    })
    .nullable()
    .describe('null when the id is unknown'),
  fact: z.enum(PLACE_FACT_NAMES),
  value: FactValueSchema.describe('the answer, or "unknown" when the source does not say: then say so, never guess'),
  today: z.string().optional().describe('opening hours only: the weekday at the place now, what "today" and "tomorrow" count from'),
  error: z.string().optional(),
});
export type PlaceFactOutput = z.infer<typeof PlaceFactOutputSchema>;

export const PlaceDistanceInputSchema = z.object({
  from: PlaceRefInputSchema.describe('where the user starts: a venue by place_id, or a named place ("the station")'),
  to: PlaceRefInputSchema.describe('where the user goes: a venue by place_id, or a named place'),
  location: z.string().max(200).nullable().optional().describe('the city from the context line, to find named places in'),
});
export type PlaceDistanceInput = z.infer<typeof PlaceDistanceInputSchema>;

const EndpointSchema = z.object({ placeId: z.string(), name: z.string() });

export const PlaceDistanceOutputSchema = z.object({
  from: EndpointSchema.nullable().describe('null when that place could not be found'),
  to: EndpointSchema.nullable().describe('null when that place could not be found'),
  estimate: z
    .object({
      straightLineMeters: z.number(),
      walkingMinutes: z.number().nullable().describe('null when too far to walk'),
      drivingMinutes: z.number(),
      note: z.string().describe('always tell the user these are estimates'),
    })
    .nullable(),
  directionsUrl: z.string().optional().describe('Google Maps directions between the two'),
  error: z.string().optional(),
});
export type PlaceDistanceOutput = z.infer<typeof PlaceDistanceOutputSchema>;

const UNREACHABLE = 'The place search is unavailable right now.';

/** Failures come back as data so the model can tell the user instead of the whole turn failing. */
export async function searchPlaces(placeSearch: PlaceSearch, input: SearchPlacesInput): Promise<SearchPlacesOutput> {
  try {
    const near = input.near ? toPlaceRef(input.near, input.location) : null;
    // Fact words in the query ("halal", "met een terras") become filters; what is left is the kind of place.
    const inQuery = factsInQuery(input.query);
    const facts = [...new Set([...(input.facts ?? []), ...inQuery.facts])];
    const excluded = new Set(input.exclude ?? []);
    // Asked for a few more, so the list keeps its length once the places turned down are left out.
    const limit = excluded.size ? Math.min(MAX_SEARCH_LIMIT, searchLimit(input.limit) + excluded.size) : input.limit;
    const { places: found, relaxation } = await searchRelaxed(placeSearch, {
      query: inQuery.rest || input.query,
      location: input.location,
      ...(limit !== undefined ? { limit } : {}),
      ...(near ? { near } : {}),
      ...(input.radiusMeters !== undefined ? { radiusMeters: input.radiusMeters } : {}),
      ...(input.priceLevels?.length ? { priceLevels: input.priceLevels } : {}),
      ...(input.openNow ? { openNow: true } : {}),
      ...(facts.length ? { facts } : {}),
    });
    const places = excluded.size ? found.filter((place) => !excluded.has(place.placeId)).slice(0, searchLimit(input.limit)) : found;
    const cities = !places.length && !near && input.location ? (placeSearch.citiesOutside?.(input.location) ?? null) : null;
    const outside = cities ? { outsideCoverage: { location: input.location!, cities } } : {};
    return Object.keys(relaxation).length ? { places, relaxed: relaxation, ...outside } : { places, ...outside };
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
    // "hoe geraak ik naar Haneda?": a destination by name is found first, then the way to it.
    const placeId =
      input.placeId ??
      (input.destination ? (await placeSearch.locate({ name: input.destination, location: input.location ?? null }))?.placeId : undefined);
    if (!placeId) return { directions: null };
    return { directions: await placeSearch.directions({ placeId, origin: input.origin, ...(input.mode ? { mode: input.mode } : {}) }) };
  } catch {
    return { directions: null, error: UNREACHABLE };
  }
}

/** One fact of one place, asking the source for that fact only (cheaper with Google). */
export async function placeFact(placeSearch: PlaceSearch, input: PlaceFactInput): Promise<PlaceFactOutput> {
  try {
    const place = await placeSearch.details(input.placeId, { facts: [input.fact] });
    if (!place) return { place: null, fact: input.fact, value: 'unknown' };
    return {
      place: {
        placeId: place.placeId,
        name: place.name,
        ...(place.mapsUrl ? { mapsUrl: place.mapsUrl } : {}),
        ...(place.approximate ? { approximate: true } : {}),
      },
      fact: input.fact,
      value: placeFactValue(place, input.fact),
      ...(input.fact === 'openingHours' && place.today ? { today: place.today } : {}),
    };
  } catch {
    return { place: null, fact: input.fact, value: 'unknown', error: UNREACHABLE };
  }
}

/** Straight-line distance between two places with walking and driving estimates, labelled as estimates. */
export async function placeDistance(placeSearch: PlaceSearch, input: PlaceDistanceInput): Promise<PlaceDistanceOutput> {
  const fromRef = toPlaceRef(input.from, input.location ?? null);
  const toRef = toPlaceRef(input.to, input.location ?? null);
  if (!fromRef || !toRef) return { from: null, to: null, estimate: null, error: 'Say which two places to measure between.' };
  try {
    // A known venue first: its address tells where to look for a bare name like "the station".
    const [first, second] = 'placeId' in toRef ? [toRef, fromRef] : [fromRef, toRef];
    const located = await placeSearch.locate(first);
    const near = located?.address ?? null;
    const other = await locateNamed(placeSearch, 'name' in second && !second.location && near ? { ...second, location: near } : second);
    const [from, to] = first === toRef ? [other, located] : [located, other];
    const endpoints = { from: from && endpoint(from), to: to && endpoint(to) };
    if (!from?.location || !to?.location) {
      const missing = [!from?.location && describeRef(input.from), !to?.location && describeRef(input.to)].filter(Boolean);
      return { ...endpoints, estimate: null, error: `Could not find where ${missing.join(' and ')} is.` };
    }
    return {
      ...endpoints,
      estimate: estimateTravel(from.location, to.location),
      directionsUrl: mapsDirectionsUrl({
        query: [to.name, to.address].filter(Boolean).join(', '),
        placeId: to.placeId,
        origin: [from.name, from.address].filter(Boolean).join(', '),
      }),
    };
  } catch {
    return { from: null, to: null, estimate: null, error: UNREACHABLE };
  }
}

/** A place by id, or by name; a name not found as said is tried as the place inside it ("my hotel near Leidseplein"). */
async function locateNamed(placeSearch: PlaceSearch, ref: PlaceRef): Promise<Place | null> {
  const found = await placeSearch.locate(ref);
  const inside = !found && 'name' in ref ? placeNamedInside(ref.name) : null;
  return inside ? placeSearch.locate({ ...ref, name: inside }) : found;
}

function toPlaceRef(input: PlaceRefInput, location: string | null): PlaceRef | null {
  if (input.placeId?.trim()) return { placeId: input.placeId.trim() };
  if (input.name?.trim()) return { name: input.name.trim(), location };
  return null;
}

function describeRef(input: PlaceRefInput): string {
  return input.name?.trim() || input.placeId?.trim() || 'that place';
}

function endpoint(place: Place): z.infer<typeof EndpointSchema> {
  return { placeId: place.placeId, name: place.name };
}

export type PlaceTools = ReturnType<typeof definePlaceTools>;

/**
 * Registers the five place tools; each files its call and the places it returned with the turn. They declare no output
 * schema: no model reads one (Gemini gets a tool's input schema only), yet Genkit would put it in every model request
 * and write it as JSON into each span, about 12 KB a request; the handlers' return types hold the output to the
 * schemas above, and place-tools.spec checks the outputs against them.
 */
export function definePlaceTools(ai: Genkit, placeSearch: PlaceSearch) {
  // One constant 'anything' schema: with none, Genkit converts a new z.void() to JSON Schema for each tool on each request.
  const UNDECLARED_OUTPUT = {};
  const searchPlacesTool = ai.defineTool(
    {
      name: 'searchPlaces',
      description:
        'Use this to find places (restaurants, cafés, bars, sights, events, day-trip destinations) matching a query ' +
        'in a location. Take the location from the context line when the user does not name one. Use `near` for ' +
        '"near there" or "close to the station", `priceLevels` for price words ("nothing too fancy", "mura lang", ' +
        '"niet te duur", "the cheapest"), `facts` for "halal", "kid-friendly", "with a terrace" and `openNow` for "open now". ' +
        'Price and facts are preferences: when nothing has them the list comes without them and `relaxed` says so; a near ' +
        'search widens, then takes the whole location. Tell the user what was given up.',
      inputSchema: SearchPlacesInputSchema,
      outputJsonSchema: UNDECLARED_OUTPUT,
    },
    async (input, { context }) => {
      const turn = readTurn(context);
      const output = await searchPlaces(placeSearch, input);
      collectPlaceCall(turn, { tool: 'searchPlaces', query: input.query, location: input.location });
      collectVenues(turn.collector, output.places);
      return searchListing(output);
    },
  );
  const placeDetailsTool = ai.defineTool(
    {
      name: 'placeDetails',
      description:
        'Use this when the user asks about one venue ("tell me more", "the second one"): pass the place_id of the ' +
        'venue the context line is referring to.',
      inputSchema: PlaceDetailsInputSchema,
      outputJsonSchema: UNDECLARED_OUTPUT,
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
        'the context line is referring to. For a station, an airport or a landmark that is no listed venue ("hoe geraak ik ' +
        'naar Haneda?"), pass its name as destination instead, with the city as location. Returns a Google Maps link and hints.',
      inputSchema: GetDirectionsInputSchema,
      outputJsonSchema: UNDECLARED_OUTPUT,
    },
    async (input, { context }) => {
      const turn = readTurn(context);
      const output = await getDirections(placeSearch, input);
      const placeId = input.placeId ?? output.directions?.place.placeId;
      if (placeId) collectPlaceCall(turn, { tool: 'getDirections', placeId });
      // A station or an airport named as the destination is no card: the list shown stays the person's.
      if (output.directions && input.placeId) collectVenues(turn.collector, [output.directions.place as Place]);
      return output;
    },
  );
  const placeFactTool = ai.defineTool(
    {
      name: 'placeFact',
      description:
        'Use this when the user asks one thing about a venue: "is it open late?", "is it halal?", "kan ik er pinnen?", ' +
        '"may parking ba?", "is it wheelchair accessible?". Pass the place_id the context line is referring to and the ' +
        'fact. If the value is "unknown", say you do not know and offer the Maps link; never guess.',
      inputSchema: PlaceFactInputSchema,
      outputJsonSchema: UNDECLARED_OUTPUT,
    },
    async (input, { context }) => {
      const turn = readTurn(context);
      const output = await placeFact(placeSearch, input);
      collectPlaceCall(turn, { tool: 'placeFact', placeId: input.placeId });
      return output;
    },
  );
  const placeDistanceTool = ai.defineTool(
    {
      name: 'placeDistance',
      description:
        'Use this when the user asks how far one place is from another ("how far is it from the station?", "is it ' +
        'walkable from the second one?"). Give each place by place_id, or by name when it is not a listed venue: the place ' +
        'itself ("my hotel near Leidseplein" → "Leidseplein"); when the context line has "from", that place_id is the start. ' +
        'The times are estimates from the straight-line distance: say ' +
        'so. Tram, bus and train lines and times are not known here: say so briefly and give `directionsUrl`.',
      inputSchema: PlaceDistanceInputSchema,
      outputJsonSchema: UNDECLARED_OUTPUT,
    },
    async (input, { context }) => {
      const turn = readTurn(context);
      const output = await placeDistance(placeSearch, input);
      collectPlaceCall(turn, { tool: 'placeDistance', placeId: input.to.placeId ?? input.from.placeId ?? null });
      return output;
    },
  );
  return [searchPlacesTool, placeDetailsTool, getDirectionsTool, placeFactTool, placeDistanceTool];
}
