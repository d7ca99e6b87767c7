// Issue 17: a fact asked of the venue after a few chat words ("wrs druk he. kun je daar pinnen?"), with words the sets do not hold.
import { describe, expect, it } from 'vitest';
import { askedFacts } from './asked-facts';
import { turnIntentOf } from './turn-intent';

const factsOf = (text: string) => askedFacts(text, turnIntentOf(text));

describe('a fact after chat words asks it of the venue', () => {
  it.each([
    ['looks cosy. could she get her chair in there?', 'wheelchairAccessible'],
    ['my dad uses a wheelchair, so the second one, would that work?', 'wheelchairAccessible'],
    ['ok that one then. do we need to book or can we just turn up?', 'reservable'],
    ['mukhang masarap. kaya ba ng wheelchair doon?', 'wheelchairAccessible'],
    ['sige yun na lang. kailangan ba magpa reserve?', 'reservable'],
    ['ziet er gezellig uit. moeten we daar reserveren?', 'reservable'],
    ['lekker. kun je daar met een rolstoel naar binnen?', 'wheelchairAccessible'],
    ['die tweede dan. vega opties?', 'vegetarian'],
  ])('"%s" asks %s', (text, fact) => {
    expect(factsOf(text)).toEqual([fact]);
  });

  it.each([['wheelchair friendly museums in Amsterdam'], ['rolstoelvriendelijke restaurants in Gent']])('"%s" is a search', (text) => {
    expect(turnIntentOf(text).kind).toBe('search');
  });
});
