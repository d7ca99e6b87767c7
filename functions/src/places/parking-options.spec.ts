import { describe, expect, it } from 'vitest';
import { OFFLINE_CATALOG } from './offline-catalog-data';
import { parkingValue } from './parking-options';

const options = (text: string) => parkingValue(text)?.options;

describe('parking read as Places parkingOptions values', () => {
  it('reads every parking text of the catalog as some value', () => {
    const texts = new Set(OFFLINE_CATALOG.flatMap((city) => city.venues.map((venue) => venue.facts?.parking).filter(Boolean)));
    const unread = [...texts].filter((text) => parkingValue(text as string) === null);
    expect(texts.size).toBeGreaterThan(100);
    expect(unread).toEqual([]);
  });

  it('reads a price in brackets, before the noun, or as a meter or coin', () => {
    expect(options('street parking (paid)')).toEqual(['paidStreetParking']);
    expect(options('metered street spots')).toEqual(['paidStreetParking']);
    expect(options('coin parking behind the shop')).toEqual(['paidParkingLot']);
    expect(options('free garage under the square')).toEqual(['freeGarageParking']);
  });

  it('leaves the price unsaid when the text does not say it', () => {
    expect(options('street parking')).toEqual(['streetParking']);
    expect(options('a small lot out back')).toEqual(['parkingLot']);
  });

  it('gives a lone price the kind of the words after it', () => {
    expect(options('free and paid garages')).toEqual(['freeGarageParking', 'paidGarageParking']);
    expect(options('valet and free lots')).toEqual(['valetParking', 'freeParkingLot']);
  });

  it('keeps a proper name as written and reads the kind from the other words', () => {
    expect(parkingValue('Greenbelt mall parking (paid)')).toMatchObject({ options: ['paidParkingLot'], name: 'Greenbelt' });
    expect(parkingValue('Rua do Ouro garage (paid)')).toMatchObject({ options: ['paidGarageParking'], name: 'Rua do Ouro' });
    expect(parkingValue('Main Street parking deck (paid)')).toMatchObject({ options: ['paidParkingLot'], name: 'Main Street' });
    expect(parkingValue('Q-Park Leidseplein')).toMatchObject({ options: ['garageParking'], name: 'Q-Park Leidseplein' });
  });

  it('says no parking, and what there is nearby when the text names it', () => {
    expect(parkingValue('none')).toMatchObject({ none: true, options: [] });
    expect(parkingValue('no parking; use Orchard Road car parks')).toMatchObject({ none: true, nearby: true, options: ['parkingLot'] });
    expect(parkingValue('none (take the metro)')).toMatchObject({ none: true, options: [] });
    expect(parkingValue('no visitor parking')).toMatchObject({ none: true, options: [] });
  });

  it('marks parking that is off site or hard to find', () => {
    expect(parkingValue('paid garages nearby')).toMatchObject({ nearby: true, limited: false });
    expect(parkingValue('street parking (scarce)')).toMatchObject({ nearby: false, limited: true });
    expect(parkingValue('scarce; take the bus')).toMatchObject({ options: [], limited: true });
  });

  it('reads nothing from a text about other transport', () => {
    expect(parkingValue('ferry from the pier')).toBeNull();
    expect(parkingValue('take the MRT')).toBeNull();
  });

  it('reads the Google mapping words back to the same options', () => {
    expect(options('free lot, paid garage, valet')).toEqual(['freeParkingLot', 'paidGarageParking', 'valetParking']);
  });
});
