// Resolver specs: an ordinal heading a terse question ("Tweede: adres?", "3e: open?", "third, hours?"), and its counterexamples.
import { describe, expect, it } from 'vitest';
import { resolve } from './spec-fixture';

const five = ['Kaffee Eins', 'Bar Zwei', 'Cafe Drei', 'Vier Bistro', 'Funf Bakery'].map((name, i) => ({
  placeId: `H${i + 1}`,
  name,
  category: 'cafe',
  turn: 0,
}));
const patch = { alternatives: five, recentVenues: five, focus: five[0] };

describe('resolveReferences, an ordinal heading a terse question', () => {
  it.each([
    ['Derde: openingstijden?', 'H3'],
    ['Vierde: telefoon?', 'H4'],
    ['De cafés van daarnet: derde, wifi?', 'H3'],
    ['laatste: hoe ver?', 'H5'],
    ['Second: hours?', 'H2'],
    ['fourth, address pls?', 'H4'],
    ['Pangatlo: magkano?', 'H3'],
    ['yung mga cafe kanina: pangalawa, address?', 'H2'],
    ['4e: open?', 'H4'],
    ['2nd: parking?', 'H2'],
    ['Nr 3: afstand tot nr 1?', 'H3'],
    ['Route naar 4.', 'H4'],
    ['directions to 2?', 'H2'],
    ['way papunta sa 5', 'H5'],
  ])('%s', (text, id) => {
    expect(resolve(text, patch)).toBe(id);
  });

  it.each([
    'First, how far is the airport from the city?',
    'Second, is it safe to walk at night around here?',
    'Ten eerste, bedankt. Tweede vraag: is het veilig?',
    'Una, salamat po sa lahat ng tulong ninyo',
    'route naar 3 Oktober plein?',
  ])('does not read a discourse ordinal as a pick: %s', (text) => {
    expect(resolve(text, { ...patch, focus: null })).toBeNull();
  });
});
