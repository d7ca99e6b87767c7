import { describe, expect, it } from 'vitest';
import { PRICE_LEVELS } from '../contract/place';
import { normalizeText } from './normalize-text';
import { PRICE_WORD_LANGUAGES, PRICE_WORDS, priceLevelsIn } from './price-words';

describe('price words', () => {
  it('turns English, Tagalog and Dutch price words into price levels', () => {
    expect(
      [
        'something cheap near there',
        'nothing too fancy please',
        'mura lang po',
        'yung hindi masyadong mahal',
        'iets niet te duur',
        'ergens chique',
        'fine dining tonight',
        'the cheapest one',
      ].map((text) => priceLevelsIn(text)),
    ).toEqual([
      ['free', 'inexpensive'],
      ['inexpensive', 'moderate'],
      ['free', 'inexpensive'],
      ['inexpensive', 'moderate'],
      ['inexpensive', 'moderate'],
      ['expensive', 'very expensive'],
      ['expensive', 'very expensive'],
      ['free', 'inexpensive'],
    ]);
  });

  it('reads an expensive word after a negator and fillers as not expensive, in every language', () => {
    expect(
      [
        'yung hindi po masyadong mahal sana',
        'may inuman ba na di masyadong mahal',
        'sushi place na hindi sobrang mahal',
        'something not too pricey',
        'iets niet al te prijzig',
        'tempura or sukiyaki, and nothing frightfully expensive',
      ].map((text) => priceLevelsIn(text)),
    ).toEqual([
      ['inexpensive', 'moderate'],
      ['inexpensive', 'moderate'],
      ['inexpensive', 'moderate'],
      ['inexpensive', 'moderate'],
      ['inexpensive', 'moderate'],
      ['inexpensive', 'moderate'],
    ]);
  });

  it('keeps an expensive word expensive when the negator is far from it or negates something else', () => {
    expect(priceLevelsIn('hindi ko alam kung saan, yung mahal na steak')).toEqual(['expensive', 'very expensive']);
    expect(priceLevelsIn('not sure, somewhere pricey')).toEqual(['expensive', 'very expensive']);
  });

  it('names no price for free time: a free day, free ko', () => {
    expect(priceLevelsIn("day trips from singapore? we've got a free day")).toBeNull();
    expect(priceLevelsIn('Isang araw lang yung free ko.')).toBeNull();
    expect(priceLevelsIn('free museums on our free day')).toEqual(['free']);
    // Wave co: free until the wedding, free this afternoon.
    expect(priceLevelsIn('now im free til 5. ngl i just want some good sisig')).toBeNull();
    expect(priceLevelsIn('ik ben vrij tot vijf uur, iets lekkers?')).toBeNull();
  });

  it('names no price when a message has no price word, or only a word inside another word', () => {
    expect(priceLevelsIn('ramen in Makati')).toBeNull();
    expect(priceLevelsIn('duurzaam eten')).toBeNull();
  });

  it('only looks in the languages asked for', () => {
    expect(priceLevelsIn('goedkoop', ['en'])).toBeNull();
    expect(priceLevelsIn('goedkoop', ['nl'])).toEqual(['free', 'inexpensive']);
  });

  it('lists each phrase once per language, folded, with levels in price order and no phrase meaning two things', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const lang of PRICE_WORD_LANGUAGES) {
      for (const [phrase, levels] of Object.entries(PRICE_WORDS[lang])) {
        if (normalizeText(phrase) !== phrase) problems.push(`${lang} "${phrase}" is not folded`);
        const order = levels.map((level) => PRICE_LEVELS.indexOf(level));
        if (order.some((index, i) => i > 0 && index <= order[i - 1])) problems.push(`${lang} "${phrase}" levels out of order`);
        const key = levels.join(',');
        if (seen.has(phrase) && seen.get(phrase) !== key) problems.push(`"${phrase}" means two things`);
        seen.set(phrase, key);
      }
    }
    expect(problems).toEqual([]);
  });
});

// Issue 17, price words: texting forms of the Tagalog negator ("d", "hnd") make "not too expensive", not expensive.
describe('priceLevelsIn, Tagalog typed on a phone', () => {
  it.each(['san may sushi sa BGC? d masyadong mahal sna', 'hnd msyadong mahal pls'])('%s is not too expensive', (text) => {
    expect(priceLevelsIn(text)).toEqual(['inexpensive', 'moderate']);
  });
  it('still reads a plain "mahal" as expensive', () => {
    expect(priceLevelsIn('mahal ba dun?')).toEqual(['expensive', 'very expensive']);
  });
});

describe('price words where two phrases share a word', () => {
  it('takes the longest phrase wherever it stands, and drops a phrase that names no price', () => {
    expect(
      [
        'fancy, but nothing too fancy',
        'mahal dito, hindi masyadong mahal sana',
        'duur? nee, iets niet te duur',
        'we have a free day, anywhere cheap?',
        'a free day',
        'nothing at all',
      ].map((text) => priceLevelsIn(text)),
    ).toEqual([['inexpensive', 'moderate'], ['inexpensive', 'moderate'], ['inexpensive', 'moderate'], ['free', 'inexpensive'], null, null]);
  });
});

describe('Flemish price words', () => {
  it('reads "nie te sjiek" and "niet te chic" as not dear', () => {
    expect(priceLevelsIn('een restaurant in de Marais, nie te sjiek')).toEqual(['inexpensive', 'moderate']);
    expect(priceLevelsIn('iets niet te chic graag')).toEqual(['inexpensive', 'moderate']);
  });
});
