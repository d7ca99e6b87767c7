// Of several places a message names, the one searched in; and the airport or station the user arrives at.
import { COUNTRY_NAMES, isKnownPlace, knownSpelling } from '../gazetteer';
import type { LocationCandidate } from './location-state';
import { firstDecision, type DecidingRule } from './rule';
import { NOT_A_PLACE, NOT_TYPED_PLACE } from './typed-place';

/** "in nyc for the weekend. pizza slices in brooklyn?", "ik zit in makati, een markt in salcedo village?": of several places,
 * the last one the search is put "in" (not "Shinjuku, Tokyo", where the second only says where the first is). */
const SEARCH_LOCATIVE = new RegExp(
  [
    String.raw`(?<!\bmalapit\s{1,3})\b(?:in|around|near|in de buurt van|sa(?:\s+may)?|bij|vlak ?bij|dicht ?bij|te|rond|rondom`,
    String.raw`|going to|heading to|off to`,
    String.raw`|flying to|travell?ing to|we go to|naar|pupunta(?: kami| tayo)? (?:sa|ng)|pumunta (?:sa|ng)`,
    String.raw`|punta(?: kami| tayo)? sa)\s+(?:the\s+`,
    String.raw`|de\s+)?$`,
  ].join(''),
  'i',
);
/** "Rizal Boulevard", "Shibuya Station": a place's name before a street or landmark word names that, not the area. */
const LANDMARK_BEFORE = /\b(?:bij|near|by|at|aan|op|rond|rondom|around|malapit sa|sa may)\s+(?:de|het|the|'t|ang)\s+$/i;
const STREET_AFTER = /^\s+(?:boulevard|blvd|street|st\.?|avenue|ave|road|rd|station|mall|bridge|highway|hwy|straat|laan|plein|weg)\b/i;
/** "visrestaurants in Scheveningen? We slapen in Den Haag": where the user sleeps is not where the search is. */
/** "FIRST TIME IN TOKYO!!! where do i get ramen near shinjuku", "dito sa SF next week, first time nila sa US": the town or
 * country of a first visit is no search. */
const FIRST_TIME_IN = /\b(?:first time|unang beses|eerste keer|voor het eerst)\s+(?:\w+\s+)?(?:in|sa|to|naar)\s+(?:the\s+)?$/i;
const SLEEPS_IN = new RegExp(
  [
    String.raw`\b(?:(?:we|i|ik|wij|ze|zij|they|hij|he|she)\s+`,
    String.raw`(?:slapen|slaapt|slaap|overnachten|sleep|stay|are staying|'re staying|am staying|is staying)|staying`,
    String.raw`|sleeping|we'?re staying|(?:nakatira|naka-?stay|nag-?stay|naka-check in)(?:\s+(?:kami|ako|tayo))?)`,
    String.raw`\s+(?:in|at|op|bij|sa|near|on)\s+(?:the\s+|de\s+)?$`,
  ].join(''),
  'i',
);
/** "what about Pasig, we're staying near Kapitolyo": a place offered for the search, then where the user sleeps. */
const OFFERS_A_PLACE = /\b(?:what about|how about|paano (?:naman )?(?:sa|kung)|eh sa|hoe zit het met|wat dacht je van|en in)\s/i;
/** The place searched in among `places`; `rules` gets the place choice rule that decided each place read. */
export function searchedPlace(places: readonly LocationCandidate[], text: string, rules: string[] = []): LocationCandidate {
  if (places.length === 1) return places[0];
  // ... said after the search was asked ("brunch spots in melbourne? we're staying in fitzroy").
  const searched = places.filter(
    (place) =>
      !(SLEEPS_IN.test(text.slice(0, place.index)) && /\?/.test(text.slice(0, place.index))) &&
      !(SLEEPS_IN.test(text.slice(0, place.index)) && place !== places[0] && OFFERS_A_PLACE.test(text.slice(0, places[0].index + 1))) &&
      !(
        FIRST_TIME_IN.test(text.slice(0, place.index)) &&
        (place !== places[places.length - 1] || COUNTRY_NAMES.has(place.value.toLowerCase()))
      ),
  );
  if (searched.length && searched.length < places.length) places = searched;
  if (places.length === 1) return places[0];
  let chosen: LocationCandidate | null = null;
  places.forEach((place, i) => {
    const previous = places[i - 1];
    const between = previous ? text.slice(previous.index + previous.value.length, place.index) : null;
    const pair = { text, place, previous, chosen, between };
    const decided = firstDecision(PLACE_CHOICE_RULES, {}, pair);
    rules.push(decided.rule);
    if (decided.result === 'switch') chosen = place;
  });
  return chosen ?? places[0];
}

/** A place after others, the one chosen so far, and the words between it and the one before. */
export interface PlacePair {
  readonly text: string;
  readonly place: LocationCandidate;
  readonly previous: LocationCandidate | undefined;
  readonly chosen: LocationCandidate | null;
  readonly between: string | null;
}
export type PlaceChoiceRule = DecidingRule<PlacePair, 'keep' | 'switch', 'several-places'>;
const choice = (
  id: string,
  result: 'keep' | 'switch',
  examples: string[],
  counterexamples: string[],
  holds: (pair: PlacePair) => boolean,
): PlaceChoiceRule => ({
  id,
  phenomenon: 'several-places',
  langs: ['en', 'tl', 'nl'],
  pattern: null,
  examples,
  counterexamples,
  effect: (pair) => (holds(pair) ? result : undefined),
});
const textBefore = (p: PlacePair) => p.text.slice(0, p.place.index);
/** A country that is no city too (Singapore is both). */
const countryOnly = (name: string) => COUNTRY_NAMES.has(name.toLowerCase()) && !isKnownPlace(name);

/** "now", "ngayon", "nu", "nandito": said between two places, the later one is where the person is now. */
const NOW_HERE = /(?<!\p{L})(?:now|right now|currently|ngayon|nandito|andito|nu|nou|momenteel)(?!\p{L})/iu;
/** "nasa Cubao ako ngayon malapit sa Gateway": a place near the one the person is in says where in it. */
const NEAR_BEFORE = /(?<!\p{L})(?:malapit|near|close to|by|bij|dichtbij|vlakbij|around|rond)\s+(?:(?:sa|the|de|het)\s+)?$/iu;
/** "I am in the", "we're in", "ik zit in", "nasa ... kami": the person says where they are. */
const PERSON_IS_IN =
  /\b(?:i am|i'm|im|we are|we're|were|ik zit|ik ben|we zitten|wij zitten|we zijn|nasa)\s+(?:in|sa)?\s*(?:the\s+|de\s+|het\s+)?$/i;

/** "from a work trip in", "flew in from", "galing kami sa", "uit": the place after it is where the person came from. */
const CAME_FROM = new RegExp(
  [
    String.raw`(?<!\p{L})(?:from|galing(?:\s+(?:kami|ako|pa))*(?:\s+(?:sa|ng))?|vanuit|uit)`,
    String.raw`\s+(?:[\p{L}'’-]+\s+){0,4}?(?:(?:in|sa|to)\s+)?$`,
  ].join(''),
  'iu',
);
/** "bahay sa", "our house in", "huis in", "opisina namin sa": a home or workplace, not where to search. */
const HOME_BEFORE = new RegExp(
  [
    String.raw`(?<!\p{L})(?:bahay|house|home|huis|thuis|opisina|office|kantoor|work)(?:\s+(?:namin|natin|ko|niya|nila|ng\s+\p{L}+))?`,
    String.raw`\s+(?:sa|in|at|op|back in)\s+$`,
  ].join(''),
  'iu',
);
const afterPlace = (p: PlacePair) => p.text.slice(p.place.index + p.place.value.length);

/** "I said", "I specified", "ik vroeg (specifiek) om", "ik bedoelde": what the person asked for, said after a list missed it. */
const SAID_BEFORE = new RegExp(
  [
    String.raw`\b(?:i said|i specified|i asked for|i meant|i wanted|i wrote|ik zei|ik vroeg(?:\s+\p{L}+)?\s+(?:om|naar)|ik bedoelde`,
    String.raw`|ik had (?:\p{L}+\s+)?gevraagd)(?:\s+(?:in|sa|the|de|het|for|om))*\s*$`,
  ].join(''),
  'iu',
);
/** "hotel po namin ay malapit sa", "hotel bij", "hostel vlak bij de", "dorm near": near where the person sleeps. */
const NEAR_LODGING = new RegExp(
  [
    String.raw`\b(?:hotel|hostel|dorm|airbnb|apartment|appartement|condo|guesthouse|kot)\b[^.?!]{1,30}?(?<!\p{L})`,
    String.raw`(?:near|by|close to|next to|bij|vlak ?bij|dichtbij|naast|malapit sa|sa may|tabi ng)\s+(?:(?:the|de|het|'t)\s+)?$`,
  ].join(''),
  'iu',
);
/** "close by", "nearby", "near us", "in de buurt", "malapit lang": a search around where the person is. */
const ASKS_NEARBY =
  /(?<!\p{L})(?:close by|nearby|near us|near our|near there|around there|walking distance|in de buurt|dichtbij|vlakbij|malapit)(?!\p{L})/iu;
/** Which of several places is searched in, read place by place in order; the order of the rules is the precedence. */
export const PLACE_CHOICE_RULES: readonly PlaceChoiceRule[] = [
  // Wave dd: "een bistro in de Marais ... Ik heb gelezen dat honden in Frankrijk vaak binnen mogen": a country said after a town or
  // area of it is the country in general, not where to look.
  choice(
    'a-country-after-a-place',
    'keep',
    ['a bistro in the Marais ... I read that in France dogs may come in'],
    ['not in Paris, I meant Lisbon', 'my colleague here in Dubai is coming along to Singapore, so halal please'],
    (p) => {
      const current = p.chosen ?? p.previous;
      return current !== undefined && countryOnly(p.place.value) && !countryOnly(current.value);
    },
  ),
  // Wave cw: "andito kami sa seoul ngayon bakasyon lang galing ako ng dubai": where the person came from, said after where they
  // are, is no place to look.
  choice(
    'came-from-there',
    'keep',
    ['andito kami sa seoul ngayon bakasyon lang galing ako ng dubai, almusal?'],
    ['nasa Seoul kami ngayon, almusal sa Myeongdong?'],
    (p) => p.previous !== undefined && p.previous === p.chosen && CAME_FROM.test(textBefore(p).slice(-60)),
  ),
  // "in SF's mission district": the part of the city after its possessive is where to look.
  choice(
    'district-after-possessive',
    'switch',
    ["tacos in SF's Mission District"],
    ['tacos in SF or the Mission District'],
    (p) => p.between !== null && /^['’]s\s+$/.test(p.between) && p.previous === p.chosen,
  ),
  // "student hier in chicago (hyde park)" (wave bv): the part of the city said in brackets after it is where to look.
  choice(
    'district-in-brackets',
    'switch',
    ['student hier in chicago (hyde park). zoek een goedkope shoarmatent'],
    ['ramen in Shinjuku, Tokyo'],
    (p) => p.between !== null && /^\s*\(\s*$/.test(p.between) && p.previous === p.chosen,
  ),
  // "Shinjuku, Tokyo": the second only says where the first is.
  choice(
    'says-where-the-first-is',
    'keep',
    ['ramen in Shinjuku, Tokyo'],
    ['ramen in Tokyo. sushi in Shinjuku'],
    (p) => p.between !== null && /^[\s,]*$/.test(p.between),
  ),
  // Wave az: "I'm in Singapore ... we're staying on Orchard Road can you find us a Chinese restaurant close by": where the person
  // stays, said after the city, is where a search "close by" looks.
  choice(
    'stays-there-and-asks-nearby',
    'switch',
    ["I'm in Singapore with my dad, we're staying on Orchard Road, can you find us a Chinese restaurant close by"],
    ["I'm in Singapore, we're staying on Orchard Road. Chinese food in Chinatown?"],
    (p) =>
      p.previous !== undefined &&
      SLEEPS_IN.test(textBefore(p)) &&
      !/near\s+(?:the\s+)?$/i.test(textBefore(p)) &&
      ASKS_NEARBY.test(p.text.slice(p.place.index)),
  ),
  // Wave cn (first time abroad): "Ang hotel po namin ay malapit sa Shinjuku station", "hotel bij myeongdong station", "in een
  // hotel vlak bij shinjuku station": the place the person's lodging is near, said after the city, is where to look.
  choice(
    'near-where-they-sleep',
    'switch',
    // ... a station's area, not a landmark ("hotel is near the grand place. waffles?" searches Brussels, as the shared sets read it).
    [
      'we zijn in tokio en we zitten in een hotel vlak bij shinjuku station, een leuke bar?',
      'nasa Tokyo kami. Ang hotel po namin ay malapit sa Shinjuku station. Saan po mag-almusal?',
    ],
    ['in brussels, hotel is near the grand place. waffles?'],
    (p) =>
      p.previous !== undefined &&
      (p.chosen === null || p.previous === p.chosen) &&
      NEAR_LODGING.test(textBefore(p)) &&
      /^\s+(?:station|stn|mrt|yeok|eki)\b/i.test(p.text.slice(p.place.index + p.place.value.length)),
  ),
  // Wave co (the storyteller): "my wife flies in tonight from a work trip in Jakarta ... We're staying on Orchard Road", "I spent
  // the whole morning in Shibuya ... now I've just come out of Ueno station": where the person stays or is now, said after a
  // place they came from or were before, is where to look, though a street or station word follows it.
  choice(
    'where-they-are-after-a-story',
    'switch',
    [
      "my wife flies in tonight from a work trip in Jakarta. We're staying on Orchard Road. What's a good place to go?",
      "I spent the morning in Shibuya and now I've just come out of Ueno station, what's good around here",
    ],
    ['in Tokyo, near Shibuya Station', "we flew in from Manila, we're in Tokyo. ramen near Shibuya Station?"],
    (p) =>
      p.previous !== undefined &&
      (p.chosen === null || p.previous === p.chosen) &&
      ((p.between !== null && NOW_HERE.test(p.between) && !NEAR_BEFORE.test(p.between) && STREET_AFTER.test(afterPlace(p))) ||
        (SLEEPS_IN.test(textBefore(p)) && CAME_FROM.test(p.text.slice(0, p.previous.index)))),
  ),
  // "Rizal Boulevard", "Shibuya Station": a place's name before a street or landmark word names that, not the area.
  choice('names-a-street-or-station', 'keep', ['in Tokyo, near Shibuya Station'], ['in Tokyo, near Shibuya'], (p) =>
    STREET_AFTER.test(p.text.slice(p.place.index + p.place.value.length)),
  ),
  // "een terras in Haarlem, bij de Grote Markt": a landmark after "bij de / near the" is where in the city, not the city.
  choice(
    'landmark-in-the-city',
    'keep',
    ['een terras in Haarlem, bij de Grote Markt'],
    ['een terras in Haarlem, bij Zandvoort'],
    (p) => p.chosen !== null && isKnownPlace(p.chosen.value) && !isKnownPlace(p.place.value) && LANDMARK_BEFORE.test(textBefore(p)),
  ),
  // "I am in the Financial District in San Francisco", "ik zit in de Jordaan in Amsterdam": where the person is, then its city.
  choice(
    'own-district-in-its-city',
    'keep',
    ['I am in the Financial District in San Francisco', 'ik zit in de Jordaan in Amsterdam'],
    ['in nyc for the weekend. pizza slices in brooklyn?', 'burgers in Strijp-S in Eindhoven'],
    (p) =>
      p.previous !== undefined &&
      p.previous === p.chosen &&
      p.between !== null &&
      /^\s+(?:in|sa)\s+$/i.test(p.between) &&
      PERSON_IS_IN.test(p.text.slice(0, p.previous.index)),
  ),
  // Wave an (a story before the question): "Kahapon po ay galing kami sa Shinjuku ... Ngayon po ay nasa Asakusa kami", "we came
  // from Shibuya this morning but now we're in Asakusa": the place said to be where the person is now is where to look.
  choice(
    'where-they-are-now',
    'switch',
    ['Kahapon po ay galing kami sa Shinjuku at napagod kami. Ngayon po ay nasa Asakusa kami. May tahimik na kainan ba dito?'],
    ['ramen in Asakusa or Shinjuku now?', 'nasa Singapore kami ngayon, saan may murang laksa malapit sa Bugis?'],
    (p) => p.between !== null && NOW_HERE.test(p.between) && !NEAR_BEFORE.test(p.between),
  ),
  // Wave aw (the concierge got it wrong): "Those are in Hongdae. I said Gangnam.", "een deel hiervan ligt in Shinjuku. Ik vroeg
  // specifiek om Shibuya": the place the person says they asked for, after the one the list was in, is where to look.
  choice(
    'said-in-a-correction',
    'switch',
    ['Those are in Hongdae. I said Gangnam.', 'Correctie: een deel hiervan ligt in Shinjuku. Ik vroeg specifiek om Shibuya.'],
    ['I said Gangnam, not Hongdae.'],
    (p) => p.between !== null && SAID_BEFORE.test(p.between),
  ),
  // "nag-iipon pa kami para sa bahay sa Batangas", "my parents' house in Quezon City": a home or a workplace elsewhere, said in
  // passing, is not where to look.
  choice(
    'a-home-said-in-passing',
    'keep',
    ['Ngayon nasa Le Marais kami, yung French talaga kasi nag-iipon pa kami para sa bahay sa Batangas. Ano ma-rerecommend mo?'],
    ['ramen in Makati or in BGC?'],
    (p) => p.previous !== undefined && HOME_BEFORE.test(textBefore(p)),
  ),
  choice('put-in-by-a-search-word', 'switch', ['in nyc for the weekend. pizza slices in brooklyn?'], ['brooklyn or nyc?'], (p) =>
    SEARCH_LOCATIVE.test(textBefore(p)),
  ),
  choice('named-in-passing', 'keep', ['Tokyo or Osaka?'], [], () => true),
];

/** "landing at narita", "8 hour layover at changi", "arriving naia t3", "we get into gare du nord", "just got off the train at
 * waverley", "we landen morgen om 7u op schiphol", "komen met de trein aan op Rotterdam Centraal", "landing NAIA T1": the airport
 * or station the user arrives at is where they are. */
const ARRIVES = new RegExp(
  [
    String.raw`\b(?:land(?:s|ing)?|arriv(?:e|es|ing)|layover|stopover|get(?:ting)? into`,
    String.raw`|got off the (?:train|bus|plane|ferry) at|(?:komen|kom|komt)(?:\s+\S+){0,4}\s+aan`,
    String.raw`|landen(?:\s+\S+){0,3}?\s+op)\s+(?:(?:at|in|into|on|op|sa`,
    String.raw`|to)\s+)?(?:the\s+)?(\p{L}[\p{L}'’-]*(?:\s+(?:t\d(?!\p{N})|\p{L}[\p{L}'’-]*))*)`,
  ].join(''),
  'iu',
);
const ARRIVAL_STOP = new RegExp(
  [
    String.raw`^(?:at|on|in|the|is|and|for|around|about|by|with|from|to|om|met|en|op|van|rond|tomorrow|tonight|today|morgen`,
    String.raw`|vanavond|early|late|next|this|sa|ng|ako|kami|bukas|mamaya|ngayon|then|so|but|maar|dan|tapos|morning|afternoon`,
    String.raw`|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|maandag|dinsdag|woensdag|donderdag`,
    String.raw`|vrijdag|zaterdag|zondag|lunes|martes|miyerkules|huwebes|biyernes|sabado|linggo)$`,
  ].join(''),
  'i',
);
export function arrivalPlace(text: string): string | null {
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
