// The venue in focus as what "there", "it", "dun" or a short follow-up question means, unless another venue or town is meant.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { COUNTRY_NAMES, findGazetteerNames, isKnownPlace, PLACE_NAMES } from '../gazetteer';
import { ATTRIBUTE_ONE, OF_POINTED } from './attributes';
import { fold } from './folding';
import { LAST_RIDE } from './ordinals';
import { phraseWords } from './phrase-match';
import {
  ABOUT_THE_TOWN,
  ARTICLE_HET,
  ASKS_ANOTHER,
  DEMONSTRATIVE,
  DUTCH_IT,
  EXPLETIVE,
  FROM_THERE,
  GENERAL_QUESTION,
  LEADING_TOPIC,
  NEW_TOPIC,
  PRONOUN_WORD,
  ROUTE,
  TAGALOG_JAN,
  THAT_IT,
  THERE_IN,
  THERE_WORD,
  VENUE_DETAIL,
  WEATHER,
} from './pointing-words';
import { type VenueResolution, knownVenues, venue } from './resolution';
import { cachedRegExp } from '../text/cached-reg-exp';

export const TRAVEL_TO = new RegExp(
  [
    String.raw`\b(?:get|go|going|travel|head|heading|train|bus|ferry|drive|trip|ride|down|up|out|over)\s+to\s+(?:the\s+\p{L}+\s+(?:at`,
    String.raw`|in)\s+)?([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)|\b(?:naar|papunta(?:ng)?\s+(?:sa\s+)?`,
    String.raw`|pumunta(?:ng)?\s+(?:sa\s+)?)([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)`,
  ].join(''),
  'iu',
);
/** The known town a trip in the message goes to, as typed; none when a venue still known is called just that. */
export function townTravelledTo(text: string, known: readonly RememberedVenue[]): string | null {
  const m = TRAVEL_TO.exec(text);
  if (!m) return null;
  const words = (m[1] ?? m[2]).split(/\s+/);
  const town = [words.join(' '), words[0]].find((candidate) => isKnownPlace(candidate));
  if (!town || known.some((v) => fold(v.name) === fold(town))) return null;
  return town;
}
export function placesWithPronounsBlanked(text: string): string {
  let out = text;
  for (const m of findGazetteerNames(text))
    if (/\s/.test(m.raw) && PRONOUN_WORD.test(m.raw))
      out = out.slice(0, m.index) + ' '.repeat(m.raw.length) + out.slice(m.index + m.raw.length);
  return out;
}
export function ellipticFollowUp(text: string, context: ConversationContext, newSearch: boolean): VenueResolution | null {
  if (newSearch || !context.focus || text.trim().split(/\s+/).length > 8 || !VENUE_DETAIL.test(text)) return null;
  // ... no pointing word at all: those were weighed already ("are they all open on sunday?" points at no one venue).
  if (DEMONSTRATIVE.test(text.replace(EXPLETIVE, ' ')) || /\b(?:all|both|allemaal|allebei|beide|lahat|pareho)\b/i.test(text)) return null;
  // ... nor one about something else: "one more thing, do jeepneys still take cash?".
  if (
    cachedRegExp(
      [
        String.raw`\b(?:one more thing|btw|by the way|nog iets|isa pa)\b|\b(?:do|does|are|is)\s+(?!(?:it|they|you|u|we|i)\b)\p{L}{3,}s\b`,
      ].join(''),
      'iu',
    ).test(text)
  )
    return null;
  // ... a question ("?", Tagalog "ba"), not a statement or a new request.
  if (
    !cachedRegExp([String.raw`\?\s*$|\bba\b|^\s*(?:(?:ok|and|so)[,!]?\s+)?(?:is there|are there)\s`].join(''), 'i').test(text) ||
    cachedRegExp([String.raw`\b(?:any|other|another|else|which|alin|welke|iba|ibang|andere|anders)\b`].join(''), 'i').test(text)
  )
    return null;
  // ... and names nothing else: "btw is Pujol open on sundays?", "is the ferry between the two sides expensive?".
  if (
    /\s\p{Lu}/u.test(text.trim()) ||
    cachedRegExp(
      [
        String.raw`\b(?:the|a|an|de|het|een|ang|yung)\s+(?!(?:line|queue|menu|wifi|parking|dress|pila|hours|cover|entrance fee|entry fee`,
        String.raw`|corkage|service charge|minimum spend)\b)\p{L}`,
      ].join(''),
      'iu',
    ).test(text)
  )
    return null;
  return venue(context.focus, 'demonstrative');
}
/** "back to the ramen place from earlier, is it cash only?" while a bar is in focus: "it" is the venue described, not the
 * one in focus; when the description fits several, nothing is picked. */
export function describesAnother(text: string, context: ConversationContext): boolean {
  const phrase = ATTRIBUTE_ONE.exec(text)?.[1];
  if (!phrase || !context.focus || OF_POINTED.test(phrase)) return false;
  const words = phraseWords(phrase);
  if (!words.length) return false;
  const fits = (v: RememberedVenue) => {
    const haystack = fold(`${v.name} ${v.category ?? ''} ${v.address ?? ''}`).split(/[^\p{L}\p{N}]+/u);
    return words.some((w) => w.split('|').some((part) => haystack.includes(part)));
  };
  const known = knownVenues(context);
  const focused = known.find((v) => v.placeId === context.focus!.placeId);
  return focused !== undefined && !fits(focused) && known.some(fits);
}
/** Where the first word pointing at the venue in focus is ("there", "dun", "daar"), or -1. */
export function demonstrativeIndex(text: string): number {
  const blanked = text.replace(EXPLETIVE, (found) => ' '.repeat(found.length));
  const match = DEMONSTRATIVE.exec(blanked);
  if (match) return match.index + match[0].length - match[1].length;
  // ... or "dat" / "het" / "that" put a question: "naar Brugge, is dat de moeite?".
  const it = DUTCH_IT.exec(blanked) ?? THAT_IT.exec(blanked);
  return it ? it.index : -1;
}
export function resolveDemonstrative(
  text: string,
  context: ConversationContext,
  lastReply?: () => string | undefined,
): VenueResolution | null {
  // ... "the last train, when is it?" asks of the ride; "hoe laat vertrekt daar de eerste boot?" still of the place.
  if (
    (LAST_RIDE.test(text) && !THERE_WORD.test(text)) ||
    NEW_TOPIC.test(text) ||
    ROUTE.test(text) ||
    ASKS_ANOTHER.test(text) ||
    GENERAL_QUESTION.test(text)
  )
    return null;
  let cleaned = text.replace(EXPLETIVE, ' ').replace(ARTICLE_HET, ' ');
  // "walk back to the hotel": the user's own hotel, unless the venue in focus is one.
  if (/\bthe hotel\b/i.test(cleaned)) {
    const focused = context.focus ? knownVenues(context).find((v) => v.placeId === context.focus!.placeId) : undefined;
    if (
      !/hotel|hostel|inn|resort|suites|lodge/i.test(
        [`${context.focus?.name ?? ''} ${focused?.category ?? ''} ${context.searchQuery ?? ''} ${lastReply?.() ?? ''}`].join(''),
      )
    )
      cleaned = cleaned.replace(/\bthe hotel\b/gi, ' ');
  }
  if (
    !(DEMONSTRATIVE.test(cleaned) || DUTCH_IT.test(cleaned) || TAGALOG_JAN.test(cleaned) || THAT_IT.test(cleaned)) ||
    WEATHER.test(text) ||
    LEADING_TOPIC.test(text)
  )
    return null;
  // "may party ba dun sa General Luna?": "there" said of a town named after it.
  // ... in any case: "magkano yung metro ticket dun sa paris".
  const thereIn = THERE_IN.exec(text);
  if (thereIn && (isKnownPlace(thereIn[1]) || (thereIn[2] !== undefined && isKnownPlace(`${thereIn[1]} ${thereIn[2]}`)))) return null;
  // "is it safe to take an uber at night there?", "Hoe laat sluiten de winkels daar op zondag?", "it rains every day there?":
  // the town's safety, shops and weather are the town's, and the "there" with them.
  if (ABOUT_THE_TOWN.test(text) && !FROM_THERE.test(text) && THERE_WORD.test(text)) return null;
  if (context.focus) return venue(context.focus, 'demonstrative');
  const latest = context.alternatives.length ? context.alternatives : [];
  return latest.length === 1 ? venue(latest[0], 'demonstrative') : null;
}

/** "a table at Bella Vista": a capitalised name after at/sa/bij/in that is no listed venue, address or known place is
 * a new venue, so "they" and "there" in the message point at it, not at the venue in focus. */
export const NAMED_AFTER = new RegExp(
  [
    String.raw`(?:^|\s)(at|sa|bij|in|to|naar|is|ang|about|try|tried|hike|climb|visit|see|explore|[Ee]n|[Aa]nd)\s+(?:the\s+|de\s+`,
    String.raw`|het\s+)?((?:[A-Z][\p{L}'’&-]+)(?:\s+[A-Z][\p{L}'’&-]+){0,3})`,
  ].join(''),
  'gu',
);
export const NOT_A_NAME = new RegExp(
  [
    String.raw`^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday`,
    String.raw`|Friday|Saturday|Sunday|Linggo|Lunes|Sabado|I|The|A)$`,
  ].join(''),
);
/** "near the Binondo Church", "vanaf Centraal": a capitalised landmark a distance is measured from. */
const FROM_LANDMARK = new RegExp(
  [
    String.raw`\b(?:malapit sa|near|close to|far from|from|van|vanaf|dichtbij|vlakbij|layo sa|galing sa)\s+(?:the\s+|de\s+`,
    String.raw`|het\s+)?(?:\p{Lu}[\p{L}'’&-]*\s*)+`,
  ].join(''),
  'gu',
);
export function namesAnotherVenue(text: string, context: ConversationContext): boolean {
  // "yan ba malapit sa Binondo Church?": a landmark to measure from is no venue of its own.
  text = text.replace(FROM_LANDMARK, ' ');
  const known = knownVenues(context)
    .map((v) => `${v.name} ${v.address ?? ''}`.toLowerCase())
    .join(' ');
  for (const match of text.matchAll(NAMED_AFTER)) {
    const name = match[2];
    const first = name.split(/\s+/)[0];
    // "is Tokyo Express Bento any good?", "bukas pa ba ang Macau Restaurant?": after a verb or article, a name of two words or more.
    // ... and "we want to hike Arthur's Seat, is it hard?": after a verb of going, a name of two words or more.
    // ... or one long word after a verb of seeing: "we first want to see Schönbrunn, how long do we need there?".
    if (
      cachedRegExp([String.raw`^(?:is|ang|about|try|tried|hike|climb|visit|see|explore|en|and)$`].join(''), 'i').test(match[1]) &&
      !/\s/.test(name) &&
      !(/^(?:visit|see|explore)$/i.test(match[1]) && name.length >= 6)
    )
      continue;
    // ... "naar de Markthal", unless the way there starts at the venue in focus ("van daar naar het MAS").
    if (match[1] === 'naar' && FROM_THERE.test(text)) continue;
    // ... nor a country ("first time ko mag-train sa Japan").
    const lower = name.toLowerCase();
    if (NOT_A_NAME.test(first) || PLACE_NAMES.has(lower) || COUNTRY_NAMES.has(lower) || lower === context.location?.toLowerCase()) continue;
    if (name.split(/\s+/).every((w) => w.length <= 2 || known.includes(w.toLowerCase()))) continue;
    return true;
  }
  return false;
}
