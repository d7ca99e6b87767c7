// The engine's reading of phone spelling: the tables, with the gazetteer and the common-word lists as guards.
import { isKnownPlace } from '../gazetteer';
import { commonWordIn } from './common-words';
import { normaliseSpelling, spellingForLanguage, type SpellingGuards } from './spelling-variants';

export const ENGINE_SPELLING_GUARDS: SpellingGuards = { isPlace: isKnownPlace, commonWordIn };

/** The message as the engine reads it ("ung pang2 nmn" → "yung pangalawa naman"), place names and venue names kept. */
export function normaliseMessageSpelling(text: string, names: readonly string[] = []): string {
  return normaliseSpelling(text, names, ENGINE_SPELLING_GUARDS);
}

/** The message as language evidence: a language's variant as its word ("nmn" → "naman"), shared text-speak as none. */
export function readPhoneSpelling(text: string): string {
  return spellingForLanguage(text, ENGINE_SPELLING_GUARDS);
}
