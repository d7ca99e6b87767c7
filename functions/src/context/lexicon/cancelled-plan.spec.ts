import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';
import { extractLocation } from '../extract-location';

// Wave di: the kind and the place of an outing the weather cancelled.
describe('a cancelled plan', () => {
  it('is no search when another kind follows', () => {
    expect(
      extractQuery('balak sna namin mag east coast park kaso grabe ulan 😩 may museum ba or aquarium na pde malapit sa bugis?')?.query,
    ).toBe('museum or aquarium');
    expect(extractQuery('we zouden vandaag naar de uitkijkpunten in Alfama maar het stormt. Een museum in Alfama?')?.query).toBe('museum');
  });

  it('is where "near there" looks when the message names no other place', () => {
    const first = { hasLocation: false, search: true };
    expect(extractLocation('we were gonna do vondelpark with the kids and its pouring, any museum near there?', first)).toBe('Vondelpark');
    expect(extractLocation('we zouden naar t vondelpark.. weet je iets binnen daar in de buurt?', first)).toBe('Vondelpark');
    expect(extractLocation('we were gonna do vondelpark, any museum in the Jordaan?', first)).toBe('Jordaan');
  });
});
