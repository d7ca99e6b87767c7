// The rules that run before any venue is picked: earlier questions, the parts of a message that are no pick,
// corrections, two venues weighed and earlier lists named.
import { MAX_LIST_VENUES, type RememberedVenue } from '../conversation-context';
import { asksOfOneVenue } from '../intent/asked-facts';
import { turnIntentOf } from '../intent/turn-intent';
import { resolveAttribute } from './attributes';
import { resolveCategory } from './categories';
import { subjectOfComparison, THAN } from './comparisons';
import {
  CORRECTS,
  CORRECTS_ALL,
  LAST_QUESTION,
  LEADING_ORDINAL,
  NEGATED_ORDINAL,
  NOT_AFTER_ALL,
  NOT_NAMED,
  ORIGIN,
  PARTY_OR_TIME,
  PERSON_AFTER_SI,
  PERSON_NAMED,
  ROUTE_START,
} from './corrections';
import { RULED_OUT_AFTER } from './corrections';
import { TRAVEL_TO, townTravelledTo } from './demonstratives';
import { EARLIER_LIST_RETURNS, earlierListReturnedTo } from './earlier-list-returns';
import { venuesOfShownList } from './earlier-shown-lists';
import { BACK_TO_KIND, EARLIER_LIST, namedEarlierList } from './earlier-lists';
import { fullName, resolveName } from './names';
import { listReturnedToByKind, RETURN_CUE, RETURNS_BY_KIND } from './returns-by-kind';
import { listOfPlaceNamed } from './list-of-place-named';
import { ordinalIndex, resolveOrdinal } from './ordinals';
import { listKindOf } from './list-kinds';
import { ORDINAL_KIND, ordinalOfKind } from './ordinal-picks';
import { ORDINAL_ALTERNATION } from './ordinal-words';
import { OTHER } from './other-one';
import { ASKS_WHERE_VENUE_IS, POINTED_AT_FOCUS } from './pointing-words';
import { type Resolution, venue, type VenueResolution } from './resolution';
import { lastTalkedAbout, talkedAboutIds, venuesOfKind } from './talked-about';
import type { ReferenceRule, ResolveState } from './rule';
import { resolveTurn, TURN_REFERENCE } from './turns';
import { FIRST_OR_LAST_TWO, FORMER_LATTER, formerOrLatter, PLURAL_ONES, picksTwo, TWO_ORDINALS, WEIGHS } from './weighing';
import { not } from './guards';

/** What comes after a correction or a venue ruled out: by its number, its full name or an attribute. */
/** "van die ramenzaken", "of those bars", "sa mga kapehan": the list an ordinal counts in, said after it. */
const OF_THOSE = /\s(?:van|uit|of|sa)\s+(?:die|deze|those|these|the|de|mga|yung)\s+(?:mga\s+)?[\p{L}'’-]+\s*[.!?]*\s*$/iu;

export function meantAfter(text: string, s: ResolveState): Resolution | null {
  const after = text.replace(NEGATED_ORDINAL, ' ').replace(OF_THOSE, ' ');
  // "the second museum, not the first" with bars listed last: a number said with a kind counts in an earlier list of that kind.
  const ofKind = ordinalOfKind(after, s.list, s.known, s.context.lists);
  const inOtherList = ofKind?.kind === 'venue' && !s.list.some((v) => v.placeId === ofKind.placeId);
  return (
    (inOtherList ? ofKind : null) ??
    resolveOrdinal(after, s.list) ??
    fullName(after, s.known) ??
    resolveAttribute(after, s.list, s.input.listReply)
  );
}

export const TURN_REFERENCE_RULE: ReferenceRule = {
  id: 'turn-reference',
  phenomenon: 'turns',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: TURN_REFERENCE,
  examples: [
    'what was my first question?',
    'wat vroeg ik ook alweer?',
    'ano nga ulit yung tinanong ko kanina?',
    'the thing I asked two messages ago',
  ],
  counterexamples: ['the first one please', 'what did you say about the second one?', 'yung una, magkano?'],
  decides: [
    ['what was my first question?', 'turn:0'],
    ['wat vroeg ik ook alweer?', 'turn:3'],
  ],
  // (Wave cp: "mali po pala ang sinabi ko kanina, ... yung una" owns a slip and picks again; it asks nothing of that turn.)
  when: not('ownsASlip'),
  effect: (s) => resolveTurn(s.text, s.context, s.input.earlierTurns) ?? undefined,
};

export const PERSON_AFTER_SI_RULE: ReferenceRule = {
  id: 'person-after-si',
  phenomenon: 'message-parts',
  langs: ['tl'],
  kind: 'rewrite',
  pattern: PERSON_AFTER_SI,
  examples: ['80 na si lola, ok ba yung hagdan?', 'birthday ni tatay bukas'],
  counterexamples: ['si Lola Cafe ba yun?', 'sige, yung una'],
  effect: (s) => {
    if (PERSON_AFTER_SI.test(s.text)) s.text = s.text.replace(PERSON_NAMED, '$1 ');
    s.picked = s.beside = s.text;
    return undefined;
  },
};

export const NO_PICK_PARTS_RULE: ReferenceRule = {
  id: 'no-pick-parts',
  phenomenon: 'message-parts',
  langs: ['en', 'tl', 'nl'],
  kind: 'rewrite',
  pattern: [PARTY_OR_TIME, ROUTE_START, ORIGIN, THAN],
  examples: [
    'book that one for 4 at 7',
    'paano pumunta dun from KLCC?',
    'is that one cheaper than the first?',
    'Hoe kom ik van het MAS naar de markt?',
  ],
  counterexamples: ['the second one', 'yung pangatlo, magkano?'],
  // A party size or a time, where the user sets off from, and what a comparison is made with are no pick.
  effect: (s) => {
    const said = s.text.replace(PARTY_OR_TIME, ' ').replace(ROUTE_START, ' — ').replace(ORIGIN, ' —').replace(RULED_OUT_AFTER, ' ');
    s.picked = s.beside = subjectOfComparison(said);
    return undefined;
  },
};

/** Where the words a correction names end: a sentence's end, or a comma before another place in the list ("I meant the last
 * one, the first is the chain we already went to"). */
const CORRECTION_CLAUSE_END = new RegExp(
  String.raw`[.!?;](?:\s|$)|,\s*(?=(?:the|de|het|yung|ung|ang)\s+(?:${ORDINAL_ALTERNATION})(?![\p{L}]))`,
  'iu',
);
/** The place a correction names one clause later: ", the second one" right after the clause of an excuse. */
const NEXT_CLAUSE_PICK = new RegExp(
  String.raw`^\s*,\s*(?:(?:the|de|het|yung|ung|ang)\s+)(?:${ORDINAL_ALTERNATION})(?![\p{L}])(?:\s+(?:one|place|spot))?`,
  'iu',
);
/** "not the first, the fourth": the clause opens by ruling one out, and the place meant follows it. */
const RULES_OUT_FIRST = /^[\s,.!]*(?:not|niet|hindi|di|geen)\b/i;
const CORRECTED_ORIGIN = /^\s*(?:from|vanaf|vanuit|galing(?:\s+sa)?|mula(?:\s+sa)?)\s/i;

export const CORRECTION_RULE: ReferenceRule = {
  id: 'correction',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: CORRECTS,
  examples: ['yung pang-apat, este yung pang-lima pala', 'the 3rd, I mean the 4th', 'de tweede, ik bedoel de derde'],
  counterexamples: ['the 3rd please', 'meaning of the name?'],
  decides: [
    ['the 3rd, I mean the 4th', 'P4'],
    ['yung pang-apat, este yung pang-lima pala', 'P5'],
  ],
  // Issue 17, corrections: one that goes back to an earlier list is left to the earlier-list rules.
  effect: (s) => {
    // "#3, no #1, no wait #2": the last correction that names a venue wins.
    // "ik bedoelde vanaf het eerste café": the place a route starts from is corrected; it still goes to the venue in focus.
    const lastSaid = [...s.text.matchAll(CORRECTS_ALL)].pop();
    if (lastSaid && CORRECTED_ORIGIN.test(s.text.slice(lastSaid.index + lastSaid[0].length))) {
      const goesTo = s.known.find((v) => v.placeId === s.context.focus?.placeId);
      return goesTo ? venue(goesTo, 'attribute') : undefined;
    }
    const corrections = [...s.picked.matchAll(CORRECTS_ALL)].reverse();
    // "going back to the izakaya list, sorry, I mean the very first one": the earlier list is named before the correction.
    const before = corrections.length ? s.picked.slice(0, corrections.at(-1)!.index) : '';
    if (before && returnsToAnotherList(before, s)) return undefined;
    for (const corrected of corrections) {
      // ... read up to the end of its clause: "i mean the first one, sorry. the second is too far" means the first ("hindi pala
      // yung una, yung pangatlo": a correction that rules one out names the meant one after it).
      const rest = s.picked.slice(corrected.index + corrected[0].length);
      const after = NOT_AFTER_ALL.test(corrected[0])
        ? rest.replace(LEADING_ORDINAL, ' ')
        : RULES_OUT_FIRST.test(rest)
          ? rest
          : rest.split(CORRECTION_CLAUSE_END)[0];
      // "no wait go back to the markets, the 2nd one": the correction names an earlier list, whose rules pick in it.
      // ... or by its place ("ik bedoelde eigenlijk die eerste in Parijs", wave ay).
      const [known, list, lists] = [s.known, s.list, s.context.lists];
      if (namedEarlierList(after, known, list, lists) || earlierListReturnedTo(after, known, list, lists, s.input.earlierTurns))
        return undefined;
      if (listOfPlaceNamed(after, known, list, lists, s.input.earlierTurns)) return undefined;
      // ... unless the list it names is the latest one ("ik bedoelde de derde van die ramenzaken" after going back to them).
      if (returnsToAnotherList(after, s)) return undefined;
      // "ay hindi, yung una pala" after "yung pangatlong bakery": a bare ordinal corrects within the list of the one in focus.
      const own = listOfFocusAt(s, focusIndex(s));
      const meant = (own && !namesKind(after) ? resolveOrdinal(after, own) : null) ?? meantAfter(after, s);
      if (meant) return meant;
      // "the third one there, no, sorry, I had the phone upside down, the second one": a clause of excuse before the place meant.
      const next = NEXT_CLAUSE_PICK.exec(rest.slice(after.length));
      // ... not after a return to another list ("wait no go back to the crepe ones, the first one": the crêpe list's first).
      const meantNext = next && !RULES_OUT_FIRST.test(after) && !RETURN_CUE.test(after) ? meantAfter(next[0], s) : null;
      if (meantNext) return meantNext;
    }
    return undefined;
  },
};

/** The words return by kind to an earlier list that is not the latest one. */
function returnsToAnotherList(text: string, s: ResolveState): boolean {
  const back = listReturnedToByKind(text, s.known, s.list, s.input.earlierTurns, s.context.lists);
  return back !== null && !back.venues.every((v) => s.list.some((listed) => listed.placeId === v.placeId));
}

/** Where the venue in focus stands in the newest shown list that holds it, when that is not the latest list; else null. */
function focusIndex(s: ResolveState): number | null {
  const focus = s.context.focus?.placeId;
  if (!focus || s.list.some((v) => v.placeId === focus)) return null;
  const at = s.context.lists?.find((list) => list.placeIds.includes(focus))?.placeIds.indexOf(focus);
  return at === undefined || at < 0 ? null : at;
}
/** "the first museum", "de tweede bakker": an ordinal that names its own kind counts in that kind's list, not the focus's. */
function namesKind(text: string): boolean {
  const kind = ORDINAL_KIND.exec(text)?.[2];
  return kind !== undefined && listKindOf(kind).terms.length > 0;
}

/** The shown list in which the venue in focus stands at `index`, when that is not the latest list; else null. */
export function listOfFocusAt(s: ResolveState, index: number | null): RememberedVenue[] | null {
  const focus = s.context.focus?.placeId;
  if (index === null || index < 0 || !focus || s.list[index]?.placeId === focus) return null;
  return venuesOfShownList(
    s.context.lists?.find((list) => list.placeIds[index] === focus),
    s.known,
  );
}

export const RULED_OUT_BY_NAME_RULE: ReferenceRule = {
  id: 'ruled-out-by-name',
  phenomenon: 'corrections',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: NOT_NAMED,
  examples: ['not din tai fung, one of the others', "hindi yung Rico's, yung isa", 'niet Chez Léon, maar de andere'],
  counterexamples: ['not the first, the third', 'is Chez Léon open?'],
  // A venue ruled out by name is no pick; the pick is what comes after, or of two the other one.
  effect: (s) => {
    const notNamed = NOT_NAMED.exec(s.picked);
    const ruledOut = notNamed ? (fullName(notNamed[1], s.known) ?? resolveName(notNamed[1], s.list)) : null;
    if (ruledOut?.kind !== 'venue') return undefined;
    const after = s.picked.slice(notNamed!.index + notNamed![0].length);
    const meant = meantAfter(after, s);
    if (meant?.kind === 'venue' && meant.placeId !== ruledOut.placeId) return meant;
    const rest = s.list.filter((v) => v.placeId !== ruledOut.placeId);
    if (rest.length === 1) return venue(rest[0], 'other');
    // ... "not El Tizoncito, been there already. the other one": the rules for "the other one" weigh the venue ruled out.
    return OTHER.test(after) ? undefined : null;
  },
};

export const WHERE_VENUE_IS_RULE: ReferenceRule = {
  id: 'where-venue-is',
  phenomenon: 'message-parts',
  langs: ['en', 'tl', 'nl'],
  kind: 'rewrite',
  pattern: ASKS_WHERE_VENUE_IS,
  examples: ['is it close to the cathedral?', 'Zit die in Sint-Anna?', 'malapit ba yun sa Intramuros?', 'ligt het dicht bij de Dom?'],
  counterexamples: ['the one near the cathedral', 'is the cathedral open?'],
  // The landmark the venue in focus is placed against is no other venue, and no venue of that name or place is picked.
  effect: (s) => {
    const where = ASKS_WHERE_VENUE_IS.exec(s.picked);
    s.beside = where ? s.picked.replace(ASKS_WHERE_VENUE_IS, '$1') : s.picked;
    if (s.context.focus && where && POINTED_AT_FOCUS.test(s.picked.slice(where.index))) s.picked = s.beside;
    return undefined;
  },
};

export const TWO_WEIGHED_RULE: ReferenceRule = {
  id: 'two-weighed',
  phenomenon: 'weighing',
  langs: ['en', 'tl', 'nl'],
  kind: 'veto',
  pattern: [TWO_ORDINALS, PLURAL_ONES, FIRST_OR_LAST_TWO, WEIGHS],
  examples: [
    'both the first and second',
    'the 2nd or the 3rd?',
    'fritz vs anthracite',
    'the historic ones, are they touristy?',
    'de laatste twee',
  ],
  counterexamples: ['the second one', 'the first for 2 people'],
  effect: (s) => (picksTwo(s.picked, s.list) ? null : undefined),
};

export const FORMER_LATTER_RULE: ReferenceRule = {
  id: 'former-latter',
  phenomenon: 'weighing',
  langs: ['en', 'nl'],
  kind: 'pick',
  pattern: FORMER_LATTER,
  examples: ['the former', "let's do the latter", 'de laatstgenoemde graag'],
  counterexamples: ['the latter two', 'the latter half', 'de laatste'],
  // "the latter" with no two venues just weighed points at nothing, not at the venue in focus.
  when: 'saysFormerOrLatter',
  effect: (s) => formerOrLatter(s.picked, s.input, s.list),
};

export const EARLIER_LIST_NAMED_RULE: ReferenceRule = {
  id: 'earlier-list-named',
  phenomenon: 'earlier-lists',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: [...EARLIER_LIST, BACK_TO_KIND],
  examples: [
    'going back to the seafood places, the first one',
    'van de eerste lijst de tweede',
    'balik tayo sa bulalo, yung una',
    'Terug naar de hotels: welke is het goedkoopst?',
  ],
  counterexamples: ['the first one', 'back to the hotel'],
  effect: (s) => {
    const named = namedEarlierList(s.text, s.known, s.list, s.context.lists);
    if (!named) return undefined;
    // ... without the words that named it ("the first list" is no pick of the first venue).
    const rest = subjectOfComparison(s.text.replace(named.phrase, ' ').replace(ORIGIN, ' —'));
    // ... by its number, an attribute, or its kind ("Nog even terug naar de lunch: hoe laat gaat die brouwerij open?").
    const pick = resolveOrdinal(rest, named.venues) ?? resolveAttribute(rest, named.venues) ?? resolveCategory(rest, named.venues, false);
    // "Terug naar de hotels: ..." names the list only when a pick is made in it; "back to the hotel from there" is a trip.
    return pick || !named.bare ? pick : undefined;
  },
};

export const EARLIER_LIST_RETURN_RULE: ReferenceRule = {
  id: 'earlier-list-return',
  phenomenon: 'earlier-lists',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: EARLIER_LIST_RETURNS,
  // Issue 17, the class "references by name to an earlier list": a return worded by the list's kind or place.
  examples: [
    'actually the pasig breakfast ones from before, the 2nd, whats their phone no',
    'Ik wil toch nog eens terugkomen op de vegetarische lijst van daarnet: de eerste daarvan',
    'Balik tayo dun sa ramen kanina, yung pangatlo',
    'Balik po tayo sa unang listahan, yung pangatlo po',
    'Balik tayo sa una nating list, yung pangalawa dun',
  ],
  counterexamples: ['the ones near the station', 'balik tayo sa hotel', 'de lijst is lang'],
  // ... a pick made in that list by its number, an attribute or its kind; without one, the rules after decide.
  effect: (s) => {
    const named = earlierListReturnedTo(s.text, s.known, s.list, s.context.lists, s.input.earlierTurns);
    if (!named) return undefined;
    const rest = subjectOfComparison(s.text.replace(named.phrase, ' ').replace(ORIGIN, ' —'));
    return (
      resolveOrdinal(rest, named.venues) ??
      resolveAttribute(rest, named.venues) ??
      resolveCategory(rest, named.venues, false) ??
      pickedInNoOtherList(rest, s)
    );
  },
};

/** "galing", "from", "vanaf" right before the words that name an earlier list's card: that card is where a way starts. */
const ROUTE_FROM_BEFORE = /(?<!\p{L})(?:galing|from|vanaf|vanuit|mula)\s+(?:sa\s+(?:may\s+)?)?$/iu;

export const EARLIER_LIST_BY_KIND_RULE: ReferenceRule = {
  id: 'earlier-list-by-kind',
  phenomenon: 'earlier-lists',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: RETURNS_BY_KIND,
  // Issue 17: a return to an earlier list named by its kind (through the search words) or its place, inside a longer sentence.
  examples: [
    'and those bakeries from before, the 2nd one, open on sunday?',
    'die koffiebars van vanochtend, de derde: kan ik daar pinnen?',
    'ung mga kapehan kanina, ung pangalawa dun',
    'balikan natin yung mga museum, yung una po',
    'going back to the pizza places, #2 open late?',
    'go back to the museums and read me number three',
  ],
  counterexamples: ['the second one', 'back to the hotel', 'kanina pa ako naghihintay'],
  // ... a pick made in that list by its number, an attribute or its kind; without one, the rules after decide.
  effect: (s) => {
    const named = listReturnedToByKind(s.text, s.known, s.list, s.input.earlierTurns, s.context.lists);
    if (!named) return undefined;
    // ... "pano pumunta dun galing sa café kanina?": a card of an earlier list said as where the way starts is no pick (wave al).
    const asksTheWay = ['directions', 'distance'].includes(turnIntentOf(s.text).kind);
    if (asksTheWay && ROUTE_FROM_BEFORE.test(s.text.slice(0, s.text.indexOf(named.phrase) + named.phrase.search(/\S/)))) return undefined;
    // ... "niet die tweede, maar de eerste uit dat lijstje": the place ruled out is no pick.
    const said = s.text.replace(named.phrase, ' ').replace(ORIGIN, ' —').replace(NEGATED_ORDINAL, ' ');
    const rest = named.pickIn ?? subjectOfComparison(said);
    // ... a place past that list's end ("the third" of two) points at nothing, not at the latest list's third.
    if (ordinalIndex(rest, named.venues.length) !== null) return resolveOrdinal(rest, named.venues);
    return (
      resolveAttribute(rest, named.venues) ??
      (resolveName(rest, named.venues) ? undefined : talkedAboutIn(named, rest, s)) ??
      pickedInNoOtherList(rest, s)
    );
  },
};

/** "back to the coffee place from this morning: when does it open?", "balik tayo sa kapehan kanina": one place of that list
 * (no plural said) is the one of it the conversation talked about, when there was one. */
function talkedAboutIn(
  named: { venues: readonly RememberedVenue[]; phrase: string },
  rest: string,
  s: ResolveState,
): VenueResolution | undefined {
  // ... a number said anywhere ("The 2nd pizza place from before") is left to the ordinal rules, a name ("ilan ang rating ng
  // zubuchon?") to the name rules, and one described another way ("yung may cheese") is not guessed.
  if (PLURAL_SAID.test(named.phrase) || ordinalIndex(s.text, MAX_LIST_VENUES) !== null || DESCRIBED.test(rest)) return undefined;
  // ... and only when something is asked of it: "balik tayo sa ramen kanina" alone brings the list back.
  if (!asksOfOneVenue(s.text)) return undefined;
  // ... a list named by its kind, not by its place ("going back to lisbon for a sec, does ramiro let you book?").
  const talked = lastTalkedAbout(
    talkedAboutIds(s.context),
    venuesOfKind(named.phrase, named.venues, (v) => s.input.earlierTurns.get(v.turn)),
  );
  return talked ? venue(talked, 'attribute') : undefined;
}

/** "yung may cheese", "the one with the terrace", "die met het terras": a venue described by what it has. */
const DESCRIBED = /(?<!\p{L})(?:yung|ung|the one|that one|die|degene)\s+(?:na\s+)?(?:may|with|met|that|die|dat)(?!\p{L})/iu;

/** Words that say more than one place: "those", "the ones", "mga", "places", "die musea", "de cafés". */
const PLURAL_SAID = new RegExp(
  [
    String.raw`(?<!\p{L})(?:those|these|ones|mga|lists?|lijst|lijstje|listahan|musea|all|alle|lahat)(?!\p{L})`,
    String.raw`|\p{L}{3,}[^s\s]s(?=\s+(?:from|van|na|kanina|you|u|that|which|dat|die|$)|\s*$)`,
  ].join(''),
  'iu',
);

/** "balik tayo sa chicken rice, alin ang pinakamura?" with two as cheap in that list: a pick the words would make in the latest
 * list is not meant (the person went back to another one), so the turn picks nothing rather than the latest list's cheapest. */
function pickedInNoOtherList(rest: string, s: ResolveState): null | undefined {
  return resolveAttribute(rest, s.list) ? null : undefined;
}

export const LAST_QUESTION_RULE: ReferenceRule = {
  id: 'last-question',
  phenomenon: 'message-parts',
  langs: ['en'],
  kind: 'rewrite',
  pattern: LAST_QUESTION,
  examples: ['the poblacion one sounds loud haha. what about the legazpi village one'],
  counterexamples: ['what about the legazpi village one', 'the poblacion one sounds loud'],
  effect: (s) => {
    const lastAsk = LAST_QUESTION.exec(s.picked);
    if (lastAsk) s.picked = lastAsk[1];
    return undefined;
  },
};

export const TOWN_TRAVELLED_TO_RULE: ReferenceRule = {
  id: 'town-travelled-to',
  phenomenon: 'message-parts',
  langs: ['en', 'tl'],
  kind: 'rewrite',
  pattern: TRAVEL_TO,
  examples: ['how do i get to kadikoy from sultanahmet?', 'is it worth taking the train down to Brighton?', 'paano pumunta sa Baguio?'],
  counterexamples: ['is it close to the station?', 'the second one'],
  // A trip to a town asks of the town; neither the town's name in a venue's nor "it" points at a venue.
  effect: (s) => {
    s.town = townTravelledTo(s.picked, s.known);
    if (s.town) s.picked = s.picked.replace(s.town, ' ');
    return undefined;
  },
};
