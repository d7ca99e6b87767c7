// Issue 17: "die in Tsukiji, tot hoe laat is die open?" when no listed venue's address names Tsukiji (the engine's area pick
// found none): the listed venue closest to Tsukiji, measured with the placeDistance tool Gemini has too, answered and said
// to be the closest. Several about as close, or several right there: the first of them on the list, said so with how many.
// Asked which only when the area cannot be placed.
import type { Part, ToolResponsePart } from 'genkit';
import { areaPickSaid } from '../context/references/area-picks';
import { listPositionsIn, listPositionsJoinedIn } from '../context/references/list-positions';
import { isKnownPlace } from '../context/gazetteer';
import { vocabularyWordsIn } from '../context/intent/language-vocabulary';
import { LANGS, STOPWORDS } from '../context/text/stopwords';
import { isLandmarkWord, landmarkWordIn } from './landmark-words';
import { describeTaggedResults, madeTagged, taggedRequests } from './offline-answers';
import { askWhichPlaceReply, closestToWhereReply, type VenueRef } from './offline-replies';
import { factRequests } from './offline-sub-agent';
import { distanceOrigin, nearCentreOfLastReply, rememberedArea, type NearCentre } from './offline-near';
import { askedAfterRulingOut } from './ruled-out';
import { ordinalPastList, venueMeant, venueOfLastReply, type OfflineTurn } from './offline-turn';
import { replyText, type Language } from './reply-text';

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
/** A listed venue this close to the area's point is in it: "the one in Hongdae" with two there is the first of them. */
const THERE_METERS = 500;

/** "yung nasa Uptown", "die in Tsukiji", "the one near Ueno": the words after the pick, up to the end of the clause. */
const AREA_PICK = new RegExp(
  [
    String.raw`\b(?:the|that)\s+(?:[\p{L}-]+\s+)?(?:one|place|spot)\s+(?:in|on|at|by|near)\s+([^?.!,;:—]+)`,
    String.raw`|\b(?:yung|ung|iyong)\s+(?:[\p{L}-]+\s+)?(?:nasa|sa|malapit sa)\s+([^?.!,;:—]+)`,
    String.raw`|\b(?:die|degene)\s+(?:[\p{L}-]+\s+)?(?:in|op|aan|bij)\s+([^?.!,;:—]+)`,
    // "the tsukiji one", "the little india one": the area stands before "one".
    String.raw`|\bthe\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+one\b`,
  ].join(''),
  'giu',
);

/** Words that take back the pick before: "wait no", "ay hindi pala", "nee sorry, ik bedoel". */
const CORRECTION = /\b(?:wait|no|nope|sorry|i mean|hindi|mali|pala|nee|neen|bedoel)\b/iu;

const isLanguageWord = (word: string) => isFunctionWord(word) || LANGS.some((lang) => vocabularyWordsIn([word.toLowerCase()], lang) > 0);
const isFunctionWord = (word: string) => LANGS.some((lang) => STOPWORDS[lang].has(word.toLowerCase()));

/** The area as the person wrote it: "Uptown po" is Uptown, "ueno is it step-free" is ueno, "chinatown kamusta yun" is chinatown
 * (the longest run of words that is a known place), "het meer" is the lake. Of two picks ("in X, wait no, on Y") the last. */
export function areaNamed(said: string): string | null {
  const matches = [...said.matchAll(AREA_PICK)];
  // "the one in X, wait no, the one on Y": a later pick after a correction is the one meant; else the first.
  const later = matches.filter((one, i) => i > 0 && CORRECTION.test(said.slice(matches[i - 1].index, one.index)));
  const match = later.at(-1) ?? matches[0];
  const clause = match?.slice(1).find((group) => group !== undefined);
  if (!clause) return null;
  const words = clause.trim().split(/\s+/);
  const landmark = landmarkWordIn(words);
  if (landmark) return landmark;
  const start = words.findIndex((word) => !isFunctionWord(word));
  if (start < 0) return null;
  // "chinatown kamusta yun": a known place followed by words of the language ends there; "Cubao Expo" is read whole.
  for (let n = Math.min(MAX_AREA_WORDS, words.length - start - 1); n > 0; n--) {
    const run = words.slice(start, start + n).join(' ');
    if (isKnownPlace(run) && isLanguageWord(words[start + n])) return run;
  }
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
  if (asksClosest(turn)) return closestToCentreRequests(turn, venues, offered);
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
  from: { name: string } | null;
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
  // "het meer" was measured as the catalog's "lake": the reply names the landmark found, not the word.
  const found = (measured[0]?.output as Measured | undefined)?.from?.name;
  // ... and a remembered venue measured from ("closer to the Art Institute") is named as the tool found it.
  const area = (isLandmarkWord(asked?.from?.name ?? '') && found) || asked?.from?.name || found || '';
  const venues = turn.parsed?.venues ?? [];
  const sorted = byDistance(measured);
  const { lang } = turn;
  const [first] = sorted;
  if (!first || first.meters > MAX_AREA_METERS)
    return [{ text: asksClosest(turn) ? closestToWhereReply(lang) : askWhichPlaceReply(venues, lang, turn.lastReply) }];
  // "which of those is closest?": which one it is, and how far, is the answer (the closest, though others stand in the area).
  // "is the first or the third closer to X?": both named, each with its distance, so the person sees by how much.
  if (asksClosest(turn) && sorted.length === 2) {
    const [, other] = sorted;
    const values = { area, name: first.name, distance: distanceText(first.meters), other: other.name };
    return [{ text: replyText(lang, 'nearest.pair', { ...values, otherDistance: distanceText(other.meters) }) }];
  }
  // "Welke van de drie ligt het dichtst bij mijn hotel?": each of three named in order, so the person sees how they stand.
  if (asksClosest(turn) && sorted.length === 3) {
    const [, second, third] = sorted;
    const values = { area, name: first.name, distance: distanceText(first.meters), second: second.name, third: third.name };
    const distances = { secondDistance: distanceText(second.meters), thirdDistance: distanceText(third.meters) };
    return [{ text: replyText(lang, 'nearest.three', { ...values, ...distances }) }];
  }
  if (asksClosest(turn))
    return [{ text: replyText(lang, 'nearest.lead', { area, name: first.name, distance: distanceText(first.meters) }) }];
  const { picked, lead } = chosen(sorted, venues, area, lang);
  if (!madeTagged(turn, CLOSEST_REF)) return closestRequests(turn, picked.placeId);
  return [{ text: `${lead} ${describeTaggedResults(turn, CLOSEST_REF)}` }];
}

/** Which venue the answer is about and the clause that says why: several right in the area, or several about as close to it,
 * are the first of them on the list (the person reads the list in that order); else the closest. */
function chosen(sorted: readonly Closest[], venues: readonly VenueRef[], area: string, lang: Language) {
  const [first] = sorted;
  const near = first.meters <= THERE_METERS;
  const tied = sorted.filter((one) =>
    near ? one.meters <= THERE_METERS : one.meters - first.meters <= Math.max(TIE_METERS, first.meters * TIE_SHARE),
  );
  const listed = (one: Closest) => venues.findIndex((venue) => venue.placeId === one.placeId);
  const [picked, ...others] = [...tied].sort((a, b) => listed(a) - listed(b));
  // The others are counted, not named: the reply is about the one taken, and the next "is it open?" is about it too.
  const values = { area, name: picked.name, count: String(tied.length) };
  if (near) return { picked, lead: replyText(lang, others.length ? 'nearest.firstThere' : 'nearest.there', values) };
  const distance = distanceText(picked.meters);
  return { picked, lead: replyText(lang, others.length ? 'nearest.tie' : 'nearest.lead', { ...values, distance }) };
}

/** What the words asked, about the closest venue: its facts, or the way there. */
function closestRequests(turn: OfflineTurn, placeId: string): Part[] {
  const parts =
    turn.intent.kind === 'directions'
      ? [call('getDirections', { placeId, origin: null }, 'getDirections')]
      : factRequests(placeId, turn.facts);
  return taggedRequests(parts, CLOSEST_REF);
}

/** The venue the last reply searched around ("Here are 3 cafés near **X**"), or null. */
function centreOfLastReply(turn: OfflineTurn): { name: string } | null {
  const centre = nearCentreOfLastReply(turn.lastReply, turn.lang);
  return centre ? { name: centre } : null;
}

const asksClosest = (turn: OfflineTurn) => turn.intent.kind === 'compare' && turn.intent.by === 'closest';

/** "which of those is closest to the Westerkerk?": each listed venue measured from the place named (a remembered venue when
 * the engine found one: "closest to the museum"); "which of those is closest?" right after a search around a venue: from that
 * venue; else from the area searched in, when it is narrower than a city. Otherwise null: the sub-agent asks from where. */
function closestToCentreRequests(turn: OfflineTurn, venues: readonly VenueRef[], offered: ReadonlySet<string>): Part[] | null {
  // "alin dyan ang pinakamalapit sa Pier 39?" after a list of one: that one is the closest, and how far it is still answers.
  if (!venues.length || !offered.has('placeDistance')) return null;
  const said = distanceOrigin(turn);
  if (venues.length < 2 && !said) return null;
  const from = said ?? centreOfLastReply(turn) ?? rememberedArea(turn);
  if (!from) return null;
  // "yung una o yung pangatlo, alin ang mas malapit sa Cubao?": only the cards named are weighed; "is that one closer than the
  // second?" weighs the one the engine picked against the card named.
  // "wag na yung una. sa dalawang natira alin mas malapit samin?": the cards left once one is ruled out.
  const left = askedAfterRulingOut(turn.said, venues, turn.earlierUserWords.at(-1), venueOfLastReply(turn, venues))?.left;
  if (left && left.length >= 2) return measureFrom(from, left);
  // "welke van de eerste twee ligt het dichtst bij de toren?": the first two, not the whole list.
  const joined = listPositionsJoinedIn(turn.said, venues.length);
  const named = (joined.length >= 2 ? joined : [...new Set(listPositionsIn(turn.said, venues.length))]).map((index) => venues[index]);
  const picked = turn.parsed?.referringTo;
  const pair = picked && named.length === 1 && named[0].placeId !== picked.placeId ? [picked, named[0]] : null;
  return measureFrom(from, pair ?? (named.length >= 2 ? named : venues));
}

function measureFrom(from: NearCentre, venues: readonly VenueRef[]): Part[] {
  return venues
    .slice(0, MAX_MEASURED)
    .map((venue, i) => call('placeDistance', { from, to: { placeId: venue.placeId } }, `${MEASURE_REF}-${i + 1}`));
}
