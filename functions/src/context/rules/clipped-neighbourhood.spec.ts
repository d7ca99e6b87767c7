// Issue 17, clipped messages: "lunch zakelijk Raffles Place", "ramen Telok Ayer?" name where to look with no where-word; a
// neighbourhood of the long list at the end of a message of a few words is the location: typed with a capital, or in lower
// case when two words long, or one of five letters or more in a message of four words (wave av: "quick coffee murray hill").
import { describe, expect, it } from 'vitest';
import { extractLocation } from '../extract-location';

const inSearch = (text: string) => extractLocation(text, { search: true });

describe('a neighbourhood typed at the end of a clipped message', () => {
  it.each([
    ['lunch zakelijk Raffles Place', 'Raffles Place'],
    ['ramen Telok Ayer?', 'Telok Ayer'],
    ['borrel Boat Quay', 'Boat Quay'],
    ['lunch zakelijk raffles place', 'Raffles Place'],
    ['quick coffee murray hill', 'Murray Hill'],
    ['chicken rice tanjong pagar', 'Tanjong Pagar'],
  ])('"%s" is in %s', (text, expected) => {
    expect(inSearch(text)).toBe(expected);
  });
  it.each([
    // not at the end, or in a message of many words: only after a where-word, as before
    'Telok Ayer lunch',
    'we had a long day and want a quiet business lunch somewhere Raffles Place',
    // a name after "at" is a venue's
    'book a table at Bella Vista',
  ])('"%s" names no location', (text) => {
    expect(inSearch(text)).toBeNull();
  });
});
