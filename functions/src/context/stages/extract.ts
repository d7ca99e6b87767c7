// Stage 3: what the message asks for (query) and where (location), before any reference is resolved.
import { emojiKind } from '../rules/emoji-kind';
import { namesOnlyFacts } from '../../places/search-words';
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { extractLocationByRule } from '../extract-location';
import { extractQuery, extractQueryByRule, type ExtractedQuery } from '../extract-query';
import { isKnownPlace } from '../gazetteer';
import { listKindOf } from '../references/list-kinds';
import { intentPhraseWords } from '../intent/intent-phrase-words';
import { asideSentences, turnIntentOf, type TurnIntent } from '../intent/turn-intent';
import type { AnalyseStage } from './analyse';
import { AND_IN, ASKS_FOR_MORE, MOVES, SAME_SEARCH, SEARCHES } from './message-cues';
import { insidePlaceName, maskPlaceNames, queryTextOf } from './query-masks';
import { escapeRegExp } from '../text/escape-reg-exp';
import { visitReports } from '../intent/visit-reports';

export interface ExtractStage {
  /** What the message asks for, after the masks and guards below; null when it asks for nothing new. */
  query: ExtractedQuery | null;
  /** The message starts a new search: a specific query that is not the known one again, or "the same kind" again. */
  newSearch: boolean;
  /** Where the message says to look, before the decide stage weighs it against the known location. */
  location: string | null;
  /** The rule that gave `query` and `location`. */
  queryRule: string;
  locationRule: string;
}

const ASKS_FOR_LOCATION = new RegExp(
  [
    String.raw`\b(?:which|what|where|in what)\b[^?]*\b(?:city|town|area|location|place|metropolis|neighbou?rhood|district)\b`,
    String.raw`|\bwhere\b[^?]*\?|\b(?:city|location)\s*\?|\bsaan\b|\bwaar\b|\bwelke (?:stad|plaats|buurt)\b`,
  ].join(''),
  'i',
);
const GETS_THERE = new RegExp(
  [
    String.raw`\b(?:how (?:do|can|would|should) (?:i|we|you) get|how to get|how long (?:does it take )?to (?:get|walk|drive)`,
    String.raw`|paano (?:pumunta|pupunta|makarating|makakarating|magpunta)|pano (?:pumunta|makarating)`,
    String.raw`|hoe (?:kom|kommen|geraak|geraken|rijd|fiets|loop) (?:ik|we|je|wij|ge)|hoe ver (?:is|ligt))\b`,
  ].join(''),
  'i',
);

/** "we zitten in een hotel", "we're staying at a hostel", "our hotel is", "nasa hotel kami", "naka-stay kami sa airbnb". */
const STAYING_AT = new RegExp(
  [
    String.raw`\b(?:(?:we|wij|ik)\s+(?:zitten|zit|slapen|slaap|verblijven|verblijf|logeren|logeer|overnachten)\s+(?:in|bij)`,
    String.raw`|(?:we(?:'re| are|re)|i(?:'m| am|m))\s+(?:staying|sleeping|based)\s+(?:in|at)`,
    // ... with the subject left out at the start of a sentence ("peuter is al wakker. zitten in een hotel in le Marais", wave cb).
    String.raw`|(?:^|[.!?]\s*)(?:zitten|slapen|verblijven|logeren|overnachten|staying|sleeping)\s+(?:in|at|bij)`,
    // ... or checked out of ("Checkout na kami sa hotel sa Shinjuku", "just checked out of our hotel", wave cf).
    String.raw`|\b(?:check(?:ed)?[- ]?out|nag-?check-?out|uitgecheckt|uitchecken)`,
    String.raw`(?:\s+(?:na|kami|ako|we|just|of|from|uit))*\s+(?:sa|of|from|uit)`,
    String.raw`|(?:nasa|naka-?stay\s+(?:kami|ako)\s+sa|nag-?stay\s+(?:kami|ako)\s+sa))\s+(?:(?:een|het|ons|a|an|the|our|isang)\s+)?`,
    String.raw`(?:hotel|hostel|airbnb|appartement|apartment|b&b|hotelletje)\b|\b(?:ons|our)\s+(?:hotel|hostel|airbnb)\s+(?:is|zit|ligt)\b`,
    // ... "Sa isang hotel po sa may Intramuros sila tutuloy", "sa midtown sila naka hotel" (wave cq).
    String.raw`|\b(?:hotel|hostel|airbnb)\b[^.?!]{0,40}?\b(?:sila|kami|ako|tayo)\s+(?:tutuloy|tumutuloy|titira|nakatira|naka-?stay)\b`,
    String.raw`|\bnaka-?\s?(?:hotel|hostel|airbnb)\b`,
    String.raw`|\b(?:hotel|hostel|airbnb)\s+(?:namin|ko)\b`,
  ].join(''),
  'i',
);

/** Issue 17 (wave de): where the person sleeps as the place to be near ("dichter bij mn hotel", "right by the hotel", "malapit sa
 * hotel ko") names no kind: masked before the query is read, so neither "hotel" nor the words framing it are the search. */
const NEAR_OUR_LODGING = new RegExp(
  String.raw`\b(?:near|by|close to|next to|around|bij|vlakbij|dichtbij|in de buurt van|malapit sa)\s+` +
    String.raw`(?:(?:my|our|the|mijn|mn|m'n|ons|onze|het)\s+)?(?:hotel|hostel|airbnb)\b`,
  'gi',
);

/** Small talk whose rule holds only when the whole message is small talk (thanks, greetings, goodbyes, "are you there?"). */
const WHOLE_MESSAGE_SMALLTALK: ReadonlySet<string> = new Set(['thanks', 'greeting', 'bye', 'presence', 'self', 'ack']);

/** Small talk about visits in general: the place it names is the one talked about already, the search stays. */
const GENERAL_QUESTIONS: ReadonlySet<string> = new Set([
  'timeNeeded',
  'typicalCost',
  'capabilities',
  'freshness',
  'ratingMeaning',
  'dietInfo',
  'shopping',
  // ... and an opinion on an area or the list ("is the marais touristy now?", wave dj): the list there stays.
  'opinion',
]);

/** Advice about a city ("is the tap water safe here?", jet lag): once a place is known, the list there stays; asked first, the
 * city it names is where the conversation is (wave ac). */
const KEEPS_A_KNOWN_PLACE: ReadonlySet<string> = new Set(['tapWater', 'jetLag']);

/** Small talk that asks for advice (when to go, tipping, customs): a kind named inside it is what the advice is about, not a
 * search ("een tip voor een frietkot" is no tipping question: its rule's TIP_FOR guard leaves it a search). */
const ADVICE_SMALLTALK: ReadonlySet<string> = new Set([
  'bestTime',
  'tipping',
  'travelInfo',
  'tapWater',
  'jetLag',
  'customs',
  'safety',
  'connectivity',
  'gettingAround',
  'money',
  'visa',
  'plugs',
  'language',
  'foodTerms',
  'timeNeeded',
  'typicalCost',
]);

/** Issue 17: a modifier or a look back is no query: "iba naman" asks for other places, not for "iba"; "show me that pizza place
 * from before again" for an earlier list, not for a show (a weak query there is the place). "cheaper ramen" still searches. */
/** The query names a kind of place ("ramen", "kape") and its words open a clause of their own (after a comma). */
function saidAfterBreak(text: string, query: string): boolean {
  const first = query.split(' ')[0].toLowerCase();
  const words = text.toLowerCase().split(/\s+/);
  const at = words.findIndex((word, i) => i > 0 && word.replace(/\P{L}+$/u, '') === first && /[,;.]$/.test(words[i - 1]));
  return at > 0 && listKindOf(query).terms.length > 0;
}

function wordsOfTheAsk(text: string, intent: TurnIntent, query: ExtractedQuery): boolean {
  if (intent.kind === 'earlier-turn' && query.weak) return true;
  if (intent.kind !== 'modifier' && intent.kind !== 'earlier-turn') return false;
  // "nog andere? liefst met terras": a fact asked with more of the same filters the search kept; it is no kind of its own.
  if (intent.kind === 'modifier' && intent.modifier === 'other' && namesOnlyFacts(query.query)) return true;
  // "pupunta kami ng Makati sa Lunes, ramen naman": a kind of place said after a break, which the "sa ... naman" took in, is what
  // is sought there ("sa rizal park naman" still names a place).
  if (intent.kind === 'modifier' && intent.modifier === 'elsewhere' && !query.weak && saidAfterBreak(text, query.query)) return false;
  const words = intentPhraseWords(text, intent.rule);
  return query.query.split(' ').every((word) => words.has(word));
}

export function extractStage(read: AnalyseStage, before: ConversationContext): ExtractStage {
  const { listedVenues, venueNames, lastModel } = read;
  // Issue 17: travel talk said beside a search ("Tsaka traffic ba sa Philcoa pag Friday?") names no place or kind to search.
  const text = asideSentences(read.text).reduce((masked, aside) => masked.replace(aside, ' '.repeat(aside.length)), read.text);
  // Issue 17: small talk keeps the context ("thanks!", "salamat", "bedankt"): a message of nothing but small talk moves nothing.
  const intent = turnIntentOf(text);
  // ... nor does a general question about a visit ("how long should we spend there?", "what does a museum ticket cost in Paris?").
  // ... and a question about the city known ("is the tap water in Lisbon safe?" while in Baixa) keeps where the list is.
  const keepsKnownPlace = KEEPS_A_KNOWN_PLACE.has(intent.kind === 'smalltalk' ? intent.topic : '') && before.location !== null;
  if (
    intent.kind === 'smalltalk' &&
    (WHOLE_MESSAGE_SMALLTALK.has(intent.topic) || GENERAL_QUESTIONS.has(intent.topic) || keepsKnownPlace)
  ) {
    return { query: null, newSearch: false, location: null, queryRule: 'guard:small-talk', locationRule: 'guard:small-talk' };
  }
  // "oo pls, yung may dumplings" before any list is shown asks for places with dumplings; after one, it picks a venue.
  // ... nor is a sentence saying where the person has just been ("ok we're done at the first one, 10/10 dumplings. next stop
  // noodles"): what else they say is the search; the place it names is still where they are.
  const lodgingMasked = visitReports(text).reduce(
    (masked, report) => masked.replace(report, ' '.repeat(report.length)),
    text.replace(NEAR_OUR_LODGING, (near) => ' '.repeat(near.length)),
  );
  const queryText = queryTextOf(lodgingMasked, venueNames, listedVenues.length > 0, Boolean(before.focus));
  const extracted = extractQueryByRule(queryText);
  let query = extracted.query;
  let queryRule = query ? `extract-query:${extracted.rule}` : 'none';
  // "Hoe kom ik van het museum naar de markt?", "paano pumunta mula sa museum papunta sa market?": the way between listed
  // places is no search for museums or markets.
  if (query && listedVenues.length && !SEARCHES.test(text) && gettingThereAsks(text, query.query)) {
    [query, queryRule] = [null, 'guard:asks-the-way'];
  }
  // "what about orange beach, any seafood shacks": a search word inside a place's name is no search.
  if (query && insidePlaceName(queryText, query.query)) {
    query = extractQuery(maskPlaceNames(queryText));
    queryRule = query ? 'guard:inside-place-name' : 'none';
  }
  // Issue 17: "kamusta ang panahon sa Seoul ngayon?" asks about the weather, not for places called "kamusta panahon"; "tip voor
  // een jazzbar", "museums on a rainy day" and "want hot chicken" still search: a word of their query is no small talk.
  // ... nor is a generic word inside small talk ("moet je hier fooi geven in een restaurant?" asks about tipping, not for one).
  // ... nor a kind inside a question about when to go ("het beste seizoen om de tuinen hier te bezoeken").
  if (
    query &&
    intent.kind === 'smalltalk' &&
    (query.weak ||
      query.query.split(' ').every((word) => turnIntentOf(word).kind === 'smalltalk') ||
      (ADVICE_SMALLTALK.has(intent.topic) && !SEARCHES.test(text)))
  ) {
    [query, queryRule] = [null, 'guard:small-talk'];
  }
  if (query && wordsOfTheAsk(text, intent, query)) [query, queryRule] = [null, 'guard:modifier-words'];
  // Issue 17, wave zi: "we zitten in een hotel vlakbij centraal station", "we're staying in a hotel near ...", "nasa hotel kami
  // malapit sa ...": where the person sleeps says where they are, it asks for no hotel.
  // ... what else it asks for is the search ("zitten in een hotel in le Marais. ... bakker of zo 🥐", wave cb).
  const stay = query?.lodging ? STAYING_AT.exec(text) : null;
  if (stay) {
    const after = text.slice(stay.index + stay[0].length).replace(/^\s*(?:(?:een|het|ons|a|an|the|our|isang)\s+)?\p{L}+/iu, ' ');
    const rest = extractQueryByRule(`${text.slice(0, stay.index)} ${after}`);
    [query, queryRule] =
      rest.query && !rest.query.lodging ? [rest.query, `guard:where-we-stay+${rest.rule}`] : [null, 'guard:where-we-stay'];
  }
  // "guys san tayo sa BGC mamaya 🍻": a first search that names no kind in words may name it by an emoji.
  const emoji = !query && before.searchQuery === null && intent.kind !== 'smalltalk' ? emojiKind(text) : null;
  if (emoji) [query, queryRule] = [{ query: emoji, weak: true, lodging: false }, 'emoji-kind'];
  // "same dish there?", "the same thing in <town>": the known search again, somewhere new, not a question about a listed venue.
  // "bawal ba magdala ng durian sa hotel?" while looking for durian: the known search named again is no new one.
  // ... unless it asks for other or more of them ("any other hotel with wifi?").
  const searchesAnew = (asked: ExtractedQuery | null) => {
    const sameAgain = asked !== null && asked.query.toLowerCase() === before.searchQuery?.toLowerCase() && !ASKS_FOR_MORE.test(text);
    return (asked !== null && !asked.weak && !sameAgain) || (SAME_SEARCH.test(text) && before.searchQuery !== null);
  };
  let newSearch = searchesAnew(query);
  const options = {
    venueNames,
    askedForLocation: ASKS_FOR_LOCATION.test(lastModel.slice(-400)),
    hasLocation: before.location !== null,
    search: query !== null,
  };
  // ... unless the aside is the only place said ("rainy day in chicago with 2 kids. which museums").
  const besideAside = extractLocationByRule(text, options);
  const { location, rule } = besideAside.location === null && text !== read.text ? extractLocationByRule(read.text, options) : besideAside;
  // "nasa Orchard ako, san may murang kopi?" (wave bt): the place searched in is no kind of place, though "orchard" is one.
  // ... nor a word of its name ("park" of "chicago (hyde park)").
  const insideName = (words: string) => new RegExp(`(?<!\\p{L})${escapeRegExp(words)}(?!\\p{L})`, 'iu').test(location ?? '');
  // ... nor the word "park" right after it ("near washington sq park", wave cf): the park is the place's own.
  const parkOf = (words: string) =>
    words === 'park' && new RegExp(`${escapeRegExp(location ?? '')}\\s+park(?!\\p{L})`, 'iu').test(queryText);
  if (query && !query.weak && location && rule !== 'typed-place' && (insideName(query.query) || parkOf(query.query))) {
    const placeWords = new RegExp(`(?<!\\p{L})${escapeRegExp(location)}(?:\\s+park)?(?!\\p{L})`, 'giu');
    const masked = queryText.replace(placeWords, (name) => ' '.repeat(name.length));
    const again = extractQueryByRule(masked);
    [query, queryRule] = [again.query, again.query ? `guard:query-is-the-place, extract-query:${again.rule}` : 'guard:query-is-the-place'];
    newSearch = searchesAnew(query);
  }
  // Issue 17, wave zd: a question about the traffic with no search in it ("grabe ba traffic sa EDSA pag Saturday?") names a road
  // or a route, not a move of the search there ("traffic papunta dun, sa Kapitolyo na lang kaya" still moves).
  const asksTraffic = intent.kind === 'smalltalk' && intent.topic === 'traffic' && !MOVES.test(text);
  if (asksTraffic && query === null && before.location !== null && location !== null) {
    return { query, newSearch, location: null, queryRule, locationRule: 'guard:traffic-on-a-road' };
  }
  const inName = location === null && (query !== null || AND_IN.test(text)) ? placeInVenueName(text, listedVenues) : null;
  // The extractor's rule, also when it decided there is none ("sa session road" with a city known names a road).
  const locationRule = inName !== null ? 'place-in-venue-name' : rule === 'none' ? 'none' : `extract-location:${rule}`;
  return { query, newSearch, location: location ?? inName, queryRule, locationRule };
}

/** "any late night bars in Golden Gai" with "Nagi Shinjuku Golden Gai" listed, "En in Luik, ...?" with "Brasserie Luik" listed:
 * a part of a listed venue's name that the listed addresses give as an area, or a known town, put after "in" in a search
 * or an "and in ...?", is where the user looks; the venue's name masked it from the extractor. */
const IN_NAME_PART = /(?:^|[\s,])(?:in|sa|bij|around|rond|naar)\s+(?:the\s+|de\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu;
function placeInVenueName(text: string, venues: readonly RememberedVenue[]): string | null {
  for (const match of text.matchAll(IN_NAME_PART)) {
    const lower = match[1].toLowerCase();
    if (!venues.some((v) => v.name.toLowerCase() !== lower && ` ${v.name.toLowerCase()} `.includes(` ${lower} `))) continue;
    const area = venues.some((v) =>
      (v.address ?? '')
        .split(',')
        .slice(1)
        .some((part) => part.trim().toLowerCase() === lower),
    );
    if (area || isKnownPlace(match[1])) return match[1];
  }
  return null;
}

/** The query's words are in the sentence that asks the way ("Hoe kom ik van het MAS naar de markt?"), not in one before it
 * ("we're doing a day trip to Sintra. How do I get there?"). */
function gettingThereAsks(text: string, query: string): boolean {
  const asks = GETS_THERE.exec(text);
  if (!asks) return false;
  const sentence = text
    .slice(asks.index)
    .split(/[.?!](?:\s|$)/)[0]
    .toLowerCase();
  return query.split(' ').every((word) => sentence.includes(word));
}
