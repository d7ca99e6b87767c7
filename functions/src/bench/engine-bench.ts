// The context engine's cost: per user turn (prepareTurn + recordAssistantTurn, the flow's work per message),
// replay throughput in process, and prompt tokens on a 50-turn conversation against sending the whole history.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { encode } from 'gpt-tokenizer';
import type { Turn } from '../contract/concierge-contract';
import type { ConversationContext } from '../context/conversation-context';
import { estimateTokens } from '../flows/estimate-tokens';
import { prepareTurn } from '../context/prepare-turn';
import { recordAssistantTurn } from '../context/record-assistant-turn';
import { parseTranscripts, replayConversation, type Transcript } from '../eval/replay-conversations';
import { percentile } from './bench-stats';

/** The exact tokenizer, as the replay counts: for the prompt-token figures. */
export const countTokens = (text: string) => encode(text).length;
/** The function's own count (flows/estimate-tokens.ts): the engine's time per turn is timed with what the function runs. */
export const functionCountTokens = estimateTokens;

/** The shared dev sets (as `npm run eval` finds them), or the project's own sets when those are absent. */
export function loadTranscripts(evalDir: string): { transcripts: Transcript[]; files: string[] } {
  const shared = ['dev.transcripts.jsonl', 'sgd-dev.transcripts.jsonl'].map((name) => resolve(evalDir, name)).filter(existsSync);
  const ownDir = resolve(__dirname, '../../../eval/sets');
  const own = readdirSync(ownDir)
    .map((name) => resolve(ownDir, name, 'transcripts.jsonl'))
    .filter(existsSync);
  const files = shared.length ? shared : own;
  return { transcripts: files.flatMap((file) => parseTranscripts(readFileSync(file, 'utf8')).transcripts), files };
}

/** Wall time of prepareTurn + recordAssistantTurn per user turn, in ms, counting tokens as the function does. */
export function timeTurns(transcripts: readonly Transcript[], rounds: number): number[] {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const transcript of transcripts) {
      let context: ConversationContext | null = null;
      const history: Turn[] = [];
      transcript.turns.forEach((turn, i) => {
        const now = 1_700_000_000_000 + i * 30_000;
        if (turn.role === 'user') {
          const start = performance.now();
          context = prepareTurn({
            context,
            sessionId: transcript.id,
            history,
            message: turn.content,
            now,
            countTokens: functionCountTokens,
          }).context;
          samples.push(performance.now() - start);
        } else if (context) {
          const start = performance.now();
          context = recordAssistantTurn(context, { text: turn.content, venues: (turn.venues ?? []) as never });
          samples[samples.length - 1] += performance.now() - start;
        }
        history.push({ role: turn.role, content: turn.content });
      });
    }
  }
  return samples;
}

export interface EngineFigures {
  turns: number;
  medianMs: number;
  p99Ms: number;
  replayTurnsPerSecond: number;
}

export function measureEngine(transcripts: readonly Transcript[]): EngineFigures {
  timeTurns(transcripts, 1); // warm-up: JIT and the tokenizer's tables
  const samples = timeTurns(transcripts, 3).sort((a, b) => a - b);
  return {
    turns: samples.length,
    medianMs: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
    replayTurnsPerSecond: replayTurnsPerSecond(transcripts),
  };
}

/** The replay command's work without process start-up: every transcript replayed to JSON lines, best of 3 rounds. */
function replayTurnsPerSecond(transcripts: readonly Transcript[]): number {
  let best = 0;
  for (let round = 0; round < 3; round++) {
    const counted = new Map<string, number>();
    const memoCount = (text: string) => counted.get(text) ?? counted.set(text, countTokens(text)).get(text)!;
    const start = performance.now();
    let turns = 0;
    let bytes = 0;
    for (const transcript of transcripts) {
      for (const line of replayConversation(transcript, memoCount)) {
        bytes += JSON.stringify(line).length; // the printing the command does, minus the write
        turns += 1;
      }
    }
    if (!bytes) throw new Error('replay printed nothing');
    best = Math.max(best, turns / ((performance.now() - start) / 1000));
  }
  return best;
}

const CITIES = ['Makati', 'BGC', 'Amsterdam', 'Shibuya', 'San Francisco'];
const ASKS = ['ramen', 'coffee', 'museums', 'jazz bars', 'bakeries'];

export function generatedTranscript(userTurns: number): Transcript {
  const turns: Transcript['turns'] = [];
  for (let i = 0; i < userTurns; i++) {
    const kind = i % 5;
    const city = CITIES[Math.floor(i / 5) % CITIES.length];
    const ask = ASKS[Math.floor(i / 5) % ASKS.length];
    const content =
      kind === 0
        ? `can you find good ${ask} in ${city} for this evening?`
        : kind === 1
          ? 'tell me more about the second one, is it busy at night?'
          : kind === 2
            ? 'how do I get there from the nearest train station?'
            : kind === 3
              ? 'what about the cheaper one, do they take cards?'
              : 'something similar but closer to the centre please';
    turns.push({ role: 'user', content });
    const venues = [1, 2, 3].map((n) => ({
      placeId: `ChIJgen_${i}_${n}`,
      name: `${ask} place ${i}-${n}`,
      rating: 4 + n / 10,
      priceLevel: (['inexpensive', 'moderate', 'expensive'] as const)[n - 1],
    }));
    const listed = venues.map((v, n) => `${n + 1}. ${v.name}: a well reviewed spot with friendly staff, open until late.`);
    turns.push({
      role: 'model',
      content: `Here is what I found for ${ask} in ${city}. ${listed.join(' ')} Let me know which one you like.`,
      venues: kind === 0 ? venues : undefined,
    });
  }
  return { id: 'generated-50', turns };
}

export interface PromptTokens {
  turn: number;
  engine: number;
  whole: number;
}

/** Tokens the engine sends (history + context line + message) against the whole history plus the message. */
export function promptTokensPerTurn(transcript: Transcript): PromptTokens[] {
  const rows: PromptTokens[] = [];
  let context: ConversationContext | null = null;
  const history: Turn[] = [];
  let user = 0;
  transcript.turns.forEach((turn, i) => {
    if (turn.role === 'user') {
      const now = 1_700_000_000_000 + i * 30_000;
      const prepared = prepareTurn({ context, sessionId: 'bench', history, message: turn.content, now, countTokens });
      context = prepared.context;
      const whole = history.reduce((sum, t) => sum + countTokens(t.content), 0) + countTokens(turn.content);
      rows.push({ turn: ++user, engine: prepared.historyTokens + countTokens(prepared.prompt), whole });
    } else if (context) {
      context = recordAssistantTurn(context, { text: turn.content, venues: (turn.venues ?? []) as never });
    }
    history.push({ role: turn.role, content: turn.content });
  });
  return rows;
}
