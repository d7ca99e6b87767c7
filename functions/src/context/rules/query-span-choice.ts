// Which of several kinds a message names is the search: the first, unless a rule below says a later one is. Each rule reads
// the span chosen so far and a later one; the first that decides says keep or switch; the order is the precedence.
import { PLAN_BEFORE } from '../lexicon/cancelled-plan';
import { isFoodQuery, lodgingOnly, MEAL_WORDS, type Span } from './query-lexicon';
import { firstDecision, type DecidingRule } from './rule';

/** The span chosen so far, a later one, and the words between them. */
export interface SpanPair {
  readonly text: string;
  readonly chosen: Span;
  readonly later: Span;
  readonly between: string;
}
export type SpanChoice = 'keep' | 'switch';
export type SpanChoiceRule = DecidingRule<SpanPair, SpanChoice, 'span-choice'>;

/** A word for any outing, which an example after it makes a kind ("pasyalan, yung parke"). */
const UMBRELLA = /^(?:pasyalan|puntahan|gala|lakwatsa|uitje|uitstapje|outing)$/i;
/** A view or a terrace: what a place should have. */
export const AMENITY = /^(?:a |the )?(?:views?|uitzicht|tanawin|terras|terrasje|terrace|rooftop|roof deck|view deck|sea view|zeezicht)$/;
export const CORRECTION = /\b(?:maybe|actually|how about|what about|instead|rather|prefer|liever|toch|na lang|nalang|or)\b/i;
/** The question that asks for the search: "where ...", "any good ...", "may ... ba", "zijn er ...". */
export const WHERE_ASK = new RegExp(
  [
    String.raw`\b(?:where|saan|san|waar|any|anything|somewhere|anywhere|is there|are there|is er|zijn er|zijn daar|may|meron`,
    String.raw`|mayroon|ano(?:ng)? (?:magandang|masarap na|masarap))\b`,
  ].join(''),
  'i',
);
/** A kind said as a place ("a dessert place", "een ontbijtplek", "kainan"). */
const PLACE_NOUN_END = /(?:place|spot|shop|restaurant|bar|cafe|café|plek|plekje|zaak|zaakje|tent|tentje|lugar|kainan)s?$/iu;
/** "like", "such as", "zoals", "gaya ng", "something very": what follows is an example or a flavour of the kind before it. */
const EXAMPLE_BEFORE = new RegExp(
  [
    String.raw`(?<!\p{L})(?:like|such as|zoals|bijvoorbeeld|gaya ng|tulad ng|something(?:\s+(?:very|really|more|a bit))?)\s+`,
    String.raw`(?:(?:a|an|een|some|ng)\s+)?(?:[\p{L}'’-]+\s+(?:or|of|o|and|en|at)\s+)?$`,
  ].join(''),
  'iu',
);
/** "zoek ik", "we're looking for", "naghahanap kami ng", a few words before the kind: the person says what they look for. */
const SEEKS_BEFORE = new RegExp(
  [
    String.raw`(?<!\p{L})(?:(?:ik|we|wij)\s+zoek(?:en)?|zoek(?:en)?\s+(?:ik|we|wij)|(?:i'?m|i am|we'?re|we are)\s+looking\s+for`,
    String.raw`|naghahanap\s+(?:kami|ako|kmi)\s+ng|hanap\s+(?:ko|namin)|kailangan\s+(?:ko|namin)\s+ng)`,
    String.raw`(?:\s+[\p{L}'’-]+){0,5}?\s*$`,
  ].join(''),
  'iu',
);
/** "a market where we can taste", "een markt waar wij kunnen proeven": a where-clause right after the place it describes. */
const RELATIVE_WHERE = /^\s*(?:waar|where|kung saan)\s+(?:wij|we|je|jij|u|men|ik|you|i|one|kami|tayo)\s/i;
/** "staying at a", "we're at the", "near our", "wij zitten in een", "nasa": what follows is where the user is, not what they look for. */
export const STAYS_AT_BEFORE = new RegExp(
  [
    String.raw`\b(?:staying (?:at|in)|stay at|we'?re (?:at|in)|i'?m (?:at|in)|from|near|our|my|ons|mijn|nasa`,
    String.raw`|(?:we |wij |ik )?(?:zitten|zit|logeren|logeer|verblijven|verblijf|slapen|slaap) in|tumutuloy (?:kami |ako )?sa`,
    String.raw`|naka-?|naka-?check[- ]?in (?:kami |ako |sila )?sa)`,
    String.raw`\s+(?:a\s+|the\s+|our\s+|my\s+|een\s+|het\s+|ons\s+|mijn\s+|isang\s+)?$`,
  ].join(''),
  'i',
);
const VENUE_KIND_END = new RegExp(
  [
    String.raw`(?:^|\s)(?:hawker cent(?:re|er)s?|food courts?|restaurants?|places?|spots?|bars?|cafes?|cafés?|markets?|stalls?`,
    String.raw`|shops?|joints?|eatery|eateries|diners?|pubs?|bistros?|kainan|karinderya|tentjes|zaken|restaurantjes?)$`,
  ].join(''),
  '',
);
export const MEAL_AS_WHEN_BEFORE =
  /\b(?:after|before|pagkatapos(?: po)? ng|bago(?: po)? ang|na de|na het|na t|na 't|voor de|voor het)\s+(?:the\s+|our\s+|ng\s+|ang\s+)?$/i;
const WITH_BEFORE =
  /\b(?:with|met|na may|may)\s+(?:some\s+|a\s+|een\s+)?(?:(?:cup|glass|pot|kopje|glas|glaasje|tasa|baso)\s+(?:of\s+|ng\s+)?)?$/i;
/** "with a castle or a", "met een kasteel of een": the later kind is the other half of what the first should have. */
const WITH_OR_BEFORE = new RegExp(
  [
    String.raw`\b(?:with|met|na may|may)\s+(?:(?:some|a|an|een)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?`,
    String.raw`\s+(?:or|of|o|and|en|at)\s+(?:(?:a|an|een|some)\s+)?$`,
  ].join(''),
  'iu',
);
/** "een diner met een klant, sushi ...": a meal had with someone is the occasion; the kind named after it is the search. */
const MEAL_WITH_SOMEONE_BETWEEN =
  /^\s+(?:with|met|kasama)\s+(?:(?:a|an|my|our|een|mijn|onze|ang|ng|si|sina)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s*,\s*$/iu;
/** "for merienda, a café perhaps?": the kind of place offered after the meal, with a "perhaps", is the search. */
const KIND_OFFERED_BETWEEN = /^\s*,\s*(?:(?:a|an|een|isang|some)\s+)?$/i;
const PERHAPS_AFTER = /^\s*(?:perhaps|maybe|misschien|ofzo|siguro|baka|or so)\b/i;
const FOR_BETWEEN = /^\s+(?:(?:there|here|nearby|dito|daar|doon|dun|in town)\s+)?(?:for|voor|para sa|para)\s+(?:some\s+|a\s+|good\s+)?$/i;
const SERVES_BEST_BETWEEN = /\b(?:has|have|serves?|with|does)\s+(?:the\s+)?(?:best|good|great|nicest|tastiest|decent)\s+$/i;
const DRINK = /^(?:drinks?|a drink|cocktails?|beers?|wine)$/;
const AND_MAYBE_BETWEEN = /\b(?:and|en|at|tapos)\s+(?:maybe|misschien|baka|siguro)(?:\s+(?:some|a|an|een|wat|ng))?\s*$/i;
/** "I need a hotel", "zoek een hotel", "hanap ng hotel": the stay is what is asked for, not said in passing. */
/** Where a person sleeps, not a stay they look for ("a ryokan with an onsen", "a beach resort"). */
/** "hotel's in the marais": the stay said as the subject of what follows. */
const POSSESSIVE_AFTER = /^['’]s\b/;
export const HOTEL = /^(?:(?:our|my|the|ons|mijn)\s+)?(?:hotels?|hostels?|airbnbs?|apartment|appartement|condo)$/i;
export const ASKS_FOR_THE_STAY = /\b(?:need|want|looking for|find|book|recommend|suggest|zoek|zoeken|boeken|kailangan|hanap|hahanap)\b/i;
const TOUR = /^(?:tours?|trips?|packages?|guides?)$/;
const ASKED_FOR_BEFORE = /(?:^|\s)(?:a|an|any|some|good|ng|bang|ba|ka|na|een|goede|the|de|mga|ang|yung)\s+$/i;

/** "may concert kami ...": "may" before the thing and a pronoun after it says "we have", not "is there". */
function asksBefore(text: string, at: number): boolean {
  const before = text.slice(0, at);
  if (/\b(?:where|saan|san|waar|any|anything|somewhere|anywhere|is there|are there|is er|zijn er|zijn daar)\b/i.test(before)) return true;
  if (/\b(?:may|meron|mayroon)\s*$/i.test(before)) return !/^\S+(?:\s+\S+)?\s+(?:kami|tayo|ako|kaming)\b/i.test(text.slice(at));
  return /\b(?:may|meron|mayroon)\b/i.test(before);
}
/** "maybe", "actually", "instead" between the two, but not "and maybe". */
/** "liefst", "preferably" right after a kind. */
const PREFERRED_AFTER = /^\s+(?:liefst|bij voorkeur|preferably|ideally|if possible|indien mogelijk)\b/i;
/** "na lang" said right after the first kind. */
const INSTEAD_FIRST = /^\s*(?:na\s+(?:lang|lng)|nalang)\b/i;
function corrects({ between }: SpanPair): boolean {
  return CORRECTION.test(between) && !AND_MAYBE_BETWEEN.test(between);
}
/** "sushi? or maybe ramen", "pizza? actually, tacos": the answer to the question opens with the correction; "sushi? my husband
 * would rather eat fish" gives the reason for the question, whose kind stays the search. */
const OPENS_WITH_CORRECTION = new RegExp(String.raw`^\s*(?:[\p{L}'’]+[\s,]+)?${CORRECTION.source.replace(/^\\b/, '')}`, 'iu');
function correctsTheQuestion({ between }: SpanPair): boolean {
  const answer = between.slice(between.lastIndexOf('?') + 1);
  return OPENS_WITH_CORRECTION.test(answer) && !AND_MAYBE_BETWEEN.test(answer);
}
const words = (span: Span) => span.words.join(' ');
/** A rule that reads only some of the languages. */
const only = (langs: SpanChoiceRule['langs'], rule: SpanChoiceRule): SpanChoiceRule => ({ ...rule, langs });
const ALL: SpanChoiceRule['langs'] = ['en', 'tl', 'nl'];
const rule = (
  id: string,
  choice: SpanChoice,
  examples: string[],
  counterexamples: string[],
  holds: (pair: SpanPair) => boolean,
): SpanChoiceRule => ({
  id,
  phenomenon: 'span-choice',
  langs: ALL,
  pattern: null,
  examples,
  counterexamples,
  effect: (pair) => (holds(pair) ? choice : undefined),
});

/** "instead", "na lang", "nalang", "nlng" right after a kind, or after the place it is wanted in ("dumplings in chinatown instead"). */
const INSTEAD_AFTER = new RegExp(
  [
    String.raw`^\s*(?:(?:in|sa|at|near|around|in de buurt)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s+)?`,
    String.raw`(?:instead|na lang|nalang|nlng|na lng)\b(?!\s+of\b)`,
  ].join(''),
  'iu',
);
/** Words that put what follows as the place to be near ("malapit sa", "near the", "in de buurt van die"). */
const NEAR_BEFORE = new RegExp(
  [
    String.raw`(?:malapit(?:-lapit)?(?:\s+(?:lang|po|ba))*\s+sa|near(?:\s+to)?|close to|next to|in de buurt van|vlakbij|dicht bij`,
    String.raw`|tabi ng)\s+(?:the\s+|de\s+|het\s+|die\s+|dat\s+|that\s+|yung\s+|ung\s+|mga\s+)?$`,
  ].join(''),
  'i',
);

/** "at that big temple", "bij die grote tempel", "nasa may simbahan": a place the person is at, named by its kind. */
const STANDS_AT_BEFORE = /\b(?:at|bij|aan|nasa|nasa may)\s+(?:the|that|this|de|die|het|dat|deze|yung|ung|ang)\s+(?:\p{L}+\s+)?$/iu;
/** The span choice rules, in precedence order. */
export const SPAN_CHOICE_RULES: readonly SpanChoiceRule[] = [
  // "we zouden naar de uitkijkpunten maar het stormt. een museum?": the kind of an outing the weather cancelled is no search when
  // another kind follows (wave di).
  rule(
    'cancelled-plan',
    'switch',
    [
      'we were gonna do a picnic today but its pouring, any museums?',
      'we zouden vandaag naar de uitkijkpunten maar het stormt. een museum?',
    ],
    ['a picnic spot or a museum'],
    (p) => PLAN_BEFORE.test(p.text.slice(0, p.chosen.start)),
  ),
  // "May ice cream ba dun sa malapit sa dim sum na yon?": a kind of place after "near" names where, not what (issue 17).
  rule(
    'kind-it-is-near',
    'keep',
    ['May ice cream ba dun sa malapit sa dim sum na yon?', 'ijs in de buurt van de pizza?'],
    ['ramen near Shibuya, or maybe sushi'],
    (p) => NEAR_BEFORE.test(p.between),
  ),
  // Wave co: "a dessert place close to that ramen shop, something very Japanese like taiyaki or matcha stuff": examples and a
  // flavour said after the kind describe it, they are no other search.
  rule(
    'example-of-the-kind',
    'keep',
    ['I need a dessert place, something very Japanese like taiyaki or matcha stuff', 'een ontbijtplek, zoals pannenkoeken of zo'],
    ['ramen, or maybe sushi', 'ayaw niya ng raw fish, may iba bang klase, like tonkatsu or ramen?'],
    // (A kind of place: "no raw fish, anything else like tonkatsu or ramen?" asks for the dishes.)
    (p) => PLACE_NOUN_END.test(words(p.chosen)) && EXAMPLE_BEFORE.test(p.text.slice(p.chosen.end, p.later.start)),
  ),
  // "we're at that big temple and want noodles", "bij die grote tempel ... iets japans eten": the sight the person stands at is
  // where they are; the food said after it is the search.
  rule(
    'kind-they-stand-at',
    'switch',
    ['we are in asakusa at that big temple and want to eat something japanese', 'wij zitten bij die grote tempel, zin in noedels'],
    ['a temple near the market, and noodles after'],
    (p) => STANDS_AT_BEFORE.test(p.text.slice(0, p.chosen.start)) && !isFoodQuery(words(p.chosen)) && isFoodQuery(words(p.later)),
  ),
  // "tapas is too much food ... and wants pizza instead", "laksa na lang": the kind said with "instead" is the new search (wave zd).
  rule(
    'kind-said-instead',
    'switch',
    [
      'Sam says tapas is too much and wants pizza instead',
      'sushi? hmm, ramen na lang',
      'we had ramen yesterday, dumplings in chinatown instead',
    ],
    ['pizza instead of tapas'],
    (p) => INSTEAD_AFTER.test(p.text.slice(p.later.end)),
  ),
  // Wave co (the storyteller): "Ik had gelezen dat je langs de Seine mooie wandelingen kunt maken, maar ... eigenlijk zoek ik na
  // het eten een cocktailbar": a kind named after "I'm looking for" is the search, a kind of the story before it is not.
  rule(
    'sought-after-a-story',
    'switch',
    [
      'je kunt langs de Seine mooie wandelingen maken, maar eigenlijk zoek ik een cocktailbar met sfeer',
      'kanina nag museum kami, ngayon naghahanap kami ng kape',
    ],
    ['ik zoek een cocktailbar, of een wandeling langs de Seine'],
    (p) => SEEKS_BEFORE.test(p.text.slice(p.chosen.end, p.later.start)) && !SEEKS_BEFORE.test(p.text.slice(0, p.chosen.start)),
  ),
  // "after brunch, may museum ba malapit?": a meal said as when comes before what is looked for.
  rule(
    'meal-said-as-when',
    'switch',
    ['after brunch, may museum ba malapit sa Ayala?', 'ok. after brunch we want to see some street art, where should we go?'],
    ['brunch, then a museum?'],
    (p) => MEAL_AS_WHEN_BEFORE.test(p.text.slice(0, p.chosen.start)) && MEAL_WORDS.test(words(p.chosen)),
  ),
  // "and after the museums I want to go to a brown café" (wave cp): a place already planned, said as when, is no search either.
  rule(
    'visit-said-as-when',
    'switch',
    ['and after the museums I want to go to a brown café for a beer', 'na de musea nog een terrasje?'],
    ['museums, and after that a brown café?'],
    (p) => MEAL_AS_WHEN_BEFORE.test(p.text.slice(0, p.chosen.start)),
  ),
  // "the tile museum or something like it after breakfast": a meal said as when after the kind does not replace it (wave zi).
  rule(
    'meal-said-as-when-after',
    'keep',
    ['my mom wants to see the tile museum or something like it after breakfast', 'gusto ni mama ng museum pagkatapos ng almusal'],
    ['a museum, then breakfast?'],
    (p) => MEAL_AS_WHEN_BEFORE.test(p.text.slice(0, p.later.start)) && MEAL_WORDS.test(words(p.later)),
  ),
  // "a rooftop bar ..., somewhere with a view of the river": a view or terrace describes what was asked for.
  rule(
    'amenity-describes-it',
    'keep',
    ['cdmx rooftop bars with a view?', 'wine bars in porto with a view pls'],
    ['ramen, or maybe a rooftop?'],
    (p) => AMENITY.test(words(p.later)) && !CORRECTION.test(p.between),
  ),
  // "mezcal bars for later, anything with live music?": what the place should have, not another search.
  rule(
    'what-it-should-have',
    'keep',
    [
      'yung filipino pub, may live music ba sila?',
      'weekend market sa pasig? yung may ukay sana',
      'a bakery in soho where we can sit down with a cup of tea?',
    ],
    ['mezcal bars, or maybe live music?'],
    // ... a hotel has no dish: "terug bij t hotel, iets met yakiniku" asks for the yakiniku (see hotel-beside-another-kind).
    (p) => WITH_BEFORE.test(p.between) && !p.chosen.kinds.includes('lodging'),
  ),
  // "a day trip ... Something with a castle or a palace": an alternative inside what it should have is no search of its own.
  rule(
    'what-it-should-have-or',
    'keep',
    ["we'd like to do a day trip out of the city tomorrow. Something with a castle or a palace"],
    ['a museum with a cafe, or maybe a park'],
    (p) => WITH_OR_BEFORE.test(p.between),
  ),
  // "island hopping bukas, may mairerekomenda ka bang tour?": a tour asked for after an activity is that activity's.
  // ... unless a word says which ("may sardine run tours ba?").
  rule(
    'tour-of-the-activity',
    'keep',
    ['gusto rin namin mag island hopping bukas, may mairerekomenda ka bang tour?'],
    ['snorkeling or food tours?'],
    (p) => TOUR.test(words(p.later)) && ASKED_FOR_BEFORE.test(p.text.slice(0, p.later.start)),
  ),
  // "een drankje in de buurt ervan? rooftop bar liefst": the kind said to be preferred is the search.
  rule(
    'said-as-preferred',
    'switch',
    ['daarna nog een drankje in de buurt ervan? rooftop bar liefst', 'a drink after? a rooftop bar preferably'],
    ['a rooftop bar preferably, or a drink'],
    (p) => PREFERRED_AFTER.test(p.text.slice(p.later.end)),
  ),
  // "where do ppl go for a drink in oost? cocktail bar maybe": the kind of bar named after a drink says where (wave dj).
  rule(
    'a-drink-then-the-bar',
    'switch',
    ['where do ppl go for a drink in oost? cocktail bar maybe', 'somewhere for drinks tonight, a wine bar?'],
    ['drinks at a bar near the station'],
    (p) => /^(?:drinks?|a drink)$/.test(words(p.chosen)) && p.later.words.length > 1 && /\b(?:bars?|pubs?)$/.test(words(p.later)),
  ),
  // "ano magandang night market sa hong kong? mag shopping sana kami": the question asked first is the search, the statement
  // after it only why.
  rule(
    'question-asked-first',
    'keep',
    [
      "and bulalo? where's the best bulalo",
      'good teahouses in jiufen? doing a day trip',
      'of toch iets anders, sushi? mijn vrouw eet liever vis',
      'ramen tonight? my brother would rather have noodles',
      'samgyup na lang? gusto kasi ni tita ng korean bbq',
    ],
    // ... "sushi? mijn man eet liever vis": the "liever" after the question says why it was asked, not what instead.
    ['ramen? or maybe sushi', 'pizza? hmm, actually tacos'],
    (p) => p.between.includes('?') && !p.text.slice(p.later.end).includes('?') && !correctsTheQuestion(p),
  ),
  // "a beach day in cascais — where can we rent bikes there?": what the where-question asks for is the search.
  // ... Tagalog "may" opening the message says "we have" ("may concert kami sa Araneta, saan pwede mag-hotel?").
  rule(
    'where-question-asks-for-it',
    'switch',
    ['inuman tayo mamaya, ano magandang bar sa poblacion?', 'tapos pasalubong, san makakabili ng ube jam'],
    // ... "een markt waar wij iets Koreaans kunnen proeven": a "where" right after the place says what is done there.
    [
      'where is sushi or ramen',
      'een markt bezoeken waar wij iets typisch Koreaans kunnen proeven',
      'kende gij nen goeie bar waar ne pint ni te duur is?',
    ],
    (p) =>
      WHERE_ASK.test(p.between) &&
      !asksBefore(p.text, p.chosen.start) &&
      !RELATIVE_WHERE.test(p.between) &&
      // ... "een goeie bar waar ne pint ni te duur is": "where" right after a kind of place says what it is like.
      !(VENUE_KIND_END.test(words(p.chosen)) && /^\s*(?:waar|where|kung saan)\s/i.test(p.between)),
  ),
  // "the best hawker centre for chicken rice": the kind of place is where, the dish after "for" is what.
  // ... a meal after "for" is when, not what ("hawker centres for breakfast").
  rule(
    'dish-at-the-kind-of-place',
    'switch',
    ["what's the best hawker centre for chicken rice in Singapore?", 'hawker spots for chicken rice in singapore'],
    ['hawker centres for breakfast'],
    (p) =>
      VENUE_KIND_END.test(words(p.chosen)) &&
      !MEAL_WORDS.test(words(p.later)) &&
      !DRINK.test(words(p.later)) &&
      (FOR_BETWEEN.test(p.between) || SERVES_BEST_BETWEEN.test(p.between)),
  ),
  // "een diner met een klant, sushi in San Francisco": the meal is the occasion, the kind after it what is looked for.
  rule(
    'meal-with-someone',
    'switch',
    ['Vanavond een diner met een klant, sushi in Amsterdam', "een diner met collega's, ramen in Tokio?"],
    ['dinner with a view, maybe a rooftop'],
    // ... Dutch "diner" is the meal (English "diner" a kind of place, which "with a client" does not follow).
    (p) => (MEAL_WORDS.test(words(p.chosen)) || words(p.chosen) === 'diner') && MEAL_WITH_SOMEONE_BETWEEN.test(p.between),
  ),
  // "somewhere for merienda, a café perhaps?": the kind of place offered for the meal is the search.
  rule(
    'kind-offered-for-the-meal',
    'switch',
    ['anything near there for merienda, a cafe perhaps?', 'pang merienda, isang bakery siguro?'],
    ['lunch, a museum and then dinner'],
    (p) => MEAL_WORDS.test(words(p.chosen)) && KIND_OFFERED_BETWEEN.test(p.between) && PERHAPS_AFTER.test(p.text.slice(p.later.end)),
  ),
  // "wine bar na lang daw tas dessert after": "na lang" right after a kind says that one instead; what follows comes later.
  rule(
    'said-instead-before-the-next',
    'keep',
    ['ayaw na daw nya ng dinner, wine bar na lang daw tas dessert after', 'ramen na lang, tapos kape'],
    ['ramen, sushi na lang'],
    (p) => INSTEAD_FIRST.test(p.between) && !CORRECTION.test(p.between.replace(INSTEAD_FIRST, '')),
  ),
  // "gumbo and maybe live music": "and maybe" adds a wish, it does not correct the first.
  rule(
    'corrects-the-first',
    'switch',
    ['whats a good jazz bar or wine bar in kreuzberg', 'which castles or churches should i see in ghent'],
    ['gumbo and maybe live music'],
    corrects,
  ),
  // "waar drink ik een goei pintje": a bare "drink" or "eat" is the verb before what is drunk or eaten.
  rule(
    'verb-before-what',
    'switch',
    ['waar drink je goeie koffie in utrecht', 'where can i drink good belgian beer in brussels'],
    ['drinks and pintjes'],
    (p) => p.chosen.words.length === 1 && /^(?:drink|drinks|eat|dine)$/.test(p.chosen.words[0]),
  ),
  // "ok we booked near victory monument. boat noodles nearby?": a statement first, then the question that asks for something.
  rule(
    'question-after-a-statement',
    'switch',
    ['ok we booked a river cruise. boat noodles nearby?', 'Sisig naman tayo! Best sisig sa Angeles City?'],
    ['pho? boat noodles nearby?'],
    (p) => /[.!]\s/.test(p.between) && /\?\s*$/.test(p.text) && !p.text.slice(0, p.later.start).includes('?'),
  ),
  // "date night sa alabang, steak sana": what the user hopes for is the search.
  only(
    ['tl'],
    rule('wished-for', 'switch', ['date night sa alabang, steak sana, yung medyo sosyal'], ['steak sana, pizza kagabi'], (p) =>
      /^\s+sana\b/i.test(p.text.slice(p.later.end)),
    ),
  ),
  // "staying at a hotel in midtown nyc, need a good bagel spot": the hotel is where the user sleeps; what they need follows.
  rule(
    'where-the-user-stays',
    'switch',
    [
      'staying at a hotel in midtown nyc, need a good bagel spot within walking distance',
      'wij zitten in een hotel bij de eiffeltoren wat is de dichtsbijzijnde bakkerij',
    ],
    ['a hotel with bagels'],
    (p) =>
      lodgingOnly(p.chosen) && (STAYS_AT_BEFORE.test(p.text.slice(0, p.chosen.start)) || POSSESSIVE_AFTER.test(p.text.slice(p.chosen.end))),
  ),
  // "in Lisbon since Monday, hotel in Baixa. Please find me fado bars in Alfama": a stay said in a sentence of its own is where the
  // user sleeps; the kind asked for in a later sentence is the search.
  rule(
    'stay-said-before-the-ask',
    'switch',
    ['here since monday, hotel in baixa. please find me fado bars in alfama', 'hotel in de binnenstad. graag pannenkoeken in de buurt'],
    ['a hotel in baixa with a fado bar', 'ramen. hotel in baixa'],
    (p) =>
      lodgingOnly(p.chosen) &&
      !lodgingOnly(p.later) &&
      /[.!;]\s/.test(p.between) &&
      !ASKS_FOR_THE_STAY.test(p.text.slice(0, p.chosen.start)),
  ),
  // "a pasyalan, parang museo o parke", "an outing, like a zoo": the example given after "like" says what kind of place.
  rule(
    'example-after-like',
    'switch',
    ['may pasyalan ba dito, parang zoo?', 'a day trip, like a vineyard tour?', 'libreng pasyalan sa Singapore, yung parke o garden'],
    ['a zoo, and a park like that one'],
    (p) =>
      /,\s*(?:parang|gaya ng|like|such as|say|zoals|bijvoorbeeld)\s+(?:(?:a|an|een|isang)\s+)?$/i.test(p.between) ||
      // ... "libreng pasyalan, yung parke o garden": "the kind that is", after a word for any outing.
      (UMBRELLA.test(p.chosen.words.at(-1) ?? '') && /,\s*(?:yung|ung|iyong)\s+(?:[\p{L}-]+\s+(?:o|or|at)\s+)?$/iu.test(p.between)),
  ),
  // "en vanavond eten terug bij t hotel in shibuya, iets met yakiniku", "hotel bij marina bay. ... een klant die halal eet": a
  // hotel said beside another kind is where the person stays; the other kind is the search (waves al and am).
  rule(
    'hotel-beside-another-kind',
    'switch',
    ['en vanavond eten terug bij t hotel in shibuya, iets met yakiniku of zo'],
    ['I need a hotel near a good ramen place'],
    (p) => HOTEL.test(words(p.chosen)) && !lodgingOnly(p.later) && !ASKS_FOR_THE_STAY.test(p.text.slice(0, p.chosen.start)),
  ),
  rule('first-named', 'keep', ['museums in a park?', 'pubs with live trad music in dublin'], [], () => true),
];

/** The span the message asks for among the `strong` spans, and the rules that decided each later span. */
export function chooseSpan(text: string, strong: readonly Span[]): { chosen: Span; rules: string[] } {
  let chosen = strong[0];
  const rules: string[] = [];
  for (const later of strong.slice(1)) {
    const decided = firstDecision(SPAN_CHOICE_RULES, {}, { text, chosen, later, between: text.slice(chosen.end, later.start) });
    rules.push(decided.rule);
    if (decided.result === 'switch') chosen = later;
  }
  return { chosen, rules };
}
