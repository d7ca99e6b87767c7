// What a message asks, decided once by the first intent rule that holds, with what the words add to it:
// an ordinal ("the 2nd"), price levels ("nothing too fancy"), "open now" and the place a distance is measured from.
import { recentResults } from '../text/recent-results';
import type { PriceLevel } from '../../contract/place';
import { priceLevelsIn } from '../../places/price-words';
import { namesOnlyFacts } from '../../places/search-words';
import { extractLocation } from '../extract-location';
import { extractQuery, isFoodQuery } from '../extract-query';
import { listKindOf } from '../references/list-kinds';
import { describedNear, withoutDescribedNear } from '../references/described-near';
import { ASKS_WHERE_VENUE_IS } from '../references/pointing-words';
import { ORDINAL_ALTERNATION } from '../references/ordinal-words';
import { INTENT_RULES, type COMPARE_BY, type FACTS, type IntentRule, type MODIFIERS, type SMALLTALK_TOPICS } from './intent-rules';
import { analyseMessage, coveredBy, ordinalIn, partNamed, partOccurs, partSpans, type AnalysedMessage } from './intent-words';

export { coveredBy };
import LOCATION_WORDS from '../rules/location-words.json';
import { withoutVisitReports } from './visit-reports';
import { sentencesOf } from '../text/sentences';

export type SmalltalkTopic = (typeof SMALLTALK_TOPICS)[number];
export type CompareBy = (typeof COMPARE_BY)[number];
/** A comparison over the list by a fact of each venue (all but 'closest', which measures). */
export type RankedBy = Exclude<CompareBy, 'closest'>;
/** The fact a comparison weighs: the rating for the best, the price level for the cheapest and the dearest, the opening hours
 * for the one open latest or earliest. */
export const rankedFact = (by: RankedBy): 'rating' | 'priceLevel' | 'openingHours' =>
  by === 'best' ? 'rating' : by === 'latest' || by === 'earliest' ? 'openingHours' : 'priceLevel';
export type Modifier = (typeof MODIFIERS)[number];
export type FactName = (typeof FACTS)[number];

export type TurnAsk =
  | { kind: 'search' }
  | { kind: 'details' }
  | { kind: 'directions' }
  | { kind: 'distance' }
  | { kind: 'near' }
  | { kind: 'earlier-turn' }
  | { kind: 'smalltalk'; topic: SmalltalkTopic }
  | { kind: 'compare'; by: CompareBy }
  | { kind: 'modifier'; modifier: Modifier }
  | { kind: 'fact'; fact: FactName };

export type TurnIntent = TurnAsk & {
  /** The id of the rule that decided it; 'default' when none held (a search). */
  rule: string;
  /** The list position the message names ("the second one" → 2), or null. */
  ordinal: number | null;
  /** Price levels the words ask for, or null. */
  priceLevels: PriceLevel[] | null;
  /** "open now", "bukas ngayon", "nu open". */
  openNow: boolean;
  /** For a distance or a route: the place named after "from", "sa", "van" ("the station" → "station"), or null. */
  from: string | null;
};

function occurs(message: AnalysedMessage, name: string): boolean {
  return partOccurs(message, partNamed(name));
}

export function occursAny(message: AnalysedMessage, names: readonly string[]): boolean {
  for (const name of names) if (occurs(message, name)) return true;
  return false;
}

/** A `none` part counts unless where it occurs it runs into the rule's own words ("may seating ba sa labas?": its "sa" opens
 * "sa labas", the fact asked, not a place searched in; "may vegetarian ba sa BGC?" still searches) or lies within them
 * ("een bakker op loopafstand daarvan": its "daarvan" is part of "op loopafstand daarvan", no venue picked). */
function blocks(rule: IntentRule, message: AnalysedMessage, name: string): boolean {
  if (!occurs(message, name)) return false;
  const own = rule.all.flatMap((part) => partSpans(message, partNamed(part)));
  const picks = (rule.noneLiftedByEarlier ?? []).flatMap((part) => partSpans(message, partNamed(part)));
  const runsInto = (start: number, end: number) => own.some(([from, to]) => start < from && from < end && to > end);
  const within = (start: number, end: number) => own.some(([from, to]) => from <= start && end <= to);
  return partSpans(message, partNamed(name)).some(
    ([start, end]) => !runsInto(start, end) && !within(start, end) && !picks.some(([, to]) => to <= start),
  );
}

/** The last sentence that ends on a question mark, when the message has another sentence before or after it. */
function lastQuestionOf(text: string): string | null {
  if (text !== lastQuestionAsked[0]) lastQuestionAsked = [text, lastQuestionIn(text)];
  return lastQuestionAsked[1];
}
/** Rules of the last question ask it of the same message rule after rule: the last answer is kept. */
let lastQuestionAsked: [string, string | null] = ['', null];

function lastQuestionIn(text: string): string | null {
  const sentences = sentencesOf(text).filter((sentence) => /\p{L}/u.test(sentence));
  const questions = sentences.filter((sentence) => sentence.includes('?'));
  return sentences.length > 1 && questions.length ? questions[questions.length - 1] : null;
}

/** Words a lone fact word may come with ("Pinnen mogelijk?", "Halal ba?", "Eerste: parkeren?"): it is still asked of the venue. */
const ALONE_WORDS = ['FILLER', 'FACT_ALONE', 'ORDINAL'];

export function ruleHolds(rule: IntentRule, whole: AnalysedMessage): boolean {
  const question = rule.in === 'lastQuestion' ? lastQuestionOf(whole.raw) : null;
  if (rule.in === 'lastQuestion' && question === null) return false;
  const message = question === null ? whole : analyseMessage(question);
  // Every rule is asked of most messages: plain loops, no closure or array per rule.
  for (const name of rule.all) if (!occurs(message, name)) return false;
  if (rule.any && !occursAny(message, rule.any) && !(rule.alone && coveredBy(message, [...rule.all, ...ALONE_WORDS]))) return false;
  if (rule.none && !(rule.noneLiftedBy && occursAny(message, rule.noneLiftedBy))) {
    for (const name of rule.none) if (blocks(rule, message, name)) return false;
  }
  if (rule.only && !coveredBy(message, rule.only)) return false;
  // Last: the extractors are the dearest check, and most messages never get here.
  if (rule.findsQuery && !findsQueryBeyond(message, rule.all)) return false;
  return !rule.findsNone || rule.findsNone.every((what) => !extractorFinds(what, message.raw));
}

/** A query that is no mere verb, no small talk and not the rule's own words ("iba naman" is no search for "iba"). */
function findsQueryBeyond(message: AnalysedMessage, parts: readonly string[]): boolean {
  const query = extractQuery(message.raw);
  if (query === null || query.weak || coveredBy(analyseMessage(query.query), SMALLTALK_PARTS)) return false;
  // "nog andere? liefst met terras": a fact the places should have filters the search; it asks for no kind.
  if (namesOnlyFacts(query.query)) return false;
  const own = new Set(parts.flatMap((name) => partSpans(message, partNamed(name)).flatMap(([s, e]) => message.tokens.slice(s, e))));
  return analyseMessage(query.query).tokens.some((word) => !own.has(word));
}

/** The parts small talk is made of: a query of nothing but their words ("kamusta panahon") is no search. */
const SMALLTALK_PARTS = [
  'THANKS',
  'PLEASED',
  'GREETING',
  'HOW_ARE_YOU',
  'BYE',
  'PRESENCE',
  'PRAISE',
  'ACK',
  'WEATHER',
  'TIPPING',
  'BEST_TIME',
  'TRAFFIC',
  'FILLER',
];

/** A query (even a weak "things to do") or a location in the words, as the engine's extractors read them. */
/** `kind` is a query that names a kind ("street food"), not a weak one made of a verb ("eten", "kumain"). */
function extractorFinds(what: 'query' | 'kind' | 'location', text: string): boolean {
  if (what === 'location') return extractLocation(text) !== null;
  const query = extractQuery(text);
  return query !== null && !(what === 'kind' && query.weak) && !coveredBy(analyseMessage(query.query), SMALLTALK_PARTS);
}

function askOf(intent: string): TurnAsk {
  const [kind, value] = intent.split(':');
  if (kind === 'smalltalk') return { kind, topic: value as SmalltalkTopic };
  if (kind === 'compare') return { kind, by: value as CompareBy };
  if (kind === 'modifier') return { kind, modifier: value as Modifier };
  if (kind === 'fact') return { kind, fact: value as FactName };
  return { kind: kind as Exclude<TurnAsk['kind'], 'smalltalk' | 'compare' | 'modifier' | 'fact'> };
}

/** Words for the list itself, which no place is called. */
const LIST_WORDS: ReadonlySet<string> = new Set(['list', 'lists', 'lijst', 'lijstje', 'listahan']);
/** Grandparents, children, a partner: a "van opa" or "from my mum" is whose pace or wish, not where from. */
const PEOPLE: ReadonlySet<string> = new Set(LOCATION_WORDS.PEOPLE);
const PERSON_OWNERS: ReadonlySet<string> = new Set(['my', 'our', 'the', 'mijn', 'ons', 'onze', 'de', 'ni', 'nina', 'si', 'sina']);
const LIST_OWNERS: ReadonlySet<string> = new Set([
  'the',
  'your',
  'that',
  'this',
  'de',
  'het',
  'je',
  'jouw',
  'dat',
  'die',
  'ang',
  'yung',
  'ng',
]);

/** "from earlier", "van daarnet", "kanina": when a place was said, after a from-word. */
const SAID_EARLIER: ReadonlySet<string> = new Set(['earlier', 'before', 'eerder', 'daarnet', 'net', 'kanina', 'vroeger']);

/** The words that open a card's number ("nummer 1", "number 2", "nr 3"). */
const NUMBER_WORDS: ReadonlySet<string> = new Set(['nummer', 'number', 'numero', 'no', 'nr']);

/** The words after the last "from" / "sa" / "van" (for a route: "from", "galing", "vanaf", up to a "to", "naar"; for the
 * closest: "closest to", "dichtstbij", "pinakamalapit sa") to the end of the sentence, without an article. */
function fromPlace(message: AnalysedMessage, part: 'FROM_PLACE' | 'ORIGIN' | 'CLOSEST_TO'): string | null {
  const route = part === 'ORIGIN';
  const articles = partSpans(message, partNamed('ARTICLE'));
  // "mula sa pangalawa sa listahan", "from the first from your list": the list a place is counted in is no place.
  const [first, second] = [(end: number) => message.tokens[end] ?? '', (end: number) => message.tokens[end + 1] ?? ''];
  const namesList = (end: number) => LIST_WORDS.has(first(end)) || (LIST_OWNERS.has(first(end)) && LIST_WORDS.has(second(end)));
  // "vanaf Centraal Station, op het tempo van opa": the person a pace is of is no place (wave ac).
  const namesPerson = (end: number) => PEOPLE.has(first(end)) || (PERSON_OWNERS.has(first(end)) && PEOPLE.has(second(end)));
  // "kaartjes van tevoren kopen": "van tevoren" is beforehand, no place.
  const saysBeforehand = (end: number) => first(end) === 'tevoren' || (first(end) === 'te' && second(end) === 'voren');
  // "de izakaya van in t begin", "the bar from earlier", "the museum from the start": when it was said, no place (wave cx).
  const saysWhen = (end: number) =>
    SAID_EARLIER.has(first(end)) ||
    (first(end) === 'in' && ['t', 'het'].includes(second(end)) && message.tokens[end + 2] === 'begin') ||
    (first(end) === 'the' && ['start', 'beginning'].includes(second(end)));
  const all = partSpans(message, partNamed(part));
  const spans = all.filter(([, end]) => !namesList(end) && !namesPerson(end) && !saysBeforehand(end) && !saysWhen(end));
  if (!spans.length) return null;
  const after = Math.max(...spans.map(([, end]) => end));
  let start = after;
  while (articles.some(([from, to]) => from === start && to === start + 1)) start += 1;
  // "van hier naar de eerste": a route's origin ends where its destination starts.
  // ... and "closer to the station or the third?": the place weighed from ends where the other venue is named.
  const ends = partSpans(message, partNamed(route ? 'TO_PLACE' : 'OR_THE_OTHER')).filter(([from]) => from >= start);
  ends.push(...all.filter(([from, end]) => from > start && saysWhen(end)));
  // "van hier of moeten we de metro nemen?", "galing Shibuya station pwede ko bang lakarin": a new clause ends the place too.
  ends.push(...partSpans(message, partNamed('CLAUSE_AFTER_PLACE')).filter(([from]) => from > start));
  // "alin mas malapit sa ayala avenue yung una o yung pangalawa": a card named after the place ends it, with its article.
  const articleAt = (at: number) => articles.some(([from, to]) => from === at - 1 && to === at);
  for (const [from] of partSpans(message, partNamed('ORDINAL'))) {
    const at = articleAt(from) ? from - 1 : from;
    // ("tot nummer 1": the number word opens the card named, it ends nothing; "from lunch #3": the number closes a card named by
    // its kind, wave cp.)
    const numbersTheKind = at === start + 1 && /^(?:nr|\d{1,2})$/.test(message.tokens[at]);
    if (at > start + 1 || (at === start + 1 && !NUMBER_WORDS.has(message.tokens[start]) && !numbersTheKind)) ends.push([at, at]);
  }
  // The same words as written ("Marina Bay Sands"): folding keeps one token per written word.
  const written = message.raw
    .normalize('NFC')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
  const asWritten = written.length === message.tokens.length;
  // "from my hotel, is the tram possible?": the place ends at the clause's comma.
  const clauseEnd = asWritten ? clauseEndAfter(message.raw, start) : null;
  if (clauseEnd !== null) ends.push([clauseEnd, clauseEnd]);
  const end = ends.length ? Math.min(...ends.map(([from]) => from)) : message.tokens.length;
  const words = (asWritten ? written : message.tokens).slice(start, end);
  return words.length ? words.join(' ') : null;
}

/** One past the first written word from `start` on that a comma or question mark closes (not a stop: "St. Paul's"), or
 * null. */
function clauseEndAfter(raw: string, start: number): number | null {
  const words = [...raw.normalize('NFC').matchAll(/[\p{L}\p{N}\p{M}]+([^\p{L}\p{N}\p{M}]*)/gu)];
  const closed = words.findIndex((word, i) => i >= start && /[,;!?]/.test(word[1]) && i < words.length - 1);
  return closed < 0 ? null : closed + 1;
}

/** Intents of texts read lately: several stages ask for the same message's intent in one turn. Callers only read them. */
const intents = recentResults<TurnIntent>();

/** What the message asks; the first rule that holds decides, a search when none does. */
export function turnIntentOf(text: string): TurnIntent {
  return intents.of(text, () => {
    const intent = intentOf(text);
    // Shared between callers, so frozen (the memo freezes the intent itself): a caller that wrote into it would change another's
    // answer.
    Object.freeze(intent.priceLevels);
    return intent;
  });
}

/** Where the turn measures from: a distance's or a route's origin, or the place "which is closest to the Westerkerk?" names. */
function fromOf(ask: TurnAsk, message: AnalysedMessage): string | null {
  // "how long is the walk from Centraal to the second one?": a "from" said is the origin, up to the "to" of the venue.
  if (ask.kind === 'distance') return fromPlace(message, occurs(message, 'ORIGIN') ? 'ORIGIN' : 'FROM_PLACE');
  if (ask.kind === 'directions') return fromPlace(message, 'ORIGIN');
  if (ask.kind !== 'compare' || ask.by !== 'closest') return null;
  // "Mas malapit ba yung una kaysa sa pangalawa, kung manggagaling kami sa Union Square?": one weighed against another is measured
  // from where they set off.
  const weighsTwo = occurs(message, 'THAN_WORD') && occurs(message, 'ORIGIN') && !occurs(message, 'CLOSEST_TO');
  const closestTo = whereTheyStand(fromPlace(message, weighsTwo ? 'ORIGIN' : 'CLOSEST_TO'));
  if (closestTo || weighsTwo || occurs(message, 'CLOSEST_TO') || occurs(message, 'ORDINAL')) return closestTo;
  // ... as is "which of those is the shortest walk from Orchard MRT" (wave az): a place after "from", not "from where I am" nor
  // "from the barbecue, the first or the second" (a card weighed from, which the engine names).
  const origin = fromPlace(message, 'ORIGIN');
  return origin && !NOT_A_NAMED_ORIGIN.test(origin) ? origin : null;
}

/** "closest to us we're standing at the pyramid", "dichtst bij ons, we staan bij de Dam": the people measured from, then where
 * they stand (wave cw). */
const US_STANDING_AT = /^(?:us|me|ons|mij|amin|akin)(?: \S+)*? (?:at|near|by|bij|aan|op|sa) (\S.*)$/;
const whereTheyStand = (from: string | null): string | null => (from ? (US_STANDING_AT.exec(from)?.[1] ?? from) : null);

/** Words of an origin that name no place Maps could read: where the person is, or a card by its number. */
const NOT_A_NAMED_ORIGIN = new RegExp(String.raw`(?<!\p{L})(?:where|waar|saan|here|hier|dito|${ORDINAL_ALTERNATION})(?!\p{L})|,`, 'iu');

/** Travel talk that may be said beside a search: "Saan may murang lugawan dito? Tsaka magkano na ang pamasahe sa jeep?". */
const ASIDE_TOPICS = new Set([
  'customs',
  'safety',
  'gettingAround',
  'traffic',
  'money',
  'weather',
  'tipping',
  'travelInfo',
  'connectivity',
  'visa',
]);

const isAside = (rule: IntentRule): boolean =>
  rule.intent.startsWith('smalltalk:') && ASIDE_TOPICS.has(rule.intent.slice('smalltalk:'.length));
const isRoute = (rule: IntentRule): boolean => rule.intent === 'directions' || rule.intent === 'distance';
/** A remark on an earlier list ("my friend says the first list was kinda mid"): a question for a new kind beside it decides. */
const isListRemark = (rule: IntentRule): boolean => rule.intent === 'earlier-turn';

/** Issue 17, the class "a misread first search loses the conversation": a travel question is an aside when another sentence of
 * the message asks for a kind of place no rule reads otherwise ("what's good for ramen around Shibuya?? also is it normal that
 * everyone is so quiet on the train"), or only as a search near the venue ("May simbahan ba malapit doon? At malamig ba
 * ngayon?"); so is a route asked after such a search ("may bubble tea ba malapit sa Bryant Park? tsaka gano katagal sa 7
 * train from Woodside papunta dun?"). The turn is that search: what it returns replaces the rule, undefined for a plain search.
 * A remark on travel beside a question of another kind gives way to the question ("Hoe geraak ik daar vanuit Rockwell? Ik heb
 * niet veel zin om ... in dat verkeer te staan."). So does a remark on an earlier list, said beside a question for a kind ("can u show us
 * some other dumpling spots in the east village? my friend says the first list was kinda mid"). */
function besideAnAside(text: string, rule: IntentRule): { rule: IntentRule | undefined } | null {
  if (!isAside(rule) && !isRoute(rule) && !isListRemark(rule)) return null;
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return null;
  const ruleOf = (sentence: string) => INTENT_RULES.find((candidate) => ruleHolds(candidate, analyseMessage(sentence)));
  const travelTalk = (sentence: string) => {
    const found = ruleOf(sentence);
    return found !== undefined && (isRoute(found) || isAside(found));
  };
  for (const [index, sentence] of sentences.entries()) {
    const own = ruleOf(sentence);
    if (own !== undefined && own.intent !== 'near') continue;
    if (!(sentence.includes('?') || own !== undefined) || !asksForAKind(sentence)) continue;
    if (isRoute(rule) && !sentences.slice(index + 1).some(travelTalk)) continue;
    if (isListRemark(rule) && (!sentence.includes('?') || ruleHolds(rule, analyseMessage(sentence)))) continue;
    return { rule: own };
  }
  if (!isAside(rule)) return null;
  const questions = sentences.filter((sentence) => sentence.includes('?'));
  if (questions.some((sentence) => ruleHolds(rule, analyseMessage(sentence)))) return null;
  const question = questions.map(ruleOf).find((candidate) => candidate !== undefined && !isAside(candidate));
  return question === undefined ? null : { rule: question };
}

/** A kind of place the catalog knows is asked for ("lugawan", "ramen", "study cafe"), not a hotel or a metro station. */
function asksForAKind(sentence: string): boolean {
  const query = extractQuery(sentence);
  if (query === null || query.weak || query.lodging) return false;
  return isFoodQuery(query.query) || listKindOf(query.query).terms.length > 0;
}

/** The sentences of a search that are travel talk said beside it ("Tsaka traffic ba sa Philcoa pag Friday?"): where they
 * name is no place to search in. Empty unless the message is read as a search. */
export function asideSentences(text: string): string[] {
  const sentences = sentencesOf(text);
  if (sentences.length < 2 || turnIntentOf(text).kind !== 'search') return [];
  return sentences.filter((sentence) => {
    const rule = INTENT_RULES.find((candidate) => ruleHolds(candidate, analyseMessage(sentence)));
    return rule !== undefined && isAside(rule);
  });
}

/** Issue 17, the class "a search near a venue named by the person's own words": "kape or dessert malapit sa sushi place, yung
 * bukas pa ng 10pm", "a museum anything walkable from the pizza place" ask for a kind around the venue the words describe, though
 * a time read as an opening-hours question or "walkable from" read as a distance would win otherwise. Not when the venue talked
 * about is the subject ("is it walkable from the pizza place?", "is the museum near the market?"). */
function searchesNearDescribed(text: string, rule: IntentRule | undefined): boolean {
  if (rule !== undefined && rule.intent !== 'distance' && !rule.intent.startsWith('fact:')) return false;
  // (A name typed with capitals, "malapit sa Bryant Park", is a landmark: the route asked beside it decides.)
  const described = describedNear(text);
  if (described === null || /\p{Lu}/u.test(described) || ASKS_WHERE_VENUE_IS.test(text) || VENUE_IS_SUBJECT.test(text)) return false;
  if (PICKED_BY_AREA.test(text)) return false;
  return sentencesOf(withoutDescribedNear(text)).some(asksForAKind);
}
/** "ung malapit sa palace", "the one near the market", "die bij het museum": a listed venue picked by where it is. */
const PICKED_BY_AREA = /\b(?:the one|(?:yung|ung|iyong)\s+(?:mas\s+|pinaka\s*)?malapit|(?:die|degene)\s+(?:vlakbij|dichtbij|bij))\b/i;
/** "is the museum near ...", "ligt de markt dicht bij ...", "malapit ba yung museo sa ...": the venue asked about leads. */
const VENUE_IS_SUBJECT = /^\W*(?:(?:is|are)\s+(?:the|that|this|those|it)|(?:ligt|zit|is)\s+(?:de|het|die|dat)|(?:malapit|malayo)\s+ba)\b/i;

function intentOf(text: string): TurnIntent {
  // Issue 17 (wave df): a sentence saying where the person has just been asks nothing; the other sentences decide.
  const asked = withoutVisitReports(text);
  if (asked !== null) return intentOf(asked);
  const message = analyseMessage(text);
  // No rule for the whole message: its last question may still ask something ("Wheelchair accessible po ba sila? May tungkod
  // na po kasi si tita." reads "may ... na" as a search without the question around it).
  const question = lastQuestionOf(text);
  const found =
    INTENT_RULES.find((candidate) => ruleHolds(candidate, message)) ??
    (question === null ? undefined : INTENT_RULES.find((candidate) => ruleHolds(candidate, analyseMessage(question))));
  const beside = found === undefined ? null : besideAnAside(text, found);
  const rule = beside === null ? found : beside.rule;
  const nearDescribed = searchesNearDescribed(text, rule);
  const ask = nearDescribed ? ({ kind: 'near' } as const) : rule ? askOf(rule.intent) : ({ kind: 'search' } as const);
  return {
    ...ask,
    rule: nearDescribed ? 'near-described' : (rule?.id ?? 'default'),
    ordinal: ordinalIn(message),
    priceLevels: priceLevelsIn(text),
    openNow: occurs(message, 'OPEN_NOW'),
    from: fromOf(ask, message),
  };
}
