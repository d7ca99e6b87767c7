// Open vocabulary: a search said in a frame ("where can I get X", "saan masarap ang X", "waar eten we X") whose words
// the lexicon lacks, and the words of such a phrase that say what is sought.
import QUERY_WORDS from './query-words.json';
import { COUNTRY_NAMES, isKnownPlace } from '../gazetteer';
import { LEXICON, singular } from './query-lexicon';
import { cachedRegExp } from '../text/cached-reg-exp';

export const GLUE = new Set(['and', '&', 'en', 'n']);
/** Open vocabulary: the noun phrase in a search frame when no known word is there ("find me khachapuri in Tbilisi",
 * "hanap ka ng bulalo sa Tagaytay", "ik zoek stroopwafels bij de markt"), without adjectives, numbers or the place. */
/** The phrase must be followed by a place: a preposition, then a capitalised or known place name. */
const PLACE_AFTER = new RegExp(
  [
    String.raw`^\s+(?:in|near|around|at|sa|bij|op|rond|rondom|nabij|malapit(?:\s+sa)?)\s+(?:the\s+`,
    String.raw`|de\s+)?([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?`,
  ].join(''),
  'iu',
);
const FRAMES = [
  String.raw`\b(?:find(?: me| us)?|any|best|good|great|need(?: some| a| an)?|recommend|eat|try|taste|goede|goeie|goei` +
    String.raw`|leuke|lekkere|gezellige)\s+`,
  String.raw`\b(?:where (?:can|could|should|do) (?:i|we|you) go(?:\s+for` +
    String.raw`|\s+to\s+(?:a|an))?(?!\s+(?:to|next|now|from|after|with)\b)|is there (?:a|an|any)|are there any` +
    String.raw`|(?:is|are)(?: the)?(?=[^?.!]*\bworth\b)|looking for|look for|craving` +
    String.raw`|where (?:should|can|do|could) (?:i|we|locals|people|ppl) go for` +
    String.raw`|(?:where|what)(?:'s|’s| is) (?:good|best|nice|great) for` +
    String.raw`|where(?:'s|’s| is| are) the (?:best|nicest|tastiest|most authentic)` +
    String.raw`|where (?:can|could|do|should|would) (?:i|we|you|locals|the locals|people|ppl) (?:eat|get|try|find|buy|have` +
    String.raw`|see|watch|hear|rent|hire|book|do a|do an)|where to (?:eat|get|try|find|buy))\s+`,
  String.raw`\b(?:hanap(?:an)?(?:\s+(?:mo|ka|nyo|niyo))?(?:\s+(?:ako|kami))?\s+ng|gusto\s+ko(?:ng)?(?:\s+ng)?` +
    String.raw`|kain\s+tayo\s+ng|kailangan\s+ko\s+ng` +
    String.raw`|(?:bumili|makabili|makakabili|mabibili|bibili|mabili|makakita|makita|makakakita|manood|makapanood|kumain` +
    String.raw`|makakain|mag-?rent|magrenta|umupa)\s+(?:ng|nang)` +
    String.raw`|sa?an\s+(?:ba\s+)?(?:masarap|maganda|pwede|pde|pwde` +
    String.raw`|may)(?:\s+na)?(?:\s+mag-?)?(?:\s+(?:bumili|kumain|mabili|makabili|makakita|makita|manood|makapanood|rent` +
    String.raw`|renta|upa)\s+(?:ng|nang)|\s+para\s+sa)?|may(?=\s[^?.!]*\sba\s+sa\s)` +
    String.raw`|ano(?:ng)?\s+(?:mga\s+)?(?:magandang|magagandang|masarap\s+na|masasarap\s+na|sikat\s+na))\s+`,
  String.raw`\b(?:welke(?=\s+\p{L}+\s+(?:in|bij|rond)\s+\p{Lu})|ik zoek|zoek|zijn er|zijn daar|is er|is daar` +
    String.raw`|weet je (?:nog |ergens )?(?:een|ne|nen)|(?:(?:ik |we )?(?:heb|hebben|had|hadden) )?(?:goesting|zin|trek) (?:in|op)` +
    String.raw`|waar (?:kan|kunnen|kunt|kunde|vind|haal|koop|krijg|eet|drink|proef|huur) (?:ik|je|we|u|ge|gij)?` +
    String.raw`|waar (?:eten|drinken|vinden|halen|kopen|proeven) (?:we|wij|jullie)|tips voor|ken je)\s+`,
  // "somewhere for haggis before a show?", "ergens voor een goede kapsalon"
  String.raw`\b(?:somewhere|anywhere|someplace|a place|a spot|ergens)\s+(?:for|voor|to (?:eat|get|try|have))\s+(?:some\s+` +
    String.raw`|a\s+|good\s+|een\s+|goede\s+|lekkere\s+)?`,
  // "10 spots for deep dish in chicago", "any good spots in sintra for travesseiros?"
  String.raw`\b(?:spots?|places?|options?|recommendations?|ideas?|suggestions?|adres|adresje|adressen|plek|plekje|plekken` +
    String.raw`|tentje|tip|tips)(?:\s+(?:in|near|around|bij)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)?\s+(?:for|voor)\s+`,
].map((frame) => cachedRegExp(frame, 'iu'));
/** Frames that open the message or a sentence: "cacio e pepe in Trastevere", "and flamenco around Triana?",
 * "ok smoked meat too pls", "e yung halo-halo din?" — the phrase must then be followed by a place or a "too/nearby" tail,
 * and (after "and/what about") may also end the message. */
const INTERJECTION =
  String.raw`ok(?:ay)?|nice|great|cool|thanks|thx|never mind|nevermind|so|sige|oke|oké|prima|hmm*|hm|uhm*|umm*|ah|ahh|oh` +
  String.raw`|ooh|eh|well|nou|ja|aha|ay|ayy`;
const OPENING = new RegExp(String.raw`(?:^|[.!?]\s+)(?:(?:${INTERJECTION})[,.!]?\s+)*`, 'giu');
// ... "what about" mid-sentence too, typed without a full stop before it ("heading to budapest after what about lángos there").
const FOLLOW_UP = new RegExp(
  String.raw`(?:^|[.!?,]\s*|\s(?=(?:what|how) about\s))(?:(?:${INTERJECTION})[,.!]?\s+)?(?:also\s+|ook\s+` +
    String.raw`|tsaka\s+)?(?:and|and also|what about|how about|e|eh|tapos|at|en|en ook)\s+`,
  'giu',
);
const TAIL = new RegExp(
  [
    String.raw`^\s*(?:(?:nearby|near here|around here|close by|too|also|as well|in de buurt|hier in de buurt|ook|din|rin|dito`,
    String.raw`|malapit(?:\s+(?:dun|doon|dito|diyan|dyan|jan))?|naman|anywhere|somewhere)\s*)+(?:(?:please|pls|po|graag|tonight`,
    String.raw`|today|vanavond|vandaag|(?:on|this|next)\s+\p{L}+(?:\s+(?:night|evening|morning|afternoon))?)\s*)*[?.!]*\s*$`,
  ].join(''),
  'iu',
);
const BARE_END = new RegExp(
  [
    String.raw`^\s*(?:(?:please|pls|po|graag|tonight|today|vanavond|vandaag`,
    String.raw`|on (?:a )?(?:week)?(?:mon|tues|wednes|thurs|fri|satur|sun|week)?(?:day|night|end)s?`,
    String.raw`|this (?:weekend|evening|afternoon|morning)|at night)\s*)*[?.!]*\s*$`,
  ].join(''),
  'iu',
);
/** "pork soup there?", "and what about lángos there": a pointer to the city just named, as a question or after "and/what about". */
const THERE_QUESTION = /^\s*(?:there|over there|daar|doon|dun)\s*\?+\s*$/iu;
const THERE_END = /^\s*(?:there|over there|daar|doon|dun)\s*(?:[?.!]+\s*)?$/iu;
/** "and cao lau? where's good for that", "En kibbeling? Waar haal ik die?": a where-question after the bare phrase. */
const WHERE_AFTER = new RegExp(
  [
    String.raw`^\s*[?,]\s*(?:where(?:'s|’s| is| are| can| do| should| would)?|waar|saan|any (?:good|recommendations?|recs)`,
    String.raw`|anywhere|somewhere|ken je)\b`,
  ].join(''),
  'iu',
);
/** "Fondue restaurants graag", "poke spots pls": a phrase that ends in a kind of venue is a search on its own. */
const VENUE_NOUN_END = new RegExp(
  [
    String.raw`\s(?:restaurants|places|spots|shops|stalls|bars|cafes|cafés|experiences|zaken|zaakjes|tentjes|restaurantjes`,
    String.raw`|winkels)$`,
  ].join(''),
  'iu',
);
const PHRASE_END = new RegExp(
  [
    String.raw`^[\p{L}'’ -]{3,40}?(?=\s*(?:[?.!,]|$`,
    String.raw`|\s(?:nearby|near here|around here|close by|too|also|as well|there|over there|in de buurt|hier in de buurt|ook`,
    String.raw`|daar|din|rin|dito|doon|dun|malapit|naman|please|pls|po|graag|tonight|today|vanavond|vandaag|anywhere|somewhere`,
    String.raw`|on (?:a )?(?:week)?(?:mon|tues|wednes|thurs|fri|satur|sun|week)?(?:day|night|end)s?`,
    String.raw`|this (?:weekend|evening|afternoon|morning)|at night)\b))`,
  ].join(''),
  'iu',
);
/** A phrase with a reference word picks a listed venue ("and the first one?", "what about that one"). */
const REFERENCE_WORD = new RegExp(
  [
    String.raw`(?:^|\s)(?:the|that|this|those|these|one|ones|it|them|yung|iyong|die|dat|deze|first|second|third|last|eerste`,
    String.raw`|tweede|derde|laatste|una|huli|pangalawa|other|andere|anderen|den|dienen)(?=\s|$)`,
  ].join(''),
  'iu',
);
/** Short words allowed inside a dish name: "cacio e pepe", "pão de queijo", "fish n chips". */
const LEADING_GLUE = new Set(['and', 'en', 'at', 'tapos', 'also', 'ook', 'plus', 'for', 'voor', 'para']);
export const INNER_GLUE = new Set(['e', 'y', 'n', '&', 'di', 'da', 'al', 'la', 'de', 'du', 'con', 'met', 'with']);
const PHRASE = /^[\p{L}'’ -]{3,40}?(?=\s+(?:in|near|around|at|sa|bij|op|rond|rondom|nabij|malapit)\s)/iu;
const LOCATIVE_END = /^\s+(?:in|near|around|sa|bij|rond|nabij)\s+[\p{L}'’ -]{2,30}[?.!]*\s*$/iu;
function placeFollows(rest: string): boolean {
  const next = PLACE_AFTER.exec(rest);
  if (!next) return false;
  const [, first, second] = next;
  if (/^\p{Lu}/u.test(first) || isKnownPlace(first) || (second !== undefined && isKnownPlace(`${first} ${second}`))) return true;
  // "somewhere for travesseiros near the station": a station, the centre or the harbour is a place too.
  if (/^(?:station|centrum|airport|harbou?r|haven|pier|plaza|plein)$/i.test(first)) return true;
  // Further on in the same part: "near faneuil hall boston", "bij de haven in Hamburg".
  const part = rest
    .slice(next[0].length)
    .split(/[?.!,;]/)[0]
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4);
  return part.some(
    (w, i) => /^\p{Lu}/u.test(w) || isKnownPlace(w.toLowerCase()) || (i > 0 && isKnownPlace(`${part[i - 1]} ${w}`.toLowerCase())),
  );
}
export const FRAME_DROP = new Set(QUERY_WORDS.FRAME_DROP);
// "and tenth?": an ordinal is a pick, never a dish.
export const FRAME_REJECT = new Set(QUERY_WORDS.FRAME_REJECT);
const CAN_WE = new RegExp(
  [
    String.raw`\b(?:kunnen|kan|kunt|kunde)\s+(?:we|wij|ik|je|jullie|ge`,
    String.raw`|gij)\s+(?:(?:daar|er|hier|ergens|ook|nog)\s+)*(?:in de buurt\s+|in de omgeving\s+)?`,
  ].join(''),
  'iu',
);
const LEADING_WHERE_AND_WHEN = new RegExp(
  [
    String.raw`^(?:(?:in|bij|rond|sa)\s+\p{Lu}[\p{L}'’-]*\s+|'s\s+(?:middags|avonds|ochtends|morgens)\s+`,
    String.raw`|(?:hier\s+|daar\s+|er\s+)?in de buurt\s+|(?:hier|daar|er)\s+)+`,
  ].join(''),
  'u',
);
export function openFrame(text: string): string | null {
  // "restaurants in <town> met X", "iets met X, echt lokaal": the dish after "with".
  const withDish = WITH_DISH.exec(text)?.[1];
  if (withDish && !REFERENCE_WORD.test(withDish) && !hasClauseWord(withDish)) {
    const words = frameWords(withDish, true);
    if (words) return words;
  }
  for (const frame of FRAMES) {
    const start = frame.exec(text);
    if (!start) continue;
    // "waar eet je in Maastricht het beste zuurvlees?", "waar haal ik 's middags ne goeie smos?": where and when come first in Dutch.
    const rest = text.slice(start.index + start[0].length).replace(LEADING_WHERE_AND_WHEN, '');
    const placed = PHRASE.exec(rest)?.[0];
    // In a search frame, a locative phrase that ends the message is a place whatever its case ("waar eet ik X in jogja?").
    if (placed && (placeFollows(rest.slice(placed.length)) || LOCATIVE_END.test(rest.slice(placed.length)))) {
      // "may magandang X ba sa <town>": the question particle before the place is no part of the phrase.
      const words = frameWords(placed.replace(/\s+ba$/iu, ''));
      if (words) return words;
    }
    // "waar haal ik de beste vlaai?", "saan may masarap na bulalo?": the phrase ends the message.
    // "any pottery shops?": after "any/best" the phrase may end the message only when it names a kind of venue.
    const found = PHRASE_END.exec(rest)?.[0];
    // ... or, after "good", when "around here / nearby" follows ("where's good cendol around here?").
    const ending =
      frame === FRAMES[0] &&
      !VENUE_NOUN_END.test(` ${found ?? ''}`) &&
      !(
        found && /^\s+(?:around here|nearby|near here|close by|in de buurt|hier in de buurt|malapit dito)\b/i.test(rest.slice(found.length))
      )
        ? undefined
        : found;
    // ... or ends its sentence ("ik heb goesting in stoverij met frietjes. Waar moet ik zijn?").
    if (
      ending &&
      (TAIL.test(rest.slice(ending.length)) ||
        BARE_END.test(rest.slice(ending.length)) ||
        THERE_END.test(rest.slice(ending.length)) ||
        // ... or a clause with the question ("ik heb goesting in pastéis de nata, waar vind ik de beste?", wave zm).
        (/\b(?:goesting|zin|trek) in\s*$|\bcraving\s*$/i.test(start[0]) && /^\s*[.!?,;]\s+\S/.test(rest.slice(ending.length)))) &&
      !REFERENCE_WORD.test(ending)
    ) {
      const words = frameWords(ending);
      if (words) return words;
    }
  }
  for (const [opening, bareEnd] of [
    [OPENING, false],
    [FOLLOW_UP, true],
  ] as const) {
    for (const start of text.matchAll(opening)) {
      const rest = text.slice((start.index ?? 0) + start[0].length);
      if (!rest || (/^\p{Lu}/u.test(rest) && isKnownPlace(rest.split(/[\s?.!,]+/)[0]))) continue;
      const placed = PHRASE.exec(rest)?.[0];
      const venueNoun = placed !== undefined && VENUE_NOUN_END.test(placed) && PLACE_AFTER.test(rest.slice(placed.length));
      if (placed && !REFERENCE_WORD.test(placed) && !hasClauseWord(placed) && (venueNoun || placeFollows(rest.slice(placed.length)))) {
        const words = frameWords(placed);
        if (words) return words;
      }
      const ending = PHRASE_END.exec(rest)?.[0];
      const after = ending ? rest.slice(ending.length) : '';
      const ends =
        TAIL.test(after) ||
        THERE_QUESTION.test(after) ||
        (bareEnd && (BARE_END.test(after) || WHERE_AFTER.test(after) || THERE_END.test(after))) ||
        (BARE_END.test(after) && VENUE_NOUN_END.test(ending ?? ''));
      if (ending && !REFERENCE_WORD.test(ending) && !hasClauseWord(ending) && ends) {
        const words = frameWords(ending);
        if (words) return words;
      }
    }
  }
  // Dutch verb-final: "waar kan ik (in <town>) X kopen?", "waar koop ik X om mee te nemen?".
  const dutch = DUTCH_FRAME.exec(text);
  if (dutch) {
    const object = DUTCH_OBJECT.exec(text.slice(dutch.index + dutch[0].length).replace(/^(?:in|bij|rond)\s+[\p{L}'’-]+\s+/iu, ''))?.[1];
    const words = object && !REFERENCE_WORD.test(object) ? frameWords(object, true) : null;
    if (words) return words;
  }
  // "Kunnen we daar in de buurt smørrebrød eten?": the same verb-final object after "can we".
  const canWe = CAN_WE.exec(text);
  if (canWe) {
    const object = DUTCH_OBJECT.exec(text.slice(canWe.index + canWe[0].length))?.[1];
    const words = object && !REFERENCE_WORD.test(object) ? frameWords(object, true) : null;
    if (words) return words;
  }
  // "something sweet after, like X", "ok switch to <city>, X", "<city>, X": the last part after a comma names the dish
  // when it is given as an example, or the part before it moves the search or names a place.
  const tail = COMMA_TAIL.exec(text);
  if (tail && !REFERENCE_WORD.test(tail[3]) && !hasClauseWord(tail[3])) {
    // ... "we're in chiang mai tmrw, khao soi there?": a word of time after the place still leaves it the place.
    const before = tail[1]
      .trim()
      .toLowerCase()
      .split(/[\s!?.]+/)
      .filter(Boolean);
    while (before.length > 1 && TIME_AFTER_PLACE.has(before.at(-1)!)) before.pop();
    const placeBefore =
      before.length > 0 && (isKnownPlace(before.at(-1)!) || (before.length > 1 && isKnownPlace(before.slice(-2).join(' '))));
    // ... but a capitalised word or a country after a place is more of the place ("Toronto, Canada").
    const placeLike = /^\p{Lu}/u.test(tail[3]) || COUNTRY_NAMES.has(tail[3].trim().toLowerCase());
    if (!placeLike && (tail[2] || SWITCH_BEFORE.test(tail[1]) || placeBefore)) {
      const words = frameWords(tail[3]);
      if (words) return words;
    }
  }
  return null;
}
const TIME_AFTER_PLACE = new Set(QUERY_WORDS.TIME_AFTER_PLACE);
const DUTCH_FRAME = new RegExp(
  [
    String.raw`\bwaar\s+(?:(?:kan|kun|kunt|kunnen|vind|haal|koop|krijg|eet|drink|proef)\s+(?:ik|je|we|wij|jij|jullie|ge|gij)`,
    String.raw`|kunde(?:\s+(?:gij|ge))?)\s+(?:(?:hier|daar|ergens|goedkoop|snel|rap|nog|vanavond|morgen|straks|vandaag`,
    String.raw`|'s\s+(?:middags|avonds|ochtends|morgens))\s+)*`,
  ].join(''),
  'iu',
);
const DUTCH_OBJECT = new RegExp(
  [
    String.raw`^([\p{L}'’ -]{3,40}?)\s+(?:om\s+mee\s+te\s+nemen|kopen|eten|vinden|proeven|drinken|halen|krijgen|scoren`,
    String.raw`|bestellen|proberen)(?:\s+(?:in|op|bij|rond|aan|nabij|vlakbij)\s+(?:de\s+|het\s+`,
    String.raw`|'t\s+)?[\p{L}'’ -]{2,30})?\s*[?.!]*\s*$`,
  ].join(''),
  'iu',
);
export const WITH_DISH = new RegExp(
  [
    String.raw`(?:^|\b(?:iets|something|anything)\s+`,
    String.raw`|\b(?:restaurants?|places?|spots?|eethuisjes?|zaken|tentjes|cafés?|cafes?)\s+(?:in|near|bij`,
    String.raw`|sa)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s+)(?:met|with|serving)\s+([\p{L}'’ -]{3,40}?)\s*(?:[,?.!]|$`,
    // ... or where a clause word follows ("iets met kunst maar niet het louvre", "iets met een mooi uitzicht waar ...").
    String.raw`|(?=\s+(?:maar|want|waar|zodat|but|where)\b))`,
  ].join(''),
  'iu',
);
export const COMMA_TAIL = new RegExp(
  [
    String.raw`^([^,]*?),\s*(?:(like|such as|zoals|gaya ng|katulad ng|bijvoorbeeld)\s+)?([\p{L}'’ -]{3,40}?)\s*(?:(?:naman`,
    String.raw`|please|pls|po|graag|maybe|misschien|siguro|there|over there|daar|doon|dun)\s*)*[?.!]*\s*$`,
  ].join(''),
  'iu',
);
const SWITCH_BEFORE = new RegExp(
  [
    String.raw`\b(?:switch(?:ing)? to|lipat(?: tayo)?(?: sa)?|kain tayo|let'?s eat|to eat|om te eten|gaan eten|after|daarna`,
    String.raw`|pagkatapos)\b`,
  ].join(''),
  'iu',
);
/** The content words of a framed phrase, or null when it is no search ("it", "tips", only generic words). */
const DEMONYM = /(?<=\s)\p{Lu}\p{Ll}+(?:sche|se|ese|ian|ish|gs|ns|ks)(?=\s+\p{Ll})/gu;
const TRAILING_PLACE_WORDS = new RegExp(
  [
    String.raw`(?:\s+(?:back|again|terug|weer|ulit|dito|diyan|dyan|doon|dun|here|there|hier|daar|nearby|near|around|close by`,
    String.raw`|in de buurt|malapit|sa|bij|in|at))+\s*$`,
  ].join(''),
  'iu',
);
export function frameWords(phrase: string, placeAdjective = false): string | null {
  // A proper name ("Naar het Valkhof Museum"), a place ("what about seattle?") or a prepositional phrase is no dish.
  // ... but a capitalised regional adjective is part of the dish: "Bossche bol", "Zeeuwse mosselen", "Hainanese chicken rice".
  if (/\s\p{Lu}/u.test(phrase.trim().replace(DEMONYM, '')) || LEADING_FUNCTION_WORD.test(phrase)) return null;
  // ... though a town before its product is part of it where the frame says so ("echte <town> koek kopen").
  if (
    phrase
      .trim()
      .split(/\s+/)
      .some((w, i, all) => (isKnownPlace(w) && !(placeAdjective && i < all.length - 1)) || (i > 0 && isKnownPlace(`${all[i - 1]} ${w}`)))
  )
    return null;
  // "ube jam dito (sa Baguio)", "bitterballen hier": a trailing here/there is no part of the dish.
  // "haggis before a show": what comes before or after is no part of the dish.
  phrase = phrase
    .replace(/\s+(?:before|after|during|bago|pagkatapos)\s.*$/iu, '')
    .replace(/\s+to\s+(?:visit|see|go to|check out|try)$/iu, '');
  phrase = phrase.replace(TRAILING_PLACE_WORDS, '');
  const all = phrase
    .toLowerCase()
    .split(/[^\p{L}'’&-]+/u)
    .map((w) => w.replace(/^mag-(?!park$)/, ''))
    .filter((w) => w && !/^\d+$/.test(w));
  const words = all.filter(
    (w, i) => !FRAME_DROP.has(w) || (INNER_GLUE.has(w) && i > 0 && i < all.length - 1 && !FRAME_DROP.has(all[i - 1])),
  );
  while (words.length && (INNER_GLUE.has(words[0]) || LEADING_GLUE.has(words[0]))) words.shift();
  while (words.length && INNER_GLUE.has(words.at(-1)!)) words.pop();
  const content = words.filter((w) => !INNER_GLUE.has(w) && !GLUE.has(w));
  if (
    !content.length ||
    content.length > 3 ||
    content.some((w) => FRAME_REJECT.has(w) || FRAME_DROP_MORE.has(w) || w.length < 3) ||
    (content.length === 1 && DAY_ALONE.test(content[0]))
  )
    return null;
  if (content.every((w) => LEXICON.get(w) === 'weak' || LEXICON.get(singular(w)) === 'weak')) return null;
  return words.join(' ');
}
/** An opening phrase with a verb, pronoun or question word is a sentence ("I want to eat in Palo Alto",
 * "what about in Lyon", "it's raining in Kyoto"), not the name of a dish. */
export const CLAUSE_WORDS = new Set(QUERY_WORDS.CLAUSE_WORDS);
function hasClauseWord(phrase: string): boolean {
  return phrase
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .some((w) => CLAUSE_WORDS.has(w.replace(/’/g, "'")));
}
const LEADING_FUNCTION_WORD =
  /^\s*(?:naar|voor|van|met|op|to|for|from|with|about|over|in|at|sa|kay|para|mula|by|into|near|bij|rond|around)(?:\s|$)/iu;
/** Time and filler words that are no dish ("daarna", "tomorrow"). */
export const FRAME_DROP_MORE = new Set(QUERY_WORDS.FRAME_DROP_MORE);
/** A day alone is when, not what ("waar eten we zaterdag?"); with a dish it is part of it ("sunday roast"). */
const DAY_ALONE = new RegExp(
  [
    String.raw`^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag`,
    String.raw`|zondag|lunes|martes|miyerkules|huwebes|biyernes|sabado|linggo)$`,
  ].join(''),
  '',
);
