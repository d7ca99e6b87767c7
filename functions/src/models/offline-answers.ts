// The offline model as a sub-agent, second step: the reply from what the place tools returned.
import type { Part, ToolRequestPart } from 'genkit';
import { asksToBook, asksToShare } from './capability-ask';
import type { Place, PriceLevel } from '../contract/place';
import {
  detailsReply,
  directionsReply,
  distanceReply,
  routeDistanceLine,
  factReply,
  factsReply,
  listFactReply,
  listReply,
  notFoundReply,
  unavailableReply,
  unknownFactReply,
  type DistanceAnswer,
  type FactAnswer,
  outsideCoverageReply,
  type OutsideCoverage,
} from './offline-replies';
import { choiceReply, compareReply, feelReply, pickedReply } from './compare-replies';
import { kindWord } from './kind-words';
import { LIST_FACT_REF, PICK_MEASURE_REF, ROUTE_MEASURE_REF, WINNER_REF } from './offline-sub-agent';
import type { OfflineTurn } from './offline-turn';
import { asksTransit, transitNote } from './offline-near';
import { hoursOfAskedDay } from './asked-day-hours';
import { answersAtAskedTime } from './asked-clock';
import { replyText } from './reply-text';
import type { SearchRelaxation } from '../places/relaxed-search';
import type { SearchFact } from '../places/search-words';
/** The intent rules that ask for the concierge's own choice ("which would you pick?", "which would you recommend?"). */
const ASKS_ITS_CHOICE: ReadonlySet<string> = new Set(['compare-your-pick', 'compare-which-you-recommend']);

interface SearchAsked {
  query?: string;
  location?: string | null;
  near?: { placeId?: string; name?: string } | null;
  priceLevels?: PriceLevel[];
  openNow?: boolean;
  exclude?: string[];
  facts?: SearchFact[];
}

interface ToolOutput {
  error?: string;
  places?: Place[];
  place?: Place | null;
  directions?: { place: Place; url: string; hints: string[] } | null;
  relaxed?: SearchRelaxation;
  outsideCoverage?: OutsideCoverage;
}

/** What the tools found, said; an answer about one venue that would repeat the last reply word for word says it is the same
 * place first ("no wait, the 1st one" when the 1st was the one just described), so it never reads as the app stuck. */
export function describeToolResults(turn: OfflineTurn): string {
  // "can you book the second one for 4?": whether they take reservations, led by the booking it cannot make itself.
  const booking = turn.facts.includes('reservable') && asksToBook(turn.said);
  // "can you text it to my husband?": the address with its link to pass on, led by the message it cannot send itself.
  const sharing = !booking && turn.facts.includes('address') && asksToShare(turn.said);
  const lead = booking ? 'capabilities.bookLead' : sharing ? 'capabilities.shareLead' : null;
  const text = `${lead ? `${replyText(turn.lang, lead)} ` : ''}${toolResultsText(turn)}`;
  const aboutOne = turn.toolResponses.every((response) => response.name !== 'searchPlaces');
  if (text !== turn.lastReply) return text;
  return aboutOne ? `${replyText(turn.lang, 'same.again')}${text}` : (searchAgainReply(turn) ?? text);
}

/** Lookups made after a first round of calls, each tagged (`placeFact<tag>-1`) so the answer can be read from them alone. */
export function taggedRequests(parts: readonly Part[], tag: string): Part[] {
  return parts.map((part, i) => {
    const request = part.toolRequest as ToolRequestPart['toolRequest'];
    return { toolRequest: { ...request, ref: `${request.name}${tag}-${i + 1}` } };
  });
}

/** Whether the tagged lookups were made this turn. */
export const madeTagged = (turn: OfflineTurn, tag: string) => turn.toolRequests.some((request) => request.ref?.includes(tag));

/** The reply from the tagged lookups only: the first round (the measuring, the search by name) is not what was asked. */
export function describeTaggedResults(turn: OfflineTurn, tag: string): string {
  const tagged = <T extends { ref?: string }>(parts: readonly T[]) => parts.filter((part) => part.ref?.includes(tag));
  return describeToolResults({ ...turn, toolRequests: tagged(turn.toolRequests), toolResponses: tagged(turn.toolResponses) });
}

/** A search that finds what the last reply said again ("iets anders?" finding nothing again, "which of them is in X?" the
 * same list): said otherwise, so it never reads as the app stuck. */
function searchAgainReply(turn: OfflineTurn): string | null {
  const search = turn.toolResponses.find((response) => response.name === 'searchPlaces');
  if (!search) return null;
  const asked = (requestOf(turn, 'searchPlaces') ?? {}) as SearchAsked;
  const query = asked.query ?? 'places';
  const { places = [], outsideCoverage } = (search.output ?? {}) as ToolOutput;
  if (!places.length && outsideCoverage) return outsideCoverageReply(outsideCoverage, turn.lang, true);
  if (places.length) {
    const where = asked.location ? replyText(turn.lang, 'where.in', { location: asked.location }) : '';
    return replyText(turn.lang, 'list.same', { count: places.length, query: kindWord(query, turn.lang), where });
  }
  return listReply([], { query, location: asked.location ?? null, priceLevels: asked.priceLevels }, turn.lang, [], true);
}

function toolResultsText(turn: OfflineTurn): string {
  const { lang, intent } = turn;
  const responses = turn.toolResponses;
  if (
    responses.length &&
    responses.every((response) => (response.output as ToolOutput | undefined)?.error && response.name !== 'placeDistance')
  ) {
    return unavailableReply(lang);
  }
  // "the cheapest of these, is it open now?": the engine picked the venue; its measure says why, then the facts asked.
  const pickMeasure = responses.find((response) => response.ref?.startsWith(PICK_MEASURE_REF));
  if (pickMeasure && intent.kind === 'compare' && intent.by !== 'closest') {
    const asked = answersAtAskedTime(
      responses.filter((response) => response !== pickMeasure).map((response) => hoursOfAskedDay(response.output as FactAnswer, turn.said)),
      turn.said,
    );
    const lead = pickedReply(pickMeasure.output as FactAnswer, intent.by, turn.parsed?.venues.length ?? 0, lang);
    // ("ung pinakamura jan, magkano?" asks the measure itself: the lead answers it, nothing else was asked.)
    const answer = asked.length === 0 ? '' : asked.length === 1 ? factReply(asked[0], lang) : factsReply(asked, turn.facts, lang);
    return [lead, answer].filter(Boolean).join(' ');
  }
  const factsOf = (winner: boolean) =>
    answersAtAskedTime(
      responses
        .filter((response) => response.name === 'placeFact' && Boolean(response.ref?.startsWith(WINNER_REF)) === winner)
        .map((response) => hoursOfAskedDay(response.output as FactAnswer, turn.said)),
      turn.said,
    );
  const facts = factsOf(false);
  // A comparison weighs several venues; facts about the one the engine already picked ("yung pinakamura, bukas ba?") answer it.
  const weighed = new Set(facts.map((fact) => fact.place?.placeId)).size > 1;
  if (intent.kind === 'compare' && intent.by !== 'closest' && weighed) {
    const aboutPick = factsOf(true);
    const pick = aboutPick.length ? factsReply(aboutPick, turn.facts, lang) : '';
    const weighing =
      intent.rule === 'compare-by-feel'
        ? feelReply(facts, lang)
        : ASKS_ITS_CHOICE.has(intent.rule)
          ? choiceReply(facts, turn.said, lang)
          : compareReply(facts, intent.by, lang);
    return [weighing, pick].filter(Boolean).join(' ');
  }
  if (responses.length > 1 && responses.every((response) => response.ref?.startsWith(LIST_FACT_REF))) return listFactReply(facts, lang);
  if (facts.length > 1 && responses.every((response) => response.name === 'placeFact')) return factsReply(facts, turn.facts, lang);
  const replies = responses.map((response) => {
    const output = (response.output ?? {}) as ToolOutput;
    if (output.error && response.name !== 'placeDistance') return unavailableReply(lang);
    switch (response.name) {
      case 'searchPlaces':
        if (!output.places?.length && output.outsideCoverage) return outsideCoverageReply(output.outsideCoverage, lang);
        return searchAnswer(turn, output.places ?? [], output.relaxed);
      case 'placeDetails':
        if (!output.place) return notFoundReply(lang);
        return intent.kind === 'fact' && intent.fact === 'other' ? unknownFactReply(output.place, lang) : detailsReply(output.place, lang);
      case 'getDirections': {
        if (!output.directions) return notFoundReply(lang);
        // How far the way is comes right under it, before what the offline data cannot tell.
        const measure = responses.find((one) => one.ref === ROUTE_MEASURE_REF);
        const far = measure ? routeDistanceLine(measure.output as DistanceAnswer, lang) : '';
        const transit = asksTransit(turn.said) ? transitNote(lang) : '';
        return [directionsReply(output.directions, lang), far, transit].filter(Boolean).join('\n\n');
      }
      case 'placeFact':
        return factReply(hoursOfAskedDay(response.output as FactAnswer, turn.said), lang);
      case 'placeDistance': {
        // Said under the route it measures (above).
        if (response.ref === ROUTE_MEASURE_REF) return '';
        const asked = requestOf(turn, 'placeDistance') as
          { from?: { placeId?: string; name?: string }; to?: { placeId?: string; name?: string } } | undefined;
        // "van de tweede naar CS": the end named by the words is said as they wrote it when the catalog does not know it.
        const to =
          turn.parsed?.venues.find((venue) => venue.placeId === asked?.to?.placeId)?.name ??
          asked?.to?.name ??
          turn.parsed?.referringTo?.name ??
          '';
        const answer = response.output as DistanceAnswer;
        // "walk from there to Marina Bay Sands?": the card stays what the sentence is about (in bold), so "near there" next
        // still means the card; the landmark is where the walk ends.
        const cardToPlace = Boolean(asked?.from?.placeId && !asked?.to?.placeId && answer.estimate && answer.from && answer.to);
        const said = cardToPlace ? { ...answer, from: answer.to, to: answer.from } : answer;
        return distanceReply(said, { from: asked?.from?.name ?? '', to }, lang);
      }
      default:
        return '';
    }
  });
  return replies.filter(Boolean).join('\n\n') || notFoundReply(lang);
}

function requestOf(turn: OfflineTurn, name: string): unknown {
  return turn.toolRequests.find((request) => request.name === name)?.input;
}

function searchAnswer(turn: OfflineTurn, places: readonly Place[], relaxed?: SearchRelaxation): string {
  const asked = (requestOf(turn, 'searchPlaces') ?? {}) as SearchAsked;
  const known = [...(turn.parsed?.venues ?? []), ...(turn.parsed?.referringTo ? [turn.parsed.referringTo] : [])];
  const byId = asked.near?.placeId ? (known.find((venue) => venue.placeId === asked.near?.placeId) ?? null) : null;
  // A near search by name goes around a venue the last reply named that the list no longer holds.
  const near = byId ?? (asked.near?.name ? { placeId: '', name: asked.near.name } : null);
  const other = turn.intent.kind === 'modifier' && turn.intent.modifier === 'other';
  // A venue turned down: the list is a new one without it, said as such, not "more" of the last.
  const left = (asked.exclude ?? []).map((id) => known.find((venue) => venue.placeId === id)?.name).filter(Boolean) as string[];
  const shownBefore = other && !asked.exclude?.length ? (turn.parsed?.venues ?? []) : [];
  const list = listReply(
    places,
    {
      query: asked.query ?? 'places',
      location: asked.location ?? null,
      near,
      priceLevels: asked.priceLevels,
      openNow: asked.openNow,
      facts: asked.facts,
      relaxed,
    },
    turn.lang,
    shownBefore,
  );
  return left.length && places.length ? `${replyText(turn.lang, 'list.without', { name: left.join(', ') })} ${list}` : list;
}
