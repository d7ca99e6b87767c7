// Limits and expiry as a pure function of (context, history, now): the client and the function apply the same rule.
import type { Turn } from '../contract/concierge-contract';
import type { ConversationContext } from './conversation-context';
import { resolveConfig, type EngineConfig } from './engine-config';

export type Expiry = null | 'age' | 'idle';

export function applyLifetime(args: {
  context: ConversationContext | null;
  history: readonly Turn[];
  now: number;
  config?: Partial<EngineConfig>;
}): { context: ConversationContext | null; history: Turn[]; expired: Expiry } {
  const config = resolveConfig(args.config);
  const expired = expiryOf(args.context, args.now, config);
  if (expired) return { context: null, history: [], expired };
  return { context: args.context, history: keepLastTurns(args.history, config.maxTurns), expired: null };
}

export function expiryOf(context: ConversationContext | null, now: number, config: EngineConfig): Expiry {
  if (!context) return null;
  if (now - context.createdAt >= config.maxAgeMs) return 'age';
  if (now - context.updatedAt >= config.idleMs) return 'idle';
  return null;
}

/** The last `maxTurns` complete turns: a user message and the model replies after it. */
export function keepLastTurns(history: readonly Turn[], maxTurns: number): Turn[] {
  const userStarts: number[] = [];
  history.forEach((turn, i) => {
    if (turn.role === 'user') userStarts.push(i);
  });
  // A trailing user message with no reply yet is not a complete turn and does not count.
  const complete = userStarts.filter((start) => history.slice(start + 1).some((turn) => turn.role === 'model'));
  if (maxTurns <= 0) return [];
  if (complete.length <= maxTurns) {
    const first = userStarts[0] ?? history.length;
    return history.slice(first).map((turn) => ({ ...turn }));
  }
  const start = complete[complete.length - maxTurns];
  return history.slice(start).map((turn) => ({ ...turn }));
}
