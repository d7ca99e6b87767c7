import type { ForgetTarget } from '@concierge/engine/forget';
import type { ConversationContext } from '@concierge/engine/conversation-context';

export type ChipKind = 'location' | 'query' | 'venue' | 'action';

export interface ContextChip {
  kind: ChipKind;
  /** Unique within the list, for tracking. */
  key: string;
  label: string;
  /** What removing the chip forgets. */
  target: ForgetTarget;
}

const ACTION_LABELS: Record<string, string> = {
  dayTrip: 'Day trip',
  foodie: 'Food search',
  eventsGuide: 'Events',
  findAndNavigate: 'Directions',
};

/** The remembered facts the user can see and remove, in the order they matter to them. */
export function contextChips(context: ConversationContext | null): ContextChip[] {
  if (!context) return [];
  const chips: ContextChip[] = [];
  if (context.location) chips.push({ kind: 'location', key: 'location', label: context.location, target: { kind: 'location' } });
  if (context.searchQuery) chips.push({ kind: 'query', key: 'query', label: context.searchQuery, target: { kind: 'query' } });
  for (const venue of context.recentVenues) {
    chips.push({ kind: 'venue', key: `venue:${venue.placeId}`, label: venue.name, target: { kind: 'venue', placeId: venue.placeId } });
  }
  const action = context.lastAction;
  if (action) {
    const about = action.venue?.name ?? [action.query, action.location].filter(Boolean).join(' in ');
    const label = [ACTION_LABELS[action.agent] ?? action.agent, about].filter(Boolean).join(': ');
    chips.push({ kind: 'action', key: 'action', label, target: { kind: 'action' } });
  }
  return chips;
}
