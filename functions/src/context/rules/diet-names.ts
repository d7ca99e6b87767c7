// The short or casual names of a diet ("veggie", "veg friendly", "vega", "walang karne") said as the diet's own name, so a search
// for "veg restaurant" looks for vegetarian food and the context line reads the same in every language.
import DIET_NAMES from './diet-names.json';

const NAMES: Readonly<Record<string, string>> = DIET_NAMES;
const LONGEST_FIRST = Object.keys(NAMES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NAME = new RegExp(String.raw`(?<![\p{L}-])(?:${LONGEST_FIRST})(?![\p{L}-])`, 'giu');

/** The query with each casual diet name put as the diet: "veggie food" is "vegetarian food". */
export function withDietNames(query: string): string {
  return query.replace(NAME, (name) => NAMES[name.toLowerCase()] ?? name);
}
