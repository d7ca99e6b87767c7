import { z } from 'zod';
import { ConversationContextSchema } from '../context/conversation-context';
import { PlaceSchema } from './place';

/** Shared by the callable and the Angular client: the one definition of what crosses the wire. */
export const MAX_INPUT_CHARS = 2000;
export const MAX_HISTORY_TURNS = 20;
export const MAX_TURN_CHARS = 8000;

export const TurnSchema = z.object({
  role: z.enum(['user', 'model']),
  content: z.string().max(MAX_TURN_CHARS),
});
export type Turn = z.infer<typeof TurnSchema>;

export const ConciergeInputSchema = z.object({
  input: z.string().trim().min(1, 'must not be empty').max(MAX_INPUT_CHARS),
  history: z.array(TurnSchema).max(MAX_HISTORY_TURNS),
  context: ConversationContextSchema.nullable().optional(),
  /** Client's clock is not trusted for expiry; this only names a new session when context is null. */
  sessionId: z.string().min(1).max(100).optional(),
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

export const ConciergeOutputSchema = z.object({
  reply: z.string(),
  context: ConversationContextSchema,
  venues: z.array(PlaceSchema),
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
