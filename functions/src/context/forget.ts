// Lets the user (or the client's chips) drop a remembered fact without losing the rest.
import { emptyContext, type ConversationContext, type ShownList } from './conversation-context';

export type ForgetTarget =
  { kind: 'location' } | { kind: 'query' } | { kind: 'action' } | { kind: 'venue'; placeId: string } | { kind: 'all' };

export function forget(context: ConversationContext, target: ForgetTarget): ConversationContext {
  switch (target.kind) {
    case 'location':
      return { ...context, location: null };
    case 'query':
      return { ...context, searchQuery: null };
    case 'action':
      return { ...context, lastAction: null };
    case 'venue': {
      const keep = <T extends { placeId: string }>(venue: T) => venue.placeId !== target.placeId;
      const lastAction =
        context.lastAction?.venue?.placeId === target.placeId ? { ...context.lastAction, venue: null } : context.lastAction;
      return {
        ...context,
        recentVenues: context.recentVenues.filter(keep),
        alternatives: context.alternatives.filter(keep),
        focus: context.focus && keep(context.focus) ? context.focus : null,
        ...(context.earlierFocus ? { earlierFocus: context.earlierFocus.filter(keep) } : {}),
        ...(context.earlierVenues ? { earlierVenues: context.earlierVenues.filter(keep) } : {}),
        // A list is cut before the forgotten venue: what is left keeps its places, and the id is gone.
        ...(context.lists ? { lists: cutBefore(context.lists, target.placeId) } : {}),
        lastAction,
      };
    }
    case 'all':
      // Turn indexes still point into the kept history, so the turn count and the clock survive.
      return {
        ...emptyContext(context.sessionId, context.createdAt),
        userTurns: context.userTurns,
        updatedAt: context.updatedAt,
      };
  }
}

function cutBefore(lists: readonly ShownList[], placeId: string): ShownList[] {
  return lists
    .map((list) => (list.placeIds.includes(placeId) ? { ...list, placeIds: list.placeIds.slice(0, list.placeIds.indexOf(placeId)) } : list))
    .filter((list) => list.placeIds.length);
}
