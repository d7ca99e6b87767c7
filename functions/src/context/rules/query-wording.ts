// How a chosen query is worded: the words before a kind that say what it is of ("vermouth bar"), the English name of a
// Dutch cuisine adjective, and the when of an events search ("concerts this weekend").
import QUERY_WORDS from './query-words.json';
import { isKnownPlace } from '../gazetteer';
import { type Kind, LEXICON, type Span } from './query-lexicon';
import { CLAUSE_WORDS, FRAME_DROP, FRAME_DROP_MORE, FRAME_REJECT, GLUE, INNER_GLUE } from './open-frame';
import { DEFINITE } from './skips-as-reference';

/** Dutch cuisine adjectives whose English name has another stem ("surinaams" holds no "surinam"): the search, and anyone
 * reading the context line, gets the English word. */
const CUISINE_IN_ENGLISH: Record<string, string> = {
  surinaams: 'surinamese',
  surinaamse: 'surinamese',
  grieks: 'greek',
  griekse: 'greek',
  frans: 'french',
  franse: 'french',
  spaans: 'spanish',
  spaanse: 'spanish',
  marokkaans: 'moroccan',
  marokkaanse: 'moroccan',
  duits: 'german',
  duitse: 'german',
  hollands: 'dutch',
  hollandse: 'dutch',
  vlaams: 'flemish',
  vlaamse: 'flemish',
  libanees: 'lebanese',
  libanese: 'lebanese',
};
export function inEnglish(query: string): string {
  return query.replace(/\p{L}+/gu, (word) => CUISINE_IN_ENGLISH[word] ?? word);
}

/** Kinds of venue or event a word before them can specify: "a vermouth bar", "a water puppet show", "a vinyl shop". */
const HEAD_KIND = new RegExp(
  [
    String.raw`^(?:places|spots|joints|bar|bars|show|shows|shop|shops|store|stores|market|markets|stall|stalls|truck|trucks`,
    String.raw`|festival|festivals|class|classes|workshop|workshops|tour|tours|club|clubs|sandwich|sandwiches|pie|pies|cake`,
    String.raw`|cakes|tart|tarts|soup|stew|roll|rolls|bun|buns|pastry|pastries|sausage|sausages|cheesecake)$`,
  ].join(''),
  '',
);
/** Words before a kind that describe it rather than say what it is of. */
const DESCRIBES = new Set(QUERY_WORDS.DESCRIBES);
export function withModifiers(text: string, span: Span, query: string): string {
  const head = span.words.at(-1) ?? '';
  if (span.words.length !== 1 || !HEAD_KIND.test(head)) return query;
  const lead = /(?<![\p{L}\p{N}'’-])((?:\p{Ll}+\s+){1,2})$/u.exec(text.slice(0, span.start));
  // "is that the place that's a car repair shop by day?": a description of a venue, not a search.
  // ... but "what are some mezcal bars" asks for them.
  if (
    !lead ||
    (/\b(?:that'?s|that is|it'?s|it is|is|was|are|were)\s+(?:(?:a|an|the)\s*)?$/i.test(text.slice(0, lead.index)) &&
      !/\b(?:what|which|where|who)\s+(?:are|were|is)\s*$/i.test(text.slice(0, lead.index)))
  )
    return query;
  const before = lead[1].trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of before.reverse()) {
    const w = word.toLowerCase();
    if (
      w.length < 3 ||
      DESCRIBES.has(w) ||
      FRAME_DROP.has(w) ||
      FRAME_REJECT.has(w) ||
      FRAME_DROP_MORE.has(w) ||
      CLAUSE_WORDS.has(w) ||
      DEFINITE.has(w) ||
      GLUE.has(w) ||
      INNER_GLUE.has(w) ||
      isKnownPlace(w) ||
      LEXICON.has(w) ||
      /(?:ly|est|ful|ous)$/.test(w)
    )
      break;
    kept.unshift(w);
  }
  return kept.length ? `${kept.join(' ')} ${query}` : query;
}

/** When the user says when ("this weekend", "bukas", "zaterdag"), an events search keeps it. */
const WHEN = new RegExp(
  [
    String.raw`\b(?:this (?:weekend|week|saturday|sunday|friday|evening)|next (?:weekend|week)|tonight|today|tomorrow`,
    String.raw`|on (?:friday|saturday|sunday)|ngayong (?:weekend|linggo|sabado|gabi)|mamayang gabi|bukas|sa (?:sabado|linggo)`,
    String.raw`|dit weekend|deze week|vanavond|vandaag|morgen|(?:op )?(?:vrijdag|zaterdag|zondag))\b`,
  ].join(''),
  'i',
);
export function withWhen(query: string, text: string): string {
  const when = WHEN.exec(text)?.[0].toLowerCase();
  return when && !query.includes(when) ? `${query} ${when}` : query;
}

export function isEventKind(kind: Kind): boolean {
  return kind === 'music' || kind === 'sports';
}
