import { describe, expect, it } from 'vitest';
import { parseCatalogQuery } from './catalog-query';
import { tagalogSpelling } from './tagalog-spelling';

describe('tagalogSpelling', () => {
  it.each([
    ['panaderia', 'panaderya'],
    ['chocolate', 'tsokolate'],
    ['queso', 'keso'],
    ['cerveza', 'serbesa'],
  ])('spells "%s" as Tagalog writes it, "%s"', (spanish, tagalog) => {
    expect(tagalogSpelling(spanish)).toBe(tagalogSpelling(tagalog));
    expect(tagalogSpelling(tagalog)).toBe(tagalog);
  });
  it('keeps vowels that are no glide: "museo", and an i after a vowel ("kaibigan")', () => {
    expect(tagalogSpelling('museo')).toBe('museo');
    expect(tagalogSpelling('kaibigan')).toBe('kaibigan');
  });
});

describe('a catalog search word typed the Tagalog way', () => {
  it('finds the term its Spanish spelling names ("panaderya" is a bakery)', () => {
    expect(parseCatalogQuery('murang panaderya').terms).toContainEqual(['bakery', 'panaderya']);
  });
  it('still finds the word as written first', () => {
    expect(parseCatalogQuery('panaderia').terms).toEqual([['bakery', 'panaderia']]);
  });
  it('leaves a word no term sounds like as it is', () => {
    expect(parseCatalogQuery('tonkatsu').terms).toEqual([['tonkatsu']]);
  });
});
