import { describe, expect, it } from 'vitest';
import { extractLocation } from '../extract-location';

// Wave dj: the place said right after one ruled out is the one meant.
describe('a place after one ruled out', () => {
  it('is where the person looks', () => {
    const known = { hasLocation: true, search: true };
    expect(extractLocation('wait hindi pala seongsu, euljiro pala yung sinasabi ng pinsan ko', known)).toBe('Euljiro');
    expect(extractLocation('not shibuya, shinjuku sorry', known)).toBe('Shinjuku');
    expect(extractLocation('hindi pala ramen, sushi pala', known)).toBeNull();
  });
});
