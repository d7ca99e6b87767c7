import { describe, expect, it } from 'vitest';
import { OfflineCatalog } from '../places/offline-catalog';
import { listedPlace, ListedPlaceSchema } from './listed-place';

const catalog = new OfflineCatalog({ now: () => new Date('2026-11-18T03:00:00Z') });

describe('listedPlace', () => {
  it('keeps what the list card shows and drops the details a tool gives on request', async () => {
    const place = (await catalog.details('offline:ams-ramen-1'))!;

    expect(listedPlace(place)).toEqual({
      placeId: 'offline:ams-ramen-1',
      name: 'Men Impossible',
      category: place.category,
      address: place.address,
      rating: place.rating,
      priceLevel: place.priceLevel,
      // 04:00 in Amsterdam: closed, and the list says when it opens (noon).
      openNow: false,
      opensAt: '12:00',
    });
    expect(place.summary && place.mapsUrl && place.location).toBeTruthy();
  });

  it("keeps an event's date and time, which a question about the list needs", () => {
    const event = {
      placeId: 'ev-1',
      name: 'Jazz in het park',
      category: 'jazz concert',
      date: '2026-11-21',
      time: '20:00',
      mapsUrl: 'https://maps.google.com/?cid=2',
      summary: 'Gratis openluchtconcert.',
      location: { latitude: 52.36, longitude: 4.88 },
      facts: { kidFriendly: true },
    };

    expect(listedPlace(event)).toEqual({
      placeId: 'ev-1',
      name: 'Jazz in het park',
      category: 'jazz concert',
      date: '2026-11-21',
      time: '20:00',
    });
  });

  it('leaves out fields a place lacks rather than writing them as undefined', () => {
    expect(Object.keys(listedPlace({ placeId: 'p1', name: 'Kapehan sa Kanto' }))).toEqual(['placeId', 'name']);
    expect(ListedPlaceSchema.safeParse(listedPlace({ placeId: 'p1', name: 'Kapehan sa Kanto', rating: 4.1 })).success).toBe(true);
  });
});
