// Stage 7: the message's intent, and the history turns it needs under the token budget.
import type { Turn } from '../../contract/concierge-contract';
import type { ConversationContext } from '../conversation-context';
import type { Resolution } from '../resolve-references';
import { decideIntent } from '../rules/intent-rules';
import { selectHistory, type CountTokens, type HistoryPick, type Intent } from '../select-history';

export interface PickHistoryStage {
  intent: Intent;
  /** The intent rule that decided `intent`. */
  intentRule: string;
  history: Turn[];
  historyPicks: HistoryPick[];
  historyReason: string;
  historyTokens: number;
}

export function pickHistoryStage(args: {
  text: string;
  history: readonly Turn[];
  resolved: Resolution | null;
  context: ConversationContext;
  userTurnsBefore: number;
  injectedTokens: number;
  tokenBudget: number;
  countTokens: CountTokens;
}): PickHistoryStage {
  const { history } = args;
  const { intent, rule } = decideIntent(args.text, args.resolved);
  const selection = selectHistory({
    history,
    intent,
    resolved: args.resolved,
    context: args.context,
    userTurnsBefore: args.userTurnsBefore,
    injectedTokens: args.injectedTokens,
    tokenBudget: args.tokenBudget,
    countTokens: args.countTokens,
  });
  return {
    intent,
    intentRule: rule,
    history: selection.picks.map((pick) => ({ ...history[pick.index] })),
    historyPicks: selection.picks,
    historyReason: selection.reason,
    historyTokens: selection.tokens,
  };
}
