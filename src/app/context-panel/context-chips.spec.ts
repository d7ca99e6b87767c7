import { emptyContext, type ConversationContext } from '@concierge/engine/conversation-context';
import { UI_TEXT } from '../language/ui-text';
import { contextChips, lastActionLabel } from './context-chips';

const base = (extra: Partial<ConversationContext>): ConversationContext => ({ ...emptyContext('s', 0), ...extra });
const nagi = { placeId: 'p1', name: 'Ramen Nagi', address: 'Greenbelt 3, Ayala Center, Makati, 1223 Metro Manila, Philippines', turn: 0 };
const ichiran = { placeId: 'p2', name: 'Ichiran Shibuya', address: '1-22-7 Jinnan, Shibuya City, Tokyo 150-0041, Japan', turn: 1 };

describe('contextChips', () => {
  it('shows nothing for a conversation without context', () => {
    expect(contextChips(null)).toEqual([]);
    expect(contextChips(emptyContext('s', 0))).toEqual([]);
  });

  it('shows location, query, each venue with its city and the last action, each removable', () => {
    const context = base({
      location: 'Makati',
      searchQuery: 'ramen',
      recentVenues: [nagi],
      lastAction: { agent: 'foodie' as const, query: 'ramen', location: 'Makati', venue: null },
    });
    expect(contextChips(context)).toEqual([
      { kind: 'location', key: 'location', label: 'Makati', target: { kind: 'location' } },
      { kind: 'query', key: 'query', label: 'ramen', target: { kind: 'query' } },
      { kind: 'venue', key: 'venue:p1', label: 'Ramen Nagi', area: 'Makati', target: { kind: 'venue', placeId: 'p1' } },
      { kind: 'action', key: 'action', label: 'Food search: ramen in Makati', target: { kind: 'action' } },
    ]);
  });

  it('marks the venue in focus, so places of an earlier city are told apart from the one talked about', () => {
    const focus = { placeId: 'p2', name: 'Ichiran Shibuya' };
    const chips = contextChips(base({ location: 'Tokyo', recentVenues: [ichiran, nagi], focus }));
    expect(chips.filter((chip) => chip.kind === 'venue').map(({ label, area, inFocus }) => ({ label, area, inFocus }))).toEqual([
      { label: 'Ichiran Shibuya', area: 'Tokyo', inFocus: true },
      { label: 'Ramen Nagi', area: 'Makati', inFocus: undefined },
    ]);
  });

  it('shows a venue in focus that is no longer among the recent ones', () => {
    const chips = contextChips(base({ recentVenues: [nagi], focus: { placeId: 'p9', name: 'Bar Luna' } }));
    expect(chips.map((chip) => [chip.label, chip.inFocus ?? false])).toEqual([
      ['Bar Luna', true],
      ['Ramen Nagi', false],
    ]);
  });
});

describe('lastActionLabel', () => {
  const search = { agent: 'foodie' as const, query: 'sushi', location: 'NYC', venue: null };

  it('names a search by what is still remembered of it', () => {
    expect(lastActionLabel(base({ location: 'NYC', searchQuery: 'sushi', lastAction: search }))).toBe('Food search: sushi in NYC');
    expect(lastActionLabel(base({ location: null, searchQuery: 'sushi', lastAction: search }))).toBe('Food search: sushi');
    expect(lastActionLabel(base({ location: 'Tokyo', searchQuery: null, lastAction: search }))).toBeNull();
  });

  it('says the reply asked which place when the directions ran without one, never "Directions: NYC"', () => {
    const asked = { agent: 'findAndNavigate' as const, query: null, location: 'NYC', venue: null };
    expect(lastActionLabel(base({ location: 'NYC', lastAction: asked }))).toBe('Asked which place');
  });

  it('names the venue of directions or details while it is remembered, and hides it once removed', () => {
    const directions = { agent: 'findAndNavigate' as const, query: null, location: 'Makati', venue: { placeId: 'p1', name: 'Ramen Nagi' } };
    expect(lastActionLabel(base({ recentVenues: [nagi], lastAction: directions }))).toBe('Directions to Ramen Nagi');
    expect(lastActionLabel(base({ recentVenues: [], lastAction: directions }))).toBeNull();
    const details = { ...directions, agent: 'foodie' as const };
    expect(lastActionLabel(base({ recentVenues: [nagi], lastAction: details }))).toBe('Details of Ramen Nagi');
  });

  it('names a directions search by its query', () => {
    const searched = { agent: 'findAndNavigate' as const, query: 'Rizal Park', location: 'Manila', venue: null };
    const context = base({ searchQuery: 'Rizal Park', location: 'Manila', lastAction: searched });
    expect(lastActionLabel(context)).toBe('Directions: Rizal Park in Manila');
  });
});

describe('the remembered query in the reply language', () => {
  const coffee = base({
    location: 'Cubao',
    searchQuery: 'coffee',
    lastAction: { agent: 'foodie' as const, query: 'coffee', location: 'Cubao', venue: null },
  });
  const words = (context: ConversationContext, label: { query: string; label: string } | null, text = UI_TEXT.en) =>
    contextChips(context, text, label)
      .filter((chip) => chip.kind !== 'location')
      .map((chip) => chip.label);

  it('shows the words of a Tagalog or Dutch reply for the query and the last search', () => {
    expect(words(coffee, { query: 'coffee', label: 'kape' }, UI_TEXT.tl)).toEqual(['kape', 'Paghahanap ng pagkain: kape sa Cubao']);
    const museums = base({
      searchQuery: 'museums',
      lastAction: { agent: 'dayTrip' as const, query: 'museums', location: null, venue: null },
    });
    expect(words(museums, { query: 'museums', label: 'musea' }, UI_TEXT.nl)).toEqual(['musea', 'Dagtochten: musea']);
  });

  it('shows the query as remembered when no label came, or the label was for an earlier query', () => {
    expect(words(coffee, null)).toEqual(['coffee', 'Food search: coffee in Cubao']);
    expect(words(coffee, { query: 'bakery', label: 'panaderya' })).toEqual(['coffee', 'Food search: coffee in Cubao']);
  });
});
