// prepareTurn specs (issue 17, the class "picking among listed venues by area"): "yung nasa Intramuros po" picks the listed
// venue there and keeps the list's city, in English, Tagalog and Dutch; "near there" after it is about that venue.
import { describe, expect, it } from 'vitest';
import type { Turn } from '../../contract/concierge-contract';
import { emptyContext, type ConversationContext } from '../conversation-context';
import { prepareTurn } from '../prepare-turn';
import { countTokens, NOW } from '../prepare-turn.fixture';

const museums = [
  { placeId: 'M1', name: 'National Museum of Fine Arts', category: 'museum', address: 'Padre Burgos Ave, Ermita, Manila', turn: 0 },
  { placeId: 'M2', name: 'Ayala Museum', category: 'museum', address: 'Makati Ave, Legazpi Village, Makati', turn: 0 },
  { placeId: 'M3', name: 'Casa Manila', category: 'museum', address: 'General Luna St, Intramuros, Manila', turn: 0 },
  { placeId: 'M4', name: 'The Mind Museum', category: 'museum', address: '3rd Ave, Bonifacio Global City, Taguig', turn: 0 },
];
const listed: ConversationContext = {
  ...emptyContext('s', NOW - 60_000),
  location: 'Manila',
  searchQuery: 'museum',
  recentVenues: museums,
  alternatives: museums,
  userTurns: 1,
  updatedAt: NOW - 1000,
};
const history: Turn[] = [
  { role: 'user', content: 'museums in Manila for my grandmother?' },
  { role: 'model', content: '1. National Museum of Fine Arts 2. Ayala Museum 3. Casa Manila 4. The Mind Museum' },
];
const run = (message: string, context: ConversationContext = listed, before: readonly Turn[] = history) =>
  prepareTurn({ context, sessionId: 's', history: before, message, now: NOW, countTokens });

describe('prepareTurn, a listed venue picked by its area', () => {
  it.each([
    'Yung nasa Intramuros po, bukas po ba sila ngayon?',
    'ung nasa intramuros, may wheelchair ba dun?',
    'the one in Intramuros, is it open today?',
    'Die in Intramuros, is die vandaag open?',
  ])('picks the venue there and keeps the city of the list, with no new search: %s', (message) => {
    const turn = run(message);
    expect(turn.resolved).toMatchObject({ kind: 'venue', placeId: 'M3' });
    expect(turn.context.location).toBe('Manila');
    expect(turn.context.searchQuery).toBe('museum');
    expect(turn.context.focus).toMatchObject({ placeId: 'M3' });
  });

  it.each([
    'May makakainan po ba malapit doon na hindi po masyadong mahal?',
    'anything cheap to eat near there?',
    'is er daar in de buurt iets goedkoops te eten?',
  ])('keeps that venue in focus and the city when the next message searches near it: %s', (message) => {
    const picked = run('Yung nasa Intramuros po, bukas po ba sila ngayon?');
    const after: Turn[] = [
      ...history,
      { role: 'user', content: 'Yung nasa Intramuros po' },
      { role: 'model', content: 'Casa Manila: open' },
    ];
    const turn = run(message, picked.context, after);
    expect(turn.context.location).toBe('Manila');
    expect(turn.context.focus).toMatchObject({ placeId: 'M3' });
    expect(turn.injected).toContain('Casa Manila');
  });
});
