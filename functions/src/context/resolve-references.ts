// What a message points at: a venue of the latest list (ordinal, attribute, "the other one", its name),
// the venue in focus (demonstratives), or an earlier user turn. Nothing fits: null, never a guess.
import { PRICE_LEVELS } from '../contract/place';
import type { ConversationContext, RememberedVenue } from './conversation-context';
import { PLACE_NAMES } from './gazetteer';

export type VenueResolution = {
  kind: 'venue';
  placeId: string;
  name: string;
  how: 'ordinal' | 'demonstrative' | 'attribute' | 'other' | 'name';
};
export type TurnResolution = { kind: 'turn'; index: number; text: string };
export type Resolution = VenueResolution | TurnResolution;

const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  una: 1, pangalawa: 2, ikalawa: 2, pangatlo: 3, ikatlo: 3, pangapat: 4, 'pang-apat': 4, ikaapat: 4, panglima: 5, ikalima: 5,
  pananim: 6, 'pang-anim': 6, ikaanim: 6, pampito: 7, ikapito: 7, pangwalo: 8, ikawalo: 8, pansiyam: 9, ikasiyam: 9, pangsampu: 10, ikasampu: 10,
  eerste: 1, tweede: 2, derde: 3, vierde: 4, vijfde: 5, zesde: 6, zevende: 7, achtste: 8, negende: 9, tiende: 10,
  last: -1, huli: -1, panghuli: -1, laatste: -1,
};
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  isa: 1, dalawa: 2, tatlo: 3, apat: 4, lima: 5, een: 1, twee: 2, drie: 3, vier: 4, vijf: 5,
};
const ORDINAL_ALTERNATION = Object.keys(ORDINAL_WORDS).sort((a, b) => b.length - a.length).join('|');
const DETERMINER = "(?:the|and the|'?yung|iyong|yong|ung|ang|sa|si|de|het|die|en de|nummer)";
/** "the second one", "yung una", "de eerste", "and the first?": a determiner, the ordinal, then no date or noun that makes it something else. */
const ORDINAL_PHRASE = new RegExp(
  `(?:^|[^\\p{L}'])${DETERMINER}\\s+(${ORDINAL_ALTERNATION})(?![\\p{L}])(?!\\s+(?:of|time|times|day|days|week|weeks|month|year|night|nights|minute|few|couple|question|message|thing|things|step|keer|dag|dagen|vraag|beses|araw|gabi|tanong|sa lahat|ng|van|half|\\d))`,
  'iu',
);
/** Ordinals that stand alone unambiguously: Tagalog pangalawa..., "pangalawa naman". */
const BARE_ORDINAL = /(?:^|[^\p{L}])(pangalawa|ikalawa|pangatlo|ikatlo|pang-?apat|ikaapat|panglima|ikalima|panghuli)(?![\p{L}])/iu;
const NUMBERED = new RegExp(
  `(?:#\\s?(\\d{1,2})\\b|\\b(?:option|number|no\\.|nr\\.?|nummer|numero|choice|pick|result|optie|keuze)\\s*(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\b|\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:one|option|place)\\b|\\bthe\\s+(\\d{1,2})(?:st|nd|rd|th)\\s*(?:[?.!,]|$))`,
  'i',
);

const DEMONSTRATIVE =
  /(?:^|[^\p{L}'])(that one|this one|that place|this place|that restaurant|this restaurant|that hotel|that spot|that event|the place|the restaurant|the venue|the hotel|there|it|its|it's|them|they|their|theirs|yun|yon|iyon|iyan|yan|doon|dun|diyan|dyan|duon|die|daar|daarvoor|daarheen|daarnaartoe)(?![\p{L}'])/iu;
/** "is there", "there are", "it's raining": the word points at nothing. */
const EXPLETIVE = /\b(?:is there|are there|was there|were there|there is|there are|there's|there were|there was|is it possible|it is possible|make it|is it ok|is it okay|it's ok|it's okay|got it|that's it|that is it|it's fine|it's all|that's all|is that all|i like it|it's great|it's perfect|it works|it was|it's been|it takes)\b/gi;

const OTHER = /(?:^|[^\p{L}'])(the other one|the other|other one|yung isa|yung isang|ang isa|de andere|die andere|het andere)(?![\p{L}])/iu;
const CHEAP = /\b(cheaper|cheapest|less expensive|least expensive|more affordable|most affordable|the (?:cheap|affordable|budget|inexpensive) one|yung mura|pinakamura|mas mura|goedkoopste|goedkoper|lowest price)\b/i;
const PRICEY = /\b(more expensive|most expensive|pricier|priciest|fancier|fanciest|the (?:expensive|fancy|upscale) one|yung mahal|pinakamahal|mas mahal|duurste|duurder)\b/i;
const BEST_RATED = /\b(highest[- ]rated|best[- ]rated|top[- ]rated|best rating|highest rating|best reviews?|most popular|best one|pinakamataas|hoogste beoordeling|best beoordeeld|beste)\b/i;
const WORST_RATED = /\b(lowest[- ]rated|worst[- ]rated|lowest rating|worst)\b/i;
const ATTRIBUTE_ONE = /\bthe\s+([\p{L}\p{N}'’ -]{2,40}?)\s+one\b/iu;
const ONE_WITH = /\b(?:the one|yung nasa|yung sa|yung may|die (?:in|op|aan|bij|met)|degene (?:in|op|aan|bij|met))\s+(?:(?:on|in|at|near|by|with|that has|that's|that is|along)\s+)?(?:the\s+)?([\p{L}\p{N}'’ -]{2,40})/iu;

const TURN_REFERENCE =
  /\b(?:my|the)\s+(first|second|third|last|previous|earlier|original)\s+(?:question|message|request)|what (?:did )?i (?:asked?|said|wanted) (?:earlier|before|first|at first|at the start|in the beginning)|what i asked (?:earlier|before|first)|(?:what|which) was my (?:first|last|previous) (?:question|request)|what did i ask( first)?\b|yung (?:tanong ko )?kanina|tinanong ko (?:kanina|dati|noong una)|(?:unang|huling) tanong ko|mijn (eerste|vorige|laatste) vraag|wat ik (?:eerder|net|eerst) vroeg|wat vroeg ik (?:eerst|eerder|net)/i;

const STOPWORDS = new Set(
  'the a an one on in at near by with that has is of and or to for this it place restaurant cafe bar hotel venue spot yung nasa sa may ang de het die op aan bij met een van street st avenue ave road rd'.split(' '),
);

export interface ResolveInput {
  text: string;
  context: ConversationContext;
  /** Earlier user messages by global turn index (only those still in history are known). */
  earlierTurns: ReadonlyMap<number, string>;
  /** The message starts a new search: "there" then means the location, not a venue. */
  newSearch: boolean;
}

export function resolveReferences(input: ResolveInput): Resolution | null {
  const { text, context } = input;
  const turn = resolveTurn(text, context, input.earlierTurns);
  if (turn) return turn;
  const list = context.alternatives.length ? context.alternatives : context.recentVenues;
  return (
    resolveOrdinal(text, list) ??
    resolveOther(text, context) ??
    resolveAttribute(text, list) ??
    resolveName(text, context.recentVenues) ??
    (input.newSearch ? null : resolveDemonstrative(text, context))
  );
}

function venue(v: { placeId: string; name: string }, how: VenueResolution['how']): VenueResolution {
  return { kind: 'venue', placeId: v.placeId, name: v.name, how };
}

function resolveTurn(text: string, context: ConversationContext, earlier: ReadonlyMap<number, string>): TurnResolution | null {
  const match = TURN_REFERENCE.exec(text);
  if (!match || context.userTurns === 0) return null;
  const word = (match.slice(1).find(Boolean) ?? '').toLowerCase();
  const wantsFirst = word === 'first' || word === 'eerste' || word === 'original' || /\b(?:first|at first|at the start|in the beginning|eerst|noong una|unang)\b/i.test(match[0]);
  const ordinal = ORDINAL_WORDS[word];
  let index: number;
  if (wantsFirst) index = 0;
  else if (ordinal && ordinal > 1) index = ordinal - 1;
  else index = context.userTurns - 1;
  if (index < 0 || index >= context.userTurns) return null;
  return { kind: 'turn', index, text: earlier.get(index) ?? '' };
}

function resolveOrdinal(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  if (!list.length) return null;
  let position: number | null = null;
  const phrase = ORDINAL_PHRASE.exec(text) ?? BARE_ORDINAL.exec(text);
  if (phrase) position = ORDINAL_WORDS[phrase[1].toLowerCase().replace('pang-apat', 'pangapat')] ?? null;
  if (position === null) {
    const numbered = NUMBERED.exec(text);
    if (numbered) {
      const raw = (numbered[1] ?? numbered[2] ?? numbered[3] ?? numbered[4]).toLowerCase();
      position = NUMBER_WORDS[raw] ?? Number(raw);
    }
  }
  if (position === null || Number.isNaN(position)) return null;
  const index = position === -1 ? list.length - 1 : position - 1;
  return index >= 0 && index < list.length ? venue(list[index], 'ordinal') : null;
}

function resolveOther(text: string, context: ConversationContext): VenueResolution | null {
  if (!OTHER.test(text) || !context.focus) return null;
  const pair = context.alternatives.length === 2 ? context.alternatives : context.alternatives.length < 2 ? context.recentVenues.slice(0, 2) : [];
  if (pair.length !== 2 || !pair.some((v) => v.placeId === context.focus!.placeId)) return null;
  return venue(pair.find((v) => v.placeId !== context.focus!.placeId)!, 'other');
}

function resolveAttribute(text: string, list: readonly RememberedVenue[]): VenueResolution | null {
  if (list.length < 2) return null;
  const price = (v: RememberedVenue) => (v.priceLevel ? PRICE_LEVELS.indexOf(v.priceLevel) : null);
  if (CHEAP.test(text)) return extreme(list, price, -1);
  if (PRICEY.test(text)) return extreme(list, price, 1);
  if (BEST_RATED.test(text)) return extreme(list, (v) => v.rating ?? null, 1);
  if (WORST_RATED.test(text)) return extreme(list, (v) => v.rating ?? null, -1);
  const phrase = ATTRIBUTE_ONE.exec(text)?.[1] ?? ONE_WITH.exec(text)?.[1];
  if (!phrase) return null;
  const words = phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !STOPWORDS.has(w));
  if (!words.length) return null;
  const scored = list.map((v) => {
    const haystack = `${v.name} ${v.category ?? ''} ${v.address ?? ''}`.toLowerCase();
    return { v, score: words.filter((w) => new RegExp(`(?<![\\p{L}])${escape(w)}`, 'u').test(haystack)).length };
  });
  const best = Math.max(...scored.map((s) => s.score));
  const winners = scored.filter((s) => s.score === best);
  return best > 0 && winners.length === 1 ? venue(winners[0].v, 'attribute') : null;
}

/** The venue with the unique highest (direction 1) or lowest (-1) value; ties or missing data resolve to nothing. */
function extreme(list: readonly RememberedVenue[], value: (v: RememberedVenue) => number | null, direction: 1 | -1): VenueResolution | null {
  const known = list.filter((v) => value(v) !== null);
  if (known.length < 2) return null;
  const target = direction === 1 ? Math.max(...known.map((v) => value(v)!)) : Math.min(...known.map((v) => value(v)!));
  const winners = known.filter((v) => value(v) === target);
  return winners.length === 1 ? venue(winners[0], 'attribute') : null;
}

const GENERIC_NAME_WORDS = new Set(
  'the cafe café restaurant bar grill kitchen house hotel inn coffee bakery steakhouse steak sushi ramen pizza and of de la le el los las san santa new city park street food place museum church club pub shop market garden plaza hall center centre tea beer wine'.split(' '),
);

function resolveName(text: string, venues: readonly RememberedVenue[]): VenueResolution | null {
  const lower = text.toLowerCase();
  const full = venues.filter((v) => v.name.length >= 3 && lower.includes(v.name.toLowerCase()));
  if (full.length === 1) return venue(full[0], 'name');
  if (full.length > 1) return null;
  // A distinctive capitalised word of a name ("Gibsons", "Yamazato") also names it.
  const hits = venues.filter((v) =>
    v.name
      .split(/[^\p{L}\p{N}'’]+/u)
      .filter((w) => w.length >= 4 && /^\p{Lu}/u.test(w) && !GENERIC_NAME_WORDS.has(w.toLowerCase()) && !PLACE_NAMES.has(w.toLowerCase()))
      .some((w) => new RegExp(`(?<![\\p{L}])${escape(w)}(?![\\p{L}])`, 'u').test(text)),
  );
  return hits.length === 1 ? venue(hits[0], 'name') : null;
}

function resolveDemonstrative(text: string, context: ConversationContext): VenueResolution | null {
  const cleaned = text.replace(EXPLETIVE, ' ');
  if (!DEMONSTRATIVE.test(cleaned)) return null;
  if (context.focus) return venue(context.focus, 'demonstrative');
  const latest = context.alternatives.length ? context.alternatives : [];
  return latest.length === 1 ? venue(latest[0], 'demonstrative') : null;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
