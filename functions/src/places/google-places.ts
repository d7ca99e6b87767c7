import { type Place, type PriceLevel, PlaceSchema } from '../contract/place';
import { toGooglePlace } from './google-place-mapping';
import {
  DETAILS_FIELD_MASK,
  factFields,
  LOCATE_DETAILS_FIELD_MASK,
  LOCATE_SEARCH_FIELD_MASK,
  SEARCH_FIELD_MASK,
} from './google-places-fields';
import { mapsDirectionsUrl } from './maps-links';
import { OFFLINE_PLACE_ID_PREFIX } from './offline-catalog';
import {
  DEFAULT_NEAR_RADIUS_METERS,
  type DetailsOptions,
  type Directions,
  type DirectionsRequest,
  type PlaceRef,
  type PlaceSearch,
  type PlaceSearchRequest,
} from './place-search';
import { searchLimit } from './search-limit';
import { googleTextWithFacts, googleTypeOf } from './search-words';
import { parseCatalogQuery } from './catalog-query';

export { DETAILS_FIELD_MASK, SEARCH_FIELD_MASK } from './google-places-fields';
export type { GooglePlace } from './google-place-mapping';

export const PLACES_API_BASE = 'https://places.googleapis.com/v1';

export const DEFAULT_TIMEOUT_MS = 8000;

export type GooglePlacesErrorCode = 'http' | 'timeout' | 'network' | 'bad-response';

/** A failed Places call: `code` for programs, `status`/`apiStatus` from Google, the API's message for people. */
export class GooglePlacesError extends Error {
  override readonly name = 'GooglePlacesError';

  constructor(
    message: string,
    readonly code: GooglePlacesErrorCode,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null = null,
    /** Google's error status, e.g. "INVALID_ARGUMENT", "PERMISSION_DENIED". */
    readonly apiStatus: string | null = null,
  ) {
    super(message);
  }
}

export interface GooglePlacesOptions {
  apiKey: string;
  /** Injected so tests run offline against recorded responses. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Optional BCP-47 language for names and summaries, e.g. "en", "nl", "fil". */
  languageCode?: string;
}

/** The place search backed by the Google Places API (New): Text Search and Place Details. */
export class GooglePlacesSearch implements PlaceSearch {
  readonly source = 'google-places' as const;
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #languageCode: string | undefined;

  constructor(options: GooglePlacesOptions) {
    if (!options.apiKey.trim()) throw new Error('GooglePlacesSearch: apiKey must not be empty');
    this.#apiKey = options.apiKey.trim();
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#languageCode = options.languageCode;
  }

  /** Text Search (New) with SEARCH_FIELD_MASK: bills Text Search Enterprise per call (Pro when only locating). */
  async search(request: PlaceSearchRequest): Promise<Place[]> {
    const location = request.location?.trim();
    const query = request.query.trim();
    const near = request.near ? await this.locate(request.near) : null;
    if (request.near && !near?.location) return [];
    // Without a location or a place to search near, Google would bias to the server's region: that is guessing.
    if (!location && !near) return [];
    const levels = (request.priceLevels ?? []).map((level) => GOOGLE_PRICE_LEVELS[level]).filter(Boolean);
    const pageSize = searchLimit(request.limit);
    const asked = googleTextWithFacts(query, request.facts ?? []);
    const includedType = includedTypeOf(query);
    const body = {
      textQuery: [asked, location && `in ${location}`].filter(Boolean).join(' ') || near!.name,
      pageSize,
      // A type without strictTypeFiltering ranks that type first and still lets a close match through.
      ...(includedType ? { includedType } : {}),
      ...(near?.location
        ? { locationBias: { circle: { center: near.location, radiusMeters: request.radiusMeters ?? DEFAULT_NEAR_RADIUS_METERS } } }
        : {}),
      ...(levels.length ? { priceLevels: levels } : {}),
      ...(request.openNow ? { openNow: true } : {}),
      ...(this.#languageCode ? { languageCode: this.#languageCode } : {}),
    };
    const places = await this.#searchText(body, SEARCH_FIELD_MASK);
    // Text Search cannot filter on "free": those requests are filtered here instead.
    const wanted = request.priceLevels?.length && !levels.length ? new Set(request.priceLevels) : null;
    return places
      .filter((place) => place.placeId !== near?.placeId)
      .filter((place) => !wanted || (place.priceLevel && wanted.has(place.priceLevel)))
      .slice(0, pageSize);
  }

  /** Place Details (New): the full mask bills Enterprise + Atmosphere; asking for some facts can bill less. */
  async details(placeId: string, options: DetailsOptions = {}): Promise<Place | null> {
    const mask = options.facts ? factFields(options.facts).join(',') : DETAILS_FIELD_MASK;
    return this.#getPlace(placeId, mask);
  }

  /** By id: Place Details Pro; by name: Text Search Pro with one result. */
  async locate(ref: PlaceRef): Promise<Place | null> {
    if ('placeId' in ref) return this.#getPlace(ref.placeId, LOCATE_DETAILS_FIELD_MASK);
    const name = ref.name.trim();
    if (!name) return null;
    const textQuery = ref.location?.trim() ? `${name}, ${ref.location.trim()}` : name;
    const [place] = await this.#searchText({ textQuery, pageSize: 1 }, LOCATE_SEARCH_FIELD_MASK);
    return place ?? null;
  }

  async #searchText(body: Record<string, unknown>, fieldMask: string): Promise<Place[]> {
    const response = await this.#call(`${PLACES_API_BASE}/places:searchText`, {
      method: 'POST',
      headers: this.#headers(fieldMask, { 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
    const json = (await readJson(response)) as { places?: unknown };
    if (json.places !== undefined && !Array.isArray(json.places)) {
      throw new GooglePlacesError('Text Search response has no places list', 'bad-response', response.status);
    }
    return ((json.places ?? []) as unknown[]).map(toPlace).filter((place): place is Place => place !== null);
  }

  async #getPlace(placeId: string, fieldMask: string): Promise<Place | null> {
    // Offline catalog ids can be remembered from an earlier offline turn; Google does not know them.
    if (!placeId.trim() || placeId.startsWith(OFFLINE_PLACE_ID_PREFIX)) return null;
    const query = this.#languageCode ? `?languageCode=${encodeURIComponent(this.#languageCode)}` : '';
    const response = await this.#call(
      `${PLACES_API_BASE}/places/${encodeURIComponent(placeId)}${query}`,
      {
        method: 'GET',
        headers: this.#headers(fieldMask),
      },
      { notFoundIsNull: true },
    );
    if (!response) return null;
    return toPlace(await readJson(response));
  }

  async directions(request: DirectionsRequest): Promise<Directions | null> {
    const place = await this.details(request.placeId);
    if (!place) return null;
    return {
      place,
      url: mapsDirectionsUrl({
        query: [place.name, place.address].filter(Boolean).join(', '),
        placeId: place.placeId,
        origin: request.origin,
        mode: request.mode,
      }),
      hints: [],
    };
  }

  #headers(fieldMask: string, extra: Record<string, string> = {}): Record<string, string> {
    return { 'X-Goog-Api-Key': this.#apiKey, 'X-Goog-FieldMask': fieldMask, ...extra };
  }

  async #call(url: string, init: RequestInit): Promise<Response>;
  async #call(url: string, init: RequestInit, options: { notFoundIsNull: true }): Promise<Response | null>;
  async #call(url: string, init: RequestInit, options?: { notFoundIsNull: true }): Promise<Response | null> {
    let response: Response;
    try {
      response = await this.#fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (error) {
      if (isAbort(error)) {
        throw new GooglePlacesError(`Google Places did not answer within ${this.#timeoutMs} ms`, 'timeout');
      }
      throw new GooglePlacesError(`Google Places unreachable: ${errorMessage(error)}`, 'network');
    }
    if (response.ok) return response;
    if (response.status === 404 && options?.notFoundIsNull) return null;
    const { message, status } = await readApiError(response);
    throw new GooglePlacesError(`Google Places ${response.status}: ${message}`, 'http', response.status, status);
  }
}

/** Maps one API place to ours, or null when it has no id or name or breaks the Place contract. */
export function toPlace(raw: unknown): Place | null {
  const candidate = toGooglePlace(raw);
  if (!candidate) return null;
  const parsed = PlaceSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** The one Places type the query names ("ramen" → ramen_restaurant), or null when it names none or several. */
function includedTypeOf(query: string): string | null {
  const types = [...new Set(parseCatalogQuery(query).terms.map(([term]) => googleTypeOf(term)))];
  return types.length === 1 ? types[0] : null;
}

/** Our price words → the Text Search `priceLevels` filter; Google cannot filter on "free". */
const GOOGLE_PRICE_LEVELS: Readonly<Record<PriceLevel, string | undefined>> = {
  free: undefined,
  inexpensive: 'PRICE_LEVEL_INEXPENSIVE',
  moderate: 'PRICE_LEVEL_MODERATE',
  expensive: 'PRICE_LEVEL_EXPENSIVE',
  'very expensive': 'PRICE_LEVEL_VERY_EXPENSIVE',
};

async function readJson(response: Response): Promise<unknown> {
  try {
    const json: unknown = await response.json();
    if (json && typeof json === 'object') return json;
  } catch {
    // fall through to the typed error below
  }
  throw new GooglePlacesError('Google Places answered with something that is not a JSON object', 'bad-response', response.status);
}

/** Google's error body is `{error: {code, message, status}}`; anything else keeps the HTTP status text. */
async function readApiError(response: Response): Promise<{ message: string; status: string | null }> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown; status?: unknown } };
    const message = typeof body.error?.message === 'string' ? body.error.message : null;
    const status = typeof body.error?.status === 'string' ? body.error.status : null;
    if (message || status) return { message: message ?? status!, status };
  } catch {
    // not JSON: use the status line
  }
  return { message: response.statusText || 'request failed', status: null };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
