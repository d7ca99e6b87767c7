// The known places a message names (gazetteer names and abbreviations), unless the words around make them no place: an
// abbreviation that is an everyday word, a city inside a venue's name ("Ace Hotel Chicago"), "the Chinatown one".
import LOCATION_WORDS from './location-words.json';
import {
  ABBREVIATION_NAMES,
  findGazetteerNames,
  isKnownPlace,
  knownSpelling,
  PLACE_NAMES,
  COMMA_REGION_PATTERN,
  REGION_PATTERN,
} from '../gazetteer';
import { foldPlaceKey } from '../text/fold';
import type { LocationCandidate } from './location-state';
import { EVERYDAY_WORDS } from './typed-place';

const LOCATIVE = new RegExp(
  [
    String.raw`(?:\b(?:in|near|around|nearby|within|to|sa|nasa|bij|rond|rondom|naar|nabij|city of|town of|area of|at|on`,
    String.raw`|check out|visit(?:ing)?|try|about|through|via`,
    String.raw`|(?:swing|swinging|stop|stopping|drop|dropping|pass|passing)\s+by)\s+(?:the\s+)?$)`,
  ].join(''),
  'i',
);
// Two or three letters ("la", "sd", "ny") or dotted ("d.c."): everyday words too, so places only where a place is expected;
// "cdmx", "nola" are not.
// ... except city codes no word spells ("street food bkk pls", "nyc tmrw"): those are places anywhere.
const SHORT_ABBREVIATION = /^(?!(?:bkk|nyc|bgc|mnl|cdo|pdx|lax|sfo|cdmx)$)(?:[a-z]{2,3}|(?=[a-z]*\.)[a-z.]{2,4})$/;
/** "a day trip from Lisbon": the starting point of a trip is the search. */
export const TRIP_FROM = new RegExp(
  [
    String.raw`\b(?:trips?|tours?|excursions?|uitstapjes?|daguitstap(?:pen|jes)?|dagtochten?|dagtrips?`,
    String.raw`|getaways?)\s+(?:\w+\s+)?(?:from|vanaf|vanuit|mula sa|galing sa)\s+(?:the\s+)?$`,
  ].join(''),
  'i',
);

const FUNCTION_WORD_AFTER = new RegExp(
  [
    String.raw`^\s+(?:and|or|for|to|in|on|at|with|area|county|tonight|today|tomorrow|this|next|after|later|first|then|too|also`,
    String.raw`|where|what|which|how|any|saan|ano|waar|wat|kami|tayo|namin|natin|ngayon|ngayong|mamaya|bukas|naman|nalang`,
    String.raw`|vandaag|vanavond|morgen|pls|please|trip|travel|itinerary|weekend|vacation|holiday|bakasyon|reis|getaway)\b`,
  ].join(''),
  '',
);
export function gazetteerCandidates(text: string): LocationCandidate[] {
  const out: LocationCandidate[] = [];
  for (const { raw, index } of findGazetteerNames(text)) {
    const before = text.slice(0, index);
    const after = text.slice(index + raw.length);
    const lower = foldPlaceKey(raw);
    const afterLocative = LOCATIVE.test(before);
    if (ABBREVIATION_NAMES.has(lower) && !PLACE_NAMES.has(lower)) {
      // "La Trinidad", "Sa La Union": not all capitals and followed by a capitalised word, it opens a longer name.
      if (raw !== raw.toUpperCase() && /^\s+\p{Lu}/u.test(after)) continue;
      // Typed in lower case, "la", "sd" or "ny" are only places where a place is expected.
      // ... or before what a trip there is ("hk trip namin next week").
      if (
        raw === lower &&
        SHORT_ABBREVIATION.test(lower) &&
        !afterLocative &&
        !TRIP_FROM.test(before) &&
        !/^\s*(?:and|,|\.|$|(?:trip|travel|itinerary|weekend|vacation|holiday|bakasyon|reis|getaway)\b)/.test(after)
      )
        continue;
      if (raw === lower && lower === 'la' && !afterLocative) continue;
      if (
        raw === lower &&
        SHORT_ABBREVIATION.test(lower) &&
        /^\s+[a-z]{3,}/.test(after) &&
        !FUNCTION_WORD_AFTER.test(after) &&
        !(afterLocative && isKnownPlace(/^\s+([a-z]+)/.exec(after)![1]))
      )
        continue;
    }
    // ... "in SF's mission district": after a known place's possessive, the everyday word is that place's district.
    const afterPossessive = /(\S+)['’]s\s+$/u.exec(before)?.[1];
    if (
      EVERYDAY_WORDS.has(lower) &&
      !/\b(?:in|naar|vanuit|vanaf)\s+(?:the\s+|de\s+)?$/i.test(before) &&
      !(afterPossessive && (isKnownPlace(afterPossessive) || ABBREVIATION_NAMES.has(foldPlaceKey(afterPossessive)))) &&
      (raw === lower || !/\p{L}/u.test(before))
    )
      continue;
    // Inside a proper name ("Ace Hotel Chicago", "Chicago Cut"), a city is part of a venue's name.
    // ... but "SF's mission district" is the city's district.
    const ofPlace = /(\S+)['’]s\s+$/u.exec(before)?.[1];
    const inProperName = /[A-Z][\p{L}'’]*\s+$/u.test(before) && !/(?:^|[.!?]\s*)[A-Z][\p{L}'’]*\s+$/u.test(before);
    if (!afterLocative && inProperName && !(ofPlace && (isKnownPlace(ofPlace) || ABBREVIATION_NAMES.has(foldPlaceKey(ofPlace))))) continue;
    if (!afterLocative && /^\s+[A-Z]\p{L}/u.test(after) && !REGION_PATTERN.test(after)) continue;
    if (/^\s+one\b/i.test(after) && /\bthe\s+$/i.test(before)) continue; // "the Chinatown one" picks a venue
    // "sa Kyoto Grill", "near Venice Grand Canal mall", "kain tayo sa Tokyo Tokyo": a city that opens a venue's name.
    if (opensVenueName(raw, after)) continue;
    out.push({ value: withRegion(titleCased(raw), after), index });
  }
  return out;
}

const VENUE_WORDS = LOCATION_WORDS.VENUE_WORDS.join('|');
/** The venue words as they open a name: "Grill", "Cafe". */
const CAPITALISED_VENUE_WORDS = VENUE_WORDS.replace(/(^|\|)(\p{L})/gu, (m, bar: string, ch: string) => bar + ch.toUpperCase());
const NAME_THEN_VENUE_WORD = new RegExp(`^\\s+(?:\\p{Lu}[\\p{L}'’]*\\s+){1,3}(?:${VENUE_WORDS}|mall)(?![\\p{L}])`, 'iu');
const CAPITAL_VENUE_WORD = new RegExp(`^\\s+(?:${CAPITALISED_VENUE_WORDS})(?![\\p{L}])`, 'u');
export const VENUE_NAME_END = new RegExp(`\\s(?:${CAPITALISED_VENUE_WORDS})$`, 'u');
export const VENUE_NAME_START = new RegExp(
  `^(?:${CAPITALISED_VENUE_WORDS}|Brasserie|Eetcafé|Eetcafe|Hostel|Grand Café|Grand Cafe|Taverna|Trattoria|Osteria` +
    `|Hotel|Herberg)\\s+\\p{Lu}`,
  'u',
);
function opensVenueName(raw: string, after: string): boolean {
  if (!/^\p{Lu}/u.test(raw)) return false;
  if (after.startsWith(` ${raw}`) && !/^\s+\S+\s*,/.test(after.slice(raw.length + 1))) return true;
  return CAPITAL_VENUE_WORD.test(after) || (NAME_THEN_VENUE_WORD.test(after) && /^\s+\p{Lu}/u.test(after));
}

/** "quito", "cagayan de oro": a listed city typed in lower case is given its capitals. */
export function titleCased(raw: string): string {
  if (raw !== raw.toLowerCase()) return raw;
  // A known name typed in lower case is written the usual way ("bgc" is "BGC", "qc" "QC"), keeping the user's accents.
  const usual = knownSpelling(raw);
  if (usual && usual.toLowerCase() === raw) return usual;
  if (!PLACE_NAMES.has(foldPlaceKey(raw))) return raw;
  return raw.replace(/(^|[\s-])(\p{L})/gu, (m, sep: string, ch: string, at: number) =>
    at > 0 && /^(?:de|del|la|of|da|do|dos|op|aan|den|du|upon|on|the|en|el|sur|am)\b/.test(raw.slice(at + sep.length))
      ? m
      : sep + ch.toUpperCase(),
  );
}

export function withRegion(name: string, after: string): string {
  const region = REGION_PATTERN.exec(after) ?? COMMA_REGION_PATTERN.exec(after);
  return region ? `${name}${region[0].replace(/\s+/g, ' ')}`.replace(/\s+,/, ',') : name;
}
