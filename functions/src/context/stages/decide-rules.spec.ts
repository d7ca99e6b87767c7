import { describe, expect, it } from 'vitest';
import type { Resolution } from '../resolve-references';
import { KEEP_LOCATION_RULES, keptBy } from './keeps-location';
import { REPLACE_QUERY_RULES, replacedBy } from './replaces-query';

const byNumber: Resolution = { kind: 'venue', placeId: 'A', name: 'Alpha Ramen', how: 'ordinal' };

describe('the keep-location rules', () => {
  it('have distinct ids and end with one that always decides', () => {
    expect(new Set(KEEP_LOCATION_RULES.map((rule) => rule.id)).size).toEqual(KEEP_LOCATION_RULES.length);
    const last = KEEP_LOCATION_RULES[KEEP_LOCATION_RULES.length - 1];
    expect(typeof last.decide({ text: 'x', location: 'Nowhere', resolved: null, query: null })).toEqual('boolean');
  });
  it('keep nothing when no location is known or named', () => {
    expect([keptBy('in Pasig', 'Pasig', null, null, null), keptBy('hi', null, 'Makati', null, null)]).toEqual([null, null]);
  });
  it('name the rule that kept the known location', () => {
    expect(keptBy('is Sentosa worth it or should we just do Gardens by the Bay?', 'Sentosa', 'Singapore', null, null)).toEqual(
      'weighs-a-place-up',
    );
    expect(keptBy('is the second one in Pasig or Makati?', 'Pasig', 'Makati', byNumber, null)).toEqual(
      'describes-a-venue-picked-by-number',
    );
    expect(keptBy('is tipping normal in Portugal?', 'Portugal', 'Lisbon', null, null)).toEqual('a-country-in-a-question');
    expect(keptBy('wanneer kan ik het best naar Manila reizen?', 'Manila', 'Makati', null, null)).toEqual('small-talk-about-a-trip');
  });
  it('move for the same search asked in a new place with why after a comma, in Dutch, English and Tagalog', () => {
    expect(keptBy('En in Singapore, waar we volgende week zijn?', 'Singapore', 'Tokio', null, null)).toBeNull();
    expect(keptBy('and in Osaka, where we land on friday?', 'Osaka', 'Tokyo', null, null)).toBeNull();
    expect(keptBy('at sa Cebu, kasi dun kami sa sabado', 'Cebu', 'Makati', byNumber, null)).toBeNull();
  });
  it('keep nothing when the message moves', () => {
    expect(keptBy('nog een tip voor een jazzbar in Itaewon?', 'Itaewon', 'Seoel', null, { query: 'jazzbar', weak: false })).toBeNull();
    expect(keptBy('and what would you do in ghent on a rainy day?', 'Ghent', 'Antwerp', null, null)).toBeNull();
    expect(keptBy('sushi in Pasig', 'Pasig', 'Makati', null, { query: 'sushi', weak: false })).toBeNull();
  });
});

describe('the replace-query rules', () => {
  it('have distinct ids and end with one that always decides', () => {
    expect(new Set(REPLACE_QUERY_RULES.map((rule) => rule.id)).size).toEqual(REPLACE_QUERY_RULES.length);
    const last = REPLACE_QUERY_RULES[REPLACE_QUERY_RULES.length - 1];
    const input = { query: { query: 'x', weak: false }, known: 'y', moved: false, pointsAtVenue: false, text: 'x' };
    expect(typeof last.decide(input)).toEqual('boolean');
  });
  it('replace nothing when nothing is asked, and fill a gap when nothing is known', () => {
    expect([replacedBy(null, 'ramen', false, false, ''), replacedBy({ query: 'food', weak: true }, null, false, false, 'food')]).toEqual([
      { replaces: false, rule: 'nothing-asked' },
      { replaces: true, rule: 'nothing-known' },
    ]);
  });
  it('name the rule that decided', () => {
    expect(replacedBy({ query: 'dinner', weak: true }, 'brunch', false, false, 'ok now dinner nearby')).toEqual({
      replaces: true,
      rule: 'one-meal-after-another',
    });
    expect(replacedBy({ query: 'view', weak: false }, 'ramen', false, true, 'may view ba?')).toEqual({
      replaces: false,
      rule: 'a-feature-of-the-venue-pointed-at',
    });
    expect(replacedBy({ query: 'restaurants', weak: true }, 'sushi', false, false, 'any restaurants?')).toEqual({
      replaces: false,
      rule: 'a-meal-or-sights-somewhere-new',
    });
  });
  it('take the places of a diet around the venue pointed at as the new search, in Tagalog, English and Dutch', () => {
    const near = (query: string, text: string) => replacedBy({ query, weak: true }, 'market', false, true, text);
    const rule = { replaces: true, rule: 'places-of-a-diet-near-the-venue' };
    expect(near('vegetarian options', 'tas vegetarian options malapit dun?')).toEqual(rule);
    expect(near('vegan places', 'vegan places near there?')).toEqual(rule);
    expect(near('vegetarisch restaurants', 'vegetarisch restaurants daar in de buurt?')).toEqual(rule);
  });
  it('take a diet linked to places by Tagalog "na" as the new search ("hanap k nlng ng halal n resto s itaewon")', () => {
    const asked = (text: string) => replacedBy({ query: 'halal', weak: true }, 'korean bbq', true, false, text);
    expect(asked('ah cge hanap k nlng ng halal n resto s itaewon')).toEqual({ replaces: true, rule: 'places-of-a-diet' });
    expect(asked('may halal na kainan ba sa itaewon?')).toEqual({ replaces: true, rule: 'places-of-a-diet' });
    expect(asked('halal ba yan?').rule).not.toBe('places-of-a-diet');
  });
  it('keep the search when a diet is asked of the venue pointed at without a near word', () => {
    expect(replacedBy({ query: 'vegetarian options', weak: true }, 'market', false, true, 'may vegetarian options ba dun?').rule).not.toBe(
      'places-of-a-diet-near-the-venue',
    );
  });
  it('keep the search when a feature word alone is asked ("Terras?", "rooftop?", "Parking?"), but not in a longer search', () => {
    const asked = (query: string, text: string) => replacedBy({ query, weak: false }, 'coffee', false, false, text);
    expect(asked('terras', 'Terras?')).toEqual({ replaces: false, rule: 'a-feature-asked-alone' });
    expect(asked('rooftop', 'rooftop??').rule).toBe('a-feature-asked-alone');
    expect(asked('parking', 'Parking?').rule).toBe('a-feature-asked-alone');
    expect(asked('terras', 'een terras in de zon graag').rule).not.toBe('a-feature-asked-alone');
  });
});
