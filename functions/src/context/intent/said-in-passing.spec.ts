// What a message asks when part of it is said in passing: the weather next to a venue question, a remark about sleep or
// food, a travel question naming a city, "how do I come there from X", "route?" alone, "not far from X" as where to search.
import { describe, expect, it } from 'vitest';
import { turnIntentOf } from './turn-intent';

const askOf = (text: string) => {
  const intent = turnIntentOf(text);
  return { kind: intent.kind, detail: 'topic' in intent ? intent.topic : 'fact' in intent ? intent.fact : null };
};

describe('the weather said in passing next to a venue question', () => {
  it.each([
    'the fourth one, any tables outdoors? such lovely weather this week',
    'mainit ngayon, may pwesto sa labas ba sila?',
    'Heeft de derde ook een terrasje? Het is eindelijk warm.',
  ])('asks the venue about outdoor seating: %s', (text) => {
    expect(askOf(text)).toEqual({ kind: 'fact', detail: 'outdoorSeating' });
  });

  it.each([
    'will it be too cold to sit outside in Vienna in March?',
    'malamig ba sa labas ngayong gabi?',
    'is het te koud om buiten te zitten in Gent in maart?',
  ])('is still a weather question when it points at no venue: %s', (text) => {
    expect(askOf(text)).toEqual({ kind: 'smalltalk', detail: 'weather' });
  });
});

describe('a remark about oneself with a food or sleep word', () => {
  it.each([
    'that bibimbap honestly kept me alive today haha',
    'ok going to bed now, the noodles were amazing',
    'busog na kami, uuwi na haha',
    'antok na ko, tulog na muna after ng sinigang',
    'ik ga slapen, die stoofpot zit nog in mijn buik',
    'op weg naar huis, die wafel houdt me op de been',
  ])('is small talk, not a search: %s', (text) => {
    expect(askOf(text)).toEqual({ kind: 'smalltalk', detail: 'ack' });
  });

  it.each([
    'heading home to Pasig, any lechon near there?',
    'pauwi na kami sa Cebu, saan may masarap na lechon?',
    'op weg naar huis, is de tweede nog open?',
  ])('still searches or asks when the words ask for something: %s', (text) => {
    expect(askOf(text).kind).not.toBe('smalltalk');
  });
});

describe('a travel question that names a city or a way of getting around', () => {
  it.each([
    ['is Lisbon fine alone at night for a woman?', 'safety'],
    ['ok lang ba mag isa sa gabi sa Cebu?', 'safety'],
    ['kan je in Gent in mijn eentje rondlopen?', 'customs'],
    ['in San Diego, is it fine to pay by card everywhere or do we need cash?', 'money'],
    ['kailangan pa po ba namin ng visa papuntang Japan?', 'visa'],
  ])('is answered as small talk: %s', (text, topic) => {
    expect(askOf(text)).toEqual({ kind: 'smalltalk', detail: topic });
  });
});

describe('the way to the venue in focus, worded the way learners word it', () => {
  it.each([
    ['How do we come there from the ferry terminal?', 'ferry terminal'],
    ['how can I come there from Raffles Place, by foot?', 'Raffles Place'],
    ['route po?', null],
    ['the route please', null],
    ['de route dan?', null],
    ['Hoe kom ik daar vanaf het busstation, kan dat met de tram?', 'busstation'],
  ])('asks for directions: %s', (text, from) => {
    const intent = turnIntentOf(text);
    expect([intent.kind, intent.from]).toEqual(['directions', from]);
  });

  it.each(['a scenic route along the river?', 'een mooie wandelroute langs de Schelde?'])('searches for a route to walk: %s', (text) => {
    expect(askOf(text).kind).toBe('search');
  });
});

describe('"not far from" a place says where to search', () => {
  it.each([
    'Which galleries could I see, not too far from the harbour?',
    'may mga bakery ba na hindi kalayuan sa Ayala?',
    'Welke musea zijn er niet ver van de Dam?',
  ])('searches: %s', (text) => {
    expect(askOf(text).kind).toBe('search');
  });

  it.each(['is the third one not far from the harbour?', 'hoe ver is de tweede van de Dam?'])('asks a distance of a venue: %s', (text) => {
    expect(askOf(text).kind).toBe('distance');
  });
});

describe('"something else?" after a complaint about a listed venue', () => {
  it.each(['ugh, shuts at eight. smth else?', 'mahal pala. iba pa?', 'Te duur. Iets anders?'])('asks for other places: %s', (text) => {
    expect(askOf(text)).toEqual({ kind: 'modifier', detail: null });
  });
});

describe('a plural kind asked of a city, with a fact word in passing', () => {
  it.each([
    'and in Porto itself, are there aquariums the kids would like?',
    'Eh dito po sa Cebu, may mga parke po ba na okay sa mga bata?',
    'En in Porto zelf, zijn er musea waar kinderen het leuk vinden?',
  ])('searches there (a new search or the same one elsewhere), asking no venue: %s', (text) => {
    expect(['search', 'modifier']).toContain(askOf(text).kind);
  });
});

describe('how far it is to walk, worded as walking far', () => {
  it.each(['is it far to walk from the third one?', 'malayo ba lakarin mula sa pangatlo?', 'Is dat ver wandelen vanaf de derde?'])(
    'asks a distance: %s',
    (text) => {
      expect(askOf(text).kind).toBe('distance');
    },
  );
});
