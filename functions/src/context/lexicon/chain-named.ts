// Which chain of lexicon/chains.json a text names ("need my sbux fix" → Starbucks), read with the intent words' matching.
import { analyseMessage, partFrom, partNamed, partOccurs } from '../intent/intent-words';
import { CHAINS, type Chain } from './chains';

const CHAIN_PARTS = CHAINS.map((chain) => [chain, partFrom(`CHAIN_${chain.name}`, { en: chain.words, tl: [], nl: [] })] as const);

/** The first chain the text names, or null. */
export function chainIn(text: string): Chain | null {
  const message = analyseMessage(text);
  // Most messages name no chain: the one part of every chain's words (matched with the other intent parts) says so first.
  if (!partOccurs(message, partNamed('CHAIN'))) return null;
  return CHAIN_PARTS.find(([, part]) => partOccurs(message, part))?.[0] ?? null;
}

/** The chain a search query is, by its name or a word for it ("Starbucks", "sbux"), or null. */
export function chainNamed(query: string): Chain | null {
  const chain = chainIn(query);
  return chain && analyseMessage(query).tokens.length <= chain.words.reduce((most, word) => Math.max(most, word.split(' ').length), 1) + 1
    ? chain
    : null;
}
