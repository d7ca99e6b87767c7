// The engine's slowest user turns, each timed as its best of several rounds (wall and CPU time), so a turn slow by its own
// work stands apart from one the scheduler or the collector happened to pause: `npm run bench -- --slowest 50`.
import { performance } from 'node:perf_hooks';
import type { Turn } from '../contract/concierge-contract';
import type { ConversationContext } from '../context/conversation-context';
import { prepareTurn } from '../context/prepare-turn';
import { recordAssistantTurn } from '../context/record-assistant-turn';
import type { Transcript } from '../eval/replay-conversations';
import { countTokens } from './engine-bench';

export interface TimedTurn {
  id: string;
  index: number;
  wallMs: number;
  cpuMs: number;
  /** The remembered context's size in JSON characters before the turn. */
  contextChars: number;
  text: string;
}

/** Every user turn's best wall and CPU time over `rounds` rounds (after one warm-up), slowest CPU time first. */
export function slowestTurns(transcripts: readonly Transcript[], rounds = 3): TimedTurn[] {
  const best = new Map<string, TimedTurn>();
  for (let round = 0; round <= rounds; round++) {
    for (const transcript of transcripts) {
      let context: ConversationContext | null = null;
      const history: Turn[] = [];
      transcript.turns.forEach((turn, index) => {
        if (turn.role === 'user') {
          const contextChars = context ? JSON.stringify(context).length : 0;
          const [start, cpu] = [performance.now(), process.cpuUsage()];
          const now = 1_700_000_000_000 + index * 30_000;
          context = prepareTurn({ context, sessionId: transcript.id, history, message: turn.content, now, countTokens }).context;
          const wallMs = performance.now() - start;
          const used = process.cpuUsage(cpu);
          const cpuMs = (used.user + used.system) / 1000;
          const key = `${transcript.id}:${index}`;
          const kept = best.get(key);
          if (round > 0 && (!kept || cpuMs < kept.cpuMs)) {
            best.set(key, { id: transcript.id, index, wallMs, cpuMs, contextChars, text: turn.content });
          }
        } else if (context) {
          context = recordAssistantTurn(context, { text: turn.content, venues: (turn.venues ?? []) as never });
        }
        history.push({ role: turn.role, content: turn.content });
      });
    }
  }
  return [...best.values()].sort((a, b) => b.cpuMs - a.cpuMs);
}
