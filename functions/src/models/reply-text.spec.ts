import { describe, expect, it } from 'vitest';
import { placeholdersOf, REPLIES, replyText } from './reply-text';

const LANGS = ['en', 'tl', 'nl'] as const;

describe('reply wording data', () => {
  it('has every key in all three languages', () => {
    const keys = new Set(LANGS.flatMap((lang) => Object.keys(REPLIES[lang])));
    const missing = LANGS.flatMap((lang) => [...keys].filter((key) => !(key in REPLIES[lang])).map((key) => `${lang}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('uses the same placeholders for a key in every language', () => {
    const differing = Object.keys(REPLIES.en).filter((key) =>
      LANGS.some((lang) => placeholdersOf(REPLIES[lang][key]).join() !== placeholdersOf(REPLIES.en[key]).join()),
    );
    expect(differing).toEqual([]);
  });

  it('leaves no sentence empty', () => {
    expect(
      LANGS.flatMap((lang) =>
        Object.entries(REPLIES[lang])
          .filter(([, text]) => !text.trim())
          .map(([key]) => `${lang}: ${key}`),
      ),
    ).toEqual([]);
  });
});

describe('filling a reply', () => {
  it('fills the placeholders of the sentence in the language asked', () => {
    expect(replyText('nl', 'onlyFound.one', { name: 'Corner Tree Café' })).toBe(
      'Ik vond er maar één: **Corner Tree Café**. Zal ik wat ruimer zoeken?',
    );
  });

  it('throws when a placeholder has no value', () => {
    expect(() => replyText('en', 'onlyFound.one')).toThrow('no value for {name}');
  });
});
