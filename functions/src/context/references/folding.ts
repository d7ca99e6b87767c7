// Text helpers of the resolver: the shared fold and escape (text/), and whole-word search.
export { fold, foldBare } from '../text/fold';
export { escapeRegExp as escape } from '../text/escape-reg-exp';

/** `needle` in `haystack` as whole words: "Sala" is not in "salamat". */
export function containsWhole(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(haystack[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(haystack[at + needle.length] ?? ' ')) return true;
  }
  return false;
}
