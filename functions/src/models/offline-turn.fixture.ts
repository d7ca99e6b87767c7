// An offline model's turn for the specs: what was said, with the engine's parsed context line, before any tool ran.
import { turnIntentOf } from '../context/intent/turn-intent';
import type { OfflineTurn } from './offline-turn';

export function saidTurn(said: string, parsed: NonNullable<OfflineTurn['parsed']>): OfflineTurn {
  return {
    said,
    request: null,
    parsed,
    lang: 'en',
    intent: turnIntentOf(said),
    facts: [],
    earlierUserWords: [],
    lastReply: '',
    toolRequests: [],
    toolResponses: [],
    answeringTools: false,
  };
}
