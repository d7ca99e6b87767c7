// The broader kind a search falls back to when the kind asked for is nowhere in the data: food of any kind, or drinks.
import { isFoodQuery } from '../context/extract-query';
import { parseCatalogQuery } from './catalog-query';
import { normalizeText } from './normalize-text';
import conditionWords from './data/condition-words.json';
import shoppingWords from './data/shopping-words.json';

export type OtherKind = 'restaurants' | 'bars' | 'markets';

/** Catalog terms that are drinks: their broader kind is a bar. */
const DRINK_TERMS = new Set(['wine', 'nightlife']);
/** Catalog terms that are already the broadest kind: nothing to fall back to. */
const BROADEST_TERMS = new Set(['food', 'nightlife']);

/** What is wanted of a place, not a kind of place ("aparte zaal", "tahimik", "chill"): data/condition-words.json. */
const CONDITIONS = new Set(conditionWords.words.map(normalizeText));

/** Shops the catalog does not hold: data/shopping-words.json. */
const SHOPPING = new Set(shoppingWords.words.map(normalizeText));
const MARKET = /\b(?:markets?|markt|markten|marktje|palengke|bazaar|basar|flea|night market|mercado|march[eé])\b/;

/** "souvenir shops", "pasalubong", "vintage winkeltjes": a shop the catalog lacks, whose city's markets are where to look. */
export function isShoppingQuery(query: string): boolean {
  const words = normalizeText(query);
  return !MARKET.test(words) && (SHOPPING.has(words) || words.split(' ').some((word) => SHOPPING.has(word)));
}

/** "caribisch" → restaurants, "natural wine" → bars, "museum" → null: the kind to offer instead, for food and drink only;
 * "aparte zaal", "tahimik", "romantic" said alone → restaurants, as the data cannot tell which have it. */
export function otherKindOf(query: string): OtherKind | null {
  if (CONDITIONS.has(normalizeText(query))) return 'restaurants';
  if (!isFoodQuery(query)) return null;
  const terms = parseCatalogQuery(query).terms.map((alternatives) => alternatives[0]);
  if (terms.some((term) => BROADEST_TERMS.has(term))) return null;
  return terms.some((term) => DRINK_TERMS.has(term)) ? 'bars' : 'restaurants';
}
