import { describe, expect, it } from 'vitest';
import type { Place } from '../contract/place';
import { emptyContext } from '../context/conversation-context';
import { judgeConversation } from './converse-report';
import type { TurnRecord } from './turn-record';

const RAMIRO: Place = { placeId: 'r1', name: 'Cervejaria Ramiro', facts: { outdoorSeating: false } };

function record(user: string, reply: string, extra: Partial<TurnRecord> = {}): TurnRecord {
  return { user, reply, context: { ...emptyContext('s', 0), location: 'Lisbon' }, venues: [], calls: [], error: null, ...extra };
}

describe('what the person has seen', () => {
  it('takes the one venue a search found as the one "it" means next', async () => {
    const records = [
      record('seafood in Lisbon', 'I found one seafood place in Lisbon.', {
        venues: [RAMIRO],
        calls: [{ method: 'search', args: [{ query: 'seafood' }], result: [RAMIRO] }],
      }),
      record('does it have outdoor seating?', 'No, Cervejaria Ramiro has no outdoor seating.', {
        calls: [{ method: 'details', args: ['r1', { facts: ['outdoorSeating'] }], result: RAMIRO }],
      }),
    ];
    const conversation = {
      id: 'c',
      lang: 'en' as const,
      turns: [
        { user: 'seafood in Lisbon', expect: {} },
        { user: 'does it have outdoor seating?', expect: { about: [{ focus: true as const }], fact: 'outdoor' as const } },
      ],
    };
    const results = await judgeConversation(async () => records, conversation);
    expect(results.map((result) => result.failures)).toEqual([[], []]);
  });
});
