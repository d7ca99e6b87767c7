import { describe, expect, it } from 'vitest';
import { extractLocation } from '../extract-location';

const inSearch = (text: string) => extractLocation(text, { search: true });

describe('a place typed in a run-on message ends at the first function word', () => {
  it.each([
    ['may mga food stall ba sa singapor yung malapit sa mrt', 'Singapore'],
    ['saan may murang ramen sa tokyo para sa barkada namin', 'Tokyo'],
    ['mga cafe sa amsterdm lang sana yung tahimik', 'Amsterdam'],
  ])('"%s" is in %s', (text, expected) => {
    expect(inSearch(text)).toBe(expected);
  });
  it('keeps a place of two words whole', () => {
    expect(inSearch('mga bakery sa quezon city yung mura')).toBe('Quezon City');
  });
  it('ends a place where a run-on message goes on with a question ("near navy pier can you find", wave ac)', () => {
    const text = 'hey so its just me and my two kids tonight were staying near navy pier can you find somewhere casual for an early dinner';
    expect(inSearch(text)).toBe('Navy Pier');
  });
});

describe('who a place is for is no place', () => {
  it.each([
    'may kainan ba malapit dun na pwede sa bata',
    'kainan sa Bata',
    'any museum good for kids near the hotel',
    'een restaurant geschikt voor kinderen bij ons',
    'resto na okay sa lola ko',
  ])('"%s" names no location', (text) => {
    expect(inSearch(text)).toBeNull();
  });
  it('still reads a place named after the people', () => {
    expect(inSearch('kainan para sa mga bata sa makati')).toBe('Makati');
  });
});

describe('a city typed with one letter changed', () => {
  it.each([
    ['coffee shop sa makate', 'Makati'],
    ['brunch in utreht', 'Utrecht'],
    ['goeie koffie in lieden?', 'Leiden'],
  ])('"%s" is in %s', (text, expected) => {
    expect(inSearch(text)).toBe(expected);
  });
  it.each([
    ['ramen sa hardin', 'Hardin'],
    ['wat eten in keuken', 'Keuken'],
  ])('reads no common word as a city one letter away: "%s"', (text, asTyped) => {
    expect(inSearch(text)).toBe(asTyped);
  });
});
