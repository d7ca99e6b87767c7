import { describe, expect, it } from 'vitest';
import { nearCitySpelling } from './near-city-spelling';

describe('nearCitySpelling', () => {
  it.each([
    ['makate', 'Makati'],
    ['amsterdm', 'Amsterdam'],
    ['utreht', 'Utrecht'],
  ])('reads "%s" as %s', (typed, expected) => {
    expect(nearCitySpelling(typed)).toBe(expected);
  });
  it.each(['pasog', 'gracia', 'bakery', 'market'])('leaves "%s" alone: five letters, or a common word', (typed) => {
    expect(nearCitySpelling(typed)).toBeUndefined();
  });
});
