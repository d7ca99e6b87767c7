import { z } from 'zod';
import { PlaceSchema } from '../contract/place';

/** The four sub-agents the concierge routes to. */
export const AGENT_NAMES = ['dayTrip', 'foodie', 'eventsGuide', 'findAndNavigate'] as const;
export const AgentNameSchema = z.enum(AGENT_NAMES);
export type AgentName = z.infer<typeof AgentNameSchema>;

/** How much of a card's summary a remembered venue keeps: enough for the dish or feature a person points back with. */
export const ABOUT_LENGTH = 160;

/** A remembered venue: a place plus the user turn that introduced it. */
export const RememberedVenueSchema = PlaceSchema.pick({
  placeId: true,
  name: true,
  category: true,
  address: true,
  rating: true,
  priceLevel: true,
}).extend({
  turn: z.number().int().min(0).max(10_000).describe('index of the user turn whose answer introduced it'),
  about: z
    .string()
    .max(ABOUT_LENGTH)
    .optional()
    .describe('the start of what its card said of it ("Light yuzu-shio ramen; a vegan option"): "the one with the yuzu ramen"'),
});
export type RememberedVenue = z.infer<typeof RememberedVenueSchema>;

export const LastActionSchema = z.object({
  agent: AgentNameSchema,
  query: z.string().max(200).nullable(),
  location: z.string().max(200).nullable(),
  venue: RememberedVenueSchema.pick({ placeId: true, name: true }).nullable(),
});
export type LastAction = z.infer<typeof LastActionSchema>;

const FocusSchema = RememberedVenueSchema.pick({ placeId: true, name: true }).extend({
  via: z
    .literal('reply')
    .optional()
    .describe('put in focus by the assistant\'s reply ("Wee Nam Kee is a solid alternative"), not by the user'),
});
export type Focus = z.infer<typeof FocusSchema>;

/** The most lists remembered, and the most venues one of them holds (as many as one list of alternatives). */
export const MAX_LISTS = 8;
export const MAX_LIST_VENUES = 10;

/** A list as it was shown: the user turn it answered and its venues in the order shown; names and details are those of the
 * remembered venues, so a list that shared venues with a later one can still be rebuilt. */
export const ShownListSchema = z.object({
  turn: RememberedVenueSchema.shape.turn,
  placeIds: z.array(PlaceSchema.shape.placeId).min(1).max(MAX_LIST_VENUES),
});
export type ShownList = z.infer<typeof ShownListSchema>;

/** Everything the concierge remembers; the client keeps it and sends it with every call. */
export const ConversationContextSchema = z.object({
  sessionId: z.string().min(1).max(100),
  location: z.string().max(200).nullable().describe('where the user is looking, e.g. "Makati"'),
  searchQuery: z.string().max(200).nullable().describe('what the user is looking for, e.g. "ramen"'),
  recentVenues: z.array(RememberedVenueSchema).max(5).describe('the newest list first, at most 5'),
  earlierVenues: z
    .array(RememberedVenueSchema)
    .max(15)
    .optional()
    .describe('venues of earlier lists that recentVenues no longer holds, newest first: "sakaba tamaru" after two more lists'),
  alternatives: z.array(RememberedVenueSchema).max(10).describe('the last list of alternatives shown, in the order shown'),
  lists: z
    .array(ShownListSchema)
    .max(MAX_LISTS)
    .optional()
    .describe('each list shown, newest first, its venues in the order shown: "our first list, the second one"'),
  focus: FocusSchema.nullable().describe('the venue the conversation is about now'),
  earlierFocus: z
    .array(FocusSchema)
    .max(3)
    .optional()
    .describe('the venues in focus before it, newest first: "which of those two", "the former"'),
  lastAction: LastActionSchema.nullable(),
  userTurns: z.number().int().min(0).max(10_000).describe('user turns seen in this conversation'),
  createdAt: z.number().int().min(0).describe('epoch ms of the first message'),
  updatedAt: z.number().int().min(0).describe('epoch ms of the latest message'),
});
export type ConversationContext = z.infer<typeof ConversationContextSchema>;

export function emptyContext(sessionId: string, now: number): ConversationContext {
  return {
    sessionId,
    location: null,
    searchQuery: null,
    recentVenues: [],
    alternatives: [],
    focus: null,
    lastAction: null,
    userTurns: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The context with `focus` in focus; the venue it replaces goes to the front of `earlierFocus`. */
export function withFocus(context: ConversationContext, focus: Focus | null): ConversationContext {
  const before = context.focus;
  if (!before || before.placeId === focus?.placeId) return { ...context, focus };
  const earlierFocus = [
    before,
    ...(context.earlierFocus ?? []).filter((v) => v.placeId !== before.placeId && v.placeId !== focus?.placeId),
  ].slice(0, 3);
  return { ...context, focus, earlierFocus };
}
