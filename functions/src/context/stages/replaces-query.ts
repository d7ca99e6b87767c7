// Whether the query the message asks for replaces the known search: a specific query replaces; a generic one only fills a
// gap or moves on from another kind of search; a hotel replaces a food search but not the event or sight a trip is for.
import { isFoodQuery, THINGS_TO_DO, type ExtractedQuery } from '../extract-query';

/** Generic words that still say what the user wants next: a meal, or sights and activities. */
const SIGHTS_OR_EVENTS = new RegExp(
  [
    String.raw`\b(?:events?|concerts?|festivals?|music|shows?|gigs?|games?|matches|sports?|museums?|attractions?|sights?|tours?`,
    String.raw`|theat(?:er|re)s?|exhibitions?|evenementen|concert|voorstelling(?:en)?|musea)\b`,
  ].join(''),
  'i',
);
const MEAL_OCCASION = /^(?:lunch|lunchen|dinner|dineren|hapunan|tanghalian)$/;
const MEAL = new RegExp(
  [
    String.raw`^(?:breakfast|brunch|lunch|dinner|supper|almusal|agahan|tanghalian|hapunan|merienda|ontbijt|lunchen|diner`,
    String.raw`|dineren|avondeten)$`,
  ].join(''),
  'i',
);
/** What a venue has, not what it is: asked of a venue, no search of its own. */
const FEATURE_ONLY = new RegExp(
  [
    String.raw`^(?:(?:a|the|an?) )?(?:views?|sea view|uitzicht|zeezicht|tanawin|terras|terrasje|terrace|rooftop|roof deck`,
    String.raw`|view deck|parking|paradahan|parkeerplaats|wifi|wi-fi|aircon|air ?con|airco|pool|swimming pool|zwembad)$`,
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
export function replacesQuery(
  query: ExtractedQuery | null,
  known: string | null,
  moved: boolean,
  pointsAtVenue: boolean,
  text: string,
): boolean {
  if (!query) return false;
  if (known === null) return true;
  // "yung isa na lang, may view ba ng taal?": a feature asked of the venue pointed at is no search.
  if (pointsAtVenue && FEATURE_ONLY.test(query.query)) return false;
  // "lunch sa Salcedo?", "whats there to do in Bath": a meal or sightseeing somewhere new is the new search.
  // ... sightseeing replaces a food search, not the event or sight already asked for.
  // "ok and lunch nearby after?" after museums, "saan masarap kumain?" after a hotel: eating after something else is the new search.
  if (query.weak) {
    if (isFoodQuery(query.query) && !isFoodQuery(known)) return true;
    // "ok now dinner nearby" after brunch: one meal after another is the new search.
    if (MEAL.test(query.query) && MEAL.test(known) && query.query !== known) return true;
    // "events in Taipei this weekend" after hotpot: events or sights after a food search are the new search.
    if (SIGHTS_OR_EVENTS.test(query.query) && query.query !== THINGS_TO_DO && !isFoodQuery(query.query) && isFoodQuery(known)) return true;
    // "top 3 things to see?" after breakfast: sights and activities after a food search are the new search too
    // ... but "yun na lang puntahan namin" (let's go to that one) only says where to go.
    // ... and after a day trip, what to see there: "ok sold. what should I see in mechelen".
    if (
      /things to do$/.test(query.query) &&
      (isFoodQuery(known) ||
        /\b(?:hotels?|hostels?|resorts?|b&b|bnb|airbnb|guesthouses?|day ?trips?|daytrips?|dagtrip|daguitstap|dagtocht)\b/i.test(known)) &&
      !pointsAtVenue
    )
      return true;
    // "whats something free to do" after "things to do": what it should be makes it a new search.
    if (query.query === 'free things to do' && known !== query.query && !pointsAtVenue) return true;
    // "any good vegan places there?" after dumplings: places of a diet are a new search, not a wish about the last one
    // ("some other vegetarian restaurants" asks for more of the same search).
    if (DIET_PLACES.test(query.query) && !pointsAtVenue && !/\bother\b/i.test(text)) return true;
    return moved && (MEAL_OCCASION.test(query.query) || (query.query === THINGS_TO_DO && !SIGHTS_OR_EVENTS.test(known)));
  }
  // "sa Panglao, may resort ba?": somewhere new, a place to sleep is the search, whatever the trip was for.
  return !query.lodging || isFoodQuery(known) || (moved && !known.toLowerCase().includes(query.query.toLowerCase()));
}
