import { describe, expect, it } from 'vitest';
import { PlaceSchema } from '../contract/place';
import { OfflineCatalog } from './offline-catalog';
import { OFFLINE_CATALOG } from './offline-catalog-data';

// Wednesday 18 November 2026, 11:00 in Manila; the coming weekend is 21-22 November.
const WEDNESDAY = new Date('2026-11-18T03:00:00Z');
const catalog = new OfflineCatalog({ now: () => WEDNESDAY });

const VENUE_AREAS = new Map(OFFLINE_CATALOG.flatMap((city) => city.venues.map((venue) => [`offline:${venue.id}`, venue.area])));
const areaOf = (placeId: string) => VENUE_AREAS.get(placeId);
const names = async (query: string, location: string | null, limit?: number) =>
  (await catalog.search({ query, location, limit })).map((place) => place.name);

describe('OfflineCatalog.search', () => {
  it('finds ramen in Makati, ranked by relevance then rating, as whole places', async () => {
    const places = await catalog.search({ query: 'ramen', location: 'Makati' });

    const ramen = places.filter((p) => p.category === 'ramen');
    expect(ramen.length).toBeGreaterThanOrEqual(4);
    expect(places.slice(0, ramen.length)).toEqual(ramen);
    expect(ramen.map((p) => p.rating)).toEqual(ramen.map((p) => p.rating).sort((a, b) => b! - a!));
    expect(places.every((p) => areaOf(p.placeId) === 'Makati')).toBe(true);
    expect(places[0]).toEqual({
      placeId: 'offline:mnl-ramen-1',
      name: 'Mendokoro Ramenba',
      category: 'ramen',
      address: 'G/F V Corporate Centre, 125 L.P. Leviste St, Salcedo Village, Makati, Metro Manila',
      rating: 4.7,
      priceLevel: 'moderate',
      mapsUrl:
        'https://www.google.com/maps/search/?api=1&query=Mendokoro+Ramenba%2C+G%2FF+V+Corporate+Centre%2C+125+L.P.+Leviste+St' +
        '%2C+Salcedo+Village%2C+Makati%2C+Metro+Manila&query_place_id=offline%3Amnl-ramen-1',
      summary: 'Counter-only ramen bar known for rich tonkotsu-shoyu bowls and tsukemen; expect a queue at lunch.',
      location: { latitude: 14.5605, longitude: 121.0222 },
      openNow: true,
      approximate: true,
    });
  });

  it('keeps an area search inside the area: ramen in BGC is not the Makati ramen', async () => {
    const places = await catalog.search({ query: 'ramen', location: 'BGC' });
    expect(places.map((p) => p.name)).toContain('Kichitora of Tokyo');
    expect(places.map((p) => areaOf(p.placeId))).toEqual(places.map(() => 'Bonifacio Global City'));
  });

  it('searches the whole metro for Metro Manila', async () => {
    const places = await catalog.search({ query: 'ramen', location: 'Metro Manila', limit: 10 });
    expect(new Set(places.map((p) => areaOf(p.placeId))).size).toBeGreaterThanOrEqual(3);
    expect(places.map((p) => p.rating)).toEqual(places.map((p) => p.rating).sort((a, b) => b! - a!));
  });

  it('understands noodles as ramen', async () => {
    expect(await names('noodles', 'Makati')).toEqual(await names('ramen', 'Makati'));
  });

  it('understands kape and koffie as cafés, real cafés before places merely named café', async () => {
    const categories = (await catalog.search({ query: 'kape', location: 'Quezon City' })).map((p) => p.category);
    expect(categories.slice(0, 2)).toEqual(['cafe', 'cafe']);
    expect(categories.indexOf('jazz concert')).not.toBeLessThan(categories.lastIndexOf('cafe'));
    expect(await names('koffie', 'Amsterdam')).toEqual(await names('coffee', 'Amsterdam'));
  });

  it('understands museo as museum', async () => {
    const museums = await names('museum', 'Manila');
    expect(museums).toContain('National Museum of Fine Arts');
    expect(await names('museo', 'Manila')).toEqual(museums);
  });

  it('matches the location case-insensitively and through aliases', async () => {
    expect(await names('MUSEUM', 'amsterdam')).toContain('Rijksmuseum');
    expect(await names('MUSEUM', 'amsterdam')).toEqual(await names('museum', 'Amsterdam'));
    expect(await names('pizza', 'NYC')).toEqual(await names('pizza', 'New York'));
    expect(await names('ramen', 'SF')).toEqual(await names('ramen', 'San Francisco'));
    expect(await names('pizza', 'QC')).toContain("Gino's Brick Oven Pizza");
    expect(await names('pizza', 'QC')).toEqual(await names('pizza', 'Quezon City'));
  });

  it('narrows to a district named only in addresses', async () => {
    expect(await names('museum', 'Xabregas')).toEqual(['Museu Nacional do Azulejo']);
  });

  it('returns an empty list for an unknown location instead of guessing another city', async () => {
    expect(await catalog.search({ query: 'ramen', location: 'Berlin' })).toEqual([]);
  });

  it('returns an empty list when the location is null', async () => {
    expect(await catalog.search({ query: 'ramen', location: null })).toEqual([]);
  });

  it('returns an empty list when nothing in the city matches', async () => {
    expect(await catalog.search({ query: 'tonkatsu', location: 'Lisbon' })).toEqual([]);
  });

  it('returns at most five places by default and honours a limit', async () => {
    expect(await names('food', 'Metro Manila')).toHaveLength(5);
    expect(await names('food', 'Metro Manila', 2)).toHaveLength(2);
  });

  it('gives events this weekend with their computed dates, leaving out weekday events', async () => {
    const events = await catalog.search({ query: 'events this weekend', location: 'Makati', limit: 10 });

    expect(events.map((e) => [e.name, e.date, e.time])).toEqual([
      ['Salcedo Saturday Market', '2026-11-21', '7:00 AM - 2:00 PM'],
      ['Legazpi Sunday Market', '2026-11-22', '7:00 AM - 2:00 PM'],
      ['Reggae Sundays at B-Side', '2026-11-22', '9:00 PM'],
    ]);
  });

  it('treats "this weekend" alone as a request for events', async () => {
    expect(await names('this weekend', 'Amsterdam', 10)).toEqual([
      'Saturday jazz concert at Bimhuis',
      'Noordermarkt Saturday organic market',
      'Lindengracht Saturday market',
      'Sunday Market at Westergas',
    ]);
  });

  it('falls back to the coming week, dated, when nothing is on the days asked for', async () => {
    const sundayNight = new OfflineCatalog({ now: () => new Date('2026-11-22T21:00:00Z') });
    const concerts = await sundayNight.search({ query: 'concerts this weekend', location: 'Amsterdam' });
    expect(concerts.map((e) => [e.name, e.date])).toEqual([
      ['Free lunchtime concert at the Concertgebouw', '2026-11-25'],
      ['Saturday jazz concert at Bimhuis', '2026-11-28'],
    ]);
  });

  it('keeps day trips out of a search for things in the city', async () => {
    expect(await names('museums', 'Amsterdam', 10)).not.toContain('Haarlem');
    expect(await names('day trip', 'Amsterdam', 10)).toContain('Haarlem');
  });

  it('ranks jazz first among events for "jazz gig this weekend"', async () => {
    expect(await names('jazz gig this weekend', 'Metro Manila', 2)).toEqual([
      'Saturday live jazz at Tago Jazz Café',
      'Reggae Sundays at B-Side',
    ]);
  });

  it('computes the dates from the injected clock, in the city’s own time zone', async () => {
    // Saturday 21 Nov 2026 at 01:00 UTC is still Friday evening in San Francisco.
    const fridayInSf = new OfflineCatalog({ now: () => new Date('2026-11-21T01:00:00Z') });
    const [market] = await fridayInSf.search({ query: 'farmers market', location: 'San Francisco' });
    const [jazz] = await fridayInSf.search({ query: 'jazz', location: 'Tokyo' });

    expect(market).toMatchObject({ name: 'Ferry Plaza Farmers Market', date: '2026-11-21' });
    expect(jazz).toMatchObject({ name: 'Saturday jazz at Blue Note Tokyo', date: '2026-11-21' });
  });

  it('offers day trips from an area of the city', async () => {
    const fromMakati = await catalog.search({ query: 'day trip', location: 'Makati' });
    expect(fromMakati.length).toBeGreaterThanOrEqual(3);
    expect(fromMakati.every((p) => p.category === 'day trip')).toBe(true);
    expect(await names('day trip', 'Makati')).toEqual(await names('day trip', 'Metro Manila'));
    expect(await names('dagtrip', 'Amsterdam', 2)).toEqual(await names('day trip', 'Amsterdam', 2));
  });

  it('answers a free-text sentence by its meaningful words', async () => {
    expect(await names('where can I find the best sushi?', 'Makati')).toEqual(await names('sushi', 'Makati'));
  });

  it('ranks a place matching two wishes above places matching one', async () => {
    expect((await names('vegan ramen', 'Amsterdam'))[0]).toBe('Men Impossible');
  });

  it('returns only places that satisfy the Place contract', async () => {
    const places = await catalog.search({ query: 'food', location: 'Seoul', limit: 20 });

    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(PlaceSchema.parse(place)).toEqual(place);
  });
});

describe('OfflineCatalog.details', () => {
  it('returns the place for a catalog id, with the next date for an event', async () => {
    expect(await catalog.details('offline:ams-event-2')).toMatchObject({
      placeId: 'offline:ams-event-2',
      name: 'Saturday jazz concert at Bimhuis',
      category: 'jazz concert',
      date: '2026-11-21',
      time: '20:30',
    });
  });

  it('returns null for an unknown or a Google id', async () => {
    expect(await catalog.details('offline:mnl-ramen-99')).toBeNull();
    expect(await catalog.details('ChIJx8Kz3HTJlzMRbqQ2Pv5Mh3A')).toBeNull();
  });
});

describe('OfflineCatalog.directions', () => {
  it('links to Google Maps directions and gives the nearest station', async () => {
    const directions = await catalog.directions({ placeId: 'offline:mnl-ramen-2', origin: 'Glorietta', mode: 'walking' });

    expect(directions).toEqual({
      place: await catalog.details('offline:mnl-ramen-2'),
      url:
        'https://www.google.com/maps/dir/?api=1&origin=Glorietta' +
        '&destination=Ramen+Nagi%2C+2%2FF+Greenbelt+3%2C+Ayala+Center%2C+San+Lorenzo%2C+Makati%2C+Metro+Manila' +
        '&destination_place_id=offline%3Amnl-ramen-2&travelmode=walking',
      hints: ['Nearest MRT: Ayala station, 10 min walk through the Ayala Center walkways', 'Landmark: Greenbelt Park'],
    });
  });

  it('leaves the origin to the device when none is known', async () => {
    const directions = await catalog.directions({ placeId: 'offline:lis-daytrip-1' });

    expect(directions?.url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Sintra%2C+Sintra%2C+Lisbon+District%2C+Portugal' +
        '&destination_place_id=offline%3Alis-daytrip-1',
    );
    expect(directions?.hints).toEqual(['Train: Rossio to Sintra, about 40 min', 'Bus 434 loops to Pena Palace from the station']);
  });

  it('returns null for an unknown id', async () => {
    expect(await catalog.directions({ placeId: 'offline:nope' })).toBeNull();
  });
});

describe('OfflineCatalog.locate', () => {
  it('finds a venue by id or by its name, with coordinates', async () => {
    const byId = await catalog.locate({ placeId: 'offline:ams-museum-1' });
    const byName = await catalog.locate({ name: 'rijksmuseum' });

    expect(byId).toMatchObject({ name: 'Rijksmuseum', location: { latitude: 52.36, longitude: 4.8852 } });
    expect(byName).toEqual(byId);
  });

  it('finds a landmark by an alias, inside the city named, and by its landmark id', async () => {
    const station = await catalog.locate({ name: 'the station', location: 'Amsterdam' });

    expect(station).toEqual({
      placeId: 'offline:landmark:ams-0',
      name: 'Amsterdam Centraal',
      category: 'landmark',
      address: 'Amsterdam, Netherlands',
      location: { latitude: 52.3791, longitude: 4.9003 },
      mapsUrl:
        'https://www.google.com/maps/search/?api=1&query=Amsterdam+Centraal%2C+Amsterdam%2C+Netherlands' +
        '&query_place_id=offline%3Alandmark%3Aams-0',
      approximate: true,
    });
    expect(await catalog.locate({ placeId: 'offline:landmark:ams-0' })).toEqual(station);
  });

  it('returns null for a name that is ambiguous across cities or unknown', async () => {
    expect(await catalog.locate({ name: 'the station' })).toBeNull();
    expect(await catalog.locate({ name: 'Atlantis' })).toBeNull();
    expect(await catalog.locate({ placeId: 'offline:landmark:ams-99' })).toBeNull();
  });
});

describe('what a list shows and what details add', () => {
  it('keeps the hours table and the facts for details, out of search results', async () => {
    const [listed] = await catalog.search({ query: 'ramen', location: 'Makati', limit: 1 });
    const detailed = await catalog.details(listed.placeId);

    expect(Object.keys(listed)).not.toContain('facts');
    expect(detailed).toEqual({
      ...listed,
      openingHours: [
        'Monday: 11:00–22:00',
        'Tuesday: 11:00–22:00',
        'Wednesday: 11:00–22:00',
        'Thursday: 11:00–22:00',
        'Friday: 11:00–22:00',
        'Saturday: 11:00–22:00',
        'Sunday: 11:00–22:00',
      ],
      // "Today" and "tomorrow" count from the day in Makati when the details were read.
      today: 'Wednesday',
      facts: {
        vegetarian: true,
        halal: false,
        kidFriendly: true,
        outdoorSeating: false,
        acceptsCards: true,
        reservable: false,
        wheelchairAccessible: true,
        parking: 'mall and street parking nearby',
        openLate: false,
      },
    });
  });

  it('marks places approximate for the shipped catalog, and not for cities passed in unless asked', async () => {
    const custom = new OfflineCatalog({ now: () => WEDNESDAY, cities: OFFLINE_CATALOG });
    const marked = new OfflineCatalog({ now: () => WEDNESDAY, cities: OFFLINE_CATALOG, approximate: true });

    expect((await catalog.details('offline:mnl-ramen-1'))?.approximate).toBe(true);
    expect((await custom.details('offline:mnl-ramen-1'))?.approximate).toBeUndefined();
    expect((await marked.details('offline:mnl-ramen-1'))?.approximate).toBe(true);
  });
});
