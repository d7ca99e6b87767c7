// One user message in, everything the flow needs out: the merged context, what was extracted and
// resolved, the injected line, the prompt and the history chosen for it. Pure: time and tokenizer come in.
// A pipeline of named stages (stages/): lifetime → analyse → extract (read again for slips) → resolve → decide → inject →
// pick history.
import type { Turn } from '../contract/concierge-contract';
import { neutraliseMessage } from './context-line';
import type { ConversationContext } from './conversation-context';
import { resolveConfig, type EngineConfig } from './engine-config';
import { rememberedTokenCounts } from './remembered-token-counts';
import type { Resolution } from './resolve-references';
import type { CountTokens, HistoryPick, Intent } from './select-history';
import { analyseStage } from './stages/analyse';
import { decideStage } from './stages/decide';
import { extractStage } from './stages/extract';
import { carriedQuestion } from './stages/carried-question';
import { injectStage } from './stages/inject';
import { lifetimeStage } from './stages/lifetime';
import { pickHistoryStage } from './stages/pick-history';
import { resolveStage } from './stages/resolve';
import { slipsReadStage } from './stages/typed-slips';
import type { TurnReasons } from './stages/turn-reasons';

export interface PreparedTurn {
  /** The context after the user message is applied (location, query, focus, userTurns, updatedAt). */
  context: ConversationContext;
  extracted: { location: string | null; query: string | null };
  resolved: Resolution | null;
  intent: Intent;
  /** `[CONTEXT: ...]`, or '' when there is no context. */
  injected: string;
  injectedTokens: number;
  /** What the model is sent as the user message: the injected line, then the neutralised message. */
  prompt: string;
  /** The history turns chosen for this message, oldest first. */
  history: Turn[];
  historyPicks: HistoryPick[];
  historyReason: string;
  historyTokens: number;
  /** Set when the conversation had expired and this message starts a fresh one. */
  expired?: null | 'age' | 'idle';
  /** Which rule decided the location, the query, the intent and the resolution. */
  reasons: TurnReasons;
}

export interface PrepareTurnArgs {
  context: ConversationContext | null;
  sessionId: string;
  history: readonly Turn[];
  message: string;
  now: number;
  countTokens: CountTokens;
  config?: Partial<EngineConfig>;
}

export function prepareTurn(args: PrepareTurnArgs): PreparedTurn {
  const config = resolveConfig(args.config);
  const countTokens = rememberedTokenCounts(args.countTokens);
  const { history, before, expired } = lifetimeStage({ ...args, config });
  const typed = analyseStage(args.message, before, history);
  const { read, extract } = slipsReadStage(typed, extractStage(typed, before), before);
  const resolve = resolveStage(read, extract, before, history);
  const decided = decideStage(read.text, extract, resolve, before, args.now);
  const { context, resolved } = decided;
  const carried = carriedQuestion(read.text, resolved, resolve.earlierTurns);
  const shown = decided.listTalkedAbout ? { ...context, alternatives: [...decided.listTalkedAbout] } : context;
  const { injected, injectedTokens } = injectStage(shown, resolved, countTokens, carried, decided.measuredFrom);
  const picked = pickHistoryStage({
    text: read.text,
    history,
    resolved,
    context,
    userTurnsBefore: before.userTurns,
    injectedTokens,
    tokenBudget: config.tokenBudget,
    countTokens,
  });
  const message = neutraliseMessage(args.message);
  return {
    context,
    extracted: { location: extract.location, query: extract.query?.query ?? null },
    resolved,
    intent: picked.intent,
    injected,
    injectedTokens,
    prompt: injected ? `${injected}\n${message}` : message,
    history: picked.history,
    historyPicks: picked.historyPicks,
    historyReason: picked.historyReason,
    historyTokens: picked.historyTokens,
    expired,
    reasons: { location: decided.locationRule, query: decided.queryRule, intent: picked.intentRule, resolution: decided.resolutionRule },
  };
}
