// The query rules for a message that names no specific kind: where to stay, a framed phrase, what is on, what to see or do,
// where to eat, and the generic words it holds.
import QUERY_WORDS from './query-words.json';
import { FRAME_DROP, FRAME_REJECT } from './open-frame';
import type { QueryRule } from './query-rules-kinds';
import { GENERIC_PLACE } from './query-rules-kinds';
import type { QueryState } from './query-state';
import { withModifiers, withWhen } from './query-wording';
import { rulesOutKind } from './query-spans';
import { cachedRegExp } from '../text/cached-reg-exp';
import { escapeRegExp } from '../text/escape-reg-exp';

/** The one search for "what should I see / do there": sights first, so that a search for it finds them and the context line
 * says what was asked ("what's worth seeing", "ano magandang puntahan", "wat moet ik zien"). */
export const THINGS_TO_DO = 'sights and things to do';
const ALL: QueryRule['langs'] = ['en', 'tl', 'nl'];

const WHERE_TO_STAY_EN = String.raw`\bwhere (?:should|can|could|do|would|to) (?:i |we )?stay\b`;
const WHERE_TO_STAY_TL = String.raw`\b(?:saan|san) (?:pwede|magandang|maganda|ok|okay) (?:mag-?stay|tumuloy|matulog|mag-?check[- ]?in)\b`;
const WHERE_TO_STAY_NL = String.raw`\bwaar (?:kan|kunnen|moeten|kunde) (?:ik |we |wij )?(?:overnachten|slapen|verblijven)\b`;
const WHERE_STAY = new RegExp([WHERE_TO_STAY_EN, WHERE_TO_STAY_TL, WHERE_TO_STAY_NL].join('|'), 'i');
/** "anything fun happening", "is er iets te beleven": something going on. */
const SOMETHING_HAPPENING = [
  String.raw`\b(?:anything|something|what'?s|wat is er|is er iets)\s+`,
  String.raw`(?:(?:fun|cool|good|nice|interesting|special|exciting|big|leuks?|bijzonders?)\s+)?`,
  String.raw`(?:happening|going on(?!\s+(?:with|at|there)\b)|te beleven)\b`,
].join('');
/** "what's on in Melbourne", not "what's on the menu". */
const DIET_ASKED = new RegExp(
  [
    String.raw`\b(?:how about|what about|en wat dan met|hoe zit het met|paano naman ang|eh)\s+`,
    String.raw`(vegetarian|vegan|halal|vegetarisch|veganistisch)\s+(?:in|sa)\b`,
  ].join(''),
  'i',
);
const DIET_NAMES = String.raw`(vegetarian|vegan|halal|vegetarisch|veganistisch|veggie)`;
const DIET_INSTEAD = new RegExp(
  [
    String.raw`\b${DIET_NAMES}\s+(?:instead|na lang|nalang|naman|dan maar|dan|graag)\b`,
    String.raw`|\b(?:liever|rather|mas gusto)\s+(?:iets\s+)?${DIET_NAMES}\b`,
  ].join(''),
  'i',
);
const WHATS_ON = String.raw`\bwhat'?s on\b(?!\s+(?:the|their|your|its|it|at|my|our)\b)`;
/** "anong ganap sa BGC?", "may ganap ba?". */
const GANAP = String.raw`\b(?:ano'?ng|ano ang|ano(?: ba| pa)?(?: ang)?|may|meron(?: ba)?(?:ng)?)\s+(?:mga\s+)?ganap\b`;
const HAPPENING = new RegExp([SOMETHING_HAPPENING, WHATS_ON, GANAP, String.raw`\bte beleven\b`].join('|'), 'i');
const WHICH_TO_SEE = new RegExp(
  [
    String.raw`\b(?:welke|which|what)\s+(\p{L}{4,20})\s+(?:moet|moeten|kan|kun|kunnen|zou|should|must|can|could|do)\s+(?:ik|je`,
    String.raw`|we|u|ge|i|you)\s+(?:(?:echt|really|zeker|absolutely|best|zeker weten)\s+)?(?:zien|bezoeken|see|visit)\b`,
  ].join(''),
  'iu',
);
const WHAT_TO_DO_NL = [
  String.raw`\b(?:wat|wa)\s+(?:kunnen|kan|moeten|moet|zullen|gaan|kunde|kunt)\s+(?:we|wij|ik|je|ge|gij|jullie`,
  String.raw`|u)\s+(?:(?:dan|hier|daar|er|nog|morgen|vandaag|vanavond|best|zoal|allemaal)\s+){0,2}(?:doen|bezoeken|zien`,
  String.raw`|bekijken|gaan doen)\b(?!\s+(?:om|voor|als|met|zodat|wanneer|tegen|aan|bij|mee)\b)`,
].join('');
const WORTH_SEEING_EN = String.raw`\b(?:what'?s|what is|anything|something|things?)\s+worth\s+(?:seeing|visiting|a visit)\b`;
const WHAT_TO_DO_EN = [
  String.raw`\bwhat (?:should|can|could|must|do|would you recommend|would you suggest) (?:i|we|you|one) (?:\w+ )?(?:see|do`,
  String.raw`|visit)\b(?!\s+(?:about|with|if|when|for)\b)`,
].join('');
const WHAT_TO_DO_TL = [
  String.raw`\bano(?:ng)? (?:pa |ba |pa ba |naman )?(?:ang )?(?:pwede|puwede|pwedeng|puwedeng|magandang|maganda|best`,
  String.raw`|pinakamagandang|masayang|masaya)(?: na| ng)? (?:gawin|puntahan|pasyalan|makita)\b`,
].join('');
/** "whats something free to do in gent", "anything cheap to do": what to do, said with what it should be. */
const SOMETHING_TO_DO = String.raw`\b(?:something|anything|things|stuff)\s+(?:free|cheap|fun|nice|cool|romantic|gratis)\s+to\s+do\b`;
const WHAT_TO_DO = new RegExp([WHAT_TO_DO_NL, WORTH_SEEING_EN, WHAT_TO_DO_EN, WHAT_TO_DO_TL, SOMETHING_TO_DO].join('|'), 'i');
const FREE = /\b(?:free|gratis|libre|walang bayad)\b/i;
/** Issue 17 (wave aq): "iets leuks voor de kids", "something fun for the kids": things to do that suit children. */
const FUN_FOR_KIDS = new RegExp(
  [
    String.raw`\b(?:(?:something|anything|stuff|things?)\s+(?:fun|nice|cool)(?:\s+to do)?\s+(?:for|with)|iets\s+(?:leuks?|tofs?)`,
    String.raw`(?:\s+te doen)?\s+(?:voor|met))\s+(?:the\s+|my\s+|our\s+|de\s+|onze\s+|mijn\s+)?(?:kids|children|little ones`,
    String.raw`|toddlers|kinderen|kindjes|kleintjes|kleuters)\b(?!\s+(?:to eat|te eten|om te eten))`,
  ].join(''),
  'i',
);
const WHERE_TO_EAT = new RegExp(
  [
    String.raw`\b(?:where to eat|(?:what'?s|what is|is there anything|anything) (?:there |here )?to eat`,
    String.raw`|(?:where|somewhere|anywhere) (?:good |nice )?to (?:eat|grab a bite))\b`,
  ].join(''),
  'i',
);
/** Said hungry, with no kind of food: "I'm starving", "gutom na kami", "ik heb honger", "what can we eat". */
const HUNGRY = new RegExp(
  [
    String.raw`\b(?:(?:i'?m|we'?re|am|are|so|really|getting)\s+(?:\w+\s+)?(?:starving|hungry|famished|peckish)(?!\s+for\b)`,
    String.raw`|what can (?:we|i) eat|(?:na)?gugutom|gutom(?:\s+na)?|ano(?:ng)?\s+pwede(?:ng)?\s+kainin`,
    String.raw`|(?:ik heb|we hebben)\s+(?:\w+\s+)?honger)\b`,
  ].join(''),
  'i',
);
const EAT_PHRASE = new RegExp(
  [
    String.raw`^(?:something to eat|somewhere to eat|anything to eat|bite to eat|a bite|iets te eten|iets eten|iets lekkers`,
    String.raw`|hapje eten|hapje)\b`,
  ].join(''),
  '',
);
const ACTIVITY_WORDS = new RegExp(
  [
    String.raw`^(?:(?:fun )?things to do|something (?:fun )?to do|stuff to do|anything to do|what to do|there to do`,
    String.raw`|things to see|what to see|something to see|anything to see|there to see|places to see`,
    String.raw`|must see|must-see|must sees|wat te doen|te doen`,
    String.raw`|te zien|zien|gezien hebben|bezoeken|puntahan|pasyalan|mapupuntahan|gagawin)$`,
  ].join(''),
  '',
);
const QUA = /\b(?:qua|op het gebied van|in terms of|when it comes to|pagdating sa)\s+([\p{L}-]{4,30})/iu;

const DIETS = new Set(QUERY_WORDS.DIETS);
/** "halal", "gluten free": the kind of food a span asks for, a word or two of it. */
const holdsDiet = (span: QueryState['spans'][number]) =>
  span.words.some((w, i) => DIETS.has(w) || DIETS.has(`${w} ${span.words[i + 1] ?? ''}`));
/** "a vegan place to eat": the words after the kind of food that only say "to eat". */
const EAT_AFTER_DIET = /\s+(?:(?:place|places|spot|spots)\s+)?to eat$/;
/** "she's veggie and gluten free. something vegetarian around there?": of two diets, the one in the question is asked for. */
const ASKED_HERE = /^[^.!?]*\?/;
/** "a good spot for a birthday dinner": a meal or a kind says more than "spot" or "place".
 * ... and "somewhere for lunch, vegetarian": the kind of food said says more than the meal time, the occasion or the verb. */
/** Who a place suits ("kid-friendly", "pambata"): a search of its own only when nothing else is named. */
const FOR_WHOM = new RegExp(
  [
    String.raw`^(?:kids?-? ?friendly|child-friendly|family-? ?friendly|pambata|pang-bata|kindvriendelijke?|gezinsvriendelijk)`,
    String.raw`(?:\s+(?:place|places|spot|spots))?$`,
  ].join(''),
  'i',
);
function weakSpan(s: QueryState) {
  const words = (span: QueryState['spans'][number]) => span.words.join(' ');
  // "show me a few more options", "can you show us some attractions": the verb, not a show to see.
  const spans = s.spans.filter((span) => !(words(span).toLowerCase() === 'show' && SHOW_VERB_AFTER.test(s.text.slice(span.end))));
  const diets = spans.filter((span) => span.kinds.length && holdsDiet(span));
  return (
    (diets.length > 1 ? diets.find((span) => ASKED_HERE.test(s.text.slice(span.end))) : undefined) ??
    diets[0] ??
    // ... "a family-friendly place for lunch": who it is for describes the search the other words name.
    spans.find((span) => span.kinds.length && !GENERIC_PLACE.test(words(span)) && !FOR_WHOM.test(words(span))) ??
    spans.find((span) => span.kinds.length && !GENERIC_PLACE.test(words(span))) ??
    spans.find((span) => span.kinds.length)
  );
}
const SHOW_VERB_AFTER = /^\s+(?:me|us|them)\b/i;
/** A meal said as a noun ("lunch", "tanghalian", "ontbijt"), not as a verb ("lunchen"). */
const MEAL_NOUN = /\b(?:breakfast|brunch|lunch|dinner|supper|almusal|tanghalian|hapunan|merienda|ontbijt|avondeten)\b/i;
/** The generic words asked for, "something to eat" said as food. */
/** "dinner instead", "lunch na lang", "make it lunch", "liever een borrel": the words asked for in place of the known search. */
function saidInstead(text: string, query: string): boolean {
  const said = escapeRegExp(query);
  return cachedRegExp(
    String.raw`\b${said}\s+(?:instead|na lang|nalang|dan maar)\b|\b(?:make it|liever|rather)\s+(?:a\s+|an\s+|een\s+|iets\s+)?${said}\b`,
    'i',
  ).test(text);
}
function weakQuery(s: QueryState): string {
  const span = weakSpan(s)!;
  const query = span.words.join(' ').replace(EAT_PHRASE, '').trim() || 'food';
  if (!holdsDiet(span)) return query;
  // "somewhere for lunch in Lisbon, vegetarian": the meal stays with the diet, so the search is for food.
  const meal = MEAL_NOUN.exec(`${s.text.slice(0, span.start)} ${s.text.slice(span.end)}`)?.[0].toLowerCase();
  const diet = query.replace(EAT_AFTER_DIET, '');
  return meal && !MEAL_NOUN.test(diet) ? `${diet} ${meal}` : diet;
}
/** "the bill shows up", "she showed up late": to arrive, not a show. */
const SHOWS_UP = /\b(?:shows?|showed|showing)\s+up\b/i;
const isAsked = (word: string | undefined): word is string => word !== undefined && !FRAME_REJECT.has(word) && !FRAME_DROP.has(word);
const thingsToDo = (s: QueryState) => ({ query: FREE.test(s.text) ? 'free things to do' : THINGS_TO_DO, weak: true });

const WHERE_STAY_EXAMPLES = [
  'first time in Edinburgh! where should I stay near the Royal Mile?',
  'saan maganda mag-stay malapit sa Session Road?',
];
const WHATS_ON_EXAMPLES = ["hi! what's on in melbourne this weekend?", 'anything fun happening in brooklyn this weekend? outdoor stuff'];
/** A rule that reads only some of the languages. */
const only = (langs: QueryRule['langs'], rule: QueryRule): QueryRule => ({ ...rule, langs });
const rule = (
  id: string,
  phenomenon: QueryRule['phenomenon'],
  guard: string | undefined,
  pattern: RegExp | null,
  examples: string[],
  counterexamples: string[],
  effect: QueryRule['effect'],
): QueryRule => ({ id, phenomenon, langs: ALL, pattern, guard, examples, counterexamples, effect });

/** The rules for a message that names no kind, in precedence order; the last one always decides. */
export const ASK_RULES: readonly QueryRule[] = [
  // "where should I stay near the Royal Mile?", "waar kunnen we overnachten?": a search for a place to sleep.
  rule('where-to-stay', 'asks-without-a-kind', 'names-no-kind', WHERE_STAY, WHERE_STAY_EXAMPLES, ['where we stayed was nice'], () => ({
    query: 'hotel',
    weak: false,
    lodging: true,
  })),
  // ... an occasion ("reunion namin sa QC, need halal") is no framed search: FRAME_REJECT in query-words.json.
  rule(
    'framed-phrase',
    'framed-phrases',
    'names-no-kind',
    null,
    ['en de grotten?', 'what about leura', 'daarna willen ze iets met kunst maar niet het louvre, veels te druk'],
    ['en?', 'reunion namin sa QC sa 28. need halal kc may mga bata', 'wel bang voor vis'],
    // ... "wel bang voor vis": a phrase around a food the user fears or rules out is no search.
    (s) => (s.framed && !rulesOutKind(s.text, s.framed) ? { query: s.framed, weak: false } : undefined),
  ),
  // "anything happening this weekend?", "what's on in Melbourne?", "anong ganap sa BGC?": a search for events.
  rule('whats-on', 'asks-without-a-kind', 'names-no-kind', HAPPENING, WHATS_ON_EXAMPLES, ["what's on the menu?"], (s) => ({
    query: withWhen('events', s.text),
    weak: true,
  })),
  // "welke tempels moet ik echt zien?", "which temples should I visit": the kind of sight asked about is the search.
  only(
    ['en', 'nl'],
    rule(
      'which-sights-to-see',
      'asks-without-a-kind',
      'names-no-kind',
      WHICH_TO_SEE,
      // (temples and palaces are kinds of their own now: "welke tempels" names one.)
      ['Welke kloosters kan ik bezoeken in Lissabon?', 'ik ben in taipei, welke pagodes moet ik zien'],
      ['welke paleizen moet je daar zien?'],
      (s) => {
        const sight = WHICH_TO_SEE.exec(s.text)?.[1]?.toLowerCase();
        return isAsked(sight) ? { query: sight, weak: false } : undefined;
      },
    ),
  ),
  // "what should I see in town?", "what can we do there tonight?": a search for sights and activities.
  rule(
    'what-to-see-or-do',
    'asks-without-a-kind',
    'names-no-kind',
    WHAT_TO_DO,
    ['wat kunnen we daar zoal doen?', 'ok what should I see in bruges'],
    ['what should I do about the reservation?'],
    thingsToDo,
  ),
  // Issue 17 (wave aq): "iets leuks voor de kids dat gratis is": things to do, for children (and free when said).
  rule(
    'fun-for-the-kids',
    'asks-without-a-kind',
    'names-no-kind',
    FUN_FOR_KIDS,
    ['Iets leuks voor de kids dat gratis is of bijna niks kost?', 'something fun for the kids in Shinjuku'],
    ['something fun for the kids to eat?'],
    (s) => ({ query: `${FREE.test(s.text) ? 'free ' : ''}things to do for kids`, weak: true }),
  ),
  // "where to eat in leuven", "whats there to eat": the question itself asks for food.
  only(
    ['en'],
    rule(
      'where-to-eat',
      'asks-without-a-kind',
      'holds-no-word',
      WHERE_TO_EAT,
      ['where to eat in leuven', 'whats there to eat in st andrews'],
      ['where to eat sushi in leuven'],
      () => ({
        query: 'food',
        weak: true,
      }),
    ),
  ),
  // "I'm starving, is anything open this early?", "pagod na pero gutom, ano pwede kainin", "ik heb honger": hunger asks for food.
  rule(
    'hungry',
    'asks-without-a-kind',
    'holds-no-word',
    HUNGRY,
    ["been awake since 4 and I'm starving. is anything even open?", 'gutom na ako 😩 ano pwede kainin', 'ik heb honger en geen plan'],
    ['hungry for culture, any museums?', 'the hunger games'],
    () => ({ query: 'food', weak: true }),
  ),
  // "where can I see a water puppet show?": what the show or bar is of makes the search specific.
  rule(
    'kind-of-show-or-bar',
    'asks-without-a-kind',
    'holds-a-generic-word',
    null,
    ['a water puppet show', 'may recommend ka bang dive shop sa anilao?'],
    ['where can I see a show?'],
    (s) => {
      const weak = weakSpan(s)!;
      // "before the bill shows up": a verb, no show (wave co).
      if (SHOWS_UP.test(s.text)) return undefined;
      const specific = withModifiers(s.text, weak, weak.words.join(' '));
      if (specific === weak.words.join(' ')) return undefined;
      return { query: /\bshows?\b/.test(specific) ? withWhen(specific, s.text) : specific, weak: false };
    },
  ),
  // "wat moet ik qua architectuur zien?": what the sights are about is the search.
  rule(
    'sights-about',
    'asks-without-a-kind',
    'holds-a-generic-word',
    QUA,
    ['wat moet ik qua architectuur zien?'],
    ['wat moet ik zien?'],
    (s) => {
      const about = QUA.exec(s.text)?.[1]?.toLowerCase();
      return ACTIVITY_WORDS.test(weakQuery(s)) && isAsked(about) ? { query: about, weak: false } : undefined;
    },
  ),
  // "whats there to do in bath", "ano magandang puntahan", "wat moet ik zien": one generic search for sights and activities.
  rule(
    'things-to-do-words',
    'asks-without-a-kind',
    'holds-a-generic-word',
    null,
    ['wat moet ik zeker zien in gent?', 'what to see in bruges in one day'],
    ['wat moet ik qua architectuur zien?'],
    (s) => (ACTIVITY_WORDS.test(weakQuery(s)) ? thingsToDo(s) : undefined),
  ),
  // "saan masarap kumain?": the verb asks for a place to eat.
  only(
    ['tl'],
    rule(
      'verb-to-eat',
      'asks-without-a-kind',
      'holds-a-generic-word',
      null,
      ['saan masarap kumain?', 'ok. saan kami pwedeng kumain malapit dun'],
      ['saan masarap kumain ng sisig?'],
      (s) => (/^(?:kumain|makakain|kakain|kain)$/.test(weakQuery(s)) ? { query: 'kainan', weak: true } : undefined),
    ),
  ),
  // "something to eat", "een hapje": a search for food; "somewhere to eat vegetarian food" for what comes after it.
  rule(
    'generic-words',
    'asks-without-a-kind',
    'holds-a-generic-word',
    null,
    [
      'something to eat',
      'is it halal',
      'somewhere for lunch in Lisbon tomorrow, vegetarian',
      'kunde gij ne vegetarische plek aanraden om te eten',
    ],
    ['a water puppet show'],
    (s) => {
      const query = weakQuery(s);
      // "How about vegetarian in Seoul?": a diet asked for in its own right is a new search, not a note on the last one.
      if (DIET_ASKED.exec(s.text)?.[1].toLowerCase() === query) return { query, weak: false };
      // "vegan instead 🥗", "liever vegetarisch", "vegetarian na lang": a diet said instead is a new search too (wave bj).
      if (DIET_INSTEAD.exec(s.text)?.slice(1).find(Boolean)?.toLowerCase() === query) return { query, weak: false };
      // "drinks are out. dinner instead", "make it lunch now": any word of a search said instead is a new search too (wave cr).
      if (MEAL_NOUN.test(query) && saidInstead(s.text, query)) return { query, weak: false };
      return { query: /\b(?:events?|evenementen|shows?)\b/.test(query) ? withWhen(query, s.text) : query, weak: true };
    },
  ),
  rule('none', 'nothing-asked', undefined, null, ['hi', 'thanks!', '#2'], ['ramen?'], () => null),
];

/** Named conditions on the spans of the message. */
export const QUERY_GUARDS: Readonly<Record<string, (s: QueryState) => boolean>> = {
  'names-a-kind': (s) => s.chosen !== undefined,
  'names-no-kind': (s) => s.chosen === undefined,
  'holds-a-generic-word': (s) => s.chosen === undefined && weakSpan(s) !== undefined,
  'holds-no-word': (s) => s.chosen === undefined && weakSpan(s) === undefined,
};
