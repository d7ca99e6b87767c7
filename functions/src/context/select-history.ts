// Which earlier turns the model sees, chosen by what the message needs, then cut to the token budget.
import type { Turn } from '../contract/concierge-contract';
import type { ConversationContext } from './conversation-context';
import type { Resolution } from './resolve-references';
import { decideIntent } from './rules/intent-rules';

export type Intent = 'similar' | 'reference' | 'standard' | 'conversation';
export type CountTokens = (text: string) => number;

export interface HistoryPick {
  index: number;
  role: 'user' | 'model';
}

/** The message's intent: the first intent rule (rules/intent-rules.ts) that applies. */
export function classifyIntent(text: string, resolved: Resolution | null): Intent {
  return decideIntent(text, resolved).intent;
}

/** Positions of the user turns in `history` by their global turn index (the last one is userTurns - 1). */
export function userTurnPositions(history: readonly Turn[], userTurnsBefore: number): Map<number, number> {
  const positions = history.flatMap((turn, i) => (turn.role === 'user' ? [i] : []));
  const first = userTurnsBefore - positions.length;
  return new Map(positions.map((position, j) => [first + j, position]));
}

export function selectHistory(args: {
  history: readonly Turn[];
  intent: Intent;
  resolved: Resolution | null;
  context: ConversationContext;
  userTurnsBefore: number;
  injectedTokens: number;
  tokenBudget: number;
  countTokens: CountTokens;
}): { picks: HistoryPick[]; reason: string; tokens: number } {
  const { history, intent, resolved, context } = args;
  const positions = userTurnPositions(history, args.userTurnsBefore);
  let indexes: number[];
  let reason: string;
  if (intent === 'similar') {
    indexes = lastExchanges(history, 1).filter((i) => history[i].role === 'model');
    reason = 'a similarity request: only the last action is needed';
  } else if (intent === 'reference' && resolved?.kind === 'venue') {
    const venue = [...context.alternatives, ...context.recentVenues].find((v) => v.placeId === resolved.placeId);
    indexes = venue === undefined ? [] : exchangeOf(history, positions, venue.turn);
    reason = indexes.length
      ? 'a reference: the turn that showed the alternatives'
      : 'a reference: the list is no longer in history, the context line names it';
    // "2nd?" after "1st one take cards?" asks that question again: the last exchange says which.
    const last = lastExchanges(history, 1);
    if (last.some((i) => !indexes.includes(i)))
      [indexes, reason] = [[...new Set([...indexes, ...last])], `${reason}, and the last exchange`];
  } else if (intent === 'conversation') {
    indexes = lastExchanges(history, 3);
    if (resolved?.kind === 'turn') indexes = [...new Set([...exchangeOf(history, positions, resolved.index).slice(0, 1), ...indexes])];
    reason = 'a question about the conversation: the last 3 turns';
  } else {
    indexes = lastExchanges(history, 2);
    reason = 'a standard request: the last 2 turns';
  }
  indexes.sort((a, b) => a - b);
  // Drop the oldest first until history plus the context line fit the budget.
  const costs = new Map(indexes.map((i) => [i, args.countTokens(history[i].content)]));
  let tokens = indexes.reduce((sum, i) => sum + costs.get(i)!, 0);
  let dropped = 0;
  while (indexes.length && tokens + args.injectedTokens > args.tokenBudget) {
    // A reply without the message it answered misleads, so an exchange goes as a whole.
    do {
      tokens -= costs.get(indexes.shift()!)!;
      dropped++;
    } while (args.intent !== 'similar' && indexes.length && history[indexes[0]].role === 'model');
  }
  if (dropped) reason += `; ${dropped} oldest dropped to stay within ${args.tokenBudget} tokens`;
  return { picks: indexes.map((index) => ({ index, role: history[index].role })), reason, tokens };
}

/** History indexes of the last `count` exchanges (a user message and the replies after it). */
function lastExchanges(history: readonly Turn[], count: number): number[] {
  let seen = 0;
  let start = history.length;
  for (let i = history.length - 1; i >= 0 && seen < count; i--) {
    start = i;
    if (history[i].role === 'user') seen++;
  }
  return range(start, history.length);
}

/** The user message of turn `turnIndex` and the model replies that answered it. */
function exchangeOf(history: readonly Turn[], positions: Map<number, number>, turnIndex: number): number[] {
  const start = positions.get(turnIndex);
  if (start === undefined) return [];
  let end = start + 1;
  while (end < history.length && history[end].role === 'model') end++;
  return range(start, end);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
