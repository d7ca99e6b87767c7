// Specs of the keep-location rules: a listed venue picked by where it is keeps the known location (issue 17).
import { describe, expect, it } from 'vitest';
import type { RememberedVenue } from '../conversation-context';
import { keptBy } from './keeps-location';

const listed: RememberedVenue[] = [
  { placeId: 'A', name: 'Early Bird Breakfast Club', address: 'Kapitolyo, Pasig, Metro Manila', turn: 0 },
  { placeId: 'B', name: 'Lucali', address: '575 Henry St, Carroll Gardens, Brooklyn, NY', turn: 0 },
  { placeId: 'C', name: 'Tokyo National Museum', address: '13-9 Ueno Park, Taito, Tokyo', turn: 0 },
];
const kept = (text: string, location: string, known = 'Pasig') => keptBy(text, location, known, null, null, listed);

describe('keptBy, a listed venue picked by its area', () => {
  it('keeps the known location in English, Tagalog and Dutch picks by area', () => {
    expect(kept('the one in kapitolyo, open now?', 'Kapitolyo')).toBe('picks-a-listed-venue-by-area');
    expect(kept('the one in ueno, is it ok for a wheelchair? my mum might tag along', 'Ueno', 'Tokyo')).toBe(
      'picks-a-listed-venue-by-area',
    );
    expect(kept('Yung nasa Kapitolyo, anong oras sila nagbubukas?', 'Kapitolyo')).toBe('picks-a-listed-venue-by-area');
    expect(kept('Die pizzatent in Brooklyn op de lijst, hoe hoog scoort die?', 'Brooklyn', 'New York')).toBe(
      'picks-a-listed-venue-by-area',
    );
  });
  it('moves when the message searches there', () => {
    expect(kept('find the best pizza in brooklyn', 'Brooklyn', 'New York')).toBeNull();
  });
  // Issue 17: a pick never moves, even when the search before it found nothing to pick from (the model asks which).
  it('keeps the location for a pick by area with no list shown, in English, Tagalog and Dutch', () => {
    const none = (text: string, location: string, known: string) => keptBy(text, location, known, null, null, []);
    expect([
      none('the one in kapitolyo, still open?', 'Kapitolyo', 'Pasig'),
      none('Yung nasa Katipunan, tumatanggap ba ng card?', 'Katipunan', 'Quezon City'),
      none('degene in Oud-Zuid, is die duur?', 'Oud-Zuid', 'Amsterdam'),
    ]).toEqual(['points-at-the-list-by-area', 'points-at-the-list-by-area', 'points-at-the-list-by-area']);
  });
  it('keeps the location for a pick opened by "iyon pong", or by "and" when a listed venue is there', () => {
    expect([
      kept('And the one in Carroll Gardens, is that one open now?', 'Carroll Gardens', 'New York'),
      kept('en die in Ueno, hebben ze een terras?', 'Ueno', 'Tokyo'),
      kept('at yung nasa Kapitolyo, open na ba ngayon?', 'Kapitolyo', 'Pasig'),
    ]).toEqual(Array(3).fill('picks-a-listed-venue-by-area'));
    expect(kept('Iyon pong nasa Astoria, hanggang anong oras po sila bukas?', 'Astoria', 'New York')).toBe('points-at-the-list-by-area');
  });
  it('moves for "and the one in" another town no listed venue is in: the same kind there', () => {
    expect(kept('en die in brugge, vanaf wanneer?', 'Brugge', 'Gent')).toBeNull();
  });
  // Issue 17: a bare pick by area presupposes a listed venue there; when none is, it still asks of the list.
  it('keeps the location when a bare pick by area finds no listed venue there', () => {
    expect(kept('the one in queens?', 'Queens', 'New York')).toBe('points-at-the-list-by-area');
    expect(kept('Yung nasa Astoria po, may parking?', 'Astoria', 'New York')).toBe('points-at-the-list-by-area');
    expect(kept('die in Harlem, hoe laat open?', 'Harlem', 'New York')).toBe('points-at-the-list-by-area');
  });
  it('keeps the known location when a kind is named and then where it lies ("Het restaurant dat daar in Shibuya ligt")', () => {
    const ramen: RememberedVenue[] = [{ placeId: 'R', name: 'Ichiran Shibuya', address: '1-22-7 Jinnan, Shibuya, Tokyo', turn: 0 }];
    const text = 'Wij logeren in Shibuya. Het restaurant dat daar in Shibuya ligt, kunt u ons daar wat meer over vertellen?';
    expect(keptBy(text, 'Shibuya', 'Tokio', null, null, ramen)).toBe('picks-a-listed-venue-by-area');
    expect(keptBy("the restaurant that's in Shibuya, tell me more", 'Shibuya', 'Tokyo', null, null, ramen)).toBe(
      'picks-a-listed-venue-by-area',
    );
  });
  it('reads the area past its article: "Die in de Marais", "the one in the Marais", "yung nasa Marais" keep Paris', () => {
    expect(kept("Die in de Marais, zijn ze om zeven uur 's ochtends al open?", 'Marais', 'Parijs')).toBe('points-at-the-list-by-area');
    expect(kept('the one in the Marais, open at 7?', 'Marais', 'Paris')).toBe('points-at-the-list-by-area');
    expect(kept('yung nasa Marais, bukas na ba ng alas siyete?', 'Marais', 'Paris')).toBe('points-at-the-list-by-area');
  });
  it('moves when a pick by area opens with "and", shifts with "naman" or looks for something new there', () => {
    expect(kept('and the one in queens?', 'Queens', 'New York')).toBeNull();
    expect(kept('yung nasa Astoria naman?', 'Astoria', 'New York')).toBeNull();
    expect(kept('en die in Harlem?', 'Harlem', 'New York')).toBeNull();
  });
  it('moves when the place is only named, not picked among the list', () => {
    expect(kept('breakfast in kapitolyo instead', 'Kapitolyo')).toBeNull();
  });
  it("moves when the place is only in a listed venue's name, not in its address", () => {
    const named: RememberedVenue[] = [{ placeId: 'D', name: 'Manila Bay Cafe', address: 'Roxas Blvd, Malate', turn: 0 }];
    expect(keptBy('yung nasa Manila, open ba?', 'Manila', 'Pasig', null, null, named)).not.toBe('picks-a-listed-venue-by-area');
  });
});

describe('keptBy, where a route starts', () => {
  const route = (text: string, location: string, known: string) => keptBy(text, location, known, null, null, listed);
  it('keeps the location when the place named is where the way to a venue starts, in English, Tagalog and Dutch', () => {
    expect([
      route('and how would we get there from around Museumplein?', 'Museumplein', 'Amsterdam'),
      route('how do I get to it from Union Square by subway?', 'Union Square', 'New York'),
      route('paano pumunta dun galing sa hotel namin malapit sa shinjuku station', 'Shinjuku', 'Tokyo'),
      route('paano po pumunta doon mula sa Cubao?', 'Cubao', 'Quezon City'),
      route('hoe kom ik daar vanaf het Leidseplein?', 'Leidseplein', 'Amsterdam'),
    ]).toEqual(Array(5).fill('the-start-of-a-route'));
  });
  it('moves when the place is where the person goes, or a search is asked from there', () => {
    expect(route('how do I get to Shinjuku from here?', 'Shinjuku', 'Tokyo')).toBeNull();
    expect(route('best way to get from changi to marina bay?', 'Marina Bay', 'Singapore')).toBeNull();
    expect(route('paano pumunta galing airport papunta sa Makati?', 'Makati', 'Pasig')).toBeNull();
    expect(route('any ramen near Shinjuku, coming from the airport?', 'Shinjuku', 'Tokyo')).toBeNull();
  });
});

describe('keptBy, a weather question', () => {
  it('keeps the location for the weather asked about, and moves it for what to do there in the rain', () => {
    const asked = (text: string, location: string, known: string) => keptBy(text, location, known, null, null, []);
    expect([
      asked("what's the weather like in manila this week?", 'Manila', 'QC'),
      asked('kumusta weather sa SF ngayong week?', 'SF', 'San Francisco'),
      asked('wordt het morgen regenachtig in Gent?', 'Gent', 'Brussel'),
      asked('and what would you do in ghent on a rainy day?', 'Ghent', 'Antwerp'),
    ]).toEqual(['weather-question', 'weather-question', 'weather-question', null]);
  });
});

// Issue 17: where the person stays, said in a route ask, is where the route starts, not the next search's location.
describe('keptBy, where the person stays in a route ask', () => {
  it('keeps the known city in English, Tagalog and Dutch', () => {
    expect([
      kept('how do i get there from the hotel? we are staying near the Mission', 'Mission', 'San Francisco'),
      kept('paano pumunta dun? naka-stay kami sa Ermita', 'Ermita', 'Manila'),
      kept('hoe geraak ik daar? wij slapen in de Pijp', 'Pijp', 'Amsterdam'),
      kept("how do we get there? we're in SoMa right now", 'SoMa', 'San Francisco'),
      kept('paano pumunta doon? nasa Malate na kami', 'Malate', 'Manila'),
      kept('hoe kom ik daar? we zitten nu in Oost', 'Oost', 'Amsterdam'),
    ]).toEqual(Array(6).fill('the-start-of-a-route'));
  });
  it('moves when the message asks for a search where the person stays', () => {
    expect(kept('we are staying near the Mission, any tacos there?', 'Mission', 'San Francisco')).toBeNull();
  });
});
