// Resolver specs: returns to an earlier list worded by its kind or place, in English, Tagalog/Taglish and Dutch (issue 17).
import { describe, expect, it } from 'vitest';
import { resolve, venue as v } from './spec-fixture';

const ramen = [
  v('R1', 'Mendokoro Ramenba', 0, 'ramen', 'Salcedo Village, Makati'),
  v('R2', 'Hokkaido Ramen Santouka', 0, 'ramen', 'Rockwell, Makati'),
  v('R3', 'Ramen Nagi', 0, 'ramen', 'BGC, Taguig'),
];
const veg = [v('V1', 'Jin', 1, 'vegetarian', 'Rue Saint-Roch, Paris'), v('V2', 'Le Potager', 1, 'vegetarian', 'Marais, Paris')];
const bakeries = [v('B1', 'Mary Grace Café', 2, 'bakery', 'Greenbelt, Makati'), v('B2', "Toby's Estate", 2, 'cafe', 'Salcedo, Makati')];
const patch = { alternatives: bakeries, recentVenues: [...bakeries, ...ramen, ...veg], earlierVenues: [], focus: null };

describe('resolveReferences, a return to an earlier list by its kind or place', () => {
  it('picks by number in the list named by its kind and place ("the pasig breakfast ones from before")', () => {
    expect(resolve('actually the makati ramen ones from before, the 2nd, whats their phone no', patch)).toBe('R2');
    expect(resolve('the ramen ones u showed us earlier, the 3rd?', patch)).toBe('R3');
  });
  it('picks in the latest list when it is the one named', () => {
    expect(resolve('the bakery ones from before, the 2nd', patch)).toBe('B2');
  });
  it('reads a Dutch list named by an adjective or a compound', () => {
    expect(resolve('Ik wil toch nog eens terugkomen op de vegetarische lijst van daarnet: de eerste daarvan', patch)).toBe('V1');
    expect(resolve('terugkomen op de ramenlijst van daarnet: de tweede daarvan, wat is het adres?', patch)).toBe('R2');
  });
  it('reads a Tagalog return with "dun sa ... kanina" and with "po"', () => {
    expect(resolve('Balik tayo dun sa ramen kanina, yung pangatlo — tumatanggap ba sila ng card?', patch)).toBe('R3');
    expect(resolve('Balik po tayo sa unang listahan, yung pangatlo po — bukas na po ba sila?', patch)).toBe('R3');
    expect(resolve('Balik tayo sa una nating list, yung pangalawa dun — may parking ba?', patch)).toBe('R2');
  });
  it('reads a correction said after the return: the earlier list is still the one meant', () => {
    expect(resolve('going back to the ramen list, sorry, I mean the very first one you showed me, not the one I picked', patch)).toBe('R1');
    expect(resolve('terug naar de ramenlijst, nee sorry, ik bedoel de derde daarvan', patch)).toBe('R3');
  });
  it('picks nothing when the kind fits no list, or two earlier lists', () => {
    expect(resolve('the sushi ones from before, the 2nd?', patch)).toBeNull();
    expect(resolve('the paris makati ones from before, the 1st?', patch)).toBeNull();
  });
});
