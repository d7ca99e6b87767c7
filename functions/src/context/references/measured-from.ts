// The remembered venue a distance or a route starts from, when the words name one: "how far is it from the museum?",
// "from that pizza place", "vanaf het museum", "mula sa museo", "from the Met". The model is told which venue that is, so it
// measures from the venue the conversation talked about, not from any place of that name.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import { extractLocation } from '../extract-location';
import { extractQuery } from '../extract-query';
import { isKnownPlace } from '../gazetteer';
import { containsWhole, fold } from './folding';
import { cardAt, kindPositionsIn, listOfKind } from './kind-positions';
import { kindFit, listKindOf } from './list-kinds';
import { resolveName } from './names';
import { knownVenues } from './resolution';
import { shortNamed } from './short-names';
import { lastTalkedAbout, talkedAboutIds } from './talked-about';

/** What a person adds after a kind to say it was talked about ("the Filipino restaurant I asked about", "yung museo kanina",
 * "yung Chinese resto na pinili namin"). */
const TALKED_ABOUT = new RegExp(
  [
    String.raw`\s+(?:(?:that|which|na|die|dat)\s+)?(?:(?:i|we|you)\s+(?:asked|talked|saw|mentioned|showed|liked|picked)\b.*`,
    String.raw`|(?:na\s+)?(?:pinili|napili|pinuntahan|kinainan|binanggit)\s+(?:namin|natin|ko|mo|ninyo|nyo)\b.*`,
    String.raw`|(?:die|dat)\s+(?:we|wij|ik|jij|je)\s+(?:kozen|koos|gekozen|uitkozen)\b.*`,
    String.raw`|(?:from\s+)?(?:before|earlier)\b.*|kanina\b.*|(?:van\s+)?(?:daarnet|eerder|net)\b.*)$`,
  ].join(''),
  'iu',
);
/** How they would go, said after the place ("from Cais do Sodré by tram", "vanaf het station met de tram"). */
const BY_WAY_OF = /\s+(?:by|on|via|per|met\s+de|sakay\s+ng)\s+\p{L}+$/iu;
/** A street or square by its own word ("Brunswick St", "Oude Markt", "Royal Mile", "Ayala Avenue"). */
const STREET = /\s(?:st|street|ave|avenue|rd|road|blvd|boulevard|mile|markt|straat|gracht|plein|weg|laan|kade)\.?$/iu;
/** A station by its own word ("Utrecht Centraal", "Grand Central", "Carriedo station"): a place of the map, though a venue's
 * name holds the word ("Centraal Museum"). */
const STATION = /(?:^|\s)(?:centraal|central|station|istasyon|stasyon|terminal|airport|luchthaven)$/iu;
/** Articles and pointing words before a name typed short ("the Met"). */
const LEADING_ARTICLE = /^(?:the|that|this|de|het|die|dat|yung|ung|ang|sa)\s+/iu;

/** The venue the words name, other than `subject` (the venue measured to): by name, then by kind, the one talked about last
 * (the focus, then the venues in focus before it) before any other remembered one; null when none or more than one fits. */
export function measuredFrom(
  words: string,
  context: ConversationContext,
  subject: string | null,
  earlierTurns: ReadonlyMap<number, string> = new Map(),
): RememberedVenue | null {
  const phrase = words.replace(TALKED_ABOUT, '').replace(BY_WAY_OF, '').trim();
  if (!phrase) return null;
  const known = knownVenues(context).filter((v) => v.placeId !== subject);
  if (!known.length) return null;
  // "from lunch #3", "van het eerste uitzichtpunt", "galing sa pangalawang kainan": a card by its kind and place in that list.
  const [position, ...more] = kindPositionsIn(phrase);
  const list = context.alternatives.length ? context.alternatives : context.recentVenues;
  const positionList =
    position && !more.length ? listOfKind(position.kind, { list, known: knownVenues(context), earlierTurns, lists: context.lists }) : null;
  const atPosition = positionList && cardAt(position, positionList);
  if (atPosition && atPosition.placeId !== subject) return atPosition;
  // "from Shibuya", "from Cais do Sodré", "from the Royal Mile": a place of the map, though a venue's name holds it.
  const bare = phrase.replace(LEADING_ARTICLE, '');
  const place = extractLocation(`from ${phrase}`);
  const mapped = place !== null && (isKnownPlace(place) || STREET.test(place));
  if (mapped && fold(place) === fold(bare) && !known.some((v) => fold(v.name) === fold(place))) return null;
  if (STATION.test(bare) && !known.some((v) => fold(v.name) === fold(bare))) return null;
  // By the venue's own name: "from makati ave" names no venue on Makati Avenue.
  const byName =
    resolveName(
      phrase,
      known.map(({ address: _, ...v }) => v),
    ) ?? shortNamed(`the ${bare}`, known);
  if (byName) return known.find((v) => v.placeId === byName.placeId) ?? null;
  const kind = listKindOf(phrase);
  // (Not by a word of its name or address: "mas malapit sa Ayala" measures from Ayala, not from a venue on Ayala Avenue.)
  const inCategory = (v: RememberedVenue) => kind.words.every((word) => containsWhole(fold(v.category ?? ''), word));
  // "mula sa chicken rice": the venues of a list searched for by those words, whatever their categories ("hawker centre").
  const searched = fold(bare);
  const askedFor = new Set(
    (context.lists ?? [])
      .filter((list) => {
        const asked = earlierTurns.get(list.turn) ?? '';
        const query = extractQuery(asked)?.query;
        // ... or asked for in those words, when they name a kind its venues are of ("mula dun sa Chinese resto" after "may Chinese
        // restaurant ba sa Makati?"; not "from the square" after "beer halls near the square").
        const ofThatKind = () => known.some((v) => list.placeIds.includes(v.placeId) && inCategory(v));
        return (
          (query !== undefined && containsWhole(fold(query), searched)) ||
          (kind.words.length > 0 && kindFit(kind, [], asked) >= 2 && ofThatKind())
        );
      })
      .flatMap((list) => list.placeIds),
  );
  // ... or of that kind: "from the museum" by its term, "mula dun sa Chinese resto" by a word its category holds.
  const ofKind = (v: RememberedVenue) =>
    kind.terms.length > 0 ? kindFit({ terms: kind.terms, words: [] }, [v], undefined) > 0 : kind.words.length > 0 && inCategory(v);
  const fits = known.filter((v) => askedFor.has(v.placeId) || ofKind(v));
  return lastTalkedAbout(talkedAboutIds(context), fits) ?? (fits.length === 1 ? fits[0] : null);
}
