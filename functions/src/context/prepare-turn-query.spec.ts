import { describe, expect, it } from 'vitest';
import { type ConversationContext } from './conversation-context';
import { prepareTurn } from './prepare-turn';
import { countTokens, history, NOW, prepare, withList } from './prepare-turn.fixture';

describe('prepareTurn replaces the query only when the user starts a new kind of search', () => {
  const food: ConversationContext = { ...withList, searchQuery: 'gyoza' };
  it('lets a hotel replace a food search', () => {
    expect(prepare('ok, find me a cheap hostel in Makati', { context: food }).context.searchQuery).toBe('hostel');
    expect(prepare('hanap ka ng hotel malapit dito', { context: food }).context.searchQuery).toBe('hotel');
  });

  it('keeps the event a trip is for when a hotel is asked too', () => {
    expect(prepare('I also need a hotel near the venue', { context: { ...food, searchQuery: 'music concerts' } }).context.searchQuery).toBe(
      'music concerts',
    );
  });

  it('keeps the query when a modifier or a generic word is added', () => {
    expect(prepare('any vegetarian ones?', { context: food }).context.searchQuery).toBe('gyoza');
    expect(
      prepare('is it expensive to park there?', { context: { ...food, focus: { placeId: 'A', name: 'Alpha Ramen' } } }).context.searchQuery,
    ).toBe('gyoza');
  });

  describe('a question about a listed venue or an earlier turn is no new search', () => {
    const cafes = [
      { placeId: 'C1', name: 'Kaffee Alt', category: 'cafe', address: 'Hauptstr 1, Neustadt, Bremen', turn: 0 },
      { placeId: 'C2', name: 'Rostwerk', category: 'cafe', address: 'Ufer 9, Viertel, Bremen', turn: 0 },
    ];
    const ctx: ConversationContext = { ...withList, location: 'Bremen', searchQuery: 'coffee', recentVenues: cafes, alternatives: cafes };
    const run = (message: string, patch: Partial<ConversationContext> = {}) => prepare(message, { context: { ...ctx, ...patch } });

    it.each([
      ['is the second one good for dinner?', 'C2'],
      ['de laatste ligt aan het Ufer toch?', 'C2'],
      ['Die in Neustadt, kan ik daar ook ontbijten?', 'C1'],
    ])('keeps the query and location: %s', (message, id) => {
      const turn = run(message);
      expect(turn.resolved).toMatchObject({ placeId: id });
      expect([turn.context.searchQuery, turn.context.location]).toEqual(['coffee', 'Bremen']);
    });

    it('still takes a new search that comes with a reference', () => {
      expect(run('the second one is perfect. now find me cocktail bars near it').context.searchQuery).toContain('cocktail');
    });

    it('takes the next kind after settling on a venue, and a kind asked instead', () => {
      expect(run("ok we'll do the cheaper one. after that we want a bar with live jazz").context.searchQuery).toBe('bar');
      expect(run("actually scratch that, it's raining. a museum instead, ideally kid friendly").context.searchQuery).toBe('museum');
    });

    it('takes "the one in X" as a reference even with "instead" or "how about"', () => {
      for (const message of ['ok, the one in Viertel instead', 'how about the one in Viertel']) {
        const turn = run(message);
        expect([turn.resolved?.kind === 'venue' && turn.resolved.placeId, turn.context.location]).toEqual(['C2', 'Bremen']);
      }
    });

    it('keeps the city for a superlative country question about a venue and for a place inside a turn recall', () => {
      expect(run('is Rostwerk the best cafe in Germany?').context.location).toBe('Bremen');
      expect(run('what did I ask earlier about Hamburg?').context.location).toBe('Bremen');
    });

    it('reads "near our hotel" as where the user sleeps, not a hotel search', () => {
      expect(run('mas malapit sa hotel namin yung Viertel').context.searchQuery).toBe('coffee');
      expect(run('somewhere closer to our hotel please').context.searchQuery).toBe('coffee');
    });

    it('reads "there" after an explicit move to a new city as that city', () => {
      const focus = { placeId: 'C1', name: 'Kaffee Alt' };
      expect(run("actually let's look in Leipzig instead, we arrive there friday", { focus }).resolved).toBeNull();
      expect(run('nee liever iets in Utrecht, daar slapen we', { focus }).resolved).toBeNull();
    });
  });
  it('keeps the search and points at no venue for "same dish there?" after a new city', () => {
    const turn = prepare('flying to cebu next. same dish there?');
    expect(turn.context.searchQuery).toBe('ramen');
    expect(turn.resolved).toBeNull();
  });

  it('keeps the location when a place describes a venue picked by number', () => {
    const turn = prepare('is the second one in poblacion or legaspi village');
    expect(turn.context.location).toBe('Makati');
    expect(turn.resolved).toMatchObject({ placeId: 'B' });
  });

  it('searches near a listed venue for "what\'s good to eat near the X? Y maybe"', () => {
    const turn = prepare("what's good to eat near alpha ramen? tonkatsu maybe");
    expect(turn.context.searchQuery).toBe('tonkatsu');
  });
});

describe('prepareTurn with generic searches somewhere new', () => {
  it('lets a meal or sightseeing in a new place replace a food search, but not in the same place', () => {
    expect(prepare('lunch sa Salcedo?').context.searchQuery).toBe('lunch');
    expect(prepare('ok also whats there to do in Bath tomorrow').context.searchQuery).toBe('sights and things to do');
    expect(prepare('and lunch?').context.searchQuery).toBe('ramen');
  });

  it('keeps an events search when only sightseeing is asked somewhere new', () => {
    const events = { ...withList, searchQuery: 'music events' };
    expect(
      prepareTurn({ context: events, sessionId: 's', history, message: 'things to do in Chicago?', now: NOW, countTokens }).context
        .searchQuery,
    ).toBe('music events');
  });
});

describe('prepareTurn with a place whose name holds a search word', () => {
  it('searches seafood, not the beach, in Orange Beach', () => {
    const turn = prepare('what about orange beach, any seafood shacks');
    expect(turn.context.location).toBe('Orange Beach');
    expect(turn.context.searchQuery).toContain('seafood');
  });
});

describe('prepareTurn when eating comes after something else', () => {
  const museums: ConversationContext = { ...withList, location: 'Manila', searchQuery: 'museums' };
  const hotel: ConversationContext = {
    ...withList,
    location: 'Baguio',
    searchQuery: 'hotel',
    focus: { placeId: 'B', name: 'Beta Noodles' },
  };
  const run = (context: ConversationContext, message: string) =>
    prepareTurn({ context, sessionId: 's', history, message, now: NOW, countTokens });

  it('lets a meal or a place to eat replace a search that was not for food', () => {
    expect(run(museums, 'ok and lunch nearby after?').context.searchQuery).toBe('lunch');
    const near = run(hotel, 'ok, tapos saan masarap kumain malapit doon?');
    expect(near.context.searchQuery).toBe('kainan');
    expect(near.resolved).toMatchObject({ placeId: 'B' });
  });

  it('keeps a food search when only a meal is asked', () => {
    expect(prepare('and lunch?').context.searchQuery).toBe('ramen');
  });

  it('keeps the location when a question about the list names where some are', () => {
    expect(run(museums, 'which ones are in intramuros').context.location).toBe('Manila');
  });
});

describe('prepareTurn, events after food', () => {
  it('takes an events search somewhere new as the new search, replacing a food one', () => {
    const food = { ...withList, location: 'Chengdu', searchQuery: 'hotpot' };
    const turn = prepareTurn({ context: food, sessionId: 's', history, message: 'events in Taipei this weekend', now: NOW, countTokens });
    expect([turn.context.location, turn.context.searchQuery]).toEqual(['Taipei', 'events this weekend']);
  });
});

describe('prepareTurn, one meal after another', () => {
  it.each([
    ['brunch', 'ok now dinner nearby', 'dinner'],
    ['breakfast', 'lunch?', 'lunch'],
    ['tanghalian', 'hapunan naman', 'hapunan'],
    ['ramen', 'dinner?', 'ramen'],
  ])('after %s, "%s" searches for %s', (known, message, expected) => {
    const turn = prepareTurn({ context: { ...withList, searchQuery: known }, sessionId: 's', history, message, now: NOW, countTokens });
    expect(turn.context.searchQuery).toBe(expected);
  });
});

describe('prepareTurn, a new kind said after a move ("sa ... naman")', () => {
  it('"pupunta kami ng Makati sa Lunes, ramen naman" searches ramen in Makati; "sa rizal park naman" keeps the search', () => {
    const hawker: ConversationContext = { ...withList, location: 'Singapore', searchQuery: 'hawker' };
    const moved = prepare('tapos pupunta kami ng Makati sa Lunes, ramen naman', { context: hawker }).context;
    expect([moved.location, moved.searchQuery]).toEqual(['Makati', 'ramen']);
    expect(
      prepare('sa rizal park naman, may museum din ba?', { context: { ...withList, searchQuery: 'museum' } }).context.searchQuery,
    ).toBe('museum');
  });
});

describe('prepareTurn, the known search named again', () => {
  it('keeps the venue in focus when the message only names the search again', () => {
    const focused = { ...withList, focus: { placeId: 'A', name: 'Alpha Ramen' } };
    const turn = prepare('is ramen here usually spicy?', { context: focused });
    expect(turn.context.focus).toEqual({ placeId: 'A', name: 'Alpha Ramen' });
  });
  it('still starts a new search when it asks for other places of that kind', () => {
    const focused = { ...withList, focus: { placeId: 'A', name: 'Alpha Ramen' } };
    expect(prepare('any other ramen nearby?', { context: focused }).context.focus).toBeNull();
  });
});

describe('prepareTurn, a question that sorts the list', () => {
  it.each(['which one has a view?', 'which of them has a cafe', 'welke heeft een terras?', 'alin dun ang may parking?'])(
    'keeps the search when "%s" asks which listed venue has something',
    (message) => {
      expect(prepare(message).context.searchQuery).toBe('ramen');
    },
  );
  it('still searches anew when the question asks for other places', () => {
    expect(prepare('which other places have a view?').context.searchQuery).not.toBe('ramen');
  });
  it('searches anew when the question names a kind the list is not of (wave cp)', () => {
    expect(prepare('Nice. We also want to see a palace today, which ones are good?').context.searchQuery).toBe('palace');
    expect(prepare('welke musea zijn er hier?').context.searchQuery).toBe('musea');
  });
});

describe('prepareTurn, sights after food', () => {
  it('takes "things to see" after a food search as the new search', () => {
    expect(prepare('top 3 things to see around here?').context.searchQuery).toBe('sights and things to do');
  });
  it('keeps the food search when "puntahan" only says the user goes to the venue picked', () => {
    const focused = { ...withList, focus: { placeId: 'B', name: 'Beta Noodles' } };
    expect(prepare('ok sige, yun na lang puntahan namin', { context: focused }).context.searchQuery).toBe('ramen');
  });
});

describe('prepareTurn, a venue named after at/bij', () => {
  it('takes no search from the words of its name', () => {
    expect(prepare('a table at Cafe Paris tonight, possible?').context.searchQuery).toBe('ramen');
    expect(prepare('reserveren bij Restaurant Rotterdam, kan dat?').context.searchQuery).toBe('ramen');
  });
  it('still reads a search at a known place', () => {
    expect(prepare('sushi at Tsukiji Market?').context.searchQuery).toBe('sushi');
  });
});

describe('prepareTurn, what a venue includes', () => {
  it('reads "is breakfast included there?" as a question to the venue in focus, not a breakfast search', () => {
    const focused = { ...withList, searchQuery: 'hotels', focus: { placeId: 'B', name: 'Beta Noodles' } };
    const turn = prepare('is breakfast included there?', { context: focused });
    expect(turn.resolved).toMatchObject({ placeId: 'B' });
    expect(turn.context.searchQuery).toBe('hotels');
    expect(prepare('kasama na ba breakfast dun?', { context: focused }).resolved).toMatchObject({ placeId: 'B' });
  });
});

describe('prepareTurn, the same kind of food somewhere else', () => {
  it.each([
    'Kun je ook iets bij Valkenburg aanraden, zelfde soort eten?',
    'same kind of food in Valkenburg?',
    'we nemen morgen de trein naar Valkenburg, zelfde ding daar?',
  ])('keeps the search: %s', (message) => {
    const context: ConversationContext = { ...withList, location: 'Maastricht', searchQuery: 'zuurvlees' };
    const turn = prepare(message, { context });
    expect([turn.context.location, turn.context.searchQuery]).toEqual(['Valkenburg', 'zuurvlees']);
  });
});

describe('prepareTurn, "yung may X" and "near the hotel"', () => {
  it('reads "yung may dumplings" as a search before any list is shown', () => {
    const fresh: ConversationContext = { ...withList, location: 'Binondo', searchQuery: null, recentVenues: [], alternatives: [] };
    expect(prepare('oo pls, yung may dumplings', { context: fresh }).context.searchQuery).toBe('dumplings');
    expect(prepare('yung may ramen, open pa?').context.searchQuery).toBe('ramen');
  });
  it.each(['ay sa BGC na lang pala kami, mas malapit sa hotel', 'actually BGC instead, near the hotel'])(
    'keeps the search when the hotel is where the user sleeps: %s',
    (message) => {
      const bars: ConversationContext = { ...withList, location: 'Poblacion', searchQuery: 'cocktail bar' };
      expect(prepare(message, { context: bars }).context.searchQuery).toBe('cocktail bar');
    },
  );
});

describe('prepareTurn, a place to sleep somewhere new', () => {
  it('replaces a trip search when the user moves', () => {
    const trip: ConversationContext = { ...withList, location: 'Cebu', searchQuery: 'day trip', recentVenues: [], alternatives: [] };
    expect(prepare('sa Panglao, may resort ba na hindi masyadong mahal?', { context: trip }).context.searchQuery).toBe('resort');
    expect(prepare('and a hotel there?', { context: trip }).context.searchQuery).toBe('day trip');
  });
});

describe('prepareTurn, Dutch "bij" that is no "near"', () => {
  it('keeps the search in "kun je daar ook kaas bij bestellen?"', () => {
    const turn = prepare('En de tweede, kun je daar ook kaas bij bestellen?', { context: { ...withList, searchQuery: 'wijnbar' } });
    expect([turn.context.searchQuery, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['wijnbar', 'B']);
  });
});

describe('prepareTurn, Dutch "bij" at a venue', () => {
  it('keeps the search in "hoe lang duurt een rondleiding bij de tweede?"', () => {
    const turn = prepare('Hoe lang duurt een rondleiding bij de tweede?', { context: { ...withList, searchQuery: 'musea' } });
    expect([turn.context.searchQuery, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['musea', 'B']);
  });
});

describe('prepareTurn, the way between listed places', () => {
  const sights = [
    { placeId: 'M1', name: 'MAS', category: 'museum', turn: 0 },
    { placeId: 'K1', name: 'Vogeltjesmarkt', category: 'markt', turn: 0 },
  ];
  const trip = { ...withList, location: 'Antwerpen', searchQuery: 'things to do', recentVenues: sights, alternatives: sights };
  it('is no search: "paano pumunta mula sa museum papunta sa market?"', () => {
    expect(prepare('paano pumunta mula sa museum papunta sa market?', { context: trip }).context.searchQuery).toBe('things to do');
  });
  it('keeps a search said in the sentence before: "we\'re doing a day trip to Sintra. How do I get there from Rossio?"', () => {
    expect(
      prepare("On Saturday we're doing a day trip to Sintra. How do I get there from Rossio?", { context: trip }).context.searchQuery,
    ).toBe('day trip');
  });
});

describe('prepareTurn, places of a diet', () => {
  const dumplings = { ...withList, location: 'Melbourne', searchQuery: 'dumplings', focus: null };
  it('"any good vegan places there?" after dumplings is the new search', () => {
    expect(prepare("actually we're staying in fitzroy, any good vegan places there?", { context: dumplings }).context.searchQuery).toBe(
      'vegan places',
    );
  });
  it('"some other vegetarian restaurants" asks for more of the same search', () => {
    expect(prepare('No, please check with some other Vegetarian Restaurants.', { context: dumplings }).context.searchQuery).toBe(
      'dumplings',
    );
  });
});

describe('prepareTurn, "wat valt er te doen in ..."', () => {
  it('moves to the town and points at no venue ("er" is no "there")', () => {
    const schools = [
      { placeId: 'K1', name: 'Blue Elephant Cooking School', turn: 0 },
      { placeId: 'K2', name: 'Silom Thai Cooking School', turn: 0 },
    ];
    const turn = prepare('ok en wat valt er te doen in chiang mai?', {
      context: {
        ...withList,
        location: 'Bangkok',
        searchQuery: 'kookles',
        recentVenues: schools,
        alternatives: schools,
        focus: { placeId: 'K1', name: 'Blue Elephant Cooking School' },
      },
    });
    expect([turn.context.location, turn.resolved]).toEqual(['Chiang Mai', null]);
  });
});

describe('prepareTurn, what to see on a day trip', () => {
  it('"ok sold. what should I see in mechelen" after a day trip is a search for sights', () => {
    expect(
      prepare('ok sold. what should I see in mechelen', {
        context: { ...withList, location: 'Mechelen', searchQuery: 'day trip', recentVenues: [], alternatives: [], focus: null },
      }).context.searchQuery,
    ).toBe('sights and things to do');
  });
});

// Issue 17, the class "a misread first search loses the conversation": what the person already has or has been doing is said in
// passing, not asked for.
describe('prepareTurn reads past what the person has or has been doing', () => {
  it('does not search for an appointment at a time of day ("may 1pm standup pa kasi ako")', () => {
    const turn = prepare('need a quick lunch spot sa BGC, may 1pm standup pa kasi ako. something healthy naman, salad or grain bowls');
    expect(turn.context).toMatchObject({ location: 'BGC', searchQuery: 'salad' });
    expect(prepare('I have a 2pm meeting, any ramen in Shibuya?').context.searchQuery).toBe('ramen');
  });
  it('does not search for, or in, what they have been doing a lot (Tagalog kaka-)', () => {
    const turn = prepare(
      'nandito kami ngayon sa Shinjuku, pagod na kami sa kaka-shopping sa Don Quijote kaya gutom na. Hanapan mo nga kami ng ramen',
    );
    expect(turn.context).toMatchObject({ location: 'Shinjuku', searchQuery: 'ramen' });
    expect(prepare('may kakanin ba sa Quiapo?').context.searchQuery).toBe('kakanin');
  });
});

describe('prepareTurn reads a Tagalog place named after what it serves', () => {
  it.each([
    ['Saan ga may lomihan dine sa Makati?', 'lomihan'],
    ['may bulaluhan ba sa Tagaytay?', 'bulaluhan'],
  ])('"%s" searches for %s', (message, query) => {
    expect(prepare(message).context.searchQuery).toBe(query);
  });
});

// Issue 17, the class "a misread first search loses the conversation", in Dutch and Flemish.
describe('prepareTurn reads a Dutch first question for what it asks', () => {
  it.each([
    ['Wat moeten we zeker gezien hebben in Alfama?', 'sights and things to do'],
    ['Hey! Waar kan ge hier in Lissabon goed en goedkoop eten? Zit op Erasmus dus mijn budget is echt minimaal haha', 'eten'],
  ])('"%s" searches for %s', (message, query) => {
    expect(prepare(message, { context: null, history: [] }).context.searchQuery).toBe(query);
  });
  it('reads no search in a past participle said of oneself', () => {
    expect(prepare('Ik heb de film gezien', { context: null, history: [] }).context.searchQuery).toBeNull();
  });
});
