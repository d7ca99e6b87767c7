// A search put near a venue described by its kind: "any museum near the pizza place?", "museum malapit sa pizza place",
// "bij die markt in de buurt een ontbijtplek?": the venue of that kind talked about most lately.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { describedNear, NEAR_DESCRIBED } from './described-near';
import { kindFit, listKindOf } from './list-kinds';
import { venue, type VenueResolution } from './resolution';
import type { ReferenceRule } from './rule';
import { isEatingPlace } from './talked-about';
import { extractQuery } from '../extract-query';

/** The venue of the kind described that was talked about most lately: the one in focus, one in focus before, else the only one
 * of that kind in the latest list, else the only one known; null when the words name no kind or nothing fits. A venue is of the
 * kind by its category or by what its list was asked for ("the sushi place" picked from a sushi list, whatever its category),
 * and "the lunch place" is any place to have a meal. */
export function venueNearDescribed(
  text: string,
  context: ConversationContext,
  list: readonly RememberedVenue[],
  known: readonly RememberedVenue[],
  askedFor: (venue: RememberedVenue) => string | undefined = () => undefined,
): VenueResolution | null {
  // Only a kind of place tells the venue apart here: a word of an address ("near the station") is a landmark to search around.
  const described = describedNear(text);
  if (!described) return null;
  const kind = listKindOf(described);
  // What a venue's list was searched for ("sushi" for a pizzeria listed among sushi places; the resolver's earlier turns leave out
  // the words that put that search near another venue); a kind only mentioned in passing ("breakfast, then a palace") is not it.
  const searchedFor = (v: RememberedVenue) => {
    const asked = askedFor(v);
    const query = asked === undefined ? undefined : extractQuery(asked)?.query;
    return query === undefined ? null : listKindOf(query);
  };
  const fits = (v: RememberedVenue) => {
    // "the lunch place", "yung dinner spot": any place to have a meal, whatever its cuisine.
    if (kind.terms.length === 1 && kind.terms[0] === 'food') return isEatingPlace(v, askedFor(v));
    if (kind.terms.length && kindFit({ terms: kind.terms, words: [] }, [v], undefined) > 0) return true;
    const searched = searchedFor(v);
    return (
      searched !== null &&
      kind.terms.every((term) => searched.terms.includes(term)) &&
      kind.words.every((word) => searched.words.includes(word))
    );
  };
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
    'any ice cream or halo-halo places close to the lunch place?',
    'k after lunch we wanna hit a museum anything walkable from the pizza place',
    'dessert or milk tea na malapit lang dun sa laksa place',
    'een museum, het liefst op loopafstand van dat visrestaurant.',
    'Is er een goede banketbakker in de buurt van dat lunchadres van vanmiddag?',
    'may malapit po bang Korean na may sabaw doon sa café na pinili namin kaninang umaga?',
    // Wave co: the rest of the sentence after the venue, and Dutch "bij dat".
    'what i actually need is a coffee place near the sisig place to kill time after',
    'Somewhere close to the museum would be ideal.',
    'ok. rooftop bar bij dat museum voor vanavond',
  ],
  counterexamples: ['is the pizza place open?', 'the second one, open late?', 'yung malapit, magkano?'],
  // ... only in a new search: "is it near the market?" asks where the venue in focus is.
  when: 'newSearch',
  effect: (s) => venueNearDescribed(s.text, s.context, s.list, s.known, (v) => s.input.earlierTurns.get(v.turn)) ?? undefined,
};
