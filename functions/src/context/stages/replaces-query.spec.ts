// Specs of the replace-query rules that keep the search when a feature is asked of a venue in view (issue 17).
import { describe, expect, it } from 'vitest';
import { replacedBy } from './replaces-query';

const feature = (query: string, text: string) => replacedBy({ query, weak: false }, 'brunch', false, false, text);

describe('replacedBy, a feature asked of a venue the words point at', () => {
  it('keeps the search in English, Tagalog and Dutch', () => {
    expect([
      feature('rooftop', 'does it have a rooftop? would love some sun'),
      feature('parking', 'may parking ba doon? dala namin kotse'),
      feature('terras', 'hebben ze een terras? het is mooi weer'),
    ]).toEqual(Array(3).fill({ replaces: false, rule: 'a-feature-asked-of-a-venue' }));
  });
  it('searches anew when the feature is asked of places in general', () => {
    expect(feature('rooftop', 'any cafés with a rooftop around here?')).toEqual({ replaces: true, rule: 'a-specific-query' });
  });
});

// Wave ad (between meetings): a meal asked after coffee, or with words that change the plan, is the search now.
describe("replacedBy, a meal instead of what was searched (rule 'a-meal-instead', wave ad)", () => {
  const meal = (query: string, known: string, text: string) => replacedBy({ query, weak: true }, known, false, false, text);

  it('replaces cafés with dinner when the words say "make it dinner ... instead"', () => {
    expect(meal('dinner', 'cafe', 'actually make it dinner, the investors want to meet at 6 instead')).toEqual({
      replaces: true,
      rule: 'a-meal-instead',
    });
  });
  it('replaces coffee with the lunch the user wants after the pitch', () => {
    expect(meal('lunch', 'coffee', 'after the pitch I want a celebratory lunch near there')).toEqual({
      replaces: true,
      rule: 'a-meal-instead',
    });
  });
  it('leaves a meal after a food search with no change word to another rule', () => {
    expect(meal('dinner', 'ramen', 'dinner near there?').rule).not.toBe('a-meal-instead');
  });
});
