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
import { isKnownPlace } from '../context/gazetteer';
import { commonWordIn } from '../context/lexicon/common-words';
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
  /** A place to eat or drink, named only when recommended ("tiktok says ichiran in shibuya is a MUST"). */
  eatery: boolean;
}

let famous: Famous[] | null = null;
function famousPlaces(): Famous[] {
  if (famous) return famous;
  const shortForms = Object.entries(SHORT_FORMS.forms);
  famous = OFFLINE_CATALOG.flatMap((city) =>
    city.venues.flatMap((venue) => {
      const eatery = !['museum', 'sight', 'park', 'market'].includes(venue.kind);
      const whole = normalizeText(venue.name);
      const beforeComma = normalizeText(venue.name.split(/[,(]/)[0]);
      const own = shortForms.filter(([, name]) => name === venue.name).map(([form]) => normalizeText(form));
      // Wave dc: an eatery by a name no everyday word or kind of place is, whole or without the area or the kind it ends on.
      const forms = eatery
        ? [whole, beforeComma, withoutTail(beforeComma)].filter((form) => form && ownName(form))
        : [whole, beforeComma, nameCore(beforeComma), ...own];
      const found = [...new Set(forms.filter((form): form is string => Boolean(form)))].sort((a, b) => b.length - a.length);
      return found.length ? [{ name: venue.name, city: city.name, forms: found, eatery }] : [];
    }),
  );
  return famous;
}

/** Words an eatery's name may end on that do not say which one: its kind, or the area it is in. */
const NAME_TAIL = new Set(['bakery', 'cafe', 'coffee', 'dumplings', 'samgyetang', 'pizza', 'ramen', 'restaurant', 'bar', 'bistro']);
/** "ichiran shibuya" → "ichiran", "tartine bakery" → "tartine", "dong bei dumplings" → "dong bei"; null when nothing is left. */
function withoutTail(normalized: string): string | null {
  const words = normalized.split(' ');
  while (words.length > 1 && (NAME_TAIL.has(words.at(-1)!) || isKnownPlace(words.at(-1)!))) words.pop();
  const rest = words.join(' ');
  return rest !== normalized ? rest : null;
}

/** A name no one says for anything else: not a kind of place ("burger bar", "pancake"), and two words or more, or one of six
 * letters or more that no language uses. */
function ownName(form: string | null): boolean {
  if (!form || extractQuery(form)?.query === form) return false;
  const words = form.split(' ');
  if (words.length === 1) return form.length >= 6 && commonWordIn(form).length === 0;
  return !words.every((word) => commonWordIn(word).length > 0);
}

/** The famous place the words name and where in them, or null; of two, the one named last ("from X to Y" goes to Y). Eateries
 * count only with `eateries`. */
export function famousPlaceNamed(said: string, eateries = false): { place: Famous; at: number } | null {
  const text = normalizeText(said);
  let best: { place: Famous; at: number } | null = null;
  for (const place of famousPlaces()) {
    if (place.eatery && !eateries) continue;
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

/** "tiktok says ichiran in shibuya is a MUST", "yung dong bei dumplings sa yuchengco st, legit ba?": a place recommended by name,
 * nothing else asked for (wave dc). */
export function recommendedByName(said: string): boolean {
  const message = analyseMessage(said);
  if (!occursAny(message, ['RECOMMENDED']) || occursAny(message, NOT_THE_NAMED)) return false;
  return famousPlaceNamed(said, true) !== null;
}

/** Words that ask for something else than the place named: a search, another one, one like it or cheaper, somewhere near it. */
const NOT_THE_NAMED = [
  'SEARCH_ASK',
  'WHERE_ASK',
  'NEAR',
  'NEAR_A_PLACE',
  'OTHER_RESULTS',
  'LIKE_THE_PICK',
  'INSTEAD',
  'CHEAPER',
  'CHEAPER_SEARCH',
];

/** The search for the named place, when the words ask a fact of it or the way to it and no card is it. */
export function namedPlaceRequests(turn: OfflineTurn, offered: ReadonlySet<string>): Part[] | null {
  const { intent, parsed } = turn;
  // ... or nothing else asked of a place recommended by name ("tiktok says ichiran in shibuya is a MUST, legit ba?", wave dc).
  const recommended = intent.kind === 'search' && recommendedByName(turn.said);
  if (!offered.has('searchPlaces') || (!['fact', 'details', 'directions'].includes(intent.kind) && !recommended)) return null;
  // "the second one, is it open?" asks of the card; the way from a card to a named place goes to the place.
  if (parsed?.referringTo && intent.kind !== 'directions') return null;
  const named = famousPlaceNamed(turn.said, recommended);
  if (!named || (!recommended && asksSearch(turn.said, named.place))) return null;
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
