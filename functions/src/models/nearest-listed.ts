// Issue 17: "die in Tsukiji, tot hoe laat is die open?" when no listed venue's address names Tsukiji (the engine's area pick
// found none): the listed venue closest to Tsukiji, measured with the placeDistance tool Gemini has too, answered and said
// to be the closest. Asked which only when the area cannot be placed or two listed venues are about as close.
import type { Part, ToolRequestPart, ToolResponsePart } from 'genkit';
import { areaPickSaid } from '../context/references/area-picks';
import { LANGS, STOPWORDS } from '../context/text/stopwords';
import { describeToolResults } from './offline-answers';
import { askWhichPlaceReply } from './offline-replies';
import { factRequests } from './offline-sub-agent';
import { ordinalPastList, venueMeant, type OfflineTurn } from './offline-turn';
import { replyText } from './reply-text';

/** The measuring calls, one per listed venue; the lookups about the closest carry CLOSEST_REF. */
const MEASURE_REF = 'placeDistance-toArea';
const CLOSEST_REF = '-closest';
/** A list holds at most 10 venues. */
const MAX_MEASURED = 10;
/** Straight-line distances are rough: a second venue this much further is as close as the first. */
const TIE_SHARE = 0.1;
const TIE_METERS = 50;
const MAX_AREA_WORDS = 4;
/** Further than this the area found is not the one meant (another city's "Uptown"): ask which instead. */
const MAX_AREA_METERS = 20_000;

/** "yung nasa Uptown", "die in Tsukiji", "the one near Ueno": the words after the pick, up to the end of the clause. */
const AREA_PICK = new RegExp(
  [
    String.raw`\b(?:the|that)\s+(?:[\p{L}-]+\s+)?(?:one|place|spot)\s+(?:in|on|at|by|near)\s+([^?.!,;:—]+)`,
    String.raw`|\b(?:yung|ung|iyong)\s+(?:[\p{L}-]+\s+)?(?:nasa|sa|malapit sa)\s+([^?.!,;:—]+)`,
    String.raw`|\b(?:die|degene)\s+(?:[\p{L}-]+\s+)?(?:in|op|aan|bij)\s+([^?.!,;:—]+)`,
  ].join(''),
  'iu',
);

const isFunctionWord = (word: string) => LANGS.some((lang) => STOPWORDS[lang].has(word.toLowerCase()));

/** The area as the person wrote it: "Uptown po" is Uptown, "ueno is it step-free" is ueno. */
export function areaNamed(said: string): string | null {
  const match = AREA_PICK.exec(said);
  const clause = match && (match[1] ?? match[2] ?? match[3]);
  if (!clause) return null;
  const words = clause.trim().split(/\s+/);
  const start = words.findIndex((word) => !isFunctionWord(word));
  if (start < 0) return null;
  const end = words.findIndex((word, i) => i > start && isFunctionWord(word));
  const area = words.slice(start, end < 0 ? undefined : Math.min(end, start + MAX_AREA_WORDS)).slice(0, MAX_AREA_WORDS);
  return area.join(' ').length >= 3 ? area.join(' ') : null;
}

const call = (name: string, input: unknown, ref: string): Part => ({ toolRequest: { name, ref, input } });

/** Issue 17: "yung nasa Tomas Morato, ilan rating nya?" with no listed venue there and nothing to measure from: say so and ask
 * whether to search there; the location stays (the engine kept it). Not when the engine moved there ("yung nasa Makati naman"). */
function noneThereReply(turn: OfflineTurn): Part[] | null {
  const area = areaPickSaid(turn.said) === undefined ? null : areaNamed(turn.said);
  const { parsed } = turn;
  if (!area || !parsed || parsed.referringTo || (parsed.location ?? '').toLowerCase().includes(area.toLowerCase())) return null;
  const key = parsed.venues.length ? 'nearest.none' : 'nearest.noList';
  return [{ text: replyText(turn.lang, key, { area, query: parsed.query ?? replyText(turn.lang, 'nearest.places') }) }];
}

/** A fact or the way to one venue of the list, picked by an area no listed address names: measure from the area to each. */
export function nearestListedRequests(turn: OfflineTurn, offered: ReadonlySet<string>): Part[] | null {
  const venues = turn.parsed?.venues ?? [];
  const measurable = ['fact', 'directions'].includes(turn.intent.kind) && venues.length >= 2 && offered.has('placeDistance');
  if (!measurable && !venueMeant(turn)) return noneThereReply(turn);
  if (!['fact', 'directions'].includes(turn.intent.kind) || !offered.has('placeDistance')) return null;
  if (venues.length < 2 || venueMeant(turn) || ordinalPastList(turn)) return null;
  const area = areaNamed(turn.said);
  if (!area) return null;
  // No location: the area is looked for where each venue is, so "Uptown" is BGC's, not Chicago's, whatever the context holds.
  return venues
    .slice(0, MAX_MEASURED)
    .map((venue, i) => call('placeDistance', { from: { name: area }, to: { placeId: venue.placeId } }, `${MEASURE_REF}-${i + 1}`));
}

interface Measured {
  to: { placeId: string; name: string } | null;
  estimate: { straightLineMeters: number } | null;
}

type Closest = { placeId: string; name: string; meters: number };

/** The listed venues by distance from the area; empty when the area could not be placed. */
function byDistance(responses: readonly ToolResponsePart['toolResponse'][]): Closest[] {
  return responses
    .map((response) => response.output as Measured | undefined)
    .flatMap((output) => (output?.to && output.estimate ? [{ ...output.to, meters: output.estimate.straightLineMeters }] : []))
    .sort((a, b) => a.meters - b.meters);
}

const distanceText = (meters: number) => (meters < 1000 ? `${meters} m` : `${(meters / 1000).toFixed(1)} km`);

/** After the measuring: the lookups about the closest, then the answer led by which one it is; null for any other turn. */
export function nearestListedNext(turn: OfflineTurn): Part[] | null {
  const isMeasure = (ref?: string) => Boolean(ref?.startsWith(MEASURE_REF));
  const measured = turn.toolResponses.filter((response) => isMeasure(response.ref));
  if (!measured.length) return null;
  const asked = turn.toolRequests.find((request) => isMeasure(request.ref))?.input as { from?: { name?: string } } | undefined;
  const area = asked?.from?.name ?? '';
  const [first, second] = byDistance(measured);
  const { lang } = turn;
  if (!first || first.meters > MAX_AREA_METERS) return [{ text: askWhichPlaceReply(turn.parsed?.venues ?? [], lang, turn.lastReply) }];
  if (second && second.meters - first.meters <= Math.max(TIE_METERS, first.meters * TIE_SHARE)) {
    const values = { first: first.name, second: second.name, area, distance: distanceText(first.meters) };
    return [{ text: replyText(lang, 'nearest.tie', values) }];
  }
  const isClosest = (ref?: string) => Boolean(ref?.includes(CLOSEST_REF));
  if (!turn.toolRequests.some((request) => isClosest(request.ref))) return closestRequests(turn, first.placeId);
  const rest = <T extends { ref?: string }>(parts: readonly T[]) => parts.filter((part) => isClosest(part.ref));
  const answer = describeToolResults({ ...turn, toolRequests: rest(turn.toolRequests), toolResponses: rest(turn.toolResponses) });
  const lead = replyText(lang, 'nearest.lead', { area, name: first.name, distance: distanceText(first.meters) });
  return [{ text: `${lead} ${answer}` }];
}

/** What the words asked, about the closest venue: its facts, or the way there. */
function closestRequests(turn: OfflineTurn, placeId: string): Part[] {
  const parts =
    turn.intent.kind === 'directions'
      ? [call('getDirections', { placeId, origin: null }, 'getDirections')]
      : factRequests(placeId, turn.facts);
  return parts.map((part, i) => {
    const request = part.toolRequest as ToolRequestPart['toolRequest'];
    return { toolRequest: { ...request, ref: `${request.name}${CLOSEST_REF}-${i + 1}` } };
  });
}
