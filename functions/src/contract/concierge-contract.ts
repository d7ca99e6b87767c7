import { z } from 'zod';
import { ConversationContextSchema } from '../context/conversation-context';
import { PlaceSchema } from './place';

/** Shared by the callable and the Angular client: the one definition of what crosses the wire. */
export const MAX_INPUT_CHARS = 2000;
export const MAX_HISTORY_TURNS = 20;
export const MAX_TURN_CHARS = 8000;

/** What the server signs comes back as an opaque string of this size at most. */
export const MAX_SIGNATURE_CHARS = 100;
const SignatureSchema = z.string().max(MAX_SIGNATURE_CHARS);

export const TurnSchema = z.object({
  role: z.enum(['user', 'model']),
  content: z.string().max(MAX_TURN_CHARS),
  /** A model turn's `replySignature` as the server returned it; a model turn without a valid one is not used. */
  signature: SignatureSchema.optional(),
});
export type Turn = z.infer<typeof TurnSchema>;

/** A chip the user removed: applied by the server to the signed context it verified. */
export const ForgetTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('location') }),
  z.object({ kind: z.literal('query') }),
  z.object({ kind: z.literal('action') }),
  z.object({ kind: z.literal('venue'), placeId: z.string().min(1).max(300) }),
  z.object({ kind: z.literal('all') }),
]);

export const ConciergeInputSchema = z.object({
  // The length is checked before trimming too, so padding cannot smuggle a large body past it.
  input: z.string().max(MAX_INPUT_CHARS).trim().min(1, 'must not be empty'),
  history: z.array(TurnSchema).max(MAX_HISTORY_TURNS),
  /** The context exactly as the server last returned it, with `contextSignature`; otherwise it is dropped. */
  context: ConversationContextSchema.nullable().optional(),
  contextSignature: SignatureSchema.optional(),
  /** Chips removed since: the server applies them to the verified context. */
  forget: z.array(ForgetTargetSchema).max(20).optional(),
  /** Client's clock is not trusted for expiry; this only names a new session when context is null. */
  sessionId: z.string().min(1).max(100).optional(),
  /**
   * The language the app shows the person; the reply's language only while none of their messages shows one. A value
   * the app cannot show is rejected (naming this field), not ignored: the client sends only what its UI speaks.
   */
  uiLanguage: z.enum(['en', 'tl', 'nl']).optional(),
});
export type ConciergeInput = z.infer<typeof ConciergeInputSchema>;

export const HistoryPickSchema = z.object({
  index: z.number().int().min(0),
  role: z.enum(['user', 'model']),
});

/** What the engine did for this turn, for the client's debug drawer. */
export const TurnDebugSchema = z.object({
  injected: z.string(),
  injectedTokens: z.number().int().min(0),
  historyTokens: z.number().int().min(0),
  historySent: z.array(HistoryPickSchema),
  historyReason: z.string(),
  resolved: z.string().nullable(),
  agent: z.string().nullable(),
  model: z.string(),
  engineError: z.string().nullable(),
});
export type TurnDebug = z.infer<typeof TurnDebugSchema>;

/** A place as a reply shows it: its kind also in the reply's language when the server has the word ("bakery" → "panaderya"). */
export const ShownPlaceSchema = PlaceSchema.extend({
  categoryLabel: z.string().max(80).optional(),
});
export type ShownPlace = z.infer<typeof ShownPlaceSchema>;

/** The remembered query in the reply's language ("coffee" → "kape"), valid while the context's query is still `query`. */
export const QueryLabelSchema = z.object({
  query: z.string().max(200),
  label: z.string().max(200),
});
export type QueryLabel = z.infer<typeof QueryLabelSchema>;

/** The languages a reply is written in. */
export const REPLY_LANGUAGES = ['en', 'tl', 'nl'] as const;

export const ConciergeOutputSchema = z.object({
  reply: z.string(),
  context: ConversationContextSchema,
  /** Send back with `context` next time, unchanged. */
  contextSignature: z.string(),
  /** Send back as the model turn's `signature` in `history`. */
  replySignature: z.string(),
  /** `dropped`: the context sent failed verification, so this turn started afresh. */
  contextStatus: z.enum(['new', 'verified', 'dropped']),
  /** The language the reply is in, as the server read the person's words (their vocabulary too, which the client lacks):
   * the cards and the app's words beside it follow it. */
  replyLanguage: z.enum(REPLY_LANGUAGES).optional(),
  venues: z.array(ShownPlaceSchema),
  /** Absent when the query needs no other words (an English reply) or the server has none for it. */
  queryLabel: QueryLabelSchema.optional(),
  debug: TurnDebugSchema,
});
export type ConciergeOutput = z.infer<typeof ConciergeOutputSchema>;

/** Streamed chunks: reply text as it is generated. */
export const ConciergeChunkSchema = z.object({ text: z.string() });
export type ConciergeChunk = z.infer<typeof ConciergeChunkSchema>;

/** Turns a zod error into one line that names the field, e.g. "history.3.role: Invalid enum value". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'request'}: ${issue.message}`)
    .join('; ');
}
