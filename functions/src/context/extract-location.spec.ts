import { describe, expect, it } from 'vitest';
import { extractLocation } from './extract-location';

describe('extractLocation', () => {
  it.each([
    ['how long is the taxi from Ortigas?', true, null],
    ['is that far from Kreuzberg', true, null],
    ['hoe ver is het vanaf Zandvoort?', true, null],
    ['gaano kalayo mula sa Cubao?', true, null],
    ['a day trip from Lisbon', true, 'Lisbon'],
    ['dagtochten vanaf Utrecht', true, 'Utrecht'],
    ['how do I get to Gion from Kyoto Station', true, 'Gion'],
    ['cheap flights from Cebu', false, 'Cebu'],
  ])('takes "from X" as an origin, not the search location: %s', (text, hasLocation, expected) => {
    expect(extractLocation(text, { hasLocation })).toBe(expected);
  });

  it('never takes Filipinos for a place', () => {
    expect(extractLocation('ano ang magandang pasalubong para sa Pinoy?')).toBeNull();
    expect(extractLocation('visa rules for Filipinos in Korea')).toBe('Korea');
  });

  it('takes "General X" as a place but not "in general"', () => {
    expect(extractLocation('sa General Trias na lang kami kakain')).toBe('General Trias');
    expect(extractLocation('is tipping expected in general?')).toBeNull();
  });

  it('does not take a transport system for a place', () => {
    expect(extractLocation('is it easy to get there by MTR?', { hasLocation: true })).toBeNull();
    expect(extractLocation('malapit ba yun sa LRT?', { hasLocation: true })).toBeNull();
  });

  it('keeps the number of a numbered district', () => {
    expect(extractLocation('pho places in District 5')).toBe('District 5');
  });

  it('takes a lower-case unknown place at the end of a search only', () => {
    expect(extractLocation('gelato near piazza navona', { search: true })).toBe('Piazza Navona');
    expect(extractLocation('gelato near piazza navona')).toBeNull();
    expect(extractLocation('ramen near me', { search: true })).toBeNull();
    expect(extractLocation('coffee in walking distance', { search: true })).toBeNull();
  });
});
