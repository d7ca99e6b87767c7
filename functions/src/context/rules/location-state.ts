// What every location rule reads: the message (capitals lowered when all of it is, venue names masked), the places it
// names, those left after the candidate filters, and the place typed where a search is, worked out when a rule first asks.
import { isKnownPlace } from '../gazetteer';
import { maskVenueNames } from '../venue-names';
import { capitalisedCandidates } from './location-capitalised-candidates';
import { candidateFilterOf } from './location-candidate-filters';
import { gazetteerCandidates } from './location-gazetteer-candidates';
import { neighbourhoodCandidates } from './location-neighbourhoods';
import { typedPlace } from './typed-place';

export interface LocationCandidate {
  value: string;
  index: number;
}
export interface LocationOptions {
  /** Names of listed venues: never locations. */
  venueNames?: readonly string[];
  /** The last reply asked where. */
  askedForLocation?: boolean;
  /** A city is known already. */
  hasLocation?: boolean;
  /** The message searches for something. */
  search?: boolean;
}

export interface LocationState {
  /** The message with venue names masked and Tagalog go-prefixes opened (same length): what the patterns read. */
  readonly text: string;
  /** The message before masking (lowered when typed all in capitals). */
  readonly unmasked: string;
  readonly options: LocationOptions;
  /** Every place named, in order. */
  readonly found: readonly LocationCandidate[];
  /** The places found that the candidate filters keep. */
  readonly places: readonly LocationCandidate[];
  /** The place typed where a search is (see typed-place.ts), read as in a search or not. */
  typed(search: boolean): string | null;
}

const TAGALOG_GO_PREFIX = /\b(mag|magpa|pa)-(?=\p{L})/giu;

export function locationStateOf(input: string, options: LocationOptions): LocationState {
  // "INDONESISCH ETEN DEN HAAG??": a message typed in capitals is read as if in lower case.
  const text = /\p{Lu}{3}/u.test(input) && !/\p{Ll}/u.test(input) ? input.toLowerCase() : input;
  // "mag-Singapore kami", "pa-Makati na": a Tagalog verb prefix before the place (same length, so offsets hold).
  const masked = maskVenueNames(text, options.venueNames ?? []).replace(TAGALOG_GO_PREFIX, '$1 ');
  const found = foundPlaces(masked, options);
  const places = found.filter((c, i) => candidateFilterOf(masked, found, i, options) === 'kept');
  const typed = new Map<boolean, string | null>();
  return {
    text: masked,
    unmasked: text,
    options,
    found,
    places,
    typed(search) {
      if (!typed.has(search)) typed.set(search, typedPlace(masked, search));
      return typed.get(search)!;
    },
  };
}

function foundPlaces(masked: string, options: LocationOptions): LocationCandidate[] {
  // "SF's Mission District" is two places, the city and its district, not one name.
  // A neighbourhood of the long list holds the names inside it ("little tokyo", not Tokyo).
  // ... and a longer name holds it ("mexico city", not the town of Mexico).
  const known = gazetteerCandidates(masked);
  const capitalised = capitalisedCandidates(masked, options.search === true);
  const others = [...known, ...capitalised];
  const inside = (c: LocationCandidate, d: LocationCandidate) =>
    c.index >= d.index && c.index + c.value.length <= d.index + d.value.length && c.value.length < d.value.length;
  // ... but "around Washington Square Park": a neighbourhood that a shorter known name opens ("Washington") is the place, not
  // the capitalised run that holds both.
  const opensArea = (a: LocationCandidate) => known.some((c) => c.index === a.index && c.value.length < a.value.length);
  const areas = neighbourhoodCandidates(masked).filter(
    (a) =>
      !others.some(
        (c) =>
          (inside(a, c) || (c.index === a.index && c.value.length >= a.value.length)) &&
          !(capitalised.includes(c) && c.value.length > a.value.length && opensArea(a)),
      ),
  );
  const outside = (c: LocationCandidate) => !areas.some((a) => c.index >= a.index && c.index < a.index + a.value.length);
  return [
    ...areas,
    ...others
      // ... but "Fisherman's Wharf" is one known place.
      .filter((c) => !/['’]s\s/u.test(c.value) || isKnownPlace(c.value))
      .map((c) => ({ ...c, value: c.value.replace(/['’]s$/u, '') }))
      .filter(outside),
  ].sort((a, b) => a.index - b.index);
}
