// `npm run bench`: per-turn engine cost over the eval sets, and prompt tokens on a 50-turn conversation
// against sending the whole history. Not a test: numbers to read, then one JSON line for scripts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { encode } from 'gpt-tokenizer';
import type { Turn } from '../../contract/concierge-contract';
import type { ConversationContext } from '../conversation-context';
import { prepareTurn } from '../prepare-turn';
import { recordAssistantTurn } from '../record-assistant-turn';
import { parseTranscripts, replayConversation, type Transcript } from '../../eval/replay-conversations';

const countTokens = (text: string) => encode(text).length;
const EVAL_DIR = resolve(__dirname, '../../../../../shared/eval');

function loadTranscripts(): Transcript[] {
  const all: Transcript[] = [];
  for (const name of ['dev.transcripts.jsonl', 'sgd-dev.transcripts.jsonl']) {
    try {
      all.push(...parseTranscripts(readFileSync(resolve(EVAL_DIR, name), 'utf8')).transcripts);
    } catch {
      // The eval sets are optional here; the generated conversation still measures.
    }
  }
  return all.length ? all : [generatedTranscript(50)];
}

/** CPU time of the current thread in ms: unlike wall time, it does not count waiting for a busy machine's cores. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** Times prepareTurn + recordAssistantTurn per user turn, the work the flow does per message. */
function timeTurns(transcripts: Transcript[], rounds: number, clock: () => number = () => performance.now()): number[] {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const transcript of transcripts) {
      let context: ConversationContext | null = null;
      const history: Turn[] = [];
      let pending = 0;
      transcript.turns.forEach((turn, i) => {
        const now = 1_700_000_000_000 + i * 30_000;
        if (turn.role === 'user') {
          const start = clock();
          context = prepareTurn({ context, sessionId: transcript.id, history, message: turn.content, now, countTokens }).context;
          pending = clock() - start;
          samples.push(pending);
        } else if (context) {
          const start = clock();
          context = recordAssistantTurn(context, { text: turn.content, venues: (turn.venues ?? []) as never });
          samples[samples.length - 1] += clock() - start;
        }
        history.push({ role: turn.role, content: turn.content });
      });
    }
  }
  return samples;
}

const CITIES = ['Makati', 'BGC', 'Amsterdam', 'Shibuya', 'San Francisco'];
const ASKS = ['ramen', 'coffee', 'museums', 'jazz bars', 'bakeries'];
function generatedTranscript(userTurns: number): Transcript {
  const turns: Transcript['turns'] = [];
  for (let i = 0; i < userTurns; i++) {
    const kind = i % 5;
    const city = CITIES[Math.floor(i / 5) % CITIES.length];
    const ask = ASKS[Math.floor(i / 5) % ASKS.length];
    const content =
      kind === 0 ? `can you find good ${ask} in ${city} for this evening?` :
      kind === 1 ? 'tell me more about the second one, is it busy at night?' :
      kind === 2 ? 'how do I get there from the nearest train station?' :
      kind === 3 ? 'what about the cheaper one, do they take cards?' : 'something similar but closer to the centre please';
    turns.push({ role: 'user', content });
    const venues = [1, 2, 3].map((n) => ({ placeId: `ChIJgen_${i}_${n}`, name: `${ask} place ${i}-${n}`, rating: 4 + n / 10, priceLevel: (['inexpensive', 'moderate', 'expensive'] as const)[n - 1] }));
    turns.push({
      role: 'model',
      content: `Here is what I found for ${ask} in ${city}. ${venues.map((v, n) => `${n + 1}. ${v.name}: a well reviewed spot with friendly staff, open until late, about ten minutes on foot from the station.`).join(' ')} Let me know which one you like and I can give directions or check opening hours.`,
      venues: kind === 0 ? venues : undefined,
    });
  }
  return { id: 'generated-50', turns };
}

function promptTokensPerTurn(transcript: Transcript): { turn: number; engine: number; whole: number }[] {
  const rows: { turn: number; engine: number; whole: number }[] = [];
  let context: ConversationContext | null = null;
  const history: Turn[] = [];
  let user = 0;
  transcript.turns.forEach((turn, i) => {
    if (turn.role === 'user') {
      const prepared = prepareTurn({ context, sessionId: 'bench', history, message: turn.content, now: 1_700_000_000_000 + i * 30_000, countTokens });
      context = prepared.context;
      const message = countTokens(turn.content);
      const whole = history.reduce((sum, t) => sum + countTokens(t.content), 0) + message;
      rows.push({ turn: ++user, engine: prepared.historyTokens + countTokens(prepared.prompt), whole });
    } else if (context) {
      context = recordAssistantTurn(context, { text: turn.content, venues: (turn.venues ?? []) as never });
    }
    history.push({ role: turn.role, content: turn.content });
  });
  return rows;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const transcripts = loadTranscripts();
timeTurns(transcripts, 1); // warm-up: JIT and the tokenizer's tables
const samples = timeTurns(transcripts, 3).sort((a, b) => a - b);
const median = percentile(samples, 50);
const p99 = percentile(samples, 99);
const cpuSamples = timeTurns(transcripts, 3, cpuMs).sort((a, b) => a - b);
const cpuMedian = percentile(cpuSamples, 50);
const cpuP99 = percentile(cpuSamples, 99);
/** The replay command's work without process start-up: every transcript replayed to JSON lines, best of 3 rounds. */
function replayTurnsPerSecond(transcripts: Transcript[]): { turns: number; seconds: number } {
  let best = { turns: 0, seconds: Infinity };
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
    const seconds = (performance.now() - start) / 1000;
    if (seconds < best.seconds) best = { turns, seconds };
  }
  return best;
}
const replay = replayTurnsPerSecond(transcripts);
const rows = promptTokensPerTurn(generatedTranscript(50));
const at50 = rows[rows.length - 1];

const out = process.stdout;
out.write(`engine cost per user turn (prepareTurn + recordAssistantTurn, real tokenizer), ${samples.length} turns\n`);
out.write(`  wall time  median ${median.toFixed(3)} ms   p99 ${p99.toFixed(3)} ms   max ${samples[samples.length - 1].toFixed(3)} ms\n`);
out.write(`  CPU time   median ${cpuMedian.toFixed(3)} ms   p99 ${cpuP99.toFixed(3)} ms   (wall time includes waiting for a busy machine)\n\n`);
out.write(`replay (in process, as npm run replay without start-up): ${replay.turns} turns in ${replay.seconds.toFixed(2)} s, ${Math.round(replay.turns / replay.seconds)} turns/s\n\n`);
out.write('prompt tokens on a generated 50-turn conversation\n');
out.write('  turn   engine (history + context + message)   whole history + message   ratio\n');
for (const row of rows.filter((r) => r.turn === 1 || r.turn % 10 === 0)) {
  out.write(`  ${String(row.turn).padStart(4)}   ${String(row.engine).padStart(36)}   ${String(row.whole).padStart(23)}   ${(row.engine / row.whole * 100).toFixed(1).padStart(5)}%\n`);
}
out.write(
  `${JSON.stringify({
    turns: samples.length,
    medianMs: Number(median.toFixed(4)),
    p99Ms: Number(p99.toFixed(4)),
    cpuMedianMs: Number(cpuMedian.toFixed(4)),
    cpuP99Ms: Number(cpuP99.toFixed(4)),
    replayTurnsPerSecond: Math.round(replay.turns / replay.seconds),
    promptTokensAt50: at50.engine,
    wholeHistoryTokensAt50: at50.whole,
    ratioAt50: Number((at50.engine / at50.whole).toFixed(4)),
  })}\n`,
);
