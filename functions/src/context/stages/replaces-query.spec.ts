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
