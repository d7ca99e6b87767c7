import type { QueryLabel } from '@concierge/contract/concierge-contract';
import type { ForgetTarget } from '@concierge/engine/forget';
import type { ConversationContext, LastAction } from '@concierge/engine/conversation-context';
import { UI_TEXT, fillIn, type UiText, type UiTextKey } from '../language/ui-text';
import { areaOf } from './venue-area';

export type ChipKind = 'location' | 'query' | 'venue' | 'action';

export interface ContextChip {
  kind: ChipKind;
  /** Unique within the list, for tracking. */
  key: string;
  /** The whole value, never cut: the panel may shorten it on screen, but title and accessible name carry all of it. */
  label: string;
  /** A venue's city or area, so places of another city stand out. */
  area?: string;
  /** The venue the conversation is about now: what "it" and "there" mean. */
  inFocus?: boolean;
  /** What removing the chip forgets. */
  target: ForgetTarget;
}

/** Each agent's name in the chrome's words. */
const SEARCH_LABELS: Partial<Record<LastAction['agent'], UiTextKey>> = {
  dayTrip: 'actionDayTrip',
  foodie: 'actionFoodie',
  eventsGuide: 'actionEventsGuide',
  findAndNavigate: 'actionFindAndNavigate',
};

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The query as the reply said it ("kape"), while the remembered query is still the one the label was made for. */
function queryWords(query: string, label: QueryLabel | null): string {
  return label && same(label.query, query) ? label.label : query;
}

/**
 * What the last reply did, in words, built only from what is still remembered: a location or query the user
 * removed (or that a later message replaced) is left out, and nothing is shown when no part of it is left.
 */
export function lastActionLabel(
  context: ConversationContext,
  text: UiText = UI_TEXT.en,
  queryLabel: QueryLabel | null = null,
): string | null {
  const action = context.lastAction;
  if (!action) return null;
  const venues = [...context.recentVenues, ...context.alternatives, ...(context.focus ? [context.focus] : [])];
  const venue = action.venue && venues.find((v) => v.placeId === action.venue!.placeId);
  if (action.agent === 'findAndNavigate') {
    if (venue) return fillIn(text.actionDirectionsTo, { name: venue.name });
    if (action.venue) return null;
  }
  if (venue) return fillIn(text.actionDetailsOf, { name: venue.name });
  const query = action.query && same(action.query, context.searchQuery) ? queryWords(action.query, queryLabel) : null;
  const location = same(action.location, context.location) ? action.location : null;
  // The directions agent ran with neither a venue nor a search: its reply asked which place was meant.
  if (action.agent === 'findAndNavigate' && !action.query) return text.actionAskedWhich;
  if (!query && !location) return null;
  const label = SEARCH_LABELS[action.agent];
  const what = query && location ? fillIn(text.queryInLocation, { query, location }) : (query ?? location);
  return `${label ? text[label] : action.agent}: ${what}`;
}

/** The remembered facts the user can see and remove, in the order they matter to them. */
export function contextChips(
  context: ConversationContext | null,
  text: UiText = UI_TEXT.en,
  queryLabel: QueryLabel | null = null,
): ContextChip[] {
  if (!context) return [];
  const chips: ContextChip[] = [];
  if (context.location) chips.push({ kind: 'location', key: 'location', label: context.location, target: { kind: 'location' } });
  if (context.searchQuery)
    chips.push({ kind: 'query', key: 'query', label: queryWords(context.searchQuery, queryLabel), target: { kind: 'query' } });
  const focusId = context.focus?.placeId;
  const venues = [...context.recentVenues];
  // A venue in focus that dropped off the recent list is still what "there" means, so it is shown too.
  if (context.focus && !venues.some((v) => v.placeId === focusId)) venues.unshift({ ...context.focus, turn: 0 });
  for (const venue of venues) {
    const area = 'address' in venue ? areaOf(venue.address) : null;
    chips.push({
      kind: 'venue',
      key: `venue:${venue.placeId}`,
      label: venue.name,
      ...(area ? { area } : {}),
      ...(venue.placeId === focusId ? { inFocus: true } : {}),
      target: { kind: 'venue', placeId: venue.placeId },
    });
  }
  const action = lastActionLabel(context, text, queryLabel);
  if (action) chips.push({ kind: 'action', key: 'action', label: action, target: { kind: 'action' } });
  return chips;
}
