import { describe, expect, it } from 'vitest';
import type { Turn } from '../contract/concierge-contract';
import { type ConversationContext } from './conversation-context';
import { prepareTurn } from './prepare-turn';
import { countTokens, history, NOW, prepare, withList } from './prepare-turn.fixture';

describe('prepareTurn when a message points and searches at once', () => {
  const focused: ConversationContext = { ...withList, focus: { placeId: 'B', name: 'Beta Noodles' } };
  const run = (message: string) => prepareTurn({ context: focused, sessionId: 's', history, message, now: NOW, countTokens });

  it.each([
    'pupunta kami sa Pasig, saan pwede mag-kape dun?',
    'we go to Pasig tomorrow, any coffee there?',
    'morgen naar Utrecht, is daar koffie?',
  ])('takes "there" after a newly named city for that city, not the venue in focus: %s', (message) => {
    const turn = run(message);
    expect(turn.resolved).toBeNull();
    expect(turn.context.location).not.toBe('Makati');
  });

  it.each([
    ['sige dun na lang kami. tapos lunch sa Salcedo?', 'lunch', 'Salcedo'],
    ['top, daar gaan we heen. iets voor koffie in Poblacion?', 'koffie', 'Poblacion'],
  ])('settles on the venue in focus in a first sentence and still searches after it: %s', (message, query, location) => {
    const turn = run(message);
    expect(turn.resolved).toMatchObject({ kind: 'venue', placeId: 'B' });
    expect(turn.context.searchQuery).toContain(query);
    expect(turn.context.location).toBe(location);
  });

  it('does not take an agreeing "it" in a first sentence for a pick', () => {
    expect(run("ok it's good. now find me coffee in Poblacion").resolved).toBeNull();
  });
});

describe('prepareTurn with part of a venue name', () => {
  it('takes "Hotel New York" for the listed restaurant, not the city', () => {
    const listed = [
      { placeId: 'H', name: 'Hotel New York Restaurant', turn: 0 },
      { placeId: 'E', name: 'Euromast', turn: 0 },
    ];
    const context = {
      ...withList,
      location: 'Rotterdam',
      searchQuery: 'restaurant met uitzicht',
      recentVenues: listed,
      alternatives: listed,
    };
    const turn = prepareTurn({
      context,
      sessionId: 's',
      history,
      message: 'Hotel New York, moet je daar reserveren?',
      now: NOW,
      countTokens,
    });
    expect(turn.resolved).toMatchObject({ placeId: 'H' });
    expect(turn.context.location).toBe('Rotterdam');
    expect(turn.context.searchQuery).toBe('restaurant met uitzicht');
  });
});

describe('prepareTurn, a venue picked by what it has', () => {
  it.each(['die met de molens', 'degene met het terras, is die open?', 'yung may rooftop', 'the one with the garden'])(
    'is no new search: %s',
    (message) => {
      const turn = prepare(message);
      expect(turn.context.searchQuery).toBe('ramen');
    },
  );
});

describe('prepareTurn, asking about the venue in focus', () => {
  it.each(['cash only there?', 'does it do food or just wine', 'can I get egg coffee at the same place'])(
    'keeps the search: %s',
    (message) => {
      const turn = prepare(message, { context: { ...withList, focus: { placeId: 'B', name: 'Beta Noodles' } } });
      expect([turn.context.searchQuery, turn.resolved?.kind === 'venue' && turn.resolved.placeId]).toEqual(['ramen', 'B']);
    },
  );
});

describe('prepareTurn, a search by a listed venue', () => {
  it('takes "coffee near the second one" as a new search, with the venue resolved', () => {
    const turn = prepare('coffee near the second one?');
    expect(turn.context.searchQuery).toBe('coffee');
    expect(turn.resolved).toMatchObject({ placeId: 'B' });
  });
  it('keeps the search when the venue is asked about what is near it', () => {
    expect(prepare('is the first one near the beach?').context.searchQuery).toBe('ramen');
  });
});

describe('prepareTurn, what to see in town', () => {
  it.each([
    'Ik ben er voor de tweede keer, wat moet ik verder zeker zien in de stad?',
    "it's my second time there, what should I see in town?",
  ])('is about the town, not the venue in focus: %s', (message) => {
    const turn = prepare(message, { context: { ...withList, focus: { placeId: 'A', name: 'Alpha Ramen' } } });
    expect(turn.resolved).toBeNull();
  });
  it('still reads "er" as the venue in a question about it', () => {
    const turn = prepare('kan ik er pinnen?', { context: { ...withList, focus: { placeId: 'A', name: 'Alpha Ramen' } } });
    expect(turn.resolved).toMatchObject({ kind: 'venue', placeId: 'A' });
  });
});

describe('prepareTurn, a venue picked by what it is near', () => {
  it.each(['yung malapit sa katipunan', 'die vlakbij Katipunan, is die open?'])('%s', (message) => {
    const ramen = [
      { placeId: 'R1', name: 'Ramen Yushoken', address: 'Tomas Morato, QC', turn: 0 },
      { placeId: 'R2', name: 'Mendokoro', address: 'Katipunan Ave, QC', turn: 0 },
    ];
    const turn = prepare(message, { context: { ...withList, location: 'QC', recentVenues: ramen, alternatives: ramen } });
    expect([turn.context.location, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['QC', 'R2']);
  });
});

describe('prepareTurn, Tagalog "may malapit bang X sa <venue>"', () => {
  it('is a new search next to the venue named', () => {
    const turn = prepare('may malapit bang kainan sa Beta Noodles?', { context: { ...withList, searchQuery: 'surf' } });
    expect([turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null, turn.context.searchQuery]).toEqual(['B', 'kainan']);
  });
});

describe('prepareTurn, a search next to the venue in focus', () => {
  it.each([
    ['breakfast near there?', 'breakfast'],
    ['Is er een cocktailbar in de buurt daarvan?', 'cocktailbar'],
    ['kape malapit dun?', 'coffee'],
  ])('%s starts from the venue and searches anew', (message, query) => {
    const turn = prepare(message, { context: { ...withList, focus: { placeId: 'B', name: 'Beta Noodles' } } });
    expect([turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null, turn.context.searchQuery]).toEqual(['B', query]);
  });
  it('reads "near there" as the area when no venue is in focus', () => {
    expect(prepare('tacos near there?', { context: { ...withList, focus: null, recentVenues: [], alternatives: [] } }).resolved).toBeNull();
  });
});

describe('prepareTurn, a search next to a listed venue', () => {
  it('searches for what is asked near it: "any good kakigori near the first one?"', () => {
    const turn = prepare('any good kakigori near the first one?', { context: { ...withList, searchQuery: 'things to do' } });
    expect([turn.context.searchQuery, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['kakigori', 'A']);
  });
});

describe('prepareTurn, "what about" an ordinal', () => {
  it('keeps the search: "what about the 2nd museum?" asks about a venue', () => {
    const sights = [
      { placeId: 'M1', name: 'Rijksmuseum', category: 'museum', turn: 0 },
      { placeId: 'P1', name: 'Vondelpark', category: 'park', turn: 0 },
      { placeId: 'M2', name: 'Stedelijk', category: 'museum', turn: 0 },
    ];
    const turn = prepare('what about the 2nd museum?', {
      context: { ...withList, searchQuery: 'things to do', recentVenues: sights, alternatives: sights },
    });
    expect([turn.context.searchQuery, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['things to do', 'M2']);
  });
});

describe('prepareTurn, a lead sentence that moves', () => {
  it('points at no venue: "actually let\'s look at Oaxaca instead, we fly there friday. where\'s good mole?"', () => {
    const turn = prepare("actually let's look at Oaxaca instead, we fly there friday. where's good mole?", {
      context: { ...withList, location: 'CDMX', focus: { placeId: 'B', name: 'Beta Noodles' } },
    });
    expect([turn.context.location, turn.resolved]).toEqual(['Oaxaca', null]);
  });
});

describe('prepareTurn, a feature asked of the venue pointed at', () => {
  const cafes = [
    { placeId: 'C1', name: 'Bag of Beans', category: 'cafe', turn: 0 },
    { placeId: 'C2', name: "Sonya's Garden", category: 'garden restaurant', turn: 0 },
  ];
  const ctx = {
    ...withList,
    location: 'Tagaytay',
    searchQuery: 'kape',
    recentVenues: cafes,
    alternatives: cafes,
    focus: { placeId: 'C2', name: "Sonya's Garden" },
  };
  it('keeps the search: "ah yung isa na lang, may view ba ng taal?"', () => {
    const turn = prepare('ah yung isa na lang, may view ba ng taal?', { context: ctx });
    expect([turn.context.searchQuery, turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null]).toEqual(['kape', 'C1']);
  });
});

describe('prepareTurn, a search timed against a listed venue', () => {
  it('is a new search: "and bbq before the concert?"', () => {
    const events = [
      { placeId: 'E1', name: 'Blues on the Green', category: 'free concert', address: 'Zilker Park', turn: 0 },
      { placeId: 'E2', name: 'Austin Food + Wine Fest', category: 'food festival', turn: 0 },
    ];
    const turn = prepare('and bbq before the concert?', {
      context: {
        ...withList,
        location: 'Austin',
        searchQuery: 'events this weekend',
        recentVenues: events,
        alternatives: events,
        focus: { placeId: 'E1', name: 'Blues on the Green' },
      },
    });
    expect(turn.context.searchQuery).toBe('bbq');
  });
});

describe('prepareTurn, "there" and "dat" meaning a town or sight, not the venue in focus', () => {
  const fries = [
    { placeId: 'F1', name: 'Frituur Jozef', category: 'frituur', rating: 4.6, turn: 0 },
    { placeId: 'F2', name: "'t Frietketeltje", category: 'frituur', address: 'Oudburg 17, Gent', rating: 4.4, turn: 0 },
  ];
  const gent = {
    ...withList,
    location: 'Gent',
    searchQuery: 'frietkot',
    recentVenues: fries,
    alternatives: fries,
    focus: { placeId: 'F2', name: "'t Frietketeltje" },
  };
  it('"Morgen willen we naar Brugge, is dat de moeite?": dat is Brugge', () => {
    const turn = prepare('Merci. Morgen willen we naar Brugge, is dat de moeite?', { context: gent });
    expect([turn.context.location, turn.resolved]).toEqual(['Brugge', null]);
  });
  it('"Wat zijn daar de beste musea?": the best of a new kind is a search, no pick of the best-rated frituur', () => {
    const turn = prepare('Wat zijn daar de beste musea?', { context: { ...gent, location: 'Brugge' } });
    expect([turn.context.searchQuery, turn.resolved]).toEqual(['musea', null]);
  });
  it('"de best beoordeelde" still picks the best rated', () => {
    const turn = prepare('Oké, en de best beoordeelde, waar zit die precies?', { context: gent });
    expect(turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null).toBe('F1');
  });
  it('"and rooftop bars around there?": a new search around there is in the area', () => {
    expect(
      prepare('and rooftop bars around there with a view?', { context: { ...withList, focus: { placeId: 'B', name: 'Beta Noodles' } } })
        .resolved,
    ).toBeNull();
  });
  it('"Waar kunnen we daar in de buurt ontbijten?" still searches next to the venue in focus', () => {
    const turn = prepare('Waar kunnen we daar in de buurt ontbijten?', {
      context: { ...withList, focus: { placeId: 'B', name: 'Beta Noodles' } },
    });
    expect(turn.resolved?.kind === 'venue' ? turn.resolved.placeId : null).toBe('B');
  });
  const focused = { ...withList, focus: { placeId: 'B', name: 'Beta Noodles' } };
  it.each([
    'great, thanks! is it safe to take an uber at night there?',
    'is it true it rains every day there in summer?',
    'Hoe laat sluiten de winkels daar op zondag?',
    'we first want to see Schönbrunn in the morning, how long do we need there?',
    'En daarna willen we naar de Markthal. Wat is daar leuk om te eten?',
  ])('"%s" is about the town or the sight named', (message) => {
    expect(prepare(message, { context: focused }).resolved).toBeNull();
  });
  it.each(['ok last q, uber from there back to the city at night ok?', "Merci. En hoe lang is 't wandelen van daar naar het MAS?"])(
    '"%s" still sets off from the venue in focus',
    (message) => {
      expect(prepare(message, { context: focused }).resolved?.kind === 'venue').toBe(true);
    },
  );
});

describe('prepareTurn, a move leaves the venue in focus behind', () => {
  it('"how long does the train take to get there" after "potsdam is a nice day out too?" is Potsdam, not the market in focus', () => {
    const markets = [
      { placeId: 'M1', name: 'Gendarmenmarkt Christmas Market', address: 'Gendarmenmarkt, Berlin', turn: 0 },
      { placeId: 'M2', name: 'Christmas Market at Charlottenburg Palace', address: 'Spandauer Damm, Berlin', turn: 0 },
    ];
    const berlin = {
      ...withList,
      location: 'Berlin',
      searchQuery: 'christmas markets',
      recentVenues: markets,
      alternatives: markets,
      focus: { placeId: 'M2', name: 'Christmas Market at Charlottenburg Palace' },
    };
    const moved = prepare('someone told me potsdam is a nice day out too?', { context: berlin });
    expect(moved.context.focus).toBeNull();
    expect(prepare('how long does the train take to get there', { context: moved.context }).resolved).toBeNull();
  });
});

describe('prepareTurn, going back to an earlier question', () => {
  it('takes that question\'s search back: "going back to what i asked at the start, any of those with an outdoor area?"', () => {
    const h: Turn[] = [
      { role: 'user', content: 'techno clubs in berlin this weekend?' },
      { role: 'model', content: '1. Alpha Club 2. Beta Club' },
      { role: 'user', content: 'cool. before that, coffee in neukölln saturday afternoon?' },
      { role: 'model', content: '1. Gamma Coffee 2. Delta Cafe' },
    ];
    const turn = prepare('going back to what i asked at the start, any of those with an outdoor area?', {
      history: h,
      context: { ...withList, location: 'Neukölln', searchQuery: 'coffee', userTurns: 2, focus: null },
    });
    expect(turn.context.searchQuery).toContain('techno');
  });
});

describe('prepareTurn, a request put to the venue in focus', () => {
  it('"pwede ba mag request ng cake dun" asks the steakhouse in focus, and starts no search for cake', () => {
    const steak = [
      { placeId: 'S1', name: 'Mamou', turn: 0 },
      { placeId: 'S2', name: 'Wolfgang', turn: 0 },
    ];
    const turn = prepare('pwede ba mag request ng cake dun', {
      context: { ...withList, searchQuery: 'steak', recentVenues: steak, alternatives: steak, focus: { placeId: 'S1', name: 'Mamou' } },
    });
    expect([turn.context.searchQuery, turn.resolved]).toEqual(['steak', expect.objectContaining({ placeId: 'S1' })]);
  });
});

describe('prepareTurn, "is dat het oudste museum ..."', () => {
  it('asks about the venue in focus and starts no search for museums', () => {
    const sights = [
      { placeId: 'H1', name: 'Molen De Adriaan', turn: 0 },
      { placeId: 'H2', name: 'Teylers Museum', turn: 0 },
    ];
    const turn = prepare('is dat het oudste museum van nederland?', {
      context: {
        ...withList,
        location: 'Haarlem',
        searchQuery: 'things to do',
        recentVenues: sights,
        alternatives: sights,
        focus: { placeId: 'H2', name: 'Teylers Museum' },
      },
    });
    expect([turn.context.searchQuery, turn.resolved]).toEqual(['things to do', expect.objectContaining({ placeId: 'H2' })]);
  });
  it('"is er eentje vegan?" starts no search either', () => {
    const turn = prepare('is er eentje vegan?', { context: { ...withList, searchQuery: 'ontbijt' } });
    expect(turn.context.searchQuery).toBe('ontbijt');
  });
});

describe('prepareTurn, settling on a listed kind', () => {
  it('"de jazz is wel iets voor mij" starts no new search for jazz', () => {
    expect(
      prepare('de jazz is wel iets voor mij. hoe laat begint het daar?', { context: { ...withList, searchQuery: 'concerten' } }).context
        .searchQuery,
    ).toBe('concerten');
  });
});

// Wave cd: a listed venue named by its kind after "van aan" / "from that" is where the walk starts; "daar" is the venue in
// focus, where it ends.
describe('prepareTurn, the way there from a listed venue named by its kind', () => {
  const listed = [
    { placeId: 'F', name: 'Clube de Fado', category: 'fado', turn: 0 },
    { placeId: 'W', name: 'Wine Bar do Castelo', category: 'wine bar', turn: 2 },
  ];
  const context: ConversationContext = {
    ...withList,
    recentVenues: listed,
    alternatives: [listed[1]],
    focus: { placeId: 'W', name: 'Wine Bar do Castelo' },
  };
  it.each(['hoe geraken we daar van aan die fadobar', 'how do we get there from that fado bar'])('%s', (message) => {
    const turn = prepareTurn({ context, sessionId: 's', history, message, now: NOW, countTokens });
    expect(turn.resolved).not.toMatchObject({ placeId: 'F' });
  });
});
