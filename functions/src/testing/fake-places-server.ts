// A fake Google Places API (New) on 127.0.0.1 for tests and for trying the real client offline:
// POST /v1/places:searchText and GET /v1/places/{id}, with the API's rules the client must follow (an API key,
// a field mask that decides which fields come back, languageCode/regionCode) and its error bodies.
// Its places are the offline catalog's, under Google-looking ids; tests script faults (403, 429, 503).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Place } from '../contract/place';
import { OfflineCatalog, OFFLINE_PLACE_ID_PREFIX } from '../places/offline-catalog';

export const FAKE_ID_PREFIX = 'ChIJfake_';
/** What a real place id is made of; anything else is a malformed id (400 INVALID_ARGUMENT). */
const PLACE_ID = /^[\w-]{8,}$/;

export interface FakePlacesRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  apiKey: string | null;
  fieldMask: string | null;
  body: Record<string, unknown> | null;
}

export interface FakePlacesFault {
  httpStatus: number;
  status: string;
  message: string;
  reason?: string;
  retryAfterSeconds?: number;
}

export interface FakePlacesOptions {
  /** A fault to answer instead of the normal answer (undefined: answer normally). */
  fault?: (request: FakePlacesRequest, index: number) => FakePlacesFault | undefined;
  now?: () => Date;
  port?: number;
}

export interface FakePlaces {
  /** Base URL for GOOGLE_PLACES_BASE_URL, e.g. http://127.0.0.1:40124 */
  url: string;
  readonly requests: FakePlacesRequest[];
  close(): Promise<void>;
}

export const API_NOT_ENABLED: FakePlacesFault = {
  httpStatus: 403,
  status: 'PERMISSION_DENIED',
  message: 'Places API (New) has not been used in project 123 before or it is disabled.',
  reason: 'SERVICE_DISABLED',
};

export async function startFakePlaces(options: FakePlacesOptions = {}): Promise<FakePlaces> {
  const requests: FakePlacesRequest[] = [];
  const catalog = new OfflineCatalog({ now: options.now });

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => sendError(res, { httpStatus: 500, status: 'INTERNAL', message: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const request: FakePlacesRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apiKey: header(req, 'x-goog-api-key'),
      fieldMask: header(req, 'x-goog-fieldmask') ?? url.searchParams.get('fields'),
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
    };
    requests.push(request);
    const fault = options.fault?.(request, requests.length - 1);
    if (fault) return sendError(res, fault);
    if (!request.apiKey) {
      return sendError(res, { httpStatus: 403, status: 'PERMISSION_DENIED', message: 'The request is missing a valid API key.' });
    }
    if (!request.fieldMask) {
      return sendError(res, { httpStatus: 400, status: 'INVALID_ARGUMENT', message: 'FieldMask is a required parameter.' });
    }
    if (request.method === 'POST' && request.path === '/v1/places:searchText') return searchText(res, request);
    const details = /^\/v1\/places\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && details) return placeDetails(res, request, decodeURIComponent(details[1]));
    return sendError(res, { httpStatus: 404, status: 'NOT_FOUND', message: `no route ${request.method} ${request.path}` });
  }

  async function searchText(res: ServerResponse, request: FakePlacesRequest): Promise<void> {
    const textQuery = String(request.body?.textQuery ?? '');
    if (!textQuery.trim()) return sendError(res, { httpStatus: 400, status: 'INVALID_ARGUMENT', message: 'textQuery is required.' });
    const cut = textQuery.lastIndexOf(' in ');
    const [query, location] = cut > 0 ? [textQuery.slice(0, cut), textQuery.slice(cut + 4)] : ['', textQuery];
    const pageSize = Number(request.body?.pageSize ?? 20);
    const found = await catalog.search({ query, location, limit: Math.min(Math.max(pageSize, 1), 20) });
    const language = String(request.body?.languageCode ?? 'en');
    const places = found.map((place) => masked(toGooglePlace(place, language), request.fieldMask!, 'places.'));
    sendJson(res, 200, places.length ? { places } : {}); // the API answers an empty search with {}
  }

  async function placeDetails(res: ServerResponse, request: FakePlacesRequest, id: string): Promise<void> {
    if (!PLACE_ID.test(id)) {
      return sendError(res, { httpStatus: 400, status: 'INVALID_ARGUMENT', message: 'Request contains an invalid argument.' });
    }
    const place = id.startsWith(FAKE_ID_PREFIX) ? await catalog.details(OFFLINE_PLACE_ID_PREFIX + id.slice(FAKE_ID_PREFIX.length)) : null;
    if (!place) return sendError(res, { httpStatus: 404, status: 'NOT_FOUND', message: 'Requested entity was not found.' });
    sendJson(res, 200, masked(toGooglePlace(place, request.query.languageCode ?? 'en'), request.fieldMask!, ''));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PRICE_ENUM: Record<string, string> = {
  free: 'PRICE_LEVEL_FREE',
  inexpensive: 'PRICE_LEVEL_INEXPENSIVE',
  moderate: 'PRICE_LEVEL_MODERATE',
  expensive: 'PRICE_LEVEL_EXPENSIVE',
  'very expensive': 'PRICE_LEVEL_VERY_EXPENSIVE',
};

/** A catalog place as a Places API (New) Place resource. */
export function toGooglePlace(place: Place, languageCode: string): Record<string, unknown> {
  const id = FAKE_ID_PREFIX + place.placeId.replace(OFFLINE_PLACE_ID_PREFIX, '');
  const text = (value: string) => ({ text: value, languageCode });
  return {
    name: `places/${id}`,
    id,
    displayName: text(place.name),
    ...(place.address ? { formattedAddress: place.address } : {}),
    ...(place.rating !== undefined ? { rating: place.rating, userRatingCount: 120 } : {}),
    ...(place.priceLevel ? { priceLevel: PRICE_ENUM[place.priceLevel] } : {}),
    ...(place.category ? { primaryType: place.category.replace(/\W+/g, '_'), primaryTypeDisplayName: text(place.category) } : {}),
    googleMapsUri: `https://maps.google.com/?cid=${cid(id)}`,
    ...(place.summary ? { editorialSummary: text(place.summary) } : {}),
    businessStatus: 'OPERATIONAL',
  };
}

/** Only the fields the mask names, as the API does ('*' is every field). */
export function masked(place: Record<string, unknown>, fieldMask: string, prefix: string): Record<string, unknown> {
  const fields = fieldMask.split(',').map((field) => field.trim());
  if (fields.includes('*') || fields.includes(`${prefix}*`)) return place;
  const wanted = new Set(fields.filter((field) => field.startsWith(prefix)).map((field) => field.slice(prefix.length).split('.')[0]));
  return Object.fromEntries(Object.entries(place).filter(([key]) => wanted.has(key)));
}

function cid(id: string): string {
  let hash = 0n;
  for (const char of id) hash = (hash * 131n + BigInt(char.charCodeAt(0))) % 18446744073709551557n;
  return hash.toString();
}

function sendError(res: ServerResponse, fault: FakePlacesFault): void {
  const details = fault.reason
    ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: fault.reason, domain: 'googleapis.com' }]
    : undefined;
  const headers: Record<string, string> = fault.retryAfterSeconds !== undefined ? { 'retry-after': String(fault.retryAfterSeconds) } : {};
  sendJson(res, fault.httpStatus, { error: { code: fault.httpStatus, message: fault.message, status: fault.status, details } }, headers);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' && value ? value : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
