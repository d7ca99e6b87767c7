import { describe, expect, it } from 'vitest';
import { factReply, listFactReply } from './offline-replies';
import { parkingText } from './parking-text';

const place = { placeId: 'p1', name: 'Pan de Manila' };

describe('parking said in the reply language', () => {
  it('says a paid street parking in Tagalog and Dutch, not in English', () => {
    expect(parkingText('street parking (paid)', 'tl')).toBe('parking sa kalye na may bayad');
    expect(parkingText('street parking (paid)', 'nl')).toBe('betaald parkeren op straat');
    expect(parkingText('street parking (paid)', 'en')).toBe('paid street parking');
  });

  it('keeps a proper name as written after the translated kind', () => {
    expect(parkingText('Greenbelt mall parking (paid)', 'tl')).toBe('parking lot na may bayad (Greenbelt)');
    expect(parkingText('Rembrandtplein garage (paid)', 'nl')).toBe('een betaalde parkeergarage (Rembrandtplein)');
  });

  it('says none, nearby and scarce in words of the language', () => {
    expect(parkingText('none', 'nl')).toBe('geen eigen parkeergelegenheid');
    expect(parkingText('none (coin parking nearby)', 'tl')).toBe('walang sariling parking, pero may parking lot na may bayad sa malapit');
    expect(parkingText('paid garages nearby', 'nl')).toBe('een betaalde parkeergarage in de buurt');
    expect(parkingText('street parking (hard)', 'en')).toBe('street parking, though spaces are scarce');
    expect(parkingText('free lots and street parking', 'nl')).toBe('een gratis parkeerterrein en parkeren op straat');
  });

  it('answers a parking question without the note that the data is English', () => {
    const reply = factReply({ place, fact: 'parking', value: 'street parking' }, 'nl');
    expect(reply).toBe('Parkeren bij **Pan de Manila**: parkeren op straat.');
    expect(reply).not.toContain('Engels');
  });

  it('quotes a text no rule reads, saying it is English', () => {
    expect(parkingText('ferry from the pier', 'tl')).toBeNull();
    expect(factReply({ place, fact: 'parking', value: 'ferry from the pier' }, 'tl')).toContain('(sa Ingles): ferry from the pier');
  });

  it('says each listed place its parking in the language over a list', () => {
    const reply = listFactReply(
      [
        { place: { placeId: 'a', name: 'Al Batra' }, fact: 'parking', value: 'street parking' },
        { place, fact: 'parking', value: 'valet' },
      ],
      'tl',
    );
    expect(reply).toContain('**Al Batra**: parking sa kalye; **Pan de Manila**: valet parking');
    expect(reply).not.toContain('street parking');
  });
});
