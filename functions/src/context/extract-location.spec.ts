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
});
