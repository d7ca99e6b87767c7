// The HTTP side of the Google Places client, as a fetch it is given: where requests go (GOOGLE_PLACES_BASE_URL),
// one retry with backoff on 429/503, and the answers that need a reading (a malformed id, a refused key).
import * as logger from 'firebase-functions/logger';
import { PLACES_API_BASE } from './google-places';

export const GOOGLE_PLACES_ORIGIN = new URL(PLACES_API_BASE).origin;
export const DEFAULT_RETRY_DELAY_MS = 300;
/** A Retry-After longer than this is not waited for: the turn would outlast the user's patience. */
const MAX_RETRY_AFTER_MS = 2000;
const RETRYABLE = new Set([429, 503]);

export interface PlacesHttpOptions {
  /** Replaces https://places.googleapis.com (the tests' fake Places server). */
  baseUrl?: string;
  /** The fetch underneath (default: global fetch). */
  fetch?: typeof fetch;
  /** The first backoff; doubled by nothing, since there is one retry. */
  retryDelayMs?: number;
  /** Where configuration errors go (default: the functions logger). */
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/** Google's error body: `{error: {code, message, status, details: [{reason}]}}`. */
interface ApiError {
  message?: string;
  status?: string;
  details?: { reason?: string }[];
}

export function createPlacesFetch(options: PlacesHttpOptions = {}): typeof fetch {
  const base = options.fetch ?? ((input, init) => fetch(input, init));
  const baseUrl = options.baseUrl?.trim().replace(/\/+$/, '');
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const log = options.log ?? ((message, fields) => logger.error(message, fields));

  return async (input, init) => {
    const url = rebase(String(input instanceof Request ? input.url : input), baseUrl);
    let response = await base(url, init);
    if (RETRYABLE.has(response.status) && !init?.signal?.aborted) {
      const wait = retryAfterMs(response) ?? retryDelayMs;
      if (wait <= MAX_RETRY_AFTER_MS) {
        await response.body?.cancel();
        await pause(wait, init?.signal ?? undefined);
        response = await base(url, init);
      }
    }
    if (response.ok) return response;
    const error = await readError(response);
    if (response.status === 403 || error?.details?.some((detail) => detail.reason === 'API_KEY_INVALID')) {
      log('Google Places refused the key: enable "Places API (New)" for its project and allow it in the key\'s API restrictions', {
        status: response.status,
        apiStatus: error?.status ?? null,
        apiMessage: error?.message ?? null,
      });
      return response;
    }
    // Google answers a malformed place id with 400 INVALID_ARGUMENT, not 404: for a details lookup that means "no such place".
    if (response.status === 400 && error?.status === 'INVALID_ARGUMENT' && isDetailsLookup(url, init)) {
      return Response.json({ error: { code: 404, message: error.message ?? 'not found', status: 'NOT_FOUND' } }, { status: 404 });
    }
    return response;
  };
}

function rebase(url: string, baseUrl: string | undefined): string {
  return baseUrl && url.startsWith(GOOGLE_PLACES_ORIGIN) ? baseUrl + url.slice(GOOGLE_PLACES_ORIGIN.length) : url;
}

/** GET /v1/places/{id}: the only request whose one argument from the model is the id. */
function isDetailsLookup(url: string, init: RequestInit | undefined): boolean {
  return (init?.method ?? 'GET').toUpperCase() === 'GET' && /\/v1\/places\/[^/:?]+(\?|$)/.test(url);
}

async function readError(response: Response): Promise<ApiError | null> {
  try {
    const body = (await response.clone().json()) as { error?: ApiError };
    return body.error ?? null;
  } catch {
    return null;
  }
}

function retryAfterMs(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : null;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
