import { describe, expect, it } from 'vitest';
import { extractLocation } from './extract-location';

describe('extractLocation', () => {
  it.each([
    ['how long is the taxi from Ortigas?', true, null],
    ['is that far from Kreuzberg', true, null],
    ['hoe ver is het vanaf Zandvoort?', true, null],
    ['gaano kalayo mula sa Cubao?', true, null],
    ['a day trip from Lisbon', true, 'Lisbon'],
    ['dagtochten vanaf Utrecht', true, 'Utrecht'],
    ['how do I get to Gion from Kyoto Station', true, 'Gion'],
    ['cheap flights from Cebu', false, 'Cebu'],
  ])('takes "from X" as an origin, not the search location: %s', (text, hasLocation, expected) => {
    expect(extractLocation(text, { hasLocation })).toBe(expected);
  });

  it('never takes Filipinos for a place', () => {
    expect(extractLocation('ano ang magandang pasalubong para sa Pinoy?')).toBeNull();
    expect(extractLocation('visa rules for Filipinos in Korea')).toBe('Korea');
  });

  it('takes "General X" as a place but not "in general"', () => {
    expect(extractLocation('sa General Trias na lang kami kakain')).toBe('General Trias');
    expect(extractLocation('is tipping expected in general?')).toBeNull();
  });

  it('does not take a transport system for a place', () => {
    expect(extractLocation('is it easy to get there by MTR?', { hasLocation: true })).toBeNull();
    expect(extractLocation('malapit ba yun sa LRT?', { hasLocation: true })).toBeNull();
  });

  it('keeps the number of a numbered district', () => {
    expect(extractLocation('pho places in District 5')).toBe('District 5');
  });

  it('takes a lower-case unknown place at the end of a search only', () => {
    expect(extractLocation('gelato near piazza navona', { search: true })).toBe('Piazza Navona');
    expect(extractLocation('gelato near piazza navona')).toBeNull();
    expect(extractLocation('ramen near me', { search: true })).toBeNull();
    expect(extractLocation('coffee in walking distance', { search: true })).toBeNull();
  });

  it.each([
    ['which markets should we see in chiang mai besides the night bazaar', 'Chiang Mai'],
    ['saan masarap mag-almusal sa vigan?', 'Vigan'],
    ['hiking trails in banff in the morning', 'Banff'],
    ['waar eten we goed in maastricht, iets met vis?', 'Maastricht'],
    ['kayak rental sa el nido, saan mura?', 'El Nido'],
  ])('takes a lower-case place after a locative in a search, up to where the next part starts: %s', (text, expected) => {
    expect(extractLocation(text, { search: true, hasLocation: false })?.toLowerCase()).toBe(expected.toLowerCase());
  });

  it.each([
    ["ok let's do hue instead, same plan", 'Hue'],
    ['back to quito on sunday. empanadas there?', 'Quito'],
  ])('takes a lower-case move to a place, search or not: %s', (text, expected) => {
    expect(extractLocation(text, { hasLocation: true })).toBe(expected);
  });

  it('takes no place from "in need of", a typo of there, or a Tagalog "sa akin"', () => {
    expect(extractLocation('we are in need of a quiet room', { search: true, hasLocation: true })).toBeNull();
    expect(extractLocation('any good bars in htere?', { search: true, hasLocation: true })).toBeNull();
    expect(extractLocation('pwede bang ipadala sa akin ang menu?', { search: true, hasLocation: true })).toBeNull();
  });

  it('takes a typed place in a weak search too, but not a gerund after "in"', () => {
    expect(extractLocation('things to see in hoi an in the morning', { search: true, hasLocation: false })?.toLowerCase()).toBe('hoi an');
    expect(extractLocation('can you help me in reserving two seats for the show?', { search: true, hasLocation: true })).toBeNull();
  });
});
