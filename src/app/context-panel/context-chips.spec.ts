import { emptyContext } from '@concierge/engine/conversation-context';
import { contextChips } from './context-chips';

describe('contextChips', () => {
  it('shows nothing for a conversation without context', () => {
    expect(contextChips(null)).toEqual([]);
    expect(contextChips(emptyContext('s', 0))).toEqual([]);
  });

  it('shows location, query, each venue and the last action, each removable', () => {
    const context = {
      ...emptyContext('s', 0),
      location: 'Makati',
      searchQuery: 'ramen',
      recentVenues: [{ placeId: 'p1', name: 'Ramen Nagi', turn: 0 }],
      lastAction: { agent: 'foodie' as const, query: 'ramen', location: 'Makati', venue: null },
    };
    expect(contextChips(context)).toEqual([
      { kind: 'location', key: 'location', label: 'Makati', target: { kind: 'location' } },
      { kind: 'query', key: 'query', label: 'ramen', target: { kind: 'query' } },
      { kind: 'venue', key: 'venue:p1', label: 'Ramen Nagi', target: { kind: 'venue', placeId: 'p1' } },
      { kind: 'action', key: 'action', label: 'Food search: ramen in Makati', target: { kind: 'action' } },
    ]);
  });
});
