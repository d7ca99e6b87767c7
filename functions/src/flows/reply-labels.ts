// What the client shows beside a reply, in the reply's language: each card's kind and the remembered query. Made here from
// the server's word lists, so the client shows "panaderya" and "kape" without loading them.
import type { QueryLabel, ShownPlace } from '../contract/concierge-contract';
import type { Place } from '../contract/place';
import { conversationLanguage, messageLanguage } from '../context/intent/message-language';
import { vocabularyWordsIn } from '../context/intent/language-vocabulary';
import { readPhoneSpelling } from '../context/lexicon/engine-spelling';
import { listedKindWord } from '../models/kind-words';
import type { Language } from '../models/reply-text';

/**
 * The language the reply is in, read from the user's messages (oldest first) the way the offline model reads them; while
 * none of them shows one, the language of the app the person sees, else English.
 */
export function replyLanguageOf(userMessages: readonly string[], uiLanguage?: Language): Language {
  return conversationLanguage(userMessages, uiLanguage ?? 'en', readPhoneSpelling, vocabularyWordsIn);
}

/** The app's language when it decides the reply, i.e. while none of the user's messages shows a language; else undefined. */
export function appLanguageDeciding(uiLanguage: Language | undefined, userMessages: readonly string[]): Language | undefined {
  if (!uiLanguage) return undefined;
  const shown = userMessages.some((text) => messageLanguage(text, readPhoneSpelling, vocabularyWordsIn).lang);
  return shown ? undefined : uiLanguage;
}

/** The places with their kind in `lang` where the word list has it; a place whose kind needs no other word is unchanged. */
export function labelPlaces(places: readonly Place[], lang: Language): ShownPlace[] {
  return places.map((place) => {
    const label = place.category ? listedKindWord(place.category, lang) : undefined;
    return label && label !== place.category ? { ...place, categoryLabel: label } : place;
  });
}

/** The remembered query in `lang`, tied to the query it says; undefined when there is none or no other word for it. */
export function labelQuery(searchQuery: string | null, lang: Language): QueryLabel | undefined {
  const label = searchQuery ? listedKindWord(searchQuery, lang) : undefined;
  return searchQuery && label ? { query: searchQuery, label } : undefined;
}
