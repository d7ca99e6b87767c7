// Unknown capitalised names after a word that says a place follows ("in", "near", "sa", "bij", "trip to"), never a venue's
// name ("sa Kyoto Grill", "bij Café Amsterdam"), and a bare capitalised answer to "which city?".
import { isKnownPlace, neighbourhoodAt } from '../gazetteer';
import type { LocationCandidate } from './location-state';
import { VENUE_NAME_END, VENUE_NAME_START, withRegion } from './location-gazetteer-candidates';
import { STANDING_AT } from './location-neighbourhoods';
import { EVERYDAY_WORDS, NOT_A_PLACE, PEOPLE } from './typed-place';

/** Words after which an unknown capitalised name is a place, not a venue. */
const STRONG_LOCATIVE = new RegExp(
  [
    String.raw`\b(?:in|near|around|along|langs|sa|bij|rond|rondom|nabij|city of|town of|area of|taga|galing sa|from|vanaf`,
    String.raw`|mula sa|visiting|exploring|(?:day )?trip to|dagtrip naar|drive to|driving(?: up| down| over)? to`,
    String.raw`|heading(?: up| down)? to|going to|travell?ing to|flying to|headed to|${STANDING_AT}(?:\s+the)?`,
    // ... "pupunta ako Gyeongbokgung", "wander down to" (wave cb).
    String.raw`|(?:papunta|pupunta)(?:\s+(?:po|kami|ako|tayo|na))*|wander(?:ing)?(?: up| down| over)? to`,
    String.raw`|(?:trein|bus|tram|boot|gaan|ga|gaat|rijden|vliegen|verder|door|morgen`,
    String.raw`|dagje)(?:\s+(?!terug\b)[a-zà-ÿ]+){0,2}\s+naar)\s+(?:the\s+(?=\S+\s+area\b)`,
    String.raw`|(?<=\b(?:in|bij|rond|nabij|langs)\s+)(?:de|het)\s+)?$|\bop\s+(?:'t|het|de)\s+$`,
  ].join(''),
  'i',
);
/** The small words names join capitalised words by ("Rio de Janeiro", "Gardens by the Bay", "Place des Vosges", "Musée d'Orsay"). */
const JOINING_WORDS = String.raw`(?:de|des|du|del|la|of|da|do|dos|am|an|aan|den|op|upon|(?:by|of|on) the)\s+|d['’]`;
/** A run of capitalised words, with those small words between them. */
const CAPITALISED_RUN = new RegExp(String.raw`^([A-Z][\p{L}'’.-]*(?:\s+(?:${JOINING_WORDS})?[A-Z][\p{L}'’.-]*)*)`, 'u');
/** "in general", "in particular": alone they are no place; "General Santos" is. */
const ALONE_NOT_A_PLACE = new Set(['general', 'particular']);

/** "lunch near the Vatican", "a bar along the Seine": in a search, a landmark after "near the" is where to look. */
const NEAR_THE = /\b(?:near|around|along)\s+the\s+$/i;
const SA_MAY = /\bsa may\s+$/i;
const IN_THE = /\b(?:in|near|around|rond)\s+the\s+$/i;
const NAME_THEN_AREA = /^\S+\s+area\b/i;
/** "Kips Bay Manhattan", "Maginhawa QC" (wave bx): a known place typed with its city or borough after it is that place. */
function withoutCityAfter(name: string): string {
  const words = name.split(/\s+/);
  if (words.length < 2 || !isKnownPlace(words[words.length - 1])) return name;
  const head = words.slice(0, -1).join(' ');
  const known = isKnownPlace(head) || neighbourhoodAt(head, 0)?.raw.length === head.length;
  return known ? head : name;
}

export function capitalisedCandidates(text: string, search: boolean): LocationCandidate[] {
  const out: LocationCandidate[] = [];
  const words = /[A-Z][\p{L}'’.-]*/gu;
  for (const match of text.matchAll(words)) {
    const index = match.index ?? 0;
    // "bars in the Meir area": the article belongs to the area, which the words after the name say.
    const theArea = IN_THE.test(text.slice(0, index)) && NAME_THEN_AREA.test(text.slice(index));
    // "may bukas na kainan sa may Ayala?" (wave bu): "sa may" before a name says where, in a search.
    const nearInSearch = search && (NEAR_THE.test(text.slice(0, index)) || SA_MAY.test(text.slice(0, index)));
    if (!STRONG_LOCATIVE.test(text.slice(0, index)) && !nearInSearch && !theArea) continue;
    const run = CAPITALISED_RUN.exec(text.slice(index));
    if (!run) continue;
    let name = trimRun(run[1]);
    if (!name || NOT_A_PLACE.has(name.split(/\s+/)[0].toLowerCase()) || ALONE_NOT_A_PLACE.has(name.toLowerCase())) continue;
    // "kainan sa Bata", "para sa Kids": who the place is for, capitalised or not, is no place.
    if (PEOPLE.has(name.toLowerCase())) continue;
    if (/^\s+one\b/i.test(text.slice(index + name.length))) continue;
    // "sa Kyoto Grill", "sa Tokyo Tokyo": a name that ends in a kind of venue, or says one word twice, is a venue.
    // "bij Café Amsterdam", "at Hotel Okura": a name that opens with a kind of venue is one too.
    if (VENUE_NAME_END.test(name) || VENUE_NAME_START.test(name) || /^(\S+)\s+\1$/u.test(name)) continue;
    name = withoutCityAfter(name);
    // "District 3", "Arrondissement 11": a numbered part of a city keeps its number.
    const numbered = /^\s+\d{1,2}(?![\p{L}\p{N}])/u.exec(text.slice(index + name.length));
    if (numbered) name += numbered[0].replace(/\s+/, ' ');
    out.push({ value: withRegion(name, text.slice(index + name.length)), index });
  }
  return out;
}

/** A short reply to "which city?" is the city, even when no list knows it: only capitalised words, nothing else. */
export function bareAnswer(text: string): string | null {
  const cleaned = text
    .replace(
      /\b(?:please|pls|thanks|thank you|for me|i think|maybe|let's say|how about|what about|in|the|city of|area|somewhere|try)\b/gi,
      ' ',
    )
    .replace(/[.!?,;:]+\s*$/, '')
    .trim();
  if (!cleaned || cleaned.split(/\s+/).length > 4) return null;
  const run = CAPITALISED_RUN.exec(cleaned);
  if (!run || run[0].length !== cleaned.length) return null;
  const name = trimRun(run[1]);
  if (!name || NOT_A_PLACE.has(name.split(/\s+/)[0].toLowerCase()) || EVERYDAY_WORDS.has(name.toLowerCase())) return null;
  return name;
}

function trimRun(run: string): string {
  // "Linggo. Magkano": a sentence ends at a full stop after a word longer than an abbreviation ("St.", "Mt.").
  run = run.replace(/^(.*?\p{L}{4})\.\s.*$/u, '$1');
  // ... or after a shorter word that is no abbreviation ("bij de Dom. Iets voor ...").
  run = run.replace(/^(.*?(?<!\p{L})(?!(?:St|Mt|Dr|Ft|Pt|Rd|Sta|Sto|Ave|Jr|Sr)\.)\p{L}{2,3})\.\s.*$/u, '$1');
  return run
    .replace(/[.'’-]+$/, '')
    .replace(/\s+(?:de|del|la|of|da|do|dos|am|an|aan|den|op|upon)$/i, '')
    .trim();
}
