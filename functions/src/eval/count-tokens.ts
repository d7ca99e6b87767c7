// The tokenizer the flow uses, counted once per text: replay counts each history turn again on every later turn.
import { encode } from 'gpt-tokenizer';
import type { CountTokens } from '../context/context-engine';

export function createTokenCounter(): CountTokens {
  const counted = new Map<string, number>();
  return (text: string) => {
    let tokens = counted.get(text);
    if (tokens === undefined) counted.set(text, (tokens = encode(text).length));
    return tokens;
  };
}
