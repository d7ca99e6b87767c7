// The venues the conversation talked about, newest first: the one in focus, then those in focus before it. "The museum",
// "die pannenkoekenzaak van eerst" with several of that kind known mean the one talked about last.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { FACT_WORDS, SEARCH_WORDS, type SearchFact } from '../../places/search-words';
import { kindFit, listKindOf } from './list-kinds';

/** The terms of places to have a meal: "the lunch place", "yung dinner spot", "dat lunchadres" mean a venue of one of them. */
const EATING = new Set(SEARCH_WORDS.eating);

/** The place ids talked about, newest first. */
export function talkedAboutIds(context: Pick<ConversationContext, 'focus' | 'earlierFocus'>): string[] {
  return [context.focus, ...(context.earlierFocus ?? [])].flatMap((focus) => (focus ? [focus.placeId] : []));
}

/** The candidate talked about last, or undefined when none of them was. */
export function lastTalkedAbout(talked: readonly string[], candidates: readonly RememberedVenue[]): RememberedVenue | undefined {
  return talked.map((id) => candidates.find((venue) => venue.placeId === id)).find((venue) => venue !== undefined);
}

/** The candidates of the kind the words name ("the café", "yung kapehan", "dat koffietentje"), judged on their category, or
 * what their list was asked for when the category does not explain it; none when the words name no kind. Only the words
 * of a kind count: any other word ("yung family-friendly") could be in a venue's name or address. */
export function venuesOfKind(
  words: string,
  candidates: readonly RememberedVenue[],
  askedFor: (venue: RememberedVenue) => string | undefined = () => undefined,
): RememberedVenue[] {
  const { terms } = listKindOf(words);
  if (!terms.length) return [];
  // "the lunch place", "yung dinner spot": any place to have a meal, whatever its cuisine.
  if (terms.length === 1 && terms[0] === 'food') return candidates.filter((venue) => isEatingPlace(venue, askedFor(venue)));
  // A venue's own category decides; what its list was asked for counts only when the category does not already say why the
  // venue was listed ("Fine, the second museum then. Any wine bar near there?" listed wine bars, not museums).
  const kind = { terms, words: [] };
  return candidates.filter((venue) => {
    if (kindFit(kind, [venue], undefined) > 0) return true;
    const asked = askedFor(venue);
    const ownTerms = listKindOf(venue.category ?? '').terms;
    const askedTerms = asked ? listKindOf(asked).terms : [];
    return !ownTerms.some((term) => askedTerms.includes(term)) && kindFit(kind, [venue], asked) > 0;
  });
}

/** Whether a venue's kind is known: its category or what its list was asked for names one. */
export function kindKnown(venue: RememberedVenue, askedFor: string | undefined): boolean {
  return listKindOf(`${venue.category ?? ''} ${askedFor ?? ''}`).terms.length > 0;
}

/** Whether a venue is a place to have a meal: its category names a kind of one ("filipino", "restaurant"), or, when it names no
 * kind ("dumplings", "laksa"), the message its list answered asked for one. */
export function isEatingPlace(venue: RememberedVenue, askedFor: string | undefined): boolean {
  const own = listKindOf(venue.category ?? '').terms;
  const terms = own.length ? own : listKindOf(askedFor ?? '').terms;
  // "vegetarian", "halal": a diet's places are places to eat (the kind its search words imply).
  const kindOf = (term: string) => (term.startsWith('fact:') ? (FACT_WORDS[term.slice(5) as SearchFact]?.kind ?? term) : term);
  return terms.some((term) => EATING.has(kindOf(term)));
}
