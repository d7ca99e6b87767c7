// Issue 17, from blind-nl-l: "een museum, iets niet te groots" made "Groots" the location. Dutch "te" before an adjective
// ("te groots", "te druk") is "too", no place; before a known place ("te Utrecht") it still names one.
import { describe, expect, it } from 'vitest';
import { extractLocation } from './extract-location';

describe('Dutch "te" before an adjective is no place', () => {
  it.each([
    'Ok, en daarna wil ze naar een museum, iets niet te groots. Wat is er in het centrum?',
    'een café, niet te druk graag',
    'iets om te eten, niet te prijzig',
  ])('finds no place in: %s', (text) => {
    expect(extractLocation(text, { search: true })).toBeNull();
  });

  it('still reads a known place after "te"', () => {
    expect(extractLocation('een goed restaurant te Utrecht', { search: true })).toBe('Utrecht');
  });
});
