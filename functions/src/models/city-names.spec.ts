import { describe, expect, it } from 'vitest';
import { cityNameIn } from './city-names';
import { outsideCoverageReply } from './offline-replies';

describe('catalog city names in the reply language', () => {
  it('writes Dutch names in Dutch and leaves names a language does not change', () => {
    expect(['Lisbon', 'Tokyo', 'Paris', 'Singapore'].map((name) => cityNameIn('nl', name))).toEqual([
      'Lissabon',
      'Tokio',
      'Parijs',
      'Singapore',
    ]);
    expect(['Lisbon', 'Tokyo'].map((name) => cityNameIn('tl', name))).toEqual(['Lisbon', 'Tokyo']);
    expect(cityNameIn('en', 'Paris')).toBe('Paris');
  });

  it('names the covered cities the Dutch way in a Dutch coverage answer', () => {
    const reply = outsideCoverageReply({ location: 'Leuven', cities: ['Amsterdam', 'Lisbon', 'Tokyo', 'Paris'] }, 'nl');
    expect(reply).toContain('Amsterdam, Lissabon, Tokio en Parijs');
    expect(reply).not.toMatch(/Lisbon|Tokyo|Paris\b/);
  });
});
