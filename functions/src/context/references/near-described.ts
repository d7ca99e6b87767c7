// A search put near a venue described by its kind: "any museum near the pizza place?", "museum malapit sa pizza place",
// "bij die markt in de buurt een ontbijtplek?": the venue of that kind talked about most lately.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { kindFit, listKindOf } from './list-kinds';
import { CLOSE_NL, MALAPIT, NEAR_EN, WALK_EN, WALK_NL } from './near-words';
import { ORDINAL_ALTERNATION } from './ordinal-words';
import { venue, type VenueResolution } from './resolution';
import type { ReferenceRule } from './rule';

const DET = String.raw`(?:the|that|this|those|de|het|die|dat|deze|yung|ung|iyong|ang|un)`;
const DESCRIBED = String.raw`((?:[\p{L}'’&-]+\s+){0,2}?[\p{L}'’&-]+)`;
/** "the museum we talked about", "that café from this morning", "de markt van daarnet", "yung museum kanina": said of it earlier. */
const TALKED_OF = [
  String.raw`\s+(?:(?:that\s+|which\s+)?(?:we|you|i)\s+(?:talked about|mentioned|saw|looked at|(?:just\s+)?discussed`,
  String.raw`|were (?:just\s+)?discussing|picked|chose)|from (?:before|earlier|this morning|the first list|the list)`,
  String.raw`|(?:van|uit) (?:daarnet|eerder|net|zonet|vanochtend|vanmorgen|de eerste lijst)|(?:na\s+)?(?:kanina|yun|iyon|yon))`,
].join('');
/** Group 1: the words that describe the venue, after a near word and an article ("the pizza place", "sa may palengke"). */
export const NEAR_DESCRIBED: readonly RegExp[] = [
  new RegExp(
    [
      String.raw`\b(?:${NEAR_EN}|${WALK_EN}\s+(?:of|from)|${WALK_NL}\s+van|${MALAPIT}sa(?:\s+may)?|tabi\s+ng|in de buurt van`,
      String.raw`|${CLOSE_NL})\s+(?:${DET}\s+)?${DESCRIBED}(?:${TALKED_OF})?`,
      String.raw`(?=\s*(?:[?.!,;:]|$)|\s+(?:for|after|before|tonight|later|para`,
      String.raw`|pagkatapos|mamaya|voor|straks|om|waar|where|that|na)\s)`,
    ].join(''),
    'iu',
  ),
  // "bij die markt in de buurt", "bij het museum in de buurt"
  new RegExp(String.raw`\bbij\s+${DET}\s+${DESCRIBED}\s+in de (?:buurt|omgeving)\b`, 'iu'),
  // "dun sa may museum kanina, may kapehan ba malapit?": the venue named first, "near" after it
  new RegExp(String.raw`\b(?:dun|doon)\s+sa(?:\s+may)?\s+${DESCRIBED}(?:${TALKED_OF})?\s*,[^?.!]*\bmalapit\b`, 'iu'),
];

const ORDINAL_IN = new RegExp(String.raw`(?<![\p{L}])(?:${ORDINAL_ALTERNATION}|\d+(?:st|nd|rd|th|e|de|ste))(?![\p{L}])`, 'iu');

/** The words after a near word that describe a venue by its kind ("the pizza place", "die markt"), or null. */
export function describedNear(text: string): string | null {
  const described = NEAR_DESCRIBED.map((pattern) => pattern.exec(text)?.[1]).find(Boolean);
  // "close to the first ramen place", "vlakbij de eerste pizzeria": an ordinal picks in that kind's list, which the ordinal
  // rules do; the kind alone would mean the one talked about last.
  if (!described || ORDINAL_IN.test(described)) return null;
  return listKindOf(described).terms.length ? described : null;
}

/** The venue of the kind described that was talked about most lately: the one in focus, one in focus before, else the only one
 * of that kind in the latest list, else the only one known; null when the words name no kind or nothing fits. */
export function venueNearDescribed(
  text: string,
  context: ConversationContext,
  list: readonly RememberedVenue[],
  known: readonly RememberedVenue[],
): VenueResolution | null {
  // Only a kind of place tells the venue apart here: a word of an address ("near the station") is a landmark to search around.
  const described = describedNear(text);
  if (!described) return null;
  const { terms } = listKindOf(described);
  const fits = (v: RememberedVenue) => kindFit({ terms, words: [] }, [v], undefined) > 0;
  const byId = (id: string | undefined) => known.find((v) => v.placeId === id);
  const talkedAbout = [context.focus, ...(context.earlierFocus ?? [])].map((f) => byId(f?.placeId)).find((v) => v && fits(v));
  if (talkedAbout) return venue(talkedAbout, 'attribute');
  const listed = list.filter(fits);
  if (listed.length === 1) return venue(listed[0], 'attribute');
  const all = known.filter(fits);
  return !listed.length && all.length === 1 ? venue(all[0], 'attribute') : null;
}

export const NEAR_DESCRIBED_RULE: ReferenceRule = {
  id: 'near-described',
  phenomenon: 'categories',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: NEAR_DESCRIBED,
  examples: [
    "after lunch, any museum near the pizza place? something the 10 yr old won't find boring",
    'a quiet little bar near the sushi place for after?',
    'may museum ba malapit sa pizza place?',
    'Is er bij die markt in de buurt een gelegenheid waar wij rustig kunnen ontbijten?',
    'is there a café near the museum we talked about?',
    'coffee within walking distance of the museum you mentioned',
    'dun sa may museum kanina, may kapehan ba malapit?',
  ],
  counterexamples: ['is the pizza place open?', 'the second one, open late?', 'yung malapit, magkano?'],
  // ... only in a new search: "is it near the market?" asks where the venue in focus is.
  when: 'newSearch',
  effect: (s) => venueNearDescribed(s.text, s.context, s.list, s.known) ?? undefined,
};
