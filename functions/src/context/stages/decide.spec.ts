import { describe, expect, it } from 'vitest';
import type { Turn } from '../../contract/concierge-contract';
import { emptyContext, type ConversationContext } from '../conversation-context';
import { analyseStage } from './analyse';
import { decideStage } from './decide';
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

function decide(message: string, context: ConversationContext = withList) {
  const read = analyseStage(message, context, history);
  const extract = extractStage(read, context);
  const decided = decideStage(read.text, extract, resolveStage(read, extract, context, history), context, 5000);
  const { location, searchQuery, focus, userTurns, updatedAt } = decided.context;
  return { location, searchQuery, focus, userTurns, updatedAt, locationRule: decided.locationRule, queryRule: decided.queryRule };
}

describe('decideStage', () => {
  it('moves the search somewhere new and counts the turn', () => {
    expect(decide('sushi in BGC')).toEqual({
      location: 'BGC',
      searchQuery: 'sushi',
      focus: null,
      userTurns: 2,
      updatedAt: 5000,
      locationRule: 'extract-location:searched-place',
      queryRule: 'replaces-query:a-specific-query, extract-query:names-a-kind',
    });
  });
  it('puts a venue picked by number in focus and keeps the search', () => {
    expect(decide('the second one')).toMatchObject({
      location: 'Makati',
      searchQuery: 'ramen',
      focus: { placeId: 'B', name: 'Beta Noodles' },
      locationRule: 'none',
      queryRule: 'none',
    });
  });
  it('keeps the location when a place only describes a venue picked by number', () => {
    expect(decide('is the second one in Pasig or Makati?')).toMatchObject({
      location: 'Makati',
      locationRule: 'keeps-location:describes-a-venue-picked-by-number',
    });
  });
  it('keeps the location when a question sorts the listed venues by where they are', () => {
    expect(decide('which one is in Poblacion?')).toMatchObject({ location: 'Makati', locationRule: 'guard:about-list' });
  });
  it('keeps the search when the message asks about a listed venue', () => {
    expect(decide('does the first one have dessert?')).toMatchObject({ searchQuery: 'ramen', queryRule: 'guard:about-known' });
  });
});

// Wave cw (narrowing it down): "more like the second one" searches the picked card's kind, in the same place.
describe('decideStage: more like a card', () => {
  const categorised = venues.map((venue, i) => ({ ...venue, category: i === 1 ? 'tsukemen' : 'ramen' }));
  const context = { ...withList, recentVenues: categorised, alternatives: categorised };

  it.each(['more like the 2nd one?', 'meer zoals de tweede?', 'are there any more like the second one'])('"%s"', (message) => {
    expect(decide(message, context)).toMatchObject({ location: 'Makati', searchQuery: 'tsukemen', queryRule: 'like-the-pick' });
  });
});
