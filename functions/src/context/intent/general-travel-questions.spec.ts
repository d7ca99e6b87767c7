// Issue 17, wave ac (the whole family comes along): how things go in a city or a country in general (tap water, lifts at the
// stations, children at restaurants, a senior citizen discount) is a travel question answered without a search; the same
// words asked of a listed venue stay a fact of that venue (rule smalltalk-customs-in-general and the words it reads).
import { describe, expect, it } from 'vitest';
import { turnIntentOf } from './turn-intent';

const read = (text: string) => {
  const intent = turnIntentOf(text);
  return { kind: intent.kind, topic: intent.kind === 'smalltalk' ? intent.topic : null };
};

describe('a question about how things go here in general is small talk (wave ac)', () => {
  it.each([
    ['is the tap water in Lisbon safe to drink?', 'tapWater'],
    ['safe ba inumin yung tap water dito sa SG?', 'tapWater'],
    ['kunde hier gewoon water uit de kraan drinken?', 'tapWater'],
    ['Are MRT stations here pram friendly? Lifts at every station?', 'gettingAround'],
    ['zijn ze in Portugal eigenlijk ok met kinderen op restaurant?', 'customs'],
    ['Sa mga restaurant po dito sa Pilipinas, usually may senior citizen discount po ba?', 'customs'],
  ])('reads "%s" as small talk about %s', (text, topic) => {
    expect(read(text)).toEqual({ kind: 'smalltalk', topic });
  });
});

describe('the same words asked of a listed venue stay a fact of it (wave ac)', () => {
  it('reads "is the second one ok with kids?" as whether the second is kid friendly', () => {
    expect(turnIntentOf('is the second one ok with kids?')).toMatchObject({ kind: 'fact', fact: 'kidFriendly', ordinal: 2 });
  });
  it('reads "is the second one loud?" as another fact of the second', () => {
    expect(turnIntentOf('is the second one loud?')).toMatchObject({ kind: 'fact', fact: 'other', ordinal: 2 });
  });
});
