import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { encode } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { estimateTokens } from './estimate-tokens';

/** The project's own conversation sets, and the shared dev sets when they are beside the repository. */
const SETS_DIR = resolve(__dirname, '../../../eval/sets');
const SHARED_DIR = process.env.CONCIERGE_EVAL_DIR ?? resolve(__dirname, '../../../../shared/eval');
const SAMPLES = [
  'find ramen in Makati',
  "There's the American Church in Paris. It's a kid-friendly Place of Worship.",
  'yung pangalawa, paano pumunta doon?',
  'hoe kom ik daar vanaf het Centraal Station?',
  '1. **Mendokoro Ramenba** (place_id: offline:mnl-ramen-1), 4.6 stars, open until 11:30 pm',
  '[CONTEXT: location: Makati | query: ramen | venues: 1. Mendokoro Ramenba (offline:mnl-ramen-1)]',
];

/** The samples above and every message of the conversation sets. */
function messages(): string[] {
  const texts = [...SAMPLES];
  const own = readdirSync(SETS_DIR).map((name) => resolve(SETS_DIR, name, 'transcripts.jsonl'));
  const shared = existsSync(SHARED_DIR)
    ? readdirSync(SHARED_DIR)
        .filter((name) => name.endsWith('.transcripts.jsonl'))
        .map((name) => resolve(SHARED_DIR, name))
    : [];
  const files = [...own, ...shared].filter((file) => existsSync(file));
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim())) {
      texts.push(...(JSON.parse(line) as { turns: { content: string }[] }).turns.map((turn) => turn.content));
    }
  }
  return texts;
}

describe('estimateTokens', () => {
  it('counts nothing for an empty text and one token for a short word', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('ramen')).toBe(1);
  });

  it('counts a contraction, digits and punctuation as a BPE tokenizer cuts them', () => {
    expect(estimateTokens("it's 11:30, ok?")).toBe(8); // it 's 11 : 30 , ok ?
  });

  it('stays within 0 to 10% above the o200k tokenizer over all messages, and within 25% for 95% of long ones', () => {
    const texts = messages();
    expect(texts.length).toBeGreaterThan(1000);
    let exact = 0;
    let estimate = 0;
    let close = 0;
    let long = 0;
    for (const text of texts) {
      const real = encode(text).length;
      const guess = estimateTokens(text);
      exact += real;
      estimate += guess;
      if (real >= 20) {
        long += 1;
        if (Math.abs(guess - real) <= 0.25 * real) close += 1;
      }
    }
    expect(estimate / exact).toBeGreaterThanOrEqual(1);
    expect(estimate / exact).toBeLessThanOrEqual(1.1);
    expect(close / long).toBeGreaterThanOrEqual(0.95);
  });
});
