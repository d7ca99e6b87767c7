// Which kind of message this is, for choosing history: the intent rules, in precedence order.
import type { Resolution } from '../resolve-references';
import type { Intent } from '../select-history';
import { guardNamed, type Rule } from './rule';

/** "what did I ask", "summarise our chat". */
const ASKS_WHAT_WAS_SAID_EN = String.raw`what (?:did|have) (?:i|we) (?:ask|asked|say|said|talk(?:ed)? about|discuss(?:ed)?)`;
const SUMMARISE_EN = String.raw`summari[sz]e (?:our|the|this) (?:chat|conversation)|what were we talking about`;
/** "ano tinanong ko", "anong pinag-usapan". */
const ASKS_WHAT_WAS_SAID_TL = String.raw`ano(?:ng|'ng)? (?:tinanong|sinabi) ko|ano(?:ng|'ng)? pinag-?usapan`;
/** "waar hadden we het over", "wat vroeg ik". */
const ASKS_WHAT_WAS_SAID_NL = String.raw`waar hadden we het over|wat vroeg ik|wat heb ik gevraagd`;
const ABOUT_CONVERSATION = new RegExp(
  String.raw`\b(?:${[ASKS_WHAT_WAS_SAID_EN, SUMMARISE_EN, ASKS_WHAT_WAS_SAID_TL, ASKS_WHAT_WAS_SAID_NL].join('|')})\b`,
  'i',
);

/** "something similar", "anything like that". */
const SOMETHING_OR_MORE_EN = String.raw`something|anything|somewhere|some(?:thing|place)? else|one|place|more`;
const SOMETHING_LIKE_IT_EN = String.raw`\b(?:${SOMETHING_OR_MORE_EN})\s+(?:similar|like (?:that|this|it))`;
/** "a similar one", "similar to". */
const SIMILAR_ONE_EN = String.raw`\bsimilar (?:one|place|to)`;
/** "katulad", "ganun din", "iets vergelijkbaars", "zoiets". */
const SIMILAR_TL = String.raw`katulad|kapareho|ganyan din|ganun din|parang ganyan`;
const SIMILAR_NL = String.raw`iets (?:vergelijkbaars|soortgelijks|dergelijks)|zoiets|vergelijkbaar`;
const SIMILAR_TL_NL = String.raw`\b(?:${SIMILAR_TL}|${SIMILAR_NL})\b`;
export const SIMILAR = new RegExp([SOMETHING_LIKE_IT_EN, SIMILAR_ONE_EN, SIMILAR_TL_NL].join('|'), 'i');

/** Named conditions on what the turn resolved. */
export const INTENT_GUARDS: Readonly<Record<string, (resolved: Resolution | null) => boolean>> = {
  'resolved-an-earlier-turn': (resolved) => resolved?.kind === 'turn',
  // A venue only pointed at ("there", "that one") needs no list from history; one picked by name or number does.
  'resolved-a-picked-venue': (resolved) => resolved?.kind === 'venue' && resolved.how !== 'demonstrative',
};

/** The intent rules; the first that applies decides. */
export const INTENT_RULES: readonly Rule<Intent>[] = [
  {
    id: 'about-an-earlier-turn',
    langs: ['en', 'tl', 'nl'],
    pattern: null,
    guard: 'resolved-an-earlier-turn',
    examples: [],
    counterexamples: [],
    effect: 'conversation',
  },
  {
    id: 'asks-about-the-conversation',
    langs: ['en', 'tl', 'nl'],
    pattern: ABOUT_CONVERSATION,
    examples: [
      'what did I ask earlier?',
      'can you summarize our chat',
      'ano tinanong ko kanina?',
      'anong pinag-usapan natin',
      'wat vroeg ik ook alweer?',
    ],
    counterexamples: ['what did they serve?', 'ano masarap dito?', 'wat is er te doen?'],
    effect: 'conversation',
  },
  {
    id: 'asks-for-something-similar',
    langs: ['en', 'tl', 'nl'],
    pattern: SIMILAR,
    examples: [
      'anything similar nearby?',
      'something like that but cheaper',
      'a similar place in Pasig',
      'may katulad ba sa BGC?',
      'iets vergelijkbaars in Utrecht?',
    ],
    counterexamples: ['something sweet', 'is it like a bar?', 'iets lekkers'],
    effect: 'similar',
  },
  {
    id: 'picks-a-listed-venue',
    langs: ['en', 'tl', 'nl'],
    pattern: null,
    guard: 'resolved-a-picked-venue',
    examples: [],
    counterexamples: [],
    effect: 'reference',
  },
  { id: 'standard', langs: ['en', 'tl', 'nl'], pattern: null, examples: [], counterexamples: [], effect: 'standard' },
];

/** The intent of the message and the rule that decided it. */
export function decideIntent(text: string, resolved: Resolution | null): { intent: Intent; rule: string } {
  for (const rule of INTENT_RULES) {
    if (rule.guard !== undefined && !guardNamed(INTENT_GUARDS, rule.guard)(resolved)) continue;
    if (rule.pattern !== null && !rule.pattern.test(text)) continue;
    return { intent: rule.effect, rule: rule.id };
  }
  throw new Error('no intent rule applies: the list must end with one that always does');
}
