// Stage 5: what the turn decides: where to look (location), what for (search query) and which venue is in focus,
// with the guards over the resolution that need the decided location.
import { fold } from '../text/fold';
import { MAX_LIST_VENUES, withFocus, type ConversationContext, type RememberedVenue } from '../conversation-context';
import { extractQuery, type ExtractedQuery } from '../extract-query';
import { followUpIntent } from '../intent/follow-up-intent';
import { turnIntentOf } from '../intent/turn-intent';
import { FIRST_TWO, listPositionsIn } from '../references/list-positions';
import { venuesOfShownList } from '../references/earlier-shown-lists';
import { listReturnedTo } from '../references/list-returned-to';
import { positionInLatestOfTwo } from '../references/list-sides';
import { kindFit, listKindOf, withoutFacts } from '../references/list-kinds';
import { AMENITY } from '../rules/query-span-choice';
import { measuredFrom } from '../references/measured-from';
import type { Resolution } from '../resolve-references';
import type { ExtractStage } from './extract';
import { keptBy } from './keeps-location';
import { ASKS_FOR_MORE, GOES_BACK, GOES_BACK_TO_TURN, MOVES, REFERS_BY_PLACE, SAME_SEARCH, SEARCHES } from './message-cues';
import { replacedBy } from './replaces-query';
import { runGuards } from './resolution-guards';
import type { ResolveStage } from './resolve';
import { searchesNear } from './searches-near';
import { searchAfterKindRuledOut } from './kind-ruled-out';
import { likeThePick } from './like-the-pick';
import { visitReports } from '../intent/visit-reports';

export interface DecideStage {
  /** The context after the message: location, search query, focus, userTurns, updatedAt. */
  context: ConversationContext;
  resolved: Resolution | null;
  resolutionRule: string | null;
  locationRule: string;
  queryRule: string;
  /** An earlier list the message goes back to: the list shown with this turn, while the context keeps the latest one (the
   * next message may name the latest again: "which shibuya one has the best rating"). */
  listTalkedAbout: readonly RememberedVenue[] | null;
  /** The remembered venue a distance or route is measured from ("how far is it from the museum?"), else null. */
  measuredFrom: RememberedVenue | null;
}

const LIST_QUESTION = new RegExp(
  [
    String.raw`\b(?:which (?:ones?|of (?:them|those|these|the \w+)|has|have|serves?)`,
    String.raw`|alin (?:dun|doon|sa kanila|sa mga|ang|mas|ba ang)`,
    String.raw`|which (?:is|one is) (?:better|nicer|closer|cheaper|bigger|quieter)|welke (?:daarvan|van (?:die|deze|de|beide))`,
    String.raw`|welke (?:liggen|ligt|zitten|zit|heeft|hebben|serveert))\b`,
  ].join(''),
  'i',
);
/** The asks that read a whole list: a comparison over it, or a fact of each venue in it. */
const ASKS_OVER_A_LIST: ReadonlySet<string> = new Set(['compare', 'fact']);
/** The guards over the resolution that need the decided location, in the order they apply. */
export const GUARDS_AFTER_LOCATION = ['there-is-the-new-city', 'things-to-do-in-town'] as const;

export function decideStage(
  text: string,
  extract: ExtractStage,
  resolve: ResolveStage,
  before: ConversationContext,
  now: number,
): DecideStage {
  const { query, newSearch, location: extracted } = extract;
  const { settledFirst, townPicked, earlierTurns } = resolve;
  // "which ones are in Intramuros?": a question about the listed venues names where they are, not a new place to look.
  const aboutList = before.alternatives.length > 1 && LIST_QUESTION.test(text);
  const listed = before.alternatives.length ? before.alternatives : before.recentVenues;
  const keptRule = aboutList ? null : keptBy(text, extracted, before.location, resolve.resolved, query, listed);
  const keeps = keptRule !== null;
  const location = (aboutList || keeps ? null : extracted) ?? townPicked;
  const locationRule = locationRuleOf(extract, location, aboutList, keptRule);
  const after = runGuards(GUARDS_AFTER_LOCATION, { ...resolve.guardInput, resolved: resolve.resolved, location });
  const resolved = after.resolved;
  const resolutionRule = after.fired.length ? `guard:${after.fired[after.fired.length - 1]}` : resolve.resolutionRule;
  // A question about a listed venue or an earlier turn ("is the first one open for breakfast?") is no new search.
  // ... unless it asks for something else too ("the second one is fine; now find me bars near it").
  // ... nor one that settles on a venue and then asks for the next kind ("we'll do the cheaper one. after that we want a bar").
  const intent = turnIntentOf(text);
  const searchesNext = SEARCHES_NEXT.has(intent.rule);
  // ... nor one around a venue named by its kind ("korean bbq near the palace"): the venue is where to search, not the subject.
  const aroundDescribed = resolutionRule === 'near-described';
  const aboutKnown =
    !settledFirst &&
    !searchesNext &&
    !aroundDescribed &&
    !townPicked &&
    resolved !== null &&
    !searchesNear(text, query) &&
    // ... nor the next kind asked after saying which card they have just been to ("Wij hebben in de eerste gegeten. Nu een park").
    !(query !== null && visitReports(text).length > 0) &&
    (resolved.kind === 'turn' ||
      ((!MOVES.test(text) || REFERS_BY_PLACE.test(text) || (location === null && resolved.how === 'ordinal' && !GOES_BACK.test(text))) &&
        !SEARCHES.test(text)));
  const moved = location !== null && location.toLowerCase() !== before.location?.toLowerCase();
  // "which one has a view?", "welke heeft een terras?": a question that sorts the listed venues is no new search.
  // ... unless it names a kind the list is not of ("We also want to see a palace today, which ones are good?" over brunch places).
  // (A comparison still sorts: "Leslies o Josephines, alin mas maganda ang view?".)
  const sortsList =
    aboutList &&
    location === null &&
    !ASKS_FOR_MORE.test(text) &&
    (intent.kind === 'compare' || HAS_IT.test(text) || !namesAnotherKind(query, listed, before.searchQuery));
  // "zelfde soort eten?", "the same kind of food there?": the known search, wherever it goes next.
  // ... unless the words name the kind after it ("the same kind of family-friendly dinner place near Shinjuku", wave cr).
  const keepsSearch =
    SAME_SEARCH.test(text) && before.searchQuery !== null && (query === null || (query.weak && !kindNamedAfter(text, query.query)));
  // "going back to what i asked at the start, any of those with an outdoor area?": going back to an earlier question takes its
  // search back too.
  const backTo =
    resolved?.kind === 'turn' && GOES_BACK_TO_TURN.test(text)
      ? extractQuery(resolved.text ?? earlierTurns.get(resolved.index) ?? '')
      : null;
  const replacement =
    !aboutKnown && !sortsList && !keepsSearch ? replacedBy(query, before.searchQuery, moved, resolved?.kind === 'venue', text) : null;
  const ruledOut =
    resolved === null && !sortsList && !backTo && !replacement?.replaces ? searchAfterKindRuledOut(text, before.searchQuery, query) : null;
  const replaces = replacement?.replaces ? query!.query.slice(0, 200) : ruledOut;
  // "more like the 3rd one?": the picked card's kind is the search now, unless the words name one ("May iba pa bang katulad nun?
  // Yung bakery-cafe vibe din sana").
  const liked = query === null || query.weak ? likeThePick(intent.rule, resolved, listed, text) : null;
  const searchQuery = backTo && !backTo.weak ? backTo.query.slice(0, 200) : (liked ?? replaces ?? before.searchQuery);
  const queryRule = queryRuleOf(extract, {
    liked: liked !== null,
    backTo: backTo !== null && !backTo.weak,
    replaced: replaces !== null,
    replaceRule: ruledOut ? 'kind-ruled-out' : (replacement?.rule ?? null),
    aboutKnown,
    sortsList,
    keepsSearch,
  });
  const focus =
    // ... and "someone told me potsdam is a nice day out too?": a move to another town leaves the venue in focus behind.
    resolved?.kind === 'venue' ? { placeId: resolved.placeId, name: resolved.name } : newSearch || moved ? null : before.focus;
  // "back to the cafés, which one is cheapest?": the earlier list gone back to is the list this turn talks about, when the
  // turn asks over it and picks none ("which one is cheapest?" with two as cheap, "which take cards?"); "the train back to
  // lisbon" asks nothing of it, and a venue picked in it is named to the model already (and "the first one here" after it
  // still means the latest list).
  // ... and "back to the pizza ones, is the 2nd one cheaper than the 3rd one?": a pick in it that weighs two of its venues.
  // (Not "the second in the QC list from before, or the first one here?": one of the two is of the latest list.)
  const saysTwo = new Set(listPositionsIn(text, MAX_LIST_VENUES)).size >= 2 || FIRST_TWO.test(text);
  const weighsTwo = resolved?.kind === 'venue' && saysTwo && positionInLatestOfTwo(text) === null;
  // ... and "is the first or the second BBQ place better for her?": two places weighed, none picked, whatever the intent.
  const asksOverList = (resolved === null && (ASKS_OVER_A_LIST.has(intent.kind) || saysTwo)) || weighsTwo;
  const listTalkedAbout = asksOverList ? listReturnedTo(text, before, earlierTurns) : null;
  const subject = resolved?.kind === 'venue' ? resolved.placeId : (focus?.placeId ?? null);
  // "What about the third?" after "how far is the second café from the museum?": the distance asked again, from the same place.
  const asked = intent.kind === 'distance' || intent.kind === 'directions' ? intent : followUpIntent(text, [...earlierTurns.values()]);
  const from = asked.from ? measuredFrom(asked.from, before, subject, earlierTurns) : null;
  // "balikan natin yung ramen kanina, yung may Nagi": a venue picked on going back to an earlier list makes that list the one
  // a bare "yung pangatlo" counts in next.
  // (Not "back to the shinjuku list for a sec": a return said to be short leaves the latest list the one talked about.)
  // ... as does a pick in an earlier list named by its place ("the first one in Seoul", wave ay).
  const returnedTo =
    (GOES_BACK_TO_LIST.test(text) || resolutionRule === 'earlier-list-by-place') && !FOR_A_MOMENT.test(text) && resolved?.kind === 'venue'
      ? earlierListHolding(before, resolved.placeId)
      : null;
  const context: ConversationContext = {
    ...withFocus(returnedTo ? { ...before, alternatives: returnedTo } : before, focus),
    location: location ? location.slice(0, 200) : before.location,
    searchQuery,
    userTurns: Math.min(before.userTurns + 1, 10_000),
    updatedAt: Math.max(now, before.createdAt),
  };
  return { context, resolved, resolutionRule, locationRule, queryRule, listTalkedAbout, measuredFrom: from };
}

/** "which of them has a cafe?", "welke heeft een terras?", "alin may palaruan?": what a listed venue has, not a new search. */
const HAS_IT = /\b(?:has|have|with|heeft|hebben|met|may|meron|mayroon)\s+(?:(?:a|an|een|ng|some|any)\s+)?\p{L}/iu;

/** A kind of place the search words know (not a fact such as "vegetarian") that none of the listed venues is of. */
function namesAnotherKind(query: ExtractedQuery | null, listed: readonly RememberedVenue[], searched: string | null): boolean {
  if (query === null || query.weak) return false;
  if (AMENITY.test(query.query)) return false;
  const { terms } = withoutFacts(listKindOf(query.query));
  return terms.length > 0 && kindFit({ terms, words: [] }, listed, searched ?? undefined) === 0;
}

/** Intent rules that read a search after a pick or instead of one. */
const SEARCHES_NEXT: ReadonlySet<string> = new Set(['search-after-settling', 'search-instead']);
const FOR_A_MOMENT = /\b(?:for a (?:sec|second|moment|minute|bit)|saglit|sandali|(?:nog )?even(?:tjes)?|efkes|evenkes)\b/i;
/** "back to", "terug naar", "balik(an)", "going back to": a return to something said before; "ung sa ramen pala" (I meant the
 * ramen ones) goes back to them as well. */
const GOES_BACK_TO_LIST = new RegExp(
  [
    String.raw`\b(?:back to|terug naar|terugkomen op|balik|balikan|bumalik)\b`,
    String.raw`|\b(?:yung|ung|iyong)\s+sa\s+(?:\S+\s+){1,3}?pala\b`,
  ].join(''),
  'i',
);

/** The venues of the newest earlier list holding the venue, when it is not in the latest list and all are still known. */
function earlierListHolding(context: ConversationContext, placeId: string): RememberedVenue[] | null {
  if (context.alternatives.some((v) => v.placeId === placeId)) return null;
  const shown = context.lists?.find((list) => list.placeIds.length > 1 && list.placeIds.includes(placeId));
  return venuesOfShownList(shown, [...context.alternatives, ...context.recentVenues, ...(context.earlierVenues ?? [])]);
}

function locationRuleOf(extract: ExtractStage, location: string | null, aboutList: boolean, keptRule: string | null): string {
  if (location !== null) return location === extract.location && !aboutList && keptRule === null ? extract.locationRule : 'listed-town';
  if (extract.location === null) return extract.locationRule;
  return aboutList ? 'guard:about-list' : `keeps-location:${keptRule}`;
}

function queryRuleOf(
  extract: ExtractStage,
  decided: {
    liked: boolean;
    backTo: boolean;
    replaced: boolean;
    replaceRule: string | null;
    aboutKnown: boolean;
    sortsList: boolean;
    keepsSearch: boolean;
  },
): string {
  if (decided.liked) return 'like-the-pick';
  if (decided.backTo) return 'back-to-turn';
  // Both rules that decided a new query: the one that let it replace the known one, and the extractor's that found it.
  if (decided.replaced) return `replaces-query:${decided.replaceRule}, ${extract.queryRule}`;
  if (extract.query === null) return extract.queryRule;
  if (decided.aboutKnown) return 'guard:about-known';
  if (decided.sortsList) return 'guard:sorts-list';
  if (decided.keepsSearch) return 'guard:keeps-search';
  return `keeps-known-query:${decided.replaceRule}`;
}

/** "the same kind of <the query's words>": a kind named right after "same kind of" is what is searched. */
function kindNamedAfter(text: string, query: string): boolean {
  const after = SAME_KIND_OF.exec(text);
  const first = query.split(' ')[0];
  return (
    after !== null &&
    first !== undefined &&
    fold(text.slice(after.index + after[0].length, after.index + after[0].length + 40)).includes(fold(first))
  );
}
/** "the same kind of", "same type of", "hetzelfde soort", "dezelfde soort". */
const SAME_KIND_OF = /\b(?:same (?:kind|type|sort) of|hetzelfde soort|dezelfde soort|zelfde soort)\s+/i;
