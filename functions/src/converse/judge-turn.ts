// Judges one user turn against what its conversation expects: right only when every stated expectation holds.
import type { Place } from '../contract/place';
import type { Expect, Fact, Intent, Language, VenueSelector } from './converse-set';
import WORDS from './fact-answer-words.json';
import GENERIC from './generic-name-words.json';
// Where each fact lives on a Place (first present wins): data, so a new source needs no new code.
import FACT_FIELDS from './fact-fields.json';
import { parkingText } from '../models/parking-text';
import { replyLanguage } from './reply-language';
import type { PlaceCall } from './recording-place-search';
import type { TurnRecord } from './turn-record';

/** What the judge knows of the conversation so far, as the person saw it. */
export interface SeenSoFar {
  /** Venue cards of each earlier search turn, by user turn index. */
  lists: Map<number, Place[]>;
  /** Every venue shown so far, by id (details replace list entries: they know more). */
  venues: Map<string, Place>;
  /** The venue the previous turn was about, when it was about exactly one. */
  focus: string | null;
  previous: TurnRecord | null;
}

export interface TurnVerdict {
  right: boolean;
  failures: string[];
  intent: Intent;
  about: string[];
  /** The venues the expectation names, resolved: what the person meant, right or not. */
  meant: string[];
}

const SEARCH = /search|near/i;
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
/** One of the phrases stands in the text where a word starts, and (with `whole`) where one ends too. */
const saysAny = (text: string, phrases: readonly string[], whole = true) =>
  phrases.some((phrase) => new RegExp(`(^|[^\\p{L}])${escape(fold(phrase))}${whole ? '($|[^\\p{L}])' : ''}`, 'u').test(fold(text)));
const containsAny = (text: string, phrases: readonly string[]) => saysAny(text, phrases);
const startsAWord = (text: string, phrases: readonly string[]) => saysAny(text, phrases, false);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const idsOf = (calls: readonly PlaceCall[], method: RegExp) =>
  calls.filter((call) => method.test(call.method)).flatMap((call) => placeIdsIn(call.args));

function placeIdsIn(args: readonly unknown[]): string[] {
  const first = args[0];
  if (typeof first === 'string') return [first];
  const record = (first ?? {}) as Record<string, unknown>;
  return ['placeId', 'from', 'to', 'a', 'b'].flatMap((key) => (typeof record[key] === 'string' ? [record[key] as string] : []));
}

/** Words that say what a place is ("museum", "market"): no venue is named by one of them alone. */
const GENERIC_WORDS: ReadonlySet<string> = new Set(GENERIC.words.map((word) => fold(word)));

/** Venues the reply names, whole or by a word of five letters or more that no other venue's name has (a kind word is none). */
function venuesNamed(reply: string, seen: SeenSoFar): string[] {
  const text = fold(reply);
  const venues = [...seen.venues.values()];
  const wordsOf = (name: string) => fold(name).match(/[\p{L}\p{N}]{5,}/gu) ?? ([] as string[]);
  const own = (venue: Place) =>
    wordsOf(venue.name).filter(
      (word) => !GENERIC_WORDS.has(word) && !venues.some((other) => other !== venue && wordsOf(other.name).includes(word)),
    );
  return venues
    .filter((venue) => text.includes(fold(venue.name)) || own(venue).some((word) => containsAny(text, [word])))
    .map((venue) => venue.placeId);
}

/** A search that found one place, then only lookups of that place ("is the Rijksmuseum open on Monday?" looks the museum up by
 * its name, then its hours): the lookups are what the reply did. Null for any other turn. */
function lookupsAfterSearchForOne(calls: readonly PlaceCall[]): PlaceCall[] | null {
  const at = calls.findIndex((call) => SEARCH.test(call.method));
  if (at < 0 || calls.slice(at + 1).some((call) => SEARCH.test(call.method))) return null;
  const found = Array.isArray(calls[at].result) ? (calls[at].result as Place[]).map((place) => place.placeId) : [];
  const after = calls.slice(at + 1);
  const looked = idsOf(after, /details|fact|directions/i);
  if (found.length !== 1 || !looked.length || !looked.every((id) => id === found[0])) return null;
  return after;
}

/** A reply whose first sentence is a question. */
const FIRST_SENTENCE_ASKS = /^[^.!?\n]*\?/;

/** The reply's intent, read from the place tools it called and, without any, from its text. */
export function intentOf(record: TurnRecord, seen: SeenSoFar): { intent: Intent; about: string[] } {
  const calls = lookupsAfterSearchForOne(record.calls) ?? record.calls;
  if (calls.some((call) => SEARCH.test(call.method))) return { intent: 'search', about: [] };
  const directions = idsOf(calls, /directions/i);
  if (directions.length) return { intent: 'directions', about: [...new Set(directions)] };
  // A distance is measured by locating both ends (placeDistance → locate), so a locate is a distance lookup.
  const details = [...new Set([...idsOf(calls, /details|fact/i), ...idsOf(calls, /distance|locate/i)])];
  // Listed venues measured only to pick the one closest to an area ("die in Tsukiji, tot hoe laat?"), then one looked up.
  const looked = [...new Set(idsOf(calls, /details|fact/i))];
  const measured = new Set(idsOf(calls, /distance|locate/i).filter((id) => seen.venues.has(id)));
  const namedMeasured = venuesNamed(record.reply, seen).filter((id) => measured.has(id));
  if (looked.length === 1 && measured.size > 1 && namedMeasured.length === 1 && namedMeasured[0] === looked[0]) {
    return { intent: 'details', about: looked };
  }
  // "how far is the second one from Times Square?": a distance between one card and a place that is no card (a landmark, a
  // station, an area), both found, tells about that card; it weighs nothing against another.
  const found = calls.filter((call) => /locate/i.test(call.method) && call.result);
  const measuresOneCard =
    found.length >= 2 && !calls.some((call) => /compare/i.test(call.method)) && looked.every((id) => measured.has(id));
  if (measuresOneCard && measured.size === 1 && details.every((id) => measured.has(id) || !seen.venues.has(id))) {
    return { intent: 'details', about: [...measured] };
  }
  if (details.length > 1 || calls.some((call) => /distance|compare|locate/i.test(call.method))) {
    const shared = sharedEnd(idsOf(calls, /locate/i));
    return {
      intent: 'compare',
      about: comparedAbout(
        details.filter((id) => id !== shared),
        record.reply,
        seen,
      ),
    };
  }
  if (details.length === 1) return { intent: 'details', about: details };
  const named = venuesNamed(record.reply, seen);
  // "Which place do you mean? 1. A, 2. B": a question that offers the names to choose from asks; it weighs nothing.
  if (named.length > 1 && FIRST_SENTENCE_ASKS.test(record.reply.trim()) && !record.error) return { intent: 'clarify', about: named };
  if (named.length > 1) return { intent: 'compare', about: named };
  if (/\?\s*$/.test(record.reply.trim()) && !record.error) return { intent: 'clarify', about: named };
  // "No ATMs from me, but Google Maps shows those near Ippudo: [link]": a map search for something near the card, with no
  // lookup, points elsewhere; it tells nothing about the card.
  if (named.length === 1 && MAPS_SEARCH_NEAR.test(record.reply)) return { intent: 'smalltalk', about: named };
  return { intent: named.length === 1 ? 'details' : 'smalltalk', about: named };
}

/** A Google Maps search link whose query looks for something near a place ("query=atm+near+Ippudo"). */
const MAPS_SEARCH_NEAR = /google\.[a-z.]+\/maps\/search\/\?[^)\s]*query=[^)\s&]*(?:\+|%20)near(?:\+|%20)/i;

/** "which is closer to the sushi place, the first or the third?": the one end every distance shares (located once per
 * distance, the others once each) is where the measures start, not a venue the reply weighs. Null when there is none. */
function sharedEnd(located: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const id of located) counts.set(id, (counts.get(id) ?? 0) + 1);
  if (counts.size < 3) return null;
  const repeated = [...counts].filter(([, n]) => n > 1);
  return repeated.length === 1 && repeated[0][1] === counts.size - 1 ? repeated[0][0] : null;
}

/** Looking up several venues to pick one ("which is cheapest?"): the reply is about those it names, if it names any. */
function comparedAbout(ids: readonly string[], reply: string, seen: SeenSoFar): string[] {
  if (ids.length < 2) return [...ids];
  const named = venuesNamed(reply, seen).filter((id) => ids.includes(id));
  return named.length ? named : [...ids];
}

export function latestList(seen: SeenSoFar): Place[] {
  const turns = [...seen.lists.keys()];
  return turns.length ? (seen.lists.get(Math.max(...turns)) ?? []) : [];
}

const PRICE_ORDER = ['free', 'inexpensive', 'moderate', 'expensive', 'very expensive'];

/** The place id a selector names, or a reason it names none. */
export function selectVenue(selector: VenueSelector, seen: SeenSoFar): string | { missing: string } {
  if ('list' in selector) {
    const list = selector.turn === undefined ? latestList(seen) : (seen.lists.get(selector.turn) ?? []);
    return list[selector.list - 1]?.placeId ?? { missing: `no card ${selector.list} in that list` };
  }
  if ('name' in selector) {
    const wanted = fold(selector.name);
    const venue = [...seen.venues.values()].find((place) => fold(place.name).includes(wanted));
    return venue?.placeId ?? { missing: `no venue named "${selector.name}" was shown` };
  }
  if ('focus' in selector) return seen.focus ?? { missing: 'no venue in focus' };
  const list = latestList(seen);
  if (!list.length) return { missing: 'no list shown' };
  const key =
    'cheapest' in selector
      ? (place: Place) => PRICE_ORDER.indexOf(place.priceLevel ?? 'very expensive')
      : (place: Place) => -(place.rating ?? 0);
  return [...list].sort((a, b) => key(a) - key(b))[0].placeId;
}

const describe = (ids: readonly string[], seen: SeenSoFar) => ids.map((id) => seen.venues.get(id)?.name ?? id).join(', ') || 'none';

export function judgeTurn(record: TurnRecord, expect: Expect, lang: Language, seen: SeenSoFar): TurnVerdict {
  const failures: string[] = [];
  const { intent, about } = intentOf(record, seen);
  if (record.error) failures.push(`the call failed: ${record.error}`);
  let meant: string[] = [];
  const intents = expect.intent === undefined ? [] : [expect.intent].flat();
  if (intents.length && !intents.includes(intent)) failures.push(`intent: wanted ${intents.join(' or ')}, got ${intent}`);
  if (expect.about) {
    const wanted = expect.about.map((selector) => selectVenue(selector, seen));
    const missing = wanted.filter((id): id is { missing: string } => typeof id !== 'string');
    const ids = wanted.filter((id): id is string => typeof id === 'string');
    meant = ids;
    if (missing.length) failures.push(`about: ${missing.map((item) => item.missing).join('; ')}`);
    else if (ids.some((id) => !about.includes(id)) || about.some((id) => !ids.includes(id))) {
      failures.push(`about: wanted ${describe(ids, seen)}, got ${describe(about, seen)}`);
    }
  }
  if (expect.near) failures.push(...judgeNear(record, expect.near, seen));
  if (expect.results === 'some' && !record.venues.length) failures.push('results: wanted places, got none');
  if (expect.results === 'none' && record.venues.length) failures.push(`results: wanted none, got ${record.venues.length}`);
  failures.push(...judgeSlot('location', record.context?.location ?? null, expect.location, sameLocation));
  failures.push(
    ...judgeSlot('query', record.context?.searchQuery ?? null, expect.query, (got, want) => singular(got).includes(singular(want))),
  );
  if (expect.fact) failures.push(...judgeFact(record, expect.fact, about[0] ?? null, lang, seen));
  // A mention is found where a word starts: "http" is in "https://…", "Ueno" in "Ueno Park", "bar" not in "Zanzibar".
  if (expect.mentions && !startsAWord(record.reply, expect.mentions)) failures.push(`mentions: none of ${expect.mentions.join(' | ')}`);
  if (expect.keepsContext) failures.push(...judgeKeptContext(record, seen.previous));
  const wantedLang = expect.lang ?? lang;
  const gotLang = replyLanguage(record.reply);
  if (record.reply && gotLang !== wantedLang) failures.push(`language: wanted ${wantedLang}, got ${gotLang}`);
  if (seen.previous && fold(seen.previous.reply) === fold(record.reply) && record.reply) failures.push('repeats the previous reply');
  return { right: failures.length === 0, failures, intent, about, meant };
}

/** Folded, each English plural made singular ("bakeries" → "bakery", "museums" → "museum"): a query holds a word in either number. */
function singular(text: string): string {
  return fold(text)
    .split(/\s+/)
    .map((word) => word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1'))
    .join(' ');
}

/** "Chinatown, Singapore" is right where "Chinatown" or "Singapore" is: the neighbourhood with the city it is in. */
function sameLocation(got: string, want: string): boolean {
  return fold(got) === fold(want) || got.split(',').some((part) => fold(part) === fold(want));
}

function judgeSlot(
  name: string,
  got: string | null,
  wanted: readonly string[] | null | undefined,
  matches: (got: string, want: string) => boolean,
): string[] {
  if (wanted === undefined || wanted === null) return [];
  if (!wanted.length) return got ? [`${name}: wanted none, got "${got}"`] : [];
  return got && wanted.some((want) => matches(got, want)) ? [] : [`${name}: wanted ${wanted.join(' | ')}, got ${got ?? 'none'}`];
}

function judgeNear(record: TurnRecord, selector: VenueSelector, seen: SeenSoFar): string[] {
  const id = selectVenue(selector, seen);
  if (typeof id !== 'string') return [`near: ${id.missing}`];
  const venue = seen.venues.get(id);
  const searches = record.calls.filter((call) => SEARCH.test(call.method)).map((call) => JSON.stringify(call.args));
  const near = searches.some((args) => args.includes(id) || (venue && args.toLowerCase().includes(venue.name.toLowerCase())));
  return near ? [] : [`near: no search around ${venue?.name ?? id}`];
}

function judgeKeptContext(record: TurnRecord, previous: TurnRecord | null): string[] {
  const before = previous?.context;
  const after = record.context;
  if (!before || !after) return [];
  const list = (context: typeof after) => (context.alternatives ?? []).map((venue) => venue.placeId).join(',');
  const changed = [
    before.location !== after.location ? `location ${before.location} → ${after.location}` : '',
    before.searchQuery !== after.searchQuery ? `query ${before.searchQuery} → ${after.searchQuery}` : '',
    list(before) !== list(after) ? 'the list' : '',
  ].filter(Boolean);
  return changed.length ? [`keepsContext: changed ${changed.join(', ')}`] : [];
}

function factValue(place: Place, fact: Fact): unknown {
  const record = place as unknown as Record<string, unknown>;
  for (const path of (FACT_FIELDS as Record<string, string[]>)[fact] ?? []) {
    const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], record);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** The reply gives the asked fact of the venue, or says plainly it does not know and offers the maps link. */
function judgeFact(record: TurnRecord, fact: Fact, placeId: string | null, lang: Language, seen: SeenSoFar): string[] {
  const place = (placeId && detailsResult(record, placeId)) || (placeId ? seen.venues.get(placeId) : undefined);
  if (!place) return [`fact ${fact}: the reply is about no venue`];
  if (fact === 'distance') return rendersFact(record.reply, fact, null) ? [] : ['fact distance: the reply gives no distance'];
  const value = factValue(place, fact);
  const saysDontKnow = containsAny(record.reply, WORDS.dontKnow[lang]);
  if (value === undefined) {
    const linked = /google\.[a-z.]+\/maps|maps\.app\.goo\.gl|maps\.google/i.test(record.reply);
    // "The listing doesn't say its website": of an unknown fact, plainly not knowing. Of a known one it may be another fact's
    // ("Yes, it has step-free access. The listing doesn't say whether it takes cards"), so only here.
    const silent = saysDontKnow || containsAny(record.reply, WORDS.listingSilent[lang]);
    return silent && linked ? [] : [`fact ${fact}: unknown for ${place.name}, so the reply must say so and link the map`];
  }
  if (saysDontKnow) return [`fact ${fact}: the data has it (${JSON.stringify(value)}) but the reply says it does not know`];
  const said = rendersFact(record.reply, fact, value) || saysParking(record.reply, fact, value, lang);
  return said ? [] : [`fact ${fact}: the reply does not give ${JSON.stringify(value).slice(0, 80)}`];
}

function detailsResult(record: TurnRecord, placeId: string): Place | undefined {
  // A details call first: a locate before it (measuring a distance) returns the venue without its facts.
  const calls = [...record.calls].sort((a, b) => Number(/details/i.test(b.method)) - Number(/details/i.test(a.method)));
  for (const call of calls) {
    const result = call.result as { placeId?: string } | null;
    if (result && typeof result === 'object' && result.placeId === placeId) return result as Place;
  }
  return undefined;
}

/** Parking is said as values in the reply's language (models/parking-text.ts) rather than quoted from the data. */
function saysParking(reply: string, fact: Fact, value: unknown, lang: Language): boolean {
  const text = fact === 'parking' && typeof value === 'string' ? parkingText(value, lang) : null;
  return text !== null && fold(reply).includes(fold(text));
}

function rendersFact(reply: string, fact: Fact, value: unknown): boolean {
  if (typeof value === 'boolean') return containsAny(reply, value ? WORDS.yes : WORDS.no);
  if (fact === 'hours') return /\d{1,2}[:.]\d{2}|\d{1,2}\s?(?:am|pm|u)\b|24\/7|24 (?:hours|oras|uur)/i.test(reply);
  if (fact === 'price') return containsAny(reply, WORDS.price) || /[$₱€¥₩£]/.test(reply);
  if (fact === 'rating') return reply.includes(String(value));
  if (fact === 'distance') return /\d+(?:[.,]\d+)?\s?(?:km|m|min|mins|minutes|minuto|minuten)\b/i.test(reply);
  if (fact === 'openNow') return containsAny(reply, WORDS.open);
  return typeof value === 'string' && fold(reply).includes(fold(value));
}
