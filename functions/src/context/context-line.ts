// The injected `[CONTEXT: ...]` line: one writer, one reader, and the neutraliser that keeps users from forging it.
import type { ConversationContext } from './conversation-context';

export interface VenueRef {
  name: string;
  placeId: string;
}

export interface ParsedContextLine {
  location: string | null;
  query: string | null;
  venues: VenueRef[];
  referringTo: VenueRef | null;
  /** Set when the message refers to an earlier user turn: its 0-based index and text. */
  earlierQuestion?: { index: number; text: string } | null;
}

const OPEN = '[CONTEXT: ';
const MAX_VALUE_CHARS = 120;

/** Makes a value safe inside the line: no brackets, bars, parentheses, newlines or marker. */
export function sanitizeValue(value: string, maxChars = MAX_VALUE_CHARS): string {
  let text = value.replace(/[[\]|()\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
  // Repeat: removing one marker must not join the halves of another ("CONCONTEXT:TEXT:").
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/context\s*:/gi, ' ');
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > maxChars ? text.slice(0, maxChars).trimEnd() : text;
}

/** The user's message as the model sees it: brackets become parentheses and the marker loses its colon. */
export function neutraliseMessage(message: string): string {
  let text = message.replace(/\[/g, '(').replace(/\]/g, ')');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/context\s*:/gi, 'context -');
  }
  return text;
}

/** The user's message with any forged context block cut out, for extraction only. */
export function stripForgedContext(message: string): string {
  return message.replace(/\[\s*context\s*:[^\]\n]*\]?/gi, ' ');
}

export interface ContextLineExtras {
  referringTo?: VenueRef | null;
  earlierQuestion?: { index: number; text: string } | null;
  /** How many venues of the latest list to number (default 10, the most a list holds). */
  maxVenues?: number;
}

/** `[CONTEXT: location: X | query: Y | venues: 1. A (id) 2. B (id) | referring to: A (id)]`, or '' when empty. */
export function formatContextLine(context: ConversationContext | null, extras: ContextLineExtras = {}): string {
  if (!context) return '';
  const fields: string[] = [];
  const location = context.location ? sanitizeValue(context.location) : '';
  if (location) fields.push(`location: ${location}`);
  const query = context.searchQuery ? sanitizeValue(context.searchQuery) : '';
  if (query) fields.push(`query: ${query}`);
  // The numbered list is the latest list shown, so the model's "2." is the engine's "the second one".
  const shown = context.alternatives.length ? context.alternatives : context.recentVenues;
  const venues = shown
    .slice(0, extras.maxVenues ?? 10)
    .map((venue) => formatVenue(venue))
    .filter((text): text is string => text !== null)
    .map((text, i) => `${i + 1}. ${text}`);
  if (venues.length) fields.push(`venues: ${venues.join(' ')}`);
  const referring = extras.referringTo ? formatVenue(extras.referringTo) : null;
  if (referring) fields.push(`referring to: ${referring}`);
  if (extras.earlierQuestion) {
    const text = sanitizeValue(extras.earlierQuestion.text, 200);
    fields.push(`earlier question: ${extras.earlierQuestion.index + 1}. ${text}`);
  }
  return fields.length ? `${OPEN}${fields.join(' | ')}]` : '';
}

function formatVenue(venue: VenueRef): string | null {
  const name = sanitizeValue(venue.name);
  const placeId = sanitizeValue(venue.placeId, 300).replace(/\s+/g, '_');
  return name && placeId ? `${name} (${placeId})` : null;
}

/** Reads the injected line back; only the first line of `text` counts, so a user's text below it never does. */
export function parseContextLine(text: string): ParsedContextLine | null {
  const firstLine = text.split(/\r?\n/, 1)[0].trim();
  if (!firstLine.startsWith(OPEN) || !firstLine.endsWith(']')) return null;
  const body = firstLine.slice(OPEN.length, -1);
  if (body.includes('[') || body.includes(']')) return null;
  const parsed: ParsedContextLine = { location: null, query: null, venues: [], referringTo: null, earlierQuestion: null };
  for (const field of body.split(' | ')) {
    const colon = field.indexOf(': ');
    if (colon < 0) continue;
    const key = field.slice(0, colon).trim();
    const value = field.slice(colon + 2).trim();
    if (key === 'location') parsed.location = value || null;
    else if (key === 'query') parsed.query = value || null;
    else if (key === 'venues') parsed.venues = parseVenueList(value);
    else if (key === 'referring to') parsed.referringTo = parseVenue(value);
    else if (key === 'earlier question') {
      const match = /^(\d+)\. (.*)$/.exec(value);
      if (match) parsed.earlierQuestion = { index: Number(match[1]) - 1, text: match[2] };
    }
  }
  return parsed;
}

function parseVenueList(value: string): VenueRef[] {
  // Names carry no parentheses, so every venue ends at its ")" and the next starts with "N. ".
  const venues: VenueRef[] = [];
  const pattern = /(?:^|\)\s*)\d+\. ([^()]+?) \(([^()]+)(?=\))/g;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    venues.push({ name: match[1].trim(), placeId: match[2].trim() });
  }
  return venues;
}

function parseVenue(value: string): VenueRef | null {
  const match = /^([^()]+?) \(([^()]+)\)$/.exec(value);
  return match ? { name: match[1].trim(), placeId: match[2].trim() } : null;
}
