import { describe, expect, it } from 'vitest';
import { emptyContext, type ConversationContext } from '../conversation-context';
import { analyseStage } from './analyse';
import { extractStage } from './extract';

const venues = [
  { placeId: 'A', name: 'Alpha Ramen', turn: 0 },
  { placeId: 'B', name: 'Beta Noodles', turn: 0 },
];
const withList: ConversationContext = {
  ...emptyContext('s', 0),
  location: 'Makati',
  searchQuery: 'ramen',
  recentVenues: venues,
  alternatives: venues,
};

function extract(message: string, context: ConversationContext = withList) {
  const { query, newSearch, location, queryRule, locationRule } = extractStage(analyseStage(message, context, []), context);
  return { query: query?.query ?? null, newSearch, location, queryRule, locationRule };
}

describe('extractStage', () => {
  // Wave bx and bw: the story around the ask is no kind ("backpacking solo"), nor is a craving's verb ("heb goesting in").
  it('reads the kind asked for, not the story around it', () => {
    const first = emptyContext('s', 0);
    const solo = "hey! backpacking solo in Lisbon, staying in Bairro Alto. want somewhere for dinner where it's normal to eat alone";
    expect(extract(solo, first)).toMatchObject({ query: 'dinner', location: 'Bairro Alto' });
    const kot = 'hey, ik zit hier op uitwisseling in Seoul, kot in Hongdae, en heb goesting in Koreaanse bbq vanavond';
    expect(extract(kot, first)).toMatchObject({ query: 'koreaanse bbq', location: 'Hongdae' });
  });
  // Wave bt: "orchard" is a kind of place (a fruit farm) and Singapore's Orchard; the place searched in is not what is sought.
  it('reads no query from the name of the place searched in', () => {
    const first = emptyContext('s', 0);
    expect(extract('day off ko today, nasa Orchard ako. san may murang kopi at kaya toast dito?', first)).toMatchObject({
      query: 'kaya toast',
      location: 'Orchard',
      queryRule: 'guard:query-is-the-place, extract-query:names-a-kind',
    });
    const pinoy = 'nasa Lucky Plaza ako sa Orchard, san pwede kumain dito sa malapit? pinoy food sana or kahit anong mura lang';
    expect(extract(pinoy, first)).toMatchObject({ query: 'pinoy food', location: 'Orchard' });
  });

  it('takes what and where from the extractors', () => {
    expect(extract('sushi in BGC')).toEqual({
      query: 'sushi',
      newSearch: true,
      location: 'BGC',
      queryRule: 'extract-query:names-a-kind',
      locationRule: 'extract-location:searched-place',
    });
  });
  it("reads a listed venue's name as neither what nor where", () => {
    expect(extract('is Alpha Ramen open late?')).toMatchObject({ query: null, location: null, queryRule: 'none', locationRule: 'none' });
  });
  it.each([
    'oh sorry amsterdam haha, we zitten in een hotel vlakbij centraal station',
    "oh sorry, amsterdam! we're staying in a hotel near central station",
    'ay sorry, sa amsterdam po. nasa hotel kami malapit sa central station',
  ])('takes where the person sleeps for where they are, not a search for hotels: "%s"', (message) => {
    expect(extract(message)).toMatchObject({ query: null, queryRule: 'guard:where-we-stay', location: 'Amsterdam' });
  });
  // Wave de: the hotel as the place to be near is no search for hotels, nor are the words around it ("iets bij", "dichter bij").
  it.each([
    ['Eigenlijk liever iets bij mijn hotel. Midtown, bij Grand Central.', 'Grand Central'],
    ['ah wacht, liever toch iets dichter bij mn hotel, in De Pijp', 'De Pijp'],
    ['can you find me something right by the hotel instead, in Poblacion', 'Poblacion'],
  ])('reads "%s" as a place to be near, not a search', (message, location) => {
    expect(extract(message)).toMatchObject({ query: null, location });
  });
  // Wave cb: the subject left out ("zitten in een hotel in ..."), and what else the message asks for is the search.
  it('searches what else is asked beside where the person sleeps', () => {
    const first = emptyContext('s', 0);
    const message =
      'help 😩 peuter is al wakker sinds 5u. zitten in een hotel in le Marais. is hier iets dat nu al open is? bakker of zo 🥐';
    expect(extract(message, first)).toMatchObject({
      query: 'bakker',
      location: 'le Marais',
      queryRule: 'guard:where-we-stay+names-a-kind',
    });
  });
  // Wave ca: an emoji says the kind of a first search that names none in words; beside words or after a search it adds nothing.
  it('reads the kind of a first search from an emoji when no word names one', () => {
    const first = emptyContext('s', 0);
    expect(extract('guys san tayo sa BGC mamaya 🍻 basta hindi sa mall ha, sawa na kami sa mall', first)).toMatchObject({
      query: 'bar',
      location: 'BGC',
      queryRule: 'emoji-kind',
    });
    expect(extract('where can i get cheap lunch around Sinchon?? 🍜', first)).toMatchObject({ query: 'lunch' });
    expect(extract('merci gasten, tot later 🍕👋')).toMatchObject({ query: null });
  });
  it('takes the hotel checked out of for where the person is, not a search for hotels (wave cf)', () => {
    const first = emptyContext('s', 0);
    const message =
      'Checkout na kami sa hotel sa Shinjuku 🧳 8pm pa flight namin sa Haneda. Ano pwede puntahan malapit sa Shinjuku Station?';
    expect(extract(message, first)).toMatchObject({ query: 'sights and things to do', location: 'Shinjuku' });
  });
  it('reads "sq" typed for square (wave cf)', () => {
    const first = emptyContext('s', 0);
    expect(extract('2.5 hrs between finals near washington sq park. need cheap lunch', first)).toMatchObject({
      query: 'lunch',
      location: 'Washington Square',
    });
  });
  it('still searches hotels when asked for ("any hotel near central station?")', () => {
    expect(extract('any hotel near the central station in amsterdam?')).toMatchObject({ query: 'hotel' });
  });
  it('takes the known search named again as no new search', () => {
    expect(extract('ramen in Makati?')).toMatchObject({ query: 'ramen', newSearch: false });
  });
  it('takes more of the known search as a new search', () => {
    expect(extract('more ramen please')).toMatchObject({ query: 'ramen', newSearch: true });
  });
  it('takes "the same kind" as a new search of the known one', () => {
    expect(extract('zelfde soort eten?')).toMatchObject({ newSearch: true });
  });
});

describe('extractStage guards', () => {
  it('asks-the-way: the way between listed places is no search for them', () => {
    const market = [...venues, { placeId: 'M', name: 'Mercado', category: 'market', turn: 0 }];
    const context = { ...withList, recentVenues: market, alternatives: market };
    expect(extract('hoe kom ik van het museum naar de markt?', context)).toMatchObject({ query: null, queryRule: 'guard:asks-the-way' });
  });
  it('small-talk (issue 17): a message of nothing but small talk moves nothing', () => {
    const nothing = { query: null, newSearch: false, location: null, queryRule: 'guard:small-talk', locationRule: 'guard:small-talk' };
    expect(['thanks!', 'salamat', 'bedankt'].map((message) => extract(message))).toEqual([nothing, nothing, nothing]);
  });
  it('small-talk (issue 17): the words of a question about the weather are no search', () => {
    expect(extract('kamusta ang panahon sa Seoul ngayon?')).toMatchObject({ query: null, queryRule: 'guard:small-talk' });
  });
  it('names the query rule and the location rule that decided, also a location rule that decided there is none', () => {
    expect([
      extract('ok what should I see in bruges'),
      extract('day trip from osaka to nara?'),
      extract('yung sa session road na lang'),
    ]).toMatchObject([
      { query: 'sights and things to do', queryRule: 'extract-query:what-to-see-or-do', locationRule: 'extract-location:searched-place' },
      { query: 'day trip', location: 'Nara', locationRule: 'extract-location:trip-from-to' },
      { location: null, locationRule: 'extract-location:typed-road-or-landmark' },
    ]);
  });
  it('small-talk (issue 17): a generic word inside a question about tipping or the best time is no search', () => {
    expect(extract('one more thing, do people tip at restaurants there?')).toMatchObject({ query: null, queryRule: 'guard:small-talk' });
    expect(extract('moet je hier fooi geven in een restaurant?')).toMatchObject({ query: null, queryRule: 'guard:small-talk' });
  });
  it('small-talk (issue 17): a kind inside a question about when to go is what the advice is about, not a search', () => {
    const none = { query: null, queryRule: 'guard:small-talk' };
    expect([
      extract('Wat is over het algemeen het beste seizoen om de tuinen hier te bezoeken, het voorjaar of de herfst?'),
      extract("what's the best time of year to visit the gardens here?"),
    ]).toMatchObject([none, none]);
  });
  it('small-talk (issue 17): a search in small talk still searches', () => {
    expect([extract('thanks, now sushi in BGC'), extract('nashville next week, want hot chicken')]).toMatchObject([
      { query: 'sushi', location: 'BGC', queryRule: 'extract-query:names-a-kind' },
      { query: 'hot chicken', queryRule: 'extract-query:names-a-kind' },
    ]);
  });
  it('modifier-words (issue 17): a modifier or a look back is no query', () => {
    const none = { query: null, queryRule: 'guard:modifier-words' };
    expect([extract('iba naman'), extract('show me that pizza place from before again')]).toMatchObject([none, none]);
  });
  it('modifier-words (issue 17): a search beside a modifier still searches', () => {
    expect(extract('something else, maybe sushi?')).toMatchObject({ query: 'sushi', queryRule: 'extract-query:names-a-kind' });
  });
});
