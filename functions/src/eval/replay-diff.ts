// What the regression gate prints: for each user turn whose replay output changed, the fields that changed,
// old and new, so a reviewer sees what a rule change did without diffing 10 MB of JSON by hand.

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface TurnChange {
  set: string;
  id: string;
  turn: number;
  fields: FieldChange[];
}

type Line = Record<string, unknown>;

function linesByTurn(text: string): Map<string, Line> {
  const byTurn = new Map<string, Line>();
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    const line = JSON.parse(raw) as Line;
    byTurn.set(JSON.stringify([line.id, line.turn]), line);
  }
  return byTurn;
}

/** Field by field, in the order the replay prints them; a turn on one side only shows every field against "absent". */
function changedFields(before: Line | undefined, after: Line | undefined): FieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter((f) => f !== 'id' && f !== 'turn');
  return fields
    .filter((field) => !before || !after || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/** The turns of one set whose output differs between two replay outputs (JSON Lines), in the new output's order. */
export function diffReplay(set: string, beforeText: string, afterText: string): TurnChange[] {
  if (beforeText === afterText) return [];
  const before = linesByTurn(beforeText);
  const after = linesByTurn(afterText);
  const changes: TurnChange[] = [];
  for (const key of new Set([...after.keys(), ...before.keys()])) {
    const fields = changedFields(before.get(key), after.get(key));
    if (!fields.length) continue;
    const [id, turn] = JSON.parse(key) as [string, number];
    changes.push({ set, id, turn, fields });
  }
  return changes;
}

const show = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));

/** The first `limit` changed turns, each with its changed fields, and a count of the rest. */
export function formatChanges(changes: readonly TurnChange[], limit = 50): string[] {
  const lines: string[] = [];
  for (const { set, id, turn, fields } of changes.slice(0, limit)) {
    lines.push(`${set} ${id} turn ${turn}`);
    for (const { field, before, after } of fields) lines.push(`  ${field}:`, `    - ${show(before)}`, `    + ${show(after)}`);
  }
  if (changes.length > limit) lines.push(`... and ${changes.length - limit} more changed turns (${changes.length} in all)`);
  return lines;
}
