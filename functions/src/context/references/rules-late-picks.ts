// The picks tried last: names, attributes, kinds, and what "there" / "it" points at.
import type { RememberedVenue } from '../conversation-context';
import {
  ADJECTIVE_ONE,
  ATTRIBUTE_ONE,
  CATEGORY_AT,
  INITIALS,
  NOT_KIND,
  ONE_THAT_IS,
  ONE_WITH,
  resolveAttribute,
  SAID_OF,
  TL_DESCRIBED,
  TYPED_INITIALS,
  WHICH_KIND,
} from './attributes';
import { CATEGORY_NOUN, LEADING_KIND, LEADING_ONE, leadingOne, NOT_A_KIND, resolveCategory, SETTLES_KIND, settledOn } from './categories';
import { comparedAgainst, THAN } from './comparisons';
import { ellipticFollowUp, placesWithPronounsBlanked, resolveDemonstrative } from './demonstratives';
import { AREA_PICK, BARE_AREA_PICK, CONJOINED_AREA_PICK, firstListedInArea, pickedByArea } from './area-picks';
import { FROM_EARLIER, fromEarlierList } from './earlier-lists';
import { fold } from './folding';
import { venue } from './resolution';
import { SHORT_NAME, shortNamed } from './short-names';
import { isEatingPlace, kindKnown, lastTalkedAbout, talkedAboutIds, venuesOfKind } from './talked-about';
import { detailOfFocus, FOCUS_DETAIL } from './focus-details';
import { and, not, or } from './guards';
import { fullName, IN_THE_NAME, namedByPart, resolveName, TOWN_ADJECTIVE } from './names';
import { focusedPair, THOSE_TWO } from './narrowing';
import { DEMONSTRATIVE, DUTCH_IT, TAGALOG_JAN, THAT_IT, VENUE_DETAIL } from './pointing-words';
import { BEST_RATED, CHEAP, FREE, MIDDLE_PRICED_ONE, PRICEY, RATING_ONE, WORST_RATED } from './price-rating';
import { PICK_FOR_ME, pickedForMe } from './pick-for-me';
import type { ReferenceRule } from './rule';

/** A word a venue's name may hold: three letters or digits or more (the name itself is data, not pattern). */
export const NAME_WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&.-]{2,}/u;

export const NAMED_BY_PART_RULE: ReferenceRule = {
  id: 'named-by-part',
  phenomenon: 'names',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: [IN_THE_NAME, TOWN_ADJECTIVE],
  examples: ['die frituur met Brugge in de naam', 'the dumpling place with a city in its name', 'yung may Manila sa pangalan', 'de Brugse'],
  counterexamples: ['the dumpling place', 'what is its name?'],
  decides: [['the dumpling place with a city in its name', 'P1']],
  effect: (s) => namedByPart(s.picked, s.list, s.known) ?? undefined,
};

export const LEADING_ONE_RULE: ReferenceRule = {
  id: 'leading-one',
  phenomenon: 'names',
  langs: ['en'],
  kind: 'pick',
  pattern: LEADING_ONE,
  examples: ['maxwell one pls', 'pizza one 🍕 how late are they open'],
  counterexamples: ['the maxwell one', 'one more question'],
  effect: (s) => leadingOne(s.picked, s.list) ?? undefined,
};

export const SETTLED_ON_RULE: ReferenceRule = {
  id: 'settled-on',
  phenomenon: 'names',
  langs: ['en'],
  kind: 'pick',
  pattern: SETTLES_KIND,
  examples: ['thai sounds good. cards ok there?', 'onigiri place sounds right', 'basic-fit is fine, open on weekends too?'],
  counterexamples: ['sounds good', 'thai food near here'],
  decides: [['thai sounds good. cards ok there?', 'P4']],
  effect: (s) => settledOn(s.picked, s.list, s.known, s.current) ?? undefined,
};

export const FULL_NAME_RULE: ReferenceRule = {
  id: 'full-name',
  phenomenon: 'names',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: NAME_WORD,
  examples: ['is Calle Sevilla any cheaper?', 'wat vind je van le zinneke'],
  counterexamples: ['??', 'ok'],
  // A venue named in full is the one asked about, whatever the comparative.
  effect: (s) => fullName(s.picked, s.current, s.list) ?? undefined,
};

export const FROM_EARLIER_LIST_RULE: ReferenceRule = {
  id: 'from-earlier-list',
  phenomenon: 'earlier-lists',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: FROM_EARLIER,
  examples: ['die rooftop van daarnet', 'the hostel from before', 'yung seafood kanina'],
  counterexamples: ['the hostel', 'before we go, the hostel'],
  // ... read on the whole text: "from before" is no origin to drop.
  effect: (s) => fromEarlierList(s.text, s.known, s.list, talkedAboutIds(s.context)) ?? undefined,
};

export const AREA_PICK_RULE: ReferenceRule = {
  id: 'area-pick',
  phenomenon: 'attributes',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: AREA_PICK,
  // Issue 17, the class "picking among listed venues by area" (the location is kept by keeps-location.ts).
  examples: ['the one in Lavapiés', 'yung nasa Malasaña, open ba?', 'die in La Latina, hoe duur is die?'],
  counterexamples: ['the one with a view', 'in Lavapiés?'],
  decides: [
    ['the one in Lavapiés', 'P1'],
    ['yung nasa Malasaña, open ba?', 'P2'],
    ['die in La Latina, hoe duur is die?', 'P4'],
    ['the one on the Gran Via, open late?', 'P2'],
  ],
  effect: (s) => pickedByArea(s.picked, s.list) ?? undefined,
};

export const PICK_FOR_ME_RULE: ReferenceRule = {
  id: 'pick-for-me',
  phenomenon: 'attributes',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: PICK_FOR_ME,
  examples: ['u pick', 'you choose one for us from those', 'ikaw na bahala, pili ka na isa', 'verras me maar', 'jij mag kiezen 😎'],
  counterexamples: ['can you pick us up?', 'ikaw ba?', 'verras'],
  effect: (s) => (PICK_FOR_ME.test(s.picked) ? (pickedForMe(s.list) ?? undefined) : undefined),
};

export const ATTRIBUTE_RULE: ReferenceRule = {
  id: 'attribute',
  phenomenon: 'attributes',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: [
    CHEAP,
    PRICEY,
    BEST_RATED,
    WORST_RATED,
    FREE,
    MIDDLE_PRICED_ONE,
    RATING_ONE,
    NOT_KIND,
    WHICH_KIND,
    INITIALS,
    TYPED_INITIALS,
    SAID_OF,
    ATTRIBUTE_ONE,
    ADJECTIVE_ONE,
    ONE_WITH,
    ONE_THAT_IS,
    TL_DESCRIBED,
    CATEGORY_AT,
  ],
  examples: [
    'the cheapest one',
    'yung mas mura',
    'de best beoordeelde',
    'the 4.8 one',
    'the Chinatown one',
    'the one you said has a view',
    'de Japanse',
    'the LES one',
  ],
  counterexamples: ['thanks!', 'what time is it?'],
  // "mas gusto daw ng date ko yung lively, may music. Meron ba nun sa may Ebisu?" (wave cg): the kind wanted, asked for anew.
  when: not(and('newSearch', 'asksForOneElsewhere')),
  decides: [
    ['the cheapest one', 'P3'],
    ['yung mas mura', 'P3'],
    ['de best beoordeelde', 'P2'],
    ['de Japanse', 'P2'],
  ],
  effect: (s) => {
    const pair = THOSE_TWO.test(s.picked) ? focusedPair(s.context, s.list) : undefined;
    const wasFocused = new Set((s.context.earlierFocus ?? []).map((v) => v.placeId));
    return resolveAttribute(s.picked, s.list, s.input.listReply, s.known, pair, wasFocused) ?? undefined;
  },
};

export const COMPARED_AGAINST_RULE: ReferenceRule = {
  id: 'compared-against',
  phenomenon: 'attributes',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: THAN,
  examples: ["is the jazz one cheaper than ronnie scott's?", 'mas mura ba yung una kaysa sa Max?', 'is die duurder dan Chez Léon?'],
  counterexamples: ['is the jazz one cheap?', 'welke is dan de duurste?'],
  // The venue compared against is not the one described.
  effect: (s) => comparedAgainst(s.text, s.picked, s.list, s.input.listReply) ?? undefined,
};

export const NAME_RULE: ReferenceRule = {
  id: 'name',
  phenomenon: 'names',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: NAME_WORD,
  examples: ['crosta, may delivery?', 'what about kuroda', 'is tiantian worth the queue?', 'and the rijks?'],
  counterexamples: ['??', 'ok'],
  effect: (s) => resolveName(s.picked, s.current, s.input.newSearch) ?? undefined,
};

export const NAME_IN_EARLIER_LIST_RULE: ReferenceRule = {
  id: 'name-in-earlier-list',
  phenomenon: 'names',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: NAME_WORD,
  examples: ['sakaba tamaru, open late?', 'the naramachi one'],
  counterexamples: ['??', 'ok'],
  // ... only after the latest lists: "the naramachi one" is the sushi shop there before the sight of that name.
  effect: (s) =>
    resolveName(
      s.picked,
      s.known.filter((v) => !s.current.includes(v)),
      s.input.newSearch,
    ) ?? undefined,
};

export const SHORT_NAME_RULE: ReferenceRule = {
  id: 'short-name',
  phenomenon: 'names',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: SHORT_NAME,
  examples: ['Does the Met have step-free entrances?', 'how far is it from the Met?', 'en de Hermitage?'],
  counterexamples: ['the met gala', 'does the museum have a lift?', 'the New Museum'],
  // After every whole name: "the Met" for The Metropolitan Museum of Art, the one known venue with a word it starts.
  effect: (s) => {
    const named = shortNamed(s.picked, s.known);
    return named ? venue(named, 'name') : undefined;
  },
};

export const CATEGORY_RULE: ReferenceRule = {
  id: 'category',
  phenomenon: 'categories',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: [CATEGORY_NOUN, LEADING_ONE, LEADING_KIND],
  examples: ['the restaurant one', 'het museum', 'de dierentuin, hoe duur is die', 'yung market', 'pizza one'],
  counterexamples: ['?', 'ok thanks'],
  effect: (s) => resolveCategory(s.picked, s.list, s.input.newSearch, s.input.listReply) ?? undefined,
};

export const CATEGORY_AMONG_KNOWN_RULE: ReferenceRule = {
  id: 'category-among-known',
  phenomenon: 'categories',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: [CATEGORY_NOUN, LEADING_ONE, LEADING_KIND],
  examples: ['en het kunstmuseum?', 'and the zoo?'],
  counterexamples: ['?', 'ok thanks'],
  // ... the one venue of that kind among all still known, when the latest list has none.
  when: 'knownBeyondList',
  effect: (s) => resolveCategory(s.picked, [...s.list, ...s.known.filter((v) => !s.list.includes(v))], s.input.newSearch) ?? undefined,
};

const pickOf = (v: RememberedVenue | undefined) => (v ? venue(v, 'attribute') : undefined);
/** A place to eat named by no kind of its own. */
const EATING_NOUN = /^(?:restaurant|resto|restaurantje|eatery|kainan|restawran)$/;

export const TALKED_ABOUT_KIND_RULE: ReferenceRule = {
  id: 'talked-about-kind',
  phenomenon: 'categories',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: CATEGORY_NOUN,
  // Issue 17: "going back to the café, phone number?" after a museum was picked, "hoe ver is dat museum van het café?" with five
  // museums listed: a kind no single listed venue answers to is the venue of that kind the conversation talked about last.
  examples: ['going back to the café, what is its phone number?', 'hoe ver is dat museum?', 'yung kapehan, may number ba?'],
  counterexamples: ['a café near here', 'ok thanks'],
  // ... only when it asks something of that venue: never in a new search, where the kind is what is looked for ("wag na yung
  // museum, indoor playground na lang"), nor in thanks or plans ("ik ga eerst naar de markthal").
  when: and(not('newSearch'), 'asksOfOneVenue'),
  effect: (s) => {
    const talked = talkedAboutIds(s.context);
    if (!talked.length) return undefined;
    const askedFor = (v: RememberedVenue) => s.input.earlierTurns.get(v.turn);
    for (const match of s.picked.matchAll(CATEGORY_NOUN)) {
      const noun = match[2].toLowerCase();
      // "how do we get to the restaurant from there" after a list of bars: the place to eat talked about last (wave cq).
      if (EATING_NOUN.test(noun)) {
        const eating = (venues: readonly RememberedVenue[]) => venues.filter((v) => isEatingPlace(v, askedFor(v)));
        // ... only when every listed venue is known to be of another kind (a bar list, not a list of unknown kinds).
        if (eating(s.list).length || s.list.some((v) => !kindKnown(v, askedFor(v)))) return undefined;
        const pick = pickOf(lastTalkedAbout(talked, eating(s.known)));
        if (pick) return pick;
        continue;
      }
      if (NOT_A_KIND.has(noun)) continue;
      // The latest list first: of several there of that kind, the one talked about (one alone is the category rule's); a kind
      // none of them is, nor has in its name, is the one talked about among all known.
      const listed = venuesOfKind(noun, s.list, askedFor);
      if (listed.length) return pickOf(lastTalkedAbout(talked, listed));
      // ... and a latest list of unknown kinds ("Another one event named Gloryhammer") may be what "this event" means.
      if (s.list.some((v) => !kindKnown(v, askedFor(v)) || fold(v.name).includes(fold(noun)))) return undefined;
      const pick = pickOf(lastTalkedAbout(talked, venuesOfKind(noun, s.known, askedFor)));
      if (pick) return pick;
    }
    return undefined;
  },
};

export const FIRST_IN_AREA_RULE: ReferenceRule = {
  id: 'first-in-area',
  phenomenon: 'attributes',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: [BARE_AREA_PICK, CONJOINED_AREA_PICK],
  // Issue 17: a bare pick by area with several listed there, nothing later telling them apart: the first listed of them.
  examples: [
    'the one in Malasaña, open now?',
    'Yung nasa Malasaña po, may parking?',
    'die in Malasaña, hoe laat open?',
    'and the one in Malasaña, is that one open now?',
  ],
  counterexamples: ['and the one in Malasaña?', 'the cheap one in Malasaña'],
  effect: (s) => firstListedInArea(s.picked, s.list) ?? undefined,
};

export const DEMONSTRATIVE_RULE: ReferenceRule = {
  id: 'demonstrative',
  phenomenon: 'demonstratives',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: [DEMONSTRATIVE, DUTCH_IT, TAGALOG_JAN, THAT_IT],
  examples: ['is it open on sunday?', 'magkano dun?', 'hoe laat gaat het open?', 'how far is that from the gate?', 'may parking jan?'],
  counterexamples: ['what time does the museum open?', 'Jan 5 is our arrival'],
  decides: [
    ['is it open on sunday?', 'P2'],
    ['magkano dun?', 'P2'],
    ['hoe laat gaat het open?', 'P2'],
  ],
  // "and rooftop bars around there?": a new search around there is in the area; "lechon around IT Park" points at nothing;
  // a trip to a town, or another venue named or described, is what "it" and "there" mean then.
  when: not(
    or(
      'travelsToTown',
      and('newSearch', not('asksAboutPointed'), not('asksOfVenue'), not('nearPointed')),
      'namesAnotherVenue',
      'describesAnother',
      'asksOverList',
    ),
  ),
  effect: (s) => resolveDemonstrative(placesWithPronounsBlanked(s.text), s.context, s.input.lastReply) ?? undefined,
};

export const ELLIPTIC_FOLLOW_UP_RULE: ReferenceRule = {
  id: 'elliptic-follow-up',
  phenomenon: 'demonstratives',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: VENUE_DETAIL,
  examples: ['hours?', 'line long?', 'dresscode?', 'mahal ba', 'kelangan ba mag pre-order o pwede walk in'],
  counterexamples: ['thanks!', 'where should we go next?'],
  decides: [
    ['hours?', 'P2'],
    ['dresscode?', 'P2'],
  ],
  effect: (s) => ellipticFollowUp(s.text, s.context, s.input.newSearch) ?? undefined,
};

export const DETAIL_OF_FOCUS_RULE: ReferenceRule = {
  id: 'detail-of-focus',
  phenomenon: 'demonstratives',
  langs: ['en', 'tl', 'nl'],
  kind: 'pick',
  pattern: FOCUS_DETAIL,
  // Issue 17, the class "the venue in focus for follow-ups": contact, access and booking asks with no pointing word.
  examples: ['phone number?', 'website pls', 'whats the address', 'do we need to book', 'En wat is hun telefoonnummer?', 'wheelchair ok?'],
  counterexamples: ['thanks!', 'where should we go next?', 'nice pics'],
  decides: [
    ['phone number?', 'P2'],
    ['website pls', 'P2'],
    ['whats the address', 'P2'],
    ['do we need to book', 'P2'],
    ['En wat is hun telefoonnummer? Dan belt mijn man ze straks.', 'P2'],
  ],
  effect: (s) => detailOfFocus(s.text, s.context, s.input.newSearch) ?? undefined,
};
