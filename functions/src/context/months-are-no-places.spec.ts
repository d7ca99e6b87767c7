// A month or a weekday said with "sa", "in" or "op" is when, never where: the city named with it is the place.
import { describe, expect, it } from 'vitest';
import { extractLocation } from './extract-location';

describe('months and weekdays are never places', () => {
  it.each([
    ['Pupunta kami sa Osaka sa Nobyembre, saan masarap mag-ramen?', 'Osaka'],
    ['Babalik po kami sa Cebu sa Setyembre, may magandang lechon po ba?', 'Cebu'],
    ['Sa Oktubre po kami sa Taipei, saan may night market?', 'Taipei'],
    ['We gaan in februari naar Porto, waar eten we goed?', 'Porto'],
    ['In januari zijn we in Gent, een goed eetcafé?', 'Gent'],
    ['we fly to Hanoi in November, good pho near the lake?', 'Hanoi'],
  ])('reads the place, not the month, in: %s', (text, place) => {
    expect(extractLocation(text)).toBe(place);
  });

  it.each(['sa Disyembre pa kami aalis', 'op maandag zijn we vrij', 'in december maybe'])('reads no place in: %s', (text) => {
    expect(extractLocation(text)).toBeNull();
  });
});
