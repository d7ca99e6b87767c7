// Issue 17 (wave zr): a famous place the person names themselves, with no card of it shown ("is the Musée d'Orsay open late on
// Thursdays?", "anong oras nagbubukas ang Senso-ji?", "Hoe kom ik van die eerste ontbijtzaak naar het Met?"): looked up by its
// name with the search tool (one result), then the fact asked, or the way there, of the place found. A model knows a city's
// famous places by name; offline those are the catalog's, and the lookup is the same searchPlaces call Gemini makes. Only
// before a list is shown: mid-conversation the found place would replace the cards the person is deciding between.
import type { Part } from 'genkit';
import { extractQuery } from '../context/extract-query';
import { analyseMessage } from '../context/intent/intent-words';
import { occursAny } from '../context/intent/turn-intent';
import type { Place } from '../contract/place';
import { OFFLINE_CATALOG } from '../places/offline-catalog-data';
import { normalizeText } from '../places/normalize-text';
import { nameCore } from '../places/venue-name-core';
import SHORT_FORMS from './named-place-short-forms.json';
import { describeTaggedResults, madeTagged, taggedRequests } from './offline-answers';
import { distanceOrigin } from './offline-near';
import { factRequests } from './offline-sub-agent';
import type { OfflineTurn } from './offline-turn';

const NAMED_REF = 'searchPlaces-named';
const AFTER_REF = '-of-named-place';

interface Famous {
  /** The catalog's name, as the search asks for it. */
  name: string;
  city: string;
  /** Normalized forms a message may name it by, longest first. */
  forms: string[];
}

let famous: Famous[] | null = null;
function famousPlaces(): Famous[] {
  if (famous) return famous;
  const shortForms = Object.entries(SHORT_FORMS.forms);
  famous = OFFLINE_CATALOG.flatMap((city) =>
    city.venues
      .filter((venue) => ['museum', 'sight', 'park', 'market'].includes(venue.kind))
      .map((venue) => {
        const whole = normalizeText(venue.name);
        const beforeComma = normalizeText(venue.name.split(/[,(]/)[0]);
        const own = shortForms.filter(([, name]) => name === venue.name).map(([form]) => normalizeText(form));
        const forms = [whole, beforeComma, nameCore(beforeComma), ...own].filter((form): form is string => Boolean(form));
        return { name: venue.name, city: city.name, forms: [...new Set(forms)].sort((a, b) => b.length - a.length) };
      }),
  );
  return famous;
}

/** The famous place the words name and where in them, or null; of two, the one named last ("from X to Y" goes to Y). */
export function famousPlaceNamed(said: string): { place: Famous; at: number } | null {
  const text = normalizeText(said);
  let best: { place: Famous; at: number } | null = null;
  for (const place of famousPlaces()) {
    // Longest form first: "musee d orsay" is found before "orsay".
    const at = place.forms.map((form) => ` ${text} `.lastIndexOf(` ${form} `)).find((index) => index >= 0);
    if (at !== undefined && (!best || at > best.at)) best = { place, at };
  }
  return best;
}

/** "to", "naar", "papunta sa": the words before a destination (normalized text). */
const TO_BEFORE = /\b(?:to|naar|papunta(?: sa)?|papuntang|pumunta sa)(?: (?:the|de|het|ang|sa))? $/;

/** The words search for something else ("lunch near the Vondelpark", "saan ... bukod sa senso-ji"): no lookup of the place. */
function asksSearch(said: string, place: Famous): boolean {
  if (occursAny(analyseMessage(said), ['SEARCH_ASK', 'WHERE_ASK'])) return true;
  const query = extractQuery(said);
  return query !== null && !query.weak && !place.forms.some((form) => normalizeText(query.query).includes(form));
}

/** The search for the named place, when the words ask a fact of it or the way to it and no card is it. */
export function namedPlaceRequests(turn: OfflineTurn, offered: ReadonlySet<string>): Part[] | null {
  const { intent, parsed } = turn;
  if (!offered.has('searchPlaces') || !['fact', 'details', 'directions'].includes(intent.kind)) return null;
  // "the second one, is it open?" asks of the card; the way from a card to a named place goes to the place.
  if (parsed?.referringTo && intent.kind !== 'directions') return null;
  const named = famousPlaceNamed(turn.said);
  if (!named || asksSearch(turn.said, named.place)) return null;
  // "how do we get to senso-ji from ueno station?": the way goes to the place named after "to"; "from Ayala Triangle" starts there.
  if (intent.kind === 'directions' && !TO_BEFORE.test(normalizeText(turn.said).slice(0, named.at))) return null;
  // Only before any list: the place found becomes the card shown, and a list the person is still choosing from stays theirs.
  if (parsed?.venues.length) return null;
  const input = { query: named.place.name, location: named.place.city, limit: 1 };
  return [{ toolRequest: { name: 'searchPlaces', ref: NAMED_REF, input } }];
}

/** After the search: the fact, the details or the way to the place found; then the answer from those lookups alone. */
export function namedPlaceNext(turn: OfflineTurn): Part[] | null {
  const search = turn.toolResponses.find((response) => response.ref === NAMED_REF);
  if (!search) return null;
  const [place] = ((search.output as { places?: Place[] } | undefined)?.places ?? []) as Place[];
  if (!place) return null;
  if (!madeTagged(turn, AFTER_REF)) return lookupsOf(turn, place);
  return [{ text: describeTaggedResults(turn, AFTER_REF) }];
}

function lookupsOf(turn: OfflineTurn, place: Place): Part[] {
  // "from the second one", "vanaf die eerste": a card the words start from is named by its name, as Maps reads it.
  const from = distanceOrigin(turn);
  const card = from && 'placeId' in from ? turn.parsed?.venues.find((venue) => venue.placeId === from.placeId) : null;
  const origin = card?.name ?? (from && 'name' in from ? from.name : null) ?? turn.parsed?.referringTo?.name ?? null;
  const parts =
    turn.intent.kind === 'directions'
      ? [{ toolRequest: { name: 'getDirections', input: { placeId: place.placeId, origin } } }]
      : factRequests(place.placeId, turn.facts);
  return taggedRequests(parts, AFTER_REF);
}
