// One conversation through the real flow (engine, offline model, offline catalog), carried from reply to reply as the
// client does: shared by the offline model's dialog specs.
import type { GenerateRequest } from 'genkit';
import { expect } from 'vitest';
import type { ConciergeOutput, Turn } from '../contract/concierge-contract';
import type { ConversationContext } from '../context/conversation-context';
import { recordingPlaceSearch, type PlaceCall } from '../converse/recording-place-search';
import { createConcierge } from '../flows/create-concierge';
import { SIGNED_IN } from '../security/testing/sign-as-server';
import type { CatalogCity } from '../places/catalog-city';
import { createPlaceSearch } from '../places/create-place-search';
import { OfflineCatalog } from '../places/offline-catalog';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);

/**
 * A conversation carried from reply to reply as the client does, with every place-search call of the last turn: over
 * the shipped catalog, or over `cities` when a spec needs lists that stay put as the catalog grows.
 */
export function startConversation(cities?: readonly CatalogCity[]) {
  const calls: PlaceCall[] = [];
  const catalog = cities ? new OfflineCatalog({ now: () => new Date(NOW), cities }) : createPlaceSearch({ now: () => new Date(NOW) });
  const { flow } = createConcierge({ env: {}, placeSearch: recordingPlaceSearch(catalog, calls), now: () => NOW });
  let history: Turn[] = [];
  let context: ConversationContext | null = null;
  let contextSignature: string | undefined;
  async function say(message: string): Promise<ConciergeOutput & { calls: PlaceCall[] }> {
    calls.length = 0;
    const { result } = await flow.run({ input: message, history, context, contextSignature }, SIGNED_IN);
    const reply = { role: 'model' as const, content: result.reply, signature: result.replySignature };
    history = [...history, { role: 'user' as const, content: message }, reply];
    context = result.context;
    contextSignature = result.contextSignature;
    return { ...result, calls: [...calls] };
  }
  return { say, catalog };
}

/** The reply left the remembered location, search and list as the earlier reply had them (small talk, what it cannot do). */
export function expectContextKept(reply: ConciergeOutput, earlier: ConciergeOutput): void {
  expect([reply.context?.location, reply.context?.searchQuery]).toEqual([earlier.context?.location, earlier.context?.searchQuery]);
  expect(reply.context?.alternatives.map((venue) => venue.placeId)).toEqual(earlier.venues.map((venue) => venue.placeId));
}

export const searchArgs = (calls: readonly PlaceCall[]) =>
  calls.filter((call) => call.method === 'search').map((call) => call.args[0] as Record<string, unknown>);

/** One model request as a sub-agent gets it: the context line above the person's words, the place tools offered. */
export const contextRequest = (line: string, said: string): GenerateRequest => ({
  messages: [
    { role: 'system', content: [{ text: 'You are a test.' }] },
    { role: 'user', content: [{ text: `${line}\n${said}` }] },
  ],
  tools: ['searchPlaces', 'placeDetails', 'placeFact'].map((name) => ({ name, description: name, inputSchema: {} })),
});

/** The names a reply sets in bold, in order: the venues it is about. */
export const bold = (reply: string) => [...reply.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]);
