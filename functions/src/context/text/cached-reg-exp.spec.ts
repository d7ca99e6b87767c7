import { describe, expect, it } from 'vitest';
import { cachedRegExp } from './cached-reg-exp';

describe('cachedRegExp', () => {
  it('gives the same compiled pattern for the same source and flags', () => {
    expect(cachedRegExp('(?<![\\p{L}])noord', 'u')).toBe(cachedRegExp('(?<![\\p{L}])noord', 'u'));
  });

  it('keeps patterns with other flags apart', () => {
    const plain = cachedRegExp('ramen');
    const folded = cachedRegExp('ramen', 'i');
    expect(plain).not.toBe(folded);
    expect(plain.test('RAMEN')).toBe(false);
    expect(folded.test('RAMEN')).toBe(true);
  });

  it('matches as a freshly built pattern does', () => {
    const source = '(?<![\\p{L}\\p{N}])café(?![\\p{L}\\p{N}])';
    for (const text of ['the café', 'cafés', 'x café!']) {
      expect(cachedRegExp(source, 'u').test(text)).toBe(new RegExp(source, 'u').test(text));
    }
  });

  it('refuses a global or sticky pattern, whose lastIndex would leak between callers', () => {
    expect(() => cachedRegExp('a', 'g')).toThrow(/keeps state/);
    expect(() => cachedRegExp('a', 'y')).toThrow(/keeps state/);
  });
});
