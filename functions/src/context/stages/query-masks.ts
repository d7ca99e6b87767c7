// What the query extractor must not read as a search: a venue's name, a listed venue picked by its words, where the
// user sleeps, what a venue includes or is. Each mask applies only when there is something it could refer to.
import { findGazetteerNames } from '../gazetteer';
import { ASKS_WHERE_VENUE_IS, ONE_THAT_IS, SAID_OF } from '../resolve-references';
import { maskVenueNames } from '../venue-names';
import { turnIntentOf } from '../intent/turn-intent';
import { withoutDescribedNear } from '../references/described-near';
import { escapeRegExp } from '../text/escape-reg-exp';

/** "near our hotel", "sa hotel namin", "bij ons hotel": where the user sleeps, not a hotel search. */
const OWN_PLACE = new RegExp(
  [
    String.raw`\b(?:(?:our|my)\s+(?:hotel|hostel|airbnb|apartment|place)`,
    String.raw`|(?:hotel|hostel|airbnb|apartment|bahay|condo)\s+(?:namin|natin|ko)`,
    String.raw`|(?:aming|ating|aking)\s+(?:hotel|hostel|airbnb|apartment|bahay|condo)`,
    String.raw`|(?:ons|mijn)\s+(?:hotel|hostel|appartement|huisje)`,
    String.raw`|(?:malapit sa|near|close to|next to|dichtbij|vlakbij|naast)\s+(?:the\s+|het\s+|ang\s+)?(?:hotel|hostel`,
    String.raw`|airbnb))\b`,
  ].join(''),
  'giu',
);
/** Up to two more words of one thing ("xiao long bao"), not a second thing ("chili crab or satay"). */
const MORE_WORDS = String.raw`(?:\s+(?!(?:or|o|at|and|en|of|tsaka|pero|but|maar)\b)[\p{L}-]{2,20}){0,2}`;
/** "the jazz one", "the one on Polk Street": the words pick a venue and are not a new search. */
const PICKS_A_VENUE = new RegExp(
  [
    String.raw`\b(?:de|het|die|dat|the|yung`,
    String.raw`|ang)\s+[\p{L}-]{3,20}(?:\s+(?:one|place|spot|optie|plek|concert|show))?\s+(?:is wel iets voor (?:mij|ons)`,
    String.raw`|is iets voor (?:mij|ons)|lijkt me (?:wel )?(?:leuk|goed|wat)|klinkt (?:goed|leuk)|sounds (?:good|great|fun)`,
    String.raw`|looks (?:good|great|fun)|is more my thing|is my kind of thing)\b|\bthe\s+[\p{L}\p{N}'’ -]{2,40}?\s+one\b`,
    String.raw`|\bthe one\s+(?:on|in|at|near|by|with)\s+[\p{L}\p{N}'’ -]{2,40}`,
    String.raw`|^\s*\p{L}{3,20}\s+(?:one|place|spot)\b(?=\s+(?:sounds|looks|seems|is|it|then|please|pls)\b|\s*[,.!?-])`,
    String.raw`|\bwhich (?:one|of (?:them|those|these))(?:'s|’s| is| are| was)?\s+(?:in|on|at|near|by)\s+[\p{L}\p{N}'’ -]{2,40}`,
    // ... up to three words: "yung may xiao long bao", "die met die chili crab" (wave cu).
    String.raw`|\b(?:'?yung|ung|sa|dun sa|doon sa) may\s+[\p{L}-]{3,20}${MORE_WORDS}\b`,
    String.raw`|\b(?:die|degene) met\s+(?:de\s+|het\s+|een\s+|die\s+|dat\s+)?[\p{L}-]{3,20}${MORE_WORDS}\b`,
    // "yung tempura dun sa list", "the dumplings on your list", "die pasta van de lijst": what a card of the list is (wave cu).
    String.raw`|\b(?:'?yung|ung|the|that|de|die|dat|het)\s+[\p{L}\p{N}'’ -]{2,40}?\s+(?:(?:dun|doon|nasa)\s+)?(?:sa (?:list|listahan)`,
    String.raw`|(?:on|in|from) (?:the|your|that) list|(?:op|van|uit|in) (?:de|je|die|jouw) lijst)\b`,
    String.raw`|\b(?:dun|doon|diyan|dyan)(?:\s+(?:na\s+lang|nalang`,
    String.raw`|na)(?:\s+(?:kami|tayo|ako))?)?\s+sa\s+[\p{L}-]{3,20}(?:\s+(?:place|spot|one|lugar))?\b(?=\s*[?.!,]|\s*$)`,
  ].join(''),
  'giu',
);
/** "any good kakigori near the first one?": a search next to a listed venue is a search nearby. */
const NEAR_A_PICK = new RegExp(
  [
    String.raw`\b(?:near|close to|next to|around`,
    String.raw`|by)\s+(?:the\s+(?:first|second|third|fourth|fifth|last|\d(?:st|nd|rd|th))\s+one|that one|(?:that|this) place)\b`,
  ].join(''),
  'giu',
);

/** "kasama ba lunch?", "is breakfast included?", "is het ontbijt inbegrepen?": what a listed venue includes is no search. */
/** "is that a food truck or a sit down place?": what the venue in focus is, not a search for food trucks. */
const WHAT_IT_IS = new RegExp(
  [
    String.raw`\b(?:is|isn't) (?:that|it|this|that place|this place) (?:more of |more like |really |actually )?(?:a`,
    String.raw`|an)\s+[^?.!]{2,60}|\b(?:is|isn't|was) (?:that|it|this) (?:really |actually )?the (?:oldest|biggest|largest|best`,
    String.raw`|most|first|only|famous|original)\b[^?.!]{0,60}`,
    String.raw`|(?:^|[.!?]\s*)(?:is|was) (?:dat|die|het|da) (?:nu |echt |eigenlijk )?(?:het|de|een) (?:oudste|grootste|beste`,
    String.raw`|eerste|enige|bekendste|mooiste|originele|echte)\b[^?.!]{0,60}`,
  ].join(''),
  'giu',
);
const INCLUDED = new RegExp(
  [
    String.raw`\b(?:is|are)\s+(?:the\s+)?[\p{L} -]{3,30}?\s+included\b`,
    String.raw`|\bkasama(?:\s+na)?\s+ba(?:ng|\s+(?:ang|yung))?\s+[\p{L}-]{3,20}`,
    String.raw`|\b(?:is|zijn)\s+(?:het\s+|de\s+)?[\p{L}-]{3,20}\s+inbegrepen\b`,
  ].join(''),
  'giu',
);
/** "may 1pm standup pa kasi ako", "I have a 2pm meeting", "got a 9am tour": what the person already has at a time of day is no
 * search. */
const APPOINTMENT =
  /\b(?:may|i have an?|i've got an?|got an?|have an?|my|ik heb een)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|h|u)\s+[\p{L}-]{3,20}\b/giu;
/** "we have tickets for a musical tonight ... something to eat", "kaartjes voor een musical vanavond ... nu nog ff snel wat eten":
 * a show the person holds tickets for, said before what they ask for now, is no search (wave cx). */
const TICKETS_HELD = new RegExp(
  [
    String.raw`(?:\b(?:i|we)\s+(?:have|got|bought)|\b(?:ik|we|wij)\s+(?:heb|hebben)|\b(?:may|meron)\s+(?:kami|ako)|^)\s*`,
    String.raw`(?:tickets?|kaartjes?|tiket)\s+(?:for|voor|sa|para sa)\s+(?:(?:a|an|the|een|de|het|ng)\s+)?[\p{L}-]{3,20}\b`,
    String.raw`(?=.*\b(?:eat|food|dinner|lunch|drinks?|eten|hapje|drinken|kain|kakain|makakain)\b)`,
  ].join(''),
  'iu',
);
/** "after the show", "voor de voorstelling", "bago ang show": a show as the time of the ask, not what is asked for (wave cx). */
const AROUND_THE_SHOW = new RegExp(
  String.raw`\b(?:before|after|voor|na|bago|pagkatapos)\s+(?:the|de|het|ang|ng)\s+` +
    String.raw`(?:show|voorstelling|concert|musical|play|opera|game|match|wedstrijd)\b`,
  'giu',
);
/** "where i can pick up a bday cake": picking something up is no "pick-up" service asked for (wave cx). */
const PICKS_UP_A_THING = /\bpick(?:ing)?[\s-]up\s+(?=(?:a|an|the|my|our|some|his|her|their)\s)/giu;
/** "pagod na kami sa kaka-shopping", "pgod n paa ko kakalakad": what the person has been doing a lot (Tagalog kaka-) is no search. */
const BEEN_DOING = /(?<!\p{L})kaka(?:-\p{L}{3,}|(?:lakad|ikot|libot|gala|hanap|kain|pila|antay|hintay|shopping|shop)\p{L}*)/giu;
/** "di kami marunong mag japanese", "we don't speak korean", "we spreken geen Frans": a language spoken is no cuisine asked for
 * (wave cu). */
const LANGUAGE_SPOKEN = new RegExp(
  [
    String.raw`\b(?:marunong(?:\s+(?:kami|ako|sila|siya|kayo))?\s+(?:mag[- ]?|magsalita\s+ng\s+)|(?:speak|speaks|speaking)\s+`,
    String.raw`|(?:spreek|spreekt|spreken|praat|praten)\s+(?:geen\s+|een\s+beetje\s+)?)\p{L}{3,20}\b`,
  ].join(''),
  'giu',
);
/** "is it near Hoan Kiem lake?": with a venue in focus, the landmark is no search. */
const WHERE_VENUE_IS = new RegExp(ASKS_WHERE_VENUE_IS.source, 'giu');
/** "the one you said has a view": a venue picked by what was said about it, not a search for views. */
const SAID_OF_ALL = new RegExp(SAID_OF.source, 'giu');
const ONE_THAT_ALL = new RegExp(ONE_THAT_IS.source, 'giu');

/** "a table at Cafe Paris", "reserveren bij Restaurant Rotterdam": a name of two or more capitalised words after at/bij that
 * names no known place is a venue; its words ("Cafe", "Restaurant") are no search. */
const NAMED_AT = /\b(?:at|bij)\s+(\p{Lu}[\p{L}'’&-]+(?:\s+\p{Lu}[\p{L}'’&-]+){1,3})/gu;
function maskNamedVenues(text: string): string {
  return text.replace(NAMED_AT, (found, name: string) =>
    findGazetteerNames(name).some(({ raw }) => raw.length === name.length) || /^(?:The|De|Het)\s/.test(name)
      ? found
      : found.slice(0, found.length - name.length) + ' '.repeat(name.length),
  );
}

/** "paano pumunta dun galing sa hotel namin sa Orchard?", "hoe kom ik daar vanaf het Vondelpark?": with a venue to go to, where
 * the route starts is where the person is, not what to look for. */
function maskRouteStart(text: string, hasVenue: boolean): string {
  const intent = turnIntentOf(text);
  if (!hasVenue || intent.kind !== 'directions' || !intent.from) return text;
  const words = intent.from
    .split(' ')
    .map(escapeRegExp)
    .join(String.raw`[^\p{L}\p{N}]+`);
  return text.replace(new RegExp(String.raw`(?<![\p{L}\p{N}])${words}(?![\p{L}\p{N}])`, 'iu'), (found) => ' '.repeat(found.length));
}

/** The message with every phrase masked that names or picks a listed venue rather than asks for something new. */
export function queryTextOf(text: string, venueNames: readonly string[], listed: boolean, hasFocus: boolean): string {
  return maskNamedVenues(
    maskVenueNames(
      maskRouteStart((listed || hasFocus) && !ASKS_WHERE_VENUE_IS.test(text) ? withoutDescribedNear(text) : text, listed || hasFocus),
      venueNames,
    ),
  )
    .replace(SAID_OF_ALL, ' ')
    .replace(ONE_THAT_ALL, (found) => (listed ? ' ' : found))
    .replace(NEAR_A_PICK, (found) => (listed ? ' nearby' : found))
    .replace(PICKS_A_VENUE, (found) => (listed ? ' ' : found))
    .replace(OWN_PLACE, ' ')
    .replace(APPOINTMENT, ' ')
    .replace(TICKETS_HELD, ' ')
    .replace(AROUND_THE_SHOW, ' ')
    .replace(PICKS_UP_A_THING, ' ')
    .replace(BEEN_DOING, ' ')
    .replace(LANGUAGE_SPOKEN, ' ')
    .replace(WHERE_VENUE_IS, (found, asks: string) => (hasFocus ? asks : found))
    .replace(INCLUDED, (found) => (listed ? ' ' : found))
    .replace(WHAT_IT_IS, (found) => (hasFocus ? ' ' : found));
}

/** "Orange Beach", "Long Beach": a place's name of two or more words that holds the query. */
export function insidePlaceName(text: string, query: string): boolean {
  return findGazetteerNames(text).some(({ raw }) => /\s/.test(raw) && ` ${raw.toLowerCase()} `.includes(` ${query.toLowerCase()} `));
}

export function maskPlaceNames(text: string): string {
  let masked = text;
  for (const { raw, index } of findGazetteerNames(text)) {
    if (/\s/.test(raw)) masked = masked.slice(0, index) + ' '.repeat(raw.length) + masked.slice(index + raw.length);
  }
  return masked;
}
