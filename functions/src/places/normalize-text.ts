// The catalog's matching form of a text: the engine's one foldToWords, cached for the catalog's repeated texts.
import { foldToWords } from '../context/text/fold';

/** Every search normalises the catalog's names, tags and addresses again: short texts are worked out once (bounded). */
const NORMALIZED = new Map<string, string>();
const MAX_NORMALIZED = 8192;
const MAX_CACHED_CHARS = 160;

/** Lower-case, strip accents and punctuation, collapse spaces: "São Jorge's" → "sao jorge s". */
export function normalizeText(text: string): string {
  let normalized = NORMALIZED.get(text);
  if (normalized !== undefined) return normalized;
  normalized = foldToWords(text);
  if (text.length > MAX_CACHED_CHARS) return normalized;
  if (NORMALIZED.size >= MAX_NORMALIZED) NORMALIZED.clear();
  NORMALIZED.set(text, normalized);
  return normalized;
}

/** True when `phrase` occurs in `text` on word boundaries (both already normalized). */
export function containsPhrase(text: string, phrase: string): boolean {
  if (!phrase) return false;
  return ` ${text} `.includes(` ${phrase} `);
}
