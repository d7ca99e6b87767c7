// Facts and routes asked in other words than the usual ("how do we come there", "a phone number so we can book", "die
// vleesloze gerechten", "op vrijdagmiddag open?", "route?") and short asks that point back ("the one from earlier, patio?").
import { describe, expect, it } from 'vitest';
import { askedFacts } from './asked-facts';
import { turnIntentOf } from './turn-intent';

const ask = (text: string) => {
  const intent = turnIntentOf(text);
  return { kind: intent.kind, fact: 'fact' in intent ? intent.fact : null, facts: askedFacts(text, intent) };
};

describe('turnIntentOf, a route asked as "come there" or by the word alone', () => {
  it('reads English', () => {
    expect(turnIntentOf('and how can we come there from the ferry pier?').kind).toBe('directions');
    expect(turnIntentOf('the third: route?').kind).toBe('directions');
    expect(turnIntentOf('a scenic route along the cliffs?').kind).toBe('search');
  });
  it('reads Tagalog', () => {
    expect(turnIntentOf('yung pangalawa, ruta po?').kind).toBe('directions');
  });
  it('reads Dutch', () => {
    expect(turnIntentOf('route dan?').kind).toBe('directions');
    expect(turnIntentOf('een mooie fietsroute door de polder?').kind).toBe('search');
  });
});

describe('turnIntentOf, a distance asked as "far to walk" in Dutch', () => {
  it('reads "is die ver fietsen van ..." and "is dat ver lopen"', () => {
    expect(turnIntentOf('is die ver fietsen van het station?').kind).toBe('distance');
    expect(turnIntentOf('is dat ver lopen vanaf de derde?').kind).toBe('distance');
  });
});

describe('askedFacts, a phone number asked inside a reason', () => {
  it('reads English', () => {
    expect(ask('Is there a phone number so we can book a table before we leave?')).toEqual({
      kind: 'fact',
      fact: 'phone',
      facts: ['phone'],
    });
    expect(ask('tel?')).toEqual({ kind: 'fact', fact: 'phone', facts: ['phone'] });
  });
  it('reads Tagalog', () => {
    expect(ask('numero nila? tatawag kami')).toEqual({ kind: 'fact', fact: 'phone', facts: ['phone'] });
  });
  it('reads Dutch', () => {
    expect(ask('tel?')).toEqual({ kind: 'fact', fact: 'phone', facts: ['phone'] });
    expect(ask('heb je een telefoonnummer van die zaak?').fact).toBe('phone');
  });
});

describe('askedFacts, vegetarian asked as dishes and with "how about"', () => {
  it('reads English', () => {
    expect(ask('and what about their vegetarian dishes?')).toEqual({ kind: 'fact', fact: 'vegetarian', facts: ['vegetarian'] });
  });
  it('reads Tagalog', () => {
    expect(ask('paano naman yung vegetarian na ulam nila?')).toEqual({ kind: 'fact', fact: 'vegetarian', facts: ['vegetarian'] });
  });
  it('reads Dutch', () => {
    expect(ask('Hoe zit het met de vega gerechten daar?')).toEqual({ kind: 'fact', fact: 'vegetarian', facts: ['vegetarian'] });
  });
});

describe('askedFacts, the hours on a day part ("op vrijdagmiddag")', () => {
  it('reads Dutch day parts written as one word', () => {
    expect(ask('De tweede, is die op zondagochtend open?')).toEqual({ kind: 'fact', fact: 'openingHours', facts: ['openingHours'] });
    expect(ask('zijn ze dinsdagavond open?').fact).toBe('openingHours');
  });
  it('reads English and Tagalog day names with a part of the day', () => {
    expect(ask('the first one, open on friday evening?').fact).toBe('openingHours');
    expect(ask('yung una, bukas ba sila sa Sabado ng gabi?').fact).toBe('openingHours');
  });
});

describe('askedFacts, a short fact about the place pointed back at', () => {
  it('reads English', () => {
    expect(ask('the one from earlier, patio?')).toEqual({ kind: 'fact', fact: 'outdoorSeating', facts: ['outdoorSeating'] });
  });
  it('reads Tagalog', () => {
    expect(ask('yung kanina, may al fresco ba?')).toEqual({ kind: 'fact', fact: 'outdoorSeating', facts: ['outdoorSeating'] });
  });
  it('reads Dutch', () => {
    expect(ask('die van daarnet, buiten zitten?')).toEqual({ kind: 'fact', fact: 'outdoorSeating', facts: ['outdoorSeating'] });
  });
});
