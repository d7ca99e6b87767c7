// Whether a place the message names leaves the known location as it is: a place inside a question about a venue, an
// earlier turn, a weighing of two places or a general question describes; it does not move the search.
import type { RememberedVenue } from '../conversation-context';
import { COUNTRY_NAMES } from '../gazetteer';
import { BARE_AREA_PICK, CONJOINED_AREA_PICK } from '../references/area-picks';
import type { ExtractedQuery } from '../extract-query';
import { ASKS_WHERE_VENUE_IS, type Resolution } from '../resolve-references';
import { turnIntentOf } from '../intent/turn-intent';
import { escapeRegExp } from '../text/escape-reg-exp';
import type { Lang } from '../text/stopwords';
import { GOES_BACK_TO_TURN_ALL, MOVES, REFERS_BY_PLACE, SEARCHES } from './message-cues';
import { cachedRegExp } from '../text/cached-reg-exp';
import { SAME_AGAIN } from '../rules/same-search-again';

/** Nearness, not "in": "is it near X?" places a venue; "hoe zit het in Leuven?" moves. */
const NEAR_WORD = new RegExp(
  [
    String.raw`\b(?:near|close to|far from|next to|walkable|walking distance|malapit|malayo|dichtbij|dicht bij|vlakbij`,
    String.raw`|in de buurt van|ver van|naast)\b`,
  ].join(''),
  'i',
);
const ASKED_AGAIN_IN = new RegExp(
  [
    String.raw`\b(?:(?:anything|something) (?:like that|similar)|iets dergelijks|zoiets|ganun|ganyan|ganoon|maar dan|but then`,
    String.raw`|but (?:this time )?(?:in|for)|this time|dit keer|deze keer|(?:zijn|is) er (?:daar )?ook`,
    String.raw`|are there (?:also |any )?|is there (?:also )?(?:a|an|any)|meron (?:din|rin) ba`,
    String.raw`|may .{1,30} (?:din|rin) ba)\b[^?.!]{0,60}\b(?:in|sa|te)\s+\S`,
  ].join(''),
  'i',
);
/** A place named inside a reference to a venue ("yung sa Little India", "the fifth, is that near Chinatown") or a country in a
 * general question ("is tipping normal in Portugal?") describes, it does not move the search from a known location. */
/** "which is easier by train", "welke is beter", "alin mas maganda": a question that weighs two things. */
const WEIGHS_PLACES = new RegExp(
  [
    String.raw`\b(?:which|welke|alin)\b[^?.!]{0,30}\b(?:better|easier|closer|nicer|cheaper|beter|makkelijker|dichterbij|mooier`,
    String.raw`|mas)\b`,
  ].join(''),
  'i',
);
interface KeepInput {
  text: string;
  location: string;
  resolved: Resolution | null;
  query: ExtractedQuery | null;
  /** The venues of the latest list: a place that is where one of them is picks among them. */
  listed?: readonly RememberedVenue[];
}

/** A rule over a named place and a known location: true keeps the known one, false moves, undefined passes to the next. */
export interface KeepLocationRule {
  id: string;
  langs: readonly Lang[];
  /** Messages the rule is written for (the situation: a venue listed, picked or in focus). */
  examples: readonly string[];
  decide: (input: KeepInput) => boolean | undefined;
}

/** The rules in precedence order; the last always decides. */
export const KEEP_LOCATION_RULES: readonly KeepLocationRule[] = [
  {
    // "en in Amsterdam? voor als we weer thuis zijn", "and in Brooklyn?": the same search asked again in the place named.
    id: 'same-search-in-a-new-place',
    langs: ['en', 'tl', 'nl'],
    examples: [
      'en in Amsterdam? voor als we weer thuis zijn haha',
      'at sa Cebu kaya? kasi dun kami next week',
      'And the same from Paris? Half the guests fly home through there.',
    ],
    decide: ({ text, location }) => (sameSearchIn(location).test(text) ? false : undefined),
  },
  {
    // ... unless the message also moves ("Nee, toch liever Den Haag. Wat was ook alweer mijn vraag van het begin?").
    // ... or asks the earlier question again somewhere else.
    id: 'a-place-in-a-question-about-an-earlier-turn',
    langs: ['en', 'tl', 'nl'],
    examples: ['ano ulit yung tinanong ko tungkol sa Gion?'],
    decide: ({ text, resolved }) =>
      resolved?.kind === 'turn' ? !MOVES.test(text.replace(GOES_BACK_TO_TURN_ALL, ' ')) && !ASKED_AGAIN_IN.test(text) : undefined,
  },
  {
    id: 'weighs-a-place-up',
    langs: ['en'],
    examples: ['is Sentosa worth it or should we just do Gardens by the Bay?'],
    decide: ({ text, location }) => (worthPattern(location).test(text) ? true : undefined),
  },
  {
    id: 'weighs-two-places',
    langs: ['en', 'tl', 'nl'],
    examples: ['sintra vs cascais, which is easier by train?'],
    decide: ({ text, location }) => (WEIGHS_PLACES.test(text) && versusPattern(location).test(text) ? true : undefined),
  },
  {
    // ... not when the venue was only pointed at: "naar Luik, wat moet ik daar eten?" with Brasserie Luik in focus moves.
    id: 'came-with-the-venue-name',
    langs: ['en', 'tl', 'nl'],
    examples: ['dat wafelhuisje van Oostende'],
    decide: ({ location, resolved }) =>
      resolved?.kind === 'venue' &&
      resolved.how !== 'demonstrative' &&
      ` ${resolved.name.toLowerCase()} `.includes(` ${location.toLowerCase()} `)
        ? true
        : undefined,
  },
  {
    // ... and where a venue not yet settled on is ("malapit ba yun sa Uptown Mall?" with two bars listed).
    id: 'says-where-a-venue-is',
    langs: ['en', 'tl', 'nl'],
    examples: ['is it near Hoan Kiem lake?'],
    decide: ({ text, resolved }) => {
      const where = ASKS_WHERE_VENUE_IS.exec(text);
      return where && !MOVES.test(text) && (resolved?.kind === 'venue' || (!SEARCHES.test(text) && NEAR_WORD.test(where[1])))
        ? true
        : undefined;
    },
  },
  {
    // Issue 17, the class "picking among listed venues by area": a listed venue's address holds the place, one venue or
    // several are there ("the one in kapitolyo, open now?", "yung nasa Legazpi Village", "die pizzatent in Brooklyn op de lijst").
    id: 'picks-a-listed-venue-by-area',
    langs: ['en', 'tl', 'nl'],
    examples: ['the one in ueno, is it ok for a wheelchair?', 'Yung nasa Shibuya, anong oras sila nagbubukas?', 'die in Tsukiji?'],
    // ... "and the one in Shibuya, is that one open now?" too: a question about a listed venue there is no search ("open now").
    decide: ({ text, location, listed }) =>
      listed?.some((v) => holdsPlace(v.address ?? '', location)) &&
      areaPick(location).test(text) &&
      (!SEARCHES.test(text) || holdsPlace(CONJOINED_AREA_PICK.exec(text)?.[1] ?? '', location))
        ? true
        : undefined,
  },
  {
    // Issue 17: "Yung nasa Asakusa po, halal ba?", "die in Myeongdong, hoe komen we daar?" pick one of the listed venues by its
    // area though none is there: the message asks of the list, it does not move the search ("yung nasa Makati naman" does).
    id: 'points-at-the-list-by-area',
    langs: ['en', 'tl', 'nl'],
    examples: [
      'Yung nasa Binondo po, may parking ba?',
      'die in De Pijp, is die open?',
      'the one in Shoreditch, open late?',
      'the one near Ueno, is it step-free?',
    ],
    // ... whether or not a list is there to pick from: the pick asks, it never moves (issue 17).
    decide: ({ text, location, query }) =>
      (query === null || query.weak) && pointsByArea(text, location) && !SEARCHES.test(text) && !MOVES.test(text) && !SHIFTS.test(text)
        ? true
        : undefined,
  },
  {
    // Issue 17: "how would we get there from around Museumplein?", "paano pumunta dun galing sa hotel malapit sa shinjuku station",
    // "hoe kom ik daar vanaf Centraal?": where a route starts is where the person is, not where to look next.
    id: 'the-start-of-a-route',
    langs: ['en', 'tl', 'nl'],
    // ... or where the person says they are or stay ("how do I get there from my hostel, I'm staying near the Loop").
    examples: [
      'how would we get there from around Museumplein?',
      'paano pumunta dun galing sa hotel namin malapit sa shinjuku station',
      'how do we get there from our hotel, we are staying near the Jordaan',
    ],
    decide: ({ text, location }) =>
      turnIntentOf(text).kind === 'directions' &&
      (routeStartPattern(location).test(text) || staysNearPattern(location).test(text)) &&
      !SEARCHES.test(text)
        ? true
        : undefined,
  },
  {
    id: 'describes-a-venue-picked-by-number',
    langs: ['en', 'tl', 'nl'],
    examples: ['is the seventh one in Pasig or Makati?'],
    decide: ({ text, resolved }) =>
      resolved?.kind === 'venue' && resolved.how === 'ordinal' && !MOVES.test(text) && !SEARCHES.test(text) ? true : undefined,
  },
  {
    id: 'describes-a-venue-picked-by-name',
    langs: ['en', 'tl', 'nl'],
    examples: ['yung sa Little India'],
    decide: ({ text, resolved, query }) =>
      resolved?.kind === 'venue' &&
      resolved.how !== 'demonstrative' &&
      (query === null || query.weak || REFERS_BY_PLACE.test(text)) &&
      (!MOVES.test(text) || REFERS_BY_PLACE.test(text))
        ? true
        : undefined,
  },
  {
    // Issue 17: small talk keeps the context; asking when to travel or whether to tip somewhere plans no search there.
    // ... a tip for a place to go ("nog een tip voor een jazzbar in Itaewon?") searches, so its query moves it.
    id: 'small-talk-about-a-trip',
    langs: ['en', 'tl', 'nl'],
    examples: ['wanneer kan ik het best naar Manila reizen?', 'do people tip in bali or is that weird'],
    decide: ({ text, location, query }) =>
      query === null && !COUNTRY_NAMES.has(location.toLowerCase()) && TRIP_SMALLTALK.has(smalltalkTopicOf(text)) ? true : undefined,
  },
  {
    // "what's the weather like in manila this week?", "kumusta weather sa SF?": asking about the weather there plans no search.
    // ... "what would you do in ghent on a rainy day?" asks what to do there, so it moves.
    id: 'weather-question',
    langs: ['en', 'tl', 'nl'],
    examples: ["what's the weather like in manila this week, is it still rainy season?", 'kumusta weather sa SF ngayong week?'],
    decide: ({ text, location, query }) =>
      query === null && !COUNTRY_NAMES.has(location.toLowerCase()) && smalltalkTopicOf(text) === 'weather' && !ASKS_WHAT_TO_DO.test(text)
        ? true
        : undefined,
  },
  {
    id: 'a-country-in-a-question',
    langs: ['en', 'tl', 'nl'],
    examples: ['is the Brazen Head really the oldest pub in Ireland'],
    decide: ({ location, resolved, query }) => COUNTRY_NAMES.has(location.toLowerCase()) && (query === null || resolved?.kind === 'venue'),
  },
];

/** The message opens with "and in <place>?", "en in <place>?", "at sa <place>?", or with a comma and why ("En in Singapore, waar we
 * volgende week zijn?"), or asks the same again from a place ("the same from X?", "hetzelfde vanuit X?", "ganun din sa X?"). */
const sameSearchIn = (location: string) =>
  cachedRegExp(
    String.raw`^\s*(?:(?:and|en|at|e)\s+(?:in|sa|te|op|around|near)\s+${escapeRegExp(location)}\s*(?:\?|,\s*(?:waar|where|kung saan|kasi` +
      String.raw`|dahil|want|omdat|since|voor als|for when|pag|kapag)\b)` +
      String.raw`|${SAME_AGAIN}\s+(?:in|from|around|near|for|vanuit|van|te|sa|mula sa|galing sa)\s+${escapeRegExp(location)}\b)`,
    'iu',
  );

/** "naman", "dan", "then", "kanina": a word that shifts the talk to the place just named, or to an earlier list. */
const SHIFTS = /\b(?:naman|then|dan|ook|kanina|earlier|before|eerder|daarnet)\b/i;

/** "what would you do", "wat kunnen we doen", "ano pwedeng gawin": a question about what to do there, whatever the weather. */
const ASKS_WHAT_TO_DO = /\b(?:what|wat|ano)\s(?:[^.?!]{0,40}\s)?(?:do|doen|gawin)\b/i;

/** Small talk about going somewhere, not about the weather there ("and what would you do in ghent on a rainy day?" moves). */
const TRIP_SMALLTALK: ReadonlySet<string | null> = new Set([
  // ... and what to order or what a word means there ("what do people order at a seafood place in Lisbon?", wave bh).
  'foodTerms',
  'bestTime',
  'tipping',
  'travelInfo',
  'connectivity',
  'gettingAround',
  'money',
  'visa',
  'plugs',
  'language',
]);

/** "the one near Ueno", "yung malapit sa Uptown", "die bij Myeongdong" opening a clause: a pick by area too (the closest listed). */
const NEAR_AREA_PICK = new RegExp(
  [
    String.raw`(?:^|[.!?]\s+)(?:(?:ok|okay|sige|hmm|ah|oh|so)[,!]?\s+)?`,
    String.raw`(?:the one\s+near|(?:yung|ung|iyong)\s+malapit\s+sa|(?:die|degene)\s+(?:bij|vlakbij))\s+([^?.!,;:—]+)`,
  ].join(''),
  'iu',
);

/** "the one in X", "yung nasa X", "die in X" opening a clause (not "and the one in X?", "en die in X?", "eh yung sa X?"): words
 * that presuppose one listed venue there. */
/** "die in de Marais", "the one in the Marais": the article before an area is no part of its name. */
const AREA_ARTICLE = /^\s*(?:de|het|the|ang)\s+/i;
function pointsByArea(text: string, location: string): boolean {
  const said = (BARE_AREA_PICK.exec(text) ?? NEAR_AREA_PICK.exec(text))?.[1]?.replace(AREA_ARTICLE, '');
  // ... and the location's own article ("De Pijp") is none either.
  const place = location.replace(AREA_ARTICLE, '');
  return said !== undefined && holdsPlace(` ${said} `.slice(0, place.length + 2), place);
}

function smalltalkTopicOf(text: string): string | null {
  const intent = turnIntentOf(text);
  return intent.kind === 'smalltalk' ? intent.topic : null;
}

/** "the one in X", "the place on X", "yung nasa X", "die pizzatent in X", "X op de lijst": a listed venue picked by where it is. */
function areaPick(location: string): RegExp {
  const place = escapeRegExp(location);
  return new RegExp(
    [
      String.raw`\b(?:the|that)\s+(?:[\p{L}-]+\s+)?(?:one|place|spot)\s+(?:in|on|at|by|near)\s+${place}(?!\p{L})`,
      String.raw`|\b(?:yung|ung|iyong|ang)\s+(?:[\p{L}-]+\s+)?(?:nasa|sa|malapit sa)\s+${place}(?!\p{L})`,
      String.raw`|\b(?:die|dat|degene|diene|dienen)\s+(?:[\p{L}-]+\s+)?(?:in|op|aan|bij|vlakbij)\s+${place}(?!\p{L})`,
      String.raw`|${place}\s+(?:op de lijst|on the list|from the list|sa list(?:ahan)?)\b`,
      String.raw`|\b(?:the|het|de|die|dat|yung|ung)\s+[\p{L}-]+\s+(?:that's|that is|which is|dat|die|na)\s+(?:daar\s+|er\s+|there\s+)?`,
      String.raw`(?:in|on|at|op|aan|nasa)\s+${place}(?!\p{L})`,
    ].join(''),
    'iu',
  );
}

/** The place is a whole word run of the venue's address, case and accents aside. */
function holdsPlace(where: string, location: string): boolean {
  const bare = (text: string) =>
    ` ${text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return bare(where).includes(bare(location));
}

/** The place named after "from", "galing sa", "vanaf", up to a few words later ("from around X", "galing sa hotel malapit sa X"). */
function routeStartPattern(location: string): RegExp {
  return cachedRegExp(
    [
      // ... not past a "to" ("from changi to marina bay": Marina Bay is where the route goes).
      String.raw`\b(?:from|galing(?:\s+(?:sa|ng))?|mula(?:\s+sa)?|vanaf|vanuit)\s+(?:(?!(?:to|naar|papunta|hanggang)\b)[\p{L}'-]+\s+){0,5}`,
      `${escapeRegExp(location)}(?!\\p{L})`,
    ].join(''),
    'iu',
  );
}

/** "I'm staying near the Loop", "nasa Ermita kami", "we zitten in de Pijp": where the person is or sleeps, said in a route ask. */
function staysNearPattern(location: string): RegExp {
  return cachedRegExp(
    [
      String.raw`\b(?:(?:staying|stay|sleeping|naka-?stay|nag-?stay|nakatira|slapen|slaap|logeren|verblijven|zitten|we'?re|we are`,
      String.raw`|i'?m|i am|we zijn|wij zijn|ik ben|zijn we)(?:\s+(?:kami|ako|tayo|we|wij|ik))?(?:\s+(?:right now|now|nu|currently))?`,
      // ... "staying at a hotel near the opera garnier"
      String.raw`(?:\s+(?:at|in|sa)\s+(?:a|an|the|our|my|een|ons|isang)\s+(?:hotel|hostel|airbnb|apartment|appartement|guesthouse))?`,
      String.raw`\s+(?:near|in|at|by|around|sa|malapit sa|bij|in de buurt van|rond)|nasa)\s+`,
      String.raw`(?:the\s+|de\s+|het\s+|'t\s+)?${escapeRegExp(location)}(?!\p{L})`,
    ].join(''),
    'iu',
  );
}

function worthPattern(location: string): RegExp {
  return cachedRegExp(`\\b(?:is|are|isn't)\\s+(?:the\\s+)?${escapeRegExp(location)}\\s+(?:really\\s+|even\\s+|still\\s+)?worth\\b`, 'i');
}

function versusPattern(location: string): RegExp {
  return cachedRegExp(`(?:^|[^\\p{L}])${escapeRegExp(location)}\\s+(?:vs\\.?|versus|or|of|o)\\s+\\p{L}`, 'iu');
}

/** The rule that keeps the known location although the message names `location`, or null when the message moves. */
export function keptBy(
  text: string,
  location: string | null,
  known: string | null,
  resolved: Resolution | null,
  query: ExtractedQuery | null,
  listed: readonly RememberedVenue[] = [],
): string | null {
  if (!location || !known) return null;
  for (const rule of KEEP_LOCATION_RULES) {
    const kept = rule.decide({ text, location, resolved, query, listed });
    if (kept !== undefined) return kept ? rule.id : null;
  }
  return null;
}

export function keepsLocation(
  text: string,
  location: string | null,
  known: string | null,
  resolved: Resolution | null,
  query: ExtractedQuery | null,
): boolean {
  return keptBy(text, location, known, resolved, query) !== null;
}
