import { type Place, type PriceLevel, PlaceSchema } from '../contract/place';
import { mapsDirectionsUrl, mapsSearchUrl } from './maps-links';
import { OFFLINE_PLACE_ID_PREFIX } from './offline-catalog';
import type { Directions, DirectionsRequest, PlaceSearch, PlaceSearchRequest } from './place-search';
import { searchLimit } from './search-limit';

export const PLACES_API_BASE = 'https://places.googleapis.com/v1';

const PLACE_FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'rating',
  'priceLevel',
  'primaryType',
  'primaryTypeDisplayName',
  'googleMapsUri',
  'editorialSummary',
] as const;
/** Text Search masks fields inside the `places` list; Place Details masks the place itself. */
export const SEARCH_FIELD_MASK = PLACE_FIELDS.map((field) => `places.${field}`).join(',');
export const DETAILS_FIELD_MASK = PLACE_FIELDS.join(',');
export const DEFAULT_TIMEOUT_MS = 8000;

/** Places API (New) PriceLevel enum → our price words; UNSPECIFIED maps to nothing. */
const PRICE_LEVEL_WORDS: Readonly<Record<string, PriceLevel>> = {
  PRICE_LEVEL_FREE: 'free',
  PRICE_LEVEL_INEXPENSIVE: 'inexpensive',
  PRICE_LEVEL_MODERATE: 'moderate',
  PRICE_LEVEL_EXPENSIVE: 'expensive',
  PRICE_LEVEL_VERY_EXPENSIVE: 'very expensive',
};

/** The subset of the Places API (New) Place resource that the field masks ask for. */
export interface GooglePlace {
  name?: string;
  id?: string;
  displayName?: { text?: string; languageCode?: string };
  formattedAddress?: string;
  rating?: number;
  priceLevel?: string;
  primaryType?: string;
  primaryTypeDisplayName?: { text?: string; languageCode?: string };
  googleMapsUri?: string;
  editorialSummary?: { text?: string; languageCode?: string };
}

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

  async search(request: PlaceSearchRequest): Promise<Place[]> {
    const location = request.location?.trim();
    const query = request.query.trim();
    // Without a location Google would bias to the server's region: that is guessing, so we return nothing.
    if (!location) return [];
    const body = {
      textQuery: query ? `${query} in ${location}` : location,
      pageSize: searchLimit(request.limit),
      ...(this.#languageCode ? { languageCode: this.#languageCode } : {}),
    };
    const response = await this.#call(`${PLACES_API_BASE}/places:searchText`, {
      method: 'POST',
      headers: this.#headers(SEARCH_FIELD_MASK, { 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
    const json = (await readJson(response)) as { places?: unknown };
    if (json.places !== undefined && !Array.isArray(json.places)) {
      throw new GooglePlacesError('Text Search response has no places list', 'bad-response', response.status);
    }
    return ((json.places ?? []) as GooglePlace[])
      .map(toPlace)
      .filter((place): place is Place => place !== null)
      .slice(0, body.pageSize);
  }

  async details(placeId: string): Promise<Place | null> {
    // Offline catalog ids can be remembered from an earlier offline turn; Google does not know them.
    if (!placeId.trim() || placeId.startsWith(OFFLINE_PLACE_ID_PREFIX)) return null;
    const query = this.#languageCode ? `?languageCode=${encodeURIComponent(this.#languageCode)}` : '';
    const response = await this.#call(`${PLACES_API_BASE}/places/${encodeURIComponent(placeId)}${query}`, {
      method: 'GET',
      headers: this.#headers(DETAILS_FIELD_MASK),
    }, { notFoundIsNull: true });
    if (!response) return null;
    return toPlace((await readJson(response)) as GooglePlace);
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

/** Maps one API place to ours; a place without an id or a name is useless to the user and is dropped. */
export function toPlace(place: GooglePlace): Place | null {
  const name = place.displayName?.text?.trim();
  if (!place.id || !name) return null;
  const category = (place.primaryTypeDisplayName?.text ?? place.primaryType?.replace(/_/g, ' '))?.toLowerCase();
  const candidate: Place = {
    placeId: place.id,
    name: name.slice(0, 200),
    ...(category ? { category: category.slice(0, 80) } : {}),
    ...(place.formattedAddress ? { address: place.formattedAddress.slice(0, 300) } : {}),
    ...(typeof place.rating === 'number' ? { rating: place.rating } : {}),
    ...(place.priceLevel && PRICE_LEVEL_WORDS[place.priceLevel] ? { priceLevel: PRICE_LEVEL_WORDS[place.priceLevel] } : {}),
    mapsUrl: place.googleMapsUri ?? mapsSearchUrl([name, place.formattedAddress].filter(Boolean).join(', '), place.id),
    ...(place.editorialSummary?.text ? { summary: place.editorialSummary.text.slice(0, 500) } : {}),
  };
  const parsed = PlaceSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

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
