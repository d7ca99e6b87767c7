// The offline model as a sub-agent, first step: which place tool the words ask for (search, near, a fact, a
// comparison over the list, a distance, directions, details), or a plain reply when nothing needs looking up.
import type { Part } from 'genkit';
import { extractLocation } from '../context/extract-location';
import { extractQuery } from '../context/extract-query';
import { occursAny, rankedFact, turnIntentOf, type RankedBy } from '../context/intent/turn-intent';
import { analyseMessage } from '../context/intent/intent-words';
import { topicOf } from '../context/intent/turn-topic';
import { asksOverList, namesTheList } from '../context/intent/list-fact';
import { clauseFacts } from '../context/intent/asked-facts';
import { asksAContact } from '../context/intent/contact-ask';
import { listPositionsJoinedIn } from '../context/references/list-positions';
import type { FactName } from '../context/intent/turn-intent';
import type { PriceLevel } from '../contract/place';
import type { PlaceFactName } from '../places/place-facts';
import { factsInQuery, isSearchFact, type SearchFact } from '../places/search-words';
import { anotherKindAsked } from './another-kind';
import { askedAfterRulingOut } from './ruled-out';
import { asksToShare } from './capability-ask';
import { pairRequests, pointedAndPosition } from './weighed-pair';
import {
  askFromReply,
  askLocationReply,
  askWhatReply,
  askWhichPlaceReply,
  closestToWhereReply,
  onlyFoundReply,
  smalltalkReply,
  type FactAnswer,
  type VenueRef,
} from './offline-replies';
import { compareWinner } from './compare-replies';
import { toolQuery } from './tool-query';
import {
  CITY_NAMES,
  asksNearDescribed,
  asksNearThere,
  asksTransit,
  distanceDestination,
  distanceOrigin,
  nearCentre,
  nearQuery,
  rememberedArea,
  type NearCentre,
} from './offline-near';
import { ordinalPastList, venueMeant, venueOfLastReply, venuesOfLastReply, type OfflineTurn } from './offline-turn';
import { travelModeOf, type TravelMode } from './travel-mode';
import { qualifiedLocation } from './qualified-location';
import { landmarkDestination, landmarkNamedIn } from './route-to-landmark';

const CHEAP: PriceLevel[] = ['free', 'inexpensive'];
/** The most venues a comparison looks up (a list holds at most 10; the judge of a person reads the first few). */
const MAX_COMPARED = 10;
const MORE_RESULTS = 5;

const call = (name: string, input: unknown, index = 1): Part => ({ toolRequest: { name, ref: `${name}-${index}`, input } });
const say = (text: string): Part[] => [{ text }];

/** "Sorry, I meant Lakeview", "mali, sa mckinley hill pala ako": a correction that names a part of a city to look in, not a city
 * ("what time does the sun come up in lisbon?") nor a country ("is it normal to tip in the Philippines?"). */
const CORRECTS_THE_PLACE = /\b(?:i meant|meant|sorry|mali|pala|ik bedoelde|bedoel|eigenlijk|instead)\b/i;
function namesAnArea(said: string): boolean {
  const named = CORRECTS_THE_PLACE.test(said) ? extractLocation(said) : null;
  return named !== null && !CITY_NAMES.has(named.toLowerCase());
}

export function subAgentRequest(turn: OfflineTurn, offered: ReadonlySet<string>): Part[] {
  const { intent, parsed, lang } = turn;
  const venues = parsed?.venues ?? [];
  if (intent.kind === 'smalltalk') return say(smalltalkReply(intent.topic, lang));
  const asksAboutOne = ['details', 'fact', 'directions', 'distance'].includes(intent.kind);
  if (asksAboutOne && ordinalPastList(turn)) return say(onlyFoundReply(venues, lang));
  const venue = venueMeant(turn);
  const askWhich = () => say(askWhichPlaceReply(venues, lang, turn.lastReply));
  switch (intent.kind) {
    case 'directions': {
      // "naar Haneda", "papuntang Ayala MRT galing dun": a station or an airport by name is where the way goes.
      const landmark = landmarkDestination(turn);
      if (landmark) {
        const to = { name: landmark.destination };
        return [call('getDirections', { ...landmark, ...routeRequest(undefined, turn) }), ...routeMeasure(turn, to, landmark.location)];
      }
      if (!venue) return askWhich();
      const to = { placeId: venue.placeId };
      return [call('getDirections', routeRequest(venue.placeId, turn)), ...routeMeasure(turn, to), ...factsBeside(venue.placeId, turn)];
    }
    case 'distance': {
      // "How far apart are the first and the third?", "hoe ver liggen de eerste en de tweede van elkaar?": between the two.
      const pair = listPositionsJoinedIn(turn.said, venues.length);
      if (pair.length === 2) {
        const [from, to] = pair.map((index) => ({ placeId: venues[index].placeId }));
        return [call('placeDistance', { from, to, location: parsed?.location ?? null })];
      }
      if (!venue) return askWhich();
      // "we're at Dam Square ... how far's the first one?": with no place said, from where the person said they are.
      // ... "gano kalayo yun pabalik ng Centraal?": with only where the walk ends said, it starts at the venue in view.
      const destination = distanceDestination(turn.said);
      const origin = distanceOrigin(turn) ?? (destination ? { placeId: venue.placeId } : rememberedArea(turn));
      // "van daar naar Seoul Station": from the venue in view, the named place is where the walk ends.
      const onward = origin && 'placeId' in origin && origin.placeId === venue.placeId ? destination : null;
      // A venue is no distance from itself: "our hotel is right by Shinjuku station — how far is the first one from there?"
      // measures from the place the words name, else from the area searched.
      const fromItself = !onward && origin !== null && 'placeId' in origin && origin.placeId === venue.placeId;
      const from = fromItself ? namedOrSearchedPlace(turn) : origin;
      if (!from) return say(askFromReply(lang));
      const [start, end] = onward ? [{ placeId: venue.placeId }, onward] : [from, { placeId: venue.placeId }];
      const measure = call('placeDistance', { from: start, to: end, location: parsed?.location ?? null });
      // "could I take a tram there?": the offline data knows no lines, so the route link comes too.
      const route = asksTransit(turn.said) ? [call('getDirections', { placeId: venue.placeId, origin: null })] : [];
      return [measure, ...route, ...factsBeside(venue.placeId, turn)];
    }
    case 'fact': {
      // "welke heeft terras?", "any of these take cards?": with no venue singled out, the fact for every listed one ('other'
      // is a fact no tool knows, so it still asks which).
      const fact = turn.facts[0] ?? intent.fact;
      // ... and "welke heeft terras?" right after a reply about one of them still asks the list, unless the words pick one.
      // "the first and the third, are they open now?": the fact for each of the places named together.
      // ... unless the engine picked a card outside them: "de eerste twee zijn te toeristisch. de derde, hoe laat gaan ze dicht?".
      const together = listPositionsJoinedIn(turn.said, venues.length);
      const pickedOutside = parsed?.referringTo && !together.some((index) => venues[index].placeId === parsed.referringTo!.placeId);
      if (fact !== 'other' && together.length > 1 && !pickedOutside)
        return listFactRequests(
          together.map((index) => venues[index]),
          fact,
        );
      const overList = venues.length > 1 && fact !== 'other' && !parsed?.referringTo && intent.ordinal === null;
      if (overList && (venue ? namesTheList(turn.said) : asksOverList(turn.said))) return listFactRequests(venues, fact);
      // "Sorry, I meant Lakeview, not Lincoln Park ... pizza the kids will eat", "sa mckinley hill pala ako ... may parking?": a
      // fact asked with a new place named and no card picked is a search there, not a question about a card of the old list.
      // "en hebben die ook een eigen website?" right after a reply about two of them: the fact for both (wave db).
      // (Not a new place named, "Sorry, I meant Lakeview ... pizza", nor a message to send, which says what it cannot do.)
      const lastTwo = venue || namesAnArea(turn.said) || asksToShare(turn.said) ? [] : venuesOfLastReply(turn, venues);
      if (fact !== 'other' && lastTwo.length === 2) return listFactRequests(lastTwo, fact);
      // "can u send it to the gc urself?" with no one card in view: what it cannot send, not which card.
      if (!venue && asksToShare(turn.said)) return say(smalltalkReply('capabilities', lang, null, turn.said));
      if (!venue) return venues.length && !namesAnArea(turn.said) ? askWhich() : searchRequest(turn);
      return factRequests(venue.placeId, turn.facts);
    }
    case 'compare': {
      if (intent.by === 'closest') return say(closestToWhereReply(lang));
      const fact = rankedFact(intent.by);
      // "back to the pizza places, which has the best rating?": the engine already weighed a list shown earlier; its pick is the
      // answer, not a comparison over the latest list.
      const picked = parsed?.referringTo;
      // "the cheapest of these, what is the address?": the engine weighed the list it remembers; the fact asked is about its pick.
      // ... with the pick's own measure first, so the reply says why it is the one ("one of the cheapest (inexpensive)").
      if (picked && turn.facts.length && venues.some((listed) => listed.placeId === picked.placeId)) {
        const asked = turn.facts.filter((one) => one !== fact);
        return [...factRequests(picked.placeId, [fact], PICK_MEASURE_REF), ...(asked.length ? factRequests(picked.placeId, asked) : [])];
      }
      if (picked && !venues.some((listed) => listed.placeId === picked.placeId)) {
        return [call('placeFact', { placeId: picked.placeId, fact })];
      }
      if (venues.length < 2) return venue ? [call('placeDetails', { placeId: venue.placeId })] : searchRequest(turn);
      // "alin mas mura sa una tsaka pangalawa?", "welke van de eerste twee ...": the cards named together, not the whole list.
      const named = listPositionsJoinedIn(turn.said, venues.length, true).map((index) => venues[index]);
      if (named.length > 1) return weighRequests(named, intent.by);
      // "Between that one and the first one, which would you pick?": the card in view against the one named.
      const pair = pointedAndPosition(turn);
      if (pair) return weighRequests(pair, intent.by);
      return venues.slice(0, MAX_COMPARED).map((listed, i) => call('placeFact', { placeId: listed.placeId, fact }, i + 1));
    }
    case 'near':
      return nearSearch(turn, venue);
    case 'modifier':
      if (intent.modifier === 'cheaper') return searchRequest(turn, { priceLevels: intent.priceLevels ?? CHEAP });
      // "iets anders?" after a search that found nothing: the same search finds nothing again, so a broader one.
      if (intent.modifier === 'other' && !venues.length) return searchRequest(turn, {}, broaderSearch(turn));
      // "closes too early, something else?" after an answer about one of them: the same search without that one.
      if (intent.modifier === 'other' && turnedDown(turn)) return searchRequest(turn, { exclude: [turnedDown(turn)!.placeId] });
      if (intent.modifier === 'other') return searchRequest(turn, { limit: Math.min(10, venues.length + MORE_RESULTS) });
      return searchRequest(turn);
    case 'earlier-turn':
      // "coffee near the museum from before?", "may kapehan ba malapit sa museum kanina?": a search around the venue gone back to.
      if ((asksNearThere(turn.said) || asksNearDescribed(turn.said)) && nearCentre(turn, venue)) return nearSearch(turn, venue);
      // "balikan natin ung mga kapehan kanina, ung una": a card of the list returned to, which the engine found, is asked about.
      if (intent.ordinal !== null && parsed?.referringTo && offered.has('placeDetails')) {
        const { placeId } = parsed.referringTo;
        return turn.facts.length ? factRequests(placeId, turn.facts) : [call('placeDetails', { placeId })];
      }
      return earlierSearch(turn);
    case 'details':
      // "de eerste, hebben ze daar iets vegetarisch?": a pick with a question about it is answered with the fact.
      if (venue && turn.facts.length) return factRequests(venue.placeId, turn.facts);
      if (venue && offered.has('placeDetails')) return [call('placeDetails', { placeId: venue.placeId })];
      return searchRequest(turn);
    default: {
      // "Malapit po dun, may park po ba?": a search the intent rules took as plain, pointing near the venue talked about.
      if ((asksNearThere(turn.said) || asksNearDescribed(turn.said)) && nearCentre(turn, venue)) return nearSearch(turn, venue);
      // "goed dan gaan we daar. daarna een park, nie te ver van da koffiezaakske": the next step near the pick just settled.
      const nextStep = intent.kind === 'search' && intent.rule !== 'default';
      if (nextStep && parsed?.referringTo && occursAny(analyseMessage(turn.said), ['NOT_FAR', 'NEAR'])) {
        return nearSearch(turn, parsed.referringTo);
      }
      // "nog even over het café: telefoonnummer?": a venue the engine resolved by its kind, with a fact asked of it after the
      // pick (the intent rules saw no pointing word), is asked that fact.
      if (parsed?.referringTo && intent.rule === 'default') {
        const facts = clauseFacts(turn.said, true).filter((fact) => fact !== 'other');
        if (facts.length) return factRequests(parsed.referringTo.placeId, facts);
      }
      // A venue the engine resolved ("Ramen Nagi?", "that one") with no other ask is a request for its details; a pick settled
      // before the next step of the plan ("ok we're going with the first one. after that a museum") is not the ask.
      if (parsed?.referringTo && !nextStep && !topicOf(turn.said) && offered.has('placeDetails')) {
        return [call('placeDetails', { placeId: parsed.referringTo.placeId })];
      }
      return searchRequest(turn);
    }
  }
}

/** The way to a venue: from where the words say, by the one mode they ask for ("by subway", "lakad lang"). */
function routeRequest(placeId: string | undefined, turn: OfflineTurn): { placeId?: string; origin: string | null; mode?: TravelMode } {
  const mode = travelModeOf(turn.said);
  return { ...(placeId ? { placeId } : {}), origin: routeOrigin(turn), ...(mode ? { mode } : {}) };
}

/** "ilang minuto lakad from Chinatown MRT papunta dun?", "how do I get there from the Louvre?": when the words say where the way
 * starts, the route comes with how far it is and how long the walk takes. Nothing when the start is where the person stands. */
function routeMeasure(turn: OfflineTurn, to: NearCentre, location = turn.parsed?.location ?? null): Part[] {
  const from = distanceOrigin(turn);
  if (!from || ('placeId' in from && 'placeId' in to && from.placeId === to.placeId)) return [];
  return [{ toolRequest: { name: 'placeDistance', ref: ROUTE_MEASURE_REF, input: { from, to, location } } }];
}

/** A place the words name ("bij station shinjuku", "right by Shinjuku station"), else the area searched; null when neither. */
function namedOrSearchedPlace(turn: OfflineTurn): NearCentre | null {
  const named = landmarkNamedIn(turn.said) ?? extractLocation(turn.said);
  return named ? { name: named } : rememberedArea(turn);
}

/** Where a route starts, when the words name it ("vanaf Marina Bay Sands", "from the first one"): a name Maps can read. */
function routeOrigin(turn: OfflineTurn): string | null {
  const from = distanceOrigin(turn);
  if (!from) return null;
  if ('name' in from) return from.name;
  const known = [...(turn.parsed?.venues ?? []), ...(turn.parsed?.from ? [turn.parsed.from] : [])];
  return known.find((listed) => listed.placeId === from.placeId)?.name ?? null;
}

/** One placeFact lookup per fact asked; "open late?", "open now?" with the week's hours to show for which nights; a fact
 * no tool knows ('other') alone gets the venue's details, beside others it is left out. */
export function factRequests(placeId: string, facts: readonly FactName[], ref = 'placeFact'): Part[] {
  const known = facts.filter((fact): fact is PlaceFactName => fact !== 'other');
  if (!known.length) return [call('placeDetails', { placeId })];
  const hours = known.some((fact) => fact === 'openLate' || fact === 'openNow') && !known.includes('openingHours');
  return [...known, ...(hours ? (['openingHours'] as const) : [])].map((fact, i) => ({
    toolRequest: { name: 'placeFact', ref: `${ref}-${i + 1}`, input: { placeId, fact } },
  }));
}

/** The facts asked beside a route or a distance ("is it step-free? and how far is it from the Ferry Building?"). */
function factsBeside(placeId: string, turn: OfflineTurn): Part[] {
  return turn.facts.length ? factRequests(placeId, turn.facts, 'placeFact-beside') : [];
}

/** The ref of the lookups of one fact over the whole list: the answer says which have it, which not, which are unknown. */
export const LIST_FACT_REF = 'placeFact-list';

export function listFactRequests(venues: readonly { placeId: string }[], fact: PlaceFactName): Part[] {
  return venues.slice(0, MAX_COMPARED).map((listed, i) => ({
    toolRequest: { name: 'placeFact', ref: `${LIST_FACT_REF}-${i + 1}`, input: { placeId: listed.placeId, fact } },
  }));
}

/** The ref of the distance measured beside a route: the reply says it in a line under the way, without a second link. */
export const ROUTE_MEASURE_REF = 'placeDistance-route';

/** The ref of the measure of the venue the engine picked for a comparison with a fact asked ("the cheapest, is it open?"). */
export const PICK_MEASURE_REF = 'placeFact-pick-measure';

/** The ref of the lookups about a comparison's pick: the answer tells them from the comparison's own. */
export const WINNER_REF = 'placeFact-winner';

/** "alin ang pinakamura? tas bukas na ba sila?": once the comparison has picked, the facts asked about the pick. Null when
 * nothing more is asked, or it was asked already. */
export function winnerFactRequests(turn: OfflineTurn): Part[] | null {
  const { intent } = turn;
  // (A fact no tool knows is said of the engine's pick only: after a comparison the winner's card answers it.)
  const facts = turn.facts.filter((fact) => fact !== 'other');
  if (intent.kind !== 'compare' || intent.by === 'closest' || !facts.length) return null;
  // Asked already, or the engine picked and its facts were asked with the pick's measure.
  const asked = (ref: string) => turn.toolRequests.some((request) => request.ref?.startsWith(ref));
  if (asked(WINNER_REF) || asked(PICK_MEASURE_REF)) return null;
  const answers = turn.toolResponses.filter((response) => response.name === 'placeFact').map((response) => response.output as FactAnswer);
  if (answers.length < 2) return null;
  const winner = compareWinner(answers, intent.by);
  return winner?.place ? factRequests(winner.place.placeId, facts, WINNER_REF) : null;
}

/** A search around the venue talked about, for the kind the words name (any food when they only say eat). */
function nearSearch(turn: OfflineTurn, venue: ReturnType<typeof venueMeant>): Part[] {
  const near = nearCentre(turn, venue);
  const query = nearQuery(turn.said, rememberedQuery(turn)) ?? defaultQuery(turn.said);
  return searchRequest(turn, near ? { near } : {}, { query, location: null });
}

/** "filipino food yung may parking", "ramen sa shinjuku yung mura lng" over a list of parks or hawker stalls: a new search of
 * the kind asked, the facts and the price said its filters (before any pick by a fact or comparison over the list). */
export function anotherKindSearch(turn: OfflineTurn): Part[] | null {
  const { intent, parsed } = turn;
  if (!ASKS_OF_A_LIST.has(intent.kind) || intent.ordinal !== null || parsed?.referringTo || asksAContact(intent)) return null;
  const kind = anotherKindAsked(turn.said, parsed?.venues ?? []);
  if (!kind) return null;
  const facts = turn.facts.filter(isSearchFact);
  return searchRequest(turn, { facts }, { query: kind, location: null });
}

/** "de eerste valt af ... zijn de andere twee nu open?", "wag na yung una. sa dalawang natira, alin ang may paradahan?": the fact
 * asked, a comparison, or else the details, of the cards left; "wag na yung pangalawa. May iba pa bang halal ...?" searches the
 * kind again without the card ruled out, the facts said its filters. Null when no card is ruled out. */
export function ruledOutRequests(turn: OfflineTurn): Part[] | null {
  const { intent, parsed } = turn;
  const venues = parsed?.venues ?? [];
  const asked = askedAfterRulingOut(turn.said, venues, turn.earlierUserWords.at(-1), venueOfLastReply(turn, venues));
  // ... a card the engine picked after the ruling out is the one asked about; a closest measure needs where from.
  if (!asked || (parsed?.referringTo && asked.ask !== 'rest') || (intent.kind === 'compare' && intent.by === 'closest')) return null;
  // ("hoe zijn de andere beoordeeld?" asks the rating though the intent rules read a request for more.)
  const said = turn.facts.length ? turn.facts : clauseFacts(turn.said, true);
  const facts = said.filter((fact): fact is PlaceFactName => fact !== 'other');
  if (asked.ask === 'more') {
    const exclude = venues.filter((venue) => !asked.left.includes(venue)).map((venue) => venue.placeId);
    return searchRequest(turn, { exclude, facts: facts.filter(isSearchFact) });
  }
  if (intent.kind === 'compare' && intent.by !== 'closest') return weighRequests(asked.left, intent.by);
  if (facts.length) return listFactRequests(asked.left, facts[0]);
  return asked.left.slice(0, MAX_COMPARED).map((venue, i) => call('placeDetails', { placeId: venue.placeId }, i + 1));
}

/** A comparison of some of the cards: two by price or rating named side by side, else the measure of each. */
function weighRequests(venues: readonly VenueRef[], by: RankedBy): Part[] {
  if (venues.length === 2 && (by === 'cheapest' || by === 'best')) return pairRequests([venues[0], venues[1]], by);
  return venues.slice(0, MAX_COMPARED).map((listed, i) => call('placeFact', { placeId: listed.placeId, fact: rankedFact(by) }, i + 1));
}

/** The asks that read the list shown: a fact of one or each, a comparison, a change to the search. */
const ASKS_OF_A_LIST: ReadonlySet<string> = new Set(['fact', 'compare', 'modifier']);

interface SearchExtras {
  near?: NearCentre;
  facts?: SearchFact[];
  priceLevels?: PriceLevel[];
  limit?: number;
  exclude?: string[];
}

/** The one listed venue the last reply was about ("Opening hours of **Sotto Pizza**: ..."), which "something else?" turns
 * down; null after a list. */
function turnedDown(turn: OfflineTurn): VenueRef | null {
  return venueOfLastReply(turn, turn.parsed?.venues ?? []);
}

/** A search with the remembered query and location, what the words add (price, open now) and the extras. */
function searchRequest(turn: OfflineTurn, extras: SearchExtras = {}, asked?: { query: string | null; location: string | null }): Part[] {
  const { parsed, said, lang, intent } = turn;
  const query = asked?.query ?? rememberedQuery(turn) ?? defaultQuery(said);
  const location = qualifiedLocation(asked?.location ?? parsed?.location ?? null, [
    said,
    turn.lastReply,
    ...[...turn.earlierUserWords].reverse(),
  ]);
  if (!location && !extras.near) return say(askLocationReply(query, lang));
  if (!query) return say(askWhatReply(location, lang));
  const priceLevels = extras.priceLevels ?? intent.priceLevels ?? undefined;
  // "any others? preferably with outdoor seating": a fact said with a request for more filters the remembered search.
  const more = intent.kind === 'modifier' && intent.modifier === 'other';
  const moreFacts = more ? factsInQuery(said).facts.filter((fact) => !factsInQuery(query).facts.includes(fact)) : [];
  const facts = [...new Set([...moreFacts, ...(extras.facts ?? [])])];
  return [
    call('searchPlaces', {
      query: toolQuery(query, lang),
      location,
      ...(facts.length ? { facts } : {}),
      ...(extras.limit ? { limit: extras.limit } : {}),
      ...(extras.exclude?.length ? { exclude: extras.exclude } : {}),
      ...(extras.near ? { near: extras.near } : {}),
      ...(priceLevels?.length ? { priceLevels } : {}),
      ...(intent.openNow ? { openNow: true } : {}),
    }),
  ];
}

/** "yung kanina", "that place from before": the same search an earlier turn made. The engine's earlier question first,
 * then the person's earlier messages, newest first: the first that searched something else than the list shown now
 * and, when the words name what ("die pizzaplekken"), that. */
function earlierSearch(turn: OfflineTurn): Part[] {
  const current = { query: turn.parsed?.query ?? null, location: turn.parsed?.location ?? null };
  // A route's starting point is no search ("how do I get there from Union Square").
  const candidates = [turn.parsed?.earlierQuestion?.text, ...[...turn.earlierUserWords].reverse()].filter(
    (text): text is string => Boolean(text) && turnIntentOf(text!).kind !== 'directions',
  );
  const asked = candidates
    .map((text) => ({ query: extractQuery(text)?.query ?? current.query, location: extractLocation(text) ?? current.location }))
    .filter((search) => search.query);
  const others = asked.filter((search) => search.query !== current.query || search.location !== current.location);
  const words = turn.said
    .toLowerCase()
    .split(/\P{L}+/u)
    .filter((word) => word.length >= 4);
  // A search the words name wins even when the engine already took its query from them ("balik tayo sa ramen kanina").
  const named = asked.find((search) => words.some((word) => word.startsWith((search.query ?? '').toLowerCase().split(' ')[0])));
  // ... and one in the place the words name ("tokyo pa rin daw. balik tayo sa shinjuku list kanina" after a move to Seoul).
  const inPlaceNamed = asked.find((search) =>
    search.location
      ?.toLowerCase()
      .split(/\s+/)
      .some((part) => words.includes(part)),
  );
  const chosen = named ?? inPlaceNamed ?? others[0];
  return chosen ? searchRequest(turn, {}, chosen) : searchRequest(turn);
}

/** The query the context line holds, unless it is the modifier itself ("iba naman" taken as the search "iba"):
 * then the person's latest earlier message that asked for something. A kind of place named with the modifier is the
 * search ("sushi in Tokio, mag best wat goedkoper"). */
function rememberedQuery(turn: OfflineTurn): string | null {
  const query = turn.parsed?.query ?? null;
  const { intent } = turn;
  const modifierOnly = intent.kind === 'modifier' && intent.modifier !== 'elsewhere';
  if (!query || !modifierOnly || topicOf(query) || !folded(turn.said).includes(folded(query))) return query;
  const earlier = [...turn.earlierUserWords]
    .reverse()
    .filter((text) => turnIntentOf(text).kind !== 'modifier')
    .map((text) => extractQuery(text)?.query ?? null);
  return earlier.find((asked): asked is string => Boolean(asked)) ?? null;
}

const folded = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The kind of help the remembered query is about, as its plainest search ("food" → "restaurants"), or the query itself. */
function broaderSearch(turn: OfflineTurn): { query: string | null; location: string | null } {
  const query = rememberedQuery(turn);
  return { query: defaultQuery(query ?? '') ?? defaultQuery(turn.said) ?? query, location: turn.parsed?.location ?? null };
}

/** When the context holds no query, the kind of help asked for is the query. */
function defaultQuery(said: string): string | null {
  const topic = topicOf(said);
  return topic === 'dayTrip' ? 'day trip' : topic === 'events' ? 'events' : topic === 'food' ? 'restaurants' : null;
}
