// The resolver: each way of pointing tried in turn; nothing fits, null, never a guess.
import { resolveAttribute } from './attributes';
import { leadingOne, resolveCategory, settledOn } from './categories';
import { comparedAgainst, subjectOfComparison } from './comparisons';
import { ARTICLE_TYPO, CORRECTS, NOT_NAMED, ORIGIN, PARTY_OR_TIME, ROUTE_START, RULED_OUT_FIRST } from './corrections';
import { describesAnother, ellipticFollowUp, namesAnotherVenue, placesWithPronounsBlanked, resolveDemonstrative, townTravelledTo } from './demonstratives';
import { fromEarlierList, namedEarlierList } from './earlier-lists';
import { fullName, namedByPart, resolveName } from './names';
import { THOSE_TWO, focusedPair } from './narrowing';
import { nextToFocus, ordinalLookingName, ordinalOfKind } from './ordinal-picks';
import { resolveOrdinal } from './ordinals';
import { OTHER, otherAfterOrdinal, resolveOther } from './other-one';
import { AROUND_THERE, ASKS_ABOUT_POINTED, ASKS_OF_VENUE, ASKS_WHERE_VENUE_IS, NEAR_POINTED } from './pointing-words';
import { type Resolution, type ResolveInput, knownVenues, venue } from './resolution';
import { resolveTurn } from './turns';
import { FORMER_LATTER, formerOrLatter, picksTwo } from './weighing';

export function resolveReferences(input: ResolveInput): Resolution | null {
  const { context } = input;
  let text = input.text
    .replace(ARTICLE_TYPO, (typo) => (typo[0] === typo[0].toUpperCase() ? 'The' : 'the'))
    // Flemish "den eersten", "den derden": an ordinal declined after "den".
    .replace(/\b([Dd]en)\s+(eerst|tweed|derd|vierd|vijfd|zesd|laatst)en\b/g, (found, den: string, stem: string) => `${den} ${stem}e`)
    // Flemish "d'n eerste" is "den eerste".
    .replace(/(?<![\p{L}])([Dd])['’]n(?=\s+\p{L})/gu, '$1en');
  const turn = resolveTurn(text, context, input.earlierTurns);
  // "80 na si lola": Tagalog "si" / "ni" before a lower-case word names a person, not a venue ("Lola Cafe").
  if (/\b(?:si|ni)\s+\p{Ll}/u.test(text)) text = text.replace(/\b(si|ni)\s+\p{Ll}[\p{L}'’-]*/gu, '$1 ');
  if (turn) return turn;
  const list = context.alternatives.length ? context.alternatives : context.recentVenues;
  // Every venue still known by name: the latest lists, and those of earlier lists ("sakaba tamaru, open late?").
  const known = knownVenues(context);
  const current = known.filter((v) => !context.earlierVenues?.some((old) => old.placeId === v.placeId) || context.alternatives.some((a) => a.placeId === v.placeId));
  // "paano pumunta dun from KLCC?", "vanaf Kamppi": where the user sets off from is no pick.
  // "is that one cheaper than the first?": what is compared is before "than"; what it is compared with, after.
  // "Hoe kom ik van het MAS naar de markt?", "mula sa museum papunta sa market": of a route with both ends named, the end.
  // "book that one for 4 at 7", "voor 2 om 8 uur": a party size or a time is no number in the list.
  let picked = subjectOfComparison(text.replace(PARTY_OR_TIME, ' ').replace(ROUTE_START, ' — ').replace(ORIGIN, ' —'));
  // "yung pang-apat, este yung pang-lima pala", "the 3rd, I mean the 4th": what comes after the correction is meant.
  // "hindi na sa una, sa pangalawa na lang", "not the first, the third", "niet de eerste maar de tweede": what is ruled out
  // comes first, the pick after it.
  const corrected = CORRECTS.exec(picked) ?? RULED_OUT_FIRST.exec(picked);
  if (corrected) {
    const after = picked.slice(corrected.index + corrected[0].length);
    const meant = resolveOrdinal(after, list) ?? fullName(after, known) ?? resolveAttribute(after, list, input.listReply);
    if (meant) return meant;
  }
  // "not din tai fung, one of the others", "hindi yung Rico's, yung isa": a venue ruled out by name is no pick; the pick is
  // what comes after, or of two the other one.
  const notNamed = NOT_NAMED.exec(picked);
  const ruledOut = notNamed ? fullName(notNamed[1], known) ?? resolveName(notNamed[1], list) : null;
  if (ruledOut?.kind === 'venue') {
    const after = picked.slice(notNamed!.index + notNamed![0].length);
    const meant = resolveOrdinal(after, list) ?? fullName(after, known) ?? resolveAttribute(after, list, input.listReply);
    if (meant?.kind === 'venue' && meant.placeId !== ruledOut.placeId) return meant;
    const rest = list.filter((v) => v.placeId !== ruledOut.placeId);
    if (rest.length === 1) return venue(rest[0], 'other');
    // ... "not El Tizoncito, been there already. the other one": the rules for "the other one" weigh the venue ruled out.
    if (!OTHER.test(after)) return null;
  }
  // "is it close to the cathedral?", "Zit die in Sint-Anna?": the landmark the venue in focus is placed against is no other
  // venue, and no venue of that name or place is picked.
  const where = ASKS_WHERE_VENUE_IS.exec(picked);
  const beside = where ? picked.replace(ASKS_WHERE_VENUE_IS, '$1') : picked;
  if (context.focus && where && /^\s*\S+\s+(?:(?:ba|pa)\s+)?(?:it|that|they|this|het|dat|die|da|yun|yan|iyon|iyan|sila|siya)\b/iu.test(picked.slice(where.index))) picked = beside;
  if (picksTwo(picked, list)) return null;
  // "the latter" with no two venues just weighed points at nothing, not at the venue in focus.
  if (FORMER_LATTER.test(picked)) return formerOrLatter(picked, input, list);
  // "going back to the seafood places, the first one", "van de eerste lijst de tweede": the pick is made in that earlier list.
  const named = namedEarlierList(text, known, list);
  if (named) {
    // ... without the words that named it ("the first list" is no pick of the first venue).
    const rest = subjectOfComparison(text.replace(named.phrase, ' ').replace(ORIGIN, ' —'));
    // ... by its number, an attribute, or its kind ("Nog even terug naar de lunch: hoe laat gaat die brouwerij open?").
    const pick = resolveOrdinal(rest, named.venues) ?? resolveAttribute(rest, named.venues) ?? resolveCategory(rest, named.venues, false);
    // "Terug naar de hotels: ..." names the list only when a pick is made in it; "back to the hotel from there" is a trip.
    if (pick || !named.bare) return pick;
  }
  // "Is Frituur No. 1 open op zondag?": a name typed whole that holds a number is that venue, not a number in the list.
  const numberedName = fullName(picked, current, list);
  if (numberedName && /\d|#/.test(numberedName.name)) return numberedName;
  const early =
    ordinalOfKind(picked, list, known) ??
    ordinalLookingName(picked, list) ??
    otherAfterOrdinal(picked, context) ??
    resolveOrdinal(picked, list) ??
    nextToFocus(picked, context, list) ??
    resolveOther(picked, context, input.lastReply, input.earlierTurns.get(context.userTurns - 1), input.listReply, text);
  if (early) return early;
  // "not la venencia, the other": the venue named beside "the other" is the one ruled out, never the pick.
  if (list.length > 2 && OTHER.test(picked) && resolveName(picked.replace(OTHER, ' '), list)?.how === 'name') return null;
  // "the poblacion one sounds loud haha. what about the legazpi village one": the last question is the pick.
  const lastAsk = /[.!?]\s+((?:ok\s+|and\s+|so\s+)?(?:what|how) about\s+(?:the|yung|de)\s+[^.!?]+)[.!?]*\s*$/i.exec(picked);
  if (lastAsk) picked = lastAsk[1];
  // "how do i get to kadikoy from sultanahmet?", "is it worth taking the train down to Brighton?": a trip to a town asks of
  // the town; neither the town's name in a venue's nor "it" points at a venue.
  const town = townTravelledTo(picked, known);
  if (town) picked = picked.replace(town, ' ');
  return (
    namedByPart(picked, list, known) ??
    // "maxwell one pls": a word of the name or address opening the message, with "one".
    leadingOne(picked, list) ??
    settledOn(picked, list, known, current) ??
    // "is Calle Sevilla any cheaper?": a venue named in full is the one asked about, whatever the comparative.
    fullName(picked, current, list) ??
    // ... on the whole text: "from before" is no origin to drop.
    fromEarlierList(text, known, list) ??
    resolveAttribute(picked, list, input.listReply, known, THOSE_TWO.test(picked) ? focusedPair(context, list) : undefined, new Set((context.earlierFocus ?? []).map((v) => v.placeId))) ??
    // "is the jazz one cheaper than ronnie scott's?": the venue compared against is not the one described.
    comparedAgainst(text, picked, list, input.listReply) ??
    resolveName(picked, current, input.newSearch) ??
    // ... and only then a name of an earlier list: "the naramachi one" is the sushi shop there before the sight of that name.
    resolveName(picked, known.filter((v) => !current.includes(v)), input.newSearch) ??
    resolveCategory(picked, list, input.newSearch, input.listReply) ??
    // ... or the one venue of that kind among all still known, when the latest list has none: "en het kunstmuseum?".
    (known.length > list.length ? resolveCategory(picked, [...list, ...known.filter((v) => !list.includes(v))], input.newSearch) : null) ??
    // ... "and rooftop bars around there?": a new search "around there" is in the area, not at the venue in focus.
    // "lechon around IT Park": a place whose name holds a pronoun points at nothing.
    (town !== null || (input.newSearch && !ASKS_ABOUT_POINTED.test(text) && !ASKS_OF_VENUE.test(text) && !NEAR_POINTED.test(placesWithPronounsBlanked(text).replace(AROUND_THERE, ' '))) || namesAnotherVenue(beside, context) || describesAnother(beside, context)
      ? null
      : resolveDemonstrative(placesWithPronounsBlanked(text), context, input.lastReply)) ??
    ellipticFollowUp(text, context, input.newSearch)
  );
}
