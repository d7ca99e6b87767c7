// What kind of list a few words name ("die koffietent", "ung mga coffee shop", "the day trips", "halal na kainan"), read
// through the search words every search uses, and whether an earlier list was of that kind (its venues' categories or the
// words of the message that asked for it).
import type { RememberedVenue } from '../conversation-context';
import { FACT_WORDS, QUERY_SYNONYMS } from '../../places/search-words';
import { findGazetteerNames } from '../gazetteer';
import { priceLevelsIn } from '../../places/price-words';
import { extractQuery } from '../extract-query';
import { normalizeText } from '../../places/normalize-text';
import { LANGS, STOPWORDS } from '../text/stopwords';
import SHORT_NAMES from './place-short-names.json';

/** Folded phrase → canonical search term ("koffietentje" → cafe, "musea" → museum); facts as "fact:halal". */
const PHRASE_TERMS = new Map<string, string>([
  ...Object.entries(QUERY_SYNONYMS).flatMap(([term, phrases]) => [term, ...phrases].map((p) => [normalizeText(p), term] as const)),
  ...Object.entries(FACT_WORDS).flatMap(([fact, { words }]) => words.map((w) => [normalizeText(w), `fact:${fact}`] as const)),
]);
const LONGEST = 3;
/** Terms that name any list of their sort ("the restaurants", "mga kainan"): no kind to tell lists apart by. */
const ANY_KIND = new Set(['food', 'local', 'sight', 'event']);
/** Words that say no kind: the list's venues ("the ramen ones", "die brunchplekken", "yung mga lugar"), pointing words and the
 * prepositions before a place ("die uit Makati", "yung nasa BGC"). */
const NO_KIND_WORDS = new Set(
  [
    'one ones place places spot spots option options pick picks list recommendations suggestions lugar lugares listahan',
    'club clubs house houses venue venues resto restos',
    // Price words filter a list, they name no kind of it ("back to the cheap barbecue").
    'cheap cheaper cheapest budget affordable expensive pricey goedkoop goedkope goedkoper duur dure mura murang mahal',
    'plek plekken plekje plekjes plekske plekskes tent tenten tentje tentjes zaak zaken zaakje zaakjes lijst lijstje opties',
    'adres adressen adresje adresjes',
    'ung yung un iyong mga nasa sa uit in op bij van at from around near rond dun doon diyan dyan jan',
    // "yung kinainan namin ng almusal kanina": where we ate, and whose, say no kind (wave al).
    'kinainan pinuntahan namin natin nila ninyo niyo pangalan nung noong',
  ]
    .join(' ')
    .split(' '),
);
/** A short place name ("qc") and the name it stands for, kept as one word "qc|quezon city": either names the place. */
const SHORT_NAME_OF = new Map<string, string>(Object.entries(SHORT_NAMES.names));

/** Dutch and Flemish endings of a kind word ("ontbijtplekske", "koffietent", "koffiezaakjes"): the kind is what is before. */
const DUTCH_ENDING = new RegExp(
  [
    String.raw`(?:plekskes?|plekjes?|plekken|plek|tentskes?|tentjes?|tenten|tent|zaakskes?|zaakjes?|zaken|zaak`,
    // "dat eerste ontbijtadres" (wave ax).
    String.raw`|huiskes?|huisjes?|huizen|huis|barretjes?|bars?|clubs?|adreskes?|adresjes?|adressen|adres)$`,
  ].join(''),
);

/** A kind word's term: as listed, without a plural s, or the first part of a Dutch compound. */
function termOfWord(word: string): string | undefined {
  const stem = word.replace(DUTCH_ENDING, '');
  return PHRASE_TERMS.get(word) ?? PHRASE_TERMS.get(word.replace(/e?s$/, '')) ?? (stem.length >= 3 ? PHRASE_TERMS.get(stem) : undefined);
}

/** A word of no known kind as it would start a venue's category or the message that asked for it: a Dutch compound's first part
 * ("fadohuizen" → fado, "platenzaken" → platen). */
function stemOf(word: string): string {
  const stem = word.replace(DUTCH_ENDING, '');
  return stem.length >= 3 ? stem : word;
}

/** The words of a phrase that say the list's kind: canonical terms ("cafe", "fact:halal") and other words as typed ("bgc"). */
export interface ListKind {
  terms: string[];
  words: string[];
}
export function listKindOf(phrase: string): ListKind {
  const { terms, broad, words } = kindWords(phrase);
  // A broad kind ("the sights list", "mga kainan") tells lists apart only when nothing narrower is named.
  return { terms: terms.length || words.length ? terms : broad, words };
}

/** The kind without the facts it names ("vegetarisch", "reserveren"): what kind of place, not what it should have. */
export const withoutFacts = (kind: ListKind): ListKind => ({
  terms: kind.terms.filter((term) => !term.startsWith('fact:')),
  words: kind.words,
});

/** The terms, broad terms and other words of a phrase, each once. */
function kindWords(phrase: string): ListKind & { broad: string[] } {
  const tokens = normalizeText(phrase).split(' ').filter(Boolean);
  const terms: string[] = [];
  const broad: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let size = Math.min(LONGEST, tokens.length - i);
    for (; size > 1 && !PHRASE_TERMS.has(tokens.slice(i, i + size).join(' ')); size--);
    const phrase = tokens.slice(i, i + size).join(' ');
    const term = size > 1 ? PHRASE_TERMS.get(phrase) : termOfWord(phrase);
    if (term) {
      (ANY_KIND.has(term) ? broad : terms).push(term);
    } else if (SHORT_NAME_OF.has(phrase)) words.push(`${phrase}|${SHORT_NAME_OF.get(phrase)}`);
    else if (!NO_KIND_WORDS.has(phrase) && !LANGS.some((lang) => STOPWORDS[lang].has(phrase)) && phrase.length > 2) {
      words.push(stemOf(phrase));
    }
    i += size;
  }
  return { terms: [...new Set(terms)], broad: [...new Set(broad)], words };
}

/** The terms a text names ("Cafe sa Seoul na maganda", a venue's category "breakfast" → brunch). */
function termsIn(text: string): Set<string> {
  const { terms, broad } = kindWords(text);
  return new Set([...terms, ...broad]);
}

/** How well a list is of the kind: 3 when the message that asked for it names every term and word and its venues hold them,
 * 2 when only that message does, 1 when its venues do (their categories the terms, their categories, names or addresses the
 * words: "the BGC places", "die uit Makati"), else 0. */
export function kindFit(kind: ListKind, venues: readonly RememberedVenue[], askedFor: string | undefined): 0 | 1 | 2 | 3 {
  if (!kind.terms.length && !kind.words.length) return 0;
  const asked = askedFor ? ` ${normalizeText(askedFor)} ` : '';
  const askedTerms = askedFor ? termsIn(askedFor) : new Set<string>();
  // "the crepe ones" for a list asked as "crepes", "die Filipijnse restaurants" for "Filipijns eten", "die platenzaken" for
  // "platenwinkels": a word said in the singular or the plural, inflected, or opening a compound.
  const said = (word: string) =>
    word
      .split('|')
      .some((spelling) =>
        [spelling, `${spelling}s`, spelling.replace(/s$/, ''), spelling.replace(/e$/, '')].some(
          (form) => asked.includes(` ${form} `) || (form.length >= 4 && asked.includes(` ${form}`)),
        ),
      );
  const asks = kind.terms.every((term) => askedTerms.has(term)) && kind.words.every(said);
  const categoryTerms = new Set(
    venues.flatMap((v) => [...termsIn(v.category ?? ''), ...(EVENT_CATEGORY.test(v.category ?? '') ? ['event'] : [])]),
  );
  const venueWords = venues.map((v) => ` ${normalizeText(`${v.category ?? ''} ${v.name} ${v.address ?? ''}`)} ${initials(v.address)} `);
  const holds = (byAsk: boolean) =>
    kind.terms.every((term) => categoryTerms.has(term) || (byAsk && askedTerms.has(term))) &&
    kind.words.every(
      (word) => (byAsk && said(word)) || word.split('|').some((spelling) => venueWords.some((w) => w.includes(` ${spelling}`))),
    );
  // A kind both asked for and held by the venues beats one only mentioned in passing ("the museum tickets add up" asking for lunch).
  if (asks) return holds(false) ? 3 : 2;
  // "sorry, Shinjuku not Shibuya", "sa BGC naman": a list asked for in another place with no kind named carried the kind before
  // it, so its venues holding the kind fit as well as a list asked for by it (the later of the two is then the one gone back to).
  // ... and so does one asked at another price ("ang mahal nmn, wala bng mas mura?" after Korean barbecue); "something else"
  // shows more of the same list, which stays the one its kind names.
  const atAnotherPrice = askedFor !== undefined && priceLevelsIn(askedFor) !== null && extractQuery(askedFor) === null;
  const movedOnly = askedFor !== undefined && !askedTerms.size && findGazetteerNames(askedFor).length > 0;
  if (((movedOnly && !kind.words.length) || (atAnotherPrice && !askedTerms.size)) && holds(false)) return 3;
  return holds(true) ? 1 : 0;
}

/** A category that is an event ("jazz concert", "fado show"): "het tweede evenement dat u noemde" names a list of them. */
const EVENT_CATEGORY = /\b(?:concert|show|festival|performance|gig|live music|live jazz|museum night)\b/i;

/** The initials of each part of an address whose words are all capitalised: "Bonifacio Global City" is also "bgc". */
function initials(address: string | undefined): string {
  return (address ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w)))
    .map((words) => words.map((w) => w[0]).join(''))
    .join(' ')
    .toLowerCase();
}
