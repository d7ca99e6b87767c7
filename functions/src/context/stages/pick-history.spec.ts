import { describe, expect, it } from 'vitest';
import type { Turn } from '../../contract/concierge-contract';
import { emptyContext } from '../conversation-context';
import { pickHistoryStage } from './pick-history';

const history: Turn[] = [
  { role: 'user', content: 'q0' },
  { role: 'model', content: 'a0' },
  { role: 'user', content: 'q1' },
  { role: 'model', content: 'a1' },
  { role: 'user', content: 'q2' },
  { role: 'model', content: 'a2' },
];
const args = {
  history,
  resolved: null,
  context: { ...emptyContext('s', 0), userTurns: 3 },
  userTurnsBefore: 3,
  injectedTokens: 0,
  tokenBudget: 1500,
  countTokens: () => 1,
};

describe('pickHistoryStage', () => {
  it('sends a standard request the last 2 turns and names its intent rule', () => {
    const picked = pickHistoryStage({ ...args, text: 'dessert' });
    expect([picked.intent, picked.intentRule, picked.history.map((turn) => turn.content), picked.historyTokens]).toEqual([
      'standard',
      'standard',
      ['q1', 'a1', 'q2', 'a2'],
      4,
    ]);
  });
  it('sends a similarity request only the last action', () => {
    const picked = pickHistoryStage({ ...args, text: 'anything similar?' });
    expect([picked.intent, picked.intentRule, picked.history]).toEqual([
      'similar',
      'asks-for-something-similar',
      [{ role: 'model', content: 'a2' }],
    ]);
  });
  it("gives copies of the turns, not the history's own", () => {
    const picked = pickHistoryStage({ ...args, text: 'dessert' });
    expect(picked.history[0]).not.toBe(history[2]);
  });
});
