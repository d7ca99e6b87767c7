import type { Resolution } from '../resolve-references';

/** The rule the resolver names for its answer: its own `rule` when it carries one, else how it resolved. */
export function resolutionRuleOf(resolved: Resolution | null): string | null {
  if (resolved === null) return null;
  return resolved.rule ?? (resolved.kind === 'venue' ? resolved.how : 'turn');
}
