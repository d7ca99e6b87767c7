// Small statistics and the machine anchor the bench divides by, so figures from a busy and a quiet machine compare.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** The 1, 5 and 15 minute load averages: 2 cores are shared, so every figure is printed with them. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
}

const WORDS = 'find good ramen in makati tonight tell me more about the second one hoe kom ik daar yung pangalawa'.split(' ');

/**
 * A fixed piece of engine-like work (folding, regex tests, a map), best of 5, in ms: the anchor for the
 * engine's absolute figures, so "0.9 ms at anchor 2.0 ms" and "1.8 ms at anchor 4.0 ms" read as the same speed.
 */
export function engineAnchorMs(): number {
  const pattern = /\b(?:the|de|yung)\s+(second|tweede|pangalawa)\b|\bin\s+(\p{Lu}\p{L}+)/iu;
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    const seen = new Map<string, number>();
    let hits = 0;
    for (let i = 0; i < 20_000; i++) {
      const text = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} in Makati ${i}`;
      const folded = text.normalize('NFKD').toLowerCase();
      if (pattern.test(folded)) hits += 1;
      seen.set(folded.slice(0, 12), (seen.get(folded.slice(0, 12)) ?? 0) + 1);
    }
    if (!hits || !seen.size) throw new Error('anchor did nothing');
    best = Math.min(best, performance.now() - start);
  }
  return best;
}
