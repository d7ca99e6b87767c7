// The language of the app the person sees, as the prompts name it (_app-language.prompt) and the offline model reads it back:
// it decides the reply's language only while none of the person's messages shows one ("pizza in Amsterdam").
import type { IntentLanguage as Language } from '../context/intent/intent-words';

export const APP_LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', tl: 'Tagalog', nl: 'Dutch' };

/** The sentence _app-language.prompt starts with, "The app is in Dutch". */
const APP_LANGUAGE_LINE = /^The app is in (English|Tagalog|Dutch)\b/m;

/** The app's language a rendered system prompt names, or null when it names none. */
export function appLanguageIn(systemText: string): Language | null {
  const name = APP_LANGUAGE_LINE.exec(systemText)?.[1];
  const entry = Object.entries(APP_LANGUAGE_NAMES).find(([, known]) => known === name);
  return entry ? (entry[0] as Language) : null;
}
