// The query rules for a message that names a kind of food, place or event: which words of it are the search.
import { isFoodQuery, lodgingOnly, MEAL_WORDS, type Span } from './query-lexicon';
import { COMMA_TAIL, frameWords, WITH_DISH } from './open-frame';
import { AMENITY, ASKS_FOR_THE_STAY, CORRECTION, HOTEL, MEAL_AS_WHEN_BEFORE, STAYS_AT_BEFORE, WHERE_ASK } from './query-span-choice';
import type { ExtractedQuery, QueryState } from './query-state';
import { inEnglish, isEventKind, withWhen } from './query-wording';
import type { DecidingRule } from './rule';
import QUERY_WORDS from './query-words.json';

export type QueryPhenomenon = 'names-a-kind' | 'meals' | 'framed-phrases' | 'asks-without-a-kind' | 'nothing-asked';
/** A query rule: it decides the query, decides there is none (null), or passes (undefined). */
export type QueryRule = DecidingRule<QueryState, ExtractedQuery | null, QueryPhenomenon>;

/** "a market where you can have lunch", "een markt waar je kan lunchen": the where-clause right after a kind describes it. */
const WHERE_RIGHT_AFTER = /^\s*(?:where|waar|kung saan)\b/i;
const ALL: QueryRule['langs'] = ['en', 'tl', 'nl'];
const words = (span: Span) => span.words.join(' ');
const allWeak = (span: Span) => span.kinds.every((kind) => kind === 'weak');
/** The meal words of a span: "lunch" of "lunch spots". */
const mealOf = (span: Span) => span.words.filter((w) => MEAL_WORDS.test(w)).join(' ');
const DIETS = new Set(QUERY_WORDS.DIETS);
/** "lunch near the bay, halal if possible": the diet said with the meal, put before it ("halal lunch"). */
function withDiet(s: QueryState, meal: string): string {
  const diet = s.spans.find((span) => DIETS.has(words(span)));
  return diet ? `${words(diet)} ${meal}` : meal;
}

/** "in", "near", "sa", "bij" and up to three words before the chosen kind. */
export const LOCATIVE_BEFORE = /\s(?:in|near|around|at|sa|bij|nabij|rond)\s+(?:[\p{L}'’-]+\s+){0,3}$/iu;
export const GENERIC_PLACE = /^(?:place|places|spot|spots|adres|adressen|adresje|adresjes|venue|venues|joint|option|options)$/;
const OLD_TOWN = /^(?:old town|oude stad|old city|downtown|city centre|city center|centrum|binnenstad)$/;
/** "near the", "near that", "near the 1st", "vlak bij dat tweede": the words before a place to be near. */
const NEAR_BEFORE = new RegExp(
  [
    String.raw`\b(?:near|close to|next to|by|around|bij|vlakbij|naast|malapit sa|in de buurt van)\s+(?:(?:the|de|het|ang|that|this|die|dat`,
    String.raw`|deze|yung|ung)\s+)?(?:(?:1st|2nd|3rd|4th|5th|first|second|third|fourth|fifth|last|eerste|tweede|derde|vierde|laatste`,
    String.raw`|unang|pangalawang|pangatlong)\s+)?$`,
  ].join(''),
  'i',
);
const PLACE_AFTER = /^\s+(?:in|near|bij|sa)\s/iu;

/** The chosen span's query, put in English, with the when of an event, and whether it is only lodging. */
function worded(s: QueryState, query: string): ExtractedQuery {
  const chosen = s.chosen!;
  const lodging = lodgingOnly(chosen);
  query = inEnglish(query);
  return { query: chosen.kinds.some(isEventKind) || /\bevents?\b/.test(query) ? withWhen(query, s.text) : query, weak: false, lodging };
}

/** Issue 17 (by hand, wave bc): "nag shopping", "went shopping", "na-shopping kami": an activity the person did, said before what
 * they ask for (not "mag day trip": what they want to do). */
const DID_BEFORE = /(?:^|[^\p{L}])(?:nag|nag-|na-|kaka|katatapos(?:\s+lang)?\s+mag|went|been|done|did some)\s*-?$/iu;

/** The rules that read the chosen kind, in precedence order (guard: the message names a kind). */
export const KIND_RULES: readonly QueryRule[] = [
  {
    // "nandito ako sa grinhils nag shopping, hanapan mo ako ng kainan", "we went shopping in Soho, find me a place to eat": an
    // activity done before the ask is the story; the food asked for after it is the search.
    id: 'food-after-an-activity-done',
    phenomenon: 'names-a-kind',
    langs: ALL,
    pattern: null,
    guard: 'names-a-kind',
    examples: ['nandito ako sa grinhils nag shopping, hanapan mo ako ng kainan', 'we went shopping in Soho, find me a place to eat'],
    counterexamples: ['shopping in Makati, then a place to eat?', 'after shopping, dinner near Orchard?'],
    effect: (s) => {
      const chosen = s.chosen!;
      if (!DID_BEFORE.test(s.text.slice(0, chosen.start))) return undefined;
      const food = s.spans.find((span) => span.start > chosen.end && allWeak(span) && isFoodQuery(words(span)));
      return food ? { query: words(food), weak: true } : undefined;
    },
  },
  {
    // "vegetarian restaurants in edinburgh old town": a known word inside the place after "in <city>" is where, not what.
    id: 'kind-before-the-old-town',
    phenomenon: 'names-a-kind',
    langs: ['en', 'nl'],
    pattern: null,
    guard: 'names-a-kind',
    examples: ['vegetarian restaurants in edinburgh old town?'],
    counterexamples: ['vegetarian restaurants in edinburgh?'],
    effect: (s) => {
      const chosen = s.chosen!;
      const placeWord = LOCATIVE_BEFORE.test(s.text.slice(0, chosen.start))
        ? s.spans.find((span) => span.end <= chosen.start && !GENERIC_PLACE.test(words(span)) && span.kinds.length)
        : undefined;
      if (!placeWord || s.strong.length !== 1 || !OLD_TOWN.test(words(chosen))) return undefined;
      return { query: words(placeWord), weak: allWeak(placeWord) };
    },
  },
  {
    // "any good lunch spots near the palaces?": what comes after "near the" is where, when a meal was asked for before it.
    id: 'meal-before-near-the-place',
    phenomenon: 'meals',
    langs: ALL,
    pattern: null,
    guard: 'names-a-kind',
    examples: [
      'any good lunch spots near the palaces?',
      'ok and where can i get a healthy lunch near oosterpark',
      'lunch under $15 near the 1st museum',
    ],
    counterexamples: ['any good palaces near the lunch spots?'],
    effect: (s) => {
      const chosen = s.chosen!;
      const mealBefore = s.spans.find((span) => span.end <= chosen.start && allWeak(span) && MEAL_WORDS.test(words(span)));
      const near = mealBefore && NEAR_BEFORE.test(s.text.slice(0, chosen.start));
      return near ? { query: withDiet(s, mealOf(mealBefore)), weak: true } : undefined;
    },
  },
  {
    // "a day trip to Sintra. where should we eat lunch there?": a meal the where-question asks for is the search, not the trip.
    id: 'meal-the-question-asks-for',
    phenomenon: 'meals',
    langs: ALL,
    pattern: null,
    guard: 'names-a-kind',
    examples: [
      'a day trip to Sintra. where should we eat lunch there?',
      "we're doing a day trip to Girona on saturday, anything there for lunch?",
    ],
    // "any park near there where my mother can sit after lunch?": a meal after "after" or "before" says when, not what.
    // "een markt waar je goedkoop kan lunchen": a where right after the kind says what the kind is for; the kind is the search.
    counterexamples: [
      'ramen, where for lunch?',
      'any park near there where my mother can sit for a bit after lunch?',
      'is er ook een markt waar je goedkoop kan lunchen?',
    ],
    effect: (s) => {
      const chosen = s.chosen!;
      const meal = s.spans.find(
        (span) =>
          span.start > chosen.end &&
          allWeak(span) &&
          MEAL_WORDS.test(words(span)) &&
          WHERE_ASK.test(s.text.slice(chosen.end, span.start)) &&
          !WHERE_RIGHT_AFTER.test(s.text.slice(chosen.end, span.start)) &&
          !MEAL_AS_WHEN_BEFORE.test(s.text.slice(0, span.start)),
      );
      return meal && !isFoodQuery(words(chosen)) ? { query: withDiet(s, mealOf(meal)), weak: true } : undefined;
    },
  },
  {
    // "lunch spots in den haag? iets met een goede view": a view or a terrace is what the meal should have, not the search.
    id: 'meal-with-a-view',
    phenomenon: 'meals',
    langs: ALL,
    pattern: null,
    guard: 'names-a-kind',
    examples: ['lunch spots in den haag? iets met een goede view', 'ok what about dinner after, somewhere with a view in makati'],
    counterexamples: ['a rooftop bar with a view'],
    effect: (s) => {
      const mealFirst = AMENITY.test(words(s.chosen!)) ? s.spans.find((span) => allWeak(span) && MEAL_WORDS.test(words(span))) : undefined;
      return mealFirst ? { query: `${mealOf(mealFirst)} ${words(s.chosen!)}`, weak: false } : undefined;
    },
  },
  {
    // "hotel bij marina bay. ze moet morgen uit eten met een klant die halal eet": the hotel is where the person stays, the meal
    // or the diet said beside it is what they look for (wave am).
    id: 'food-beside-the-hotel',
    phenomenon: 'framed-phrases',
    langs: ALL,
    pattern: null,
    guard: 'names-a-kind',
    examples: ['hotel bij marina bay. ze moet morgen uit eten met een klant die halal eet. tips?'],
    counterexamples: ['I need a hotel, halal breakfast included', 'a hotel near marina bay?'],
    effect: (s) => {
      const chosen = s.chosen!;
      if (!HOTEL.test(words(chosen)) || ASKS_FOR_THE_STAY.test(s.text.slice(0, chosen.start))) return undefined;
      // ... the last meal said: "haven't eaten since lunch. What's still serving dinner" asks for dinner.
      const meal = [...s.spans].reverse().find((span) => allWeak(span) && MEAL_WORDS.test(words(span)));
      if (meal) return { query: withDiet(s, mealOf(meal)), weak: true };
      const diet = s.spans.find((span) => DIETS.has(words(span)));
      const food = diet ?? s.spans.find((span) => allWeak(span) && isFoodQuery(words(span)));
      return food ? { query: inEnglish(words(food)), weak: true } : undefined;
    },
  },
  {
    // "we're at a hotel near roma termini. best carbonara within walking distance?": the dish asked for, not the user's hotel.
    id: 'dish-not-the-hotel',
    phenomenon: 'framed-phrases',
    langs: ALL,
    pattern: null,
    guard: 'names-a-kind',
    examples: ['staying at a hotel in trastevere. supplì nearby?', 'staying at a hostel near termini. where can I get supplì?'],
    counterexamples: ['my hotel is in trastevere. best supplì?', 'a hotel near roma termini?'],
    effect: (s) => {
      const chosen = s.chosen!;
      // The cheap tests first: the framed phrase is worked out here only for a message about where the user stays.
      if (!lodgingOnly(chosen) || !STAYS_AT_BEFORE.test(s.text.slice(0, chosen.start))) return undefined;
      const framed = s.framed;
      return framed && !framed.includes(s.spanQuery) ? { query: framed, weak: false } : undefined;
    },
  },
  {
    // "porchetta sandwiches near Testaccio", "kimchi jjigae too": the framed phrase around a known word is more specific.
    id: 'framed-around-the-kind',
    phenomenon: 'framed-phrases',
    langs: ALL,
    pattern: null,
    guard: 'names-a-kind',
    examples: ['vegan doner in Berlin?', 'yoga studios near ubud', 'free museums in london?'],
    counterexamples: ['doner in Berlin?', 'porchetta sandwiches near Testaccio'],
    effect: (s) => {
      const framed = s.framed;
      return framed && framed !== s.spanQuery && ` ${framed} `.includes(` ${s.spanQuery} `) ? worded(s, framed) : undefined;
    },
  },
  {
    // "something sweet after, like kremšnita": the example given is the search.
    id: 'example-after-a-comma',
    phenomenon: 'framed-phrases',
    langs: ALL,
    pattern: COMMA_TAIL,
    guard: 'names-a-kind',
    examples: ['and something sweet after, like kremšnita', 'lunch nearby? something local, like vlaai'],
    counterexamples: ['something sweet after kremšnita'],
    effect: (s) => (s.framed && COMMA_TAIL.exec(s.text)?.[2] ? worded(s, s.framed) : undefined),
  },
  {
    // "eethuisjes in <town> met X": the dish after "with" is the search, the kind of venue only its setting.
    id: 'dish-after-with',
    phenomenon: 'framed-phrases',
    langs: ALL,
    pattern: WITH_DISH,
    guard: 'names-a-kind',
    examples: ['bulalo places in tagaytay with a taal view?', 'ok en morgen heb ik een vrije middag, iets met natuur in de buurt?'],
    counterexamples: ['bulalo places with a taal view?'],
    effect: (s) => {
      const dish = WITH_DISH.exec(s.text)?.[1];
      const framed = dish && PLACE_AFTER.test(s.text.slice(s.chosen!.end)) ? frameWords(dish, true) : null;
      return framed ? worded(s, framed) : undefined;
    },
  },
  {
    // "X in <city> near the fish market": a known word inside the place phrase after the framed dish names the place.
    id: 'framed-before-the-place',
    phenomenon: 'framed-phrases',
    langs: ALL,
    pattern: null,
    guard: 'names-a-kind',
    examples: ['kaisendon in kanazawa near omicho market', 'any places for kakigori in Nara near the deer park?'],
    counterexamples: ['kaisendon or maybe sushi in kanazawa near omicho market'],
    effect: (s) => {
      const framed = s.framed;
      const before = s.text.slice(0, s.chosen!.start);
      return framed && !CORRECTION.test(s.text) && before.toLowerCase().includes(framed) && LOCATIVE_BEFORE.test(before)
        ? worded(s, framed)
        : undefined;
    },
  },
  {
    id: 'names-a-kind',
    phenomenon: 'names-a-kind',
    langs: ALL,
    pattern: null,
    guard: 'names-a-kind',
    examples: ['ramen sf', 'korean bbq in makati', 'bbq in Austin TX'],
    counterexamples: ['where should we stay?'],
    effect: (s) => worded(s, s.spanQuery),
  },
];
