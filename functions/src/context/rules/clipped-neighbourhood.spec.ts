// Issue 17, clipped messages: "lunch zakelijk Raffles Place", "ramen Telok Ayer?" name where to look with no where-word; a
// neighbourhood of the long list typed with a capital at the end of a message of a few words is the location.
import { describe, expect, it } from 'vitest';
import { extractLocation } from '../extract-location';

const inSearch = (text: string) => extractLocation(text, { search: true });

describe('a neighbourhood typed at the end of a clipped message', () => {
  it.each([
    ['lunch zakelijk Raffles Place', 'Raffles Place'],
    ['ramen Telok Ayer?', 'Telok Ayer'],
    ['borrel Boat Quay', 'Boat Quay'],
  ])('"%s" is in %s', (text, expected) => {
    expect(inSearch(text)).toBe(expected);
  });
  it.each([
    // typed in lower case, or not at the end, or in a message of many words: only after a where-word, as before
    'lunch zakelijk raffles place',
    'Telok Ayer lunch',
    'we had a long day and want a quiet business lunch somewhere Raffles Place',
    // a name after "at" is a venue's
    'book a table at Bella Vista',
  ])('"%s" names no location', (text) => {
    expect(inSearch(text)).toBeNull();
  });
});
