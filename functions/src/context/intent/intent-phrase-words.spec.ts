import { describe, expect, it } from 'vitest';
import { intentPhraseWords } from './intent-phrase-words';

describe('intentPhraseWords', () => {
  it('gives the words of the phrases that decided the intent', () => {
    expect([...intentPhraseWords('iba naman', 'other-results')]).toEqual(['iba', 'naman']);
    expect([...intentPhraseWords('show me that pizza place from before again', 'earlier-turn')]).toEqual(['from', 'before', 'again']);
  });
  it('gives no words for a search or an unknown rule', () => {
    expect([intentPhraseWords('ramen in Makati', 'default').size, intentPhraseWords('ramen', 'nope').size]).toEqual([0, 0]);
  });
});
