// One byte-exact JSON text per value, so a signature does not depend on key order.

/**
 * JSON with object keys sorted at every level; `undefined` members are left out as JSON.stringify does.
 * Written with plain loops: it runs on every signature made or checked, twice or more per call.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i ? ',' : '') + canonicalJson(value[i] ?? null);
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  // Object.keys lists integer-like keys first; sorting puts every key in code-unit order, as before.
  const keys = Object.keys(record).sort();
  let text = '{';
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(member)}`;
  }
  return `${text}}`;
}
