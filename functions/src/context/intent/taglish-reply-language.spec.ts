// English-heavy Taglish is answered in Tagalog: its particles show a Tagalog speaker even where English words are the
// majority; English and Dutch look-alikes ("SA", "my pa", "din", "Taj Mahal", Dutch "na", "mag", "lang") keep their language.
import { describe, expect, it } from 'vitest';
import { readPhoneSpelling } from '../lexicon/engine-spelling';
import { vocabularyWordsIn } from './language-vocabulary';
import { conversationLanguage, messageLanguage } from './message-language';
import { showsTaglish } from './taglish';

const replyIn = (messages: string[]) => conversationLanguage(messages, 'en', readPhoneSpelling, vocabularyWordsIn);

describe('showsTaglish', () => {
  it.each([
    ['can you check if the fourth one accepts pets naman?', true],
    ['any laundry shop sa Cebu na open late?', true],
    ['any good restaurants in SA for a PA conference?', false],
    ['my pa loves dim sum, is there one near the pier?', false],
    ['is Taj Mahal Palace near the Gateway of India?', false],
    ['where can I buy kaya jam for my mother?', false],
    ['does the NG store near the mall take cards?', false],
  ])('%s → %s', (text, taglish) => {
    expect(showsTaglish(text)).toBe(taglish);
  });
});

describe('the reply language of Taglish (tl)', () => {
  it.each([
    'can you check if the fourth one accepts pets naman?',
    "where's the nearest pharmacy dito? medyo urgent lang",
    'do they have parking kasi we are bringing the car',
    'looking for a quiet place to study, yung may wifi sana',
    'any laundry shop sa Cebu na open late?',
  ])('answers "%s" in Tagalog', (text) => {
    expect(replyIn([text])).toBe('tl');
  });

  it('keeps Tagalog for a whole English line from someone who mixes', () => {
    expect(replyIn(['looking for a bakery sa Iloilo na open early', 'how far is it from the pier'])).toBe('tl');
    expect(replyIn(['is the fourth one good for kids ba?', 'what are the opening hours of the museum there'])).toBe('tl');
  });

  it('keeps Tagalog for a neutral short follow-up', () => {
    expect(replyIn(['a pizza place in Davao, yung hindi crowded', '3rd?'])).toBe('tl');
    expect(replyIn(['a pizza place in Davao, yung hindi crowded', 'Iloilo 👍'])).toBe('tl');
  });
});

describe('English with Tagalog look-alikes stays English (en)', () => {
  it.each([
    'any good restaurants in SA for a PA conference?',
    'my pa loves dim sum, where can we eat near the pier?',
    'the din from the bar next door is awful, is there a quieter cafe?',
    'is Taj Mahal Palace near the Gateway of India?',
    'where can I buy kaya jam for my mother?',
    'does the NG store near the mall take cards?',
    'is there a smoking ban in the bars of Leeds?',
    // A polite "po" alone is Filipino English, not Taglish.
    'good evening po, looking for a quiet bakery in Cebu',
  ])('answers "%s" in English', (text) => {
    expect(replyIn([text])).toBe('en');
  });

  it('switches to English for a whole English line after plain Tagalog', () => {
    expect(replyIn(['panaderya sa Iloilo', 'can you show me the one with the best reviews please?'])).toBe('en');
  });

  it('keeps English for a short follow-up in an English conversation', () => {
    expect(replyIn(['where is a good bakery in Leeds?', 'ok'])).toBe('en');
    expect(replyIn(['where is a good bakery in Leeds?', 'Iloilo?'])).toBe('en');
  });
});

describe('Dutch with Tagalog look-alikes stays Dutch (nl)', () => {
  it.each([
    'mag ik na het eten nog een ijsje halen in Utrecht?',
    'hoe lang is de wachtrij bij die bakker in Leuven?',
    'Welke bar in Gent is nog open na middernacht?',
    'is er daar een dun pannenkoekenhuis in de buurt?',
  ])('reads "%s" as Dutch', (text) => {
    expect(messageLanguage(text, readPhoneSpelling, vocabularyWordsIn).lang).toBe('nl');
  });

  it('keeps Dutch for a neutral short follow-up', () => {
    expect(replyIn(['welke bakker in Leuven is het goedkoopst?', 'ok'])).toBe('nl');
    expect(replyIn(['welke bakker in Leuven is het goedkoopst?', '2de?'])).toBe('nl');
  });
});
