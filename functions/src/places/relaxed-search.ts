import type { Place, PriceLevel } from '../contract/place';
import { DEFAULT_NEAR_RADIUS_METERS, type PlaceSearch, type PlaceSearchRequest } from './place-search';
import type { SearchFact } from './search-words';

/** How far a near search widens when nothing is close: twice, then four times the radius asked for. */
const WIDENING_FACTORS = [2, 4] as const;

/** A relaxed search goes on giving up more until it has this many places to choose from, or nothing more to give up. */
const MIN_RELAXED_CHOICES = 2;

/** What a search gave up to find something; each field is set only when it was given up. */
export interface SearchRelaxation {
  /** The price levels asked for: nothing at those prices, so the list has other prices. */
  droppedPriceLevels?: PriceLevel[];
  /** The facts asked for: nothing known to have them, so the list may lack them. */
  droppedFacts?: SearchFact[];
  /** Nothing within the radius asked for (from): the radius, in metres, that found something (to). */
  widened?: { fromMeters: number; toMeters: number };
  /** Nothing near the place even widened: the whole location was searched instead. */
  wholeLocation?: string;
  /** Nothing in the location asked for (from), or only `foundInFrom` places: the place it lies in (to) was searched instead. */
  widerLocation?: { from: string; to: string; foundInFrom?: number };
}

export interface RelaxedResult {
  places: Place[];
  relaxation: SearchRelaxation;
}

interface Attempt {
  request: PlaceSearchRequest;
  relaxation: SearchRelaxation;
}

/**
 * Searches as asked; when nothing comes back, as a concierge would: a near search widens its radius step by step, then
 * takes the whole location; a price or fact filter is a preference, dropped only when nothing has it. The first attempt
 * that finds anything wins, and the result says what was given up so the reply can say so.
 */
export async function searchRelaxed(placeSearch: PlaceSearch, request: PlaceSearchRequest): Promise<RelaxedResult> {
  let single: RelaxedResult | null = null;
  for (const attempt of await attemptsFor(placeSearch, request)) {
    const places = await placeSearch.search(attempt.request);
    // A near search that finds one place looks a little wider first, so "the 2nd" has a second one to mean.
    const lone = attempt.request.near !== undefined && places.length < MIN_RELAXED_CHOICES;
    if (places.length && !isRelaxed(attempt.relaxation) && !lone) {
      // A district with one place of the kind ("halal sa Makati") looks, as asked, in the city around it for a second one.
      const around = places.length === 1 ? await aroundDistrict(placeSearch, attempt.request) : null;
      return around ?? { places, relaxation: attempt.relaxation };
    }
    // Once the search gives something up, a lone place is kept only if looking wider finds no more to choose from.
    if (places.length >= MIN_RELAXED_CHOICES) return { places, relaxation: attempt.relaxation };
    if (places.length) single ??= { places, relaxation: attempt.relaxation };
  }
  return single ?? { places: [], relaxation: {} };
}

const isRelaxed = (relaxation: SearchRelaxation) => Object.keys(relaxation).length > 0;

/** The same search, filters kept, in the city a district lies in: used only when that finds more to choose from. */
async function aroundDistrict(placeSearch: PlaceSearch, request: PlaceSearchRequest): Promise<RelaxedResult | null> {
  const from = request.location?.trim();
  const wider = from && request.near === undefined ? (placeSearch.widerLocation?.(from) ?? null) : null;
  if (!from || !wider) return null;
  const places = await placeSearch.search({ ...request, location: wider });
  return places.length >= MIN_RELAXED_CHOICES ? { places, relaxation: { widerLocation: { from, to: wider, foundInFrom: 1 } } } : null;
}

async function attemptsFor(placeSearch: PlaceSearch, request: PlaceSearchRequest): Promise<Attempt[]> {
  const filterSets = filterRelaxations(request);
  if (!request.near) return [...filterSets, ...widerAttempts(placeSearch, filterSets, request.location)];
  const radius = request.radiusMeters ?? DEFAULT_NEAR_RADIUS_METERS;
  // Google's near search is a bias, not a fence: a wider circle finds the same places, so only the catalog widens.
  const radii = placeSearch.source === 'offline-catalog' ? [radius, ...WIDENING_FACTORS.map((factor) => radius * factor)] : [radius];
  const near = filterSets.flatMap((filters) =>
    radii.map((meters, step) => ({
      request: { ...filters.request, radiusMeters: meters },
      relaxation: { ...filters.relaxation, ...(step ? { widened: { fromMeters: radius, toMeters: meters } } : {}) },
    })),
  );
  const location = request.location?.trim() || (await placeSearch.locate(request.near).catch(() => null))?.address || null;
  if (!location) return near;
  const wholeLocation = filterSets.map((filters) => ({
    request: { ...withoutNear(filters.request), location },
    relaxation: { ...filters.relaxation, wholeLocation: location },
  }));
  return [...near, ...wholeLocation, ...widerAttempts(placeSearch, filterSets, location)];
}

/** "burgers in Pasig" with none in Pasig: the same in Metro Manila, as asked first, then relaxed. */
function widerAttempts(placeSearch: PlaceSearch, filterSets: readonly Attempt[], location: string | null): Attempt[] {
  const wider = location ? (placeSearch.widerLocation?.(location) ?? null) : null;
  if (!location || !wider) return [];
  return filterSets.map((filters) => ({
    request: { ...withoutNear(filters.request), location: wider },
    relaxation: { ...filters.relaxation, widerLocation: { from: location, to: wider } },
  }));
}

/** As asked; without the price; without the facts; without both. */
function filterRelaxations(request: PlaceSearchRequest): Attempt[] {
  const prices = request.priceLevels?.length ? [...request.priceLevels] : null;
  const facts = request.facts?.length ? [...request.facts] : null;
  const { priceLevels: _price, ...withoutPrice } = request;
  const { facts: _facts, ...withoutFacts } = request;
  const { facts: _both, ...withoutBoth } = withoutPrice;
  return [
    { request, relaxation: {} },
    ...(prices ? [{ request: withoutPrice, relaxation: { droppedPriceLevels: prices } }] : []),
    ...(facts ? [{ request: withoutFacts, relaxation: { droppedFacts: facts } }] : []),
    ...(prices && facts ? [{ request: withoutBoth, relaxation: { droppedPriceLevels: prices, droppedFacts: facts } }] : []),
  ];
}

function withoutNear(request: PlaceSearchRequest): PlaceSearchRequest {
  const { near: _near, radiusMeters: _radius, ...rest } = request;
  return rest;
}
