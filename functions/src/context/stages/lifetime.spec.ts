import { describe, expect, it } from 'vitest';
import type { Turn } from '../../contract/concierge-contract';
import { emptyContext } from '../conversation-context';
import { DEFAULT_ENGINE_CONFIG } from '../engine-config';
import { lifetimeStage } from './lifetime';

const HOUR = 60 * 60 * 1000;
const history: Turn[] = [
  { role: 'user', content: 'ramen' },
  { role: 'model', content: 'two places' },
];

describe('lifetimeStage', () => {
  it('starts an empty context for the session when there is none', () => {
    expect(lifetimeStage({ context: null, history: [], sessionId: 's1', now: 5, config: DEFAULT_ENGINE_CONFIG })).toEqual({
      history: [],
      before: emptyContext('s1', 5),
      expired: null,
    });
  });
  it('keeps a live context and its history', () => {
    const context = { ...emptyContext('s1', 0), searchQuery: 'ramen', updatedAt: HOUR / 2 };
    expect(lifetimeStage({ context, history, sessionId: 's1', now: HOUR, config: DEFAULT_ENGINE_CONFIG })).toEqual({
      history,
      before: context,
      expired: null,
    });
  });
  it('starts afresh, history dropped, after an hour idle', () => {
    const context = { ...emptyContext('s1', 0), searchQuery: 'ramen' };
    expect(lifetimeStage({ context, history, sessionId: 's1', now: HOUR, config: DEFAULT_ENGINE_CONFIG })).toEqual({
      history: [],
      before: emptyContext('s1', HOUR),
      expired: 'idle',
    });
  });
});
