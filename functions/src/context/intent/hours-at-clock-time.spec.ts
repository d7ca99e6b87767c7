// Opening at a clock time ("open by 9am?", "bukas ba yung pangatlo ng 8am?", "is die om 9 uur al open?"): the venue's hours,
// not whether it is open now; asked over a search ("any bakery open by 7am?") it stays a search.
import { describe, expect, it } from 'vitest';
import { askedFacts } from './asked-facts';
import { turnIntentOf } from './turn-intent';

const ask = (text: string) => {
  const intent = turnIntentOf(text);
  return { kind: intent.kind, fact: 'fact' in intent ? intent.fact : null, facts: askedFacts(text, intent) };
};
const hours = { kind: 'fact', fact: 'openingHours', facts: ['openingHours'] };

describe('turnIntentOf, open at a clock time', () => {
  it('reads English', () => {
    expect(ask('the fourth, will it be open at 9 am? we fly early')).toEqual(hours);
    expect(ask('any bakery open by 7am around the harbour?').kind).not.toBe('fact');
  });
  it('reads Tagalog and Taglish', () => {
    expect(ask('bukas ba yung pangatlo ng 8am? maaga alis namin')).toEqual(hours);
    expect(ask('open na ba sila ng alas otso?')).toEqual(hours);
  });
  it('reads Dutch', () => {
    expect(ask('is die om 9 uur al open?')).toEqual(hours);
    expect(ask('zijn er bakkers die om 7 uur open zijn?').kind).toBe('search');
  });
});
