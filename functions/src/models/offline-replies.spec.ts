import { describe, expect, it } from 'vitest';
import type { Place } from '../contract/place';
import { askWhichPlaceReply, directionsReply, listCountReply } from './offline-replies';

const place = { placeId: 'p', name: 'Ramen Nagi', address: 'Greenbelt 3, Makati' } as Place;
const hints = ['Nearest MRT: Ayala station, 10 min walk', 'Landmark: Greenbelt Park', 'Train: Rossio to Sintra, about 40 min'];

describe('directionsReply', () => {
  it('keeps the English hints as the catalog has them in English', () => {
    expect(directionsReply({ place, url: 'https://maps', hints }, 'en').split('\n').slice(1)).toEqual(hints.map((hint) => `- ${hint}`));
  });

  it('says the hint labels and times in Tagalog, keeping the names of lines and stations', () => {
    expect(directionsReply({ place, url: 'https://maps', hints }, 'tl').split('\n').slice(1)).toEqual([
      '- Pinakamalapit na MRT: Ayala station, 10 minutong lakad',
      '- Palatandaan: Greenbelt Park',
      '- Tren: Rossio to Sintra, mga 40 min',
    ]);
  });

  it('says the hint labels and times in Dutch', () => {
    expect(directionsReply({ place, url: 'https://maps', hints: [...hints, 'Nearest MRT: Magallanes, 10 min by Grab'] }, 'nl')).toBe(
      [
        'Zo kom je bij **Ramen Nagi** (Greenbelt 3, Makati): [open de route in Google Maps](https://maps).',
        '- Dichtstbijzijnde MRT: Ayala station, 10 min lopen',
        '- Herkenningspunt: Greenbelt Park',
        '- Trein: Rossio to Sintra, ongeveer 40 min',
        '- Dichtstbijzijnde MRT: Magallanes, 10 min met de Grab',
      ].join('\n'),
    );
  });

  it('says a walk uphill, the subway, its line and exit in Dutch and Tagalog ("15 min walk uphill" was "15 min lopen uphill")', () => {
    const uphill = { place, url: 'https://maps', hints: ['Nearest subway: Anguk station (Line 3), Exit 1, 15 min walk uphill'] };
    expect(directionsReply(uphill, 'nl').split('\n')[1]).toBe(
      '- Dichtstbijzijnde metro: Anguk station (lijn 3), uitgang 1, 15 min bergop lopen',
    );
    expect(directionsReply(uphill, 'tl').split('\n')[1]).toBe(
      '- Pinakamalapit na subway: Anguk station (Line 3), Exit 1, 15 minutong lakad paakyat',
    );
  });

  it('leaves out a hint whose English words have no translation, rather than mixing languages', () => {
    const mixed = ['Nearest MRT: Ayala station, 10 min walk or a short Grab ride', 'Landmark: Greenbelt Park'];
    expect(directionsReply({ place, url: 'https://maps', hints: mixed }, 'tl').split('\n').slice(1)).toEqual([
      '- Palatandaan: Greenbelt Park',
    ]);
    expect(directionsReply({ place, url: 'https://maps', hints: mixed }, 'en').split('\n')).toHaveLength(3);
  });
});

describe('askWhichPlaceReply', () => {
  const venues = [{ name: 'Crosta Pizzeria' }, { name: 'Amici' }];

  it('asks which place, naming the list', () => {
    expect(askWhichPlaceReply(venues, 'en')).toBe('Which place do you mean? 1. Crosta Pizzeria, 2. Amici');
  });

  it('asks otherwise when the last reply asked just that, so the same question never comes twice', () => {
    const first = askWhichPlaceReply(venues, 'tl');
    expect(askWhichPlaceReply(venues, 'tl', first)).toBe(
      'Alin po doon? Sabihin lang ang numero, halimbawa "yung una". 1. Crosta Pizzeria, 2. Amici',
    );
  });
});

describe('how many the list showed (wave br: the list itself)', () => {
  it('counts and names the cards of the latest list, in the reply language', () => {
    const venues = [
      { name: 'Pequod', placeId: 'a' },
      { name: 'Coalfire', placeId: 'b' },
    ];
    expect(listCountReply(venues, 'en')).toBe('I showed 2: 1. **Pequod**, 2. **Coalfire**.');
    expect(listCountReply(venues, 'nl')).toBe('Ik liet er 2 zien: 1. **Pequod**, 2. **Coalfire**.');
    expect(listCountReply([], 'tl')).toMatch(/Wala pa akong naipakitang listahan/);
  });
});
