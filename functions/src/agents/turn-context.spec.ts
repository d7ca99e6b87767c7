import { describe, expect, it } from 'vitest';
import type { Place } from '../contract/place';
import { collectPlaceCall, collectVenues, createTurnCollector, readTurn, withTurn, type TurnContext } from './turn-context';

const NAGI: Place = { placeId: 'p1', name: 'Ramen Nagi', category: 'ramen' };
const SORA: Place = { placeId: 'p2', name: 'Menya Sora' };

describe('turn context', () => {
  it('collects each place once, in the order first returned', () => {
    const collector = createTurnCollector();

    collectVenues(collector, [NAGI, SORA]);
    collectVenues(collector, [SORA, NAGI]);

    expect(collector.venues).toEqual([NAGI, SORA]);
  });

  it('drops a place that breaks the contract instead of failing the turn later', () => {
    const collector = createTurnCollector();

    collectVenues(collector, [{ ...NAGI, rating: 9 }, { ...NAGI, placeId: 'p3', mapsUrl: 'not a link' }, SORA]);
    collectVenues(collector, [NAGI]);

    expect(collector.venues).toEqual([SORA, NAGI]);
  });

  it('files a place call under the latest call of the agent that made it', () => {
    const turn: TurnContext = {
      sessionId: 's',
      contextLine: '',
      message: '',
      history: [],
      collector: createTurnCollector(),
      agent: 'foodie',
    };
    turn.collector.agentCalls.push({ agent: 'foodie', request: 'a', placeCalls: [] }, { agent: 'dayTrip', request: 'b', placeCalls: [] });

    collectPlaceCall(turn, { tool: 'placeDetails', placeId: 'p1' });

    expect(turn.collector.agentCalls.map((call) => call.placeCalls)).toEqual([[{ tool: 'placeDetails', placeId: 'p1' }], []]);
  });

  it('keeps the caller context keys next to the turn', () => {
    const turn: TurnContext = { sessionId: 's', contextLine: '', message: 'm', history: [], collector: createTurnCollector() };
    const context = withTurn({ auth: { uid: 'u1' } }, turn);

    expect(context.auth).toEqual({ uid: 'u1' });
    expect(readTurn(context)).toBe(turn);
  });

  it('writes itself into a serialised context as its session and agent only, not its history or venues', () => {
    const turn: TurnContext = {
      sessionId: 's',
      contextLine: '[CONTEXT: location: Makati]',
      message: 'm',
      history: [{ role: 'user', content: 'ramen in Makati' }],
      collector: createTurnCollector(),
      agent: 'foodie',
    };
    collectVenues(turn.collector, [NAGI]);

    expect(JSON.parse(JSON.stringify(withTurn({ auth: { uid: 'u1' } }, turn)))).toEqual({
      auth: { uid: 'u1' },
      conciergeTurn: { sessionId: 's', agent: 'foodie' },
    });
  });
});
