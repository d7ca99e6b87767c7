// The engine's folds. They differ on purpose (apostrophes, spaces, punctuation), so each keeps its own honest name:
// one function per behaviour, and every caller picks the one whose output it relies on.
import { plainLetters } from './plain-letters';

const foldCache = new Map<string, string>();
let lastLong = '';
let lastLongFolded = '';

/** Lower case without accents: "Café Đàn" → "cafe dan". Length may change ("æ" → "ae"); spaces and punctuation stay. */
export function fold(text: string): string {
  if (text === lastLong) return lastLongFolded;
  let folded = foldCache.get(text);
  if (folded === undefined) {
    folded = plainLetters(text.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
    // Short texts (names, words) recur across turns; a long message is kept only until another one is folded (the resolver's
    // rules fold the same message in turn).
    if (text.length <= 120) {
      if (foldCache.size > 5000) foldCache.clear();
      foldCache.set(text, folded);
    } else [lastLong, lastLongFolded] = [text, folded];
  }
  return folded;
}

/** Folded, and without apostrophes: "Leslies" is typed for "Leslie's". */
export function foldBare(text: string): string {
  return fold(text).replace(/['’]/g, '');
}

/** A place's lookup key: lower case, accents and curly apostrophes dropped, runs of spaces made one
 * ("Parañaque" = "paranaque", "Liège" = "liege"). */
export function foldPlaceKey(name: string): string {
  // Plain ASCII (most words) has no accents or curly apostrophes to drop: skip the Unicode work.
  const plain = /[^\x00-\x7f]/.test(name) ? plainLetters(name.normalize('NFD').replace(/\p{M}/gu, '').replace(/’/g, "'")) : name;
  return plain.toLowerCase().replace(/\s+/g, ' ');
}

/** Lower case, accents and punctuation dropped, spaces collapsed, letters with their own mark kept:
 * "São Jorge's" → "sao jorge s" (the place catalog's matching form). */
export function foldToWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
