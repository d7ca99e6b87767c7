// Issue 17 (found by hand at phone width): "which of them take cards?" and "alin dun ang tumatanggap ng card?" ask over the
// whole list even with a card in view; "is it open?" still points at the card in view.
import { describe, expect, it } from 'vitest';
import { list, resolve, withList } from './spec-fixture';

const inView = { ...withList(list.slice(0, 3)), focus: { placeId: 'P2', name: list[1].name } };

describe('a question over the list with a card in view', () => {
  it.each(['which of them take cards?', 'alin dun ang tumatanggap ng card?', 'welke van die hebben een terras?'])(
    '"%s" points at no one card',
    (text) => {
      expect(resolve(text, inView)).toBeNull();
    },
  );

  it('"is it open now?" is the card in view', () => {
    expect(resolve('is it open now?', inView)).toBe('P2');
  });
});
