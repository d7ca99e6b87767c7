// Whether a place the message names leaves the known location as it is: a place inside a question about a venue, an
// earlier turn, a weighing of two places or a general question describes; it does not move the search.
import { COUNTRY_NAMES } from '../gazetteer';
import type { ExtractedQuery } from '../extract-query';
import { ASKS_WHERE_VENUE_IS, type Resolution } from '../resolve-references';
import { escapeRegExp } from '../text/escape-reg-exp';
import { GOES_BACK_TO_TURN_ALL, MOVES, REFERS_BY_PLACE, SEARCHES } from './message-cues';

/** Nearness, not "in": "is it near X?" places a venue; "hoe zit het in Leuven?" moves. */
const NEAR_WORD = new RegExp(
  [
    String.raw`\b(?:near|close to|far from|next to|walkable|walking distance|malapit|malayo|dichtbij|dicht bij|vlakbij`,
    String.raw`|in de buurt van|ver van|naast)\b`,
  ].join(''),
  'i',
);
const ASKED_AGAIN_IN = new RegExp(
  [
    String.raw`\b(?:(?:anything|something) (?:like that|similar)|iets dergelijks|zoiets|ganun|ganyan|ganoon|maar dan|but then`,
    String.raw`|but (?:this time )?(?:in|for)|this time|dit keer|deze keer|(?:zijn|is) er (?:daar )?ook`,
    String.raw`|are there (?:also |any )?|is there (?:also )?(?:a|an|any)|meron (?:din|rin) ba`,
    String.raw`|may .{1,30} (?:din|rin) ba)\b[^?.!]{0,60}\b(?:in|sa|te)\s+\S`,
  ].join(''),
  'i',
);
/** A place named inside a reference to a venue ("yung sa Little India", "the fifth, is that near Chinatown") or a country in a
 * general question ("is tipping normal in Portugal?") describes, it does not move the search from a known location. */
/** "which is easier by train", "welke is beter", "alin mas maganda": a question that weighs two things. */
const WEIGHS_PLACES = new RegExp(
  [
    String.raw`\b(?:which|welke|alin)\b[^?.!]{0,30}\b(?:better|easier|closer|nicer|cheaper|beter|makkelijker|dichterbij|mooier`,
    String.raw`|mas)\b`,
  ].join(''),
  'i',
);
export function keepsLocation(
  text: string,
  location: string | null,
  known: string | null,
  resolved: Resolution | null,
  query: ExtractedQuery | null,
): boolean {
  if (!location || !known) return false;
  // "ano ulit yung tinanong ko tungkol sa Gion?": a place inside a question about an earlier turn.
  // ... unless the message also moves ("Nee, toch liever Den Haag. Wat was ook alweer mijn vraag van het begin?").
  // ... or asks the earlier question again somewhere else ("hetzelfde als mijn eerste vraag maar dan in Den Haag", "terug naar
  // mijn eerste vraag: zijn er ook goeie shows in sevilla?").
  if (resolved?.kind === 'turn') return !MOVES.test(text.replace(GOES_BACK_TO_TURN_ALL, ' ')) && !ASKED_AGAIN_IN.test(text);
  // "is Sentosa worth it or should we just do Gardens by the Bay?": weighing a place up is no move to it.
  if (
    new RegExp(`\\b(?:is|are|isn't)\\s+(?:the\\s+)?${escapeRegExp(location)}\\s+(?:really\\s+|even\\s+|still\\s+)?worth\\b`, 'i').test(text)
  )
    return true;
  // "sintra vs cascais, which is easier by train?": two places weighed against each other are no move to either.
  if (
    WEIGHS_PLACES.test(text) &&
    new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(location)}\\s+(?:vs\\.?|versus|or|of|o)\\s+\\p{L}`, 'iu').test(text)
  )
    return true;
  // "dat wafelhuisje van Oostende" for "Wafelhuisje Oostende": the place came with the venue's name.
  // ... not when the venue was only pointed at: "naar Luik, wat moet ik daar eten?" with Brasserie Luik in focus moves.
  if (
    resolved?.kind === 'venue' &&
    resolved.how !== 'demonstrative' &&
    ` ${resolved.name.toLowerCase()} `.includes(` ${location.toLowerCase()} `)
  )
    return true;
  // "is it near Hoan Kiem lake?": where the venue pointed at is ... and where a venue not yet settled on is ("malapit ba yun
  // sa Uptown Mall?" with two bars listed): a landmark placed against a venue moves no search.
  const where = ASKS_WHERE_VENUE_IS.exec(text);
  if (where && !MOVES.test(text) && (resolved?.kind === 'venue' || (!SEARCHES.test(text) && NEAR_WORD.test(where[1])))) return true;
  // "is the seventh one in <area> or <area>": a place in a question about a venue picked by its number describes it.
  if (resolved?.kind === 'venue' && resolved.how === 'ordinal' && !MOVES.test(text) && !SEARCHES.test(text)) return true;
  if (
    resolved?.kind === 'venue' &&
    resolved.how !== 'demonstrative' &&
    (query === null || query.weak || REFERS_BY_PLACE.test(text)) &&
    (!MOVES.test(text) || REFERS_BY_PLACE.test(text))
  )
    return true;
  // "is the Brazen Head really the oldest pub in Ireland": a country in a question about a venue.
  return COUNTRY_NAMES.has(location.toLowerCase()) && (query === null || resolved?.kind === 'venue');
}
