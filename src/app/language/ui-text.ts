import type { IntentLanguage as Language } from '@concierge/engine/intent/intent-words';
import en from './ui-text.en.json';
import nl from './ui-text.nl.json';
import tl from './ui-text.tl.json';

export type { Language };

/** Every word of the app's chrome (not the venue cards: card-labels.json), one file per language. */
export type UiText = typeof en;
export type UiTextKey = keyof UiText;

/** Typed against the English file, so a language missing a key does not compile. */
export const UI_TEXT: Record<Language, UiText> = { en, nl, tl };

export function uiTextFor(language: Language): UiText {
  return UI_TEXT[language];
}

/** "Forget {what}" with { what: 'Makati' } → "Forget Makati"; a placeholder with no value is left as written. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
