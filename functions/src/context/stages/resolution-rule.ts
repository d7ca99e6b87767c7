import type { Resolution } from '../resolve-references';

/** The rule the resolver names for its answer: its own `rule` when it carries one, else how it resolved. */
export function resolutionRuleOf(resolved: Resolution | null): string | null {
  if (resolved === null) return null;
  const rule = (resolved as { rule?: unknown }).rule;
  if (typeof rule === 'string') return rule;
  return resolved.kind === 'venue' ? resolved.how : 'turn';
}
