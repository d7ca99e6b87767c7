import { describe, expect, it } from 'vitest';
import CATEGORY_SYNONYMS from './category-synonyms.json';
import QUERY_WORDS from './query-words.json';
import { extractQuery } from '../extract-query';

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

  it('name slang and loanwords for a kind by the kind the catalog files it under, in English, Tagalog and Dutch', () => {
    const messages = [
      'brekkie in tokyo? cheap and cheerful',
      "g'day. cheap drinks in amsterdam tonight? somewhere chill",
      'museo sa new york na pwede mag-vlog',
      'inuman tayo sa Poblacion mamaya',
      'bij voorkeur een goede pizzeria in San Francisco, niet al te prijzig',
    ];
    expect(messages.map((text) => extractQuery(text)?.query)).toEqual(['breakfast', 'bar', 'museum', 'bar', 'pizza']);
  });
});

describe('the query words, as the extractor reads them', () => {
  it('let the kind of bar named with a Dutch drinking verb be the query ("borrelen in een bruin café")', () => {
    expect(extractQuery('we willen ergens borrelen in een bruin café in de Jordaan')?.query).toBe('bruin café');
    expect(extractQuery('ergens borrelen in de Jordaan?')?.query).toBe('borrelen');
  });

  it('read a word with the Tagalog linker as the word it joins ("simbahang Katoliko", "kapeng barako")', () => {
    expect(extractQuery('simbahang Katoliko malapit doon')?.query).toBe('simbahang');
    expect(extractQuery('may kapeng barako ba sa Batangas?')?.query).toMatch(/kape|coffee/);
  });

  it('leave "ofzo" (or so) out of the query, and take no "mas" (more) for one', () => {
    expect(extractQuery('iets om daarna nog een hapje te eten, pizza ofzo?')?.query).toBe('pizza');
    expect(extractQuery('Hmm, sa Makati naman kaya? Mas malapit daw kina Tita.')?.query).not.toBe('mas');
  });
});

describe('the query words for a market and an excursion, as the extractor reads them', () => {
  it.each([
    ['saan may talipapa sa Manila?', 'market'],
    ['een excursion vanuit Lissabon, aanraders?', 'excursion'],
  ])('%s', (text, expected) => {
    expect(extractQuery(text)?.query).toBe(expected);
  });

  it('read "side trip" in Taglish as the trip being made, not a search ("mag side trip sa Tokyo ... ramen")', () => {
    expect(extractQuery('balak ko mag side trip sa Tokyo. May ramen spots ba dun na sulit?')?.query).toBe('ramen spots');
  });
});
