import { describe, expect, it } from 'vitest';
import { rememberedTokenCounts } from './remembered-token-counts';

describe('rememberedTokenCounts', () => {
  it('counts a text once, however often it is asked', () => {
    const seen: string[] = [];
    const count = rememberedTokenCounts((text) => (seen.push(text), text.length));
    expect([count('ramen in Makati'), count('ramen in Makati'), count('the second one')]).toEqual([15, 15, 14]);
    expect(seen).toEqual(['ramen in Makati', 'the second one']);
  });

  it('keeps one memo per counter, so two tokenizers never share answers', () => {
    const byWords = (text: string) => text.split(' ').length;
    const byChars = (text: string) => text.length;
    expect(rememberedTokenCounts(byWords)('two words')).toBe(2);
    expect(rememberedTokenCounts(byChars)('two words')).toBe(9);
    expect(rememberedTokenCounts(byWords)).toBe(rememberedTokenCounts(byWords));
  });
});
