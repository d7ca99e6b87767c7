// A venue picked by its place in the latest list: "the second one", "yung pangatlo", "#3", "the bottom one".
import type { RememberedVenue } from '../conversation-context';
import { oneSlipApart } from '../gazetteer';
import {
  COUNTED_NOUNS,
  DETERMINER,
  NOT_LISTED_NOUNS,
  NUMBER_WORDS,
  ORDINAL_ALTERNATION,
  ORDINAL_WORDS,
  TAGALOG_ROOTS,
} from './ordinal-words';
import { type VenueResolution, venue } from './resolution';

/** "de eerste van die lijst", "the second of that list", "yung una sa listahan": "of" then the list is still a place in it. */
const OF_THE_LIST = [
  String.raw`(?:of|van|uit|from|on|in|op|sa|ng)\s+(?:(?:the|that|this|your|de|die|deze|dat|het|je|jouw|uw|ang|yung|iyong|ung|inyong)\s+)?`,
  String.raw`(?:list|lijst|lijstje|listahan)(?![\p{L}])`,
].join('');
/** "the second one", "yung una", "de eerste", "and the first?": a determiner, the ordinal, then no date or noun that makes it something
 * else. */
export const ORDINAL_PHRASE = new RegExp(
  [
    `(?:^|[^\\p{L}'])${DETERMINER}\\s+(${ORDINAL_ALTERNATION})(?:(?<=una|huli)ng)?(?![\\p{L}])(?!\\s+(?:largest|biggest|oldest|tallest`,
    `|busiest|highest|longest|grootste|oudste|drukste|hoogste|naming|nating|namin|natin|kong|mong`,
    `|niyang)\\b)(?!\\s+(?!${OF_THE_LIST})(?:${NOT_LISTED_NOUNS})(?![\\p{L}])|\\s+(?!1\\s*(?:pls|please|po|graag|[?.!,]|$))\\d)`,
  ].join(''),
  'iu',
);
export const TAGALOG_ORDINAL = new RegExp(
  [
    `(?:^|[^\\p{L}])(?:pang?|pam`,
    `|ika)[- ]?(${Object.keys(TAGALOG_ROOTS)
      .sort((a, b) => b.length - a.length)
      .join('|')})(?:ng(?![\\p{L}])`,
    `(?!\\s+(?:na\\s+)?(?:${COUNTED_NOUNS})(?![\\p{L}]))|(?![\\p{L}])(?!\\s+na\\s+(?:${COUNTED_NOUNS})(?![\\p{L}]))(?!\\s+(?:katao|tao`,
    `|persons?|people|pax|beses|pagkakataon)(?![\\p{L}])))`,
  ].join(''),
  'iu',
);
export const NUMBERED = new RegExp(
  [
    `(?:#\\s?(\\d{1,2})\\b|(?:\\b(?:option|opt\\.?|number|no\\.|nr\\.?|nummer|numero|choice|pick|result|optie|keuze)|(?:^`,
    `|\\b(?:is|and|ok|what about|how about)\\s+)no(?=\\s+\\d(?![\\d.,])(?:\\s*$|\\s+(?:is|pls|please|then|one|open|do|does|looks|sounds`,
    `|in)\\b)))\\s*(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\b|(?<!\\d[.,])\\b(\\d{1,2})(?:st|nd|rd|th|d)?\\s+(?:one|option`,
    `|place)\\b|\\b(?:the|d)\\s+(\\d{1,2})(?:st|nd|rd|th)\\s*(?:[?.!,]|$|\\s+(?:one|1)\\b)|\\b(?:ika`,
    `|pang)[- ]?(\\d{1,2})(?![\\p{N}])(?!\\s*(?:tao|katao|pax|persons?|people)\\b)|(?:^`,
    `|[^\\p{L}])(?<!\\b(?<!\\b(?:terug|back|balik)\\s{1,3})(?:aan|op|in|at|on|bij|near|langs|naar|van|to|sa)\\s{1,3})`,
    `(?:the|da|d|de|het|die|deze|that|this|yung|ung|ang|en de`,
    `|and the)\\s+(\\d{1,2})(?:st|nd|rd|th|e|de|ste)(?![\\p{L}\\p{N}])(?!\\s+(?:${NOT_LISTED_NOUNS})\\b))`,
  ].join(''),
  'i',
);

export const THAT_ORDINAL_ONE = new RegExp(`\\b(?:that|this|dat|die)\\s+(${ORDINAL_ALTERNATION})\\s+(?:one|place|spot)(?![\\p{L}])`, 'iu');
export const ORDINAL_ONE = new RegExp(
  [
    `(?:^|[.,;:!?]\\s*)(?:and\\s+|en\\s+|ok\\s+)?(${ORDINAL_ALTERNATION})(?:\\s+(?:one|option|optie|choice|keuze|graag|please|pls|po|naman`,
    `|na lang|is fine|is good|works|sounds good|it is)(?![\\p{L}])|\\s*(?:graag|please|pls|po|then|dan|naman|na lang)?\\s*[.!](?:\\s|$)`,
    // "Tweede: adres?", "koffiezaken van eerder: tweede, adres?": an ordinal heading a terse question (not a discourse "first, ...").
    `|\\s*:\\s*(?=\\S)|(?<!first|firstly|una),\\s*(?=[^\\s,.!?:;]+(?:\\s+[^\\s,.!?:;]+)?\\s*[?.!]*\\s*$))`,
  ].join(''),
  'iu',
);

/** A message that is nothing but an ordinal: "2nd", "3rd?", "#4", "second!", "derde?". */
export const BARE_ORDINAL = new RegExp(
  [
    `^\\s*(?:(?:the|and the|en de|de|yung|ang|and|en|eh|tapos)\\s+)?(?:#\\s?(\\d{1,2})|(\\d{1,2})(?:st|nd|rd|th|e|de|ste)`,
    `|(${ORDINAL_ALTERNATION}))\\s*(?:one|please|pls|graag|po|naman)?\\s*[?.!]*\\s*$`,
  ].join(''),
  'iu',
);

/** Places in the list said as places rather than numbers, each with the index it names in a list of `n`:
 * the top and the bottom of it, its middle (only when there is one), the one before the last. */
export const LIST_POSITIONS: ReadonlyArray<[RegExp, (n: number) => number | null]> = [
  [
    new RegExp(
      [
        String.raw`\b(?:second|2nd)[- ](?:to[- ])?last\b|\bnext[- ]to[- ]last\b|\bpenultimate\b`,
        String.raw`|\bone before (?:the )?last\b|\bvoorlaatste\b`,
        String.raw`|\bop (?:één|een|eén) na laatste\b|\b(?:pangalawa`,
        String.raw`|ikalawa) sa (?:huli|dulo)\b|\bbago (?:yung |ang |sa )?(?:huli|dulo)\b`,
      ].join(''),
      'i',
    ),
    (n) => (n >= 2 ? n - 2 : null),
  ],
  [
    new RegExp(
      [
        String.raw`\b(?:the )?top one\b|\bthe one (?:at|on) (?:the )?top\b|\btop of (?:the|your) list\b`,
        String.raw`|\b(?:yung|ang|ung) (?:nasa )?(?:taas`,
        String.raw`|itaas|ibabaw)\b|\b(?:de|die|het) (?:bovenste|bovenaan)\b|^\s*bovenaan\b`,
      ].join(''),
      'i',
    ),
    () => 0,
  ],
  [
    new RegExp(
      [
        String.raw`\b(?:the )?bottom one\b|\bthe one (?:at|on) the bottom\b|\bbottom of (?:the|your) list\b|\b(?:yung|ang`,
        String.raw`|ung) (?:nasa )?(?:baba|ibaba|dulo)\b|\b(?:de|die|het) (?:onderste|onderaan)\b|^\s*onderaan\b`,
      ].join(''),
      'i',
    ),
    (n) => n - 1,
  ],
  [
    new RegExp(
      [
        String.raw`\b(?:the )?middle one\b|\bthe one in the middle\b|\b(?:yung|ang|ung) (?:nasa )?gitna\b|\b(?:de|die|het) middelste\b`,
        String.raw`|\b(?:die|de|het) in het midden\b`,
      ].join(''),
      'i',
    ),
    (n) => (n % 2 === 1 && n >= 3 ? (n - 1) / 2 : null),
  ],
];
/** "the one you mentioned second", "die je als tweede noemde": an ordinal said of how the assistant listed them. */
export const LISTED_AS = new RegExp(
  [
    // ... "the one you had fourth", "the one u showed third" too.
    `\\b(?:you|u)\\s+(?:(?:had|have)\\s+)?(?:mentioned|listed|said|named|suggested|recommended|gave|put|had|have|showed|ranked|placed`,
    `|sent)\\s+(?:(?:it|them|that|as)\\s+)?(${ORDINAL_ALTERNATION})\\b`,
    `|\\bals\\s+(${ORDINAL_ALTERNATION})\\s+(?:noemde|noemt|gaf|geeft|zei|zegt|aanraadde|opnoemde)\\b`,
    // "the one by Museumplein, third on the list I think": a place on the list said outright outweighs an area the user is unsure of.
    `|(?<![\\p{L}])(${ORDINAL_ALTERNATION})\\s+(?:on|in|op|sa)\\s+(?:the|your|de|het|je|uw|jouw|yung|ang)\\s+`,
    `(?:list|lijst|lijstje|listahan)\\b`,
  ].join(''),
  'iu',
);

/** The index a place word names (null when it names none in a list this long), or undefined when there is none. */
export function listPosition(text: string, n: number): number | null | undefined {
  for (const [pattern, index] of LIST_POSITIONS) if (pattern.test(text)) return index(n);
  return undefined;
}

/** "Una sa lahat, salamat! Pangalawa, ligtas ba ...?", "first of all ..., second ...": ordinals that number the user's own points. */
export const ENUMERATES = /\b(?:una sa lahat|first of all|firstly|first off|ten eerste|allereerst|in de eerste plaats)\b/i;
export const LEADING_NUMBER = new RegExp(
  [
    String.raw`^\s*(?:(?:ok|okay|sige|and|en|e|eh)[,!]?\s+)?(\d{1,2})(?:st|nd|rd|th|e|de|ste)?(?=\s*(?:[?.!,:]|$`,
    String.raw`|\s+(?:pls|plz|please|po|graag|then|dan|na lang|naman|more info)\b))`,
  ].join(''),
  'i',
);
/** "the train back to lisbon, when does the last one leave": the first, last or next one of a ride named is that ride. */
export const RIDE_ORDINAL = new RegExp(
  [
    String.raw`\b(?:train|trains|bus|buses|ferry|ferries|boat|boats|trein|treinen|boot|boten|flight|flights|vlucht|vluchten|shuttle|tram`,
    String.raw`|jeepney|biyahe|byahe|subway|underground|tube|mrt|lrt|metro)\b[^.?!]*\b(?<!\b(?:to|till|until|naar|tot`,
    String.raw`|sa)\s+)(?:the (?:last|first|next) one|de (?:laatste|eerste|volgende)|yung (?:huli|una|huling|unang))\b`,
  ].join(''),
  'i',
);
/** "what time is the last show", "hoe laat vertrekt de laatste rondleiding": the time of a first, last or next showing. */
export const TIME_OF_SHOWING = new RegExp(
  [
    String.raw`\b(?:what time|when|until when|till when|hoe laat|tot hoe laat|wanneer|anong oras|kailan`,
    String.raw`|hanggang anong oras)\b[^.?!]*\b(?:the|de|het|yung|ang)\s+(?:last|first|next|laatste|eerste|volgende|huling|unang`,
    String.raw`|susunod na)\s+(?:show|shows|showing|screening|performance|set|tour|tours|rondleiding|rondvaart|voorstelling|vertoning`,
    String.raw`|entry|admission|toegang|seating|sitting|sailing|departure|vertrek|session|sessie|class|les|mass|mis|misa)\b`,
  ].join(''),
  'i',
);
export function resolveOrdinal(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  if (!list.length) return null;
  const index = ordinalIndex(text, list.length);
  return index !== null && index >= 0 && index < list.length ? venue(list[index], 'ordinal') : null;
}

/** The index in a list of `n` that the message names by its place ("the second one", "#3", "yung pangatlo"), which may lie past
 * its end; null when it names none (or a place a list of `n` has not, like its middle of an even list). */
export function ordinalIndex(text: string, n: number): number | null {
  // "the last subway", "de laatste trein", "the last show": a ride or a showing, not a listed venue; "the train to the last one" is.
  if (ENUMERATES.test(text) || RIDE_ORDINAL.test(text) || LAST_RIDE.test(text) || TIME_OF_SHOWING.test(text)) return null;
  const place = listPosition(text, n);
  if (place !== undefined) return place;
  let position: number | null = null;
  const listed = LISTED_AS.exec(text);
  if (listed) position = ORDINAL_WORDS[(listed[1] ?? listed[2] ?? listed[3]).toLowerCase()] ?? null;
  const phrase = position === null ? ORDINAL_PHRASE.exec(text) : null;
  if (phrase) position = ORDINAL_WORDS[phrase[1].toLowerCase().replace('pang-apat', 'pangapat')] ?? null;
  const tagalog = position === null ? TAGALOG_ORDINAL.exec(text) : null;
  if (tagalog) position = TAGALOG_ROOTS[tagalog[1].toLowerCase()] ?? null;
  // "what about that first one?": a demonstrative before an ordinal and "one".
  const thatOne = position === null ? THAT_ORDINAL_ONE.exec(text) : null;
  if (thatOne) position = ORDINAL_WORDS[thatOne[1].toLowerCase().replace('pang-apat', 'pangapat')] ?? null;
  // "last one on the list, ...", "first one pls": an ordinal with "one" opening a clause needs no article.
  const bareOne = position === null ? ORDINAL_ONE.exec(text) : null;
  if (bareOne) position = ORDINAL_WORDS[bareOne[1].toLowerCase().replace('pang-apat', 'pangapat')] ?? null;
  if (position === null) {
    const numbered = NUMBERED.exec(text);
    if (numbered) {
      const raw = (numbered[1] ?? numbered[2] ?? numbered[3] ?? numbered[4] ?? numbered[5] ?? numbered[6]).toLowerCase();
      position = NUMBER_WORDS[raw] ?? Number(raw);
    }
  }
  if (position === null) {
    const bare = BARE_ORDINAL.exec(text);
    if (bare) {
      position = bare[3] ? (ORDINAL_WORDS[bare[3].toLowerCase().replace('pang-apat', 'pangapat')] ?? null) : Number(bare[1] ?? bare[2]);
    }
  }
  if (position === null) position = typedOrdinal(text);
  // "2nd pls more info", "3": a number opening a short message, alone or with "pls", is the place in the list.
  if (position === null) {
    const leading = LEADING_NUMBER.exec(text);
    if (leading && text.trim().split(/\s+/).length <= 5) position = Number(leading[1]);
  }
  // "yung 3, magkano?", "the 2?": a bare number after an article, closing its clause, is the place in the list.
  if (position === null) {
    const digit = BARE_NUMBER.exec(text);
    if (digit) position = Number(digit[1]);
  }
  if (position === null || Number.isNaN(position)) return null;
  return position === -1 ? n - 1 : position - 1;
}
/** ... or as the end of a way ("Route naar 3."), or, typed without punctuation, before a Tagalog question word
 * ("yung 3 magkano", "yung 3 sulit ba"). */
export const BARE_NUMBER = new RegExp(
  [
    String.raw`(?:^|[^\p{L}\p{N}])(?:the|yung|ung|ang|de|het|die|nummer|no\.?|(?:route|directions|way|weg)\s+(?:naar|to|papunta sa))`,
    String.raw`\s+(\d)(?![.,]\d)(?=\s*(?:[,?.!]|$|\s+(?:na lang|please|pls`,
    String.raw`|po|graag|dan|then)\b)|\s+(?:magkano|mgkno|sulit|masarap|malayo|malapit|bukas|ba|mura|mahal|maganda|open)\b)`,
  ].join(''),
  'iu',
);
/** "the secnd one", "thrid one pls", "yung pangalwa", "de tweeede", "the forth": an ordinal typed with one slip, after an
 * article or before "one", and no word of its own ("fifty", "seconds", "eerst", "derden"). */
export const TYPED_ORDINAL = new RegExp(
  [
    `(?:^|[^\\p{L}])(?:(?:${DETERMINER})\\s+(\\p{L}{4,10})(?=\\s+(?:one|option|place|spot|pls|please|graag|po|naman|na lang)\\b`,
    `|\\s*[,?.!]|\\s*$)|(\\p{L}{4,10})\\s+one\\b|(?:${DETERMINER})\\s+(\\p{L}{7,10})(?![\\p{L}]))`,
  ].join(''),
  'iu',
);
export const NOT_AN_ORDINAL = new Set(
  ['fifty sixty eighty seconds firsts thirds fourths fifths tenths tent eerst laatst derden vierden tienden zesden'].join('').split(' '),
);
export const TYPO_TARGETS = Object.keys(ORDINAL_WORDS).filter((word) => word.length >= 5 && !word.includes('-'));
export function typedOrdinal(text: string): number | null {
  const match = TYPED_ORDINAL.exec(text);
  const word = (match?.[1] ?? match?.[2] ?? match?.[3])?.toLowerCase();
  if (!word || word in ORDINAL_WORDS || NOT_AN_ORDINAL.has(word)) return null;
  // "ung pngalawa mgkno?": a long Tagalog ordinal typed with one slip reads as one whatever follows it (not "de laagste").
  const near = [
    ...new Set(
      TYPO_TARGETS.filter((ordinal) => (!match![3] || /^(?:pang|ika)/.test(ordinal)) && oneSlipApart(word, ordinal)).map(
        (ordinal) => ORDINAL_WORDS[ordinal],
      ),
    ),
  ];
  return near.length === 1 ? near[0] : null;
}
/** "en de laatste metro terug, hoe laat is die?", "the last train back, when is it?": the pronoun is the ride. */
export const LAST_RIDE = new RegExp(
  [
    String.raw`\b(?:de|het|the|yung|ang)\s+(?:laatste|eerste|volgende|last|first|next|huling|unang|susunod na)\s+(?:metro|trein|train|bus`,
    String.raw`|tram|boot|boat|ferry|veerboot|pont|shuttle|jeepney|vlucht|flight|biyahe|subway|underground|tube|mrt|lrt|u-bahn|s-bahn)\b`,
  ].join(''),
  'i',
);
