import { describe, expect, it } from 'vitest';
import CATEGORY_SYNONYMS from './category-synonyms.json';
import QUERY_WORDS from './query-words.json';

describe('the query word lists', () => {
  for (const [name, words] of Object.entries(QUERY_WORDS)) {
    it(`${name} lists each entry once, trimmed and non-empty`, () => {
      expect(words.filter((word, i) => words.indexOf(word) !== i)).toEqual([]);
      expect(words.filter((word) => word === '' || word !== word.trim() || /\s{2}/.test(word))).toEqual([]);
    });
  }
  it('write every entry of a lexicon list in lower case, so a lower-cased message finds it', () => {
    const lexicon = [QUERY_WORDS.WEAK, QUERY_WORDS.CUISINES, QUERY_WORDS.FOODS, QUERY_WORDS.PLACES, QUERY_WORDS.LODGING].flat();
    expect(lexicon.filter((word) => word !== word.toLowerCase())).toEqual([]);
  });
});

describe('the category synonyms', () => {
  it('map lower-case phrases to a category other than themselves, unless the category is the phrase', () => {
    const entries = Object.entries(CATEGORY_SYNONYMS);
    expect(entries.filter(([phrase]) => phrase !== phrase.toLowerCase())).toEqual([]);
    expect(entries.filter(([, category]) => category.trim() === '')).toEqual([]);
  });
});
