// "is that one cheaper than the first?": what is compared stands before "than", what it is compared with after.
import type { RememberedVenue } from '../conversation-context';
import { resolveAttribute } from './attributes';
import { namedInFull } from './names';
import { BEST_RATED, CHEAP, PRICEY, WORST_RATED } from './price-rating';
import type { VenueResolution } from './resolution';

export const COMPARATIVES = [CHEAP, PRICEY, BEST_RATED, WORST_RATED].map((pattern) => new RegExp(pattern.source, 'gi'));
// Dutch "dan" is "than" only after a comparative ("duurder dan"); "welke is dan de duurste?" is "then".
export const THAN = /\s(?:than|kaysa(?:\s+sa)?|kesa(?:\s+sa)?|compared to|vergeleken met)\s|(?<=\p{L}er)\s+dan\s/iu;
export function comparedAgainst(
  text: string,
  picked: string,
  list: readonly RememberedVenue[],
  listReply?: () => string | undefined,
): VenueResolution | null {
  const than = THAN.exec(text);
  if (!than || picked === text) return null;
  const against = namedInFull(text.slice(than.index + than[0].length).toLowerCase(), list);
  return against.length === 1
    ? resolveAttribute(
        picked,
        list.filter((v) => v !== against[0]),
        listReply,
      )
    : null;
}
export function subjectOfComparison(text: string): string {
  const than = THAN.exec(text);
  if (!than) return text;
  const subject = text.slice(0, than.index);
  if (!/\b(?:one|that|this|it|die|dat|yung|yun|the\s+\S+\s+one)\b|\p{Lu}/u.test(subject.replace(/^\s*\p{Lu}/u, ''))) return text;
  // "is it cheaper than X": the comparative is the question, not a pick of the cheapest.
  return COMPARATIVES.reduce((rest, pattern) => rest.replace(pattern, ' '), subject);
}
