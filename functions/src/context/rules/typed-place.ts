// A place typed in lower case where a place goes ("ramen in shibuya", "morgen naar gent", "sa cebu"): the word lists that
// say what is no place, and the patterns that say where a place is typed.
import LOCATION_WORDS from './location-words.json';
import { extractQuery } from '../extract-query';
import { foldPlaceKey } from '../text/fold';
import { isKnownPlace, knownSpelling, PLACE_NAMES } from '../gazetteer';
import { nearCitySpelling } from './near-city-spelling';

// Transport systems are no place to search in ("via MRT", "tungkol sa MRT").
export const NOT_A_PLACE = new Set(LOCATION_WORDS.NOT_A_PLACE);
/** Place names that are also everyday words count in lower case only right after "in". */
export const EVERYDAY_WORDS = new Set(LOCATION_WORDS.EVERYDAY_WORDS);
export const ROAD_WORDS = 'boulevard|blvd|street|st|avenue|ave|road|rd|highway|hwy|drive|straat|laan|weg';
/** A road word after a place's name ("Roxas Ave"), or ending a name ("Orchard Road"). */
export const ROAD_AFTER = new RegExp(`^\\s+(?:${ROAD_WORDS})(?![\\p{L}])`, 'iu');
/** "fish and chips near bondi beach", "temples in siem reap besides ...", "sa laoag?": in a search, an unknown place typed in
 * lower case after a locative, up to punctuation, the end, or a word that starts the next part ("in the evening", "saan"). */
const PLACE_END =
  String.raw`(?=\s*(?:[?.!,;]|$|\s[-–—]\s|\p{Extended_Pictographic}` +
  String.raw`|\s+(?:where|waar|besides|except|apart|in|on|at|for|near|around|malapit|bij|rond|when|wanneer|kapag|pag|de` +
  String.raw`|het|een|the|this|tonight|today|tomorrow|tmrw|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday` +
  String.raw`|morning|afternoon|evening|with|and|or|instead|then|again|too|after|afterwards|before|later|first|saan|ano` +
  String.raw`|ba|po|na|naman|nalang|ngayon|bukas|morgen|vandaag|vanavond|met|en|dan|liever|pero|kasi|tapos|kaya|maar|want` +
  String.raw`|omdat|but|because|so|pls|plz|please|yung|ung|para|ang|ng|mga|lang|din|rin|daw|sana|dun|doon|nga|pala` +
  // ... text speak after a place typed fast ("sa katipunann rn??", read as "right now"; wave ap).
  String.raw`|rn|right now|now|asap|lng|nlng|tho|lol|haha|hahaha|b|n|kasama|kc` +
  // "were staying near navy pier can you find ...": a run-on message goes on with a question after the place.
  String.raw`|can|could|would|will|should|do|does|is|are|was|were|we|you|they|kunnen|kan|kunt|zijn)(?![\p{L}])))`;
// At most a few spaces after the locative: a longer gap is a venue's name masked out ("sa Ted's dati" is no place "dati").
// ... "para sa beginner" is who it is for.
const TYPED_PLACE = new RegExp(
  String.raw`\b(?:in|near|around|nabij|bij|rond|(?<!\bpara\s)sa` +
    String.raw`|te)\s{1,3}((?:[a-zà-ÿ][a-zà-ÿ'’-]+)(?:\s+[a-zà-ÿ][a-zà-ÿ'’-]+){0,2}?)` +
    PLACE_END,
  'gu',
);
/** "let's do ipoh instead", "back to lima on friday", "morgen naar gent": a move to a place typed in lower case, search or not. */
const MOVED_PLACE = new RegExp(
  String.raw`\b(?:let'?s do|let'?s try|back to|heading to|off to|moving on to|on to|we'?re going to|we go to` +
    String.raw`|fly(?:ing)? to|lipat sa|punta (?:kami|tayo) sa|pupunta (?:kami|tayo) sa|verder naar|door naar|terug naar` +
    String.raw`|(?:gaan|ga|gaat)(?:\s+(?!terug\b)[a-z]+){0,3}\s+naar(?:\s+(?:de` +
    String.raw`|het))?)\s+((?:[a-z][a-z'’-]+)(?:\s+[a-z][a-z'’-]+){0,2}?)` +
    PLACE_END,
  'gu',
);
// "walk in only", "in zijn club", "naar die bierstraat", "sa ramen list", "malapit sa beach eh", "sa eroplano", "arriving dec 20".
export const NOT_TYPED_PLACE = new Set(LOCATION_WORDS.NOT_TYPED_PLACE);
/** "sa kadikoy na lang", "yung sa tsim sha tsui naman": Tagalog for moving the search there. */
const INSTEAD_PLACE = /\bsa\s+([a-z][a-z'’-]+(?:\s+[a-z][a-z'’-]+){0,2}?)\s+(?:na\s*lang|nalang|naman)\b/gu;
/** "bij het museumplein", "langs de oudegracht", "bij de graslei": a Dutch square, canal or quay typed in lower case. */
const TYPED_SQUARE = /\b(?:bij|op|aan|langs|rond|along|near|at)\s+(?:het|de|'t|the)\s+(\p{Ll}{3,}(?:plein|gracht|lei|singel))(?!\p{L})/u;
export function typedPlace(text: string, search: boolean): string | null {
  const square = search ? TYPED_SQUARE.exec(text)?.[1] : undefined;
  if (square) return square[0].toUpperCase() + square.slice(1);
  const moves = [...text.matchAll(MOVED_PLACE), ...text.matchAll(INSTEAD_PLACE)];
  for (const found of [...moves, ...(search ? [...text.matchAll(TYPED_PLACE), ...text.matchAll(ON_PLACE)] : [])]) {
    // ... "seafood on lamma island?": the island's words are the second group.
    const match = found[1] === undefined && found[2] !== undefined ? Object.assign([found[0], found[2]], { index: found.index }) : found;
    const words = match[1].split(/\s+/);
    // "help me in reserving one ticket": a gerund after "in" is an activity, not an unknown place.
    if (/^[a-z]{3,}ing$/.test(words[0]) && !isKnownPlace(words.join(' '))) continue;
    // ... and so is a Tagalog one ("magkano ang bayad sa pagpasok?", "sa pagkain", "sa paglalakad").
    if (/^pag-?[a-z]{4,}$/.test(words[0]) && !isKnownPlace(words.join(' '))) continue;
    // "sa mall", "in a cafe": a kind of place alone is no location; "check in date" is no place either.
    if (words.length === 1 && SOLE_NOT_PLACE.has(words[0])) continue;
    // Flemish "dicht bij da ontbijtplekske" (that breakfast spot): a card pointed at, not a place ("sa da nang" is one).
    if (words.length > 1 && words[0] === 'da' && !isKnownPlace(match[1])) continue;
    if (/\bcheck[- ]?$/i.test(text.slice(0, match.index ?? 0))) continue;
    // "allergic pala siya sa hipon", "allergisch voor noten": what someone cannot eat is no place.
    if (ALLERGIC_TO.test(text.slice(0, match.index ?? 0))) continue;
    // Dutch "te" before an infinitive ("te eten", "te bezoeken") or an adjective ("niet te groots") is no place.
    const afterTe = /\bte\s+$/.test(text.slice(0, (match.index ?? 0) + match[0].indexOf(match[1])));
    if (afterTe && (words.length > 1 || /en$/.test(words[0]) || !isKnownPlace(match[1]))) continue;
    if (
      words.some(
        (w) =>
          NOT_TYPED_PLACE.has(w) ||
          NOT_A_PLACE.has(w) ||
          TAGALOG_FUNCTION.has(w) ||
          withoutLinker(w).some((stem) => TAGALOG_FUNCTION.has(stem)) ||
          PEOPLE.has(w) ||
          HERE_THERE_TYPO.has([...w].sort().join('')),
      )
    )
      continue;
    // "let's do coffee instead", "back to ramen": what the user wants, not where.
    if (!isKnownPlace(match[1]) && extractQuery(match[1])?.query === match[1]) continue;
    // "lipat tayo sa naga bicol express naman": a known place opening the words is the place, the rest is what is sought there.
    // ... not a road's name ("malapit sa roxas ave"), and an everyday word only after a word that moves ("sa naga ... naman").
    const knownHead =
      words.length > 1
        ? [2, 1]
            .map((n) => words.slice(0, n).join(' '))
            .find((head) => {
              const n = head.split(' ').length;
              return (
                n < words.length &&
                head.length >= 4 &&
                PLACE_NAMES.has(foldPlaceKey(head)) &&
                !ROAD_AFTER.test(` ${words[n]}`) &&
                (moves.includes(found) || !EVERYDAY_WORDS.has(head))
              );
            })
        : undefined;
    if (knownHead) return knownSpelling(knownHead) ?? knownHead;
    // "lipat kami sa qc bukas": a known name is written the usual way ("QC"), an unknown one capitalised.
    // "sa elnido", "in antwerpn": a known name typed without its space or with one slip is that name.
    return knownSpelling(match[1]) ?? nearCitySpelling(match[1]) ?? words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  }
  return null;
}
/** "and on <island>, any vineyards?": "on" opening the message, with the place set off by a comma. */
const ON_PLACE = new RegExp(
  [
    String.raw`^(?:(?:and|but|ok|en|at)\s+)?(?:on|op)\s+((?:[a-z][a-z'’-]+)(?:\s+[a-z][a-z'’-]+)?)\s*,`,
    String.raw`|\bon\s+((?:[a-z][a-z'’-]+\s+){1,2}island)(?![\p{L}])`,
  ].join(''),
  'gu',
);
const SOLE_NOT_PLACE = new Set(LOCATION_WORDS.SOLE_NOT_PLACE);
const ALLERGIC_TO = /\b(?:allergic|allergy|allergies|allergisch|allergie|may allergy)(?:\s+\S+){0,2}\s*$/i;
/** "in htere", "in hree": a typo of here/there (same letters) is no place. */
const HERE_THERE_TYPO = new Set(['eehrt', 'eehr']);
/** "aming" → "amin", "kanilang" → "kanila", "pangatlong" → "pangatlo": a Tagalog word with its linker (-ng / -g) added. */
const withoutLinker = (word: string) => (word.endsWith('ng') ? [word.slice(0, -2), word.slice(0, -1)] : []);
/** Tagalog words that follow "sa" without being a place ("sa akin", "sa labas"). */
const TAGALOG_FUNCTION = new Set(LOCATION_WORDS.TAGALOG_FUNCTION);
/** "kainan na pwede sa bata", "para sa mga kids": who a place is for is no place. */
export const PEOPLE = new Set(LOCATION_WORDS.PEOPLE);
