// Where the user is looking: gazetteer names and abbreviations anywhere, unknown capitalised names only
// after a locative word ("in", "near", "around", Tagalog "sa", Dutch "bij"), venue names never.
import LOCATION_WORDS from './rules/location-words.json';
import { maskVenueNames } from './venue-names';
import {
  neighbourhoodAt,
  ABBREVIATION_NAMES,
  COMMA_REGION_PATTERN,
  findGazetteerNames,
  isKnownPlace,
  knownSpelling,
  PLACE_NAMES,
  REGION_PATTERN,
} from './gazetteer';
import { foldPlaceKey } from './text/fold';
import { EVERYDAY_WORDS, NOT_A_PLACE, NOT_TYPED_PLACE, ROAD_AFTER, ROAD_WORDS, typedPlace } from './rules/typed-place';

const LOCATIVE = new RegExp(
  [
    String.raw`(?:\b(?:in|near|around|nearby|within|to|sa|nasa|bij|rond|rondom|naar|nabij|city of|town of|area of|at|on`,
    String.raw`|check out|visit(?:ing)?|try|about|through|via`,
    String.raw`|(?:swing|swinging|stop|stopping|drop|dropping|pass|passing)\s+by)\s+(?:the\s+)?$)`,
  ].join(''),
  'i',
);
/** Words after which an unknown capitalised name is a place, not a venue. */
const STRONG_LOCATIVE = new RegExp(
  [
    String.raw`\b(?:in|near|around|along|langs|sa|bij|rond|rondom|nabij|city of|town of|area of|taga|galing sa|from|vanaf`,
    String.raw`|mula sa|visiting|exploring|(?:day )?trip to|dagtrip naar|drive to|driving(?: up| down| over)? to`,
    String.raw`|heading(?: up| down)? to|going to|travell?ing to|flying to|headed to`,
    String.raw`|(?:trein|bus|tram|boot|gaan|ga|gaat|rijden|vliegen|verder|door|morgen`,
    String.raw`|dagje)(?:\s+(?!terug\b)[a-zà-ÿ]+){0,2}\s+naar)\s+(?:the\s+(?=\S+\s+area\b)`,
    String.raw`|(?<=\b(?:in|bij|rond|nabij|langs)\s+)(?:de|het)\s+)?$|\bop\s+(?:'t|het|de)\s+$`,
  ].join(''),
  'i',
);
const CAPITALISED_RUN = /^([A-Z][\p{L}'’.-]*(?:\s+(?:(?:de|del|la|of|da|do|dos|am|an|aan|den|op|upon)\s+)?[A-Z][\p{L}'’.-]*)*)/u;
/** "in general", "in particular": alone they are no place; "General Santos" is. */
const ALONE_NOT_A_PLACE = new Set(['general', 'particular']);
// Two or three letters ("la", "sd", "ny") or dotted ("d.c."): everyday words too, so places only where a place is expected;
// "cdmx", "nola" are not.
// ... except city codes no word spells ("street food bkk pls", "nyc tmrw"): those are places anywhere.
const SHORT_ABBREVIATION = /^(?!(?:bkk|nyc|bgc|mnl|cdo|pdx|lax|sfo|cdmx)$)(?:[a-z]{2,3}|(?=[a-z]*\.)[a-z.]{2,4})$/;

export interface LocationCandidate {
  value: string;
  index: number;
}

/** "is it near the lx factory?", "malapit ba sa ben thanh?", "ligt die dicht bij de dam?": where a venue is, asked. */
const IS_IT_NEAR = new RegExp(
  [
    String.raw`\b(?:(?:is|are|was)\s+(?:it|they|that|this|that one|this one)\s+(?:\w+\s+)?(?:near|close to|in|around|by)`,
    String.raw`|malapit\s+ba\s+(?:(?:ito|yan|yun|iyan|iyon)\s+)?sa`,
    String.raw`|(?:ligt|is|zit)\s+(?:die|dat|het|ze|hij)\s+(?:\w+\s+)?(?:bij|in de buurt van|dicht bij|vlakbij|in))\s+(?:the\s+`,
    String.raw`|de\s+|het\s+)?$`,
  ].join(''),
  'i',
);
/** "the one in jordan", "yung nasa wan chai", "die in Berchem": a listed venue picked by where it is, no move there. */
const ONE_IN = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:the one|the ones|one|yung|yung nasa|ung|die|diegene)\s+(?:in|on|at|sa|nasa|op|bij`,
    String.raw`|in de)\s+(?:the\s+|de\s+|het\s+)?$`,
  ].join(''),
  'iu',
);
/** "ramen near kings cross", "sa may session road", "koffie rond het eilandje": a neighbourhood of the long list said where to look.
 * Only the words right after a where-word are looked up. */
const WHERE_WORD = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:in de buurt van|malapit sa|sa may|nearby|near|around|within|about|rondom|rond|nabij|bij|op|in`,
    String.raw`|sa)\s+(?:(?:the|de|het|'t)\s+)?`,
  ].join(''),
  'giu',
);
function neighbourhoodCandidates(text: string): LocationCandidate[] {
  const out: LocationCandidate[] = [];
  for (const where of text.matchAll(WHERE_WORD)) {
    const at = (where.index ?? 0) + where[0].length;
    const before = text.slice(0, at);
    if (ONE_IN.test(before) || IS_IT_NEAR.test(before)) continue;
    const found = neighbourhoodAt(text, at);
    if (found && !out.some((c) => c.index === at)) out.push({ value: found.raw, index: at });
  }
  return out;
}
/** "from Shinjuku", "ver van Shinjuku", "mula sa Makati": an origin or a distance, not where the user is looking. */
const ORIGIN = new RegExp(
  [
    String.raw`\b(?:from|vanaf|vanuit|ver van|weg van|far from|away from|distance from|closer to|dichter bij|mula sa|mula`,
    String.raw`|galing sa|galing|layo sa|layo ng|mas malapit (?:daw |raw )?sa|taga|tiga|taga-|bukod sa|maliban sa|besides`,
    String.raw`|apart from|except|behalve)\s*(?:the\s+|de\s+)?$`,
    String.raw`|\b(?:from|vanaf|vanuit|mula sa|galing sa)\s+(?:our|my|the|ons|mijn|het|ang|yung)?\s*(?:hotel|hostel|airbnb`,
    String.raw`|apartment|appartement|condo|place)\s+(?:(?:namin|natin|ko)\s+)?(?:in|sa|at|op|near|bij)\s+(?:the\s+|de\s+)?$`,
    // "bago bumalik sa work sa Dubai", "before flying back home to Perth": where the user returns to is not the search.
    String.raw`|\b(?:back (?:to work|home)|(?:bumalik|babalik|balik)(?: na)? sa (?:work|trabaho)|terug naar (?:huis|het werk))`,
    String.raw`\s+(?:in|sa|to|naar|at)\s+$`,
  ].join(''),
  'i',
);
/** "ano yung pinakamalapit sa Ateneo?", "which is closest to the station": a landmark to measure from, once a place is known. */
const CLOSEST_TO = new RegExp(
  [
    String.raw`\b(?:closest to|nearest to|nearest|pinakamalapit sa|pinaka malapit sa|dichtst bij|dichtstbij`,
    String.raw`|het dichtst bij)\s+(?:the\s+|de\s+)?$`,
  ].join(''),
  'i',
);
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
const TRIP_FROM = new RegExp(
  [
    String.raw`\b(?:trips?|tours?|excursions?|uitstapjes?|daguitstap(?:pen|jes)?|dagtochten?|dagtrips?`,
    String.raw`|getaways?)\s+(?:\w+\s+)?(?:from|vanaf|vanuit|mula sa|galing sa)\s+(?:the\s+)?$`,
  ].join(''),
  'i',
);

/** "in nyc for the weekend. pizza slices in brooklyn?", "ik zit in makati, een markt in salcedo village?": of several places,
 * the last one the search is put "in" (not "Shinjuku, Tokyo", where the second only says where the first is). */
const SEARCH_LOCATIVE = new RegExp(
  [
    String.raw`(?<!\bmalapit\s{1,3})\b(?:in|around|near|in de buurt van|sa|bij|te|rond|rondom|going to|heading to|off to`,
    String.raw`|flying to|travell?ing to|we go to|naar|pupunta(?: kami| tayo)? (?:sa|ng)|punta(?: kami| tayo)? sa)\s+(?:the\s+`,
    String.raw`|de\s+)?$`,
  ].join(''),
  'i',
);
/** "Rizal Boulevard", "Shibuya Station": a place's name before a street or landmark word names that, not the area. */
const LANDMARK_BEFORE = /\b(?:bij|near|by|at|aan|op|rond|rondom|around|malapit sa|sa may)\s+(?:de|het|the|'t|ang)\s+$/i;
/** "rond de Poelestraat": a Dutch street is one word ending in its kind. */
const DUTCH_STREET = /^\p{L}{3,}(?:straat|laan|weg|steeg|kade)$/iu;
const ROAD_END = new RegExp(`\\s(?:${ROAD_WORDS})\\.?$`, 'i');
const STREET_AFTER = /^\s+(?:boulevard|blvd|street|st\.?|avenue|ave|road|rd|station|mall|bridge|highway|hwy|straat|laan|plein|weg)\b/i;
/** "visrestaurants in Scheveningen? We slapen in Den Haag": where the user sleeps is not where the search is. */
/** "FIRST TIME IN TOKYO!!! where do i get ramen near shinjuku": the town of a first visit is no search. */
const FIRST_TIME_IN = /\b(?:first time|unang beses|eerste keer|voor het eerst)\s+(?:\w+\s+)?(?:in|sa|to|naar)\s+(?:the\s+)?$/i;
const SLEEPS_IN = new RegExp(
  [
    String.raw`\b(?:(?:we|i|ik|wij)\s+(?:slapen|slaap|overnachten|sleep|stay|are staying|'re staying|am staying)|staying`,
    String.raw`|sleeping|we'?re staying|nakatira|naka-check in)\s+(?:in|at|op|bij|sa|near)\s+(?:the\s+|de\s+)?$`,
  ].join(''),
  'i',
);
function searchedPlace(places: readonly LocationCandidate[], text: string): LocationCandidate {
  if (places.length === 1) return places[0];
  // ... said after the search was asked ("brunch spots in melbourne? we're staying in fitzroy").
  const searched = places.filter(
    (place) =>
      !(SLEEPS_IN.test(text.slice(0, place.index)) && text.slice(0, place.index).includes('?')) &&
      !(FIRST_TIME_IN.test(text.slice(0, place.index)) && place !== places[places.length - 1]),
  );
  if (searched.length && searched.length < places.length) places = searched;
  if (places.length === 1) return places[0];
  let chosen: LocationCandidate | null = null;
  places.forEach((place, i) => {
    const previous = places[i - 1];
    const between = previous ? text.slice(previous.index + previous.value.length, place.index) : null;
    const qualifies = between !== null && /^[\s,]*$/.test(between);
    const street = STREET_AFTER.test(text.slice(place.index + place.value.length));
    // "in SF's mission district": the part of the city after its possessive is where to look.
    if (between !== null && /^['’]s\s+$/.test(between) && previous === chosen) chosen = place;
    // "een terras in Haarlem, bij de Grote Markt": a landmark after "bij de / near the" is where in the city, not the city.
    else if (
      !qualifies &&
      !street &&
      SEARCH_LOCATIVE.test(text.slice(0, place.index)) &&
      !(chosen !== null && isKnownPlace(chosen.value) && !isKnownPlace(place.value) && LANDMARK_BEFORE.test(text.slice(0, place.index)))
    )
      chosen = place;
  });
  return chosen ?? places[0];
}

const TAGALOG_GO_PREFIX = /\b(mag|magpa|pa)-(?=\p{L})/giu;
/** The location named in the message, as the user wrote it, or null. `venueNames` are never locations. */
export function extractLocation(
  text: string,
  options: { venueNames?: readonly string[]; askedForLocation?: boolean; hasLocation?: boolean; search?: boolean } = {},
): string | null {
  // "INDONESISCH ETEN DEN HAAG??": a message typed in capitals is read as if in lower case.
  if (/\p{Lu}{3}/u.test(text) && !/\p{Ll}/u.test(text)) text = text.toLowerCase();
  // "mag-Singapore kami", "pa-Makati na": a Tagalog verb prefix before the place (same length, so offsets hold).
  const masked = maskVenueNames(text, options.venueNames ?? []).replace(TAGALOG_GO_PREFIX, '$1 ');
  // "SF's Mission District" is two places, the city and its district, not one name.
  // A neighbourhood of the long list holds the names inside it ("little tokyo", not Tokyo).
  // ... and a longer name holds it ("mexico city", not the town of Mexico).
  const others = [...gazetteerCandidates(masked), ...capitalisedCandidates(masked, options.search === true)];
  const inside = (c: LocationCandidate, d: LocationCandidate) =>
    c.index >= d.index && c.index + c.value.length <= d.index + d.value.length && c.value.length < d.value.length;
  const areas = neighbourhoodCandidates(masked).filter(
    (a) => !others.some((c) => inside(a, c) || (c.index === a.index && c.value.length >= a.value.length)),
  );
  const outside = (c: LocationCandidate) => !areas.some((a) => c.index >= a.index && c.index < a.index + a.value.length);
  const found = [
    ...areas,
    ...others
      .filter((c) => !/['’]s\s/u.test(c.value))
      .map((c) => ({ ...c, value: c.value.replace(/['’]s$/u, '') }))
      .filter(outside),
  ].sort((a, b) => a.index - b.index);
  const isOrigin = (c: LocationCandidate) =>
    (ORIGIN.test(masked.slice(0, c.index)) && !TRIP_FROM.test(masked.slice(0, c.index))) ||
    (options.hasLocation === true && CLOSEST_TO.test(masked.slice(0, c.index)));
  // The same name found both in the gazetteer and as a capitalised word counts once.
  // "malapit sa Roxas Ave", "near Orchard Road": with a city known, a place's name before a road word names the road.
  const isRoad = (c: LocationCandidate) =>
    options.hasLocation === true &&
    (ROAD_AFTER.test(masked.slice(c.index + c.value.length)) ||
      ROAD_END.test(c.value) ||
      (DUTCH_STREET.test(c.value) && !isKnownPlace(c.value)));
  // "malapit sa Fort Santiago", "near hoan kiem lake": with a city known, a landmark says where in it, not a new place.
  const isLandmark = (value: string) => options.hasLocation === true && LANDMARK.test(value) && !isKnownPlace(value);
  // "malapit sa fort santiago": a known place after Fort / Mount / Lake names the landmark, not the city.
  const afterLandmarkWord = (c: LocationCandidate) =>
    options.hasLocation === true && /\b(?:fort|mount|mt\.?|lake|cape|port)\s+$/i.test(masked.slice(0, c.index));
  const places = found.filter(
    (c, i) =>
      !isOrigin(c) &&
      !isRoad(c) &&
      !isLandmark(c.value) &&
      !afterLandmarkWord(c) &&
      !found.slice(0, i).some((d) => d.index === c.index && d.value === c.value),
  );
  // "landing at narita", "layover at changi", "komen met de trein aan op Rotterdam Centraal": where the user arrives.
  // ... unless the message searches somewhere else ("we land in nyc on the 8th - any good dumpling spots in chinatown?").
  const arrival = arrivalPlace(masked);
  if (arrival && places.every((c) => arrival.toLowerCase().includes(c.value.toLowerCase()))) return arrival;
  // "day trip from osaka to nara": the trip goes to the place after "to", even one that is an everyday word elsewhere.
  const trip = TRIP_TO.exec(masked);
  if (trip && !NOT_TYPED_PLACE.has(trip[1].toLowerCase()) && !NOT_A_PLACE.has(trip[1].toLowerCase())) return titleCased(trip[1]);
  // "we're staying in Osaka. Is a day trip to Kyoto worth it?": the trip's destination is the place asked about.
  const destination = places.find((c) => DAY_TRIP_TO.test(masked.slice(0, c.index)));
  if (destination) return destination.value;
  if (places.length) return searchedPlace(places, masked).value;
  // With nothing else known, "restaurants from Lyon" still says where ... unless a place is typed where the search is
  // ("taking metro-north from nyc up to beacon. coffee near the station in beacon?").
  if (found.length && !options.hasLocation) return (options.search === true ? typedPlace(masked, true) : null) ?? found[0].value;
  // An answer to "where?" is the bare place; otherwise a typed place in a search still counts ("lipat tayo sa <town>, X naman").
  const bare = options.askedForLocation ? bareAnswer(masked) : null;
  if (bare) return bare;
  const country = IN_THE_COUNTRY.exec(masked)?.[1];
  if (country) return COUNTRY_SPELLING[country.toLowerCase()] ?? country;
  const typed = typedPlace(masked, options.search === true || (masked === text && PLACE_QUESTION.test(text) && !LISTED_VENUE.test(text)));
  // "malapit sa roxas ave", "yung sa session road na lang": with a city known, a road typed in lower case is where in it.
  return typed && (isLandmark(typed) || (options.hasLocation === true && ROAD_END.test(typed))) ? null : typed;
}
/** "landing at narita", "8 hour layover at changi", "arriving naia t3", "we get into gare du nord", "just got off the train at
 * waverley", "we landen morgen om 7u op schiphol", "komen met de trein aan op Rotterdam Centraal", "landing NAIA T1": the airport
 * or station the user arrives at is where they are. */
const ARRIVES = new RegExp(
  [
    String.raw`\b(?:land(?:s|ing)?|arriv(?:e|es|ing)|layover|stopover|get(?:ting)? into`,
    String.raw`|got off the (?:train|bus|plane|ferry) at|(?:komen|kom|komt)(?:\s+\S+){0,4}\s+aan`,
    String.raw`|landen(?:\s+\S+){0,3}?\s+op)\s+(?:(?:at|in|into|on|op|sa`,
    String.raw`|to)\s+)?(?:the\s+)?((?:\p{L}[\p{L}'’-]*)(?:\s+(?:[Tt]\d(?!\p{N})|\p{L}[\p{L}'’-]*))*)`,
  ].join(''),
  'iu',
);
const ARRIVAL_STOP = new RegExp(
  [
    String.raw`^(?:at|on|in|the|is|and|for|around|about|by|with|from|to|om|met|en|op|in|van|rond|tomorrow|tonight|today|morgen`,
    String.raw`|vanavond|early|late|next|this|sa|ng|ako|kami|bukas|mamaya|ngayon|then|so|but|maar|dan|tapos|morning|afternoon`,
    String.raw`|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|maandag|dinsdag|woensdag|donderdag`,
    String.raw`|vrijdag|zaterdag|zondag|lunes|martes|miyerkules|huwebes|biyernes|sabado|linggo)$`,
  ].join(''),
  'i',
);
function arrivalPlace(text: string): string | null {
  const match = ARRIVES.exec(text);
  if (!match) return null;
  const words: string[] = [];
  for (const word of match[1].split(/\s+/)) {
    if (ARRIVAL_STOP.test(word) || words.length === 3) break;
    words.push(word);
  }
  if (!words.length || NOT_A_PLACE.has(words[0].toLowerCase()) || NOT_TYPED_PLACE.has(words[0].toLowerCase()) || /^\d/.test(words[0]))
    return null;
  const name = words.join(' ');
  if (name === name.toLowerCase())
    return knownSpelling(name) ?? words.map((w) => (/^t\d$/.test(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1))).join(' ');
  return name;
}
const LANDMARK = new RegExp(
  [
    String.raw`^(?:Fort|Mount|Mt\.?|Lake|Bundok)\s`,
    String.raw`|\s(?:Lake|Grove|Station|Church|Cathedral|Basilica|Bridge|Tower|Palace|Castle|Museum|Mall|Temple|Shrine|Monument`,
    String.raw`|Memorial|Pier|Stadium|Airport|Terminal|Park)$`,
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
    String.raw`|waar|any|mayroon|meron|recommend|suggest|beste|goede|lekkere?|magandang|masarap)\b|\bmay\b.*\bba\b`,
  ].join(''),
  'i',
);
/** "is #2 open in the evening", "the first one": a question about a listed venue names no new place. */
const LISTED_VENUE = /#\d|\b(?:number|no\.|nummer)\s*\d|\b(?:first|second|third|last|other|that|this)\s+(?:one|place|spot)\b/i;

const FUNCTION_WORD_AFTER = new RegExp(
  [
    String.raw`^\s+(?:and|or|for|to|in|on|at|with|area|county|tonight|today|tomorrow|this|next|after|later|first|then|too|also`,
    String.raw`|where|what|which|how|any|saan|ano|waar|wat|kami|tayo|namin|natin|ngayon|ngayong|mamaya|bukas|naman|nalang`,
    String.raw`|vandaag|vanavond|morgen|pls|please|trip|travel|itinerary|weekend|vacation|holiday|bakasyon|reis|getaway)\b`,
  ].join(''),
  '',
);
function gazetteerCandidates(text: string): LocationCandidate[] {
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
const VENUE_NAME_END = new RegExp(`\\s(?:${CAPITALISED_VENUE_WORDS})$`, 'u');
const VENUE_NAME_START = new RegExp(
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
function titleCased(raw: string): string {
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

/** "lunch near the Vatican", "a bar along the Seine": in a search, a landmark after "near the" is where to look. */
const NEAR_THE = /\b(?:near|around|along)\s+the\s+$/i;
const IN_THE = /\b(?:in|near|around|rond)\s+the\s+$/i;
const NAME_THEN_AREA = /^\S+\s+area\b/i;
function capitalisedCandidates(text: string, search: boolean): LocationCandidate[] {
  const out: LocationCandidate[] = [];
  const words = /[A-Z][\p{L}'’.-]*/gu;
  for (const match of text.matchAll(words)) {
    const index = match.index ?? 0;
    // "bars in the Meir area": the article belongs to the area, which the words after the name say.
    const theArea = IN_THE.test(text.slice(0, index)) && NAME_THEN_AREA.test(text.slice(index));
    if (!STRONG_LOCATIVE.test(text.slice(0, index)) && !(search && NEAR_THE.test(text.slice(0, index))) && !theArea) continue;
    const run = CAPITALISED_RUN.exec(text.slice(index));
    if (!run) continue;
    let name = trimRun(run[1]);
    if (!name || NOT_A_PLACE.has(name.split(/\s+/)[0].toLowerCase()) || ALONE_NOT_A_PLACE.has(name.toLowerCase())) continue;
    if (/^\s+one\b/i.test(text.slice(index + name.length))) continue;
    // "sa Kyoto Grill", "sa Tokyo Tokyo": a name that ends in a kind of venue, or says one word twice, is a venue.
    // "bij Café Amsterdam", "at Hotel Okura": a name that opens with a kind of venue is one too.
    if (VENUE_NAME_END.test(name) || VENUE_NAME_START.test(name) || /^(\S+)\s+\1$/u.test(name)) continue;
    // "District 3", "Arrondissement 11": a numbered part of a city keeps its number.
    const numbered = /^\s+\d{1,2}(?![\p{L}\p{N}])/u.exec(text.slice(index + name.length));
    if (numbered) name += numbered[0].replace(/\s+/, ' ');
    out.push({ value: withRegion(name, text.slice(index + name.length)), index });
  }
  return out;
}

/** A short reply to "which city?" is the city, even when no list knows it: only capitalised words, nothing else. */
function bareAnswer(text: string): string | null {
  const cleaned = text
    .replace(
      /\b(?:please|pls|thanks|thank you|for me|i think|maybe|let's say|how about|what about|in|the|city of|area|somewhere|try)\b/gi,
      ' ',
    )
    .replace(/[.!?,;:]+\s*$/, '')
    .trim();
  if (!cleaned || cleaned.split(/\s+/).length > 4) return null;
  const run = CAPITALISED_RUN.exec(cleaned);
  if (!run || run[0].length !== cleaned.length) return null;
  const name = trimRun(run[1]);
  if (!name || NOT_A_PLACE.has(name.split(/\s+/)[0].toLowerCase()) || EVERYDAY_WORDS.has(name.toLowerCase())) return null;
  return name;
}

function trimRun(run: string): string {
  // "Linggo. Magkano": a sentence ends at a full stop after a word longer than an abbreviation ("St.", "Mt.").
  run = run.replace(/^(.*?\p{L}{4})\.\s.*$/u, '$1');
  // ... or after a shorter word that is no abbreviation ("bij de Dom. Iets voor ...").
  run = run.replace(/^(.*?(?<!\p{L})(?!(?:St|Mt|Dr|Ft|Pt|Rd|Sta|Sto|Ave|Jr|Sr)\.)\p{L}{2,3})\.\s.*$/u, '$1');
  return run
    .replace(/[.'’-]+$/, '')
    .replace(/\s+(?:de|del|la|of|da|do|dos|am|an|aan|den|op|upon)$/i, '')
    .trim();
}

function withRegion(name: string, after: string): string {
  const region = REGION_PATTERN.exec(after) ?? COMMA_REGION_PATTERN.exec(after);
  return region ? `${name}${region[0].replace(/\s+/g, ' ')}`.replace(/\s+,/, ',') : name;
}
