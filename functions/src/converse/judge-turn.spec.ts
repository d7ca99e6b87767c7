import { describe, expect, it } from 'vitest';
import type { Place } from '../contract/place';
import { emptyContext } from '../context/conversation-context';
import { intentOf, judgeTurn, selectVenue, type SeenSoFar } from './judge-turn';
import type { TurnRecord } from './turn-record';

const place = (id: string, name: string, extra: Partial<Place> = {}): Place => ({ placeId: id, name, ...extra });
const NAGI = place('p1', 'Ramen Nagi', { priceLevel: 'moderate', rating: 4.5, address: 'Greenbelt 3, Makati' });
const SANTOUKA = place('p2', 'Hokkaido Ramen Santouka', { priceLevel: 'inexpensive', rating: 4.2 });
const IPPUDO = place('p3', 'Ippudo', { priceLevel: 'expensive', rating: 4.7 });

function seenAfterList(): SeenSoFar {
  const list = [NAGI, SANTOUKA, IPPUDO];
  return { lists: new Map([[0, list]]), venues: new Map(list.map((venue) => [venue.placeId, venue])), focus: null, previous: null };
}

function record(reply: string, extra: Partial<TurnRecord> = {}): TurnRecord {
  const context = { ...emptyContext('s', 0), location: 'Makati', searchQuery: 'ramen' };
  return { user: 'x', reply, context, venues: [], calls: [], error: null, ...extra };
}

describe('reading what a reply did', () => {
  it('takes a details call on one venue as details about it', () => {
    const turn = record('Ippudo is open until 22:00.', { calls: [{ method: 'details', args: ['p3'], result: IPPUDO }] });
    expect(intentOf(turn, seenAfterList())).toEqual({ intent: 'details', about: ['p3'] });
  });

  it('takes a reply naming two listed venues, with no call, as a comparison', () => {
    expect(intentOf(record('Santouka is cheaper than Ippudo.'), seenAfterList())).toEqual({ intent: 'compare', about: ['p2', 'p3'] });
  });

  it('takes a distance measured by locating the venue as a comparison about that venue', () => {
    const turn = record('About 1.2 km, a 15 min walk.', { calls: [{ method: 'locate', args: [{ placeId: 'p1' }], result: NAGI }] });
    expect(intentOf(turn, seenAfterList())).toEqual({ intent: 'compare', about: ['p1'] });
  });

  it('takes a distance between one venue and a landmark, both found, as details about that venue', () => {
    // "how far is the second one from Times Square on foot?": the reply tells about one card; it weighs nothing against another.
    const landmark = place('offline:landmark:nyc-0', 'Times Square');
    const calls = [
      { method: 'locate', args: [{ placeId: 'p2' }], result: SANTOUKA },
      { method: 'locate', args: [{ name: 'Times Square', location: 'New York' }], result: landmark },
    ];
    const turn = record('**Hokkaido Ramen Santouka** is about 740 m from Times Square.', { calls });
    expect(intentOf(turn, seenAfterList())).toEqual({ intent: 'details', about: ['p2'] });
  });

  it('keeps a distance whose other end was not found a comparison, as before', () => {
    const calls = [
      { method: 'locate', args: [{ placeId: 'p2' }], result: SANTOUKA },
      { method: 'locate', args: [{ name: 'the arcade one' }], result: null },
    ];
    const turn = record("I couldn't find where the arcade one is, so I can't tell the distance.", { calls });
    expect(intentOf(turn, seenAfterList()).intent).toBe('compare');
  });

  it('takes two distances from one shared end as a comparison of the two venues, not of the end', () => {
    // "alin mas malapit sa sushi resto, yung una o yung pangatlo?": Nagi is where both distances start.
    const locate = (venue: Place) => ({ method: 'locate', args: [{ placeId: venue.placeId }], result: venue });
    const calls = [locate(NAGI), locate(SANTOUKA), locate(NAGI), locate(IPPUDO)];
    const turn = record('Closer to Ramen Nagi is Ippudo: about 150 m, against 500 m for Hokkaido Ramen Santouka.', { calls });
    expect(intentOf(turn, seenAfterList())).toEqual({ intent: 'compare', about: ['p2', 'p3'] });
  });

  it('takes lookups on every listed venue whose reply names one as a comparison about that one', () => {
    const calls = [NAGI, SANTOUKA, IPPUDO].map((venue) => ({
      method: 'details',
      args: [venue.placeId, { facts: ['priceLevel'] }],
      result: venue,
    }));
    const turn = record('The cheapest is Hokkaido Ramen Santouka (inexpensive).', { calls });
    expect(intentOf(turn, seenAfterList())).toEqual({ intent: 'compare', about: ['p2'] });
  });

  it('takes listed venues measured from an area, then one looked up and named, as details about that one', () => {
    const measure = [NAGI, SANTOUKA, IPPUDO].map((venue) => ({ method: 'locate', args: [{ placeId: venue.placeId }], result: venue }));
    const calls = [...measure, { method: 'details', args: ['p3', { facts: ['openingHours'] }], result: IPPUDO }];
    const turn = record('Closest to Greenbelt is **Ippudo**, about 300 m away. Ippudo is open until 22:00.', { calls });
    expect(intentOf(turn, seenAfterList())).toEqual({ intent: 'details', about: ['p3'] });
  });

  it('takes a search that found one place, then a lookup of it, as details about that place', () => {
    const calls = [
      { method: 'search', args: [{ query: 'Ippudo', location: 'Makati' }], result: [IPPUDO] },
      { method: 'details', args: ['p3', { facts: ['openingHours'] }], result: IPPUDO },
    ];
    expect(intentOf(record('Opening hours of Ippudo: 11:00–22:00.', { calls }), seenAfterList())).toEqual({
      intent: 'details',
      about: ['p3'],
    });
  });

  it('takes a search that found several places as a search, whatever is looked up after it', () => {
    const calls = [
      { method: 'search', args: [{ query: 'ramen', location: 'Makati' }], result: [NAGI, IPPUDO] },
      { method: 'details', args: ['p3'], result: IPPUDO },
    ];
    expect(intentOf(record('Here are 2 places.', { calls }), seenAfterList())).toEqual({ intent: 'search', about: [] });
  });

  it('takes a question with no call as asking the user', () => {
    expect(intentOf(record('Which city should I look in?'), seenAfterList()).intent).toBe('clarify');
  });

  it("takes a map search for something near a card, with no lookup, as pointing elsewhere, not the card's details", () => {
    const url = 'https://www.google.com/maps/search/?api=1&query=atm+near+Ippudo%2C+Makati';
    expect(intentOf(record(`No ATMs from me. Google Maps shows those near Ippudo: [ATMs](${url})`), seenAfterList())).toEqual({
      intent: 'smalltalk',
      about: ['p3'],
    });
    const own = 'https://www.google.com/maps/search/?api=1&query=Ippudo&query_place_id=p3';
    expect(intentOf(record(`Ippudo is at 1 Main St. [Open in Google Maps](${own})`), seenAfterList()).intent).toBe('details');
  });

  it('takes a question that offers the names to choose from as asking, not weighing them', () => {
    const asked = intentOf(record('Which place do you mean? 1. Ramen Nagi, 2. Ippudo'), seenAfterList());
    expect(asked).toEqual({ intent: 'clarify', about: ['p1', 'p3'] });
    expect(intentOf(record('Ramen Nagi is cheaper than Ippudo.'), seenAfterList()).intent).toBe('compare');
  });
});

describe('venue selectors', () => {
  it('counts cards of the latest list from one', () => {
    expect(selectVenue({ list: 2 }, seenAfterList())).toBe('p2');
  });

  it('finds the cheapest and the best rated of the latest list', () => {
    expect([selectVenue({ cheapest: true }, seenAfterList()), selectVenue({ best: true }, seenAfterList())]).toEqual(['p2', 'p3']);
  });

  it('says why a card that was never shown cannot be meant', () => {
    expect(selectVenue({ list: 4 }, seenAfterList())).toEqual({ missing: 'no card 4 in that list' });
  });
});

describe('judging a turn', () => {
  it('passes a details reply about the meant venue in the right language', () => {
    const turn = record('Hokkaido Ramen Santouka is in Makati and the price is inexpensive.', {
      calls: [{ method: 'details', args: ['p2'], result: SANTOUKA }],
    });
    const verdict = judgeTurn(turn, { intent: 'details', about: [{ list: 2 }], fact: 'price' }, 'en', seenAfterList());
    expect(verdict).toEqual({ right: true, failures: [], intent: 'details', about: ['p2'], meant: ['p2'] });
  });

  it('fails a reply that answers in English when the person writes Dutch', () => {
    const turn = record('Here is what I found for you.');
    expect(judgeTurn(turn, {}, 'nl', seenAfterList()).failures).toEqual(['language: wanted nl, got en']);
  });

  it('finds a mention where a word starts: "http" in a link, not "bar" inside another word', () => {
    const linked = record('Ippudo is at 1 Main St. [Open in Google Maps](https://www.google.com/maps/search/?api=1&query=Ippudo)');
    expect(judgeTurn(linked, { mentions: ['http'] }, 'en', seenAfterList()).failures).toEqual([]);
    expect(judgeTurn(record('Zanzibar is open.'), { mentions: ['bar'] }, 'en', seenAfterList()).failures).toEqual([
      'mentions: none of bar',
    ]);
  });

  it('fails a reply that repeats the previous one word for word', () => {
    const seen = { ...seenAfterList(), previous: record('Here is what I found for ramen in Makati.') };
    expect(judgeTurn(record('Here is what I found for ramen  in Makati.'), {}, 'en', seen).failures).toEqual([
      'repeats the previous reply',
    ]);
  });

  it('wants "I do not know" and the map link when the data lacks the fact', () => {
    const calls = [{ method: 'details', args: ['p1'], result: NAGI }];
    const silent = judgeTurn(record('Ramen Nagi is a ramen place.', { calls }), { fact: 'halal' }, 'en', seenAfterList());
    const honest = judgeTurn(
      record("I don't know whether Ramen Nagi is halal: [check on Google Maps](https://www.google.com/maps/place/?q=x)", { calls }),
      { fact: 'halal' },
      'en',
      seenAfterList(),
    );
    expect([silent.right, honest.right]).toEqual([false, true]);
  });

  // Wave cx: "The listing doesn't say its website" is plainly not knowing a fact the data lacks; said of another fact, it is
  // no "I do not know" about a fact the data has ("Yes, it has step-free access. The listing doesn't say whether ...").
  it('takes "the listing doesn\'t say" as not knowing only a fact the data lacks', () => {
    const calls = [{ method: 'details', args: ['p1'], result: { ...NAGI, wheelchairAccessible: true } }];
    const map = '[open it](https://www.google.com/maps/search/?api=1&query=x)';
    const website = judgeTurn(
      record(`The listing doesn't say its website; Google Maps may: ${map}.`, { calls }),
      { fact: 'website' },
      'en',
      seenAfterList(),
    );
    const mixed = judgeTurn(
      record(`Yes, Ramen Nagi has a wheelchair-accessible entrance. The listing doesn't say whether it takes cards; ${map}.`, { calls }),
      { fact: 'wheelchair' },
      'en',
      seenAfterList(),
    );
    expect([website.right, mixed.right]).toEqual([true, true]);
  });

  it('fails small talk that moves the location', () => {
    const before = record('list');
    const after = record('You are welcome!', { context: { ...emptyContext('s', 0), location: 'Philippines', searchQuery: 'ramen' } });
    const verdict = judgeTurn(after, { keepsContext: true }, 'en', { ...seenAfterList(), previous: before });
    expect(verdict.failures).toEqual(['keepsContext: changed location Makati → Philippines']);
  });

  it('takes a neighbourhood with its city as the neighbourhood or the city expected', () => {
    const judged = (location: string, want: string[]) =>
      judgeTurn(
        record('x', { context: { ...emptyContext('s', 0), location, searchQuery: 'ramen' } }),
        { location: want },
        'en',
        seenAfterList(),
      ).failures;
    expect([
      judged('Chinatown, Chicago', ['Chinatown']),
      judged('Chinatown, Chicago', ['Chicago']),
      judged('Chinatown, Chicago', ['Loop']),
    ]).toEqual([[], [], ['location: wanted Loop, got Chinatown, Chicago']]);
  });

  it('takes a query in either number as holding the word expected', () => {
    const judged = (query: string, want: string[]) =>
      judgeTurn(
        record('x', { context: { ...emptyContext('s', 0), location: 'Makati', searchQuery: query } }),
        { query: want },
        'en',
        seenAfterList(),
      );
    expect([judged('bakeries', ['bakery']), judged('cafe', ['cafes']), judged('museum', ['markets'])].map((v) => v.failures)).toEqual([
      [],
      [],
      ['query: wanted markets, got museum'],
    ]);
  });
});
