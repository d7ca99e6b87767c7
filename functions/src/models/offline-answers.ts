// The offline model as a sub-agent, second step: the reply from what the place tools returned.
import type { Place, PriceLevel } from '../contract/place';
import {
  compareReply,
  detailsReply,
  directionsReply,
  distanceReply,
  factReply,
  hoursAddedReply,
  listReply,
  notFoundReply,
  unavailableReply,
  unknownFactReply,
  type DistanceAnswer,
  type FactAnswer,
} from './offline-replies';
import type { OfflineTurn } from './offline-turn';
import { asksTransit, transitNote } from './offline-near';
import { replyText } from './reply-text';
import type { SearchRelaxation } from '../places/relaxed-search';

interface SearchAsked {
  query?: string;
  location?: string | null;
  near?: { placeId?: string; name?: string } | null;
  priceLevels?: PriceLevel[];
  openNow?: boolean;
}

interface ToolOutput {
  error?: string;
  places?: Place[];
  place?: Place | null;
  directions?: { place: Place; url: string; hints: string[] } | null;
  relaxed?: SearchRelaxation;
}

/** What the tools found, said; an answer about one venue that would repeat the last reply word for word says it is the same
 * place first ("no wait, the 1st one" when the 1st was the one just described), so it never reads as the app stuck. */
export function describeToolResults(turn: OfflineTurn): string {
  const text = toolResultsText(turn);
  const aboutOne = turn.toolResponses.every((response) => response.name !== 'searchPlaces');
  return aboutOne && text === turn.lastReply ? `${replyText(turn.lang, 'same.again')}${text}` : text;
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
  const facts = responses.filter((response) => response.name === 'placeFact').map((response) => response.output as FactAnswer);
  if (intent.kind === 'compare' && intent.by !== 'closest' && facts.length > 1) return compareReply(facts, intent.by, lang);
  if (intent.kind === 'fact' && facts.length > 1)
    return hoursAddedReply(
      facts[0],
      facts.find((fact) => fact.fact === 'openingHours'),
      lang,
    );
  const replies = responses.map((response) => {
    const output = (response.output ?? {}) as ToolOutput;
    if (output.error && response.name !== 'placeDistance') return unavailableReply(lang);
    switch (response.name) {
      case 'searchPlaces':
        return searchAnswer(turn, output.places ?? [], output.relaxed);
      case 'placeDetails':
        if (!output.place) return notFoundReply(lang);
        return intent.kind === 'fact' && intent.fact === 'other' ? unknownFactReply(output.place, lang) : detailsReply(output.place, lang);
      case 'getDirections':
        if (!output.directions) return notFoundReply(lang);
        return [directionsReply(output.directions, lang), asksTransit(turn.said) ? transitNote(lang) : ''].filter(Boolean).join('\n\n');
      case 'placeFact':
        return factReply(response.output as FactAnswer, lang);
      case 'placeDistance': {
        const asked = requestOf(turn, 'placeDistance') as { from?: { name?: string }; to?: { placeId?: string } } | undefined;
        const to = turn.parsed?.venues.find((venue) => venue.placeId === asked?.to?.placeId)?.name ?? turn.parsed?.referringTo?.name ?? '';
        return distanceReply(response.output as DistanceAnswer, { from: asked?.from?.name ?? '', to }, lang);
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
  const shownBefore = turn.intent.kind === 'modifier' && turn.intent.modifier === 'other' ? (turn.parsed?.venues ?? []) : [];
  return listReply(
    places,
    {
      query: asked.query ?? 'places',
      location: asked.location ?? null,
      near,
      priceLevels: asked.priceLevels,
      openNow: asked.openNow,
      relaxed,
    },
    turn.lang,
    shownBefore,
  );
}
