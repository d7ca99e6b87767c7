import { describe, expect, it } from 'vitest';
import type { Place } from '../contract/place';
import { listReply } from './offline-replies';

const two: Place[] = [
  { placeId: 'a', name: 'Amici' },
  { placeId: 'b', name: 'Crosta Pizzeria' },
];

describe('listReply when the search gave something up', () => {
  it('says the price was dropped before the list, in each language', () => {
    const asked = {
      query: 'pizza',
      location: 'Pasig',
      priceLevels: ['inexpensive'] as const,
      relaxed: { droppedPriceLevels: ['inexpensive' as const] },
    };
    expect(listReply(two, asked, 'en')).toBe(
      'I found nothing inexpensive for pizza in Pasig; here are the closest at other prices. ' +
        'Here are 2 places for pizza in Pasig, with the details on the cards below.',
    );
    expect(listReply(two, asked, 'tl')).toMatch(
      /^Walang mura na pizza sa Pasig, kaya heto ang pinakamalapit sa ibang presyo\. Heto ang 2 lugar/,
    );
    expect(listReply(two, asked, 'nl')).toMatch(
      /^Ik vond niets goedkoop voor pizza in Pasig; hier zijn de beste in een andere prijsklasse\./,
    );
  });

  it('says how many were at the price asked before the cheapest of the rest, in each language, without the list price label', () => {
    const asked = {
      query: 'pizza',
      location: 'Pasig',
      priceLevels: ['free', 'inexpensive'] as const,
      relaxed: { pricedAbove: { foundAtPrice: 1 } },
    };
    expect(listReply(two, asked, 'en')).toBe(
      'Only one inexpensive pizza in Pasig, so after it come the next cheapest. ' +
        'Here are 2 places for pizza in Pasig, with the details on the cards below.',
    );
    expect(listReply(two, asked, 'tl')).toMatch(/^Isa lang ang mura na pizza sa Pasig, kaya sumunod ang mga susunod na pinakamura\. Heto/);
    const twoAtPrice = { ...asked, relaxed: { pricedAbove: { foundAtPrice: 2 } } };
    expect(listReply(two, twoAtPrice, 'nl')).toMatch(
      /^Van pizza in Pasig zijn er maar 2 goedkoop; daarna volgen de goedkoopste van de rest\./,
    );
  });

  it('says how far a near search widened, or that it took the whole location, and then lists there', () => {
    const near = { name: 'Golden Gate Park', placeId: 'p' };
    expect(
      listReply(two, { query: 'breakfast', location: null, near, relaxed: { widened: { fromMeters: 1500, toMeters: 6000 } } }, 'en'),
    ).toBe(
      'Nothing within 1.5 km of **Golden Gate Park**, so I looked up to 6 km away. ' +
        'Here are 2 places for breakfast near **Golden Gate Park**, with the details on the cards below.',
    );
    expect(listReply(two, { query: 'museum', location: 'Lisbon', near, relaxed: { wholeLocation: 'Lisbon' } }, 'nl')).toBe(
      'Niets dicht bij **Golden Gate Park**, dus hier is wat Lissabon heeft. ' +
        'Hier zijn 2 plekken voor musea in Lissabon, met de details op de kaartjes hieronder.',
    );
  });

  it('names the facts it could not confirm and the wider place it looked in', () => {
    expect(listReply(two, { query: 'halal', location: 'BGC', relaxed: { droppedFacts: ['halal'] } }, 'tl')).toMatch(
      /^Wala akong sigurado sa BGC na may halal; heto ang pinakamalapit/,
    );
    expect(listReply(two, { query: 'burgers', location: 'QC', relaxed: { widerLocation: { from: 'QC', to: 'Metro Manila' } } }, 'en')).toBe(
      'I found no burgers in QC, so here is what Metro Manila has. ' +
        'Here are 2 places for burgers in Metro Manila, with the details on the cards below.',
    );
  });

  it('says how many a district had before the nearest from the city were added, rather than that it had none', () => {
    const relaxed = { widerLocation: { from: 'Makati', to: 'Metro Manila', foundInFrom: 1 } };
    expect(listReply(two, { query: 'halal', location: 'Makati', relaxed }, 'tl')).toBe(
      'Isa lang ang halal sa Makati, kaya dinagdagan ko ng pinakamalapit sa Metro Manila. ' +
        'Heto ang 2 lugar para sa halal sa Metro Manila, nasa mga card sa ibaba ang detalye.',
    );
    const twoInFrom = { widerLocation: { from: 'Kapitolyo', to: 'Metro Manila', foundInFrom: 2 } };
    expect(listReply(two, { query: 'breakfast', location: 'Kapitolyo', relaxed: twoInFrom }, 'en')).toMatch(
      /^Only 2 breakfast in Kapitolyo, so I added the nearest in Metro Manila\. Here are 2 places/,
    );
  });

  it('says nothing was given up when nothing was found at all', () => {
    expect(listReply([], { query: 'pizza', location: 'Pasig', relaxed: { droppedPriceLevels: ['free'] } }, 'en')).toBe(
      "I couldn't find any pizza in Pasig. Shall I try another neighbourhood or something similar?",
    );
  });
});

describe('listReply names the kind of several places in the plural', () => {
  it('says "places for museums" / "plekken voor musea" where the kind has a plural, and one place in the singular', () => {
    expect(listReply(two, { query: 'museum', location: 'Lisbon' }, 'en')).toMatch(/^Here are 2 places for museums in Lisbon,/);
    expect(listReply(two, { query: 'museum', location: 'Lisbon' }, 'nl')).toMatch(/^Hier zijn 2 plekken voor musea in Lissabon,/);
    expect(listReply(two.slice(0, 1), { query: 'museum', location: 'Lisbon' }, 'en')).toMatch(/^I found one place for museum in Lisbon:/);
  });
  it('leaves a kind with no plural in the list as asked', () => {
    expect(listReply(two, { query: 'ramen', location: 'Tokyo' }, 'en')).toMatch(/^Here are 2 places for ramen in Tokyo,/);
    expect(listReply(two, { query: 'museums', location: 'Tokyo' }, 'nl')).toMatch(/^Hier zijn 2 plekken voor musea in Tokio,/);
  });
});
