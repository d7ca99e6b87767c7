// Resolver specs: a short ask for a detail of the venue in focus, with no pointing word (issue 17).
import { describe, expect, it } from 'vitest';
import { MADRID_CONTEXT } from './spec-fixture';
import { detailOfFocus } from './focus-details';

const focus = (text: string, newSearch = false) => detailOfFocus(text, MADRID_CONTEXT, newSearch)?.placeId ?? null;

describe('detailOfFocus, a detail asked of the venue in focus', () => {
  it('puts contact, address and booking asks to the venue in focus', () => {
    expect(['phone number?', 'website pls', 'whats the address', 'do we need to book', 'address?'].map((t) => focus(t))).toEqual([
      'P2',
      'P2',
      'P2',
      'P2',
      'P2',
    ]);
  });
  it('reads Dutch and Tagalog asks, only the sentence that asks', () => {
    expect(focus('En wat is hun telefoonnummer? Dan belt mijn man ze straks.')).toBe('P2');
    expect(focus('website po?')).toBe('P2');
    expect(focus('heeft het een terras?')).toBeNull();
  });
  it('picks nothing when the message searches, asks about others, names something else or holds a number', () => {
    expect(focus('phone number?', true)).toBeNull();
    expect(focus('any other places with a website?')).toBeNull();
    expect(focus('is the ferry wheelchair accessible?')).toBeNull();
    expect(focus('website of Pujol?')).toBeNull();
    expect(focus('number 7?')).toBeNull();
    expect(focus('wa kunnen we daarna eten, iets vegetarisch?')).toBeNull();
  });
  it('picks nothing without a venue in focus', () => {
    expect(detailOfFocus('phone number?', { ...MADRID_CONTEXT, focus: null }, false)).toBeNull();
  });
});
