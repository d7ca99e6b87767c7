import { describe, expect, it } from 'vitest';
import { placeNamedInside } from './named-place';

describe('placeNamedInside', () => {
  it.each([
    ['my hotel near Leidseplein', 'Leidseplein'],
    ['our flat by the Dam', 'Dam'],
    ['ons hotel bij het Centraal Station', 'Centraal Station'],
    ['bahay namin malapit sa Greenbelt', 'Greenbelt'],
    ['Leidseplein', null],
    ['my hotel', null],
  ])('"%s" names %s', (words, place) => {
    expect(placeNamedInside(words)).toBe(place);
  });
});
