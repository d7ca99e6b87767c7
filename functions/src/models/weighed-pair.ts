// Issue 17: "which is cheaper, the 1st or the 4th?", "alin mas mura, yung una o yung pangatlo?", "welke is goedkoper, de eerste of
// de derde?", "Mas mura ba ito kaysa sa pangalawa?": the two venues weighed are looked up and compared, not the whole list.
import type { Part } from 'genkit';
import type { RememberedVenue } from '../context/conversation-context';
import { THAN } from '../context/references/comparisons';
import { FIRST_TWO, listPositionsIn } from '../context/references/list-positions';
import { ORDINAL_ALTERNATION } from '../context/references/ordinal-words';
import { BEST_RATED, CHEAP, PRICEY, WORST_RATED } from '../context/references/price-rating';
import { weighedPair } from '../context/references/weighing';
import { mendTypos } from '../context/references/corrections';
import type { FactAnswer, VenueRef } from './offline-replies';
import { listFactRequests } from './offline-sub-agent';
import { venueOfLastReply, type OfflineTurn } from './offline-turn';
import { latestOfPairAcrossLists } from './pair-across-lists';
import { replyText, type Language, type ReplyKey } from './reply-text';

const PAIR_REF = 'placeFact-pair';
const BOTH_REF = 'placeFact-both';
/** Both measures looked up because the one asked ("quieter", "mas mabilis") is in no listing: the answer says so first. */
const UNMEASURED_REF = 'placeFact-both-unmeasured';
type By = 'cheapest' | 'best';

const ordinalIn = (text: string, count: number): number | null => listPositionsIn(text, count)[0] ?? null;

/** "nummer 2 of nummer 3", "yung una at yung pang-apat": two places in the list joined by "or", "and", "vs". */
const JOINS_TWO = /\b(?:or|of|o|vs\.?|versus|and|en|at)\b/i;
/** A question that weighs ("which ...?", "alin ...", "compare ..."), not a correction ("I meant the first one not the second"). */
const ASKS_WHICH = /\?|\b(?:which|welke|wat|alin|ano|compare|vergelijk|ikumpara|ikompara)\b/i;
/** "which", "alin", "welke", "both", "allebei", "pareho": two cards asked about together, not one picked then the other. */
const WHICH_OR_BOTH = /\b(?:which|either|both|welke|welk|allebei|beide|beiden|alin|alinman|sino|pareho|parehas)\b/i;
/** "does the second open any earlier than the first?", "mas maaga magbukas kesa sa una": two cards weighed by their hours. */
const HOURS_COMPARED = /\b(?:earlier|later|mas maaga|mas late|mas matagal|eerder|langer)\b/i;
const CORRECTS = /\b(?:not|niet|hindi|meant|bedoelde|ibig kong sabihin)\b/i;
/** "compare the first two", "vergelijk de eerste twee", "ikumpara mo yung una at pangalawa": weighing asked with no measure. */
const COMPARE_WORD = /\b(?:compare|compared|comparison|vs\.?|versus|vergelijk(?:en)?|ikumpara|ikompara|i-compare|compare mo)\b/i;
/** "the two", "yung dalawa", "die twee", "beide": the two just named. */
const THE_TWO = /\b(?:the two|both|those two|these two|yung dalawa|ung dalawa|ang dalawa|die twee|deze twee|de twee|beide|allebei)\b/i;
/** "Vergelijk die eens met de eerste", "compare it with the first": what is weighed against comes after "with". */
const COMPARED_WITH = /(?<=\b(?:vergelijk|compare|ikumpara|ikompara)\b.*?)\s(?:met|with|to|sa)\s/i;
/** "mas mura b sa una?": Taglish weighs with a bare "sa" after "mas <word>", as with "kaysa sa". */
const TAGLISH_THAN = /(?<=\bmas\s+\p{L}+(?:\s+(?:ba|b|pa|po))*)\s+sa\s/iu;
/** A price said of one venue against another ("cheaper", "goedkoper", "mas mura"): no rating word, which says too little alone. */
const PRICE_COMPARATIVE = /\b(?:cheaper|pricier|more expensive|less expensive|more affordable|goedkoper|duurder|mas mura|mas mahal)\b/i;

/** "mas maganda rating", "beter", "higher score": a rating word or a plain "better" weighs two by their rating. */
const RATING_WORD = new RegExp(
  [
    String.raw`\b(?:ratings?|rated|marka|scores?|scoort|beoordeeld|reviews?|stars|sterren|better|beter|nicer|leuker`,
    String.raw`|mas maganda|mas magaling|mas ok(?:ay)?|mas maayos)\b`,
  ].join(''),
  'i',
);

/** The price named as a measure ("price + rating", "prijs en score", "presyo at rating"). */
const PRICE_WORD = /\b(?:prices?|pricing|costs?|prijs|prijzen|presyo)\b/i;

/** Worth the money ("mas sulit", "better value", "waar voor je geld"): weighed by price, as "cheaper" is. */
const VALUE_WORD = /\b(?:sulit|(?:better|best|good) value|value for money|waar voor (?:je|uw) geld|prijs-kwaliteit)\b/i;
/** An ordinal said of a list, not of a venue: "uit die eerste lijst", "from the first list", "sa unang listahan". */
const LIST_ORDINAL = new RegExp(String.raw`(?<!\p{L})(?:${ORDINAL_ALTERNATION})(?:ng)?\s+(?:lists?|lijst(?:je)?|listahan)(?!\p{L})`, 'giu');
const withoutListOrdinals = (text: string): string => text.replace(LIST_ORDINAL, ' ');

/** What the two are weighed by: price ("mas mura", "goedkoper", "pricier", "sulit"), else rating; null when neither is asked. */
function weighedBy(text: string): By | null {
  if (CHEAP.test(text) || PRICEY.test(text) || VALUE_WORD.test(text)) return 'cheapest';
  return BEST_RATED.test(text) || WORST_RATED.test(text) || RATING_WORD.test(text) ? 'best' : null;
}

/** The two listed venues the message weighs, in the order it names them; null when it weighs no two. */
export function pairWeighed(turn: OfflineTurn): [VenueRef, VenueRef] | null {
  const venues = turn.parsed?.venues ?? [];
  if (venues.length < 2) return null;
  const listed: RememberedVenue[] = venues.map((venue) => ({ ...venue, turn: 0 }));
  // "Zet den eersten en den tweeden eens naast mekaar": Flemish ordinals read as the Dutch ones.
  const mended = mendTypos(turn.said);
  const pair = weighedPair(mended, listed);
  if (pair?.length === 2) return [venues[listed.indexOf(pair[0])], venues[listed.indexOf(pair[1])]];
  const said = withoutListOrdinals(mended);
  if (FIRST_TWO.test(said) && !CORRECTS.test(said)) return [venues[0], venues[1]];
  // "Sabi ni Jen yung una, sabi ni Mark yung pangalawa. Compare mo nga yung dalawa": the two named, then weighed together.
  const asks = (JOINS_TWO.test(said) || COMPARE_WORD.test(said) || THE_TWO.test(said)) && ASKS_WHICH.test(said) && !CORRECTS.test(said);
  // "yung una sa QC list kanina at yung una dito": the engine's pick in the earlier list, against a position in the latest one.
  const picked = turn.parsed?.referringTo;
  const across = picked && asks && !THAN.test(said) ? latestOfPairAcrossLists(said, picked, venues) : null;
  if (picked && across) return [picked, across];
  const both = [...new Set(listPositionsIn(said, venues.length))];
  if (both.length === 2 && asks && !THAN.test(said)) return [venues[both[0]], venues[both[1]]];
  // "is this one cheaper than the second?": the one talked about, against the one after "than".
  const than = THAN.exec(said) ?? TAGLISH_THAN.exec(said) ?? COMPARED_WITH.exec(said);
  if (!than) return pickedAgainstFocus(turn, said, venues);
  const against = ordinalIn(said.slice(than.index + than[0].length), venues.length);
  if (against === null) return null;
  const own = ordinalIn(said.slice(0, than.index), venues.length);
  const referred = turn.parsed?.referringTo;
  const subject =
    own !== null
      ? venues[own]
      : referred && referred.placeId !== venues[against].placeId
        ? (venues.find((venue) => venue.placeId === referred.placeId) ?? null)
        : venueOfLastReply(turn, venues); // what "ito", "this one", "die" mean
  return subject && subject.placeId !== venues[against].placeId ? [subject, venues[against]] : null;
}

/** "den eerste dan, is die goedkoper?", "is the first one cheaper?": one venue picked and weighed, with no "than", against the
 * one the last reply was about. */
function pickedAgainstFocus(turn: OfflineTurn, said: string, venues: readonly VenueRef[]): [VenueRef, VenueRef] | null {
  const positions = [...new Set(listPositionsIn(said, venues.length))];
  if (positions.length !== 1 || !PRICE_COMPARATIVE.test(said)) return null;
  const focus = venueOfLastReply(turn, venues);
  const picked = venues[positions[0]];
  return focus && focus.placeId !== picked.placeId ? [picked, focus] : null;
}

/** "that one and the first one", "compare it with the first one", "die zich tot de eerste": the card in view, joined to one position. */
const POINTED_AND_POSITION = new RegExp(
  [
    String.raw`(?<!\p{L})(?:that one|this one|that|this|it|die|dat|deze)(?:\s+zich)?\s+(?:and|with|or|vs\.?|versus|en|met|of|tot)`,
    String.raw`\s+(?:(?:the|de|het)\s+)?(${ORDINAL_ALTERNATION})(?!\p{L})`,
  ].join(''),
  'iu',
);

/** "Between that one and the first one, which would you pick?" (waves cg, cj): the card the last reply was about and the position
 * joined to it, as a comparison weighs them; null when the words join no such two. */
export function pointedAndPosition(turn: OfflineTurn): [VenueRef, VenueRef] | null {
  const venues = turn.parsed?.venues ?? [];
  const joined = POINTED_AND_POSITION.exec(mendTypos(turn.said));
  const positions = joined ? listPositionsIn(joined[0], venues.length) : [];
  const pointed = positions.length === 1 ? venueOfLastReply(turn, venues) : null;
  const other = venues[positions[0]];
  return pointed && other && pointed.placeId !== other.placeId ? [pointed, other] : null;
}

/** The price or rating of each of the two weighed, when the words weigh two listed venues by either. */
export function weighedPairRequests(turn: OfflineTurn, offered: ReadonlySet<string>): Part[] | null {
  const by = weighedBy(turn.said);
  // "first vs third, which is closer to me": weighed by distance, which the closest-to lookups measure.
  if (!offered.has('placeFact') || (turn.intent.kind === 'compare' && turn.intent.by === 'closest')) return null;
  // "compare the first two": no measure said, so both the price and the rating of each; as when both are said ("price + rating").
  if (PRICE_WORD.test(turn.said) && RATING_WORD.test(turn.said)) return bothMeasuresRequests(turn);
  if (!by) return COMPARE_WORD.test(turn.said) ? bothMeasuresRequests(turn) : pairAskedRequests(turn);
  const pair = pairWeighed(turn);
  return pair ? pairRequests(pair, by) : null;
}

/** The lookups that weigh two cards by price or rating; the answer names both ("Of the two, **X** is the cheaper ..."). */
export function pairRequests(pair: readonly [VenueRef, VenueRef], by: By): Part[] {
  const fact = by === 'cheapest' ? 'priceLevel' : 'rating';
  return pair.map((venue, i) => ({
    toolRequest: { name: 'placeFact', ref: `${PAIR_REF}-${i + 1}`, input: { placeId: venue.placeId, fact } },
  }));
}

const PRICE_ORDER: readonly string[] = ['free', 'inexpensive', 'moderate', 'expensive', 'very expensive'];
const rank = (answer: FactAnswer, by: By): number | null => {
  if (by === 'best') return typeof answer.value === 'number' ? -answer.value : null;
  const at = PRICE_ORDER.indexOf(String(answer.value));
  return at >= 0 ? at : null;
};

/** A price or rating as a reply says it ("inexpensive", "★4.5"), or that the listing has none. */
function measured(answer: FactAnswer, by: By, lang: Language): string {
  if (rank(answer, by) === null) return replyText(lang, 'compare.noValue');
  return by === 'best' ? `★${String(answer.value)}` : replyText(lang, `price.${String(answer.value)}` as ReplyKey);
}

/** After the two lookups: which of the two wins, both named with their price or rating. */
export function weighedPairNext(turn: OfflineTurn): Part[] | null {
  const answers = turn.toolResponses
    .filter((response) => response.ref?.startsWith(PAIR_REF))
    .map((response) => response.output as FactAnswer);
  if (answers.length !== 2 || !answers.every((answer) => answer?.place)) return null;
  const by: By = answers[0].fact === 'rating' ? 'best' : 'cheapest';
  const { lang } = turn;
  const shown = (answer: FactAnswer) => measured(answer, by, lang);
  const [a, b] = answers;
  const [rankA, rankB] = [rank(a, by), rank(b, by)];
  const names = { first: a.place!.name, second: b.place!.name };
  if (rankA === null || rankB === null) return [{ text: replyText(lang, `compare.pair.unknown.${by}`, names) }];
  if (rankA === rankB) return [{ text: replyText(lang, `compare.pair.same.${by}`, { ...names, value: shown(a) }) }];
  const [winner, other] = rankA < rankB ? [a, b] : [b, a];
  const values = { winner: winner.place!.name, other: other.place!.name, value: shown(winner), otherValue: shown(other) };
  return [{ text: replyText(lang, `compare.pair.${by}`, values) }];
}

function bothMeasuresRequests(turn: OfflineTurn, ref = BOTH_REF): Part[] | null {
  const pair = pairWeighed(turn);
  if (!pair) return null;
  return pair.flatMap((venue, i) =>
    (['priceLevel', 'rating'] as const).map((fact) => ({
      toolRequest: { name: 'placeFact', ref: `${ref}-${i + 1}-${fact}`, input: { placeId: venue.placeId, fact } },
    })),
  );
}

/** "1st or 3rd. which is quieter", "yung una o yung pangatlo, alin mas late magsara?", "welke van de eerste twee is het
 * rustigst?" (issue 17, waves ao and au): two cards asked about together by a which-word, after a pick or a fact question.
 * A fact the lookups know is looked up for both; a measure no listing has gets both cards' price and rating, said after
 * that the listings do not tell. */
function pairAskedRequests(turn: OfflineTurn): Part[] | null {
  const { kind } = turn.intent;
  const weighs = WHICH_OR_BOTH.test(turn.said) || (HOURS_COMPARED.test(turn.said) && THAN.test(turn.said));
  if ((kind !== 'details' && kind !== 'fact') || !weighs) return null;
  const pair = pairWeighed(turn);
  if (!pair) return null;
  const fact = turn.facts.find((asked) => asked !== 'other');
  if (!fact) return bothMeasuresRequests(turn, UNMEASURED_REF);
  // "alin mas late magsara": open late or now is weighed by the hours of each.
  return listFactRequests(pair, fact === 'openLate' || fact === 'openNow' ? 'openingHours' : fact);
}

/** After the four lookups of "compare the first two": each one's price and rating, then which is cheaper and which rated better. */
export function bothMeasuresNext(turn: OfflineTurn): Part[] | null {
  const answers = turn.toolResponses
    .filter((response) => response.ref?.startsWith(BOTH_REF))
    .map((response) => response.output as FactAnswer);
  if (answers.length !== 4 || !answers.every((answer) => answer?.place)) return null;
  const { lang } = turn;
  const [priceA, ratingA, priceB, ratingB] = answers;
  const unmeasured = turn.toolResponses.some((response) => response.ref?.startsWith(UNMEASURED_REF));
  const said = [
    ...(unmeasured ? [replyText(lang, 'compare.pair.unmeasured')] : []),
    replyText(lang, 'compare.pair.both', {
      first: priceA.place!.name,
      firstPrice: measured(priceA, 'cheapest', lang),
      firstRating: measured(ratingA, 'best', lang),
      second: priceB.place!.name,
      secondPrice: measured(priceB, 'cheapest', lang),
      secondRating: measured(ratingB, 'best', lang),
    }),
  ];
  const winner = (a: FactAnswer, b: FactAnswer, by: By) => {
    const [ra, rb] = [rank(a, by), rank(b, by)];
    return ra === null || rb === null || ra === rb ? null : ra < rb ? a : b;
  };
  const cheaper = winner(priceA, priceB, 'cheapest');
  const better = winner(ratingA, ratingB, 'best');
  if (cheaper) said.push(replyText(lang, 'compare.pair.bothCheaper', { name: cheaper.place!.name }));
  if (better) said.push(replyText(lang, 'compare.pair.bothBetter', { name: better.place!.name }));
  return [{ text: said.join(' ') }];
}
