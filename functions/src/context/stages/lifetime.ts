// Stage 1: the conversation's lifetime; an expired one starts fresh with its history dropped.
import type { Turn } from '../../contract/concierge-contract';
import { applyLifetime } from '../apply-lifetime';
import { emptyContext, type ConversationContext } from '../conversation-context';
import type { EngineConfig } from '../engine-config';

export interface LifetimeStage {
  history: readonly Turn[];
  /** The context the message is applied to: the stored one, or an empty one when there was none or it expired. */
  before: ConversationContext;
  expired?: null | 'age' | 'idle';
}

export function lifetimeStage(args: {
  context: ConversationContext | null;
  history: readonly Turn[];
  sessionId: string;
  now: number;
  config: EngineConfig;
}): LifetimeStage {
  const life = applyLifetime({ context: args.context, history: args.history, now: args.now, config: args.config });
  return { history: life.history, before: life.context ?? emptyContext(args.sessionId, args.now), expired: life.expired };
}
