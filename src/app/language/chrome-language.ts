import { conversationLanguage } from '@concierge/engine/intent/message-language';
import type { Language } from './ui-text';

/** The browser's preferred language among those the app speaks: the first Dutch (nl), Filipino (fil, tl) or English tag, else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'nl') return 'nl';
    if (base === 'fil' || base === 'tl') return 'tl';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/**
 * The language the chrome speaks for a conversation: that of its replies (read as card-labels' replyLanguages reads them),
 * the browser's while no message shows one, as the server replies then (the request's uiLanguage).
 */
export function chromeLanguage(messages: readonly { role: string; text: string; language?: Language }[], browser: Language): Language {
  // The newest reply's language as the server wrote it, while no question came after it ("koffie in le marais" is Dutch).
  const last = messages.at(-1);
  if (last?.role === 'model' && last.language) return last.language;
  return conversationLanguage(
    messages.filter((m) => m.role === 'user').map((m) => m.text),
    browser,
  );
}
