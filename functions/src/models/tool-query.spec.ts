import { describe, expect, it } from 'vitest';
import { toolQuery } from './tool-query';

describe('the query the offline model searches for', () => {
  it('searches an inflected Dutch word by the form the translation table lists', () => {
    expect(['ontbijten', 'bakkerijen'].map((query) => toolQuery(query, 'nl'))).toEqual(['ontbijt', 'bakkerij']);
  });

  it('keeps a word the table lists as written', () => {
    expect(toolQuery('steakhouse', 'nl')).toBe('steakhouse');
  });

  it('keeps words it does not know as written', () => {
    expect(['ramen', 'Pastel de nata'].map((query) => toolQuery(query, 'nl'))).toEqual(['ramen', 'Pastel de nata']);
  });

  it('keeps the words of an English conversation as written', () => {
    expect(toolQuery('jazz concerts', 'en')).toBe('jazz concerts');
  });
});
