// Patterns built at run time from a word or a name ("whole word 'noord'") recur turn after turn: each is compiled
// once and kept in a bounded memo, so the engine does not parse and compile the same pattern on every message.

/** Compiled patterns by flags, then by source; cleared whole when full (the working set is far smaller). */
const compiled = new Map<string, Map<string, RegExp>>();
const LIMIT = 5_000;
let size = 0;

/** `new RegExp(source, flags)`, compiled once. Stateless patterns only: a `g` or `y` pattern keeps `lastIndex`, so it throws. */
export function cachedRegExp(source: string, flags = ''): RegExp {
  let bySource = compiled.get(flags);
  if (bySource === undefined) {
    if (/[gy]/.test(flags)) throw new Error(`cachedRegExp: a '${flags}' pattern keeps state between calls and cannot be shared`);
    compiled.set(flags, (bySource = new Map()));
  }
  let pattern = bySource.get(source);
  if (pattern === undefined) {
    pattern = new RegExp(source, flags);
    if (size >= LIMIT) {
      for (const map of compiled.values()) map.clear();
      size = 0;
    }
    bySource.set(source, pattern);
    size += 1;
  }
  return pattern;
}
