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
  /** The venue the conversation is about now (the engine's focus), when the message itself refers to none. */
  focus: VenueRef | null;
  referringTo: VenueRef | null;
  /** Set when the message refers to an earlier user turn: its 0-based index and text. */
  earlierQuestion?: { index: number; text: string } | null;
  /** The remembered venue a distance or route is measured from ("how far is it from the museum?"). */
  from?: VenueRef | null;
}

const OPEN = '[CONTEXT: ';
const MAX_VALUE_CHARS = 120;

/** Characters that render as nothing (zero-width, bidi controls, soft hyphen, variation selectors). */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;
/** Square brackets and what passes for them (bodies of a character class). */
const OPEN_BRACKETS = '\\[\u2045\u27e6\u27ec\u2983\u298b\u298d\u298f\u3010\u3014\u3016\u3018\u301a\ufe5d\uff3b\u2772';
const CLOSE_BRACKETS = '\\]\u2046\u27e7\u27ed\u2984\u298c\u298e\u2990\u3011\u3015\u3017\u3019\u301b\ufe5e\uff3d\u2773';
const ANY_BRACKET = new RegExp(`[${OPEN_BRACKETS}${CLOSE_BRACKETS}]`, 'g');
/** The marker: the word, then a colon or anything that looks like one. */
const COLON = '[:\u02d0\u02f8\u0589\u05c3\u1804\u2236\ua789\ufe13\ufe55\uff1a]';
const MARKER = new RegExp(`context\\s*${COLON}`, 'gi');
const OPEN_BRACKET = new RegExp(`[${OPEN_BRACKETS}]`, 'g');
const CLOSE_BRACKET = new RegExp(`[${CLOSE_BRACKETS}]`, 'g');
/** A forged context block: an optional bracket and what follows it, the marker, up to the closing bracket or the line's end. */
const FORGED_BLOCK = new RegExp(
  `(?:[${OPEN_BRACKETS}][^${CLOSE_BRACKETS}\\n]*?)?context\\s*${COLON}[^${CLOSE_BRACKETS}\\n]*[${CLOSE_BRACKETS}]?`,
  'gi',
);
/** Letters of "context" in other scripts that look the same (Cyrillic, Greek, small capitals). */
const CONFUSABLES: Record<string, string> = {
  с: 'c',
  С: 'C',
  ϲ: 'c',
  Ϲ: 'C',
  ᴄ: 'c',
  о: 'o',
  О: 'O',
  ο: 'o',
  Ο: 'O',
  ᴏ: 'o',
  '0': 'o',
  ո: 'n',
  ɴ: 'n',
  Ν: 'N',
  т: 't',
  Т: 'T',
  τ: 't',
  Τ: 'T',
  ᴛ: 't',
  е: 'e',
  Е: 'E',
  ε: 'e',
  Ε: 'E',
  ҽ: 'e',
  ᴇ: 'e',
  х: 'x',
  Х: 'X',
  χ: 'x',
  Χ: 'X',
};

/**
 * The text with its markers made plain: invisible characters removed, and a word that reads "context" once
 * width, accents and look-alike letters are folded (NFKC) written as "context". Other words are left as typed.
 */
export function revealMarkers(text: string): string {
  const visible = text.replace(INVISIBLE, '');
  // Plain ASCII without a zero (most texts): every word below would come back as it is.
  if (!/[^\x00-\x7f]|0/.test(visible)) return visible;
  return visible.replace(/[\p{L}\p{M}\p{N}]+/gu, (word) => {
    if (/^[\x00-\x7f]*$/.test(word) && !word.includes('0')) return word;
    const folded = [...word.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC')].map((c) => CONFUSABLES[c] ?? c).join('');
    return /context/i.test(folded) ? folded : word;
  });
}

/** Makes a value safe inside the line: no brackets, bars, parentheses, control characters or marker. */
export function sanitizeValue(value: string, maxChars = MAX_VALUE_CHARS): string {
  let text = revealMarkers(value)
    .replace(ANY_BRACKET, ' ')
    .replace(/[|()\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  // Repeat: removing one marker must not join the halves of another ("CONCONTEXT:TEXT:").
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(MARKER, ' ');
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > maxChars ? text.slice(0, maxChars).trimEnd() : text;
}

/** The user's message as the model sees it: brackets become parentheses and the marker loses its colon. */
export function neutraliseMessage(message: string): string {
  let text = revealMarkers(message).replace(OPEN_BRACKET, '(').replace(CLOSE_BRACKET, ')');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(MARKER, 'context -');
  }
  return text;
}

/** A model reply in history: markdown brackets kept, but no marker, in case it quotes the user's. */
export function neutraliseMarkers(text: string): string {
  let result = revealMarkers(text);
  for (let previous = ''; previous !== result;) {
    previous = result;
    result = result.replace(MARKER, 'context -');
  }
  return result;
}

/** The user's message with any forged context block cut out (to its closing bracket or the line's end), for extraction only. */
export function stripForgedContext(message: string): string {
  let text = revealMarkers(message);
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(FORGED_BLOCK, ' ');
  }
  return text;
}

export interface ContextLineExtras {
  referringTo?: VenueRef | null;
  /** The venue in focus: written only when the message refers to no venue, so a bare "Open?" or "Vega?" has its subject. */
  focus?: VenueRef | null;
  earlierQuestion?: { index: number; text: string } | null;
  from?: VenueRef | null;
  /** How many venues of the latest list to number (default 10, the most a list holds). */
  maxVenues?: number;
}

/** `[CONTEXT: location: X | query: Y | venues: 1. A (id) 2. B (id) | in focus: B (id) | referring to: A (id) | from: C (id)]`,
 * or '' when empty. */
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
  const focus = extras.focus && !extras.referringTo ? formatVenue(extras.focus) : null;
  if (focus) fields.push(`in focus: ${focus}`);
  const referring = extras.referringTo ? formatVenue(extras.referringTo) : null;
  if (referring) fields.push(`referring to: ${referring}`);
  const from = extras.from ? formatVenue(extras.from) : null;
  if (from) fields.push(`from: ${from}`);
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
  const parsed: ParsedContextLine = { location: null, query: null, venues: [], focus: null, referringTo: null, earlierQuestion: null };
  for (const field of body.split(' | ')) {
    const colon = field.indexOf(': ');
    if (colon < 0) continue;
    const key = field.slice(0, colon).trim();
    const value = field.slice(colon + 2).trim();
    if (key === 'location') parsed.location = value || null;
    else if (key === 'query') parsed.query = value || null;
    else if (key === 'venues') parsed.venues = parseVenueList(value);
    else if (key === 'in focus') parsed.focus = parseVenue(value);
    else if (key === 'referring to') parsed.referringTo = parseVenue(value);
    else if (key === 'from') parsed.from = parseVenue(value);
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
