// Whether the query the message asks for replaces the known search: a specific query replaces; a generic one only fills a
// gap or moves on from another kind of search; a hotel replaces a food search but not the event or sight a trip is for.
import { isFoodQuery, THINGS_TO_DO, type ExtractedQuery } from '../extract-query';
import { analyseMessage, partNamed, partSpans } from '../intent/intent-words';
import { turnIntentOf } from '../intent/turn-intent';
import { wordsAskAContact } from '../intent/contact-ask';
import { rulesOutKind } from '../rules/query-spans';

/** Generic words that still say what the user wants next: a meal, or sights and activities. */
/** "closed for a private event", "gesloten voor een besloten feest", "may private event daw": why a card cannot be visited. */
/** "anything else", "something else", "iets anders", "iba pa": another of what was searched. */
const ANOTHER_ONE = /\b(?:anything else|something else|somewhere else|another one|iets anders|ergens anders|iba pa|iba naman)\b/i;
const CLOSED_FOR = new RegExp(
  [
    String.raw`\b(?:closed|booked|reserved|gesloten|afgehuurd)\s+(?:\p{L}+\s+){0,2}?(?:for|voor)\b`,
    String.raw`|\b(?:private|priv[eé]|besloten)[\s-]+(?:events?|evenement|feest|party|function)\b`,
  ].join(''),
  'iu',
);
const SIGHTS_OR_EVENTS = new RegExp(
  [
    String.raw`\b(?:events?|concerts?|festivals?|music|shows?|gigs?|games?|matches|sports?|museums?|attractions?|sights?|tours?`,
    String.raw`|theat(?:er|re)s?|exhibitions?|evenementen|concert|voorstelling(?:en)?|musea)\b`,
  ].join(''),
  'i',
);
/** The generic food the words "something to eat", "iets te eten", "makakain" ask for. */
const ANY_FOOD = /^(?:food|eten|pagkain|makakain|something to eat)$/i;
/** A search for drinks: bars, a drink, cocktails, beer, wine. */
const DRINKS = /^(?:bars?|drinks?|drankje|drankjes|cocktails?|beers?|wine bars?|pubs?|kroeg|kroegen|inuman|craft beer)$/i;
/** A drink asked for in general. */
const A_DRINK = /^(?:drinken|drink|drinks|a drink|inom|uminom|inuman)$/i;
const DRINK_KIND = new RegExp(
  [
    String.raw`\b(?:bars?|drinks?|drankjes?|cocktails?|beers?|bier|wine|wijn|pubs?|kroegen|kroeg|inuman|soju`,
    String.raw`|dessert|gelato|ice cream|ijs|cafe|café|coffee|koffie)\b`,
  ].join(''),
  'i',
);
const MEAL_OCCASION = /^(?:lunch|lunchen|dinner|dineren|hapunan|tanghalian)$/;
/** A search for coffee or a café to sit in. */
const COFFEE = /^(?:coffee|koffie|kape|kapehan|cafe|café|cafes|cafés|coffee shops?|koffiezaken|koffiezaak|koffiebars?|coffee places?)$/i;
const MEAL = new RegExp(
  [
    String.raw`^(?:breakfast|brunch|lunch|dinner|supper|almusal|agahan|tanghalian|hapunan|merienda|ontbijt|lunchen|diner`,
    String.raw`|dineren|avondeten)$`,
  ].join(''),
  'i',
);
/** A known search that is no meal: coffee, something sweet, drinks, sights. */
const NO_MEAL = new RegExp(
  [
    String.raw`^(?:coffee|caf[eé]s?|coffee shops?|koffie|kape|kapihan|tea|bubble tea|milk tea|bakery|bakeries|bakkerij|pastries`,
    String.raw`|dessert|desserts|ice cream|gelato|ijs|bars?|drinks?|pubs?|cocktails?|wine bars?|museums?|musea|parks?|things to do`,
    String.raw`|sights|attractions?|shopping|souvenirs?|playgrounds?)$`,
  ].join(''),
  'i',
);
/** "dinner near there", "hapunan malapit dun": the venue in view is where, the meal what. */
const NEAR_IT = /\b(?:near|nearby|around|close to|malapit|in de buurt|dichtbij|vlakbij)\b/i;
/** "make it dinner", "dinner instead", "maak er een diner van", "hapunan na lang": the meal replaces what was searched. */
const MEAL_CHANGE = new RegExp(
  [
    String.raw`\bmake it\b|\binstead\b|\bmaak er\b|\bin plaats daarvan\b|\bliever\b|\bna lang\b|\bnalang\b`,
    String.raw`|\b(?:want|need|would like|['’]d like|looking for)\s+(?:a|an|some)\s+`,
  ].join(''),
  'i',
);
/** What a venue has, not what it is: asked of a venue, no search of its own. */
const FEATURE_ONLY = new RegExp(
  [
    String.raw`^(?:(?:a|the|an?) )?(?:views?|sea view|uitzicht|zeezicht|tanawin|terras|terrasje|terrace|rooftop|roof deck`,
    String.raw`|view deck|parking|paradahan|parkeerplaats|wifi|wi-fi|aircon|air ?con|airco|pool|swimming pool|zwembad`,
    String.raw`|outdoor seating|outside seating|outdoor tables|seating outside)$`,
  ].join(''),
  'i',
);
/** "Terras?", "outdoor seating there?", "parking dun?": a feature word or two, at most a "there", asked. */
const FEATURE_ALONE = /^[\p{L}-]+(?: [\p{L}-]+)?(?: (?:there|daar|dun|doon|jan|dyan|diyan))?\?+$/iu;
/** "heeft die zaak", "does that place", "do they", "ba sila": a question about a venue already in view. */
const ASKED_OF_A_VENUE = new RegExp(
  [
    String.raw`\b(?:heeft|hebben)\s+(?:die|dat|ze|zij|het|hun)\b|\b(?:does|do|has|have)\s+(?:it|that|this|they|them)\b`,
    String.raw`|\bba\s+(?:sila|yan|yun|iyon|dun|doon|diyan|jan)\b`,
  ].join(''),
  'i',
);
const DIET_PLACES = new RegExp(
  [
    String.raw`^(?:vegan|vegetarian|halal|kosher|gluten free|vegetarisch|veganistisch)\s+(?:places?|spots?|restaurants?|food`,
    String.raw`|eats|cafes?|plekken|restaurantjes?|zaken|tentjes?|adresjes?)$`,
  ].join(''),
  '',
);
/** "halal na resto", "vegetarian n kainan": Tagalog links the diet to the place with "na"; the query keeps the diet alone. */
const DIET_LINKED_TO_PLACES = new RegExp(
  [
    String.raw`\b(?:vegan|vegetarian|halal|kosher|gluten free)\s+(?:na|n)\s+`,
    String.raw`(?:resto|restos|restaurants?|kainan|lugar|places?)\b`,
  ].join(''),
  'i',
);
/** "vegetarian options", "halal choices", "vegan opties": what to eat of a diet, a search only near a venue. */
const DIET_OPTIONS = /^(?:vegan|vegetarian|halal|kosher|gluten free|vegetarisch|veganistisch)\s+(?:options?|choices|opties|kainan)$/;
const DIET_WORD = /^(?:vegan|vegetarian|halal|kosher|gluten free|vegetarisch|veganistisch)\b/;
/** Near words pointing at the venue: "malapit dun", "near there", "daar in de buurt". */
const NEAR_THE_VENUE = new RegExp(
  [
    String.raw`\b(?:near|close to|next to|around)\s+(?:there|it|that)\b|\bmalapit\s+(?:lang\s+)?(?:dun|doon|diyan|dyan|jan)\b`,
    String.raw`|\b(?:daar|er)\s+(?:ergens\s+)?(?:in de buurt|vlakbij|dichtbij)\b|\b(?:nearby|close by)\b`,
  ].join(''),
  'i',
);
/** "iba naman", "iets anders", "something else": the words ask for other places than the ones shown. */
function asksForOther(text: string): boolean {
  const intent = turnIntentOf(text);
  return intent.kind === 'modifier' && intent.modifier === 'other';
}
/** "pa-reserve na lang sana sunday lunch", "book us a table for dinner": a booking asked of the concierge (intent rules). */
const asksToBookIt = (text: string): boolean => turnIntentOf(text).rule === 'fact-reservable-booked-for-them';
/** "sa ibang lugar naman", "somewhere else": the words ask for another place. */
function asksElsewhere(text: string): boolean {
  const intent = turnIntentOf(text);
  return intent.kind === 'modifier' && intent.modifier === 'elsewhere';
}
/** A search for somewhere out of the weather, whatever kind of place. */
const OUT_OF_THE_WEATHER = /^(?:indoors?|inside|covered|sheltered|overdekt|overdekts|iets overdekts|sa loob|may bubong)$/i;
interface ReplaceInput {
  query: ExtractedQuery;
  known: string;
  moved: boolean;
  pointsAtVenue: boolean;
  text: string;
}

/** A rule over a new query and the known one: true replaces, false keeps, undefined passes to the next. */
export interface ReplaceQueryRule {
  id: string;
  /** Messages the rule is written for, with the search known before them. */
  examples: readonly string[];
  decide: (input: ReplaceInput) => boolean | undefined;
}

/** "is er daar rond ook iets gratis te doen?": things to do near the venue pointed at are a new search around it (wave aq). */
const nearIt = (text: string) => partSpans(analyseMessage(text), partNamed('NEAR')).length > 0;

const STAY_OR_TRIP = /\b(?:hotels?|hostels?|resorts?|b&b|bnb|airbnb|guesthouses?|day ?trips?|daytrips?|dagtrip|daguitstap|dagtocht)\b/i;

/** The rules in precedence order, for a query and a known search; the last always decides. */
export const REPLACE_QUERY_RULES: readonly ReplaceQueryRule[] = [
  {
    // Wave db: "whats their website, want to check if they do a birthday cake", "pa share ng pin nun ... nasa cafe pa kasi yung
    // iba": a way to reach the venue (its link, address, number or website) is asked; a kind said beside it is no search.
    id: 'a-contact-of-the-venue-asked',
    examples: [
      'whats their website, want to check if they do a birthday cake (after brunch)',
      'pa share ng pin nun, nasa cafe pa yung iba',
    ],
    decide: ({ text }) => (wordsAskAContact(text) ? false : undefined),
  },
  {
    id: 'a-feature-of-the-venue-pointed-at',
    examples: ['yung isa na lang, may view ba ng taal?'],
    decide: ({ query, pointsAtVenue }) => (pointsAtVenue && FEATURE_ONLY.test(query.query) ? false : undefined),
  },
  {
    // Issue 17: "Heeft die zaak een terras?", "does that place have a rooftop?", "may parking ba sila?": a feature asked of a
    // venue the words point at is a question about it, even when no venue was resolved; the search stays.
    id: 'a-feature-asked-of-a-venue',
    examples: ['Heeft die zaak een terras?', 'does that place have a rooftop?', 'may parking ba sila dun?'],
    decide: ({ query, text }) => (FEATURE_ONLY.test(query.query) && ASKED_OF_A_VENUE.test(text) ? false : undefined),
  },
  {
    // "Terras?", "Parking?": a feature word alone, asked, is a question about the venue in view; the search stays.
    id: 'a-feature-asked-alone',
    examples: ['Terras? (after coffee places)', 'wifi? (after cafés)', 'outdoor seating there? (after a café picked)'],
    // Alone: the feature, at most an article and a "there" ('which other places have a view?' still searches anew).
    decide: ({ query, text }) => (FEATURE_ONLY.test(query.query) && FEATURE_ALONE.test(text.trim()) ? false : undefined),
  },
  {
    // "tas vegetarian options malapit dun?", "vegan places near there?": a diet's places around the venue pointed at are a search.
    id: 'places-of-a-diet-near-the-venue',
    examples: ['tas vegetarian options malapit dun? (after a market)', 'vegan places near there? (after a museum)'],
    decide: ({ query, pointsAtVenue, text }) =>
      query.weak &&
      (DIET_PLACES.test(query.query) || DIET_OPTIONS.test(query.query)) &&
      pointsAtVenue &&
      NEAR_THE_VENUE.test(text) &&
      !/\bother\b/i.test(text)
        ? true
        : undefined,
  },
  {
    // "my colleague can't really do bbq, she's veggie. something vegetarian around there?": the diet after the kind ruled out.
    id: 'a-diet-instead-of-the-kind-ruled-out',
    examples: ["can't really do bbq, she's veggie. something vegetarian around there? (after korean bbq)"],
    decide: ({ query, known, text }) => (query.weak && DIET_WORD.test(query.query) && rulesOutKind(text, known) ? true : undefined),
  },
  {
    // Issue 17: "iba naman, ung vegetarian na kainan sa Pasig", "something else, vegan places in Ghent?": a kind and a new place
    // named after the words asking for other places is the new search, not more of the known one.
    id: 'a-kind-and-place-after-asking-for-other',
    examples: ['iba naman, ung vegetarian na kainan sa Pasig (after noodles)', 'iets anders, vegetarisch in Gent? (after frites)'],
    decide: ({ query, known, moved, text }) => (query.weak && query.query !== known && moved && asksForOther(text) ? true : undefined),
  },
  {
    // "sa ibang lugar naman, baka sa Katipunan may halal na bukas pa": a diet named with a move elsewhere is the new search.
    id: 'a-diet-somewhere-else',
    examples: ['sa ibang lugar naman, baka sa Katipunan may halal na bukas pa (after ramen)'],
    decide: ({ query, known, moved, text }) =>
      query.weak && DIET_WORD.test(query.query) && query.query !== known && moved && asksElsewhere(text) ? true : undefined,
  },
  // A generic query only fills a gap, or moves on from another kind of search:
  // "lunch sa Salcedo?", "whats there to do in Bath": a meal or sightseeing somewhere new is the new search.
  // ... sightseeing replaces a food search, not the event or sight already asked for.
  {
    id: 'eating-after-something-else',
    examples: ['ok and lunch nearby after? (after museums)', 'saan masarap kumain? (after a hotel)'],
    decide: ({ query, known }) => (query.weak && isFoodQuery(query.query) && !isFoodQuery(known) ? true : undefined),
  },
  {
    // Issue 17 (wave zq): "something to eat here, not too pricey", "iets te eten hier" after bars or a drink: food is the new search.
    id: 'eating-after-drinks',
    examples: ['ok now in Noord. something to eat here, not too pricey (after drinks)', 'iets te eten hier (after een drankje)'],
    decide: ({ query, known }) => (query.weak && ANY_FOOD.test(query.query) && DRINKS.test(known) ? true : undefined),
  },
  {
    // "en daarna nog iets drinken vlak bij de eerste?" after street food: a drink is the new search.
    id: 'a-drink-after-eating',
    examples: ['en daarna nog iets drinken vlak bij de eerste? (after streetfood)'],
    decide: ({ query, known }) =>
      query.weak && A_DRINK.test(query.query) && isFoodQuery(known) && !DRINK_KIND.test(known) ? true : undefined,
  },
  {
    id: 'one-meal-after-another',
    examples: ['ok now dinner nearby (after brunch)'],
    decide: ({ query, known }) => (query.weak && MEAL.test(query.query) && MEAL.test(known) && query.query !== known ? true : undefined),
  },
  {
    id: 'events-or-sights-after-food',
    examples: ['events in Taipei this weekend (after hotpot)'],
    // ... not "it's closed for a private event. Anything else near it?" (wave bb): why a card failed is no search.
    decide: ({ query, known, text }) =>
      query.weak &&
      SIGHTS_OR_EVENTS.test(query.query) &&
      query.query !== THINGS_TO_DO &&
      !isFoodQuery(query.query) &&
      isFoodQuery(known) &&
      !CLOSED_FOR.test(text)
        ? true
        : undefined,
  },
  {
    // ... but "yun na lang puntahan namin" (let's go to that one) only says where to go.
    id: 'things-to-see-after-food-or-a-stay',
    examples: [
      'top 3 things to see? (after breakfast)',
      'ok sold. what should I see in mechelen (after a day trip)',
      'iets leuks voor de kids in de Jordaan (after pho)',
    ],
    decide: ({ query, known, pointsAtVenue, text }) =>
      query.weak &&
      /things to do(?: for kids)?$/.test(query.query) &&
      (isFoodQuery(known) || STAY_OR_TRIP.test(known)) &&
      (!pointsAtVenue || nearIt(text))
        ? true
        : undefined,
  },
  {
    id: 'free-things-to-do',
    examples: ['whats something free to do (after things to do)'],
    decide: ({ query, known, pointsAtVenue, text }) =>
      query.weak && /^free things to do(?: for kids)?$/.test(query.query) && known !== query.query && (!pointsAtVenue || nearIt(text))
        ? true
        : undefined,
  },
  {
    // ("some other vegetarian restaurants" asks for more of the same search).
    id: 'places-of-a-diet',
    examples: ['any good vegan places there? (after dumplings)', 'hanap k nlng ng halal n resto s itaewon (after korean bbq)'],
    decide: ({ query, pointsAtVenue, text }) =>
      query.weak &&
      (DIET_PLACES.test(query.query) || (DIET_WORD.test(query.query) && DIET_LINKED_TO_PLACES.test(text))) &&
      !pointsAtVenue &&
      !/\bother\b/i.test(text)
        ? true
        : undefined,
  },
  {
    // The weather turns: "anything indoors near there", "iets overdekts", "may indoor ba malapit": out of the
    // rain is the search now, not the park or market before it.
    id: 'out-of-the-weather',
    examples: ['anything indoors near there where the little one can run around? (after parks)', 'iets overdekts? (after markten)'],
    // ... not another of the same food ("anything else near it thats open now. indoors obviously", wave bb): it is indoors already.
    decide: ({ query, known, text }) =>
      query.weak && OUT_OF_THE_WEATHER.test(query.query) && !(isFoodQuery(known) && ANOTHER_ONE.test(text)) ? true : undefined,
  },
  {
    // "actually make it dinner", "dinner near there later" after cafés, "maak er een lunch van": the meal is the search
    // now, where the known search was no meal (coffee, a bar, sights) or the words change it (wave ad).
    id: 'a-meal-instead',
    examples: ['actually make it dinner (after cafés)', 'then dinner near there later (after bubble tea)'],
    // ... not the meal a booking is for ("pa-reserve na lang sana sunday lunch 12nn, 10 pax", wave cx).
    decide: ({ query, known, pointsAtVenue, text }) =>
      query.weak &&
      MEAL.test(query.query) &&
      (!pointsAtVenue || NEAR_IT.test(text)) &&
      (NO_MEAL.test(known) || MEAL_CHANGE.test(text)) &&
      !asksToBookIt(text)
        ? true
        : undefined,
  },
  {
    // "En dan voor de lunch: iets eenvoudigs ... vlak bij de eerste" after coffee places to write in: a meal is the new search
    // (wave ce).
    id: 'a-meal-after-coffee',
    examples: ['En dan voor de lunch: iets eenvoudigs, vlak bij de eerste (after koffiezaken)', 'ok lunch nearby? (after coffee)'],
    decide: ({ query, known }) => (query.weak && MEAL_OCCASION.test(query.query) && COFFEE.test(known) ? true : undefined),
  },
  {
    id: 'a-meal-or-sights-somewhere-new',
    examples: ['lunch sa Salcedo?', 'whats there to do in Bath'],
    decide: ({ query, known, moved }) =>
      query.weak
        ? moved && (MEAL_OCCASION.test(query.query) || (query.query === THINGS_TO_DO && !SIGHTS_OR_EVENTS.test(known)))
        : undefined,
  },
  {
    // "sa Panglao, may resort ba?": somewhere new, a place to sleep is the search, whatever the trip was for.
    id: 'a-specific-query',
    examples: ['ramen instead', 'sa Panglao, may resort ba?'],
    decide: ({ query, known, moved }) =>
      !query.lodging || isFoodQuery(known) || (moved && !known.toLowerCase().includes(query.query.toLowerCase())),
  },
];

/** Whether `query` replaces the known search, and the rule that decided. */
export function replacedBy(
  query: ExtractedQuery | null,
  known: string | null,
  moved: boolean,
  pointsAtVenue: boolean,
  text: string,
): { replaces: boolean; rule: string } {
  if (!query) return { replaces: false, rule: 'nothing-asked' };
  if (known === null) return { replaces: true, rule: 'nothing-known' };
  for (const rule of REPLACE_QUERY_RULES) {
    const replaces = rule.decide({ query, known, moved, pointsAtVenue, text });
    if (replaces !== undefined) return { replaces, rule: rule.id };
  }
  throw new Error('no query rule decided: the list must end with one that always does');
}

export function replacesQuery(
  query: ExtractedQuery | null,
  known: string | null,
  moved: boolean,
  pointsAtVenue: boolean,
  text: string,
): boolean {
  return replacedBy(query, known, moved, pointsAtVenue, text).replaces;
}
