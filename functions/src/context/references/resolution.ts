// What the resolver returns and what it reads: a venue picked (and how), or an earlier user turn.
import type { ConversationContext, RememberedVenue } from '../conversation-context';

export type VenueResolution = {
  kind: 'venue';
  placeId: string;
  name: string;
  how: 'ordinal' | 'demonstrative' | 'attribute' | 'other' | 'name';
  /** The id of the rule that decided (see references/rules.ts); set by resolveReferences. */
  rule?: string;
};
export type TurnResolution = { kind: 'turn'; index: number; text: string; rule?: string };
export type Resolution = VenueResolution | TurnResolution;

export interface ResolveInput {
  text: string;
  context: ConversationContext;
  /** Earlier user messages by global turn index (only those still in history are known). */
  earlierTurns: ReadonlyMap<number, string>;
  /** The message starts a new search: "there" then means the location, not a venue. */
  newSearch: boolean;
  /** The assistant's reply that listed the venues: what it said about each ("great rooftop views") picks one too.
   * A function, because finding it costs a scan of the history that most messages never need. */
  listReply?: () => string | undefined;
  /** The assistant's latest reply: "the former" / "the latter" may point at the two venues it just weighed. */
  lastReply?: () => string | undefined;
}

/** The latest lists first, then venues of earlier lists; each venue once. */
export function knownVenues(context: ConversationContext): RememberedVenue[] {
  const all = [...context.recentVenues, ...context.alternatives, ...(context.earlierVenues ?? [])];
  return all.filter((v, i) => all.findIndex((w) => w.placeId === v.placeId) === i);
}

export function venue(v: { placeId: string; name: string }, how: VenueResolution['how']): VenueResolution {
  return { kind: 'venue', placeId: v.placeId, name: v.name, how };
}
