import { describe, expect, it } from 'vitest';
import type { Turn } from '../../contract/concierge-contract';
import { emptyContext, type ConversationContext } from '../conversation-context';
import { analyseStage } from './analyse';
import { extractStage } from './extract';
import { resolveStage } from './resolve';

const venues = [
  { placeId: 'A', name: 'Alpha Ramen', turn: 0 },
  { placeId: 'B', name: 'Beta Noodles', turn: 0 },
];
const withList: ConversationContext = {
  ...emptyContext('s', 0),
  location: 'Makati',
  searchQuery: 'ramen',
  recentVenues: venues,
  alternatives: venues,
  userTurns: 1,
};
const history: Turn[] = [
  { role: 'user', content: 'ramen in Makati' },
  { role: 'model', content: '1. Alpha Ramen 2. Beta Noodles' },
];

function resolve(message: string, context: ConversationContext = withList) {
  const read = analyseStage(message, context, history);
  const { resolved, resolutionRule, settledFirst, townPicked } = resolveStage(read, extractStage(read, context), context, history);
  return { resolved, resolutionRule, settledFirst, townPicked };
}

describe('resolveStage', () => {
  it("passes the resolver's answer and rule through when no guard applies", () => {
    expect(resolve('the second one')).toEqual({
      resolved: { kind: 'venue', placeId: 'B', name: 'Beta Noodles', how: 'ordinal', rule: 'ordinal' },
      resolutionRule: 'ordinal',
      settledFirst: false,
      townPicked: null,
    });
  });
  it('knows the earlier user turns by their global index', () => {
    expect(resolve('what did I ask earlier?').resolved).toEqual({
      kind: 'turn',
      index: 0,
      text: 'ramen in Makati',
      rule: 'turn-reference',
    });
  });
  it('settles on the venue in focus in a lead sentence and says so', () => {
    const focused = { ...withList, focus: { placeId: 'B', name: 'Beta Noodles' } };
    expect(resolve('ok that one. any coffee in Poblacion?', focused)).toMatchObject({
      resolved: { kind: 'venue', placeId: 'B', how: 'demonstrative' },
      resolutionRule: 'guard:settles-on-lead',
      settledFirst: true,
    });
  });
  it('takes a listed district a search is put in as the town picked, pointing at no venue', () => {
    const areas = [
      { placeId: 'W1', name: 'De Pijp', category: 'wijk', turn: 0 },
      { placeId: 'W2', name: 'Jordaan', category: 'wijk', turn: 0 },
    ];
    const amsterdam = { ...withList, location: 'Amsterdam', searchQuery: 'eten', recentVenues: areas, alternatives: areas };
    expect(resolve('en in de pijp, een goede vietnamees?', amsterdam)).toEqual({
      resolved: null,
      resolutionRule: 'guard:search-in-listed-town',
      settledFirst: false,
      townPicked: 'De Pijp',
    });
  });
});
