// The shared setup of the prepareTurn specs: a Makati ramen list of two, three questions asked, a word counter for tokens.
import type { Turn } from '../contract/concierge-contract';
import { emptyContext, type ConversationContext } from './conversation-context';
import { prepareTurn } from './prepare-turn';

export const countTokens = (text: string) => text.split(/\s+/).filter(Boolean).length;
export const NOW = 1_000_000;
export const venues = [
  { placeId: 'A', name: 'Alpha Ramen', turn: 0 },
  { placeId: 'B', name: 'Beta Noodles', turn: 0 },
];
export const withList: ConversationContext = {
  ...emptyContext('s', NOW - 60_000),
  location: 'Makati',
  searchQuery: 'ramen',
  recentVenues: venues,
  alternatives: venues,
  userTurns: 3,
  updatedAt: NOW - 1000,
};
export const history: Turn[] = [
  { role: 'user', content: 'ramen in Makati' },
  { role: 'model', content: '1. Alpha Ramen 2. Beta Noodles' },
  { role: 'user', content: 'are they open late' },
  { role: 'model', content: 'both until 10' },
  { role: 'user', content: 'do they take cards' },
  { role: 'model', content: 'yes' },
];

export function prepare(message: string, overrides: Partial<Parameters<typeof prepareTurn>[0]> = {}) {
  return prepareTurn({ context: withList, sessionId: 's', history, message, now: NOW, countTokens, ...overrides });
}
