// Chains people ask for by name ("a McDonald's around Orchard", "my sbux fix", "ne mcdo"), with the kind of place each is
// (lexicon/chains.json): a search names the chain, and a source holding none of it offers places of its kind, saying so.
import { z } from 'zod';
import CHAIN_DATA from './chains.json';

const ChainSchema = z.object({ name: z.string().min(2), kind: z.string().min(2), words: z.array(z.string().min(2)).min(1) });
export type Chain = z.infer<typeof ChainSchema>;

export const CHAINS: readonly Chain[] = z.object({ note: z.string(), chains: z.array(ChainSchema) }).parse(CHAIN_DATA).chains;
