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
import { firstDecision, type DecidingRule } from './rule';
import { EVERYDAY_WORDS } from './typed-place';

const LOCATIVE = new RegExp(
  [
    String.raw`\b(?:in|near|around|nearby|within|to|sa|nasa|bij|rond|rondom|naar|nabij|city of|town of|area of|at|on`,
    String.raw`|check out|visit(?:ing)?|try|about|through|via`,
    String.raw`|(?:swing|swinging|stop|stopping|drop|dropping|pass|passing)\s+by)\s+(?:the\s+)?$`,
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
/** A known name found in the message, with the words around it. */
export interface GazetteerHit {
  readonly text: string;
  readonly raw: string;
  readonly before: string;
  readonly after: string;
  /** Its lookup key. */
  readonly lower: string;
  /** A word that says a place follows comes before it ("in", "sa", "bij"). */
  readonly afterLocative: boolean;
}
export type GazetteerRule = DecidingRule<GazetteerHit, 'skip' | 'place', 'known-names'>;
const ALL: GazetteerRule['langs'] = ['en', 'tl', 'nl'];
const skips = (
  id: string,
  guard: string | undefined,
  examples: string[],
  counterexamples: string[],
  holds: (hit: GazetteerHit) => boolean,
): GazetteerRule => ({
  id,
  phenomenon: 'known-names',
  langs: ALL,
  pattern: null,
  guard,
  examples,
  counterexamples,
  effect: (hit) => (holds(hit) ? 'skip' : undefined),
});
/** "SF's": the word before a possessive, a known place or abbreviation. */
const placeBeforePossessive = (before: string) => {
  const owner = /(\S+)['’]s\s+$/u.exec(before)?.[1];
  return owner !== undefined && (isKnownPlace(owner) || ABBREVIATION_NAMES.has(foldPlaceKey(owner)));
};
const TRIP_WORD_AFTER = /^\s*(?:and|,|\.|$|(?:trip|travel|itinerary|weekend|vacation|holiday|bakasyon|reis|getaway)\b)/;

/** The rules over a known name found, in precedence order; the last keeps it as a place. */
export const GAZETTEER_RULES: readonly GazetteerRule[] = [
  // "La Trinidad", "Sa La Union": not all capitals and followed by a capitalised word, it opens a longer name.
  skips(
    'opens-a-longer-name',
    'an-abbreviation',
    ['dinner at La Trattoria'],
    ['trip to LA'],
    (h) => h.raw !== h.raw.toUpperCase() && /^\s+\p{Lu}/u.test(h.after),
  ),
  // Typed in lower case, "la", "sd" or "ny" are only places where a place is expected.
  // ... or before what a trip there is ("hk trip namin next week").
  skips(
    'short-abbreviation-alone',
    'an-abbreviation',
    ['i think ny is better', 'sd ok'],
    ['hk trip namin next week', 'pizza in ny'],
    (h) =>
      h.raw === h.lower &&
      SHORT_ABBREVIATION.test(h.lower) &&
      !h.afterLocative &&
      !TRIP_FROM.test(h.before) &&
      !TRIP_WORD_AFTER.test(h.after),
  ),
  skips(
    'la-without-a-place-word',
    'an-abbreviation',
    ['ok la, trip'],
    ['pizza in la'],
    (h) => h.raw === h.lower && h.lower === 'la' && !h.afterLocative,
  ),
  skips(
    'abbreviation-before-a-word',
    'an-abbreviation',
    ['tacos in sd style'],
    ['tacos in sd area', 'in la jolla'],
    (h) =>
      h.raw === h.lower &&
      SHORT_ABBREVIATION.test(h.lower) &&
      /^\s+[a-z]{3,}/.test(h.after) &&
      !FUNCTION_WORD_AFTER.test(h.after) &&
      !(h.afterLocative && isKnownPlace(/^\s+([a-z]+)/.exec(h.after)![1])),
  ),
  // ... "in SF's mission district": after a known place's possessive, the everyday word is that place's district.
  skips(
    'everyday-word',
    undefined,
    ['the mission was great'],
    ["in SF's mission district"],
    (h) =>
      EVERYDAY_WORDS.has(h.lower) &&
      !/\b(?:in|naar|vanuit|vanaf)\s+(?:the\s+|de\s+)?$/i.test(h.before) &&
      !placeBeforePossessive(h.before) &&
      (h.raw === h.lower || !/\p{L}/u.test(h.before)),
  ),
  // Inside a proper name ("Ace Hotel Chicago", "Chicago Cut"), a city is part of a venue's name.
  // ... but "SF's mission district" is the city's district.
  skips(
    'inside-a-proper-name',
    undefined,
    ['is Ace Hotel Chicago nice?'],
    ['is Chicago nice?'],
    (h) =>
      !h.afterLocative &&
      /[A-Z][\p{L}'’]*\s+$/u.test(h.before) &&
      !/(?:^|[.!?]\s*)[A-Z][\p{L}'’]*\s+$/u.test(h.before) &&
      !placeBeforePossessive(h.before),
  ),
  skips(
    'before-a-capitalised-word',
    undefined,
    ['is Chicago Cut open?'],
    ['pizza in Chicago Illinois'],
    (h) => !h.afterLocative && /^\s+[A-Z]\p{L}/u.test(h.after) && !REGION_PATTERN.test(h.after),
  ),
  // "the Chinatown one" picks a venue.
  skips(
    'the-one-of-a-place',
    undefined,
    ['the Chinatown one'],
    ['Chinatown one more time'],
    (h) => /^\s+one\b/i.test(h.after) && /\bthe\s+$/i.test(h.before),
  ),
  // "sa Kyoto Grill", "near Venice Grand Canal mall", "kain tayo sa Tokyo Tokyo": a city that opens a venue's name.
  skips('opens-a-venue-name', undefined, ['kain tayo sa Kyoto Grill'], ['kain tayo sa Kyoto'], (h) => opensVenueName(h.raw, h.after)),
  {
    id: 'a-place',
    phenomenon: 'known-names',
    langs: ALL,
    pattern: null,
    examples: ['ramen in Kyoto'],
    counterexamples: [],
    effect: () => 'place',
  },
];
const GAZETTEER_GUARDS: Readonly<Record<string, (hit: GazetteerHit) => boolean>> = {
  'an-abbreviation': (hit) => ABBREVIATION_NAMES.has(hit.lower) && !PLACE_NAMES.has(hit.lower),
};

/** The known names found in `text` that the rules keep as places, and the rule that decided each name found. */
export function gazetteerCandidates(text: string, rules: string[] = []): LocationCandidate[] {
  const out: LocationCandidate[] = [];
  for (const { raw, index } of findGazetteerNames(text)) {
    const before = text.slice(0, index);
    const after = text.slice(index + raw.length);
    const hit = { text, raw, before, after, lower: foldPlaceKey(raw), afterLocative: LOCATIVE.test(before) };
    const decided = firstDecision(GAZETTEER_RULES, GAZETTEER_GUARDS, hit);
    rules.push(decided.rule);
    if (decided.result === 'place') out.push({ value: withRegion(titleCased(raw), after), index });
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
