// "a museum or an aquarium", "arcade or karaoke", "aquarium of museum, maakt ni uit": two kinds said as alternatives in one
// breath are one wish that either satisfies (wave di), searched as "museum or aquarium"; "sushi? or maybe ramen" corrects the
// question instead, and "a jazz bar or a wine bar" after "with" says what one place should have (query-span-choice.ts).
import { lodgingOnly, trimWeak, withCategory, type Span } from './query-lexicon';
import type { QueryState } from './query-state';

/** Nothing but "or" between the two, with an article or a "maybe": "or an", "of zo'n", "o kaya", "or maybe a". */
const ALTERNATIVE_BETWEEN = new RegExp(
  [
    String.raw`^\s*(?:(?:ba|po|na)\s+)?(?:or|of|o|o kaya|or maybe|or perhaps|of misschien|of anders)\s+`,
    String.raw`(?:(?:a|an|some|een|zo['’]n|zon|isang|ng)\s+)?$`,
  ].join(''),
  'i',
);
/** What a kind is after "with", "met", "may": a feature of one place, not a place of its own. */
const WITH_BEFORE = /\b(?:with|met|na may)\s+(?:(?:a|an|een|some)\s+)?$/i;

/** The word joining alternatives in a query, in every language (the catalog and the replies read it). */
export const OR_WORD = 'or';
const JOINED = new RegExp(String.raw`\s+${OR_WORD}\s+`);
/** "museum or aquarium" → ["museum", "aquarium"]; a query of one kind → [query]. */
export const alternativesOf = (query: string): string[] => query.split(JOINED);

const kindOf = (span: Span) => withCategory(trimWeak(span));

/** The query as two alternatives when `query` is one of two kinds said with "or" between them; null otherwise. */
export function asAlternatives(state: QueryState, query: string): string | null {
  const { strong, text } = state;
  for (let i = 0; i + 1 < strong.length; i++) {
    const [first, second] = [strong[i], strong[i + 1]];
    if (!ALTERNATIVE_BETWEEN.test(text.slice(first.end, second.start))) continue;
    if (lodgingOnly(first) || lodgingOnly(second) || WITH_BEFORE.test(text.slice(0, first.start))) continue;
    const kinds = [kindOf(first), kindOf(second)];
    if (!kinds.includes(query) || kinds[0] === kinds[1]) continue;
    return kinds.join(` ${OR_WORD} `);
  }
  return null;
}
