// Wave da (passing the phone): one card said, then "but" and a question about another ("die tweede is wel chill maar hoe duur
// is die eerste eigenlijk", "Mi boi zegt die eerste, maar ik wil weten of de tweede halal is", "the second looks nice but how
// expensive is the first one?"): the question after the contrast is what is asked, so the pick is read there.
import { LIST_POSITION } from './list-positions';
import type { ReferenceRule } from './rule';

/** A contrast word between two clauses; the clause after it carries the question. */
const CONTRAST = /(?<!\p{L})(?:but|maar|pero|kaso|kaya lang|though|however)(?!\p{L})/giu;
/** What says the clause asks: a question mark or a question word. */
const ASKS = new RegExp(
  [
    String.raw`\?|(?<!\p{L})(?:how|what|which|is|are|does|do|can|hoe|wat|welke|waar|zijn|heeft|hebben|kan|kunnen|weten of|ano|alin`,
    String.raw`|magkano|saan|paano|ba)(?!\p{L})`,
  ].join(''),
  'iu',
);

const holdsPosition = (text: string) => [...text.matchAll(LIST_POSITION)].length > 0;

/** The clause after the last contrast that asks about a card, when a card is also said before it; null otherwise. */
export function askedAfterContrast(text: string): string | null {
  for (const contrast of [...text.matchAll(CONTRAST)].reverse()) {
    const before = text.slice(0, contrast.index);
    const after = text.slice(contrast.index + contrast[0].length);
    if (holdsPosition(before) && holdsPosition(after) && ASKS.test(after)) return after;
  }
  return null;
}

export const CONTRAST_THEN_ASKS_RULE: ReferenceRule = {
  id: 'contrast-then-asks',
  phenomenon: 'message-parts',
  langs: ['en', 'tl', 'nl'],
  kind: 'rewrite',
  pattern: CONTRAST,
  examples: [
    'die tweede is wel chill maar hoe duur is die eerste eigenlijk',
    'the second looks nice but how expensive is the first one?',
    'gusto ni papa yung una pero magkano yung pangalawa?',
  ],
  counterexamples: ['the second one, how expensive is it?', 'yung una, magkano?'],
  effect: (s) => {
    const asked = askedAfterContrast(s.picked);
    if (asked) s.picked = asked;
    return undefined;
  },
};
