// Stage 4: what the message refers to (a listed venue, an earlier turn), by the resolver, then the named guards that
// need no decided location.
import type { Turn } from '../../contract/concierge-contract';
import type { ConversationContext } from '../conversation-context';
import { isKnownPlace } from '../gazetteer';
import { withoutDescribedNear } from '../references/described-near';
import { resolveReferences, type Resolution } from '../resolve-references';
import { userTurnPositions } from '../select-history';
import type { AnalyseStage } from './analyse';
import type { ExtractStage } from './extract';
import { listReplyFinder } from './list-reply';
import { MOVES } from './message-cues';
import { runGuards, type GuardInput } from './resolution-guards';
import { resolutionRuleOf } from './resolution-rule';

export interface ResolveStage {
  resolved: Resolution | null;
  /** The resolver's rule, or the last guard that changed its answer. */
  resolutionRule: string | null;
  /** The lead sentence settled on the venue in focus: the search after it is still new. */
  settledFirst: boolean;
  /** A listed town the user now goes to or searches in: where to look, though its name was masked as a venue's. */
  townPicked: string | null;
  /** Earlier user messages by global turn index. */
  earlierTurns: ReadonlyMap<number, string>;
  /** What the guards after the location (in the decide stage) read. */
  guardInput: GuardInput;
}

const GOES_TO = new RegExp(
  [
    String.raw`\b(?:going to|go to|head(?:ing)? to|drive to|driving to|train to|trip to|visit(?:ing)?|we'?ll do|let'?s do`,
    String.raw`|pupunta|punta (?:kami|tayo|ako)|gaan naar|ga naar|rijden naar|gaan we naar)\b`,
    String.raw`|\bsa\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:na\s+)?(?:kami|tayo|ako)\b`,
  ].join(''),
  'iu',
);
/** The guards over the resolver's answer that need no decided location, in the order they apply. */
export const GUARDS_BEFORE_LOCATION = [
  'settles-on-lead',
  'best-of-kind',
  'superlative-in-another-town',
  'near-the-venue-in-focus',
  'and-in-another-area',
  'like-it-elsewhere',
  'general-travel-question',
] as const;

export function resolveStage(
  read: AnalyseStage,
  extract: ExtractStage,
  before: ConversationContext,
  history: readonly Turn[],
): ResolveStage {
  const { text, listedVenues, venueNames, lastModel } = read;
  const positions = userTurnPositions(history, before.userTurns);
  const earlierTurns = new Map([...positions].map(([turn, at]) => [turn, history[at].content]));
  // What the assistant said about each venue is in the reply that listed them, the latest that names two or more.
  const listReply = listReplyFinder(history, before.alternatives.length ? before.alternatives : before.recentVenues);
  const { newSearch, query } = extract;
  // A list asked for "near the pizza place" is of what was asked, not pizza: "back to the pizza list" is not it. Every resolver
  // call (this one and the guards') reads the earlier turns so.
  const askedKinds = new Map([...earlierTurns].map(([turn, said]) => [turn, withoutDescribedNear(said)]));
  const found = resolveReferences({ text, context: before, earlierTurns: askedKinds, newSearch, listReply, lastReply: () => lastModel });
  const input: GuardInput = {
    resolved: found,
    text,
    before,
    listedVenues,
    venueNames,
    earlierTurns: askedKinds,
    query,
    newSearch,
    extracted: extract.location,
  };
  const first = runGuards(GUARDS_BEFORE_LOCATION, input);
  let resolved = first.resolved;
  // "ok we're going to sintra", "sige tagaytay na lang": a listed day trip that is itself a town is where the user now goes
  // (its name, masked as a venue's, was no location to the extractor).
  // ... and so is one a new search is put in: "en in de pijp, een goede vietnamees?" after two districts were listed.
  const listedTown = resolved?.kind === 'venue' && resolved.how === 'name' && isKnownPlace(resolved.name) ? resolved.name : null;
  const goesThere = listedTown !== null && (MOVES.test(text) || GOES_TO.test(text));
  const searchIn = listedTown !== null && !goesThere && newSearch && searchedIn(text, listedTown);
  const second = runGuards(['search-in-listed-town'], { ...input, resolved, searchIn });
  resolved = second.resolved;
  const fired = [...first.fired, ...second.fired];
  const settledFirst = first.fired.includes('settles-on-lead');
  return {
    resolved,
    resolutionRule: fired.length ? `guard:${fired[fired.length - 1]}` : resolutionRuleOf(found),
    settledFirst,
    townPicked: goesThere || searchIn ? listedTown : null,
    earlierTurns,
    guardInput: { ...input, resolved, settledFirst },
  };
}

/** "in de pijp", "sa binondo", "around shoreditch": the name is where a search is put. */
function searchedIn(text: string, name: string): boolean {
  const at = text.toLowerCase().indexOf(name.toLowerCase());
  return at > 0 && /\b(?:in|sa|around|near|bij|rond|rondom)\s+$/i.test(text.slice(0, at));
}
