// Runs conversation sets and tallies right turns per language; the regression gate compares with a baseline.
import type { Conversation, Language } from './converse-set';
import { judgeTurn, type SeenSoFar, type TurnVerdict } from './judge-turn';
import type { ConversationRunner } from './run-conversation';
import type { TurnRecord } from './turn-record';

export interface TurnResult extends TurnVerdict {
  id: string;
  turn: number;
  lang: Language;
  user: string;
  reply: string;
}

/** Runs one conversation and judges each turn with what the person had seen before it. */
export async function judgeConversation(run: ConversationRunner, conversation: Conversation): Promise<TurnResult[]> {
  const records = await run(conversation);
  const seen: SeenSoFar = { lists: new Map(), venues: new Map(), focus: null, previous: null };
  return records.map((record, turn) => {
    const lang = conversation.turns[turn].expect.lang ?? conversation.lang;
    const verdict = judgeTurn(record, conversation.turns[turn].expect, lang, seen);
    remember(seen, record, turn, verdict);
    return { id: conversation.id, turn, lang, user: record.user, reply: record.reply, ...verdict };
  });
}

function remember(seen: SeenSoFar, record: TurnRecord, turn: number, verdict: TurnVerdict): void {
  if (verdict.intent === 'search' && record.venues.length) seen.lists.set(turn, record.venues);
  for (const venue of record.venues) seen.venues.set(venue.placeId, { ...seen.venues.get(venue.placeId), ...venue });
  // What the person meant decides what "it" means next, even when the reply got it wrong.
  // A search that found one venue shows just that one: "does it have a terrace?" means it.
  const shownAlone = verdict.intent === 'search' && record.venues.length === 1 ? [record.venues[0].placeId] : [];
  const focus = verdict.meant.length ? verdict.meant : verdict.about.length ? verdict.about : shownAlone;
  if (focus.length === 1) seen.focus = focus[0];
  seen.previous = record;
}

export interface Tally {
  right: number;
  total: number;
}

export function tallyByLanguage(results: readonly TurnResult[]): Map<Language | 'all', Tally> {
  const tally = new Map<Language | 'all', Tally>();
  for (const result of results) {
    for (const key of [result.lang, 'all'] as const) {
      const entry = tally.get(key) ?? { right: 0, total: 0 };
      entry.total += 1;
      if (result.right) entry.right += 1;
      tally.set(key, entry);
    }
  }
  return tally;
}

export const turnKey = (result: Pick<TurnResult, 'id' | 'turn'>) => `${result.id}#${result.turn}`;

/** Turns the baseline had right that are wrong now: the gate fails on any. */
export function regressions(results: readonly TurnResult[], baseline: Record<string, boolean>): TurnResult[] {
  return results.filter((result) => baseline[turnKey(result)] === true && !result.right);
}
