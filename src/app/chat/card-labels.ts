import type { PriceLevel } from '@concierge/contract/place';
import type { IntentLanguage as Language } from '@concierge/engine/intent/intent-words';
import { conversationLanguage } from '@concierge/engine/intent/message-language';
import labels from './card-labels.json';

export type { Language };

export interface CardLabels {
  rating: string;
  outOf: string;
  price: string;
  when: string;
  address: string;
  openInMaps: string;
  newTab: string;
  places: string;
  prices: Record<PriceLevel, string>;
}

const CARD_LABELS: Record<Language, CardLabels> = { en: labels.en, tl: labels.tl, nl: labels.nl };

export function cardLabelsFor(language: Language): CardLabels {
  return CARD_LABELS[language];
}

/**
 * The language of each reply: that of the user message it answers, read the way the offline model reads it,
 * so the cards use the words of the reply above them.
 */
export function replyLanguages(
  messages: readonly { id: string; role: string; text: string; language?: Language }[],
  browser: Language = 'en',
): Map<string, Language> {
  const languages = new Map<string, Language>();
  const asked: string[] = [];
  let language = browser;
  for (const message of messages) {
    // While no message shows a language the reply is in the browser's, as the chrome is (the request's uiLanguage).
    if (message.role === 'user') language = conversationLanguage([...asked, message.text], browser);
    if (message.role === 'user') asked.push(message.text);
    // ... and as the server wrote it, when it said (it reads the person's vocabulary too: "koffie in le marais" is Dutch).
    else languages.set(message.id, message.language ?? language);
  }
  return languages;
}
