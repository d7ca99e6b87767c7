import { describe, expect, it } from 'vitest';
import { type ConversationContext } from '../conversation-context';
import { prepare, withList } from '../prepare-turn.fixture';

describe('the same search asked again from another place', () => {
  const lisbon: ConversationContext = { ...withList, location: 'Lisbon', searchQuery: 'day trips' };

  it.each([
    ['And the same from Paris? Half the guests fly home through there.', 'Paris'],
    ['same thing but from Porto', 'Porto'],
    ['ok, what about from Madrid?', 'Madrid'],
    ['the same search from Seville please', 'Seville'],
    ['same again but in Rome?', 'Rome'],
    ['en hetzelfde vanuit Brussel?', 'Brussel'],
    ['hetzelfde maar dan in Antwerpen', 'Antwerpen'],
    ['ganun din sa Cebu?', 'Cebu'],
    ['ganun din kaya galing sa Davao?', 'Davao'],
  ])('moves the search to the place named: %s', (message, place) => {
    const turn = prepare(message, { context: lisbon });
    expect([turn.context.location, turn.context.searchQuery]).toEqual([place, 'day trips']);
  });

  it.each([
    ['how far is Sintra from Porto?', 'Porto'],
    ['pizza near the station, we come from Madrid', 'Madrid'],
  ])('never moves to an origin that asks nothing again: %s', (message, origin) => {
    expect(prepare(message, { context: lisbon }).context.location).not.toEqual(origin);
  });
});
