import { describe, expect, it } from 'vitest';
import { qualifiedLocation } from './qualified-location';

describe('qualifiedLocation: a neighbourhood searched with the city typed after it', () => {
  it.each([
    ['Chinatown', ['any good dim sum in Chinatown San Francisco? not too pricey'], 'Chinatown, San Francisco'],
    ['Chinatown', ['pho sa Chinatown, New York po'], 'Chinatown, New York'],
    ['Chinatown', ['nog iets zoets hier?', 'dumplings in Chinatown Chicago graag'], 'Chinatown, Chicago'],
    ['Chinatown', ['and in Chinatown?', 'laksa near Orchard please'], 'Chinatown, Singapore'],
    ['Chinatown', ['eh sa Chinatown naman?', 'kape sa Mission muna tayo'], 'Chinatown, San Francisco'],
  ])('%s + %j → %s', (location, newestFirst, expected) => {
    expect(qualifiedLocation(location, newestFirst)).toBe(expected);
  });

  it.each([
    ['Shinjuku', ['ramen in Shinjuku please']],
    ['Shinjuku', ['ramen in Shinjuku, Tokyo please']],
    ['Makati', ['from Tokyo we fly to Makati, kainan dun?']],
    ['Chinatown, San Francisco', ['dim sum in Chinatown, San Francisco']],
    ['Jordaan', ['koffie in de Jordaan, daarna naar Utrecht']],
    ['Lisbon', ['sushi in Lisbon, Paris next week']],
    ['Soho', ['cocktails in Soho London']],
  ])('leaves %s alone when no city is typed right after it', (location, newestFirst) => {
    expect(qualifiedLocation(location, newestFirst)).toBe(location);
  });
});
