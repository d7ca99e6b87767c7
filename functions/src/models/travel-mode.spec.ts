import { describe, expect, it } from 'vitest';
import { travelModeOf } from './travel-mode';

describe('the way of travelling a route question asks for', () => {
  it.each([
    ['can we take the metro there from the harbour?', 'transit'],
    ['is it ok to walk there from the old town?', 'walking'],
    ['we rented a car, how do we drive there?', 'driving'],
    ['pwede bang mag-jeep papunta dun galing Cubao?', 'transit'],
    ['kaya bang lakarin? lakad lang kami', 'walking'],
    ['may kotse kami, paano pumunta dun?', 'driving'],
    ['kan ik er met de tram naartoe vanaf het station?', 'transit'],
    ['is het te voet te doen?', 'walking'],
    ['we komen met de auto, hoe rijden we daarheen?', 'driving'],
  ])('"%s" asks for %s', (said, mode) => {
    expect(travelModeOf(said)).toBe(mode);
  });

  it.each([
    ['how do we get there from the pier?'],
    ['bus o lakad na lang ba kami?'],
    ['lopen of met de auto, wat is handiger?'],
    ['paano pumunta dun?'],
  ])('"%s" asks for no single mode', (said) => {
    expect(travelModeOf(said)).toBeUndefined();
  });
});
