export const DEFAULT_SEARCH_LIMIT = 5;
/** Google's Text Search pageSize maximum; the catalog uses the same ceiling. */
export const MAX_SEARCH_LIMIT = 20;

/** Clamps a requested limit into 1..20, falling back to 5 for anything that is not a number. */
export function searchLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_SEARCH_LIMIT;
  return Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.floor(limit)));
}
