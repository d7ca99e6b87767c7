// A venue picked by what it is: its place, rating, price, kind, or what the assistant said of it ("the one with the rooftop").
import { PRICE_LEVELS } from '../../contract/place';
import type { RememberedVenue } from '../conversation-context';
import { askedFacts } from '../intent/asked-facts';
import { turnIntentOf } from '../intent/turn-intent';
import { containsWhole, fold } from './folding';
import { narrowedByKind, narrowedByPlace } from './narrowing';
import { bestMatch, leadingWordsMatch, phraseWords } from './phrase-match';
import { BEST_RATED, CHEAP, FREE, MIDDLE_PRICED_ONE, PRICEY, RATING_ONE, WANTS_ANOTHER, WORST_RATED, extremes } from './price-rating';
import { saidAbout } from './reply-mentions';
import { type VenueResolution, venue } from './resolution';

/** "the Chinatown one", "that Malate place", "the jazz spot": the words between pick the venue. */
export const ATTRIBUTE_ONE = new RegExp(
  [
    String.raw`(?:\b(?:the|that|this|ung|yung|iyong|de|die|dat|het)|'yung)\s+([\p{L}\p{N}'’ -]{2,40}?)\s+(?:one|place|spot|restaurant`,
    String.raw`|resto|hotel|cafe|café|bar|museum|stall|shop|plek|plekje|tent|tentje|zaak|zaakje|lugar|kainan)\b`,
  ].join(''),
  'iu',
);
/** Dutch cuisine adjectives after an article ("de Japanse") as the stem the category has. */
export const ADJECTIVE_STEMS: Record<string, string> = {
  japanse: 'japan',
  franse: 'fren',
  italiaanse: 'itali',
  thaise: 'thai',
  indonesische: 'indones',
  indische: 'indo',
  chinese: 'chin',
  mexicaanse: 'mexic',
  indiase: 'indian',
  spaanse: 'spani',
  griekse: 'greek',
  koreaanse: 'korea',
  vietnamese: 'vietnam',
  turkse: 'turk',
  surinaamse: 'surinam',
  amerikaanse: 'americ',
  libanese: 'leban',
  marokkaanse: 'morocc',
  portugese: 'portug',
  ethiopische: 'ethiop',
  peruaanse: 'peru',
  duitse: 'german',
  belgische: 'belg',
  hollandse: 'dutch',
  nederlandse: 'dutch',
  filipijnse: 'filipin',
  vegetarische: 'vegetarian',
  veganistische: 'vegan',
  biologische: 'organic',
  glutenvrije: 'gluten',
  italiaan: 'itali',
  japanner: 'japan',
  fransman: 'fren',
  chinees: 'chin',
  thai: 'thai',
};
export const ADJECTIVE_ONE = new RegExp(`\\b(?:de|die|het|dat|en de|yung|ang)\\s+(${Object.keys(ADJECTIVE_STEMS).join('|')})\\b`, 'i');
export const ONE_WITH = new RegExp(
  [
    String.raw`\b(?:the one|(?:the|that|this) (?:other )?(?:place|spot)(?= (?:on|in|at|along|near|by))|(?:that`,
    String.raw`|this) one(?= (?:on|in|at|along|near|by))|(?:de|die|dat|het) andere(?= (?:in|op|aan|bij|van))|which one(?:'s|’s| is| was)`,
    String.raw`|which ones(?= (?:in|on|at|near|by) )|which is|which was|(?:which (?:one |of (?:them|those|these) )?(?:has|does|serves`,
    String.raw`|offers)|welke (?:heeft|hebben)|alin (?:ang )?may)(?!\s+(?:the\s+|de\s+|het\s+)?(?:best|highest|lowest|worst|most|least`,
    String.raw`|cheapest|better|more|less|nicest|biggest|beste|hoogste|laagste`,
    String.raw`|meeste|pinaka)\b)|which of (?:them|those|these)(?:'s|’s| is`,
    String.raw`| was)|welke (?:is|ligt|zit)|alin (?:ang|dun ang|doon ang)|(?:yung|ung|yng) nasa|(?:yung|ung|yng) (?:sa|s)|(?:yung|sa`,
    String.raw`|dun sa|doon sa) may|yung (?:talagang |mas |pinaka ?)?malapit sa|(?:die|degene) (?:vlakbij|dichtbij|vlak bij|dicht bij`,
    String.raw`|naast)|(?:(?<!\b(?:zit|ligt|staat|zitten|liggen)\s)|(?=(?:die|dat) (?:in|op|aan|bij) (?:de |het `,
    String.raw`|'t )?\p{L}+(?: \p{L}+)? (?:ook|nog|al|wel|echt|buiten|binnen|open)\b))(?:die|dat|dienen|diene|dieje) (?:in|op|aan|bij|met`,
    String.raw`|van)|degene (?:in|op|aan|bij|met|van))\s+(?:(?:on|in|at|near|by|with|that has|that's|that is|along)\s+)?(?:(?:the|de`,
    String.raw`|het)\s+)?([\p{L}\p{N}'’ .,-]{2,40})`,
  ].join(''),
  'iu',
);

/** "the one you said has a view", "the place you said was loud", "yung sinabi mong may rooftop", "die waarvan je zei dat hij
 * laat open is": what the assistant said about a venue picks it; the words after the verb are matched. */
export const SAID_OF = new RegExp(
  [
    String.raw`\b(?:the (?:one|place|spot|bar|restaurant|cafe|hotel)|(?:'?yung|ung|ang)(?: lugar| place| resto)?|die|degene|dat`,
    String.raw`|het)\s+(?:(?:that|which|waarvan|wat|na)\s+)?(?:you|u|je|jij|mo)\s+(?:said|mentioned|described|called|noemde|zei|zegt`,
    String.raw`|beschreef)\s+(?:(?:dat|that|as)\s+)?(?:(?:it|die|hij|ze|het)\s+)?(?:(?:has|had|was|is|were|serves|does|heeft|had`,
    String.raw`|serveert)\s+)?(?:(?:a|an|the|een|de|het)\s+)?([\p{L}\p{N}'’ -]{2,40})|\b(?:'?yung|ung|ang)\s+(?:sinabi|binanggit`,
    String.raw`|sabi)\s+(?:mong|mo na|mo)\s+(?:(?:na|ay)\s+)?(?:may\s+)?([\p{L}\p{N}'’ -]{2,40})|\b(?:you|u|ge|gij|je)\s+(?:said`,
    String.raw`|mentioned|zei|zegt|noemde|had het over|sprak over)\s+(?:something|iets)\s+(?:about|over)\s+(?:(?:a|an|the|ne|nen|een|de`,
    String.raw`|het)\s+)?([\p{L}\p{N}'’ -]{2,40})|\b(?:ge|gij|je|u)\s+(?:had|hebt|heeft)\s+(?:iets\s+)?(?:gezegd`,
    String.raw`|verteld)\s+over\s+(?:(?:een|de|het|ne|nen)\s+)?([\p{L}\p{N}'’ -]{2,40})|\b(?:which|welke|wat`,
    String.raw`|alin)(?:\s+(?:one|ones|place|spot|of them|of those|daarvan|van die|dun|doon))?\s+(?:(?:did|do|had|have|would|heb`,
    String.raw`|hebt)\s+)?(?:you|u|ge|gij|je|jij|mo)\s+(?:say|said|gezegd|mention|mentioned|recommend|recommended|aangeraden|aanraadde`,
    String.raw`|suggest|suggested|noemde|zei)\s+(?:(?:was|is|were|would be|for|voor|to|as|als|dat|that|had|has)\s+)?(?:(?:the|a|an|de`,
    String.raw`|het|een)\s+)?([\p{L}\p{N}'’ -]{2,40})`,
  ].join(''),
  'iu',
);

export const ONE_THAT_IS = new RegExp(
  [
    String.raw`\b(?:is|zit) er (?:er )?eentje (?:bij )?(?:die |dat )?([\p{L} -]{3,30}?)(?:\s+(?:is|heeft|bij))?\s*(?:[?.!]|$)`,
    String.raw`|\bis there one (?:that'?s|that is|which is|with)\s+([\p{L} -]{3,30}?)\s*(?:[?.!]|$)`,
  ].join(''),
  'iu',
);
export const WHICH_KIND = new RegExp(
  [
    String.raw`\b(?:which (?:one|of (?:them|those|these))|welke (?:daarvan|van (?:die|deze))|alin (?:dun|doon|sa kanila))(?:'s|’s|\s+is`,
    String.raw`|\s+was|\s+ang|\s+ay)\s+(?:an?\s+|een\s+)?(?:actual\s+|real\s+|proper\s+|echt(?:e)?\s+|totoong\s+)?(\p{L}{3,20})\b`,
  ].join(''),
  'iu',
);
/** "the tour at that place": a phrase that ends in a thing of the venue pointed at. */
export const PLACE_AFTER_KIND = new RegExp(
  [
    String.raw`^\s+(?:in|on|at|near|sa|op|aan|bij|nabij)\s+(?:the\s+|de\s+|het\s+)?`,
    String.raw`([\p{L}\p{N}'’ -]{2,30}?)(?=\s*(?:[-–—,?.!]|$))`,
  ].join(''),
  'iu',
);
export const OF_POINTED = /\s(?:at|in|of|from|sa|van|bij|op)\s+(?:that|this|die|dat|yun|yan)$/i;
/** "the museum on Chambers St", "the bar in Gion": a kind of place after "the", then where it is, matched against the list. */
export const CATEGORY_AT = new RegExp(
  [
    String.raw`\b(?:the|de|het|die|dat|yung|ang)\s+(\p{L}{3,20}(?:\s+\p{L}{3,20})?)\s+(?:on|in|at|along|near|by|off|aan|op|bij|langs|nabij`,
    String.raw`|vlakbij|sa|nasa)\s+(?:the\s+|de\s+|het\s+)?([\p{L}\p{N}'’ -]{2,40})`,
  ].join(''),
  'iu',
);

/** `pair`: the two venues "those two" means, when known. */
/** `older`: venues of earlier lists; `wasFocused`: those the user talked about ("the ramen place from earlier" is the one picked). */
export const TL_DESCRIBED = new RegExp(
  [
    String.raw`(?:^|[^\p{L}'’])(?:yung|ung|yng)\s+(?!(?:isa|iba|ibang|una|unang|huli|huling|pang|ika|mas|pinaka|sa|nasa|may|mga|tanong`,
    String.raw`|sinabi)\b)((?:[\p{L}\p{N}'’-]+\s*){1,3}?)\s*(?=[,?.!]|$|\s+(?:na|ba|po|naman|lang|nila|dun|doon)\b)`,
  ].join(''),
  'iu',
);
/** "the LES one", "yung sa BGC", "the one in the CBD": capitals that are the initials of a part of the address or name. */
export const INITIALS = new RegExp(
  [
    String.raw`\b(?:the|yung|ang|de|die|het)\s+([A-Z]{2,4})\s+(?:one|place|spot|branch)\b|\b(?:yung|die|de)\s+(?:sa|in`,
    String.raw`|op)\s+([A-Z]{2,4})\b|\bthe one\s+(?:in|on|at|near|by)\s+(?:the\s+)?([A-Z]{2,4})\b`,
  ].join(''),
);
/** ... typed in lower case after "yung nasa" / "yung sa": "ung nasa atc". */
export const TYPED_INITIALS = /\b(?:yung|ung|yng)\s+(?:nasa|sa)\s+([a-z]{3,4})\b/;
export const NOT_KIND = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:yung|ung|the one|the|de|die)\s+(?:hindi|di|not|that'?s not|that isn'?t|niet|geen)\s+(?:(?:a|an|sa|na`,
    String.raw`|een)\s+)?(\p{L}{3,20})`,
  ].join(''),
  'iu',
);
export function resolveAttribute(
  text: string,
  list: readonly RememberedVenue[],
  listReply?: () => string | undefined,
  older: readonly RememberedVenue[] = [],
  pair?: readonly RememberedVenue[] | null,
  wasFocused: ReadonlySet<string> = new Set(),
): VenueResolution | null {
  if (list.length < 2) return null;
  // "yung isa, yung hindi japanese", "the one that's not a resort": the one venue the word does not describe.
  const not = NOT_KIND.exec(text)?.[1];
  if (not) {
    const words = phraseWords(not);
    const others = list.filter((v) => bestMatch([v], words) === null);
    if (others.length === 1 && others.length < list.length) return venue(others[0], 'attribute');
  }
  // "which of those is an actual restaurant?", "welke daarvan is een echt restaurant?": the one venue of that kind.
  const kindAsked = WHICH_KIND.exec(text)?.[1]?.toLowerCase();
  if (kindAsked) {
    const categoryWords = (v: RememberedVenue) => fold(v.category ?? '').split(/\P{L}+/u);
    const ofKind = list.filter((v) => categoryWords(v).some((w) => w === kindAsked || w === kindAsked.replace(/s$/, '')));
    if (ofKind.length === 1) return venue(ofKind[0], 'attribute');
  }
  const rated = RATING_ONE.exec(text);
  if (rated) {
    const value = Number(rated[1].replace(',', '.'));
    const hits = list.filter((v) => v.rating === value);
    if (hits.length === 1) return venue(hits[0], 'attribute');
  }
  // "the moderate one", "de middenklasse", "yung katamtaman ang presyo": the one venue at the middle price level.
  if (MIDDLE_PRICED_ONE.test(text)) {
    const hits = list.filter((v) => v.priceLevel === 'moderate');
    if (hits.length === 1) return venue(hits[0], 'attribute');
  }
  // "mas mura ba yung sa Lagao?": the place named picks the venue; the comparative is the question about it.
  const adjective = ADJECTIVE_ONE.exec(text)?.[1];
  // "the LES one", "yung sa BGC": capitals that are the initials of a part of the address or name.
  // ... typed in lower case too after "yung nasa" / "the one in": "ung nasa atc na lang" for Alabang Town Center.
  const capitals = INITIALS.exec(text);
  const typed = capitals ? undefined : TYPED_INITIALS.exec(text)?.[1];
  if (capitals || typed) {
    const caps = (capitals ? (capitals[1] ?? capitals[2] ?? capitals[3]) : typed!).toLowerCase();
    const capitalised = (part: string) =>
      part
        .trim()
        .split(/\s+/)
        .filter((w) => /^\p{Lu}/u.test(w));
    const runs = (source: string) => source.split(/[,.;:()/–—-]/).map(capitalised);
    const fits = (source: string) =>
      runs(source).some(
        (words) =>
          words.length >= 2 &&
          words
            .map((w) => w[0])
            .join('')
            .toLowerCase() === caps,
      );
    const hits = list.filter((v) => fits(`${v.address ?? ''},${v.name}`));
    if (hits.length === 1) return venue(hits[0], 'attribute');
    // "the one in the CBD" when only the reply said where each is ("Mother's Restaurant - Central Business District").
    if (!hits.length) {
      const reply = listReply?.();
      const said = reply ? saidAbout(reply, list) : null;
      const fromReply = said ? list.filter((v) => fits(said.get(v.placeId) ?? '')) : [];
      if (fromReply.length === 1) return venue(fromReply[0], 'attribute');
    }
  }
  const saidOf = SAID_OF.exec(text);
  // "the tour at that place": a thing of the venue pointed at describes none of them.
  const attributeMatch = ATTRIBUTE_ONE.exec(text);
  const attributeOne = attributeMatch?.[1];
  // "the ramen place in shinjuku" after a list of bars: a kind the latest list lacks, and a place, pick in an earlier list.
  const kindThere =
    attributeMatch && !adjective && !saidOf ? PLACE_AFTER_KIND.exec(text.slice(attributeMatch.index + attributeMatch[0].length)) : null;
  if (kindThere && attributeOne && !OF_POINTED.test(attributeOne)) {
    const kindWords = phraseWords(attributeOne);
    const ofKind = (venues: readonly RememberedVenue[]) => venues.filter((v) => bestMatch([v], kindWords) !== null);
    const earlierOfKind = ofKind(older.filter((v) => !list.some((l) => l.placeId === v.placeId)));
    if (kindWords.length && !ofKind(list).length && earlierOfKind.length) {
      const there = bestMatch(earlierOfKind, phraseWords(kindThere[1]));
      if (there) return there;
    }
  }
  const describedOne = attributeOne && !OF_POINTED.test(attributeOne) ? attributeOne : undefined;
  const asked = ONE_WITH.exec(text)?.[1];
  // "which is the cheapest night out?": a comparative leading what is asked is the pick, and "night" no name of a nightclub.
  const askedDescribes =
    asked !== undefined && ![CHEAP, PRICEY, BEST_RATED, WORST_RATED].some((pattern) => (pattern.exec(asked)?.index ?? Infinity) <= 4);
  // "is er eentje vegan?", "is there one that's open late?": the one listed venue so described.
  const oneThat = ONE_THAT_IS.exec(text);
  const phrase = adjective
    ? ADJECTIVE_STEMS[adjective.toLowerCase()]
    : saidOf
      ? (saidOf[1] ?? saidOf[2] ?? saidOf[3] ?? saidOf[4] ?? saidOf[5])
      : (describedOne ?? (askedDescribes ? asked : undefined) ?? (oneThat ? (oneThat[1] ?? oneThat[2]) : undefined));
  // The words up to a comma first ("the one on Polk Street, do they ..."); past it only when they alone tie ("near busan station,
  // choryang").
  const words = phrase ? phraseWords(phrase.split(',')[0]) : [];
  const picked = phrase
    ? (bestMatch(list, words) ?? (phrase.includes(',') ? bestMatch(list, phraseWords(phrase)) : null) ?? leadingWordsMatch(list, words))
    : null;
  if (picked) return picked;
  // "en die in Berchem, hebben die vegetarische snacks?": an adjective that picks none leaves the place to pick.
  if (adjective) {
    const other = attributeOne ?? ONE_WITH.exec(text)?.[1];
    const byPlace = other ? bestMatch(list, phraseWords(other.split(',')[0])) : null;
    if (byPlace) return byPlace;
  }
  // "the michelin one at the four seasons": a description the data cannot check leaves the place named after it to pick.
  const placeAfter =
    describedOne && attributeMatch ? PLACE_AFTER_KIND.exec(text.slice(attributeMatch.index + attributeMatch[0].length)) : null;
  const byPlaceAfter = placeAfter ? bestMatch(list, phraseWords(placeAfter[1])) : null;
  if (byPlaceAfter) return byPlaceAfter;
  // "the one with the rooftop", "yung may live band": what the reply said about each venue, when the data says nothing.
  const reply = words.length ? listReply?.() : undefined;
  const said = reply ? bestMatch(list, words, saidAbout(reply, list)) : null;
  if (said) return said;
  const inEnglish = phrase ? bestMatch(list, phraseWords(phrase.split(',')[0], true)) : null;
  if (inEnglish) return inEnglish;
  // "die op de voorstraat" after a search elsewhere: the place words pick a venue of an earlier list when the latest has none.
  const earlierList = older.filter((v) => !list.some((l) => l.placeId === v.placeId));
  const before =
    !adjective && !saidOf && words.length && earlierList.length
      ? (bestMatch(earlierList, words) ??
        bestMatch(
          earlierList.filter((v) => wasFocused.has(v.placeId)),
          words,
        ))
      : null;
  if (before) return before;
  const price = (v: RememberedVenue) => (v.priceLevel ? PRICE_LEVELS.indexOf(v.priceLevel) : null);
  // "the pricier one in miraflores": the place named narrows the list, the comparative picks within it.
  // "yung mas mura sa dalawang seafood", "the cheapest of the ramen places": a kind some of them share narrows it too.
  // "which of those two": the two last in focus, unless a kind or place named narrows the list ("sa dalawang rafting").
  const narrowed = narrowedByKind(text, narrowedByPlace(text, list));
  const among = pair && narrowed === list ? pair : narrowed;
  if (FREE.test(text)) {
    const free = among.filter((v) => v.priceLevel === 'free');
    if (free.length === 1) return venue(free[0], 'attribute');
  }
  // "anything cheaper?", "wala bang mas mura dyan?", "any cheaper options?": asking for other places, not picking one.
  if (WANTS_ANOTHER.test(text)) return null;
  // "the fancy one in the garden district": when the place named leaves one venue, the comparative only describes it.
  if (among.length === 1 && among !== list && [CHEAP, PRICEY, BEST_RATED, WORST_RATED].some((pattern) => pattern.test(text)))
    return venue(among[0], 'attribute');
  // "yung mura pero mataas rating", "de goedkoopste met de beste score": a second comparative breaks the first one's tie.
  const rating = (v: RememberedVenue) => v.rating ?? null;
  const comparatives = (
    [
      [CHEAP, price, -1],
      [PRICEY, price, 1],
      [BEST_RATED, rating, 1],
      [WORST_RATED, rating, -1],
    ] as const
  ).filter(([pattern]) => pattern.test(text));
  if (comparatives.length) {
    let pool: readonly RememberedVenue[] = among;
    for (const [, value, direction] of comparatives) {
      pool = extremes(pool, value, direction);
      if (pool.length < 2) break;
    }
    if (pool.length === 1) return venue(pool[0], 'attribute');
    // Issue 17, venue questions: "yung pinakamura na. May upuan ba sa labas?" with several as cheap: a fact asked of the pick is
    // about the first of them on the list, as the person reads it ("eh yung napoli, mas mura ba?" is left to the name said).
    const said = fold(text);
    const named = among.some((v) => {
      const nameWord = fold(v.name)
        .split(' ')
        .find((word) => word.length >= 4);
      return nameWord !== undefined && containsWhole(said, nameWord);
    });
    const asksOfPick = !named && askedFacts(text, turnIntentOf(text)).length > 0;
    return pool.length > 1 && asksOfPick ? venue(pool[0], 'attribute') : null;
  }
  // "yung 24 hours, may outlet ba?": a Tagalog description after "yung" that the data or the reply tells apart.
  const described = phrase ? undefined : TL_DESCRIBED.exec(text)?.[1];
  if (described) {
    const said = phraseWords(described);
    const hit =
      bestMatch(list, said) ??
      (listReply ? bestMatch(list, said, saidAbout(listReply() ?? '', list)) : null) ??
      bestMatch(list, phraseWords(described, true));
    if (hit) return hit;
  }
  // "the bagel one", "die met die laksa", "yung may xiao long bao": what each card said of it, when nothing else picks one
  // (wave cu); only where the words describe a card, never a search ("een rooftop bar in de buurt").
  const byCard = words.length && DESCRIBES_A_CARD.test(text) && list.some((v) => v.about) ? bestMatch(list, words, cardsSaid(list)) : null;
  if (byCard) return byCard;
  if (phrase) return null;
  // "the museum on Chambers St": the kind must be one the list has, and the place words must pick one of them.
  const at = CATEGORY_AT.exec(text);
  if (!at) return null;
  const kind = fold(at[1]);
  if (!list.some((v) => fold(`${v.name} ${v.category ?? ''}`).includes(kind))) return null;
  const where = phraseWords(at[2]);
  return where.length ? bestMatch(list, [kind, ...where]) : null;
}

/** "the bagel one", "the one with the rooftop", "die met die laksa", "yung may xiao long bao", "which one was the chicken one":
 * words that describe one card of the list. */
const DESCRIBES_A_CARD = new RegExp(
  [
    String.raw`\b(?:the|that)\s+[\p{L}\p{N}'’ -]{2,40}?\s+one\b|\bthe one (?:with|w|that (?:has|does|serves|had|did))\b`,
    String.raw`|\b(?:die|degene|dat) met\b|(?:^|\s)'?(?:yung|ung) (?:may|parang)\b|\bwhich (?:one )?(?:was|is) the\b|\bwelke had\b`,
  ].join(''),
  'iu',
);

/** What each card said of its venue, by id. */
function cardsSaid(list: readonly RememberedVenue[]): ReadonlyMap<string, string> {
  return new Map(list.map((v) => [v.placeId, v.about ?? '']));
}
