// Resolver specs: words that only look like pointers, general questions, no list.
import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext, type RememberedVenue } from '../conversation-context';
import { resolveReferences } from '../resolve-references';
import { context, earlier, resolve } from './spec-fixture';
import { patershol, spots } from './spec-fixture-lists';

describe('resolveReferences', () => {
  it.each(['is it gonna rain tmrw lol', 'ok also whats there to do in Bath tomorrow'])('points at nothing: %s', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });

  it('points at nothing with "ok na yun"', () => {
    expect(resolve('ok na yun, thank you po!', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });

  it.each([
    'is it safe to walk around at night?',
    "it's my first time in Spain, do people tip?",
    "it's raining, any ideas?",
    'is it expensive to eat out in Madrid?',
  ])('does not take an expletive "it" for a venue: %s', (text) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });

  it('resolves nothing when the message names a new venue that is not on the list', () => {
    const focus = { placeId: 'P2', name: 'Sakura Tei' };
    expect(resolve('my sister booked at Casa Botín instead, are they open Sundays?', { focus })).toBeNull();
    expect(resolve('gusto niya sa Café Central, bukas ba sila?', { focus })).toBeNull();
    expect(resolve('we are at Plaza Mayor now, how far is it?', { focus })).toBe('P2');
  });

  it('resolves nothing when there is no list', () => {
    expect(resolve('yung pangatlo', { alternatives: [], recentVenues: [] })).toBeNull();
    expect(resolve('de Japanse', { alternatives: [], recentVenues: [] })).toBeNull();
  });
});

describe('resolveReferences, words that only look like pointers', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each(['huling tanong, safe ba maglakad sa gabi?', 'my last question: do I need cash in Madrid?', 'last question - tipping?'])(
    'takes announcing the last question for no turn reference: %s',
    (text) => {
      expect(resolve(text, { focus: null })).toBeNull();
    },
  );
  it('still reads a question about the last question as one', () => {
    expect(resolve('what was my last question?')).toBe('turn:3');
  });
  it.each(['die stad is echt mooi', 'dat weekend kan ik niet', 'die buurt lijkt me gezellig'])(
    'takes Dutch "die/dat" before a word that is no venue for no pointer: %s',
    (text) => {
      expect(resolve(text, focused)).toBeNull();
    },
  );
});

describe('resolveReferences, Dutch articles, weather words and new names', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each([
    'Nog één ding: is het Prado op maandag open?',
    'Is het morgen een beetje strandweer?',
    'also, is Tokyo Express Bento any good? a friend recommended it',
    'bukas pa ba ang Macau Restaurant ng 2am? yun kasi sabi nila',
  ])('points at nothing: %s', (text) => {
    expect(resolve(text, focused)).toBeNull();
  });
  it('reads "erheen", "de meeste sterren" and "is die in X ook open" as picks', () => {
    expect(resolve('Eerst nog even boodschappen doen, daarna ga ik erheen', focused)).toBe('P2');
    expect(resolve('en welke heeft de meeste sterren?', { focus: null })).toBe('P2');
    expect(resolve('is die in Lavapiés ook open op zondag?', { focus: null })).toBe('P1');
  });
});

describe('resolveReferences, general questions that look like references', () => {
  const fruit: RememberedVenue[] = [
    { placeId: 'F1', name: 'Magsaysay Fruit Stalls', category: 'fruit stand', turn: 0 },
    { placeId: 'F2', name: 'Durian Dessert Haus', category: 'dessert shop', turn: 0 },
  ];
  it('reads Tagalog "ang" before a fruit as the fruit in general, not the venue named after it', () => {
    expect(resolve('mahal ba ang durian dito?', { alternatives: fruit, recentVenues: fruit, focus: null })).toBeNull();
    expect(resolve('yung durian place, open pa?', { alternatives: fruit, recentVenues: fruit, focus: null })).toBe('F2');
    expect(resolve('ang dessert shop, open pa?', { alternatives: fruit, recentVenues: fruit, focus: null })).toBe('F2');
  });
  it('reads "get around there" as the city', () => {
    expect(resolve('how do people get around there, metro or bus?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
});

describe('resolveReferences, "it" about the occasion or the season, and "pinakahuli"', () => {
  it.each([
    ["it's our anniversary btw, anything romantic for dinner?", null],
    ["it's my birthday tomorrow!", null],
    ["what's it like in winter?", null],
    ['is it good for a birthday dinner?', 'P2'],
    ['yung pinakahuli na lang', 'P10'],
  ])('%s', (text, id) => {
    expect(resolve(text, { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBe(id);
  });
});

describe('resolveReferences, "worth it"', () => {
  const focused = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('takes the "it" of "worth it" for no venue: "in portland, any food cart pods worth it?"', () => {
    expect(resolve('in portland, any food cart pods worth it?', focused)).toBe(null);
  });
  it('still reads "is it worth it?" as about the venue in focus', () => {
    expect(resolve('is it worth it?', focused)).toBe('P2');
  });
});

describe('resolveReferences, words that look like a pick but are not', () => {
  const list = ['Goto Monster', 'Lugaw Republic', 'Lola Cafe'].map((name, i) => ({ placeId: `P${i + 1}`, name, turn: 0 }));
  const focused = { ...emptyContext('s', 0), recentVenues: list, alternatives: list, focus: { placeId: 'P2', name: 'Lugaw Republic' } };
  const resolve = (text: string) => resolveReferences({ text, context: focused, earlierTurns: new Map(), newSearch: false });
  it('"yung huli, 24 hours ba?" is the last one, not two picks', () => {
    expect(resolve('yung huli, 24 hours ba?')).toMatchObject({ placeId: 'P3' });
  });
  it.each(['Is die nog vrij op de eerste zondag van mei?'])(
    '"%s": "the first Sunday" is a date, the pronoun the venue in focus',
    (text) => {
      expect(resolve(text)).toMatchObject({ placeId: 'P2' });
    },
  );
  it.each([
    'the train back to lisbon, when does the last one leave',
    'Is het normaal dat ze een aanbetaling vragen voor een kinderfeestje?',
    'nice. pangalawang beses ko na dun pero first time ng mga pamangkin ko hehe',
    'ok sige. 80 na si lola pero malakas pa haha',
    'Ok. En Hotel New York, kunnen we daar vanavond eten?',
    'ok en boulets à la liégeoise, waar eten we die?',
    'top. eerste keer dat ik kibbeling eet haha, wat is het eigenlijk precies?',
  ])('"%s" points at no listed venue', (text) => {
    expect(resolve(text)).toBeNull();
  });
  it('"how much for grilled river prawns there roughly" is asked of the venue in focus, even as a search', () => {
    expect(
      resolveReferences({
        text: 'how much for grilled river prawns there roughly',
        context: focused,
        earlierTurns: new Map(),
        newSearch: true,
      }),
    ).toMatchObject({ placeId: 'P2' });
  });
  it('"De eerste keer dat ik daar ga, wat moet ik bestellen?" still means the venue', () => {
    expect(resolve('Oké. De eerste keer dat ik daar ga, wat moet ik zeker bestellen?')).toMatchObject({ placeId: 'P2' });
  });
});

describe('resolveReferences, words that point at nothing', () => {
  const focus = { placeId: 'P2', name: 'Sakura Tei' };
  it.each([
    ['which of them is best for vintage stuff?'],
    ['ok and if it clears up, a coastal walk in bondi?'],
    ["Is het veilig om 's avonds in Lavapiés rond te lopen?"],
    ['haha sige ok lang yan'],
  ])('%s', (text) => {
    expect(resolve(text, { focus })).toBeNull();
  });
});

describe('resolveReferences, a place whose name holds a pronoun', () => {
  const focus = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it('"lechon around IT Park", "sa IT park na lang" point at no venue', () => {
    expect(resolve('great. how about lechon for lunch, still around it park', focus, true)).toBeNull();
    expect(resolve('ay wait sa IT Park na lang pala, mas malapit sa hotel namin', focus)).toBeNull();
  });
  it('while "it" beside it still points at the venue in focus', () => {
    expect(resolve('is it open late tonight?', focus)).toBe('P2');
  });
});

describe('resolveReferences, sayings and general questions that point at nothing', () => {
  const focus = { focus: { placeId: 'P2', name: 'Sakura Tei' } };
  it.each([
    'ok thanks, will think about it',
    'one more thing, do people tip at restaurants there?',
    "merci, zijn da allemaal in 't centrum?",
    'is het trouwens nog warm genoeg eind november om buiten te zitten lol',
  ])('%s', (text) => {
    expect(resolve(text, focus)).toBeNull();
  });
  it('while a question about the venue still points at it', () => {
    expect(resolve('do they take tips there?', focus)).toBe('P2');
    expect(resolve('is het daar warm binnen?', focus)).toBe('P2');
  });
});

describe('resolveReferences, weather, the city at night and small talk with a venue in focus', () => {
  const here = (text: string, patch: Partial<ConversationContext> = {}) =>
    resolve(text, { recentVenues: spots, alternatives: spots, focus: null, ...patch });

  it('resolves nothing for weather, "loving it" and similar small talk', () => {
    const focus = { focus: { placeId: 'S2', name: 'Galleria Civica' } };
    expect(here('how warm is it there in october, shorts ok?', focus)).toBeNull();
    expect(here('what is the weather like there next week', focus)).toBeNull();
    expect(here('thanks, really enjoying it so far', focus)).toBeNull();
  });
  it('reads "walk around at night there" as the city', () => {
    expect(resolve('great. also is it safe to walk around at night there?', { focus: { placeId: 'P2', name: 'Sakura Tei' } })).toBeNull();
  });
  const focused = { alternatives: patershol, recentVenues: patershol, focus: { placeId: 'G2', name: "'t Klokhuys" } };
  it.each([
    'thanks. separate thing: is the Night Safari worth it with kids?',
    'Bedankt, dat was het!',
    'is it generally safe to walk back to the hotel late at night?',
  ])('points at nothing in "%s"', (text) => {
    expect(resolve(text, focused)).toBeNull();
  });
});

describe('resolveReferences, a city that a venue name holds', () => {
  it('names no venue with a city its name holds ("terug in Den Haag")', () => {
    const museums: RememberedVenue[] = [
      { placeId: 'K1', name: 'Kunstmuseum Den Haag', turn: 0 },
      { placeId: 'K2', name: 'Mauritshuis', turn: 0 },
    ];
    const r = resolveReferences({
      text: "'s Avonds zijn we terug in Den Haag. Waar kunnen we lekker Indonesisch eten?",
      context: { ...context, alternatives: museums, recentVenues: museums, focus: null },
      earlierTurns: earlier,
      newSearch: true,
    });
    expect(r).toBeNull();
  });
  it('"terug in Den Haag" is no kind "haag"', () => {
    const museums: RememberedVenue[] = [
      { placeId: 'K', name: 'Kunstmuseum Den Haag', category: 'museum', turn: 0 },
      { placeId: 'M', name: 'Mauritshuis', category: 'museum', turn: 0 },
    ];
    const text = "'s Avonds zijn we terug in Den Haag. Waar kunnen we lekker Indonesisch eten?";
    expect(resolve(text, { alternatives: museums, recentVenues: museums, focus: null })).toBe(null);
  });
});
