import { describe, expect, it } from 'vitest';
import { emptyContext } from '../conversation-context';
import type { Resolution } from '../resolve-references';
import { RESOLUTION_GUARDS, runGuards, type GuardInput } from './resolution-guards';

const picked: Resolution = { kind: 'venue', placeId: 'A', name: 'Alpha Ramen', how: 'demonstrative' };
const input: GuardInput = {
  resolved: picked,
  text: 'what should I see in town?',
  before: { ...emptyContext('s', 0), location: 'Makati' },
  listedVenues: [],
  venueNames: [],
  earlierTurns: new Map(),
  query: { query: 'sights and things to do', weak: true },
  newSearch: false,
  extracted: null,
};

describe('runGuards', () => {
  it('throws on a guard name it does not know', () => {
    expect(() => runGuards(['no-such-guard'], input)).toThrow('unknown resolution guard: no-such-guard');
  });
  it('names the guards that changed the resolution, in order', () => {
    expect(runGuards(['best-of-kind', 'things-to-do-in-town'], input)).toEqual({ resolved: null, fired: ['things-to-do-in-town'] });
  });
  it('leaves a resolution no guard applies to as it was', () => {
    expect(runGuards(['things-to-do-in-town'], { ...input, text: 'is it open?' })).toEqual({ resolved: picked, fired: [] });
  });
  it('does not take an inherited property for a guard', () => {
    expect(() => runGuards(['toString'], input)).toThrow('unknown resolution guard');
  });
});

describe('the resolution guards', () => {
  it('and-in-another-area drops a venue picked by its area when the whole message is "and in X?"', () => {
    const guard = RESOLUTION_GUARDS['and-in-another-area'];
    const inArea: Resolution = { ...picked, how: 'attribute' };
    const asked = (text: string) =>
      guard({ ...input, resolved: inArea, text, extracted: 'Marais', before: { ...input.before, location: 'Paris' } });
    expect(
      [
        'And in the Marais?',
        'en in de Marais dan?',
        'eh sa Marais naman?',
        'and the one in the Marais?',
        'and in the Marais, is it open?',
      ].map(asked),
    ).toEqual([null, null, null, inArea, inArea]);
  });
  it('like-it-elsewhere drops a pick when something like it is asked for in another place', () => {
    const guard = RESOLUTION_GUARDS['like-it-elsewhere'];
    const category: Resolution = { ...picked, how: 'attribute' };
    const asked = (text: string, extracted: string | null) =>
      guard({ ...input, resolved: category, text, extracted, before: { ...input.before, location: 'Manila' } });
    expect([
      asked('actually our hostel is in binondo so anything like that right in binondo', 'Binondo'),
      asked('iets vergelijkbaars in Utrecht?', 'Utrecht'),
      asked('something like that but cheaper', null),
      asked('is the one in Binondo open?', 'Binondo'),
    ]).toEqual([null, null, category, category]);
  });
  it('search-in-listed-town drops the pick only when the search is put in the listed town', () => {
    const guard = RESOLUTION_GUARDS['search-in-listed-town'];
    expect([guard({ ...input, searchIn: true }), guard({ ...input, searchIn: false })]).toEqual([null, picked]);
  });
  it('there-is-the-new-city drops a pointed venue when a newly named city comes before "there"', () => {
    const guard = RESOLUTION_GUARDS['there-is-the-new-city'];
    const asked = { ...input, text: 'is Pasig far from there?' };
    expect([
      guard({ ...asked, location: 'Pasig' }),
      guard({ ...asked, location: null }),
      guard({ ...asked, location: 'Pasig', settledFirst: true }),
    ]).toEqual([null, picked, picked]);
  });
  it('best-of-kind drops a pick by attribute when a superlative comes before the kind searched for', () => {
    const guard = RESOLUTION_GUARDS['best-of-kind'];
    const byRating: Resolution = { ...picked, how: 'attribute' };
    const asked = { ...input, resolved: byRating, newSearch: true, query: { query: 'musea', weak: false } };
    expect([guard({ ...asked, text: 'Wat zijn daar de beste musea?' }), guard({ ...asked, text: 'welke musea zijn daar?' })]).toEqual([
      null,
      byRating,
    ]);
  });
});

describe('near-the-venue-in-focus (issue 17: near words mean the venue in focus)', () => {
  const focused: GuardInput = {
    ...input,
    resolved: null,
    query: null,
    before: { ...input.before, focus: { placeId: 'A', name: 'Alpha Ramen' } },
  };
  const near = (text: string) => RESOLUTION_GUARDS['near-the-venue-in-focus']({ ...focused, text });
  it('resolves a message of near words to the venue in focus', () => {
    expect(['anything else nearby?', 'near there', 'nearby', 'malapit dun', 'daar in de buurt'].map(near)).toEqual(Array(5).fill(picked));
  });
  it('leaves a search near it, or no venue in focus, unresolved', () => {
    const noFocus = RESOLUTION_GUARDS['near-the-venue-in-focus']({ ...focused, before: input.before, text: 'nearby' });
    expect([near('lunch nearby?'), near('iets chics in de buurt?'), noFocus]).toEqual([null, null, null]);
  });
});
