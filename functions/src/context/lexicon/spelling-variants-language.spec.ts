import { describe, expect, it } from 'vitest';
import { conversationLanguage, messageLanguage } from '../intent/message-language';
import { readPhoneSpelling } from './engine-spelling';
import { spellingForLanguage } from './spelling-variants';

describe('text-speak as evidence of the language', () => {
  it('reads a variant as its word and drops shared text-speak', () => {
    expect(spellingForLanguage('ung pang2 nmn tnx')).toBe('yung pangalawa naman ');
  });

  it.each([
    ['ung pang2 nmn', 'tl'],
    ['mgkno dun? kelan cla bukas', 'tl'],
    ['ff lunchen, idd', 'nl'],
    ['mss iets drinken aub', 'nl'],
    ['whats the addr nr there', 'en'],
  ])('"%s" is written in %s', (text, lang) => {
    expect(messageLanguage(text, readPhoneSpelling).lang).toBe(lang);
  });

  it.each([
    ['bakkerijen in Amsterdam', 'nl'],
    ['koffietentjes in Amsterdam', 'nl'],
    ['borrelen in Amsterdam', 'nl'],
  ])('"%s" (a Dutch kind or wish and a place) is Dutch', (text, lang) => {
    expect(messageLanguage(text, readPhoneSpelling).lang).toBe(lang);
  });

  it.each([
    ['tnx', 'tl'],
    ['thx', 'nl'],
    ['ty po', 'tl'],
  ])('"%s" after a %s conversation keeps its language', (thanks, lang) => {
    const earlier = lang === 'tl' ? 'may ramen ba sa Makati' : 'waar kan ik lunchen in Amsterdam';
    expect(conversationLanguage([earlier, thanks], 'en', readPhoneSpelling)).toBe(lang);
  });
});
