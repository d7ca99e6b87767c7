// What the user is looking for: food, cuisines, kinds of place, activities and events, in English,
// Tagalog/Taglish and Dutch. The query is the user's own words (e.g. "korean bbq"), with "music" or
// "sports" put in front of an event word that implies it, so a search for "games" finds sports.
import CATEGORY_SYNONYM_DATA from './rules/category-synonyms.json';
import QUERY_WORDS from './rules/query-words.json';
import { COUNTRY_NAMES, isKnownPlace } from './gazetteer';

const BIKE_PARKING = new RegExp(
  [
    String.raw`\b(?:(?:de|onze|mijn|the|our|my)\s+)?(?:fiets(?:en)?|bikes?|bicycles?|bisikleta)\s+(?:kwijt|stallen|parkeren`,
    String.raw`|neerzetten|vastzetten|parking|rack)\b`,
    String.raw`|\b(?:park|lock|leave|stallen|parkeren|iparada`,
    String.raw`|iwan)\s+(?:(?:the|our|my|de|onze|mijn|ang|yung)\s+)?(?:fiets(?:en)?|bikes?|bicycles?|bisikleta)\b`,
  ].join(''),
  'giu',
);
const EAT_PHRASE = new RegExp(
  [
    String.raw`^(?:something to eat|somewhere to eat|anything to eat|bite to eat|a bite|iets te eten|iets eten|iets lekkers`,
    String.raw`|hapje eten|hapje)\b`,
  ].join(''),
  '',
);
const WHERE_TO_EAT = new RegExp(
  [
    String.raw`\b(?:where to eat|(?:what'?s|whats|what is|is there anything|anything) (?:there |here )?to eat`,
    String.raw`|(?:where|somewhere|anywhere) (?:good |nice )?to (?:eat|grab a bite))\b`,
  ].join(''),
  'i',
);
const ACTIVITY_WORDS = new RegExp(
  [
    String.raw`^(?:(?:fun )?things to do|something (?:fun )?to do|stuff to do|anything to do|what to do|there to do`,
    String.raw`|things to see|what to see|something to see|places to see|must see|must-see|must sees|wat te doen|te doen`,
    String.raw`|te zien|zien|bezoeken|puntahan|pasyalan|mapupuntahan|gagawin)$`,
  ].join(''),
  '',
);

type Kind = 'strong' | 'music' | 'sports' | 'weak' | 'lodging';

/** Everyday words for a kind of attraction, mapped to the category a places search knows. */
const CATEGORY_SYNONYMS: Record<string, string> = CATEGORY_SYNONYM_DATA;

const LEXICON = new Map<string, Kind>();
// Strong words start a new search; weak ones join a span or start one only when nothing is looked for yet; where to
// sleep is a new search even after a specific food query ("ok now I need a hotel near Namba"). A later list wins.
const LEXICON_LISTS: readonly (readonly [readonly string[], Kind])[] = [
  [QUERY_WORDS.WEAK, 'weak'],
  [QUERY_WORDS.CUISINES, 'strong'],
  [QUERY_WORDS.FOODS, 'strong'],
  [QUERY_WORDS.PLACES, 'strong'],
  [QUERY_WORDS.LODGING, 'lodging'],
  [QUERY_WORDS.OTHER_EVENTS, 'strong'],
  [QUERY_WORDS.MUSIC, 'music'],
  [QUERY_WORDS.SPORTS, 'sports'],
];
for (const [list, kind] of LEXICON_LISTS) for (const entry of list) LEXICON.set(entry.replace(/-/g, ' '), kind);
for (const synonym of Object.keys(CATEGORY_SYNONYMS)) LEXICON.set(synonym, 'strong');
const MAX_WORDS = 4;
const GLUE = new Set(['and', '&', 'en', 'n']);

export interface ExtractedQuery {
  query: string;
  /** Weak: only generic words ("restaurants", "events"); it must not replace a specific query. */
  weak: boolean;
  /** Only a kind of lodging ("a hotel near Namba"): replaces a food search, not the event a trip is for. */
  lodging?: boolean;
}

const FOOD_WORDS = new Set(
  [
    ...QUERY_WORDS.CUISINES,
    ...QUERY_WORDS.FOODS,
    ...'food|foods|restaurant|restaurants|eat|eats|eatery|kain|kainan|eten|lunch|dinner|hapunan|tanghalian'.split('|'),
  ].map((w) => w.replace(/-/g, ' ')),
);
/** The query is about food or drink ("takoyaki", "korean bbq", "restaurants"). */
export function isFoodQuery(query: string): boolean {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}&'’]+/u)
    .filter(Boolean);
  return words.some(
    (w, i) =>
      FOOD_WORDS.has(w) ||
      FOOD_WORDS.has(singular(w)) ||
      (i > 0 && FOOD_WORDS.has(`${words[i - 1]} ${w}`)) ||
      SUFFIXES.some((end) => w.endsWith(end) && FOOD_WORDS.has(w.slice(0, -end.length))),
  );
}

const DEFINITE = new Set(['the', 'this', 'that', 'their', 'its', 'your', 'our', 'my', 'yung', 'iyong', 'het', 'dat', 'die', 'da', 'den']);
const ORDINAL_BEFORE = new RegExp(
  [
    String.raw`^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|eerste|tweede|derde|vierde|vijfde`,
    String.raw`|laatste|(?:pang?|pam|ika)-?(?:una|alawa|dalawa|lawa|atlo|tatlo|tlo|a?apat|lima|a?anim|pito|walo|siyam|sampu`,
    String.raw`|huli)(?:ng)?)$`,
  ].join(''),
  '',
);
const PROPERTY_BEFORE = new RegExp(
  [
    String.raw`(?:^|\s)(?:(?:do|does|did) (?:they|it|he|she) (?:\w+ )?(?:have|serve|sell|offer|do)`,
    String.raw`|(?:they|it) (?:have|has|serve|serves|sell|sells|offer|offers)`,
    String.raw`|(?:hebben|serveren|verkopen|doen) (?:ze|zij|jullie|die|de|den|dienen)|heeft (?:het|die|dat|ie|zij|den|dienen)`,
    String.raw`|meron (?:ba )?(?:sila|silang|kayo|kayong)`,
    String.raw`|may (?:\w+ )?(?:sila|silang|kayo|kayong))(?: (?:a|an|any|some|een|ook|also|ng|nang|good|nice|goede|leuke))*$`,
  ].join(''),
  '',
);
const VERB_LIKE = new Set(QUERY_WORDS.VERB_LIKE);
const PEOPLE = new Set(['pinoy', 'pinoys', 'filipino', 'filipinos', 'pilipino', 'pilipinos', 'pinay']);
const PEOPLE_BEFORE = new Set([
  'sa',
  'mga',
  'a',
  'as',
  'bilang',
  'kaming',
  'fellow',
  'for',
  'ang',
  'we',
  'kami',
  'tayong',
  'other',
  'maraming',
  'kapwa',
  'many',
  'most',
]);
const VERB_FOLLOWERS = /^(?:my|your|the|what|that|this|our|his|her|their|all|any|with)$/;
const VENUE_KIND_END = new RegExp(
  [
    String.raw`(?:^|\s)(?:hawker cent(?:re|er)s?|food courts?|restaurants?|places?|spots?|bars?|cafes?|cafés?|markets?|stalls?`,
    String.raw`|shops?|joints?|eatery|eateries|diners?|pubs?|bistros?|kainan|karinderya|tentjes|zaken|restaurantjes?)$`,
  ].join(''),
  '',
);
/** The meal words of a span: "lunch" of "lunch spots". */
function mealOf(span: Span): string {
  return span.words.filter((w) => MEAL_WORDS.test(w)).join(' ');
}
const AMENITY = /^(?:(?:a |the )?(?:views?|uitzicht|tanawin|terras|terrasje|terrace|rooftop|roof deck|view deck|sea view|zeezicht))$/;
const MEAL_WORDS = /\b(?:breakfast|brunch|lunch|dinner|supper|almusal|tanghalian|hapunan|merienda|ontbijt|lunchen|dineren|avondeten)\b/i;
/** The question that asks for the search: "where ...", "any good ...", "may ... ba", "zijn er ...". */
const WHERE_ASK = new RegExp(
  [
    String.raw`\b(?:where|saan|san|waar|any|anything|somewhere|anywhere|is there|are there|is er|zijn er|zijn daar|may|meron`,
    String.raw`|mayroon|ano(?:ng)? (?:magandang|masarap na|masarap))\b`,
  ].join(''),
  'i',
);
function asksBefore(text: string, at: number): boolean {
  const before = text.slice(0, at);
  if (/\b(?:where|saan|san|waar|any|anything|somewhere|anywhere|is there|are there|is er|zijn er|zijn daar)\b/i.test(before)) return true;
  // "may concert kami ...": "may" before the thing and a pronoun after it says "we have", not "is there".
  if (/\b(?:may|meron|mayroon)\s*$/i.test(before)) return !/^\S+(?:\s+\S+)?\s+(?:kami|tayo|ako|kaming)\b/i.test(text.slice(at));
  return /\b(?:may|meron|mayroon)\b/i.test(before);
}
const CORRECTION = /\b(?:maybe|actually|how about|what about|instead|rather|prefer|liever|toch|na lang|nalang|or)\b/i;

interface Span {
  words: string[];
  kinds: Kind[];
  start: number;
  end: number;
}

/** The one search for "what should I see / do there": sights first, so that a search for it finds them and the context line
 * says what was asked ("what's worth seeing", "ano magandang puntahan", "wat moet ik zien"). */
export const THINGS_TO_DO = 'sights and things to do';
export function extractQuery(input: string): ExtractedQuery | null {
  // A message that starts after a removed prefix (" ok what about X") opens like any other.
  // "kunnen we daar de fietsen kwijt?", "where can we park our bikes?": where to leave the bikes is no search for bikes.
  const text = input.trim().replace(BIKE_PARKING, ' ');
  const tokens = [...text.matchAll(/[\p{L}\p{N}&'’]+/gu)];
  const original = tokens.map((t) => t[0]);
  const words = original.map((w) => w.toLowerCase());
  const spans: Span[] = [];
  let current: Span | null = null;
  const close = () => {
    if (current) spans.push(current);
    current = null;
  };
  for (let i = 0; i < words.length;) {
    const hit = longestEntry(words, i);
    // "before that, coffee in neukölln?": a word after a comma is not the article's noun.
    const afterComma = i > 0 && /[,;:.!?]/.test(text.slice((tokens[i - 1].index ?? 0) + original[i - 1].length, tokens[i].index ?? 0));
    // "fair. hotel's in the marais ...": "fair" said as a reply is no fair to visit.
    if (
      hit &&
      hit.length === 1 &&
      words[i] === 'fair' &&
      sentenceStart(text, tokens, i) &&
      /^\s*[.,!]/.test(text.slice((tokens[i].index ?? 0) + original[i].length))
    ) {
      i += 1;
      continue;
    }
    if (
      hit &&
      !current &&
      !afterComma &&
      skipsAsReference(original, words, i, hit.length, sentenceStart(text, tokens, i), spaceOnlyAfter(text, tokens, i + hit.length - 1))
    ) {
      i += hit.length;
      continue;
    }
    if (hit) {
      current ??= { words: [], kinds: [], start: tokens[i].index ?? 0, end: 0 };
      current.words.push(...words.slice(i, i + hit.length));
      current.kinds.push(hit.kind);
      i += hit.length;
      current.end = (tokens[i - 1].index ?? 0) + original[i - 1].length;
      continue;
    }
    // "pizza and pasta", "koffie en gebak": a conjunction between two entries keeps the span going.
    const next = i + 1 < words.length ? longestEntry(words, i + 1) : null;
    if (current && GLUE.has(words[i]) && next && next.kind !== 'weak' && (current as Span).kinds.at(-1) !== 'weak') {
      (current as Span).words.push(words[i]);
      i += 1;
      continue;
    }
    close();
    i += 1;
  }
  close();
  const strong = spans.filter((span) => span.kinds.some((kind) => kind !== 'weak'));
  if (strong.length) {
    // A later kind of place after "maybe", "actually", "instead" corrects the first one.
    let chosen = strong[0];
    for (const later of strong.slice(1)) {
      // "after brunch, may museum ba malapit?": a meal said as when comes before what is looked for.
      if (
        /\b(?:after|before|pagkatapos ng|bago ang|na de|na het|voor de|voor het)\s+(?:the\s+|our\s+|ng\s+|ang\s+)?$/i.test(
          text.slice(0, chosen.start),
        ) &&
        MEAL_WORDS.test(chosen.words.join(' '))
      ) {
        chosen = later;
        continue;
      }
      // "a beach day in cascais — where can we rent bikes there?": what the where-question asks for is the search.
      // ... Tagalog "may" opening the message says "we have" ("may concert kami sa Araneta, saan pwede mag-hotel?").
      const asks = WHERE_ASK.test(text.slice(chosen.end, later.start)) && !asksBefore(text, chosen.start);
      // "the best hawker centre for chicken rice": the kind of place is where, the dish after "for" is what.
      // ... a meal after "for" is when, not what ("hawker centres for breakfast").
      const forDish =
        VENUE_KIND_END.test(chosen.words.join(' ')) &&
        !MEAL_WORDS.test(later.words.join(' ')) &&
        !/^(?:drinks?|a drink|cocktails?|beers?|wine)$/.test(later.words.join(' ')) &&
        (/^\s+(?:(?:there|here|nearby|dito|daar|doon|dun|in town)\s+)?(?:for|voor|para sa|para)\s+(?:some\s+|a\s+|good\s+)?$/i.test(
          text.slice(chosen.end, later.start),
        ) ||
          /\b(?:has|have|serves?|with|does)\s+(?:the\s+)?(?:best|good|great|nicest|tastiest|decent)\s+$/i.test(
            text.slice(chosen.end, later.start),
          ));
      // "a rooftop bar ..., somewhere with a view of the river": a view or terrace describes what was asked for.
      if (AMENITY.test(later.words.join(' ')) && !CORRECTION.test(text.slice(chosen.end, later.start))) continue;
      // "mezcal bars for later, anything with live music?": what the place should have, not another search.
      if (/\b(?:with|met|na may|may)\s+(?:some\s+|a\s+|een\s+)?$/i.test(text.slice(chosen.end, later.start))) continue;
      // "gumbo and maybe live music": "and maybe" adds a wish, it does not correct the first.
      const corrects =
        CORRECTION.test(text.slice(chosen.end, later.start)) &&
        !/\b(?:and|en|at|tapos)\s+(?:maybe|misschien|baka|siguro)(?:\s+(?:some|a|an|een|wat|ng))?\s*$/i.test(
          text.slice(chosen.end, later.start),
        );
      // "waar drink ik een goei pintje": a bare "drink" or "eat" is the verb before what is drunk or eaten.
      const verbFirst = chosen.words.length === 1 && /^(?:drink|drinks|eat|dine)$/.test(chosen.words[0]);
      // "island hopping bukas, may mairerekomenda ka bang tour?": a tour or trip asked for after an activity is that activity's.
      // ... unless a word says which ("may sardine run tours ba?").
      if (
        /^(?:tours?|trips?|packages?|guides?)$/.test(later.words.join(' ')) &&
        /(?:^|\s)(?:a|an|any|some|good|ng|bang|ba|ka|na|een|goede|the|de|mga|ang|yung)\s+$/i.test(text.slice(0, later.start))
      )
        continue;
      // "ok we booked near victory monument. boat noodles nearby?": a statement first, then the question that asks for something.
      const asksAfter =
        /[.!]\s/.test(text.slice(chosen.end, later.start)) && /\?\s*$/.test(text) && !text.slice(0, later.start).includes('?');
      // "date night sa alabang, steak sana": what the user hopes for is the search.
      const wished = /^\s+sana\b/i.test(text.slice(later.end));
      // "staying at a hotel in midtown nyc, need a good bagel spot": the hotel is where the user sleeps; what they need follows.
      const base =
        chosen.kinds.every((kind) => kind === 'lodging' || kind === 'weak') &&
        (/\b(?:staying at|stay at|we'?re at|i'?m at|from|near|our|my)\s+(?:a\s+|the\s+|our\s+|my\s+)?$/i.test(
          text.slice(0, chosen.start),
        ) ||
          /^['’]s\b/.test(text.slice(chosen.end)));
      // "ano magandang night market sa hong kong? mag shopping sana kami": the question asked first is the search, the
      // statement after it only why.
      const askedFirst = text.slice(chosen.end, later.start).includes('?') && !text.slice(later.end).includes('?') && !corrects;
      if (!askedFirst && (asks || forDish || corrects || verbFirst || asksAfter || wished || base)) chosen = later;
    }
    // "vegetarian restaurants in edinburgh old town": a known word inside the place after "in <city>" is where, not what.
    const placeWord = LOCATIVE_BEFORE.test(text.slice(0, chosen.start))
      ? spans.find((span) => span.end <= chosen.start && !GENERIC_PLACE.test(span.words.join(' ')) && span.kinds.length)
      : undefined;
    if (
      placeWord &&
      strong.length === 1 &&
      /^(?:old town|oude stad|old city|downtown|city centre|city center|centrum|binnenstad)$/.test(chosen.words.join(' '))
    )
      return { query: placeWord.words.join(' '), weak: placeWord.kinds.every((kind) => kind === 'weak') };
    // "any good lunch spots near the palaces?": what comes after "near the" is where, when a meal was asked for before it.
    const mealBefore = spans.find(
      (span) => span.end <= chosen.start && span.kinds.every((kind) => kind === 'weak') && MEAL_WORDS.test(span.words.join(' ')),
    );
    if (
      mealBefore &&
      /\b(?:near|close to|next to|by|around|bij|vlakbij|naast|malapit sa)\s+(?:the\s+|de\s+|het\s+|ang\s+)?$/i.test(
        text.slice(0, chosen.start),
      )
    ) {
      return { query: mealOf(mealBefore), weak: true };
    }
    // "a day trip to Sintra. where should we eat lunch there?": a meal the where-question asks for is the search, not the trip.
    const meal = spans.find(
      (span) =>
        span.start > chosen.end &&
        span.kinds.every((kind) => kind === 'weak') &&
        MEAL_WORDS.test(span.words.join(' ')) &&
        WHERE_ASK.test(text.slice(chosen.end, span.start)),
    );
    if (meal && !isFoodQuery(chosen.words.join(' '))) return { query: mealOf(meal), weak: true };
    // "lunch spots in den haag? iets met een goede view": a view or a terrace is what the meal should have, not the search.
    const mealFirst = AMENITY.test(chosen.words.join(' '))
      ? spans.find((span) => span.kinds.every((kind) => kind === 'weak') && MEAL_WORDS.test(span.words.join(' ')))
      : undefined;
    if (mealFirst) return { query: `${mealOf(mealFirst)} ${chosen.words.join(' ')}`, weak: false };
    let query = withModifiers(text, chosen, withCategory(trimWeak(chosen)));
    // "porchetta sandwiches near Testaccio", "kimchi jjigae too": the framed phrase around a known word is more specific.
    const framed = openFrame(text);
    // "we're at a hotel near roma termini. best carbonara within walking distance?": the dish asked for, not the user's hotel.
    if (
      framed &&
      !framed.includes(query) &&
      chosen.kinds.every((kind) => kind === 'lodging' || kind === 'weak') &&
      /\b(?:staying at|stay at|we'?re at|i'?m at|from|near|our|my)\s+(?:a\s+|the\s+|our\s+|my\s+)?$/i.test(text.slice(0, chosen.start))
    )
      return { query: framed, weak: false };
    if (framed && framed !== query && ` ${framed} `.includes(` ${query} `)) query = framed;
    // "something sweet after, like kremšnita": the example given is the search.
    else if (framed && COMMA_TAIL.exec(text)?.[2]) query = framed;
    // "X in <city> near the fish market": a known word inside the place phrase after the framed dish names the place, not the search.
    // "eethuisjes in <town> met X": the dish after "with" is the search, the kind of venue only its setting.
    else if (
      WITH_DISH.exec(text)?.[1] &&
      /^\s+(?:in|near|bij|sa)\s/iu.test(text.slice(chosen.end)) &&
      frameWords(WITH_DISH.exec(text)![1], true)
    )
      query = frameWords(WITH_DISH.exec(text)![1], true)!;
    else if (
      framed &&
      !CORRECTION.test(text) &&
      text.slice(0, chosen.start).toLowerCase().includes(framed) &&
      LOCATIVE_BEFORE.test(text.slice(0, chosen.start))
    )
      query = framed;
    const lodging = chosen.kinds.every((kind) => kind === 'lodging' || kind === 'weak');
    query = inEnglish(query);
    return { query: chosen.kinds.some(isEventKind) || /\bevents?\b/.test(query) ? withWhen(query, text) : query, weak: false, lodging };
  }
  // "where should I stay near the Royal Mile?", "waar kunnen we overnachten?": a search for a place to sleep.
  if (WHERE_STAY.test(text)) return { query: 'hotel', weak: false, lodging: true };
  const framed = openFrame(text);
  if (framed) return { query: framed, weak: false };
  // "anything happening this weekend?", "what's on in Melbourne?", "anong ganap sa BGC?": a search for events.
  if (HAPPENING.test(text)) return { query: withWhen('events', text), weak: true };
  // "what should I see in town?", "what can we do there tonight?": a search for sights and activities.
  // "welke tempels moet ik echt zien?", "which temples should I visit": the kind of sight asked about is the search.
  const sight = WHICH_TO_SEE.exec(text)?.[1]?.toLowerCase();
  if (sight && !FRAME_REJECT.has(sight) && !FRAME_DROP.has(sight)) return { query: sight, weak: false };
  if (WHAT_TO_DO.test(text) || SOMETHING_TO_DO.test(text))
    return { query: FREE.test(text) ? 'free things to do' : THINGS_TO_DO, weak: true };
  // "a good spot for a birthday dinner": a meal or a kind says more than "spot" or "place".
  const weak =
    spans.find((span) => span.kinds.length && !GENERIC_PLACE.test(span.words.join(' '))) ?? spans.find((span) => span.kinds.length);
  // "where to eat in leuven", "whats there to eat": the question itself asks for food.
  if (!weak) return WHERE_TO_EAT.test(text) ? { query: 'food', weak: true } : null;
  // "where can I see a water puppet show?": what the show or bar is of makes the search specific.
  const specific = withModifiers(text, weak, weak.words.join(' '));
  if (specific !== weak.words.join(' ')) return { query: /\bshows?\b/.test(specific) ? withWhen(specific, text) : specific, weak: false };
  // "something to eat", "een hapje": a search for food; "somewhere to eat vegetarian food" for what comes after it.
  const query = weak.words.join(' ').replace(EAT_PHRASE, '').trim() || 'food';
  // "whats there to do in bath", "ano magandang puntahan", "wat moet ik zien": one generic search for sights and activities.
  // "wat moet ik qua architectuur zien?": what the sights are about is the search.
  const about = QUA.exec(text)?.[1]?.toLowerCase();
  if (ACTIVITY_WORDS.test(query) && about && !FRAME_REJECT.has(about) && !FRAME_DROP.has(about)) return { query: about, weak: false };
  if (ACTIVITY_WORDS.test(query)) return { query: FREE.test(text) ? 'free things to do' : THINGS_TO_DO, weak: true };
  // "saan masarap kumain?": the verb asks for a place to eat.
  if (/^(?:kumain|makakain|kakain|kain)$/.test(query)) return { query: 'kainan', weak: true };
  return { query: /\b(?:events?|evenementen|shows?)\b/.test(query) ? withWhen(query, text) : query, weak: true };
}

/** Dutch cuisine adjectives whose English name has another stem ("surinaams" holds no "surinam"): the search, and anyone
 * reading the context line, gets the English word. */
const CUISINE_IN_ENGLISH: Record<string, string> = {
  surinaams: 'surinamese',
  surinaamse: 'surinamese',
  grieks: 'greek',
  griekse: 'greek',
  frans: 'french',
  franse: 'french',
  spaans: 'spanish',
  spaanse: 'spanish',
  marokkaans: 'moroccan',
  marokkaanse: 'moroccan',
  duits: 'german',
  duitse: 'german',
  hollands: 'dutch',
  hollandse: 'dutch',
  vlaams: 'flemish',
  vlaamse: 'flemish',
  libanees: 'lebanese',
  libanese: 'lebanese',
};
function inEnglish(query: string): string {
  return query.replace(/\p{L}+/gu, (word) => CUISINE_IN_ENGLISH[word] ?? word);
}

/** Kinds of venue or event a word before them can specify: "a vermouth bar", "a water puppet show", "a vinyl shop". */
const HEAD_KIND = new RegExp(
  [
    String.raw`^(?:places|spots|joints|bar|bars|show|shows|shop|shops|store|stores|market|markets|stall|stalls|truck|trucks`,
    String.raw`|festival|festivals|class|classes|workshop|workshops|tour|tours|club|clubs|sandwich|sandwiches|pie|pies|cake`,
    String.raw`|cakes|tart|tarts|soup|stew|roll|rolls|bun|buns|pastry|pastries|sausage|sausages|cheesecake)$`,
  ].join(''),
  '',
);
/** Words before a kind that describe it rather than say what it is of. */
const DESCRIBES = new Set(QUERY_WORDS.DESCRIBES);
function withModifiers(text: string, span: Span, query: string): string {
  const head = span.words.at(-1) ?? '';
  if (span.words.length !== 1 || !HEAD_KIND.test(head)) return query;
  const lead = /(?<![\p{L}\p{N}'’-])((?:\p{Ll}+\s+){1,2})$/u.exec(text.slice(0, span.start));
  // "is that the place that's a car repair shop by day?": a description of a venue, not a search.
  // ... but "what are some mezcal bars" asks for them.
  if (
    !lead ||
    (/\b(?:that'?s|that is|it'?s|it is|is|was|are|were)\s+(?:a|an|the)?\s*$/i.test(text.slice(0, lead.index)) &&
      !/\b(?:what|which|where|who)\s+(?:are|were|is)\s*$/i.test(text.slice(0, lead.index)))
  )
    return query;
  const before = lead[1].trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of before.reverse()) {
    const w = word.toLowerCase();
    if (
      w.length < 3 ||
      DESCRIBES.has(w) ||
      FRAME_DROP.has(w) ||
      FRAME_REJECT.has(w) ||
      FRAME_DROP_MORE.has(w) ||
      CLAUSE_WORDS.has(w) ||
      DEFINITE.has(w) ||
      GLUE.has(w) ||
      INNER_GLUE.has(w) ||
      isKnownPlace(w) ||
      LEXICON.has(w) ||
      /(?:ly|est|ful|ous)$/.test(w)
    )
      break;
    kept.unshift(w);
  }
  return kept.length ? `${kept.join(' ')} ${query}` : query;
}

/** Open vocabulary: the noun phrase in a search frame when no known word is there ("find me khachapuri in Tbilisi",
 * "hanap ka ng bulalo sa Tagaytay", "ik zoek stroopwafels bij de markt"), without adjectives, numbers or the place. */
/** The phrase must be followed by a place: a preposition, then a capitalised or known place name. */
const PLACE_AFTER = new RegExp(
  [
    String.raw`^\s+(?:in|near|around|at|sa|bij|op|rond|rondom|nabij|malapit(?:\s+sa)?)\s+(?:the\s+`,
    String.raw`|de\s+)?([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?`,
  ].join(''),
  'iu',
);
const FRAMES = [
  String.raw`\b(?:find(?: me| us)?|any|best|good|great|need(?: some| a| an)?|recommend|eat|try|taste|goede|goeie|goei` +
    String.raw`|leuke|lekkere|gezellige)\s+`,
  String.raw`\b(?:where (?:can|could|should|do) (?:i|we|you) go(?:\s+for` +
    String.raw`|\s+to\s+(?:a|an))?(?!\s+(?:to|next|now|from|after|with)\b)|is there (?:a|an|any)|are there any` +
    String.raw`|(?:is|are)(?: the)?(?=[^?.!]*\bworth\b)|looking for|look for|craving` +
    String.raw`|where (?:should|can|do|could) (?:i|we|locals|people|ppl) go for` +
    String.raw`|(?:where|what)(?:'s|’s| is) (?:good|best|nice|great) for` +
    String.raw`|where(?:'s|’s| is| are) the (?:best|nicest|tastiest|most authentic)` +
    String.raw`|where (?:can|could|do|should|would) (?:i|we|you|locals|the locals|people|ppl) (?:eat|get|try|find|buy|have` +
    String.raw`|see|watch|hear|rent|hire|book|do a|do an)|where to (?:eat|get|try|find|buy))\s+`,
  String.raw`\b(?:hanap(?:an)?(?:\s+(?:mo|ka|nyo|niyo))?(?:\s+(?:ako|kami))?\s+ng|gusto\s+ko(?:ng)?(?:\s+ng)?` +
    String.raw`|kain\s+tayo\s+ng|kailangan\s+ko\s+ng` +
    String.raw`|(?:bumili|makabili|makakabili|mabibili|bibili|mabili|makakita|makita|makakakita|manood|makapanood|kumain` +
    String.raw`|makakain|mag-?rent|magrenta|umupa)\s+(?:ng|nang)` +
    String.raw`|sa?an\s+(?:ba\s+)?(?:masarap|maganda|pwede|pde|pwde` +
    String.raw`|may)(?:\s+na)?(?:\s+mag-?)?(?:\s+(?:bumili|kumain|mabili|makabili|makakita|makita|manood|makapanood|rent` +
    String.raw`|renta|upa)\s+(?:ng|nang)|\s+para\s+sa)?|may(?=\s[^?.!]*\sba\s+sa\s)` +
    String.raw`|ano(?:ng)?\s+(?:mga\s+)?(?:magandang|magagandang|masarap\s+na|masasarap\s+na|sikat\s+na))\s+`,
  String.raw`\b(?:welke(?=\s+\p{L}+\s+(?:in|bij|rond)\s+\p{Lu})|ik zoek|zoek|zijn er|zijn daar|is er|is daar` +
    String.raw`|weet je (?:nog |ergens )?(?:een|ne|nen)|(?:ik )?(?:heb|had) (?:goesting|zin|trek) in` +
    String.raw`|waar (?:kan|kunnen|kunt|kunde|vind|haal|koop|krijg|eet|drink|proef|huur) (?:ik|je|we|u|ge|gij)?` +
    String.raw`|waar (?:eten|drinken|vinden|halen|kopen|proeven) (?:we|wij|jullie)|tips voor|ken je)\s+`,
  // "somewhere for haggis before a show?", "ergens voor een goede kapsalon"
  String.raw`\b(?:somewhere|anywhere|someplace|a place|a spot|ergens)\s+(?:for|voor|to (?:eat|get|try|have))\s+(?:some\s+` +
    String.raw`|a\s+|good\s+|een\s+|goede\s+|lekkere\s+)?`,
  // "10 spots for deep dish in chicago", "any good spots in sintra for travesseiros?"
  String.raw`\b(?:spots?|places?|options?|recommendations?|ideas?|suggestions?|adres|adresje|adressen|plek|plekje|plekken` +
    String.raw`|tentje|tip|tips)(?:\s+(?:in|near|around|bij)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)?\s+(?:for|voor)\s+`,
].map((frame) => new RegExp(frame, 'iu'));
/** Frames that open the message or a sentence: "cacio e pepe in Trastevere", "and flamenco around Triana?",
 * "ok smoked meat too pls", "e yung halo-halo din?" — the phrase must then be followed by a place or a "too/nearby" tail,
 * and (after "and/what about") may also end the message. */
const INTERJECTION =
  String.raw`ok(?:ay)?|nice|great|cool|thanks|thx|never mind|nevermind|so|sige|oke|oké|prima|hmm*|hm|uhm*|umm*|ah|ahh|oh` +
  String.raw`|ooh|eh|well|nou|ja|aha|ay|ayy`;
const OPENING = new RegExp(String.raw`(?:^|[.!?]\s+)(?:(?:${INTERJECTION})[,.!]?\s+)*`, 'giu');
// ... "what about" mid-sentence too, typed without a full stop before it ("heading to budapest after what about lángos there").
const FOLLOW_UP = new RegExp(
  String.raw`(?:^|[.!?,]\s*|\s(?=(?:what|how) about\s))(?:(?:${INTERJECTION})[,.!]?\s+)?(?:also\s+|ook\s+` +
    String.raw`|tsaka\s+)?(?:and|and also|what about|how about|e|eh|tapos|at|en|en ook)\s+`,
  'giu',
);
const TAIL = new RegExp(
  [
    String.raw`^\s*(?:(?:nearby|near here|around here|close by|too|also|as well|in de buurt|hier in de buurt|ook|din|rin|dito`,
    String.raw`|malapit(?:\s+(?:dun|doon|dito|diyan|dyan|jan))?|naman|anywhere|somewhere)\s*)+(?:(?:please|pls|po|graag|tonight`,
    String.raw`|today|vanavond|vandaag|(?:on|this|next)\s+\p{L}+(?:\s+(?:night|evening|morning|afternoon))?)\s*)*[?.!]*\s*$`,
  ].join(''),
  'iu',
);
const BARE_END = new RegExp(
  [
    String.raw`^\s*(?:(?:please|pls|po|graag|tonight|today|vanavond|vandaag`,
    String.raw`|on (?:a )?(?:week)?(?:mon|tues|wednes|thurs|fri|satur|sun|week)?(?:day|night|end)s?`,
    String.raw`|this (?:weekend|evening|afternoon|morning)|at night)\s*)*[?.!]*\s*$`,
  ].join(''),
  'iu',
);
/** "pork soup there?", "and what about lángos there": a pointer to the city just named, as a question or after "and/what about". */
const THERE_QUESTION = /^\s*(?:there|over there|daar|doon|dun)\s*\?+\s*$/iu;
const THERE_END = /^\s*(?:there|over there|daar|doon|dun)\s*[?.!]*\s*$/iu;
/** "and cao lau? where's good for that", "En kibbeling? Waar haal ik die?": a where-question after the bare phrase. */
const WHERE_AFTER = new RegExp(
  [
    String.raw`^\s*[?,]\s*(?:where(?:'s|’s| is| are| can| do| should| would)?|waar|saan|any (?:good|recommendations?|recs)`,
    String.raw`|anywhere|somewhere|ken je)\b`,
  ].join(''),
  'iu',
);
/** "Fondue restaurants graag", "poke spots pls": a phrase that ends in a kind of venue is a search on its own. */
const VENUE_NOUN_END = new RegExp(
  [
    String.raw`\s(?:restaurants|places|spots|shops|stalls|bars|cafes|cafés|experiences|zaken|zaakjes|tentjes|restaurantjes`,
    String.raw`|winkels)$`,
  ].join(''),
  'iu',
);
const PHRASE_END = new RegExp(
  [
    String.raw`^[\p{L}'’ -]{3,40}?(?=\s*(?:[?.!,]|$`,
    String.raw`|\s(?:nearby|near here|around here|close by|too|also|as well|there|over there|in de buurt|hier in de buurt|ook`,
    String.raw`|daar|din|rin|dito|doon|dun|malapit|naman|please|pls|po|graag|tonight|today|vanavond|vandaag|anywhere|somewhere`,
    String.raw`|on (?:a )?(?:week)?(?:mon|tues|wednes|thurs|fri|satur|sun|week)?(?:day|night|end)s?`,
    String.raw`|this (?:weekend|evening|afternoon|morning)|at night)\b))`,
  ].join(''),
  'iu',
);
/** A phrase with a reference word picks a listed venue ("and the first one?", "what about that one"). */
const REFERENCE_WORD = new RegExp(
  [
    String.raw`(?:^|\s)(?:the|that|this|those|these|one|ones|it|them|yung|iyong|die|dat|deze|first|second|third|last|eerste`,
    String.raw`|tweede|derde|laatste|una|huli|pangalawa|other|andere|anderen|den|dienen)(?=\s|$)`,
  ].join(''),
  'iu',
);
/** Short words allowed inside a dish name: "cacio e pepe", "pão de queijo", "fish n chips". */
const LEADING_GLUE = new Set(['and', 'en', 'at', 'tapos', 'also', 'ook', 'plus', 'for', 'voor', 'para']);
const INNER_GLUE = new Set(['e', 'y', 'n', '&', 'di', 'da', 'al', 'la', 'de', 'du', 'con', 'met', 'with']);
const LOCATIVE_BEFORE = /\s(?:in|near|around|at|sa|bij|nabij|rond)\s+(?:[\p{L}'’-]+\s+){0,3}$/iu;
const PHRASE = /^[\p{L}'’ -]{3,40}?(?=\s+(?:in|near|around|at|sa|bij|op|rond|rondom|nabij|malapit)\s)/iu;

const LOCATIVE_END = /^\s+(?:in|near|around|sa|bij|rond|nabij)\s+[\p{L}'’ -]{2,30}[?.!]*\s*$/iu;
function placeFollows(rest: string): boolean {
  const next = PLACE_AFTER.exec(rest);
  if (!next) return false;
  const [, first, second] = next;
  if (/^\p{Lu}/u.test(first) || isKnownPlace(first) || (second !== undefined && isKnownPlace(`${first} ${second}`))) return true;
  // "somewhere for travesseiros near the station": a station, the centre or the harbour is a place too.
  if (/^(?:station|centrum|airport|harbou?r|haven|pier|plaza|plein)$/i.test(first)) return true;
  // Further on in the same part: "near faneuil hall boston", "bij de haven in Hamburg".
  const part = rest
    .slice(next[0].length)
    .split(/[?.!,;]/)[0]
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4);
  return part.some(
    (w, i) => /^\p{Lu}/u.test(w) || isKnownPlace(w.toLowerCase()) || (i > 0 && isKnownPlace(`${part[i - 1]} ${w}`.toLowerCase())),
  );
}
const FRAME_DROP = new Set(QUERY_WORDS.FRAME_DROP);
// "and tenth?": an ordinal is a pick, never a dish.
const FRAME_REJECT = new Set(QUERY_WORDS.FRAME_REJECT);
const CAN_WE = new RegExp(
  [
    String.raw`\b(?:kunnen|kan|kunt|kunde)\s+(?:we|wij|ik|je|jullie|ge`,
    String.raw`|gij)\s+(?:(?:daar|er|hier|ergens|ook|nog)\s+)*(?:in de buurt\s+|in de omgeving\s+)?`,
  ].join(''),
  'iu',
);
const LEADING_WHERE_AND_WHEN = new RegExp(
  [
    String.raw`^(?:(?:in|bij|rond|sa)\s+\p{Lu}[\p{L}'’-]*\s+|'s\s+(?:middags|avonds|ochtends|morgens)\s+`,
    String.raw`|(?:hier\s+|daar\s+|er\s+)?in de buurt\s+|(?:hier|daar|er)\s+)+`,
  ].join(''),
  'u',
);
function openFrame(text: string): string | null {
  // "restaurants in <town> met X", "iets met X, echt lokaal": the dish after "with".
  const withDish = WITH_DISH.exec(text)?.[1];
  if (withDish && !REFERENCE_WORD.test(withDish) && !hasClauseWord(withDish)) {
    const words = frameWords(withDish, true);
    if (words) return words;
  }
  for (const frame of FRAMES) {
    const start = frame.exec(text);
    if (!start) continue;
    // "waar eet je in Maastricht het beste zuurvlees?", "waar haal ik 's middags ne goeie smos?": where and when come first in Dutch.
    const rest = text.slice(start.index + start[0].length).replace(LEADING_WHERE_AND_WHEN, '');
    const placed = PHRASE.exec(rest)?.[0];
    // In a search frame, a locative phrase that ends the message is a place whatever its case ("waar eet ik X in jogja?").
    if (placed && (placeFollows(rest.slice(placed.length)) || LOCATIVE_END.test(rest.slice(placed.length)))) {
      // "may magandang X ba sa <town>": the question particle before the place is no part of the phrase.
      const words = frameWords(placed.replace(/\s+ba$/iu, ''));
      if (words) return words;
    }
    // "waar haal ik de beste vlaai?", "saan may masarap na bulalo?": the phrase ends the message.
    // "any pottery shops?": after "any/best" the phrase may end the message only when it names a kind of venue.
    const found = PHRASE_END.exec(rest)?.[0];
    // ... or, after "good", when "around here / nearby" follows ("where's good cendol around here?").
    const ending =
      frame === FRAMES[0] &&
      !VENUE_NOUN_END.test(` ${found ?? ''}`) &&
      !(
        found && /^\s+(?:around here|nearby|near here|close by|in de buurt|hier in de buurt|malapit dito)\b/i.test(rest.slice(found.length))
      )
        ? undefined
        : found;
    // ... or ends its sentence ("ik heb goesting in stoverij met frietjes. Waar moet ik zijn?").
    if (
      ending &&
      (TAIL.test(rest.slice(ending.length)) ||
        BARE_END.test(rest.slice(ending.length)) ||
        THERE_END.test(rest.slice(ending.length)) ||
        (/\b(?:goesting|zin|trek) in\s*$/i.test(start[0]) && /^\s*[.!?]\s+\S/.test(rest.slice(ending.length)))) &&
      !REFERENCE_WORD.test(ending)
    ) {
      const words = frameWords(ending);
      if (words) return words;
    }
  }
  for (const [opening, bareEnd] of [
    [OPENING, false],
    [FOLLOW_UP, true],
  ] as const) {
    for (const start of text.matchAll(opening)) {
      const rest = text.slice((start.index ?? 0) + start[0].length);
      if (!rest || (/^\p{Lu}/u.test(rest) && isKnownPlace(rest.split(/[\s?.!,]+/)[0]))) continue;
      const placed = PHRASE.exec(rest)?.[0];
      const venueNoun = placed !== undefined && VENUE_NOUN_END.test(placed) && PLACE_AFTER.test(rest.slice(placed.length));
      if (placed && !REFERENCE_WORD.test(placed) && !hasClauseWord(placed) && (venueNoun || placeFollows(rest.slice(placed.length)))) {
        const words = frameWords(placed);
        if (words) return words;
      }
      const ending = PHRASE_END.exec(rest)?.[0];
      const after = ending ? rest.slice(ending.length) : '';
      const ends =
        TAIL.test(after) ||
        THERE_QUESTION.test(after) ||
        (bareEnd && (BARE_END.test(after) || WHERE_AFTER.test(after) || THERE_END.test(after))) ||
        (BARE_END.test(after) && VENUE_NOUN_END.test(ending ?? ''));
      if (ending && !REFERENCE_WORD.test(ending) && !hasClauseWord(ending) && ends) {
        const words = frameWords(ending);
        if (words) return words;
      }
    }
  }
  // Dutch verb-final: "waar kan ik (in <town>) X kopen?", "waar koop ik X om mee te nemen?".
  const dutch = DUTCH_FRAME.exec(text);
  if (dutch) {
    const object = DUTCH_OBJECT.exec(text.slice(dutch.index + dutch[0].length).replace(/^(?:in|bij|rond)\s+[\p{L}'’-]+\s+/iu, ''))?.[1];
    const words = object && !REFERENCE_WORD.test(object) ? frameWords(object, true) : null;
    if (words) return words;
  }
  // "Kunnen we daar in de buurt smørrebrød eten?": the same verb-final object after "can we".
  const canWe = CAN_WE.exec(text);
  if (canWe) {
    const object = DUTCH_OBJECT.exec(text.slice(canWe.index + canWe[0].length))?.[1];
    const words = object && !REFERENCE_WORD.test(object) ? frameWords(object, true) : null;
    if (words) return words;
  }
  // "something sweet after, like X", "ok switch to <city>, X", "<city>, X": the last part after a comma names the dish
  // when it is given as an example, or the part before it moves the search or names a place.
  const tail = COMMA_TAIL.exec(text);
  if (tail && !REFERENCE_WORD.test(tail[3]) && !hasClauseWord(tail[3])) {
    // ... "we're in chiang mai tmrw, khao soi there?": a word of time after the place still leaves it the place.
    const before = tail[1]
      .trim()
      .toLowerCase()
      .split(/[\s!?.]+/)
      .filter(Boolean);
    while (before.length > 1 && TIME_AFTER_PLACE.has(before.at(-1)!)) before.pop();
    const placeBefore =
      before.length > 0 && (isKnownPlace(before.at(-1)!) || (before.length > 1 && isKnownPlace(before.slice(-2).join(' '))));
    // ... but a capitalised word or a country after a place is more of the place ("Toronto, Canada").
    const placeLike = /^\p{Lu}/u.test(tail[3]) || COUNTRY_NAMES.has(tail[3].trim().toLowerCase());
    if (!placeLike && (tail[2] || SWITCH_BEFORE.test(tail[1]) || placeBefore)) {
      const words = frameWords(tail[3]);
      if (words) return words;
    }
  }
  return null;
}
const TIME_AFTER_PLACE = new Set(QUERY_WORDS.TIME_AFTER_PLACE);
const DUTCH_FRAME = new RegExp(
  [
    String.raw`\bwaar\s+(?:(?:kan|kun|kunt|kunnen|vind|haal|koop|krijg|eet|drink|proef)\s+(?:ik|je|we|wij|jij|jullie|ge|gij)`,
    String.raw`|kunde(?:\s+(?:gij|ge))?)\s+(?:(?:hier|daar|ergens|goedkoop|snel|rap|nog|vanavond|morgen|straks|vandaag`,
    String.raw`|'s\s+(?:middags|avonds|ochtends|morgens))\s+)*`,
  ].join(''),
  'iu',
);
const DUTCH_OBJECT = new RegExp(
  [
    String.raw`^([\p{L}'’ -]{3,40}?)\s+(?:om\s+mee\s+te\s+nemen|kopen|eten|vinden|proeven|drinken|halen|krijgen|scoren`,
    String.raw`|bestellen|proberen)(?:\s+(?:in|op|bij|rond|aan|nabij|vlakbij)\s+(?:de\s+|het\s+`,
    String.raw`|'t\s+)?[\p{L}'’ -]{2,30})?\s*[?.!]*\s*$`,
  ].join(''),
  'iu',
);
const WITH_DISH = new RegExp(
  [
    String.raw`(?:^|\b(?:iets|something|anything)\s+`,
    String.raw`|\b(?:restaurants?|places?|spots?|eethuisjes?|zaken|tentjes|cafés?|cafes?)\s+(?:in|near|bij`,
    String.raw`|sa)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s+)(?:met|with|serving)\s+([\p{L}'’ -]{3,40}?)\s*(?:[,?.!]|$)`,
  ].join(''),
  'iu',
);
const COMMA_TAIL = new RegExp(
  [
    String.raw`^([^,]*?),\s*(?:(like|such as|zoals|gaya ng|katulad ng|bijvoorbeeld)\s+)?([\p{L}'’ -]{3,40}?)\s*(?:(?:naman`,
    String.raw`|please|pls|po|graag|maybe|misschien|siguro|there|over there|daar|doon|dun)\s*)*[?.!]*\s*$`,
  ].join(''),
  'iu',
);
const SWITCH_BEFORE = new RegExp(
  [
    String.raw`\b(?:switch(?:ing)? to|lipat(?: tayo)?(?: sa)?|kain tayo|let'?s eat|to eat|om te eten|gaan eten|after|daarna`,
    String.raw`|pagkatapos)\b`,
  ].join(''),
  'iu',
);

/** The content words of a framed phrase, or null when it is no search ("it", "tips", only generic words). */
const DEMONYM = /(?<=\s)\p{Lu}\p{Ll}+(?:sche|se|ese|ian|ish|gs|ns|ks)(?=\s+\p{Ll})/gu;
const TRAILING_PLACE_WORDS = new RegExp(
  [
    String.raw`(?:\s+(?:back|again|terug|weer|ulit|dito|diyan|dyan|doon|dun|here|there|hier|daar|nearby|near|around|close by`,
    String.raw`|in de buurt|malapit|sa|bij|in|at))+\s*$`,
  ].join(''),
  'iu',
);
function frameWords(phrase: string, placeAdjective = false): string | null {
  // A proper name ("Naar het Valkhof Museum"), a place ("what about seattle?") or a prepositional phrase is no dish.
  // ... but a capitalised regional adjective is part of the dish: "Bossche bol", "Zeeuwse mosselen", "Hainanese chicken rice".
  if (/\s\p{Lu}/u.test(phrase.trim().replace(DEMONYM, '')) || LEADING_FUNCTION_WORD.test(phrase)) return null;
  // ... though a town before its product is part of it where the frame says so ("echte <town> koek kopen").
  if (
    phrase
      .trim()
      .split(/\s+/)
      .some((w, i, all) => (isKnownPlace(w) && !(placeAdjective && i < all.length - 1)) || (i > 0 && isKnownPlace(`${all[i - 1]} ${w}`)))
  )
    return null;
  // "ube jam dito (sa Baguio)", "bitterballen hier": a trailing here/there is no part of the dish.
  // "haggis before a show": what comes before or after is no part of the dish.
  phrase = phrase
    .replace(/\s+(?:before|after|during|bago|pagkatapos)\s.*$/iu, '')
    .replace(/\s+to\s+(?:visit|see|go to|check out|try)$/iu, '');
  phrase = phrase.replace(TRAILING_PLACE_WORDS, '');
  const all = phrase
    .toLowerCase()
    .split(/[^\p{L}'’&-]+/u)
    .map((w) => w.replace(/^mag-(?!park$)/, ''))
    .filter((w) => w && !/^\d+$/.test(w));
  const words = all.filter(
    (w, i) => !FRAME_DROP.has(w) || (INNER_GLUE.has(w) && i > 0 && i < all.length - 1 && !FRAME_DROP.has(all[i - 1])),
  );
  while (words.length && (INNER_GLUE.has(words[0]) || LEADING_GLUE.has(words[0]))) words.shift();
  while (words.length && INNER_GLUE.has(words.at(-1)!)) words.pop();
  const content = words.filter((w) => !INNER_GLUE.has(w) && !GLUE.has(w));
  if (
    !content.length ||
    content.length > 3 ||
    content.some((w) => FRAME_REJECT.has(w) || FRAME_DROP_MORE.has(w) || w.length < 3) ||
    (content.length === 1 && DAY_ALONE.test(content[0]))
  )
    return null;
  if (content.every((w) => LEXICON.get(w) === 'weak' || LEXICON.get(singular(w)) === 'weak')) return null;
  return words.join(' ');
}
/** An opening phrase with a verb, pronoun or question word is a sentence ("I want to eat in Palo Alto",
 * "what about in Lyon", "it's raining in Kyoto"), not the name of a dish. */
const CLAUSE_WORDS = new Set(QUERY_WORDS.CLAUSE_WORDS);
function hasClauseWord(phrase: string): boolean {
  return phrase
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .some((w) => CLAUSE_WORDS.has(w.replace(/’/g, "'")));
}
const LEADING_FUNCTION_WORD = /^\s*(?:naar|voor|van|met|op|to|for|from|with|about|over|in|at|sa|kay|para|mula|by|into|near)\s/iu;
/** Time and filler words that are no dish ("daarna", "tomorrow"). */
const FRAME_DROP_MORE = new Set(QUERY_WORDS.FRAME_DROP_MORE);
/** A day alone is when, not what ("waar eten we zaterdag?"); with a dish it is part of it ("sunday roast"). */
const DAY_ALONE = new RegExp(
  [
    String.raw`^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag`,
    String.raw`|zondag|lunes|martes|miyerkules|huwebes|biyernes|sabado|linggo)$`,
  ].join(''),
  '',
);

/** When the user says when ("this weekend", "bukas", "zaterdag"), an events search keeps it. */
const WHEN = new RegExp(
  [
    String.raw`\b(?:this (?:weekend|week|saturday|sunday|friday|evening)|next (?:weekend|week)|tonight|today|tomorrow`,
    String.raw`|on (?:friday|saturday|sunday)|ngayong (?:weekend|linggo|sabado|gabi)|mamayang gabi|bukas|sa (?:sabado|linggo)`,
    String.raw`|dit weekend|deze week|vanavond|vandaag|morgen|(?:op )?(?:vrijdag|zaterdag|zondag))\b`,
  ].join(''),
  'i',
);

function isEventKind(kind: Kind): boolean {
  return kind === 'music' || kind === 'sports';
}

const HAPPENING = new RegExp(
  [
    String.raw`\b(?:anything|something|what'?s|whats|wat is er`,
    String.raw`|is er iets)\s+(?:(?:fun|cool|good|nice|interesting|special|exciting|big|leuks?|bijzonders?)\s+)?(?:happening`,
    String.raw`|going on(?!\s+(?:with|at|there)\b)|te beleven)\b|\bwhat'?s on\b(?!\s+(?:the|their|your|its|it|at|my|our)\b)`,
    String.raw`|\b(?:anong|ano'?ng|ano ang|ano(?: ba| pa)?(?: ang)?|may|meron(?: ba)?(?:ng)?)\s+(?:mga\s+)?ganap\b`,
    String.raw`|\bte beleven\b`,
  ].join(''),
  'i',
);
const QUA = /\b(?:qua|op het gebied van|in terms of|when it comes to|pagdating sa)\s+([\p{L}-]{4,30})/iu;
/** "whats something free to do in gent", "anything cheap to do": what to do, said with what it should be. */
const SOMETHING_TO_DO = /\b(?:something|anything|things|stuff)\s+(?:free|cheap|fun|nice|cool|romantic|gratis)\s+to\s+do\b/i;
const FREE = /\b(?:free|gratis|libre|walang bayad)\b/i;
const WHICH_TO_SEE = new RegExp(
  [
    String.raw`\b(?:welke|which|what)\s+(\p{L}{4,20})\s+(?:moet|moeten|kan|kun|kunnen|zou|should|must|can|could|do)\s+(?:ik|je`,
    String.raw`|we|u|ge|i|you)\s+(?:(?:echt|really|zeker|absolutely|best|zeker weten)\s+)?(?:zien|bezoeken|see|visit)\b`,
  ].join(''),
  'iu',
);
const WHAT_TO_DO = new RegExp(
  [
    String.raw`\b(?:wat|wa)\s+(?:kunnen|kan|moeten|moet|zullen|gaan|kunde|kunt)\s+(?:we|wij|ik|je|ge|gij|jullie`,
    String.raw`|u)\s+(?:(?:dan|hier|daar|er|nog|morgen|vandaag|vanavond|best|zoal|allemaal)\s+){0,2}(?:doen|bezoeken|zien`,
    String.raw`|bekijken|gaan doen)\b(?!\s+(?:om|voor|als|met|zodat|wanneer|tegen|aan|bij|mee)\b)`,
    String.raw`|\b(?:what'?s|what is|anything|something|things?)\s+worth\s+(?:seeing|visiting|a visit)\b`,
    String.raw`|\bwhat (?:should|can|could|must|do|would you recommend|would you suggest) (?:i|we|you|one) (?:\w+ )?(?:see|do`,
    String.raw`|visit)\b(?!\s+(?:about|with|if|when|for)\b)`,
    String.raw`|\bano(?:ng)? (?:pa |ba |pa ba |naman )?(?:ang )?(?:pwede|puwede|pwedeng|puwedeng|magandang|maganda|best`,
    String.raw`|pinakamagandang|masayang|masaya)(?: na| ng)? (?:gawin|puntahan|pasyalan|makita)\b`,
  ].join(''),
  'i',
);
const WHERE_STAY = new RegExp(
  [
    String.raw`\bwhere (?:should|can|could|do|would|to) (?:i |we )?stay\b`,
    String.raw`|\b(?:saan|san) (?:pwede|magandang|maganda|ok|okay) (?:mag-?stay|tumuloy|matulog|mag-?check[- ]?in)\b`,
    String.raw`|\bwaar (?:kan|kunnen|moeten|kunde) (?:ik |we |wij )?(?:overnachten|slapen|verblijven)\b`,
  ].join(''),
  'i',
);
const GENERIC_PLACE = /^(?:place|places|spot|spots|adres|adressen|adresje|adresjes|venue|venues|joint|option|options)$/;
function withWhen(query: string, text: string): string {
  const when = WHEN.exec(text)?.[0].toLowerCase();
  return when && !query.includes(when) ? `${query} ${when}` : query;
}

/** "the stadium", "Nationals Park", "matches my request": words that point at something known, or are no search at all. */
/** The token opens a sentence: it is the first, or a full stop, question or exclamation mark comes before it. */
function sentenceStart(text: string, tokens: readonly RegExpMatchArray[], i: number): boolean {
  if (i === 0) return true;
  const previous = tokens[i - 1];
  return /[.!?]/.test(text.slice((previous.index ?? 0) + previous[0].length, tokens[i].index ?? 0));
}

/** Only white space separates token i from the next one ("Southern Cross", not "Asian Fusion. I want"). */
function spaceOnlyAfter(text: string, tokens: readonly RegExpMatchArray[], i: number): boolean {
  const next = tokens[i + 1];
  return next !== undefined && /^\s+$/.test(text.slice((tokens[i].index ?? 0) + tokens[i][0].length, next.index ?? 0));
}

/** "is that the", "is dat een", "yun ba yung": up to two words before the kind. */
const IDENTITY_BEFORE = new RegExp(
  [
    String.raw`(?:^|\s)(?:(?:is|was|isn'?t|isnt)\s+(?:that|this|it)|(?:is|was)\s+(?:dat|dit|die|het))\s+(?:the|a|an|de|het`,
    String.raw`|een)\s+(?:[\p{L}'’-]+\s+){0,2}$`,
    String.raw`|(?:^|\s)(?:yun|yan|ito|iyon|iyan)\s+ba\s+(?:yung|ang|ung)\s+(?:[\p{L}'’-]+\s+){0,2}$`,
  ].join(''),
  'u',
);
function skipsAsReference(
  original: string[],
  words: string[],
  i: number,
  length: number,
  startsSentence: boolean,
  joinedToNext = false,
): boolean {
  const previous = words[i - 1];
  const last = words[i + length - 1];
  if (previous && DEFINITE.has(previous) && !last.endsWith('s')) return true;
  // "the other café", "dat andere café": the other listed venue of that kind.
  if (previous && /^(?:other|andere|ander)$/.test(previous) && DEFINITE.has(words[i - 2] ?? '')) return true;
  // "yung pangalawang hotel", "the third museum": an ordinal picks from the list.
  if (previous && ORDINAL_BEFORE.test(previous) && !(previous === 'second' && /^(?:breakfast|lunch|dinner|dessert)$/.test(words[i])))
    return true;
  // "hebben ze een terras?", "do they serve dim sum?": a question about a venue's features, not a new search.
  const lead = words.slice(Math.max(0, i - 5), i).join(' ');
  if (PROPERTY_BEFORE.test(lead) && !/\b(?:that|which|where|die|dat)\s+(?:they|it|ze|zij)\b/.test(lead)) return true;
  // "is that the al capone bar?", "is dat de bruine kroeg?": a question of what the venue pointed at is, not a new search.
  if (IDENTITY_BEFORE.test(`${lead} `)) return true;
  // "is it expensive to park there?": a lexicon word used as a verb is no search.
  if (length === 1 && previous === 'to' && VERB_LIKE.has(last)) return true;
  // "where can I park?", "saan pwede mag-park?": parking the car is a question about getting there, not a park to find.
  if (length === 1 && last === 'park' && /^(?:i|we|you|mag|magpa)$/.test(previous ?? '')) return true;
  // "visa para sa Pinoy", "as a Filipino": people, not food.
  if (length === 1 && PEOPLE.has(last) && PEOPLE_BEFORE.has(previous ?? '') && !longestEntry(words, i + 1)) return true;
  if (/^match(?:es)?$/.test(last) && VERB_FOLLOWERS.test(words[i + length] ?? '')) return true;
  // "how do you say thank you in japanese?": a language, not a cuisine.
  if (
    previous === 'in' &&
    /\b(?:say|said|speak|spoken|called|write|translate|mean|means|heet|zeg|zeggen|sabihin|tawag)\b/.test(
      words.slice(Math.max(0, i - 6), i).join(' '),
    )
  )
    return true;
  // Flemish "rap een croque eten": "rap" is quickly, not the music.
  if (length === 1 && last === 'rap' && /^(?:een|iets|wat|nog|even|naar|ne|nen|mijn|de|het)$/.test(words[i + 1] ?? '')) return true;
  // "game, book mo na", "game na!": Taglish "game" opening a sentence says "let's go", not a match to watch.
  if (length === 1 && last === 'game' && /^(?:ok|okay|sige|oks|g)$/.test(previous ?? '')) return true;
  if (length === 1 && last === 'game' && startsSentence && /^(?:|na|tayo|ako|kami|book|sige|go|g|ako|lets|let's)$/.test(words[i + 1] ?? ''))
    return true;
  // A capitalised word after a capitalised non-initial word is part of a proper name ... unless it opens a sentence.
  const before = original[i - 1];
  if (startsSentence || !/^\p{Lu}/u.test(original[i])) return false;
  // "from Southern Cross station": a capitalised word before another capitalised word that is no search is part of a name.
  const following = original[i + length];
  const next = following?.toLowerCase() ?? '';
  if (
    joinedToNext &&
    following &&
    /^\p{Lu}/u.test(following) &&
    !LEXICON.has(next) &&
    !LEXICON.has(singular(next)) &&
    !FRAME_DROP.has(next) &&
    !CLAUSE_WORDS.has(next)
  )
    return true;
  // "lunchen bij de Markt", "drinks near the Mercado": a capitalised word after "near/bij (the/de)" names a place.
  if (
    /^(?:near|bij|op|aan|nabij|around|by)$/.test(words[i - 1] ?? '') ||
    (/^(?:the|de|het)$/.test(words[i - 1] ?? '') && /^(?:in|near|at|bij|op|aan|nabij|around|by|van|from|vanaf)$/.test(words[i - 2] ?? ''))
  )
    return true;
  return i >= 2 && before !== undefined && /^\p{Lu}/u.test(before) && !LEXICON.has(before.toLowerCase());
}

/** First words of the entries of more than one word: most words start none, so their longer phrases need no lookup. */
const PHRASE_STARTS = new Set([...LEXICON.keys()].filter((key) => key.includes(' ')).map((key) => key.split(' ')[0]));

function longestEntry(words: string[], start: number): { length: number; kind: Kind } | null {
  if (start >= words.length) return null;
  const longest = PHRASE_STARTS.has(words[start].replace(/’/g, "'")) ? Math.min(MAX_WORDS, words.length - start) : 1;
  for (let length = longest; length >= 1; length--) {
    const phrase = words
      .slice(start, start + length)
      .join(' ')
      .replace(/’/g, "'");
    const kind = LEXICON.get(phrase) ?? LEXICON.get(singular(phrase)) ?? (length === 1 ? compoundKind(phrase) : undefined);
    if (kind) return { length, kind };
  }
  return null;
}

/** Dutch place suffixes and plurals: "ramenzaken", "burgertentjes", "pannenkoekenhuizen", "cocktailbars", "frietkot". */
const DUTCH_SUFFIX = new RegExp(
  [
    String.raw`(?:adres|adresje|adresjes|adressen|leke|lekes|plek|plekje|plekken|plekjes|ke|kes|zaak|zaken|zaakje|zaakjes|tent`,
    String.raw`|tenten|tentje|tentjes|huis|huizen|huisje|huisjes|bar|bars|barretje|barretjes|kraam|kramen|kraampje|kraampjes`,
    String.raw`|kot|kotten|restaurant|restaurants|restaurantje|restaurantjes|winkel|winkels|winkeltje|winkeltjes|cafe|cafes`,
    String.raw`|café|cafés|cafeetje|cafeetjes|salon|salons|tje|tjes|je|jes|en|s)$`,
  ].join(''),
  '',
);
const SUFFIXES = DUTCH_SUFFIX.source
  .slice(3, -2)
  .split('|')
  .sort((x, y) => y.length - x.length);
/** Strips the longest Dutch place suffix, or returns the word unchanged; endsWith keeps it cheap per token. */
function stripSuffix(word: string): string {
  const suffix = SUFFIXES.find((end) => word.endsWith(end));
  return suffix ? word.slice(0, -suffix.length) : word;
}
/** Dutch compounds whose head is a kind of place: "rommelmarkten", "kaasmarkt", "beeldentuin", "openluchtmuseum". */
const DUTCH_HEAD = new RegExp(
  [
    String.raw`.{3,}(?:markt|markten|museum|musea|tuin|tuinen|kerk|kerken|park|parken|strand|stranden|bakkerij|bakkerijen`,
    String.raw`|brouwerij|brouwerijen|boerderij|boerderijen|bier|bieren|biertje|biertjes|bierke|bierkes)$`,
  ].join(''),
  '',
);
/** "studentencafés", "bierkafeetje", "havenkroeg": a café or pub of some sort, when its first part is no known kind. */
const CAFE_HEAD = /.{3,}(?:cafe|cafes|café|cafés|cafeetje|cafeetjes|kafee|kafees|kafeetje|kafeetjes|kroeg|kroegen|kroegje|kroegjes)$/;
/** Dutch compounds are read often and the same words come back: their kinds are kept (a bounded cache). */
const compoundCache = new Map<string, Kind | undefined>();
function compoundKind(word: string): Kind | undefined {
  if (word.length < 5) return undefined;
  if (compoundCache.has(word)) return compoundCache.get(word);
  if (compoundCache.size > 5000) compoundCache.clear();
  const kind = readCompound(word);
  compoundCache.set(word, kind);
  return kind;
}
/** Tagalog places named after what they serve: "lechonan", "sisigan", "kapehan", "bulaluhan". */
function tagalogPlace(word: string): Kind | undefined {
  const stem = /^(.{3,})(?:han|an)$/.exec(word)?.[1];
  if (!stem) return undefined;
  for (const candidate of [stem, stem.replace(/u$/, 'o'), `${stem}n`]) {
    const kind = LEXICON.get(candidate);
    if (kind && kind !== 'weak') return kind;
  }
  return undefined;
}

function readCompound(word: string): Kind | undefined {
  if (DUTCH_HEAD.test(word)) return 'strong';
  const tagalog = tagalogPlace(word);
  if (tagalog) return tagalog;
  // "frietjes": the longest suffix ("-tjes") may cut into the stem; a shorter one ("-jes") leaves it whole.
  for (const end of SUFFIXES) {
    if (!word.endsWith(end) || word.length - end.length < 4) continue;
    const kind = LEXICON.get(word.slice(0, -end.length));
    if (kind && kind !== 'weak') return kind;
  }
  for (let rest = word, i = 0; i < 2; i++) {
    const stripped = stripSuffix(rest);
    if (stripped === rest || stripped.length < 3) break;
    const kind = LEXICON.get(stripped) ?? LEXICON.get(stripped.replace(/(.)\1$/, '$1'));
    if (kind && kind !== 'weak') return kind;
    // "lunchplek", "ontbijtplekje": a meal's place is a (generic) search for it.
    if (kind === 'weak' && MEAL_WORDS.test(stripped)) return 'weak';
    rest = stripped;
  }
  return CAFE_HEAD.test(word) ? 'strong' : undefined;
}

function singular(phrase: string): string {
  if (phrase.endsWith('ies')) return `${phrase.slice(0, -3)}y`;
  if (phrase.endsWith('es') && LEXICON.has(phrase.slice(0, -2))) return phrase.slice(0, -2);
  if (phrase.endsWith('s')) return phrase.slice(0, -1);
  return phrase;
}

/** Drops generic words around the specific ones, but keeps a cuisine's noun ("filipino food"). */
function trimWeak(span: Span): string[] {
  const words = [...span.words];
  const firstWeakIsLeading = span.kinds[0] === 'weak';
  if (firstWeakIsLeading && span.kinds.length > 1) {
    const lead = longestEntry(words, 0);
    if (lead) words.splice(0, lead.length);
  }
  // "goeie frietjes eten": the verb after the dish is no part of it.
  if (words.length > 1 && span.kinds.at(-1) === 'weak' && /^(?:eten|eat|kumain|kain|makakain|proeven|drinken)$/.test(words.at(-1)!))
    words.pop();
  return words;
}

function withCategory(words: string[]): string {
  const joined = words.join(' ');
  const text = CATEGORY_SYNONYMS[joined] ?? CATEGORY_SYNONYMS[singular(joined)] ?? joined;
  const kinds = new Set<Kind>();
  for (let i = 0; i < words.length;) {
    const hit = longestEntry(words, i);
    if (hit) kinds.add(hit.kind);
    i += hit?.length ?? 1;
  }
  if (kinds.has('music') && !/\bmusic|muziek|musika\b/.test(text)) return `music ${text}`;
  if (kinds.has('sports') && !/\bsports?\b/.test(text)) return `sports ${text}`;
  return text;
}
