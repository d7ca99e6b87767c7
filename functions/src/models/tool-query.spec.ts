import { describe, expect, it } from 'vitest';
import { toolQuery } from './tool-query';

describe('the query the offline model searches for', () => {
  it('searches an inflected Dutch word by its listed form in English', () => {
    expect(['ontbijten', 'bakkerijen'].map((query) => toolQuery(query, 'nl'))).toEqual(['breakfast', 'bakery']);
  });

  it('keeps words it does not know as written', () => {
    expect(['ramen', 'Pastel de nata'].map((query) => toolQuery(query, 'nl'))).toEqual(['ramen', 'Pastel de nata']);
  });

  it('keeps the words of an English conversation as written', () => {
    expect(toolQuery('jazz concerts', 'en')).toBe('jazz concerts');
  });
});
