import { describe, expect, it } from 'vitest';
import type { Turn } from '../contract/concierge-contract';
import type { ConversationContext } from './conversation-context';
import { recordAssistantTurn, recordToolCall } from './record-assistant-turn';
import { prepare, withList } from './prepare-turn.fixture';

describe('recordAssistantTurn', () => {
  it('makes a new list the alternatives, newest first in recent venues, at most 5', () => {
    const places = ['P1', 'P2', 'P3', 'P4'].map((placeId) => ({ placeId, name: placeId, rating: 4 }));
    const next = recordAssistantTurn(withList, { text: '', venues: places });
    expect(next.alternatives.map((v) => v.placeId)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(next.recentVenues.map((v) => v.placeId)).toEqual(['P1', 'P2', 'P3', 'P4', 'A']);
    expect(next.recentVenues[0]).toEqual({ placeId: 'P1', name: 'P1', rating: 4, turn: 2 });
    expect(next.focus).toBeNull();
  });

  it('focuses a single venue shown', () => {
    expect(recordAssistantTurn(withList, { text: 'Try Gamma (place_id: ChIJg)', venues: [] }).focus).toEqual({
      placeId: 'ChIJg',
      name: 'Gamma',
    });
  });

  it('leaves the context alone when the reply names no venue', () => {
    expect(recordAssistantTurn(withList, { text: 'It opens at 11.', venues: [] })).toBe(withList);
  });
});

describe('recordToolCall', () => {
  it("takes the model's location and query and remembers the action", () => {
    expect(recordToolCall(withList, { agent: 'findAndNavigate', location: 'BGC', query: 'tonkotsu', placeId: 'A' })).toEqual({
      ...withList,
      location: 'BGC',
      searchQuery: 'tonkotsu',
      lastAction: { agent: 'findAndNavigate', query: 'tonkotsu', location: 'BGC', venue: { placeId: 'A', name: 'Alpha Ramen' } },
    });
  });

  it('keeps the known values when the call leaves them out', () => {
    expect(recordToolCall(withList, { agent: 'foodie' })).toEqual({
      ...withList,
      lastAction: { agent: 'foodie', query: null, location: 'Makati', venue: null },
    });
  });
});

describe('prepareTurn reads what the listing reply said, past a later reply that shares a word of the names', () => {
  it('picks "yung spicy" by the listing reply, not by "House of Lechon ..." after it', () => {
    const cebu = [
      { placeId: 'L1', name: "Rico's Lechon", turn: 0 },
      { placeId: 'L2', name: 'Zubuchon One Central', turn: 0 },
      { placeId: 'L3', name: 'CnT Lechon', turn: 0 },
      { placeId: 'L4', name: 'House of Lechon', turn: 0 },
    ];
    const context: ConversationContext = {
      ...withList,
      location: 'Cebu',
      searchQuery: 'lechon',
      recentVenues: cebu,
      alternatives: cebu,
      focus: { placeId: 'L4', name: 'House of Lechon' },
      userTurns: 2,
    };
    const history: Turn[] = [
      { role: 'user', content: 'san masarap na lechon sa Cebu?' },
      {
        role: 'model',
        content:
          "1. Rico's Lechon - Mandaue, kilala sa spicy lechon\n2. Zubuchon One Central - downtown\n" +
          '3. CnT Lechon - Lahug\n4. House of Lechon - Cebu City',
      },
      { role: 'user', content: 'yung huli, pwede ba take out?' },
      { role: 'model', content: 'Oo, nagbebenta ang House of Lechon per kilo para sa take out.' },
    ];
    const turn = prepare('yung spicy, saan banda yun?', { context, history });
    expect(turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null).toBe('L1');
  });
});

describe('prepareTurn, what the listing reply said', () => {
  it('reads the reply that listed the venues, not a later one about something else', () => {
    const listing: Turn[] = [
      { role: 'user', content: 'ramen in Makati' },
      { role: 'model', content: '1. Alpha Ramen: rich tonkotsu, long queues.\n2. Beta Noodles: spicy miso and a quiet terrace.' },
      { role: 'user', content: 'is it raining there' },
      { role: 'model', content: 'Light rain this evening; a terrace might be wet.' },
    ];
    const turn = prepare('the one with the terrace, do they take cards?', { history: listing, context: { ...withList, userTurns: 2 } });
    expect(turn.resolved).toMatchObject({ kind: 'venue', placeId: 'B' });
  });

  it('takes "the one you said has a terrace" as a pick, not a search for terraces', () => {
    const turn = prepare('the one you said has a terrace', {
      history: [
        { role: 'user', content: 'ramen in Makati' },
        { role: 'model', content: '1. Alpha Ramen: rich tonkotsu.\n2. Beta Noodles: a quiet terrace.' },
      ],
      context: { ...withList, userTurns: 1 },
    });
    expect([turn.resolved?.kind === 'venue' && turn.resolved.placeId, turn.context.searchQuery]).toEqual(['B', 'ramen']);
  });
});

describe('prepareTurn, the reply that gave the list', () => {
  it('is the one naming most of the list, not a later answer that names two ("Maxwell is a walk from Chinatown MRT")', () => {
    const hawkers = [
      { placeId: 'H1', name: 'Chinatown Complex', turn: 0 },
      { placeId: 'H2', name: 'Maxwell Centre', turn: 0 },
      { placeId: 'H3', name: 'Amoy Street Centre', turn: 0 },
      { placeId: 'H4', name: 'Tiong Bahru Market', turn: 0 },
    ];
    const h: Turn[] = [
      { role: 'user', content: 'hawker food in chinatown' },
      {
        role: 'model',
        content:
          '1. Chinatown Complex - huge\n2. Maxwell Centre - chicken rice\n' +
          '3. Amoy Street Centre - office crowd, skip at noon\n4. Tiong Bahru Market - mornings',
      },
      { role: 'user', content: 'where is the chicken rice one' },
      { role: 'model', content: 'Maxwell Centre is a short walk from Chinatown MRT.' },
    ];
    const turn = prepare('which one did you say to skip at noon', {
      history: h,
      context: {
        ...withList,
        location: 'Singapore',
        searchQuery: 'hawker',
        recentVenues: hawkers,
        alternatives: hawkers,
        focus: { placeId: 'H2', name: 'Maxwell Centre' },
      },
    });
    expect(turn.resolved).toMatchObject({ kind: 'venue', placeId: 'H3' });
  });
});
