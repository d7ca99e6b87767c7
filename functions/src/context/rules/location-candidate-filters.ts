// The places found that are not where the user looks, each dropped by a named rule: an origin or a distance ("from
// Shinjuku"), and, with a city known, a road, a landmark or a place after Fort / Mount / Lake; a name found twice counts once.
import { PLAN_FRAME } from '../lexicon/cancelled-plan';
import { isKnownPlace, placeKey } from '../gazetteer';
import { AMENITIES } from '../lexicon/amenities';
import { fold } from '../text/fold';
import { TRIP_FROM } from './location-gazetteer-candidates';
import { SAME_SEARCH_FROM } from './same-search-again';
import type { LocationCandidate, LocationOptions } from './location-state';
import { firstDecision, type DecidingRule } from './rule';
import { ROAD_AFTER, ROAD_WORDS } from './typed-place';

const CLOSER_TO = String.raw`(?<!\b(?:anything|something|somewhere|anywhere|iets|ergens|wat)\s+)(?:closer to|dichter bij)`;
/** "from Shinjuku", "ver van Shinjuku", "mula sa Makati": an origin or a distance, not where the user is looking. */
const ORIGIN = new RegExp(
  [
    // ... but "something closer to Dhoby Ghaut MRT", "iets dichter bij het station" ask for a search there (wave bs).
    String.raw`\b(?:from|vanaf|vanuit|ver van|weg van|far from|away from|distance from|${CLOSER_TO}|mula sa|mula`,
    String.raw`|galing sa|galing|layo sa|layo ng|mas malapit (?:daw |raw )?sa|taga|tiga|taga-|bukod sa|maliban sa|besides`,
    // "vrienden uit rotterdam komen langs" (wave cm): where someone comes from.
    String.raw`|apart from|except|behalve|uit)\s*(?:the\s+|de\s+)?$`,
    // "kung manggagaling po kami sa Union Square": coming from there, said with the verb.
    String.raw`|\b(?:manggagaling|manggaling|nanggaling|magmumula|nagmula)(?:\s+(?:po|kami|tayo|ako|kayo|pa|na))*\s+sa\s+$`,
    String.raw`|\b(?:from|vanaf|vanuit|mula sa|galing sa)\s+(?:our|my|the|ons|mijn|het|ang|yung)?\s*(?:hotel|hostel|airbnb`,
    String.raw`|apartment|appartement|condo|place)\s+(?:(?:namin|natin|ko)\s+)?(?:in|sa|at|op|near|bij)\s+(?:the\s+|de\s+)?$`,
    // "bago bumalik sa work sa Dubai", "before flying back home to Perth": where the user returns to is not the search.
    String.raw`|\b(?:back (?:to work|home)|(?:bumalik|babalik|balik)(?: na)? sa (?:work|trabaho)|terug naar (?:huis|het werk))`,
    String.raw`\s+(?:in|sa|to|naar|at)\s+$`,
    // "pagod na kami sa kaka-shopping sa Don Quijote": where the user has been doing something a lot is not the search.
    String.raw`|(?<!\p{L})kaka(?:-\p{L}{3,}|(?:lakad|ikot|libot|gala|hanap|kain|pila|antay|hintay|shopping|shop)\p{L}*)\s+(?:sa|in|at)\s+$`,
  ].join(''),
  'iu',
);
/** "yung parang sa Cebu na sugba-sugba", "like back in Lyon", "zoals in Zeeland": a place named to compare with. */
const COMPARED_WITH = new RegExp(
  [
    String.raw`(?<!\p{L})(?:(?:yung |ung )?parang (?:sa|nasa)|gaya (?:ng )?sa|like (?:back|they do) in|zoals (?:bij ons )?in`,
    // "yung lugawan sa amin sa pampanga", "like the ones back home in Texas", "zoals bij ons thuis in Gent" (wave bv): home.
    String.raw`|net als in|(?:yung|ung|parang|gaya ng|kagaya ng)(?:\s+\p{L}+){0,3}?\s+(?:sa amin|samin|sa atin|satin) sa|back home in`,
    String.raw`|at home in|(?:bij ons )?thuis in|bij ons in)\s+$`,
  ].join(''),
  'iu',
);
/** "not Mission", "niet de Mission", "niet in de Jordaan", "hindi Makati", "instead of Soho": the place after is ruled out. */
const RULED_OUT = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:not|niet|hindi|di|instead of|in plaats van|rather than|i(?:'| a)m not in|i did ?n[o']t mean`,
    // ... "NOT on Fisherman's Wharf", "hindi po sa Fisherman's Wharf", "wag na sa myeongdong" (wave cm): fillers and the word before.
    String.raw`|wag|huwag|ayaw|ayoko)(?:\s+(?:po|na|daw|raw|pala|naman|ko|kami|namin))*`,
    String.raw`\s+(?:(?:in|sa|at|op|on|aan|the|de|het|near|rond|bij)\s+){0,2}$`,
    // ... Flemish "ons hotel is aan Orchard Road, ni aan Marina Bay" (wave dh); "ni" alone is a Tagalog particle ("ni lola").
    String.raw`|(?:^|[^\p{L}])(?:ni|nie)\s+(?:aan|in|op|bij)\s+(?:(?:de|het)\s+)?$`,
    // ... "please not the famous pastel de nata place in Belém", "maar ni zo'n toeristenval in de baixa" (wave ca): a place of a
    // kind turned down, with where it is; "geen pastéis-rij van 40 min in belém" (wave cm) needs no article.
    String.raw`|(?:^|[^\p{L}])(?:(?:not|niet|ni|nie|geen|hindi)\s+(?:the|a|an|de|het|een|zo['’]?n|zo een|yung|ung|that|those|die)`,
    String.raw`|geen(?!\s+(?:zin|tijd|idee|probleem|plan|plannen|moeite)(?!\p{L})))\s+`,
    String.raw`(?:[\p{L}\p{N}'’-]+\s+){1,5}?(?:in|sa|at|op|near|bij)\s+(?:(?:the|de|het)\s+)?$`,
    // ... "sawang sawa na kami sa greenbelt", "sick of Shibuya", "beu van de Wallen": a place the person has had enough of.
    String.raw`|(?:^|[^\p{L}])(?:(?:sawa(?:ng\s+sawa)?|umay|suya)(?:\s+(?:na|kami|ako|po|talaga))*\s+sa|(?:sick|tired) of|fed up with`,
    String.raw`|had enough of|(?:genoeg|beu|moe)\s+(?:gezien\s+)?van)\s+(?:(?:the|de|het)\s+)?$`,
  ].join(''),
  'iu',
);
/** Between a place ruled out and the next: "NOT on Fisherman's Wharf or anywhere near Pier 39", "NIET op de wallen of rond het
 * damrak", "sa greenbelt at glorietta" (wave cm). */
const JOINED_TO_RULED_OUT = new RegExp(
  [
    String.raw`^\s*(?:or|of|and|en|at|o|nor|noch)\s+(?:(?:anywhere|somewhere|ergens|kahit saan)\s+)?`,
    String.raw`(?:(?:in|on|at|near|around|rond|bij|op|sa|malapit sa|the|de|het)\s+){0,3}$`,
  ].join(''),
  'iu',
);
const ruledOut = (text: string, found: readonly LocationCandidate[], i: number): boolean => {
  if (RULED_OUT.test(text.slice(0, found[i].index))) return true;
  const previous = found[i - 1];
  if (!previous) return false;
  const between = text.slice(previous.index + previous.value.length, found[i].index);
  return JOINED_TO_RULED_OUT.test(between) && ruledOut(text, found, i - 1);
};
/** "ano yung pinakamalapit sa Ateneo?", "which is closest to the station": a landmark to measure from, once a place is known. */
const CLOSEST_TO = new RegExp(
  [
    String.raw`\b(?:closest to|nearest to|nearest|pinakamalapit sa|pinaka malapit sa|dichtst bij|dichtstbij`,
    String.raw`|het dichtst bij)\s+(?:the\s+|de\s+)?$`,
  ].join(''),
  'i',
);
/** "rond de Poelestraat": a Dutch street is one word ending in its kind. */
const DUTCH_STREET = /^\p{L}{3,}(?:straat|laan|weg|steeg|kade)$/iu;
export const ROAD_END = new RegExp(`\\s(?:${ROAD_WORDS})\\.?$`, 'i');
const LANDMARK = new RegExp(
  [
    String.raw`^(?:Fort|Mount|Mt\.?|Lake|Bundok)\s`,
    String.raw`|\s(?:Lake|Grove|Station|Church|Cathedral|Basilica|Bridge|Tower|Palace|Castle|Museum|Mall|Temple|Shrine|Monument`,
    String.raw`|Memorial|Pier|Stadium|Airport|Terminal|Park)$`,
  ].join(''),
  'i',
);

/** How people say an everyday need ("atm", "pharmacy", "cr"), folded: none of them is a place to look in. */
const AMENITY_WORDS: ReadonlySet<string> = new Set(AMENITIES.flatMap((amenity) => Object.values(amenity.words).flat()));
/** "my train to", "mijn trein naar", "flight ako pa-": the place after is where the user goes on to. */
const ONWARD_TRIP = new RegExp(
  [
    String.raw`\b(?:trains?|trein|tren|flights?|vlucht|eurostar|shinkansen|plane|vliegtuig|bus|ferry|boat|boot)`,
    String.raw`(?:\s+(?:back|home|terug|ako|kami|namin|ko|\d{1,2}(?::\d{2})?\s*(?:am|pm)?|at \S+))*\s+(?:to|naar|pa-?|papuntang)\s*$`,
  ].join(''),
  'iu',
);
/** A clock time or "later today" said in the message ("mamayang alas-tres", "at 3", "om half acht", "6:30pm", "tonight"). */
const LATER_TODAY = new RegExp(
  [
    String.raw`\b(?:mamaya(?:ng)?|later|tonight|vanavond|straks|alas[- ]?\w+|(?:at|om|by|tegen)\s+(?:half\s+)?\d{1,2}`,
    String.raw`|om\s+half\s+\p{L}+|\d{1,2}(?::\d{2})?\s*(?:am|pm|u|uur)\b)`,
  ].join(''),
  'iu',
);
/** "8pm pa flight namin sa Haneda", "red-eye pa flight ko mamayang 11pm sa SFO", "een overstap van negen uur in incheon" (wave
 * cf): where the user flies from later, or only changes planes. */
const LEAVES_FROM = new RegExp(
  [
    String.raw`\b(?:flights?|vlucht|lipad)(?:\s+(?:namin|natin|ko|ako|kami|mamayang|mamaya|bukas|pa|\d{1,2}(?::\d{2})?\s*(?:am|pm)?))*`,
    String.raw`\s+(?:sa|from|out of|uit|vanaf|vanuit)\s*$|\b(?:layover|stopover|overstap|tussenstop)(?:\s+(?:of|van|ng)\s+\S+\s+\S+)?`,
    String.raw`\s+(?:in|at|sa|op)\s*$`,
  ].join(''),
  'iu',
);
/** "malapit sa Fort Santiago", "near hoan kiem lake": with a city known, a landmark says where in it, not a new place. */
export function isLandmark(value: string, options: LocationOptions): boolean {
  return options.hasLocation === true && LANDMARK.test(value) && !isKnownPlace(value);
}

/** A place found, with the message and the other places found before it. */
export interface CandidateCheck {
  readonly text: string;
  readonly candidate: LocationCandidate;
  readonly before: readonly LocationCandidate[];
  /** The candidates found after this one. */
  readonly after: readonly LocationCandidate[];
  readonly options: LocationOptions;
}
export type CandidateFilter = DecidingRule<CandidateCheck, 'drop' | 'keep', 'dropped-places'>;
const ALL: CandidateFilter['langs'] = ['en', 'tl', 'nl'];
const filter = (
  id: string,
  guard: string | undefined,
  examples: string[],
  counterexamples: string[],
  drops: (check: CandidateCheck) => boolean,
): CandidateFilter => ({
  id,
  phenomenon: 'dropped-places',
  langs: ALL,
  pattern: null,
  guard,
  examples,
  counterexamples,
  effect: (check) => (drops(check) ? 'drop' : undefined),
});
const textBefore = ({ text, candidate }: CandidateCheck) => text.slice(0, candidate.index);

/** The candidate right after the words that say where a person lives, lived or grew up. */
const LIVES_EN = String.raw`(?:i|we)\s+(?:live|lived|grew\s+up|used\s+to\s+live)\s+in`;
const LIVES_NL = String.raw`(?:ik|wij|we)\s+(?:woon|wonen|woonde|woonden)(?:\s+zelf)?\s+in`;
const LIVES_TL = String.raw`(?:lumaki|nakatira)\s+(?:ako|kami)\s+sa|\d+\s*(?:yrs?|years?|taon)\s+(?:na\s+)?(?:ko|ako|kami)\s+(?:na\s+)?sa`;
const LIVES_AT = new RegExp(String.raw`\b(?:${LIVES_EN}|${LIVES_NL}|${LIVES_TL})(?:\s+(?:the|de|het))?\s+$`, 'iu');

/** The candidate right after the words of a plan ("we were going to", "dapat sa", "we zouden naar"). */
const PLAN_AT = new RegExp(String.raw`${PLAN_FRAME}(?:\s+(?:the|de|het|t|'t))?\s+$`, 'iu');

/** The candidate filters; each drops what it names, the last keeps the rest. Examples are read with a city known. */
export const CANDIDATE_FILTERS: readonly CandidateFilter[] = [
  filter(
    'origin',
    undefined,
    ['ramen far from Shinjuku', 'mas malapit sa Makati'],
    ['day trips from Lisbon', 'and the same from Paris?'],
    (c) => ORIGIN.test(textBefore(c)) && !TRIP_FROM.test(textBefore(c)) && !SAME_SEARCH_FROM.test(textBefore(c)),
  ),
  // "sorry, not Mission, I meant the Marina", "Ik bedoel niet de Mission maar Hayes Valley", "sa BGC pala, hindi Makati": a
  // place said to be wrong is not where the user looks.
  filter(
    'ruled-out',
    undefined,
    [
      'sorry, not Mission, I meant the Marina',
      'Ik bedoel niet de Mission maar Hayes Valley',
      'sa BGC pala, hindi Makati',
      "a dinner spot that is NOT on Fisherman's Wharf or anywhere near Pier 39. The Mission would be ideal.",
      'wag na sa myeongdong, lipat na lang kami hongdae',
      'hindi sa mall?? sawang sawa na kami sa greenbelt at glorietta lol. inuman sana sa Makati',
      'oei foutje, ons hotel is aan Orchard Road, ni aan Marina Bay. is er een park dichter bij Orchard?',
    ],
    ['no, in Makati please', 'not too far from Makati', 'geen zin in sushi, iets in de Jordaan?'],
    (c) => {
      const inOrder = [...c.before, ...c.after].filter((d) => d.index < c.candidate.index).sort((a, b) => a.index - b.index);
      return ruledOut(c.text, [...inOrder, c.candidate], inOrder.length);
    },
  ),
  // "dapat sa Golden Gate Park kami ngayon pero ang lakas ng ulan ... malapit sa Fisherman's Wharf": the place of an outing the
  // weather cancelled is not where the user looks when another place follows (wave di).
  filter(
    'cancelled-plan',
    undefined,
    [
      "dapat sa Golden Gate Park kami ngayon pero ang lakas ng ulan. May museum ba malapit sa Fisherman's Wharf?",
      'we were going to Vondelpark but it is pouring, any museums in the Jordaan?',
    ],
    ['we were gonna do vondelpark but its pouring, any museum near there?', 'we were going to Vondelpark, any cafés there?'],
    (c) => c.after.length > 0 && PLAN_AT.test(textBefore(c)),
  ),
  // "lumaki ako sa sta cruz pero 12 yrs na ko sa dubai. gusto ko balikan binondo": where the person lives or grew up is not where
  // they look when another place follows (wave dj).
  filter(
    'where-they-live',
    undefined,
    [
      'lumaki ako sa sta cruz pero 12 yrs na ko sa dubai. gusto ko balikan binondo, may kainan pa ba dun?',
      'I lived in Chicago for 4 years back in 2012, now visiting New York. brunch in the West Village?',
      'ik woon zelf in de pijp maar wil ze iets anders laten zien. lunch in amsterdam noord?',
    ],
    ['ramen in Makati, I live near there', 'we live near Lisbon, any day trips from Lisbon?'],
    (c) => c.after.length > 0 && LIVES_AT.test(textBefore(c)),
  ),
  // "gusto ko sana seafood, yung parang sa Cebu na sugba-sugba": the place compared with is not where the user looks.
  filter(
    'compared-with',
    undefined,
    [
      'seafood yung parang sa Cebu na sugba-sugba',
      'mussels like back in Lyon',
      'mosselen zoals in Zeeland',
      'gusto ko ng parang lugaw yung sa lugawan sa amin sa pampanga',
    ],
    ['seafood sa Cebu', 'mussels in Lyon', 'whats the nightlife like in Namba', 'saan kumain malapit sa amin sa Kapitolyo?'],
    (c) => COMPARED_WITH.test(textBefore(c)),
  ),
  // "nasa ATM pa kasi pinsan ko", "she's still at the pharmacy": an everyday need is where someone is, never a place to search.
  filter('an-amenity', undefined, ['nasa ATM pa kasi pinsan ko', 'my friend is still at the Pharmacy'], ['nasa Makati pa kami'], (c) =>
    AMENITY_WORDS.has(fold(c.candidate.value)),
  ),
  // "kot in Hongdae, en heb goesting in Koreaanse bbq" (wave bw): what the person has a craving for is no place.
  filter('craving', undefined, ['kot in Hongdae, en heb goesting in Koreaanse bbq'], ['ik zit in Gent'], (c) =>
    /\b(?:zin|goesting|trek)\s+in\s+$/i.test(textBefore(c)),
  ),
  filter(
    'closest-to',
    'a-city-is-known',
    ['which is closest to condesa?', 'anong floating market ang pinakamalapit sa Bangkok?'],
    ['ramen near Ateneo'],
    (c) => CLOSEST_TO.test(textBefore(c)),
  ),
  // "malapit sa Roxas Ave", "near Orchard Road": with a city known, a place's name before a road word names the road.
  filter(
    'road',
    'a-city-is-known',
    ['malapit sa Roxas Ave', 'near Orchard Road'],
    ['near Orchard'],
    (c) =>
      ROAD_AFTER.test(c.text.slice(c.candidate.index + c.candidate.value.length)) ||
      ROAD_END.test(c.candidate.value) ||
      (DUTCH_STREET.test(c.candidate.value) && !isKnownPlace(c.candidate.value)),
  ),
  filter('landmark', 'a-city-is-known', ['near Hoan Kiem Lake'], ['near Hoan Kiem'], (c) => isLandmark(c.candidate.value, c.options)),
  // "malapit sa fort santiago": a known place after Fort / Mount / Lake names the landmark, not the city.
  filter('after-a-landmark-word', 'a-city-is-known', ['malapit sa fort santiago'], ['malapit sa santiago'], (c) =>
    /\b(?:fort|mount|mt\.?|lake|cape|port)\s+$/i.test(textBefore(c)),
  ),
  // "yung papuntang Sintra, gaano kalayo?": the listed trip going there is picked; the search stays where it was.
  filter(
    'listed-trip-destination',
    'a-city-is-known',
    ['Yung papuntang Sintra, gaano kalayo iyon?', 'ung papunta sa Tagaytay, magkano?'],
    ['papunta kami sa Tagaytay, may kainan ba dun?'],
    (c) => /\b(?:yung|ung|iyong|iyung)\s+(?:papuntang|papunta\s+sa|patungong|patungo\s+sa)\s+$/i.test(textBefore(c)),
  ),
  // "voor mijn trein naar Brussel", "before my flight to Davao", "flight ako pa-Davao": where the user travels on to next is
  // no search, when another place says where to look (wave ad).
  filter(
    'onward-trip',
    'a-city-is-known',
    ['een pint bij Gare du Nord voor mijn trein naar Brussel', 'coffee near Shibuya Station before my flight to Osaka'],
    ['de trein naar Brussel, hoe laat?'],
    (c) => ONWARD_TRIP.test(textBefore(c)) && c.before.some((d) => d.value !== c.candidate.value),
  ),
  // "may tren kami papuntang Kyoto mamayang alas-tres sa Tokyo Station ... malapit sa istasyon", "our train to Kyoto is at 3,
  // any lunch near Tokyo Station?": a trip on to somewhere at a time said is where the user goes later, when another place says where to
  // look now, before it or after (wave dh).
  filter(
    'onward-trip-at-a-time',
    undefined,
    [
      'may tren kami papuntang Kyoto mamayang alas-tres sa Tokyo Station. saan kami kakain malapit sa istasyon?',
      'our train to Kyoto is at 3, any lunch near Tokyo Station?',
      'onze trein naar Brussel vertrekt om 19u, iets eten in de Jordaan?',
    ],
    ['train to Sintra from Lisbon, what to eat there?', 'papunta kami sa Tagaytay mamaya, may kainan ba dun?'],
    (c) =>
      ONWARD_TRIP.test(textBefore(c)) &&
      LATER_TODAY.test(c.text) &&
      [...c.before, ...c.after].some((d) => placeKey(d.value) !== placeKey(c.candidate.value)),
  ),
  // "8pm pa flight namin sa Haneda ... malapit sa Shinjuku Station": where the user flies from later, or changes planes, is no
  // search when another place says where to look (wave cf).
  filter(
    'leaves-from-later',
    undefined,
    ['checkout na kami sa hotel sa Shinjuku, 8pm pa flight namin sa Haneda. ano pwede puntahan malapit sa Shinjuku Station?'],
    ['flight namin sa Haneda, ano pwede kainin dun?'],
    (c) => LEAVES_FROM.test(textBefore(c)) && [...c.before, ...c.after].some((d) => placeKey(d.value) !== placeKey(c.candidate.value)),
  ),
  // The same name found both in the gazetteer and as a capitalised word counts once.
  filter('found-twice', undefined, ['pizza in Lisbon'], [], (c) =>
    c.before.some((d) => d.index === c.candidate.index && d.value === c.candidate.value),
  ),
  {
    id: 'kept',
    phenomenon: 'dropped-places',
    langs: ALL,
    pattern: null,
    examples: ['ramen in Lisbon'],
    counterexamples: [],
    effect: () => 'keep',
  },
];

const CANDIDATE_GUARDS: Readonly<Record<string, (check: CandidateCheck) => boolean>> = {
  'a-city-is-known': (check) => check.options.hasLocation === true,
};

/** The filter that decided a candidate: `kept` or the one that dropped it. */
export function candidateFilterOf(text: string, found: readonly LocationCandidate[], i: number, options: LocationOptions): string {
  const check = { text, candidate: found[i], before: found.slice(0, i), after: found.slice(i + 1), options };
  return firstDecision(CANDIDATE_FILTERS, CANDIDATE_GUARDS, check).rule;
}
