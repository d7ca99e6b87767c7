import { describe, expect, it } from 'vitest';
import { asksNearDescribed, asksNearThere, asksTransit, nearQuery } from './offline-near';

describe('asksNearThere', () => {
  it.each([
    'anything close by for a drink?',
    'is there a bakery near it?',
    'Eerst een broodje, wat zit er daar in de buurt?',
    'kunnen we in dezelfde buurt ook ontbijten?',
    'iets om te drinken in de buurt daarvan?',
    'may kapehan po ba malapit po dun?',
    'Malapit lang diyan, may mall ba?',
    'may kainan ba malapit doon para sa lunch namin sa Makati?',
  ])('points near the venue talked about: "%s"', (said) => {
    expect(asksNearThere(said)).toBe(true);
  });

  it.each([
    'pizza near Leidseplein',
    'iets in de buurt van de Dam?',
    'malapit ba yun sa Greenbelt?',
    'museums in Amsterdam',
    'is the first one open now?',
    'any pizza nearby in BGC?',
    'koffie in de buurt in Utrecht?',
  ])('names a place or asks no near search: "%s"', (said) => {
    expect(asksNearThere(said)).toBe(false);
  });
});

describe('asksNearDescribed', () => {
  it.each([
    "after lunch, any museum near the pizza place? something the 10 yr old won't find boring",
    'a quiet little bar near the sushi place for after?',
    'may museum ba malapit sa pizza place?',
    'Is er bij die markt in de buurt een gelegenheid waar wij rustig kunnen ontbijten?',
  ])('puts the search near a venue described by its kind: "%s"', (said) => {
    expect(asksNearDescribed(said)).toBe(true);
  });

  it.each(['pizza near Leidseplein', 'anything close by for a drink?', 'malapit ba yun sa Greenbelt?', 'ramen near the station?'])(
    'names no kind of venue to search around: "%s"',
    (said) => {
      expect(asksNearDescribed(said)).toBe(false);
    },
  );
});

describe('nearQuery', () => {
  it.each([
    ['somewhere to eat near there?', 'museums', 'restaurants'],
    ['kunnen we daar in de buurt iets eten?', 'musea', 'restaurants'],
    ['may makakainan ba malapit dun?', 'museums', 'restaurants'],
    ['any dessert close by?', 'dessert', 'dessert'],
    ['wat is er daar in de buurt?', 'koffie', 'koffie'],
  ])('"%s" with "%s" remembered searches "%s"', (said, remembered, query) => {
    expect(nearQuery(said, remembered)).toBe(query);
  });
});

describe('asksTransit', () => {
  it.each([
    ['could we take the tram?', true],
    ['kan ik er met de metro heen?', true],
    ['pwede ba mag-jeep papunta dun?', true],
    ['is it walkable?', false],
  ])('"%s" asks about public transport: %s', (said, asks) => {
    expect(asksTransit(said)).toBe(asks);
  });
});
