import { describe, expect, it } from 'vitest';
import { findGazetteerNames, neighbourhoodAt, placeKey, nearKnownSpelling } from './gazetteer';

const names = (text: string) => findGazetteerNames(text).map((match) => match.raw);

describe('findGazetteerNames', () => {
  it('finds names whose first word carries punctuation or a possessive', () => {
    expect(names('a day in St. Augustine')).toEqual(['St. Augustine']);
    expect(names("xi'an noodles")).toEqual(["xi'an"]);
    expect(names("quito's old town")).toEqual(['quito']);
    expect(names('museums in Washington D.C. and NYC')).toContain('NYC');
    expect(names('I flew to Lisbon.Then Porto')).toEqual(['Lisbon', 'Porto']);
  });

  it('prefers the longest name at a position and matches any case and accents', () => {
    expect(names('pizza in new york city tonight')).toEqual(['new york city']);
    expect(names('koffie in Liege')).toEqual(['Liege']);
    expect(names('cafés in Parañaque')).toEqual(['Parañaque']);
  });

  it('finds nothing in text without a known place', () => {
    expect(names('tell me more about the second one')).toEqual([]);
    expect(names('')).toEqual([]);
  });
});

describe('placeKey', () => {
  it('drops accents and curly apostrophes only where there are any', () => {
    expect(placeKey('Parañaque')).toBe('paranaque');
    expect(placeKey('Xi’an')).toBe("xi'an");
    expect(placeKey('New  York')).toBe('new york');
  });
});

describe('placeKey', () => {
  it('drops marks that NFD leaves inside a letter: đ, ø, ł, æ, ß', () => {
    expect(placeKey('Phở Bát Đàn')).toBe('pho bat dan');
    expect(placeKey('Smørrebrød')).toBe('smorrebrod');
    expect(placeKey('Łódź')).toBe('lodz');
    expect(placeKey('Straße')).toBe('strasse');
  });
});

describe('nearKnownSpelling', () => {
  it.each([
    ['elnido', 'El Nido'],
    ['hongkong', 'Hong Kong'],
    ['antwerpn', 'Antwerpen'],
    ['amsterdm', 'Amsterdam'],
  ])('reads "%s" as %s', (typed, expected) => {
    expect(nearKnownSpelling(typed)).toBe(expected);
  });
  it.each(['paros', 'gracia', 'leuvenn x'])('leaves "%s" alone: short, or no single known name that close', (typed) => {
    expect(nearKnownSpelling(typed)).toBeUndefined();
  });
});

describe('nearKnownSpelling, five or six letters', () => {
  it.each([
    ['lisbn', 'Lisbon'],
    ['utreht', 'Utrecht'],
    ['bagiuo', 'Baguio'],
  ])('reads "%s" as %s: a letter left out or two swapped', (typed, expected) => {
    expect(nearKnownSpelling(typed)).toBe(expected);
  });
});

describe('neighbourhoodAt', () => {
  it('finds the longest listed neighbourhood starting where asked, in any case', () => {
    expect(neighbourhoodAt('pinikpikan around upper session road', 18)).toEqual({ raw: 'Upper Session Road', index: 18 });
    expect(neighbourhoodAt('cheap eats malapit sa kings cross?', 22)?.raw).toBe('Kings Cross');
    expect(neighbourhoodAt('cheap eats malapit sa kings cross?', 11)).toBeNull();
  });
  it('leaves out the names the short gazetteer already has', () => {
    expect(neighbourhoodAt('ramen in shibuya', 9)).toBeNull();
  });
});
