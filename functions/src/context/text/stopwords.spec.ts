import { describe, expect, it } from 'vitest';
import en from './stopwords/en.json';
import nl from './stopwords/nl.json';
import tl from './stopwords/tl.json';
import { fold } from './fold';
import { MARKERS, STOPWORDS } from './stopwords';

describe('the stopword data', () => {
  for (const [lang, words] of Object.entries({ en, tl, nl })) {
    it(`lists each ${lang} word once, folded and sorted`, () => {
      expect(new Set(words).size).toEqual(words.length);
      expect(words.filter((word) => fold(word) !== word || !/^\p{L}+$/u.test(word))).toEqual([]);
      expect([...words].sort()).toEqual(words);
    });
  }
});

describe('language markers', () => {
  it('leave out the words two languages share', () => {
    expect(STOPWORDS.en.has('is') && STOPWORDS.nl.has('is')).toEqual(true);
    expect([MARKERS.en.has('is'), MARKERS.nl.has('is'), MARKERS.en.has('may'), MARKERS.tl.has('may')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
  it('keep the words only one language uses', () => {
    expect([MARKERS.en.has('the'), MARKERS.tl.has('ang'), MARKERS.nl.has('het')]).toEqual([true, true, true]);
  });
});
