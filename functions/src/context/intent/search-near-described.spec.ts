// Issue 17, wave zd, the class "a search near a venue named by the person's own words": a kind asked for around "the sushi place",
// "the pizza place" or "dat visrestaurant" is a search near that venue, though a time or "walkable from" in the same message
// would read as an opening-hours question or a distance otherwise.
import { describe, expect, it } from 'vitest';
import { turnIntentOf } from './turn-intent';

describe('turnIntentOf, a search around a venue described by its kind', () => {
  it.each([
    'ok gets. after dinner gusto namin mag kape or dessert malapit sa sushi place, yung bukas pa ng 10pm',
    'k after lunch we wanna hit a museum anything walkable from the pizza place',
    'any museum near the pizza place?',
  ])('searches near it: "%s"', (text) => {
    expect(turnIntentOf(text)).toMatchObject({ kind: 'near', rule: 'near-described' });
  });

  it.each([
    ['is it walkable from the pizza place?', 'distance'],
    ['ung malapit sa palace, wheelchair accessible ba? kasama si lola', 'fact'],
    ['is the museum near the market?', 'search'],
  ])('leaves a question about the venue alone: "%s"', (text, kind) => {
    expect(turnIntentOf(text).kind).toBe(kind);
  });

  it('reads "kan ik daar het beste met de metro naartoe" as the way there', () => {
    expect(turnIntentOf('Kan ik daar het beste met de metro naartoe?').kind).toBe('directions');
  });
});
