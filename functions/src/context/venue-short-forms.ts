// Issue 18 (files under 500 lines, split from venue-names.ts): a venue named by a short form of its name, its dotted or
// capitalised letters ("S.M.A.K.", "MAS", "V&A") or the initials of its words ("Victoria and Albert Museum": vam).
import { isKnownPlace } from './gazetteer';

/** The short forms a name goes by: its dotted or capitalised letters ("S.M.A.K.", "MAS", "KMSKA", "V&A") and the initials of
 * its words ("Victoria and Albert Museum": vam, or va without its kind). Lower case, letters only. */
const acronymCache = new Map<string, readonly string[]>();
function acronymsOf(name: string): readonly string[] {
  let forms = acronymCache.get(name);
  if (!forms) {
    if (acronymCache.size > 5000) acronymCache.clear();
    acronymCache.set(name, (forms = computeAcronyms(name)));
  }
  return forms;
}
function computeAcronyms(name: string): readonly string[] {
  const out = new Set<string>();
  for (const m of name.matchAll(/(?:\p{L}\.){2,}\p{L}?/gu)) out.add(m[0].replace(/\./g, '').toLowerCase());
  for (const m of name.matchAll(/(?<![\p{L}&])(\p{Lu}{2,6}|\p{Lu}&\p{Lu}{1,2})(?![\p{L}&])/gu))
    out.add(m[1].replace(/&/g, '').toLowerCase());
  const words = name.split(/[^\p{L}'’]+/u).filter((w) => w && !/^(?:and|of|the|de|van|en|at|[ye&]|et)$/i.test(w));
  if (words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w))) {
    out.add(
      words
        .map((w) => w[0])
        .join('')
        .toLowerCase(),
    );
    if (words.length >= 3)
      out.add(
        words
          .slice(0, -1)
          .map((w) => w[0])
          .join('')
          .toLowerCase(),
      );
  }
  // ... but not a place's own short form ("Uji Corner BGC", "Hong Kong Coliseum": "sa BGC", "sa HK" name the place).
  return [...out].filter((a) => a.length >= 2 && !isKnownPlace(a));
}
/** Short forms as users type them: after an article, in capitals, or with dots or an ampersand ("het smak", "the MAS", "the v&a"). */
const TYPED_SHORT_FORM = new RegExp(
  [String.raw`(?:^|[^\p{L}&.])(?:(the|het|de|'t|yung|ang|sa)\s+)?((?:\p{L}\.){2,}\p{L}?\.?|\p{L}&\p{L}{1,2}|\p{L}{2,6})(?![\p{L}&])`].join(
    '',
  ),
  'giu',
);
/** Does the text name the venue by a short form of its name ("is het smak open op maandag?" for S.M.A.K.)? */
export function shortFormTyped(text: string, name: string): boolean {
  const forms = acronymsOf(name);
  return forms.length > 0 && typedShortForms(text).some((typed) => forms.includes(typed));
}
let lastShortText: string | null = null;
let lastShortForms: readonly string[] = [];
/** The short forms typed in the text, lower case, letters only; the last text's are kept (it is asked once per venue). */
function typedShortForms(text: string): readonly string[] {
  if (text !== lastShortText) {
    lastShortText = text;
    lastShortForms = [...text.matchAll(TYPED_SHORT_FORM)]
      // ... after an article only when it is no two-letter word ("'t Is schoon weer" names no "Igreja de São Roque").
      .filter((m) => (m[1] !== undefined && m[2].length > 2) || /[.&]/.test(m[2]) || m[2] === m[2].toUpperCase())
      .map((m) => m[2].replace(/[.&]/g, '').toLowerCase());
  }
  return lastShortForms;
}
