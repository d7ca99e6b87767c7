import { describe, expect, it } from 'vitest';
import cardsJson from './transit-cards.json';
import { transitCardOf } from './transit-cards';

describe('transitCardOf', () => {
  it.each([
    ['Seoul', { city: 'Seoul', card: 'T-money card' }],
    ['tokyo', { city: 'tokyo', card: 'Suica/PASMO card' }],
    ['Makati', { city: 'Makati', card: 'Beep card' }],
    [' Amsterdam ', { city: 'Amsterdam', card: 'OV-chipkaart' }],
    ['Ghent', null],
    [null, null],
  ] as const)('gives the card of %s', (city, expected) => {
    expect(transitCardOf(city)).toEqual(expected);
  });

  it('lists each city once, whatever its case', () => {
    const cities = Object.keys(cardsJson.cards).map((city) => city.toLowerCase());
    expect(cities.filter((city, i) => cities.indexOf(city) !== i)).toEqual([]);
  });
});
