// Named guards over the resolver's answer: each one names a case where the resolved venue is not what the message means
// (or, for a lead sentence, where it is). A stage lists guards by name, in order; an unknown name throws.
import type { ConversationContext, RememberedVenue } from '../conversation-context';
import type { ExtractedQuery } from '../extract-query';
import { THINGS_TO_DO, extractQuery } from '../extract-query';
import { intentPhraseWords } from '../intent/intent-phrase-words';
import { analyseMessage } from '../intent/intent-words';
import { occursAny, turnIntentOf } from '../intent/turn-intent';
import { demonstrativeIndex, resolveReferences, type Resolution } from '../resolve-references';
import { escapeRegExp } from '../text/escape-reg-exp';
import { maskVenueNames } from '../venue-names';
import { AND_IN, MOVES } from './message-cues';
import { SIMILAR } from '../rules/intent-rules';
import { cachedRegExp } from '../text/cached-reg-exp';

/** What a guard may read: the message, what was extracted, and what the turn has decided so far. */
export interface GuardInput {
  resolved: Resolution | null;
  text: string;
  before: ConversationContext;
  listedVenues: readonly RememberedVenue[];
  venueNames: readonly string[];
  earlierTurns: ReadonlyMap<number, string>;
  query: ExtractedQuery | null;
  newSearch: boolean;
  /** Where the message says to look, as extracted. */
  extracted: string | null;
  /** The location decided for the turn; known only to guards run after the decide stage's location. */
  location?: string | null;
  /** A listed town the new search is put in ("en in de pijp, een goede vietnamees?"). */
  searchIn?: boolean;
  /** The lead sentence settled on the venue in focus ("settles-on-lead" fired). */
  settledFirst?: boolean;
}

/** A guard returns the resolution the turn keeps: the one it was given, another, or null. */
export type ResolutionGuard = (input: GuardInput) => Resolution | null;

/** A first sentence followed by more: "dun na lang kami. tapos ...", "oké die dan. zaterdag ...". */
const LEAD_SENTENCE = /^([^.!?]{2,60}[.!?])\s+\S/u;
/** ... pointing with "there", "that one", "dun", "die" ("it's good" agrees, it does not pick). */
const SETTLES_ON = /(?:^|[^\p{L}])(?:there|that one|that place|dun|doon|duon|yun|iyon|daar|daarheen|die|dat)(?!\p{L})/iu;
const IN_TOWN = new RegExp(
  [
    String.raw`\b(?:in|around|rond|sa|op)\s+(?:the\s+|de\s+|het\s+|ang\s+)?(?:city|town|stad|centrum|city cent(?:er|re)`,
    String.raw`|downtown|lungsod|bayan|siyudad)\b`,
  ].join(''),
  'i',
);

/** "and in", "en in", "eh sa", "what about in" opening a message. */
const AND_IN_OPENING = /^\s*(?:and|en|at|e|eh|how about|what about) (?:in|sa|op) /i;
/** The whole message is "and in X?": "And in the Marais?", "en in de Jordaan dan?", "eh sa Poblacion naman?". */
function onlyAndIn(text: string): boolean {
  const opening = AND_IN_OPENING.exec(text.replace(/\s+/g, ' '));
  if (!opening) return false;
  const words = text.replace(/\s+/g, ' ').slice(opening[0].length).replace(/[?.!]/g, ' ').trim().split(' ');
  if (/^(?:naman|dan|then)$/i.test(words[words.length - 1] ?? '')) words.pop();
  return words.length >= 1 && words.length <= 4 && words.every((word) => /^[\p{L}'’-]+$/u.test(word));
}

/** A question about customs in general, or about safety that points at nothing listed ("is het veilig om 's avonds in de duinen
 * te wandelen?", not "the fifth one, is it safe to go at night?"): no listed venue is meant. */
function generalTravelQuestion(text: string): boolean {
  const { rule } = turnIntentOf(text);
  if (rule === 'smalltalk-customs') return true;
  return rule === 'smalltalk-safety' && !occursAny(analyseMessage(text), ['VENUE_POINTER', 'ORDINAL', 'EARLIER']);
}

export const RESOLUTION_GUARDS: Readonly<Record<string, ResolutionGuard>> = {
  // "is het veilig om 's avonds in de duinen te wandelen?": a question about customs or safety in general means no listed venue.
  'general-travel-question': ({ resolved, text }) => (generalTravelQuestion(text) ? null : resolved),
  // Issue 17: "anything else nearby?", "malapit dun", "daar in de buurt" ask near the venue in focus: it is the one meant.
  // ... only when the message says nothing more: "lunch nearby?", "iets chics in de buurt?" search near it, unresolved.
  'near-the-venue-in-focus': ({ resolved, text, before }) =>
    resolved === null && before.focus && onlyAsksNear(text)
      ? { kind: 'venue', placeId: before.focus.placeId, name: before.focus.name, how: 'demonstrative' }
      : resolved,
  // "sige dun na lang kami. tapos lunch sa Salcedo?", "top, daar gaan we heen. iets voor koffie?": a first sentence that only
  // points at the venue in focus settles on it; the search after it is still a new search.
  // ... not when the lead moves ("actually let's look at Oaxaca instead, we fly there friday. where's good mole?").
  'settles-on-lead': ({ resolved, text, before, venueNames, earlierTurns, newSearch, extracted }) => {
    const lead = LEAD_SENTENCE.exec(text)?.[1];
    if (resolved || !newSearch || !lead || !SETTLES_ON.test(lead) || extractQuery(maskVenueNames(lead, venueNames))) return resolved;
    if (extracted && lead.toLowerCase().includes(extracted.toLowerCase())) return resolved;
    const pointed = resolveReferences({ text: lead, context: before, earlierTurns, newSearch: false });
    return pointed?.kind === 'venue' && pointed.how === 'demonstrative' ? pointed : resolved;
  },
  // "Wat zijn daar de beste musea?" while fries are listed: a superlative before the kind newly searched for asks for the
  // best of that kind, it picks no listed venue.
  'best-of-kind': ({ resolved, text, newSearch, query }) =>
    resolved?.kind === 'venue' && resolved.how === 'attribute' && newSearch && query && bestOfKind(text, query.query) ? null : resolved,
  // "En in Luik, waar eet je daar de beste boulets?" with Maastricht's cafés listed: a superlative put to another town picks
  // none of them.
  'superlative-in-another-town': ({ resolved, text, before, listedVenues, extracted }) => {
    if (resolved?.kind !== 'venue' || resolved.how !== 'attribute' || !extracted || !before.location) return resolved;
    if (extracted.toLowerCase() === before.location.toLowerCase() || !AND_IN.test(text)) return resolved;
    const picked = listedVenues.find((v) => v.placeId === resolved.placeId);
    return picked && !`${picked.name} ${picked.address ?? ''}`.toLowerCase().includes(extracted.toLowerCase()) ? null : resolved;
  },
  // "And in the Marais?" after bistros in Saint-Germain: the same search in another area, not the listed venue there.
  // ... "and the one in the Marais?" still picks it (the message says more than where).
  'and-in-another-area': ({ resolved, text, before, extracted }) =>
    resolved?.kind === 'venue' &&
    resolved.how === 'attribute' &&
    extracted &&
    extracted.toLowerCase() !== before.location?.toLowerCase() &&
    onlyAndIn(text)
      ? null
      : resolved,
  // "our hostel is in binondo so anything like that right in binondo": something like the venue, somewhere else, is a search
  // there (wave cr).
  'like-it-elsewhere': ({ resolved, text, before, extracted }) =>
    resolved?.kind === 'venue' && extracted && extracted.toLowerCase() !== before.location?.toLowerCase() && SIMILAR.test(text)
      ? null
      : resolved,
  // ... where the new search is, not a venue asked about: it points at nothing.
  'search-in-listed-town': ({ resolved, searchIn }) => (searchIn ? null : resolved),
  // "actually let's do Oaxaca instead, we fly there tomorrow", "pupunta kami sa Moalboal, saan pwede mag-snorkel dun?":
  // "there" is the new city, not the venue in focus, when the message moves or names the city before pointing.
  // ... and so it is when the message names the city it is already in: "first time ko sa Makati, safe ba maglakad dun sa gabi?".
  'there-is-the-new-city': ({ resolved, text, before, location, settledFirst }) => {
    if (!location || settledFirst || resolved?.kind !== 'venue' || resolved.how !== 'demonstrative') return resolved;
    const sameCity = location.toLowerCase() === before.location?.toLowerCase();
    const named = text.toLowerCase().indexOf(location.toLowerCase());
    const pointing = demonstrativeIndex(text);
    // ... a word for "there", not "that" ("dito sa siquijor pero di ko pa napuntahan yan" still means the falls).
    const there = /^(?:there|dun|doon|duon|diyan|dyan|daar|daarheen|er)(?!\p{L})/iu.test(text.slice(pointing));
    return (named >= 0 ? pointing > named && (!sameCity || there) : !sameCity && MOVES.test(text)) ? null : resolved;
  },
  // "ik ben er voor de tweede keer, wat moet ik zien in de stad?": what to see or do in the town is about the town, and
  // its "er" / "there" with it.
  'things-to-do-in-town': ({ resolved, text, query }) =>
    resolved?.kind === 'venue' && resolved.how === 'demonstrative' && query?.query === THINGS_TO_DO && IN_TOWN.test(text) ? null : resolved,
};

/** The guards named in `names`, in order, over `input.resolved`; the names of those that changed it, in order. */
export function runGuards(names: readonly string[], input: GuardInput): { resolved: Resolution | null; fired: string[] } {
  let resolved = input.resolved;
  const fired: string[] = [];
  // One copy for the run, its `resolved` moved along: the guards only read their input.
  const current = { ...input };
  for (const name of names) {
    if (!Object.hasOwn(RESOLUTION_GUARDS, name)) throw new Error(`unknown resolution guard: ${name}`);
    current.resolved = resolved;
    const next = RESOLUTION_GUARDS[name](current);
    if (next !== resolved) fired.push(name);
    resolved = next;
  }
  return { resolved, fired };
}

/** Every word is a near word or an "else": "anything else nearby?", "malapit dun", "daar in de buurt". */
function onlyAsksNear(text: string): boolean {
  if (turnIntentOf(text).kind !== 'near') return false;
  const words = new Set([...intentPhraseWords(text, 'near'), ...intentPhraseWords(text, 'other-results')]);
  return analyseMessage(text).tokens.every((token) => words.has(token));
}

function bestOfKind(text: string, query: string): boolean {
  const head = query.split(/\s+/).find((word) => word.length >= 3);
  // ... "de best beoordeelde" is the rating itself.
  return (
    head !== undefined &&
    !/^(?:beoordeel|gewaardeer|gescoor|rated|reviewed)/i.test(head) &&
    cachedRegExp(`\\b(?:best|beste|top|leukste|lekkerste|mooiste|finest|nicest)\\s+(?:[\\p{L}-]+\\s+)?${escapeRegExp(head)}`, 'iu').test(
      text,
    )
  );
}
