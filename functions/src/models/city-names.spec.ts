import { describe, expect, it } from 'vitest';
import { cityNameIn, locationNameIn } from './city-names';
import { askWhatReply, listReply, outsideCoverageReply } from './offline-replies';
import type { Place } from '../contract/place';

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

  it('names each part of a location the reply language way, and leaves districts as they are', () => {
    expect(locationNameIn('nl', 'Alfama, Lisbon')).toBe('Alfama, Lissabon');
    expect(locationNameIn('nl', 'Shibuya, Tokyo')).toBe('Shibuya, Tokio');
    expect(locationNameIn('en', 'Alfama, Lisbon')).toBe('Alfama, Lisbon');
  });

  it('says where a Dutch list was searched the Dutch way ("in Lissabon"), in the list and in the question back', () => {
    const two = [
      { placeId: 'a', name: 'A' },
      { placeId: 'b', name: 'B' },
    ] as Place[];
    expect(listReply(two, { query: 'museum', location: 'Lisbon' }, 'nl')).toContain('in Lissabon');
    expect(listReply(two, { query: 'museum', location: 'Lisbon' }, 'en')).toContain('in Lisbon');
    expect(askWhatReply('Tokyo', 'nl')).toContain('in Tokio');
    expect(askWhatReply('Tokyo', 'nl')).not.toContain('Tokyo');
  });
});
