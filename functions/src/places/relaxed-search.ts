import { PRICE_LEVELS, type Place, type PriceLevel } from '../contract/place';
import { haversineMeters } from './geo-distance';
import { DEFAULT_NEAR_RADIUS_METERS, type PlaceSearch, type PlaceSearchRequest } from './place-search';
import { MAX_SEARCH_LIMIT, searchLimit } from './search-limit';
import { isShoppingQuery, otherKindOf, type OtherKind } from './other-kind';
import type { SearchFact } from './search-words';
import { chainNamed } from '../context/lexicon/chain-named';

/** How far a near search widens when nothing is close: twice, then four times the radius asked for. */
const WIDENING_FACTORS = [2, 4] as const;

/** A relaxed search goes on giving up more until it has this many places to choose from, or nothing more to give up. */
const MIN_RELAXED_CHOICES = 2;
/** A district list shorter than this is filled from the city around it, so "the third one" has a third to mean. */
const MIN_DISTRICT_CHOICES = 3;
/** A price-filtered list shorter than this is topped up with the next cheapest, so "mura lang" still gives a choice. */
const MIN_PRICED_CHOICES = 3;
/** An "open now" list shorter than this is the same search at any hour, the open ones first, so a street's places still show. */
const MIN_OPEN_CHOICES = 2;

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
  /**
   * Nothing in the location asked for (from): the place it lies in (to) was searched instead. With `foundInFrom`, the
   * first that many places are from `from` as asked, and the rest are the nearest of the same kind in `to`.
   */
  widerLocation?: { from: string; to: string; foundInFrom?: number };
  /** Only `foundAtPrice` places at the prices asked for: the rest of the list costs more, cheapest first. */
  pricedAbove?: { foundAtPrice: number };
  /** Too little open now: the list is the same search at any hour, the `openFound` places open now first, each of the
   * others saying when it opens. */
  closedNow?: { openFound: number };
  /** Nothing of the kind asked for (from) anywhere near: the list is the broader kind (to), "restaurants" or "bars", or
   * "markets" for a shop the offline catalog does not hold. */
  otherKind?: { from: string; to: OtherKind };
  /** No place of the chain asked for (name) in the data: the list is of its kind (kind), "burger" for McDonald's. */
  chain?: { name: string; kind: string };
  /** The location named one point ("Gardens by the Bay"): the list is the nearest around it, not places inside it. */
  aroundPoint?: string;
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
  const result = await searchRelaxedOfKindAnywhere(placeSearch, request);
  const point = !request.near && request.location && placeSearch.namesAPoint?.(request.location) ? request.location : null;
  return point && result.places.length ? { ...result, relaxation: { ...result.relaxation, aroundPoint: point } } : result;
}

async function searchRelaxedOfKindAnywhere(placeSearch: PlaceSearch, request: PlaceSearchRequest): Promise<RelaxedResult> {
  // "souvenir shops", "pasalubong", "vintage winkeltjes": the catalog holds no shops; its markets are where to shop there.
  if (placeSearch.source === 'offline-catalog' && isShoppingQuery(request.query)) {
    const markets = await searchRelaxedOfKind(placeSearch, { ...request, query: 'market' });
    if (markets.places.length)
      return { ...markets, relaxation: { ...markets.relaxation, otherKind: { from: request.query, to: 'markets' } } };
  }
  const found = await searchRelaxedOfKind(placeSearch, request);
  // "Starbucks near Grand Central", "ne mcdo in de baixa" with none in the catalog: places of the chain's kind, said so (wave cy).
  const chain = placeSearch.source === 'offline-catalog' && !found.places.length ? chainNamed(request.query) : null;
  if (chain) {
    const ofKind = await searchRelaxedOfKind(placeSearch, { ...request, query: chain.kind });
    if (ofKind.places.length)
      return { places: ofKind.places, relaxation: { ...ofKind.relaxation, chain: { name: chain.name, kind: chain.kind } } };
  }
  // "iets Caribisch in Brooklyn" with none in the data: other places to eat there, said so, beat a dead end on a first search.
  // (Not near a venue: "a bakery near there" with none is better said plainly than answered with restaurants.)
  const other = found.places.length || request.near ? null : otherKindOf(request.query);
  if (!other) return found;
  const instead = await searchRelaxedOfKind(placeSearch, { ...request, query: other });
  if (!instead.places.length) return found;
  return { places: instead.places, relaxation: { ...instead.relaxation, otherKind: { from: request.query, to: other } } };
}

async function searchRelaxedOfKind(placeSearch: PlaceSearch, request: PlaceSearchRequest): Promise<RelaxedResult> {
  if (!request.openNow) return searchRelaxedAtHour(placeSearch, request);
  const open = await searchRelaxedAtHour(placeSearch, request);
  if (open.places.length >= MIN_OPEN_CHOICES && !leftLocation(open.relaxation)) return open;
  // "open now" gives way last: at 7 a.m. the brunch places of the street asked for, opening at 8, beat one across town or nothing.
  const { openNow: _now, ...anyHour } = request;
  const later = await searchRelaxedAtHour(placeSearch, anyHour);
  if (!later.places.length || (leftLocation(later.relaxation) && open.places.length)) return open;
  const places = [...later.places.filter((place) => place.openNow), ...soonestOpenFirst(later.places.filter((place) => !place.openNow))];
  const openFound = places.filter((place) => place.openNow).length;
  return { places, relaxation: { ...later.relaxation, closedNow: { openFound } } };
}

/** Sorted by when each opens ("08:00" today, then "tomorrow 08:00", then a later weekday; unknown last), stable otherwise. */
function soonestOpenFirst(places: Place[]): Place[] {
  const rank = (place: Place) => {
    const [day, time] = place.opensAt?.includes(' ') ? place.opensAt.split(' ') : ['', place.opensAt ?? '~'];
    return `${day === '' ? 0 : day === 'tomorrow' ? 1 : 2}${time}`;
  };
  return [...places].sort((a, b) => rank(a).localeCompare(rank(b)));
}

/** The search went elsewhere than asked: a wider place, or the whole location instead of near a venue. */
const leftLocation = (relaxation: SearchRelaxation) => Boolean(relaxation.widerLocation || relaxation.wholeLocation);

async function searchRelaxedAtHour(placeSearch: PlaceSearch, request: PlaceSearchRequest): Promise<RelaxedResult> {
  let single: RelaxedResult | null = null;
  for (const attempt of await attemptsFor(placeSearch, request)) {
    const places = await placeSearch.search(attempt.request);
    if (!places.length) continue;
    const found = await toppedUpAbovePrice(placeSearch, attempt.request, await filledAround(placeSearch, { attempt, places }));
    // A near search that finds one place looks a little wider first, so "the 2nd" has a second one to mean.
    const lone = attempt.request.near !== undefined && places.length < MIN_RELAXED_CHOICES;
    if (!isRelaxed(attempt.relaxation) && !lone) return found;
    // Once the search gives something up, a lone place is kept only if looking wider finds no more to choose from.
    if (found.places.length >= MIN_RELAXED_CHOICES) return found;
    single ??= found;
  }
  return single ?? { places: [], relaxation: {} };
}

interface Found {
  attempt: Attempt;
  places: Place[];
}

/** A district's short list ("halal sa Makati": one or two) keeps its places first and adds the nearest from the city around it. */
async function filledAround(placeSearch: PlaceSearch, { attempt, places }: Found): Promise<RelaxedResult> {
  const { request, relaxation } = attempt;
  const inDistrict = places.length < MIN_DISTRICT_CHOICES && !relaxation.widerLocation && !relaxation.wholeLocation;
  const around = inDistrict ? await aroundDistrict(placeSearch, request, places) : null;
  return around ? { places: around.places, relaxation: { ...relaxation, ...around.relaxation } } : { places, relaxation };
}

/** "ramen sa Makati, mura lang" with one cheap bowl: that one first, then the same search's cheapest of the rest. */
async function toppedUpAbovePrice(placeSearch: PlaceSearch, request: PlaceSearchRequest, found: RelaxedResult): Promise<RelaxedResult> {
  if (!request.priceLevels?.length || found.places.length >= MIN_PRICED_CHOICES) return found;
  const { priceLevels: _asked, ...withoutPrice } = request;
  const location = found.relaxation.widerLocation?.to ?? request.location;
  const listed = new Set(found.places.map((place) => place.placeId));
  const others = await placeSearch.search({ ...withoutPrice, location, limit: MAX_SEARCH_LIMIT });
  const added = cheapestFirst(others.filter((place) => !listed.has(place.placeId))).slice(
    0,
    Math.max(MIN_PRICED_CHOICES, searchLimit(request.limit)) - found.places.length,
  );
  if (!added.length) return found;
  const relaxation = { ...found.relaxation, pricedAbove: { foundAtPrice: found.places.length } };
  return { places: [...found.places, ...added], relaxation };
}

/** Sorted by price level, cheapest first (sort is stable, so equally priced keep the search's order); no price last. */
function cheapestFirst(places: Place[]): Place[] {
  const rank = (place: Place) => (place.priceLevel ? PRICE_LEVELS.indexOf(place.priceLevel) : PRICE_LEVELS.length);
  return [...places].sort((a, b) => rank(a) - rank(b));
}

const isRelaxed = (relaxation: SearchRelaxation) => Object.keys(relaxation).length > 0;

/**
 * The same search, filters kept, in the city a district lies in: the district's places first, then the city's nearest to
 * them, up to the list's usual length. Null when the city has nothing more.
 */
async function aroundDistrict(placeSearch: PlaceSearch, request: PlaceSearchRequest, inDistrict: Place[]): Promise<RelaxedResult | null> {
  const from = request.location?.trim();
  const wider = from && request.near === undefined ? (placeSearch.widerLocation?.(from) ?? null) : null;
  if (!from || !wider) return null;
  const listed = new Set(inDistrict.map((place) => place.placeId));
  const cityWide = (await placeSearch.search({ ...request, location: wider, limit: MAX_SEARCH_LIMIT })).filter(
    (place) => !listed.has(place.placeId),
  );
  const wanted = Math.max(MIN_DISTRICT_CHOICES, searchLimit(request.limit)) - inDistrict.length;
  const added = nearestFirst(sameKindFirst(cityWide, inDistrict, wanted), inDistrict).slice(0, wanted);
  if (!added.length) return null;
  return { places: [...inDistrict, ...added], relaxation: { widerLocation: { from, to: wider, foundInFrom: inDistrict.length } } };
}

/**
 * Two parks in the district: the nearest parks of the city, not a café whose summary says "by the park", which a text
 * search also finds. The places of the district's own categories, when there are enough of them; all otherwise.
 */
function sameKindFirst(places: Place[], inDistrict: readonly Place[], wanted: number): Place[] {
  const categories = new Set(inDistrict.map((place) => place.category).filter(Boolean));
  const sameKind = places.filter((place) => categories.has(place.category));
  return categories.size && sameKind.length >= wanted ? sameKind : places;
}

/** Sorted by the distance to the closest of `anchors` (stable, so equally placed keep the search's order); no coordinates last. */
function nearestFirst(places: Place[], anchors: readonly Place[]): Place[] {
  const points = anchors.flatMap((anchor) => (anchor.location ? [anchor.location] : []));
  const distance = (place: Place) =>
    place.location && points.length ? Math.min(...points.map((point) => haversineMeters(point, place.location!))) : Infinity;
  return places
    .map((place) => ({ place, meters: distance(place) }))
    .sort((a, b) => (a.meters === b.meters ? 0 : a.meters - b.meters))
    .map(({ place }) => place);
}

async function attemptsFor(placeSearch: PlaceSearch, asked: PlaceSearchRequest): Promise<Attempt[]> {
  // "food near Gardens by the Bay": a point named as the location is searched around, nearest first, widening as a near search.
  const point = !asked.near && asked.location && placeSearch.namesAPoint?.(asked.location);
  const request = point
    ? { ...asked, near: { name: asked.location! }, location: placeSearch.widerLocation?.(asked.location!) ?? null }
    : asked;
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
