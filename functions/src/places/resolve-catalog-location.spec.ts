import { describe, expect, it } from 'vitest';
import { OFFLINE_CATALOG } from './offline-catalog-data';
import { resolveCatalogLocation } from './resolve-catalog-location';

const resolve = (location: string | null) => {
  const found = resolveCatalogLocation(location, OFFLINE_CATALOG);
  return found && { city: found.city.code, areas: found.areas, district: found.district };
};

describe('resolveCatalogLocation', () => {
  it.each([
    ['Makati', { city: 'mnl', areas: ['Makati'], district: null }],
    ['makati city', { city: 'mnl', areas: ['Makati'], district: null }],
    ['BGC', { city: 'mnl', areas: ['Bonifacio Global City'], district: null }],
    ['Taguig', { city: 'mnl', areas: ['Bonifacio Global City'], district: null }],
    ['QC', { city: 'mnl', areas: ['Quezon City'], district: null }],
    ['Ortigas, Pasig', { city: 'mnl', areas: ['Pasig'], district: null }],
    ['Intramuros', { city: 'mnl', areas: ['City of Manila'], district: null }],
    ['Poblacion, Makati, Metro Manila', { city: 'mnl', areas: ['Makati'], district: null }],
    ['Metro Manila', { city: 'mnl', areas: [], district: null }],
    ['Manila', { city: 'mnl', areas: [], district: null }],
    ['SF', { city: 'sfo', areas: [], district: null }],
    ['NYC', { city: 'nyc', areas: [], district: null }],
    ['Lisboa', { city: 'lis', areas: [], district: null }],
    ['Lisbon, Portugal', { city: 'lis', areas: [], district: null }],
    ['São Paulo', null],
    ['Belém', { city: 'lis', areas: ['Belém'], district: null }],
    ['Xabregas', { city: 'lis', areas: ['Marvila'], district: null }],
    ['Nob Hill, San Francisco', { city: 'sfo', areas: ['Nob Hill'], district: null }],
    ['Tagaytay', { city: 'mnl', areas: [], district: 'tagaytay' }],
    ['Tomas Morato QC', { city: 'mnl', areas: ['Quezon City'], district: null }],
    ['Westerpark Amsterdam', { city: 'ams', areas: ['Oud-West'], district: null }],
    ['Little Tokyo', { city: 'mnl', areas: ['Makati'], district: null }],
    ['Pasir Ris', { city: 'sin', areas: ['East'], district: null }],
    ['Greenwich', null],
    ['Las Piñas', { city: 'mnl', areas: ['Outer Metro Manila'], district: null }],
    ['Greenwich Village', { city: 'nyc', areas: ['Greenwich Village'], district: null }],
    // A neighbourhood of a catalog city where the catalog has no venue: a district of that city, so the search widens to it.
    ['Shinagawa', { city: 'tyo', areas: [], district: 'shinagawa' }],
    ['Amsterdam-Noord', { city: 'ams', areas: ['Noord'], district: null }],
    [
      'Manhattan',
      {
        city: 'nyc',
        areas: [
          'East Village',
          'Lower East Side',
          'Greenwich Village',
          'Midtown',
          'Chelsea',
          'Upper East Side',
          'Upper West Side',
          'SoHo',
          'Lower Manhattan',
        ],
        district: null,
      },
    ],
  ])('resolves %s', (location, expected) => {
    expect(resolve(location)).toEqual(expected);
  });

  it('resolves nothing for an unknown place, a country alone, blank text or null', () => {
    expect([resolve('Berlin'), resolve('Japan'), resolve('  '), resolve(null)]).toEqual([null, null, null, null]);
  });

  it('trusts the named city when the other part is an area of a different city', () => {
    // Singapore has a Little India area, but the user said San Francisco; Chinatown is an area of both.
    expect(resolve('Little India, San Francisco')).toEqual({ city: 'sfo', areas: [], district: null });
    expect(resolve('Chinatown, San Francisco')).toEqual({ city: 'sfo', areas: ['Chinatown'], district: null });
  });

  it('refuses a district that appears in two cities’ addresses', () => {
    // "Chino Roces" is only in Manila, but "Broadway" appears in both New York and Chicago addresses.
    expect(resolve('Broadway')).toBeNull();
    expect(resolve('Chino Roces')).toEqual({ city: 'mnl', areas: [], district: 'chino roces' });
  });

  it('takes a landmark of one city named as the place ("nr union sq") for the streets around it', () => {
    const found = resolveCatalogLocation('Union Sq', OFFLINE_CATALOG);
    expect(found && [found.city.code, found.areas, found.district, found.around]).toEqual([
      'sfo',
      [],
      null,
      { latitude: 37.788, longitude: -122.4075 },
    ]);
    // An area alias still wins over a landmark of the same name: New York's Union Square is part of Chelsea.
    expect(resolve('Union Square')).toEqual({ city: 'nyc', areas: ['Chelsea'], district: null });
  });

  it('takes a landmark of the catalog though a city outside it has a place of that name (Gare du Nord, also in Brussels)', () => {
    const found = resolveCatalogLocation('Gare du Nord', OFFLINE_CATALOG);
    expect(found && [found.city.code, found.around]).toEqual(['par', { latitude: 48.8809, longitude: 2.3553 }]);
  });

  it('knows the landmarks people came from at night (Olympic Park, Opéra Bastille, the Palmer House)', () => {
    expect(
      ['Olympic Park', 'Opéra Bastille', 'Palmer House hotel'].map((name) => resolveCatalogLocation(name, OFFLINE_CATALOG)?.city.code),
    ).toEqual(['sel', 'par', 'chi']);
  });

  it('knows the Dutch and Tagalog names of catalog cities ("Seoel", "Maynila")', () => {
    expect(resolveCatalogLocation('Seoel', OFFLINE_CATALOG)?.city.code).toBe('sel');
    expect(resolveCatalogLocation('Maynila', OFFLINE_CATALOG)?.city.code).toBe('mnl');
  });

  it('takes a place of the catalog named in full ("food near Gardens by the Bay") for the point it stands on', () => {
    const found = resolveCatalogLocation('Gardens by the Bay', OFFLINE_CATALOG);
    expect(found && [found.city.code, found.district, found.aroundPlace, Boolean(found.around)]).toEqual(['sin', null, true, true]);
    // A neighbourhood named like a place in it stays the neighbourhood.
    expect(resolveCatalogLocation("Fisherman's Wharf", OFFLINE_CATALOG)?.aroundPlace).toBeUndefined();
  });

  it('knows a street people name for an area ("Orchard Road")', () => {
    expect(resolve('Orchard Road')).toEqual({ city: 'sin', areas: ['Tanglin'], district: null });
  });

  // Issue 17, wave ad (between meetings): the convention centres and offices people meet at, and a station the catalog lacks.
  it('takes a landmark whose name ends in an area word for the landmark ("Javits Center", "Moscone Center", wave ad)', () => {
    const point = (name: string) => {
      const found = resolveCatalogLocation(name, OFFLINE_CATALOG);
      return found && [found.city.code, found.areas, found.district, found.around];
    };
    expect([point('Javits Center'), point('Moscone Center')]).toEqual([
      ['nyc', [], null, { latitude: 40.7577, longitude: -74.0023 }],
      ['sfo', [], null, { latitude: 37.7842, longitude: -122.4016 }],
    ]);
  });

  it('takes a landmark named in addresses of two cities for the landmark ("United Nations", wave ad)', () => {
    const found = resolveCatalogLocation('United Nations', OFFLINE_CATALOG);
    expect(found && [found.city.code, found.around]).toEqual(['nyc', { latitude: 40.7489, longitude: -73.968 }]);
  });

  it('falls back to the city when its station is no landmark of the catalog ("Amsterdam Station", wave ad)', () => {
    expect(resolve('Amsterdam Station')).toEqual({ city: 'ams', areas: [], district: null });
    expect(resolveCatalogLocation('Amsterdam Station', OFFLINE_CATALOG)?.around).toBeUndefined();
    expect(resolveCatalogLocation('Tokyo Station', OFFLINE_CATALOG)?.city.code).toBe('tyo');
  });
});
