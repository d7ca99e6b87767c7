// What the user is looking for: food, cuisines, kinds of place, activities and events, in English,
// Tagalog/Taglish and Dutch. The query is the user's own words (e.g. "korean bbq"), with "music" or
// "sports" put in front of an event word that implies it, so a search for "games" finds sports.
import QUERY_WORDS from './rules/query-words.json';
import { isKnownPlace } from './gazetteer';
import { isFoodQuery, type Kind, LEXICON, longestEntry, MEAL_WORDS, type Span, trimWeak, withCategory } from './rules/query-lexicon';
import {
  CLAUSE_WORDS,
  COMMA_TAIL,
  FRAME_DROP,
  FRAME_DROP_MORE,
  FRAME_REJECT,
  frameWords,
  GLUE,
  INNER_GLUE,
  openFrame,
  WITH_DISH,
} from './rules/open-frame';
import { DEFINITE, skipsAsReference } from './rules/skips-as-reference';
import { escapeRegExp } from './text/escape-reg-exp';

export { isFoodQuery };

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

export interface ExtractedQuery {
  query: string;
  /** Weak: only generic words ("restaurants", "events"); it must not replace a specific query. */
  weak: boolean;
  /** Only a kind of lodging ("a hotel near Namba"): replaces a food search, not the event a trip is for. */
  lodging?: boolean;
}
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
const AMENITY = /^(?:a |the )?(?:views?|uitzicht|tanawin|terras|terrasje|terrace|rooftop|roof deck|view deck|sea view|zeezicht)$/;
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
const CUISINE_WORDS = new Set(QUERY_WORDS.CUISINES);
const PEOPLE_NOUNS = new Set(QUERY_WORDS.PEOPLE_NOUNS);
/** The words just before a kind that rule it out. */
const NOT_THIS = new RegExp(
  String.raw`\b(?:${QUERY_WORDS.NOT_THIS.map(escapeRegExp).join('|')})\s+(?:(?:the|de|het|ng|mga|yung)\s+)?$`,
  'i',
);
const CORRECTION = /\b(?:maybe|actually|how about|what about|instead|rather|prefer|liever|toch|na lang|nalang|or)\b/i;

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
    // "we zijn een Belgisch koppel", "a Filipino family": a nationality that says who, not what to eat.
    if (hit && CUISINE_WORDS.has(words.slice(i, i + hit.length).join(' ')) && PEOPLE_NOUNS.has(words[i + hit.length] ?? '')) {
      i += hit.length;
      continue;
    }
    // "iets anders dan bagels", "sawa na kami sa burger", "anything but sushi": what is ruled out is no search.
    if (hit && NOT_THIS.test(text.slice(Math.max(0, (tokens[i].index ?? 0) - 40), tokens[i].index ?? 0))) {
      close();
      i += hit.length;
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
    (/\b(?:that'?s|that is|it'?s|it is|is|was|are|were)\s+(?:(?:a|an|the)\s*)?$/i.test(text.slice(0, lead.index)) &&
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
const LOCATIVE_BEFORE = /\s(?:in|near|around|at|sa|bij|nabij|rond)\s+(?:[\p{L}'’-]+\s+){0,3}$/iu;

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
