// Issue 17 (wave cv, typed on the go): a word typed with one slip is read as the food or place it misses, in English,
// Tagalog/Taglish and Dutch/Flemish; a word the lists lack (Tagalog "kayong", "Sagrada", "harem") stays as typed.
import { describe, expect, it } from 'vitest';
import { isPlaceName, withSlipsRead } from './typed-slips';

describe('a slip read as the word it misses', () => {
  it.each([
    ['ramne in shibya', 'ramen in shibuya'],
    ['muesums nr the louvr', 'museums nr the louvre'],
    ['deep dsh piza in the loop', 'deep dsh pizza in the loop'],
    ['dumplng sa binondoo mura lng', 'dumpling sa binondo mura lng'],
    ['lugaw o mami binondoo mabilis lng', 'lugaw o mami binondo mabilis lng'],
    ['ramen shinjku rn', 'ramen shinjuku rn'],
    ['snel iets eten bij grand centrl, heb 30 min pauze', 'snel iets eten bij grand central, heb 30 min pauze'],
    ['koffie en ontbijt vlak bij gare du nrod', 'koffie en ontbijt vlak bij gare du nord'],
  ])('"%s" is read as "%s"', (typed, read) => {
    expect(withSlipsRead(typed)).toBe(read);
  });
});

describe('words that stay as typed', () => {
  it.each([
    // a Tagalog word the lists lack, a letter changed from a place: no slip read
    'baka po may alam kayong murang kainan malapit sa UST?',
    // a name the lists lack, whose next word is no slip either
    'tapas near sagrada familia?',
    // a place one slip away with no where-word or food before it
    'do those hours include the harem?',
    'grabe ang sarap',
    // known words
    'ramen in shibuya',
    'is the first one free to get in',
  ])('"%s"', (typed) => {
    expect(withSlipsRead(typed)).toBe(typed);
  });

  it("keeps the words of a listed venue's name", () => {
    expect(withSlipsRead('is ramne bar open', ['Ramne Bar'])).toBe('is ramne bar open');
  });
});

describe('a known place name', () => {
  it.each([
    ['Grand Central', true],
    ['shibuya', true],
    ['Gare du Nord', true],
    ['Grand Centrl', false],
    ['Sgh Outram', false],
  ])('"%s": %s', (name, known) => {
    expect(isPlaceName(name)).toBe(known);
  });
});
