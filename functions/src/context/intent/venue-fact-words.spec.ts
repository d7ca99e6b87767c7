// Issue 17: the words a fact about the venue in focus is asked with ("that restaurant", "minderjarigen", "magpa-book",
// "open nu?", a weekday), in English, Tagalog/Taglish and Dutch/Flemish.
import { describe, expect, it } from 'vitest';
import { askedFacts } from './asked-facts';
import { analyseMessage, weekdayIn } from './intent-words';
import { turnIntentOf } from './turn-intent';

const asked = (text: string) => {
  const intent = turnIntentOf(text);
  return { kind: intent.kind, ordinal: intent.ordinal, facts: askedFacts(text, intent) };
};

describe('a fact asked of the venue in focus', () => {
  it.each([
    ['does that museum let in under 18s? my nephew is fifteen', { kind: 'fact', ordinal: null, facts: ['kidFriendly'] }],
    ['yung restaurant na yun, pwede ba ang mga teenager doon?', { kind: 'fact', ordinal: null, facts: ['kidFriendly'] }],
    ['Mogen tieners daar binnen? Mijn neef is vijftien.', { kind: 'fact', ordinal: null, facts: ['kidFriendly'] }],
    ['can we make a reservation at that restaurant? eight of us', { kind: 'fact', ordinal: null, facts: ['reservable'] }],
    ['yung pinakauna sa listahan, pwede bang mag-book?', { kind: 'fact', ordinal: 1, facts: ['reservable'] }],
    ['Nemen ze daar reservaties aan voor zaterdagavond?', { kind: 'fact', ordinal: null, facts: ['reservable'] }],
    ['de derde, open nu?', { kind: 'fact', ordinal: 3, facts: ['openNow'] }],
    ['Heeft die zaak parkeerplaatsen in de buurt?', { kind: 'fact', ordinal: null, facts: ['parking'] }],
    ['Wat is daarvan het adres, als er iets misloopt?', { kind: 'fact', ordinal: null, facts: ['address'] }],
  ])('reads "%s"', (text, expected) => {
    expect(asked(text)).toEqual(expected);
  });

  it('answers the fact asked beside a comparison, in three languages', () => {
    expect(
      [
        'which of those has the best reviews? where exactly is it?',
        'alin sa kanila ang pinakamataas ang rating? saan exactly yun?',
        'welke van die heeft de beste score? waar precies is dat?',
      ].map(asked),
    ).toEqual([
      { kind: 'compare', ordinal: null, facts: ['address'] },
      { kind: 'compare', ordinal: null, facts: ['address'] },
      { kind: 'compare', ordinal: null, facts: ['address'] },
    ]);
  });

  it('still searches when the words ask for places, not about the venue', () => {
    expect(['any bakery open on sunday?', 'iets dat zondag open is in Gent?'].map(asked)).toEqual([
      { kind: 'search', ordinal: null, facts: [] },
      { kind: 'search', ordinal: null, facts: [] },
    ]);
  });
});

describe('weekdayIn', () => {
  it.each([
    ['is the gallery opened on saturdays?', 'Saturday'],
    ['bukas ba yung pangalawa tuwing Huwebes?', 'Thursday'],
    ['is dat park op woensdag open?', 'Wednesday'],
    ['zondags geopend, of ook op maandag?', 'Sunday'],
    ['is it open late?', null],
  ])('reads the day in "%s"', (text, expected) => {
    expect(weekdayIn(analyseMessage(text))).toEqual(expected);
  });
});
