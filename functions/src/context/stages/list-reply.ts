// The assistant's reply that listed the venues: what it said about each ("great rooftop views") picks one too.
import type { Turn } from '../../contract/concierge-contract';
import type { RememberedVenue } from '../conversation-context';

/** A finder for the reply that gave `listed`, run once on first need: several rules may ask, most messages never do. */
export function listReplyFinder(history: readonly Turn[], listed: readonly RememberedVenue[]): () => string | undefined {
  let listReplyFound: { content: string | undefined } | undefined;
  return () => {
    if (!listReplyFound) listReplyFound = { content: findListReply(history, listed) };
    return listReplyFound.content;
  };
}

/** The latest reply that names two or more of `listed`, by whole name or a long word of it ("Jinokhwa runs 24 hours,
 * Kyoja closes at 9pm") ... but not by a word several of the names share ("Lechon" in four lechon houses). */
export function findListReply(history: readonly Turn[], listed: readonly RememberedVenue[]): string | undefined {
  let content: string | undefined;
  const wordCount = new Map<string, number>();
  for (const v of listed) for (const w of new Set(v.name.split(/\s+/))) wordCount.set(w, (wordCount.get(w) ?? 0) + 1);
  const names = listed.map((v) => [v.name, ...v.name.split(/\s+/).filter((w) => w.length >= 5 && wordCount.get(w) === 1)]);
  const named = (turn: { content: string }) => names.filter((forms) => forms.some((n) => turn.content.includes(n))).length;
  // The reply that gave the list names the most of it, not a later answer naming two ("Maxwell is a walk from Chinatown
  // MRT"); of replies naming as many, the latest.
  let most = 1;
  for (const turn of history) {
    const count = turn.role === 'model' ? named(turn) : 0;
    if (count >= Math.max(2, most)) [content, most] = [turn.content, count];
  }
  return content;
}
