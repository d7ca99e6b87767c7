// Local text helpers of the resolver (fold, escape, whole-word search); the shared text module may replace them.
import { plainLetters } from '../gazetteer';

/** `needle` in `haystack` as whole words: "Sala" is not in "salamat". */
export function containsWhole(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(haystack[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(haystack[at + needle.length] ?? ' ')) return true;
  }
  return false;
}

/** Lower case without accents: "kraków" is "krakow", "Bożego" is "bozego". */
/** Venue names are folded on every message: their folds are kept (a bounded cache); messages are folded as they come. */
export const foldCache = new Map<string, string>();
export let lastFoldIn = '';
export let lastFoldOut = '';
export function fold(text: string): string {
  if (text === lastFoldIn) return lastFoldOut;
  let folded = foldCache.get(text);
  if (folded === undefined) {
    folded = plainLetters(text.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
    if (text.length <= 120) {
      if (foldCache.size > 5000) foldCache.clear();
      foldCache.set(text, folded);
    } else [lastFoldIn, lastFoldOut] = [text, folded];
  }
  return folded;
}

/** Folded, and without apostrophes: "Leslies" is typed for "Leslie's". */
export function foldBare(text: string): string {
  return fold(text).replace(/['’]/g, '');
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
