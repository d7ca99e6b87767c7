import { describe, expect, it } from 'vitest';
import type { Turn } from '../contract/concierge-contract';
import { emptyContext, type ConversationContext } from './conversation-context';
import { prepareTurn } from './prepare-turn';

const countTokens = (text: string) => text.split(/\s+/).filter(Boolean).length;
const NOW = 1_000_000;
const venues = [
  { placeId: 'A', name: 'Alpha Ramen', turn: 0 },
  { placeId: 'B', name: 'Beta Noodles', turn: 0 },
];
const withList: ConversationContext = {
  ...emptyContext('s', NOW - 60_000),
  location: 'Makati',
  searchQuery: 'ramen',
  recentVenues: venues,
  alternatives: venues,
  userTurns: 1,
  updatedAt: NOW - 1000,
};
const history: Turn[] = [
  { role: 'user', content: 'ramen in Makati' },
  { role: 'model', content: '1. Alpha Ramen 2. Beta Noodles' },
];
const focused: ConversationContext = { ...withList, focus: { placeId: 'B', name: 'Beta Noodles' } };
const fries = [
  { placeId: 'F1', name: 'Frituur Jozef', category: 'frituur', rating: 4.6, turn: 0 },
  { placeId: 'F2', name: "'t Frietketeltje", category: 'frituur', address: 'Oudburg 17, Gent', rating: 4.4, turn: 0 },
];
const gent: ConversationContext = {
  ...withList,
  location: 'Brugge',
  searchQuery: 'frietkot',
  recentVenues: fries,
  alternatives: fries,
  focus: { placeId: 'F2', name: "'t Frietketeltje" },
};
const cafes = [
  { placeId: 'M1', name: 'Café Sjiek', address: 'Sint Pieterstraat 13, Maastricht', rating: 4.6, turn: 0 },
  { placeId: 'M2', name: 'Brasserie Luik', address: 'Markt 20, Maastricht', rating: 4.2, turn: 0 },
];
const maastricht: ConversationContext = {
  ...withList,
  location: 'Maastricht',
  searchQuery: 'zuurvlees',
  recentVenues: cafes,
  alternatives: cafes,
};
const areas = [
  { placeId: 'W1', name: 'De Pijp', category: 'wijk', turn: 0 },
  { placeId: 'W2', name: 'Jordaan', category: 'wijk', turn: 0 },
];
const amsterdam: ConversationContext = {
  ...withList,
  location: 'Amsterdam',
  searchQuery: 'eten',
  recentVenues: areas,
  alternatives: areas,
};

function reasonsOf(message: string, context: ConversationContext = withList) {
  return prepareTurn({ context, sessionId: 's', history, message, now: NOW, countTokens }).reasons;
}

describe('prepareTurn names the rules that decided a plain search', () => {
  it('a new search somewhere new: the extractors decided both', () => {
    expect(reasonsOf('sushi in BGC')).toEqual({
      location: 'extract-location:searched-place',
      query: 'replaces-query:a-specific-query, extract-query:names-a-kind',
      intent: 'standard',
      resolution: null,
    });
  });
  it("a listed venue picked by number: the resolver's rule and the reference intent", () => {
    expect(reasonsOf('the second one')).toEqual({ location: 'none', query: 'none', intent: 'picks-a-listed-venue', resolution: 'ordinal' });
  });
  it('a question about the conversation', () => {
    expect(reasonsOf('what did I ask earlier?')).toMatchObject({ intent: 'about-an-earlier-turn', resolution: 'turn-reference' });
  });
  it('a request for something similar', () => {
    expect(reasonsOf('anything similar nearby?')).toMatchObject({ intent: 'asks-for-something-similar', resolution: null });
  });
});

describe('prepareTurn names the guard that kept the known location', () => {
  it('a question that sorts the list names where the venues are', () => {
    expect(reasonsOf('which one is in Poblacion?').location).toEqual('guard:about-list');
  });
  it('a place in a question about a venue picked by number describes it', () => {
    expect(reasonsOf('is the second one in Pasig or Makati?').location).toEqual('keeps-location:describes-a-venue-picked-by-number');
  });
  it('a listed district a new search is put in is where the user looks', () => {
    expect(reasonsOf('en in de pijp, een goede vietnamees?', amsterdam)).toMatchObject({
      location: 'listed-town',
      resolution: 'guard:search-in-listed-town',
    });
  });
});

describe("prepareTurn names the guard that replaced the resolver's answer", () => {
  it('a lead sentence that settles on the venue in focus', () => {
    expect(reasonsOf('top, daar gaan we heen. iets voor koffie in Poblacion?', focused).resolution).toEqual('guard:settles-on-lead');
  });
  it('a lead sentence the resolver already read as pointing needs no guard', () => {
    expect(reasonsOf('sige dun na lang kami. tapos lunch sa Salcedo?', focused).resolution).toEqual('demonstrative');
  });
  it('a superlative before a newly searched kind', () => {
    expect(reasonsOf('Wat zijn daar de beste musea?', gent).resolution).toEqual('guard:best-of-kind');
  });
  it('a superlative before the newly searched kind in another town is the best of that kind first', () => {
    expect(reasonsOf('En in Luik, waar eet je daar de beste boulets?', maastricht).resolution).toEqual('guard:best-of-kind');
  });
  it('a superlative put to another town', () => {
    expect(reasonsOf('En in Luik, wat is daar het best beoordeeld?', maastricht).resolution).toEqual('guard:superlative-in-another-town');
  });
  it('"there" after a newly named city', () => {
    expect(reasonsOf('is Pasig far from there?', focused).resolution).toEqual('guard:there-is-the-new-city');
  });
  it('what to see in town', () => {
    const focusA = { ...withList, focus: { placeId: 'A', name: 'Alpha Ramen' } };
    expect(reasonsOf('Ik ben er voor de tweede keer, wat moet ik verder zeker zien in de stad?', focusA).resolution).toEqual(
      'guard:things-to-do-in-town',
    );
  });
});

describe('prepareTurn names the rule that replaced or kept the known search', () => {
  const afterBrunch = { ...withList, searchQuery: 'brunch' };
  it('one meal after another replaces it', () => {
    expect(reasonsOf('ok now dinner nearby', afterBrunch).query).toEqual(
      'replaces-query:one-meal-after-another, extract-query:generic-words',
    );
  });
  it('places of a diet after a dish replace it', () => {
    expect(reasonsOf('any good vegan places there?', { ...withList, searchQuery: 'dumplings' }).query).toEqual(
      'replaces-query:places-of-a-diet, extract-query:generic-words',
    );
  });
  it('a question about a listed venue keeps it', () => {
    expect(reasonsOf('does the first one have dessert?').query).toEqual('guard:about-known');
  });
});
