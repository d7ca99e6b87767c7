// Resolver specs: a venue by the highest rating, the dearest or cheapest price, a comparative within a place, or a superlative of no venue.
import { describe, expect, it } from 'vitest';
import { type ConversationContext } from '../conversation-context';
import { list, resolve } from './spec-fixture';
import { brugge, chicago, patershol, row, spots } from './spec-fixture-lists';

describe('resolveReferences, the dearest and the cheapest', () => {
  const here = (text: string, patch: Partial<ConversationContext> = {}) =>
    resolve(text, { recentVenues: spots, alternatives: spots, focus: null, ...patch });

  it.each([
    ['welke is het duurst?', 'S4'],
    ['welke is het goedkoopst', 'S2'],
  ])('picks the venue: %s', (text, id) => {
    expect(here(text)).toBe(id);
  });

  it.each([['Amai. Welke is dan de duurste?', 'M1']])('%s', (text, id) => {
    expect(resolve(text, { alternatives: brugge, recentVenues: brugge, focus: null })).toBe(id);
  });
});

describe('resolveReferences, the best rated, the free one and a comparative within a district', () => {
  const at = (text: string, patch: Partial<ConversationContext> = {}, newSearch = false) =>
    resolve(text, { recentVenues: row, alternatives: row, focus: null, ...patch }, newSearch);

  it.each([
    ['Welke heeft de beste score?', 'R2'],
    ['which has the highest score', 'R2'],
    ['welke is gratis?', 'R2'],
    ['which ones are free?', 'R2'],
    ['alin ang libre?', 'R2'],
    ['the cheaper one in blijdorp or podgorze?', 'R3'],
  ])('picks by rating, a free price and a comparative within the district named: %s', (text, id) => {
    expect(at(text)).toBe(id);
  });

  it.each([
    ['which of the river north ones is cheaper?', 'S3'],
    ['which of the river north ones has parking?', null],
  ])('%s', (text, id) => {
    expect(resolve(text, { alternatives: chicago, recentVenues: chicago, focus: null })).toBe(id);
  });
});

describe('resolveReferences, the highest rated and the budget option in other words', () => {
  it.each([
    ["which one's rated highest overall?", 'G2'],
    ['yung budget option na lang, pwede mo ba akong i-book?', 'G3'],
  ])('%s', (text, id) => {
    expect(resolve(text, { alternatives: patershol, recentVenues: patershol, focus: null })).toBe(id);
  });
  it.each(['Alin dyan ang pinaka-highly rated?', 'Den hoogst gescoorde, is dat ver van de Markt?'])('reads a rating pick: %s', (text) => {
    expect(resolve(text, { focus: null })).toBe('P2');
  });
});

describe('resolveReferences, a superlative of no venue', () => {
  it('reads "de beste tijd" as no rating pick', () => {
    expect(resolve('Wat is eigenlijk de beste tijd om de Sint-Pietersberg te bezoeken?', { focus: null })).toBeNull();
  });
});

describe('resolveReferences, "which one has X" beside a superlative', () => {
  it.each([
    ['ok and which one has live jazz?', 'P6'],
    ['welke heeft een terras?', null],
    ['which has the best rating', 'P2'],
  ])('reads "which one has X" as the one venue with X, and leaves a superlative to the comparative: %s', (text, id) => {
    expect(
      resolve(text, {
        focus: null,
        alternatives: [...list.slice(0, 5), { placeId: 'P6', name: 'Six', category: 'jazz bar', turn: 0 }],
        recentVenues: list.slice(0, 5),
      }),
    ).toBe(id);
  });
});
