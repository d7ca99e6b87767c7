// The engine's reading of phone spelling: the tables, with the gazetteer and the common-word lists as guards.
import { findGazetteerNames, isKnownPlace } from '../gazetteer';
import { commonWordIn } from './common-words';
import { normaliseSpelling, spellingForLanguage, type SpellingGuards } from './spelling-variants';

export const ENGINE_SPELLING_GUARDS: SpellingGuards = { isPlace: isKnownPlace, commonWordIn };

/** The message as the engine reads it ("ung pang2 nmn" → "yung pangalawa naman"), place names and venue names kept. */
export function normaliseMessageSpelling(text: string, names: readonly string[] = []): string {
  return normaliseSpelling(text, names, ENGINE_SPELLING_GUARDS);
}

/** The message as language evidence: a language's variant as its word ("nmn" → "naman"), shared text-speak as none. */
export function readPhoneSpelling(text: string): string {
  return spellingForLanguage(withoutPlaceNames(text), ENGINE_SPELLING_GUARDS);
}

/** A name that opens with an article ("De Pijp", "De Hallen"): its "de" is the name's, not Dutch. */
const NAMED_WITH_ARTICLE = /^(?:de|het|'t)\s/i;
const ARTICLE_WORD = /(?<!\p{L})(?:de|het|'t)\s/iu;
/** "cheap eats in de pijp for 5 of us": a place named with its own article shows no language (wave bi); "Parijs" does. */
function withoutPlaceNames(text: string): string {
  // Most messages hold no article at all: no gazetteer scan for them (the language is read for every user message of a turn).
  if (!ARTICLE_WORD.test(text)) return text;
  let out = text;
  for (const { raw, index } of findGazetteerNames(text)) {
    if (NAMED_WITH_ARTICLE.test(raw)) out = `${out.slice(0, index)}${' '.repeat(raw.length)}${out.slice(index + raw.length)}`;
  }
  return out;
}
