// Which chain of lexicon/chains.json a text names ("need my sbux fix" → Starbucks), read with the intent words' matching.
import { analyseMessage, coveredBy, firstEntryIn, partFrom } from '../intent/intent-words';
import { CHAINS, type Chain } from './chains';

const CHAIN_PARTS = CHAINS.map((chain) => [chain, partFrom(`CHAIN_${chain.name}`, { en: chain.words, tl: [], nl: [] })] as const);

/** The first chain the text names, or null. */
export function chainIn(text: string): Chain | null {
  return firstEntryIn(text, 'CHAIN', CHAIN_PARTS);
}

/** The chain a search query is, by its name or a word for it ("Starbucks", "sbux"), or null. */
export function chainNamed(query: string): Chain | null {
  return coveredBy(analyseMessage(query), ['CHAIN']) ? chainIn(query) : null;
}
