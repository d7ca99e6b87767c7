// Resolver specs: parts of a message that are no pick: corrections, party sizes, times, comparisons, venues ruled out.
import { describe, expect, it } from 'vitest';
import { type RememberedVenue } from '../conversation-context';
import { resolve } from './spec-fixture';

describe('resolveReferences', () => {
  it('does not take "the last train" for the last venue', () => {
    expect(resolve('hoe laat gaat de laatste trein naar amersfoort?')).toBeNull();
    expect(resolve('when is the last train back?')).toBeNull();
  });

  it('resolves what is compared, not what it is compared with', () => {
    const focus = { placeId: 'P4', name: 'Baan Siam' };
    expect(resolve('is that one cheaper than the first?', { focus })).toBe('P4');
    expect(resolve('is Sakura Tei better than the last one?')).toBe('P2');
    expect(resolve('is it cheaper than Casa Lima?', { focus })).toBe('P4');
  });

  it('does not take "for five people" or "the fourth time" as a venue', () => {
    expect(resolve('may table ba pang-lima katao?')).toBeNull();
    expect(resolve('pang-apat na beses na pala naming umakyat dito haha')).toBeNull();
    expect(resolve('pangalawang araw na namin dito, saan pa pwede?')).toBeNull();
  });
});

describe('resolveReferences, corrections, digits after "pang-" and names said in passing', () => {
  it.each([
    ['e yung pang-3?', 'P3'],
    ['yung pang-4 ba, open pa?', 'P4'],
    ['the 3rd, I mean the 1st', 'P1'],
    ['yung pang-apat, este yung pang-lima pala', 'P5'],
    ['de tweede, ik bedoel de vierde', 'P4'],
  ])('reads %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it('does not take "pang-2 tao" for the second venue', () => {
    expect(resolve('may table ba pang-2 tao?', { focus: null })).toBeNull();
  });
  it.each([
    ['is paulette the one with the terrace', 'P3'],
    ['sakura looks good, english menu?', 'P2'],
    ['hows siam, worth it?', 'P4'],
  ])('takes a name word where a name goes: %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it('reads a name word typed without its apostrophe', () => {
    const pub = [
      { placeId: 'D1', name: "The Drover's Arms", turn: 0 },
      { placeId: 'D2', name: 'Granary Square Kitchen', turn: 0 },
    ];
    expect(
      resolve('ok what about drovers, is it dog friendly', {
        alternatives: pub,
        recentVenues: pub,
        focus: { placeId: 'D2', name: 'Granary Square Kitchen' },
      }),
    ).toBe('D1');
  });
  it.each(["we'll probably do second dinner at one of them anyway", 'isa sa kanila siguro', 'een van die twee misschien'])(
    'takes "one of them" for no single venue: %s',
    (text) => {
      expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
    },
  );
});

describe('resolveReferences, a venue ruled out by name up front', () => {
  const dumplings: RememberedVenue[] = [
    { placeId: 'D1', name: 'Din Tai Fung', priceLevel: 'moderate', turn: 0 },
    { placeId: 'D2', name: 'Hangzhou Xiaolongbao', priceLevel: 'inexpensive', turn: 0 },
    { placeId: 'D3', name: 'Jin Ji Yuan', priceLevel: 'inexpensive', turn: 0 },
  ];
  const patch = { alternatives: dumplings, recentVenues: dumplings, focus: null };
  it('picks nothing of the rest: "not din tai fung, one of the others"', () => {
    expect(resolve('not din tai fung, one of the others', patch)).toBe(null);
  });
  it('picks what comes after: "not din tai fung, the third one"', () => {
    expect(resolve('not din tai fung, the third one', patch)).toBe('D3');
  });
  it('of two, the other: "hindi yung Din Tai Fung, yung isa"', () => {
    expect(
      resolve('hindi yung Din Tai Fung, yung isa', { ...patch, alternatives: dumplings.slice(0, 2), recentVenues: dumplings.slice(0, 2) }),
    ).toBe('D2');
  });
});

describe('resolveReferences, a party size and a time', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each([
    ['ok book that one for 4 at 7', 'P2'],
    ['book the 3rd for 2 at 8pm', 'P3'],
    ['is the 5th open at 9', 'P5'],
  ])('%s: the numbers of people and hours pick nothing', (text, id) => {
    expect(resolve(text, focused)).toBe(id);
  });
});

describe('resolveReferences, enumerated points and stretches of time', () => {
  it.each([
    'Una sa lahat, salamat ha! Pangalawa, ligtas bang maglakad-lakad sa Binondo pag gabi?',
    'first of all thanks! second, is it safe at night?',
  ])('reads enumerated points as no ordinal: %s', (text) => {
    expect(resolve(text, { focus: null })).toBeNull();
  });
  it('keeps "the last 2 days" a stretch of time', () => {
    expect(resolve('what did we do the last 2 days', { focus: null })).toBe(null);
  });
});

describe('resolveReferences, a card said and then a question about another after "but" (wave da)', () => {
  it.each([
    ['die tweede is wel chill maar hoe duur is die eerste eigenlijk', 'P1'],
    ['Mi boi zegt die eerste, maar ik wil weten of de tweede halal is', 'P2'],
    ['the second looks nice but how expensive is the first one?', 'P1'],
    ['gusto ni papa yung una pero magkano yung pangalawa?', 'P2'],
  ])('reads %s', (text, id) => {
    expect(resolve(text, { focus: null })).toBe(id);
  });
  it('keeps the card said first when nothing after "but" asks about another', () => {
    expect(resolve('the first one is nice but too far', { focus: null })).toBe('P1');
  });
});
