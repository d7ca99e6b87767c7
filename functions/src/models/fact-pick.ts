// Issue 17: a listed venue picked by a fact the catalog holds ("die met 't terras, is die duur?", "the one with outdoor
// seating, open late?", "yung may parking, magkano?"): the fact looked up for every listed venue, then the question answered
// about the one that has it. Several have it: the first of them, said so; none: said so, with which are unknown.
import type { Part, ToolRequestPart } from 'genkit';
import { clauseFacts } from '../context/intent/asked-facts';
import type { FactName } from '../context/intent/turn-intent';
import type { PlaceFactName } from '../places/place-facts';
import { parkingValue } from '../places/parking-options';
import { describeToolResults } from './offline-answers';
import { listFactReply, type FactAnswer } from './offline-replies';
import { factRequests } from './offline-sub-agent';
import { ordinalPastList, type OfflineTurn } from './offline-turn';
import { replyText, type ReplyKey } from './reply-text';

/** The lookups of the picking fact over the list; the lookups about the venue picked carry PICKED_REF. */
const PICK_REF = 'placeFact-pickBy';
const PICKED_REF = '-picked';
const MAX_CHECKED = 10;

/** Facts a venue has or lacks, so that "the one with it" picks: yes-or-no facts and parking. */
const PICKING_FACTS: ReadonlySet<FactName> = new Set([
  'vegetarian',
  'halal',
  'kidFriendly',
  'outdoorSeating',
  'acceptsCards',
  'reservable',
  'wheelchairAccessible',
  'accessibleRestroom',
  'parking',
]);

const CLAUSE = String.raw`([^?.!,;:—]+)`;
/** "the one with ...", "yung may ...", "die met ...", "die waar je kan ...": the picking words, in group 1 up to the clause's end. */
const FACT_PICK = new RegExp(
  [
    String.raw`\b(?:the|that)\s+(?:one|place|spot|bar|cafe|café|restaurant)\s+(?:with|that has|that's got|where (?:you|we|i) can`,
    String.raw`|that (?:takes|accepts|does))\s+${CLAUSE}`,
    String.raw`|(?:^|[^\p{L}'’])(?:'?yung|ung|iyong)\s+(?:[\p{L}-]+\s+)?(?:na\s+)?may\s+${CLAUSE}`,
    String.raw`|\b(?:die|degene|diene|dienen)\s+(?:met|waar)\s+${CLAUSE}`,
  ].join(''),
  'iu',
);

interface FactPick {
  fact: PlaceFactName;
  /** The facts the rest of the message asks about the venue picked; empty: its details. */
  asked: FactName[];
}

/** The fact the words pick a venue by, and what they ask about it; null when they pick by no catalog fact. */
export function factPickOf(said: string): FactPick | null {
  const match = FACT_PICK.exec(said);
  const clause = match?.slice(1).find((group) => group !== undefined);
  if (!match || !clause) return null;
  const [fact] = clauseFacts(clause, true);
  if (!fact || !PICKING_FACTS.has(fact)) return null;
  const rest = said.slice(match.index + match[0].length);
  return { fact: fact as PlaceFactName, asked: clauseFacts(rest, true).filter((asked) => asked !== fact) };
}

const call = (placeId: string, fact: string, ref: string): Part => ({ toolRequest: { name: 'placeFact', ref, input: { placeId, fact } } });

/** The picking fact for each listed venue, when the words pick one by it and the engine picked none. */
export function factPickRequests(turn: OfflineTurn, offered: ReadonlySet<string>): Part[] | null {
  const venues = turn.parsed?.venues ?? [];
  if (venues.length < 2 || !offered.has('placeFact') || turn.parsed?.referringTo || turn.intent.ordinal !== null) return null;
  if (ordinalPastList(turn)) return null;
  const pick = factPickOf(turn.said);
  if (!pick) return null;
  return venues.slice(0, MAX_CHECKED).map((venue, i) => call(venue.placeId, pick.fact, `${PICK_REF}-${i + 1}`));
}

/** True when the answer says the venue has the fact; false when it lacks it; null when unknown. */
function has(answer: FactAnswer): boolean | null {
  if (answer.fact !== 'parking') return typeof answer.value === 'boolean' ? answer.value : null;
  const value = typeof answer.value === 'string' ? parkingValue(answer.value) : null;
  return value ? !value.none || value.options.length > 0 : null;
}

/** After the lookups: the questions about the venue picked, then the answer led by which it is; null for any other turn. */
export function factPickNext(turn: OfflineTurn): Part[] | null {
  const checked = turn.toolResponses.filter((response) => response.ref?.startsWith(PICK_REF));
  const pick = factPickOf(turn.said);
  if (!checked.length || !pick) return null;
  const answers = checked.map((response) => response.output as FactAnswer).filter((answer) => answer?.place);
  const having = answers.filter((answer) => has(answer) === true);
  const { lang } = turn;
  const what = replyText(lang, `list.fact.${pick.fact}` as ReplyKey);
  const [picked] = having;
  if (!picked?.place) return [{ text: `${replyText(lang, 'factPick.none', { what })} ${listFactReply(answers, lang)}` }];
  const isPicked = (ref?: string) => Boolean(ref?.includes(PICKED_REF));
  if (!turn.toolRequests.some((request) => isPicked(request.ref))) {
    const { placeId } = picked.place;
    const parts = pick.asked.length ? factRequests(placeId, pick.asked) : [{ toolRequest: { name: 'placeDetails', input: { placeId } } }];
    return parts.map((part, i) => {
      const request = part.toolRequest as ToolRequestPart['toolRequest'];
      return { toolRequest: { ...request, ref: `${request.name}${PICKED_REF}-${i + 1}` } };
    });
  }
  const values = { what, name: picked.place.name, count: String(having.length) };
  const lead = replyText(lang, having.length > 1 ? 'factPick.first' : 'factPick.one', values);
  const only = <T extends { ref?: string }>(parts: readonly T[]) => parts.filter((part) => isPicked(part.ref));
  const answer = describeToolResults({ ...turn, toolRequests: only(turn.toolRequests), toolResponses: only(turn.toolResponses) });
  return [{ text: `${lead} ${answer}` }];
}
