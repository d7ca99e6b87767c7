import { alternativesOf } from '../context/rules/kinds-as-alternatives';
import type { CatalogVenue } from './catalog-city';
import { addDays, type LocalDay, nextOccurrence, weekendDates, WEEKDAYS } from './event-dates';
import { linkerStems } from '../context/lexicon/tagalog-linker';
import { containsPhrase, normalizeText } from './normalize-text';
import { QUERY_SYNONYMS, SEARCH_WORDS, termWithCategories } from './search-words';
import { tagalogSpelling } from './tagalog-spelling';

/** Words that carry no meaning for matching ("best ramen in the area"). */
// Not the engine's text/stopwords: a search also drops asking and praising words ('recommend', 'best', 'places').
const STOPWORDS = new Set(
  (
    'a an the in at on near around nearby by of for to from with and or me i we us my our some any best good great nice top ' +
    'find show give recommend recommendation recommendations suggest suggestions looking look want need like would please ' +
    'place places spot spots area city where what which is are there can could should do go get try let lets s this that ' +
    'these those here things thing something anything ' +
    'sa ng mga ang na yung saan may ba po naman masarap tayo ' +
    'een de het waar goede beste wat van voor leuke leuk lekker kan ik je wil zoek iets er'
  ).split(' '),
);

/** Time words for events, each turned into the set of dates it means for a given local day. */
const WHEN_PHRASES: Readonly<Record<string, (today: LocalDay) => string[]>> = {
  'this weekend': weekendDates,
  weekend: weekendDates,
  'sa weekend': weekendDates,
  'ngayong weekend': weekendDates,
  'dit weekend': weekendDates,
  weekeinde: weekendDates,
  today: (d) => [d.date],
  tonight: (d) => [d.date],
  ngayon: (d) => [d.date],
  mamaya: (d) => [d.date],
  vandaag: (d) => [d.date],
  vanavond: (d) => [d.date],
  tomorrow: (d) => [addDays(d, 1).date],
  bukas: (d) => [addDays(d, 1).date],
  morgen: (d) => [addDays(d, 1).date],
  ...Object.fromEntries(WEEKDAYS.map((day) => [day, (d: LocalDay) => [nextOccurrence(d, day)]])),
  sabado: (d) => [nextOccurrence(d, 'saturday')],
  linggo: (d) => [nextOccurrence(d, 'sunday')],
  zaterdag: (d) => [nextOccurrence(d, 'saturday')],
  zondag: (d) => [nextOccurrence(d, 'sunday')],
  biyernes: (d) => [nextOccurrence(d, 'friday')],
  vrijdag: (d) => [nextOccurrence(d, 'friday')],
};

const PHRASE_TO_TERM = new Map<string, string>(
  Object.entries(QUERY_SYNONYMS).flatMap(([term, phrases]) => phrases.map((p) => [normalizeText(p), term] as const)),
);
const LONGEST_PHRASE = 4;
/** One-word phrases by their sound-spelling, for a word typed the Tagalog way ("panaderya" → bakery); the first listed wins. */
const SOUND_TO_TERM = new Map<string, string>();
for (const [phrase, term] of PHRASE_TO_TERM) {
  const sound = tagalogSpelling(phrase);
  if (!phrase.includes(' ') && !SOUND_TO_TERM.has(sound)) SOUND_TO_TERM.set(sound, term);
}

/** The term a phrase names as written, or else (one word only) as it sounds, by the kind a Dutch compound ends in, or by the
 * kind before a Dutch word for a place ("pastatent"), or in the singular of a Dutch plural ("wijnen"). */
function termOf(phrase: string): string | undefined {
  if (phrase.includes(' ')) return PHRASE_TO_TERM.get(phrase);
  return (
    PHRASE_TO_TERM.get(phrase) ??
    SOUND_TO_TERM.get(tagalogSpelling(phrase)) ??
    compoundHead(phrase) ??
    kindBeforePlaceTail(phrase) ??
    (phrase.endsWith('en') ? PHRASE_TO_TERM.get(phrase.slice(0, -2)) : undefined) ??
    linkedTerm(phrase)
  );
}

/** "simbahang Katoliko", "kapeng barako": a word with the Tagalog linker names the word it joins. */
const linkedTerm = (word: string): string | undefined =>
  linkerStems(word)
    .map((stem) => PHRASE_TO_TERM.get(stem))
    .find(Boolean);

const PLACE_TAILS = [...SEARCH_WORDS.placeTails].sort((a, b) => b.length - a.length);
/** "pastatent", "wijnhuis", "tapaszaakje": the kind named before the word for a place. */
function kindBeforePlaceTail(word: string): string | undefined {
  const tail = PLACE_TAILS.find((t) => word.endsWith(t) && word.length - t.length >= MIN_COMPOUND_PART - 1);
  return tail ? PHRASE_TO_TERM.get(word.slice(0, -tail.length)) : undefined;
}

/** Shortest part of a compound on either side of the join: "architectuur" + "musea"; "sigaren" + "bar" is too short a head to trust. */
const MIN_COMPOUND_PART = 4;
/** Dutch writes a kind of place as one word ("architectuurmusea", "visrestaurant"): the kind it ends in. */
function compoundHead(word: string): string | undefined {
  for (let start = MIN_COMPOUND_PART; start <= word.length - MIN_COMPOUND_PART; start++) {
    const head = PHRASE_TO_TERM.get(word.slice(start));
    if (head !== undefined) return head;
  }
  return undefined;
}

/** The term every place to eat is of ("restaurant", "food", "kainan"). */
const GENERIC_FOOD = 'food';

export interface CatalogQuery {
  /**
   * One entry per thing asked for: the canonical term first, then the words as typed when they differ
   * ("fort" → ["castle", "fort"]), so a name can still match. Unknown words stay as they are ("tonkatsu").
   */
  terms: string[][];
  /** The time words found, e.g. ["this weekend"]; events must fall on a date they name. */
  when: string[];
  /** Said with a generic word for a place to eat beside the kind ("chinese restaurant"): only places to eat match. */
  eating?: boolean;
}

/** Splits a free-text request into canonical terms and time words, longest phrase first. Kinds said as alternatives ("museum or
 * aquarium", kinds-as-alternatives.ts) are one wish that any of their terms satisfies. */
export function parseCatalogQuery(query: string): CatalogQuery {
  const halves = alternativesOf(query);
  if (halves.length < 2) return parseOneWish(query);
  const parsed = halves.map(parseOneWish);
  const either = [...new Set(parsed.flatMap((half) => half.terms.flat()))];
  const when = [...new Set(parsed.flatMap((half) => half.when))];
  return { terms: either.length ? [either] : [], when, ...(parsed.every((half) => half.eating) ? { eating: true } : {}) };
}
function parseOneWish(query: string): CatalogQuery {
  const words = normalizeText(query).split(' ').filter(Boolean);
  const terms: string[][] = [];
  const when: string[] = [];
  const known = new Set<string>();
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let size = Math.min(LONGEST_PHRASE, words.length - i); size > 0 && !matched; size--) {
      const phrase = words.slice(i, i + size).join(' ');
      if (phrase in WHEN_PHRASES) when.push(phrase);
      else if (termOf(phrase) !== undefined) {
        terms.push([...new Set([...termWithCategories(termOf(phrase)!), phrase])]);
        known.add(termOf(phrase)!);
      } else if (size === 1 && !STOPWORDS.has(phrase)) terms.push([phrase]);
      else continue;
      matched = size;
    }
    i += matched || 1;
  }
  const unique = new Map(terms.map((alternatives) => [alternatives[0], alternatives]));
  // "chinese restaurant", "vegan food": the generic word adds nothing to a kind it knows, and alone it matches every place to eat
  // (a word it does not know keeps it: "fast food" still finds places to eat).
  const eating = unique.size > 1 && [...unique.keys()].every((term) => known.has(term)) && unique.delete(GENERIC_FOOD);
  return { terms: [...unique.values()], when: [...new Set(when)], ...(eating ? { eating } : {}) };
}

/** The dates the time words allow, or null when the query names no time. */
export function allowedEventDates(when: readonly string[], today: LocalDay): Set<string> | null {
  if (!when.length) return null;
  return new Set(when.flatMap((phrase) => WHEN_PHRASES[phrase](today)));
}

const KIND_TERMS: Readonly<Record<CatalogVenue['kind'], string>> = {
  food: 'food',
  cafe: 'cafe',
  bar: 'nightlife',
  museum: 'museum',
  sight: 'sight',
  park: 'park',
  event: 'event',
  'day-trip': 'day trip',
};

/** Kinds of place no eatery is, though its name or summary may say them ("Park Avenue", "by the museum"). */
const KIND_WORDS = new Set(['park', 'museum', 'sight', 'event', 'day trip']);
/** The term is such a kind of place (a park, a museum) other than the venue's own. */
const OTHER_KIND_NAMED = (kind: CatalogVenue['kind'], term: string, singular: string): boolean =>
  (KIND_WORDS.has(term) || KIND_WORDS.has(singular)) && KIND_TERMS[kind] !== term && KIND_TERMS[kind] !== singular;

/** "anything indoors near there", "iets binnen voor de kinderen", "may kainan na indoor": the term for out of the weather. */
const INDOOR = 'indoor';
/** Out of the weather by kind: a museum most of all (room to walk around), then places to sit; parks, sights, day trips and
 * events (markets, festivals) not, as the catalog does not say which of those are covered. */
const INDOOR_SCORES: Readonly<Record<CatalogVenue['kind'], number>> = {
  museum: 10,
  cafe: 5,
  food: 5,
  bar: 5,
  sight: 0,
  park: 0,
  event: 0,
  'day-trip': 0,
};

/**
 * How well a venue matches: per thing asked for, the best of exact category or kind 10, a word of the
 * category 7 ("jazz" in "jazz concert"), tag 5, name 4, summary 2;
 * summed over the things asked for, so "vegan ramen" ranks vegan ramen above either alone.
 */
export function scoreCatalogVenue(venue: CatalogVenue, terms: readonly (readonly string[])[]): number {
  const { category, tags, name, summary } = matchingTexts(venue);
  const scoreTerm = (term: string): number => {
    const singular = term.length > 4 && term.endsWith('s') ? term.slice(0, -1) : term;
    const matches = (text: string) => containsPhrase(text, term) || containsPhrase(text, singular);
    if (term === INDOOR) return INDOOR_SCORES[venue.kind];
    if (category === term || category === singular || KIND_TERMS[venue.kind] === term) return 10;
    if (matches(category)) return 7;
    if (tags.some((tag) => tag === term || tag === singular)) return 5;
    // "park" in "Wolfgang's Steakhouse Park Avenue" or "by McCarren Park": a kind of place asked for is no word of another
    // kind's name or summary.
    if (OTHER_KIND_NAMED(venue.kind, term, singular)) return 0;
    if (matches(name)) return 4;
    if (term.length >= 4 && matches(summary)) return 2;
    return 0;
  };
  return terms.reduce((total, alternatives) => total + Math.max(...alternatives.map(scoreTerm)), 0);
}

interface MatchingTexts {
  category: string;
  tags: readonly string[];
  name: string;
  summary: string;
}

/** A venue's texts in matching form, worked out once per process: every search scores every venue of the city. */
const MATCHING_TEXTS = new WeakMap<CatalogVenue, MatchingTexts>();

function matchingTexts(venue: CatalogVenue): MatchingTexts {
  let texts = MATCHING_TEXTS.get(venue);
  if (!texts) {
    texts = {
      category: normalizeText(venue.category),
      tags: venue.tags.map(normalizeText),
      name: normalizeText(venue.name),
      summary: normalizeText(venue.summary),
    };
    MATCHING_TEXTS.set(venue, texts);
  }
  return texts;
}
