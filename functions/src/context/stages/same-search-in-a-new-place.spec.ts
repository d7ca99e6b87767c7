import { describe, expect, it } from 'vitest';
import { keptBy } from './keeps-location';

describe('the same search asked in a new place moves the location', () => {
  it.each([
    ['en in Gent? voor als we weer thuis zijn', 'Gent', 'Lisbon'],
    ['at sa Cebu? kasi dun kami sa weekend, maulan daw', 'Cebu', 'Makati'],
    ['and in Porto? the weather should be nicer there', 'Porto', 'Lisbon'],
  ])('"%s" moves to %s', (text, location, known) => {
    expect(keptBy(text, location, known, null, null)).toBeNull();
  });
  it('still keeps the known place for a weather question that asks no search', () => {
    expect(keptBy("what's the weather like in Porto this week?", 'Porto', 'Lisbon', null, null)).toBe('weather-question');
  });
});
