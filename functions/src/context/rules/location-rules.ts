// The location concern: its ordered rules (the order is the precedence) and the one call that runs them. Each reads the
// places the message names (rules/location-state.ts) and decides the location, decides there is none (null), or passes.
import { recentResults } from '../text/recent-results';
import { fullName } from '../gazetteer';
import { arrivalPlace, searchedPlace } from './location-searched';
import { isLandmark, ROAD_END } from './location-candidate-filters';
import { landmarkSaidWhere } from './location-landmarks';
import { placeSaidByEar } from './location-by-ear';
import { bareAnswer } from './location-capitalised-candidates';
import { titleCased } from './location-gazetteer-candidates';
import { locationStateOf, type LocationOptions, type LocationState } from './location-state';
import { firstDecision, type DecidingRule } from './rule';
import { NOT_A_PLACE, NOT_TYPED_PLACE } from './typed-place';

export type LocationPhenomenon = 'trips' | 'several-places' | 'one-place' | 'answers' | 'typed-places' | 'nothing-named';
export interface LocationRule extends DecidingRule<LocationState, string | null, LocationPhenomenon> {
  /** What its examples and counterexamples are read with (a city known, a search, a reply that asked where). */
  readonly given?: LocationOptions;
}

/** ... except "a day trip from Lisbon", where the starting point is the search. */
const TRIP_TO = new RegExp(
  [
    String.raw`\b(?:trips?|tours?|excursions?|uitstapjes?|dagtochten?|dagtrips?|getaways?)\s+(?:\w+\s+)?(?:from|vanaf`,
    String.raw`|mula sa)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s+(?:to|naar|papuntang`,
    String.raw`|papunta sa)\s+([\p{L}'’-]{3,}(?:\s+[A-Z][\p{L}'’-]+)?)(?=\s*(?:[?.!,;]|$)`,
    String.raw`|\s+(?:what|where|how|which|any|saan|ano|paano|waar|wat|hoe)\b)`,
  ].join(''),
  'iu',
);
const DAY_TRIP_TO = new RegExp(
  [
    String.raw`\b(?:(?:day|side|road|weekend|quick|short)[ -]?trips?|excursions?|dagtrips?|dagtochtje?s?|dagjes?`,
    String.raw`|uitstapjes?)\s+(?:to|naar|papuntang|papunta sa|sa)\s+$`,
  ].join(''),
  'i',
);
const COUNTRY_SPELLING: Record<string, string> = {
  philippines: 'Philippines',
  netherlands: 'Netherlands',
  uk: 'UK',
  usa: 'USA',
  us: 'US',
  'united states': 'United States',
  'united kingdom': 'United Kingdom',
};
/** "beaches in the philippines", "in the netherlands": a country after "in the", any case. */
const IN_THE_COUNTRY = /\b(?:in|to|around|across)\s+the\s+(philippines|netherlands|uk|usa|us|united states|united kingdom)(?!\p{L})/iu;
/** Without a recognised dish, a message still searches for places when it asks for the best / any / where ("may ... ba"). */
const PLACE_QUESTION = new RegExp(
  [
    String.raw`^\s*(?:(?:and|en|at|e|ok|so)\s+)?(?:anything|something|iets|somewhere|ergens|kahit ano)\s+(?:in|sa|bij|around`,
    String.raw`|near|rond)\s|\b(?:(?:what|how) about|same (?:thing|dish|food)|switch to|best|good|great|nice|top|where|saan`,
    String.raw`|waar|any|mayroon|meron|recommend|suggest|beste|goede|lekkere?|magandang|masarap)\b|\bmay\b.+\bba\b`,
  ].join(''),
  'i',
);
/** "is #2 open in the evening", "the first one": a question about a listed venue names no new place. */
const LISTED_VENUE = /#\d|\b(?:number|no\.|nummer)\s*\d|\b(?:first|second|third|last|other|that|this)\s+(?:one|place|spot)\b/i;
const ALL: LocationRule['langs'] = ['en', 'tl', 'nl'];

/** The location rules, in precedence order; the last one always decides. */
export const LOCATION_RULES: readonly LocationRule[] = [
  {
    // "landing at narita", "layover at changi", "komen met de trein aan op Rotterdam Centraal": where the user arrives.
    // ... unless the message searches somewhere else ("we land in nyc on the 8th - any good dumpling spots in chinatown?").
    id: 'arrives-at',
    phenomenon: 'trips',
    langs: ALL,
    pattern: null,
    examples: [
      'landing at narita tomorrow',
      'komen met de trein aan op Rotterdam Centraal',
      "hi! we're arriving at schiphol tomorrow morning",
    ],
    counterexamples: ['we land in nyc on the 8th - any good dumpling spots in chinatown?'],
    effect: (s) => {
      const arrival = arrivalPlace(s.text);
      return arrival && s.places.every((c) => arrival.toLowerCase().includes(c.value.toLowerCase())) ? arrival : undefined;
    },
  },
  {
    // "day trip from osaka to nara": the trip goes to the place after "to", even one that is an everyday word elsewhere.
    id: 'trip-from-to',
    phenomenon: 'trips',
    langs: ALL,
    pattern: TRIP_TO,
    trigger: /trip|tour|excursion|uitstapje|dagtocht|getaway/i,
    examples: ['day trip from osaka to nara, what should i see', "we're thinking of a day trip from amsterdam to maastricht, worth it?"],
    counterexamples: ['day trip to nara?'],
    effect: (s) => {
      const trip = TRIP_TO.exec(s.text)!;
      const lower = trip[1].toLowerCase();
      return !NOT_TYPED_PLACE.has(lower) && !NOT_A_PLACE.has(lower) ? titleCased(trip[1]) : undefined;
    },
  },
  {
    // "we're staying in Osaka. Is a day trip to Kyoto worth it?": the trip's destination is the place asked about.
    id: 'day-trip-destination',
    phenomenon: 'trips',
    langs: ALL,
    pattern: null,
    guard: 'places-named',
    examples: ["we're staying in Osaka. Is a day trip to Kyoto worth it?", 'oké. is een dagtrip naar tagaytay de moeite?'],
    counterexamples: ["we're staying in Osaka. Is Kyoto worth it?"],
    effect: (s) => s.places.find((c) => DAY_TRIP_TO.test(s.text.slice(0, c.index)))?.value,
  },
  {
    // "in nyc for the weekend. pizza slices in brooklyn?": of several places, the one the search is put in.
    id: 'searched-place',
    phenomenon: 'several-places',
    langs: ALL,
    pattern: null,
    guard: 'places-named',
    examples: ['in nyc for the weekend. pizza slices in brooklyn?', 'ramen in Shinjuku'],
    counterexamples: ['ramen from Shinjuku'],
    effect: (s) => searchedPlace(s.places, s.text).value,
  },
  {
    // With nothing else known, "restaurants from Lyon" still says where ... unless a place is typed where the search is
    // ("taking metro-north from nyc up to beacon. coffee near the station in beacon?").
    id: 'typed-where-the-search-is',
    phenomenon: 'one-place',
    langs: ALL,
    pattern: null,
    guard: 'only-a-dropped-place-and-no-city',
    given: { search: true },
    examples: ['taking metro-north from nyc up to beacon. coffee near the station in beacon?'],
    counterexamples: ['restaurants from Lyon'],
    effect: (s) => (s.options.search === true ? (s.typed(true) ?? undefined) : undefined),
  },
  {
    id: 'dropped-place-and-no-city',
    phenomenon: 'one-place',
    langs: ALL,
    pattern: null,
    guard: 'only-a-dropped-place-and-no-city',
    examples: ['restaurants from Lyon', 'paano pumunta dun from KLCC?'],
    counterexamples: ['restaurants in Lyon'],
    effect: (s) => s.found[0].value,
  },
  {
    // An answer to "where?" is the bare place.
    id: 'answers-where',
    phenomenon: 'answers',
    langs: ALL,
    pattern: null,
    guard: 'asked-where',
    given: { askedForLocation: true },
    examples: ['Smallville please', 'Bagong Silang'],
    counterexamples: ['somewhere quiet please', 'ok Rivertown'],
    effect: (s) => bareAnswer(s.text) ?? undefined,
  },
  {
    // "beaches in the philippines", "in the netherlands": a country after "in the", any case.
    id: 'in-the-country',
    phenomenon: 'one-place',
    langs: ['en'],
    pattern: IN_THE_COUNTRY,
    examples: ['beaches in the philippines', 'best hikes in the uk'],
    counterexamples: ['the philippines has great beaches'],
    effect: (s) => {
      const country = IN_THE_COUNTRY.exec(s.text)![1];
      return COUNTRY_SPELLING[country.toLowerCase()] ?? country;
    },
  },
  {
    // Issue 17 (wave ar): "stuck at o'hare", "lunch malapit sa MRT Ayala": with no other place named, a landmark
    // of the catalog said after a where-word is where the search is (location-landmarks.ts).
    id: 'landmark-said-where',
    phenomenon: 'one-place',
    langs: ALL,
    pattern: null,
    given: { search: true },
    examples: [
      "stuck at o'hare overnight. hotels nearby with a shuttle?",
      'lunch malapit sa MRT Ayala, yung mabilis lang',
      "goedkope pho bij metro place d'italie?",
    ],
    counterexamples: ['how do I walk to the first one from Times Square', 'ramen in Shinjuku near the station'],
    effect: (s) => (s.found.length ? undefined : (landmarkSaidWhere(s.text, s.options.search === true)?.value ?? undefined)),
  },
  {
    // Issue 17 (wave bc): "we just got out at shibooya station", "nandito ako sa grinhils", "ik ben nu in sjiboeja": with no
    // known place named, a place spelled by ear after a where-word is the known name it sounds like (location-by-ear.ts).
    id: 'place-said-by-ear',
    phenomenon: 'typed-places',
    langs: ALL,
    pattern: null,
    given: { search: true },
    examples: [
      'ok so uh we just got out at shibooya station, lunch somewhere',
      'ik ben nu in sjiboeja en ik wil ramen',
      'goeie ramen in amsterdm?',
    ],
    counterexamples: ['is it open in the morning?', 'ramen in Shibuya'],
    effect: (s) => (s.found.length || s.options.search !== true ? undefined : (placeSaidByEar(s.text) ?? undefined)),
  },
  {
    // "malapit sa roxas ave", "yung sa session road na lang": with a city known, a road typed in lower case is where in it.
    id: 'typed-road-or-landmark',
    phenomenon: 'typed-places',
    langs: ALL,
    pattern: null,
    given: { hasLocation: true, search: true },
    examples: ['yung sa session road na lang', 'yung huli, malapit ba sa hoan kiem lake?'],
    counterexamples: ['ramen sa quiapo'],
    effect: (s) => {
      const typed = typedOf(s);
      return typed && (isLandmark(typed, s.options) || (s.options.hasLocation === true && ROAD_END.test(typed))) ? null : undefined;
    },
  },
  {
    // "lipat tayo sa <town>, X naman": a place typed where a search puts it still counts.
    id: 'typed-place',
    phenomenon: 'typed-places',
    langs: ALL,
    pattern: null,
    given: { search: true },
    examples: ['ok and som tam in ari', 'goeie ramen in smallvile?'],
    counterexamples: ['is the second one open?'],
    effect: (s) => typedOf(s) ?? undefined,
  },
  {
    id: 'none',
    phenomenon: 'nothing-named',
    langs: ALL,
    pattern: null,
    examples: ['thanks!', 'is it open?'],
    counterexamples: [],
    effect: () => null,
  },
];

/** The place typed where a search is, read as a search when the message searches, or asks for places and names no listed one. */
function typedOf(s: LocationState): string | null {
  const asks = s.options.search === true || (s.text === s.unmasked && PLACE_QUESTION.test(s.unmasked) && !LISTED_VENUE.test(s.unmasked));
  return s.typed(asks);
}

/** Named conditions on the places found and what is known. */
export const LOCATION_GUARDS: Readonly<Record<string, (s: LocationState) => boolean>> = {
  'places-named': (s) => s.places.length > 0,
  'only-a-dropped-place-and-no-city': (s) => s.places.length === 0 && s.found.length > 0 && !s.options.hasLocation,
  'asked-where': (s) => s.options.askedForLocation === true,
};

/** Where the message says to look, and the rule that decided it. */
export function decideLocation(
  text: string,
  options: LocationOptions = {},
  rules: readonly LocationRule[] = LOCATION_RULES,
): { result: string | null; rule: string } {
  if (rules !== LOCATION_RULES) return decideAfresh(text, options, rules);
  return decided.of(`${text}\u0000${JSON.stringify(options)}`, () => decideAfresh(text, options, rules));
}

/** Decisions of the engine's own rules on texts (and options) read lately: several stages of a turn ask the same. */
const decided = recentResults<{ result: string | null; rule: string }>();

function decideAfresh(text: string, options: LocationOptions, rules: readonly LocationRule[]): { result: string | null; rule: string } {
  const found = firstDecision(rules, LOCATION_GUARDS, locationStateOf(text, options));
  return found.result === null ? found : { ...found, result: fullName(found.result) };
}
