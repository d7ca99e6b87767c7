import { describe, expect, it } from 'vitest';
import LOCATION_WORDS from './location-words.json';

describe('the location word lists', () => {
  for (const [name, words] of Object.entries(LOCATION_WORDS)) {
    it(`${name} lists each entry once, trimmed, non-empty and in lower case`, () => {
      expect(words.filter((word, i) => words.indexOf(word) !== i)).toEqual([]);
      expect(words.filter((word) => word === '' || word !== word.trim() || word !== word.toLowerCase())).toEqual([]);
    });
  }
});
