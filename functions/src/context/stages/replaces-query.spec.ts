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

// Wave bb (it's not going to plan): why a card failed, or a filter on another of the same food, is no new search.
describe('replacedBy, a story about a card and a filter on another of the same', () => {
  const weak = (query: string, known: string, text: string) => replacedBy({ query, weak: true }, known, false, false, text);

  it('keeps the pizza search when the card is closed for a private event', () => {
    const text = "Just got to the first one and it's closed for a private event. Anything else near it that's open right now?";
    expect(weak('event', 'deep dish pizza', text).rule).not.toBe('events-or-sights-after-food');
    expect(weak('events', 'pizza', 'any events tonight?')).toEqual({ replaces: true, rule: 'events-or-sights-after-food' });
  });
  it('keeps cafés when "indoors" filters another one, and searches indoors for something else', () => {
    expect(weak('indoors', 'cafe', 'ok anything else near it thats open now. indoors obviously').rule).not.toBe('out-of-the-weather');
    expect(weak('indoors', 'parks', 'anything indoors near there where the little one can run around?')).toEqual({
      replaces: true,
      rule: 'out-of-the-weather',
    });
  });
});
