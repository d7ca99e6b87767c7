// Two or more places in the list named together ("the second and the fourth, do they take cards?"): each is asked about; places
// named apart, as a correction or a choice, are not (issue: two venues in one ask).
import { describe, expect, it } from 'vitest';
import { listPositionsJoinedIn } from './list-positions';

describe('listPositionsJoinedIn', () => {
  it('names the places joined by "and" in English', () => {
    expect(listPositionsJoinedIn('the second and the fourth, do they take cards?', 5)).toEqual([1, 3]);
    expect(listPositionsJoinedIn('#2 & #3 step-free?', 5)).toEqual([1, 2]);
  });
  it('names the places joined by "en" in Dutch', () => {
    expect(listPositionsJoinedIn('de tweede en de vijfde, kan je daar pinnen?', 5)).toEqual([1, 4]);
  });
  it('names the places joined by "at" in Tagalog', () => {
    expect(listPositionsJoinedIn('yung pangalawa at yung pang-apat, may parking ba?', 5)).toEqual([1, 3]);
  });
  it('names none for a choice, a correction or one place', () => {
    expect(listPositionsJoinedIn('the second or the fourth?', 5)).toEqual([]);
    expect(listPositionsJoinedIn('de tweede. nee, de vierde', 5)).toEqual([]);
    expect(listPositionsJoinedIn('yung pangatlo, may parking ba?', 5)).toEqual([]);
  });
  it('names none when one of them is ruled out after the first ("hindi pala yung una, yung pangatlo")', () => {
    expect(listPositionsJoinedIn('Ay wait, hindi pala yung una, yung pangatlo pala. Hanggang anong oras sila?', 5)).toEqual([]);
    expect(listPositionsJoinedIn('yung una, hindi po yung pangalawa', 5)).toEqual([]);
  });
  // Wave cc: a comparison weighs the two places it names either way ("or" included); "Nr 2" is a place.
  it('names the places a comparison weighs, joined by "or"', () => {
    expect(listPositionsJoinedIn('de eerste of de tweede, welke zoudt gij doen?', 5, true)).toEqual([0, 1]);
    expect(listPositionsJoinedIn('alin ang mas romantic, yung una o yung pangatlo?', 5, true)).toEqual([0, 2]);
    expect(listPositionsJoinedIn('Nr 2 en nr 3 vergelijken graag, prijs en reviews.', 5)).toEqual([1, 2]);
    expect(listPositionsJoinedIn('de tweede. nee, de vierde', 5, true)).toEqual([]);
  });
  // Wave db: two bare numbers joined after a word that asks for cards are cards; a party size or a time is not.
  it('names two bare numbers joined after "for", "both" or "van"', () => {
    expect(listPositionsJoinedIn('ok send me the links for 1 and 3 so i can drop them in the gc', 5)).toEqual([0, 2]);
    expect(listPositionsJoinedIn('pls give me the addresses for both 2 and 3', 5)).toEqual([1, 2]);
    expect(listPositionsJoinedIn('a table for 2 and 3 kids', 5)).toEqual([]);
    expect(listPositionsJoinedIn('open for 7 and 8 pm?', 5)).toEqual([]);
    expect(listPositionsJoinedIn('the links for 1 and 7', 5)).toEqual([]);
  });
});
