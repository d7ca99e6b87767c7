// Several stages ask the same question of the same text in one turn ("what does this message search for?"), and a later
// turn asks it of the history again. A pure answer is kept in a bounded memo, cleared whole when full (the working set
// of a conversation is far smaller). Answers are shared between callers, so they must be read only: objects are frozen.

export interface RecentResults<V> {
  /** The answer for `key`, computed by `compute` the first time it is asked. */
  of(key: string, compute: () => V): V;
}

export function recentResults<V>(limit = 2_000): RecentResults<V> {
  const kept = new Map<string, V>();
  return {
    of(key, compute) {
      if (kept.has(key)) return kept.get(key) as V;
      const value = compute();
      if (value !== null && typeof value === 'object') Object.freeze(value);
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
      return value;
    },
  };
}
