// Named conditions of the resolver's rules, combined explicitly (XState-style); an unknown name throws.
import { asksOfOneVenue } from '../intent/asked-facts';
import { namesTheList } from '../intent/list-fact';
import { turnIntentOf } from '../intent/turn-intent';
import { CORRECTS } from './corrections';
import { describesAnother, namesAnotherVenue, placesWithPronounsBlanked } from './demonstratives';
import { OTHER } from './other-one';
import { AROUND_THERE, ASKS_ABOUT_POINTED, ASKS_OF_VENUE, NEAR_POINTED } from './pointing-words';
import type { ResolveState } from './rule';
import { RETURNS_BY_KIND } from './returns-by-kind';
import { FORMER_LATTER } from './weighing';

const GUARDS = {
  /** "yung pang-apat, este yung pang-lima": the message corrects itself. */
  correctsItself: (s: ResolveState) => CORRECTS.test(s.picked),
  /** "the former", "de laatstgenoemde". */
  saysFormerOrLatter: (s: ResolveState) => FORMER_LATTER.test(s.picked),
  listLongerThanTwo: (s: ResolveState) => s.list.length > 2,
  saysOther: (s: ResolveState) => OTHER.test(s.picked),
  /** "terug naar de fadohuizen van vanochtend", "back to the bars from before": goes back to an earlier list by its kind. */
  returnsByKind: (s: ResolveState) => RETURNS_BY_KIND.some((pattern) => pattern.test(s.text)),
  /** Earlier lists hold venues besides the latest list. */
  knownBeyondList: (s: ResolveState) => s.known.length > s.list.length,
  travelsToTown: (s: ResolveState) => s.town !== null,
  newSearch: (s: ResolveState) => s.input.newSearch,
  /** "Meron ba nun sa may Ebisu?", "is there one in Ebisu?", "is er zo een in De Pijp?": asks whether there is one elsewhere. */
  asksForOneElsewhere: (s: ResolveState) => ONE_ELSEWHERE.test(s.text),
  /** "going back to the café, what's its phone number?": a fact, details, a distance or a route asked of one venue. */
  asksOfOneVenue: (s: ResolveState) => asksOfOneVenue(s.text),
  asksAboutPointed: (s: ResolveState) => ASKS_ABOUT_POINTED.test(s.text),
  asksOfVenue: (s: ResolveState) => ASKS_OF_VENUE.test(s.text),
  nearPointed: (s: ResolveState) => NEAR_POINTED.test(placesWithPronounsBlanked(s.text).replace(AROUND_THERE, ' ')),
  namesAnotherVenue: (s: ResolveState) => namesAnotherVenue(s.beside, s.context),
  describesAnother: (s: ResolveState) => describesAnother(s.beside, s.context),
  /** "which of them take cards?", "alin dun ang may parking?": a fact asked over the whole list (issue 17, by hand); "welke van
   * die twee zou u aanraden?" weighs, and is no fact. */
  asksOverList: (s: ResolveState) => s.list.length > 1 && namesTheList(s.text) && turnIntentOf(s.text).kind === 'fact',
  /** "mali po pala ang sinabi ko kanina", "I misspoke earlier", "ik vergis me": owning up to a slip, no question about a turn. */
  ownsASlip: (s: ResolveState) => OWNS_A_SLIP.test(s.text),
} satisfies Record<string, (s: ResolveState) => boolean>;

const OWNS_A_SLIP = new RegExp(
  [
    String.raw`\b(?:mali\s+(?:po\s+)?(?:pala\s+)?(?:po\s+)?(?:ang|yung|ung)\s+(?:sinabi|nasabi)\s+ko|i\s+misspoke|i\s+said\s+it\s+wrong`,
    String.raw`|ik\s+vergis\s+me|ik\s+heb\s+me\s+vergist|ik\s+zei\s+het\s+verkeerd)\b`,
  ].join(''),
  'iu',
);

const ONE_ELSEWHERE = new RegExp(
  [
    String.raw`\b(?:(?:meron|mayroon)\s+(?:ba|bang|pa ba)(?:\s+(?:nun|niyan|nyan|ganun|ganyan|ganon))?\s+sa\s|(?:is there (?:one|any)`,
    String.raw`|are there any|is er (?:zo een|zo'n|ook zo een|er een)|zijn er (?:zulke|er))\b[^?.!]*?\b(?:in|sa|op|around|rond)\s)`,
  ].join(''),
  'iu',
);

export type GuardName = keyof typeof GUARDS;
export type Guard = GuardName | { and: readonly Guard[] } | { or: readonly Guard[] } | { not: Guard };

export const and = (...guards: Guard[]): Guard => ({ and: guards });
export const or = (...guards: Guard[]): Guard => ({ or: guards });
export const not = (guard: Guard): Guard => ({ not: guard });

/** Evaluates a guard left to right, stopping as soon as the answer is known. */
export function holds(guard: Guard, state: ResolveState): boolean {
  if (typeof guard === 'string') {
    const named = (GUARDS as Record<string, ((s: ResolveState) => boolean) | undefined>)[guard];
    if (!named) throw new Error(`unknown guard: ${guard}`);
    return named(state);
  }
  if ('and' in guard) return guard.and.every((g) => holds(g, state));
  if ('or' in guard) return guard.or.some((g) => holds(g, state));
  return !holds(guard.not, state);
}

/** The names of every guard a rule may use. */
export const GUARD_NAMES = Object.keys(GUARDS) as GuardName[];
