// The languages the intents are written in, and the one fold their words are compared in: light enough for the client.
export const INTENT_LANGUAGES = ['en', 'tl', 'nl'] as const;
export type IntentLanguage = (typeof INTENT_LANGUAGES)[number];

/** Lower case, no accents, apostrophes and punctuation as spaces: "What's" → "what s", "'s avonds" → "s avonds". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
