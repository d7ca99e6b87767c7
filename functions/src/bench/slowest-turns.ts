// The engine's slowest user turns. Each turn's inputs (context, history, message) are captured once, then the turn alone
// is run `reps` times in a loop and its CPU time divided by `reps`, best of `rounds`: a turn slow by its own work stands
// apart from one that the scheduler, the collector or a cleared memo happened to hit once (`npm run bench -- --slowest 50`).
import { performance } from 'node:perf_hooks';
import type { Turn } from '../contract/concierge-contract';
import type { ConversationContext } from '../context/conversation-context';
import { prepareTurn } from '../context/prepare-turn';
import { recordAssistantTurn } from '../context/record-assistant-turn';
import type { Transcript } from '../eval/replay-conversations';
import { functionCountTokens as countTokens } from './engine-bench';

export interface TimedTurn {
  id: string;
  index: number;
  wallMs: number;
  cpuMs: number;
  /** The remembered context's size in JSON characters before the turn. */
  contextChars: number;
  text: string;
}

interface CapturedTurn {
  id: string;
  index: number;
  context: ConversationContext | null;
  history: Turn[];
  message: string;
  now: number;
}

/** Every user turn's inputs, as the conversation stood before it. */
function capturedTurns(transcripts: readonly Transcript[]): CapturedTurn[] {
  const captured: CapturedTurn[] = [];
  for (const transcript of transcripts) {
    let context: ConversationContext | null = null;
    const history: Turn[] = [];
    transcript.turns.forEach((turn, index) => {
      if (turn.role === 'user') {
        const now = 1_700_000_000_000 + index * 30_000;
        captured.push({ id: transcript.id, index, context, history: [...history], message: turn.content, now });
        context = prepareTurn({ context, sessionId: transcript.id, history, message: turn.content, now, countTokens }).context;
      } else if (context) {
        context = recordAssistantTurn(context, { text: turn.content, venues: (turn.venues ?? []) as never });
      }
      history.push({ role: turn.role, content: turn.content });
    });
  }
  return captured;
}

/** Every user turn's prepareTurn, its best per-call wall and CPU time over `rounds` loops of `reps` calls, slowest first. */
export function slowestTurns(transcripts: readonly Transcript[], rounds = 3, reps = 10): TimedTurn[] {
  const turns = capturedTurns(transcripts);
  const best = new Map<CapturedTurn, TimedTurn>();
  for (let round = 0; round <= rounds; round++) {
    for (const turn of turns) {
      const { id, index, context, history, message, now } = turn;
      const [start, cpu] = [performance.now(), process.cpuUsage()];
      for (let rep = 0; rep < reps; rep++) prepareTurn({ context, sessionId: id, history, message, now, countTokens });
      const wallMs = (performance.now() - start) / reps;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / reps;
      const kept = best.get(turn);
      if (round > 0 && (!kept || cpuMs < kept.cpuMs)) {
        const contextChars = context ? JSON.stringify(context).length : 0;
        best.set(turn, { id, index, wallMs, cpuMs, contextChars, text: message });
      }
    }
  }
  return [...best.values()].sort((a, b) => b.cpuMs - a.cpuMs);
}
