// Replays transcripts through the same calls the flow makes: prepareTurn per user message,
// recordAssistantTurn per model message. One output object per user turn (see shared/eval/README.md).
import { z } from 'zod';
import { PlaceSchema } from '../contract/place';
import type { Turn } from '../contract/concierge-contract';
import type { ConversationContext } from '../context/conversation-context';
import { prepareTurn, recordAssistantTurn, type CountTokens, type PreparedTurn } from '../context/context-engine';

const TranscriptVenueSchema = PlaceSchema.pick({
  placeId: true,
  name: true,
  category: true,
  address: true,
  rating: true,
  priceLevel: true,
}).extend({
  // Transcripts may carry price levels or ratings outside the contract's words; they are dropped, not fatal.
  priceLevel: z.any().optional(),
  rating: z.any().optional(),
});
export const TranscriptSchema = z.object({
  id: z.string().min(1),
  turns: z.array(
    z.object({
      role: z.enum(['user', 'model']),
      content: z.string(),
      venues: z.array(TranscriptVenueSchema).optional(),
    }),
  ),
});
export type Transcript = z.infer<typeof TranscriptSchema>;

export interface ReplayLine {
  id: string;
  turn: number;
  location: string | null;
  searchQuery: string | null;
  venues: { name: string; placeId: string }[];
  resolved: null | { kind: 'venue'; placeId: string; name: string } | { kind: 'turn'; index: number };
  injected: string;
}

const START = Date.UTC(2025, 0, 1, 12);
const STEP_MS = 30_000;

/** Replays one conversation; `onTurn` sees each PreparedTurn (the bench times it). */
export function replayConversation(
  transcript: Transcript,
  countTokens: CountTokens,
  onTurn?: (prepared: PreparedTurn) => void,
): ReplayLine[] {
  const out: ReplayLine[] = [];
  const history: Turn[] = [];
  let context: ConversationContext | null = null;
  let userTurn = 0;
  transcript.turns.forEach((turn, i) => {
    const now = START + i * STEP_MS;
    if (turn.role === 'user') {
      const prepared = prepareTurn({ context, sessionId: transcript.id.slice(0, 100), history, message: turn.content, now, countTokens });
      onTurn?.(prepared);
      context = prepared.context;
      out.push(toLine(transcript.id, userTurn++, prepared));
    } else if (context) {
      const venues = (turn.venues ?? []).map((v) => {
        const place = PlaceSchema.safeParse(v);
        return place.success ? place.data : { placeId: v.placeId, name: v.name };
      });
      context = recordAssistantTurn(context, { text: turn.content, venues });
    }
    history.push({ role: turn.role, content: turn.content });
  });
  return out;
}

function toLine(id: string, turn: number, prepared: PreparedTurn): ReplayLine {
  const { context, resolved } = prepared;
  return {
    id,
    turn,
    location: context.location,
    searchQuery: context.searchQuery,
    venues: context.recentVenues.map((v) => ({ name: v.name, placeId: v.placeId })),
    resolved:
      resolved === null
        ? null
        : resolved.kind === 'venue'
          ? { kind: 'venue', placeId: resolved.placeId, name: resolved.name }
          : { kind: 'turn', index: resolved.index },
    injected: prepared.injected,
  };
}

/** Replays JSONL text to what the replay command prints: one JSON line per user turn; a conversation that throws is reported. */
export function replayTranscripts(text: string, countTokens: CountTokens): { output: string; conversations: number; errors: string[] } {
  const { transcripts, errors } = parseTranscripts(text);
  const out: string[] = [];
  for (const transcript of transcripts) {
    try {
      for (const line of replayConversation(transcript, countTokens)) out.push(JSON.stringify(line));
    } catch (error) {
      errors.push(`conversation ${transcript.id}: ${(error as Error).message}`);
    }
  }
  return { output: out.length ? `${out.join('\n')}\n` : '', conversations: transcripts.length, errors };
}

/** Parses JSONL text; a bad line becomes an error naming it and the other lines still replay. */
export function parseTranscripts(text: string): { transcripts: Transcript[]; errors: string[] } {
  const transcripts: Transcript[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      errors.push(`line ${i + 1}: not valid JSON (${(error as Error).message})`);
      return;
    }
    const parsed = TranscriptSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push(`line ${i + 1}: ${issue.path.join('.') || 'conversation'}: ${issue.message}`);
      return;
    }
    transcripts.push(parsed.data);
  });
  return { transcripts, errors };
}
