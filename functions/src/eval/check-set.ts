// The checks every project set must pass before it is scored (they were per-set Python scripts): the conversation
// is well formed and the gold could only have been written from what the user had seen by then.
import { scoreReplay, type GoldLine } from './score-replay';

interface RawTurn {
  role?: unknown;
  content?: unknown;
  venues?: { name?: unknown; placeId?: unknown }[];
}

/** `1. Name (place_id: X)`: a list the model gave only in its text, one item a line or all on one line. */
const TEXT_PLACE_ID = /\(place_id:[ \t]*([^\s)]+)\)/g;
/** Everything up to the item's number: "Sure: 1. " of "Sure: 1. Cafe du Monde". */
const UP_TO_ITEM_NUMBER = /^(?:.*\s)?\d+[.)]\s+/;

/** The (placeId, name) pairs a model turn showed, from its venues or else from its text. */
function shownPlaces(turn: RawTurn): [string, string][] {
  const venues = (turn.venues ?? []).map((v): [string, string] => [String(v.placeId), String(v.name)]);
  if (venues.length) return venues;
  const text = String(turn.content ?? '');
  let from = 0;
  return [...text.matchAll(TEXT_PLACE_ID)].map((m): [string, string] => {
    const before = text.slice(from, m.index).split('\n').pop() ?? '';
    from = (m.index ?? 0) + m[0].length;
    return [m[1], before.replace(UP_TO_ITEM_NUMBER, '').trim()];
  });
}

function parseLines(text: string, what: string, problems: string[]): Record<string, unknown>[] {
  const parsed: Record<string, unknown>[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try {
      parsed.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      problems.push(`${what} line ${i + 1}: not valid JSON`);
    }
  });
  return parsed;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function checkGoldLine(g: GoldLine, key: string, shownBefore: ReadonlySet<string>, problems: string[]): void {
  if (g.location !== null && !isStringList(g.location)) problems.push(`${key}: location must be a list or null`);
  if (g.query !== null && (!isStringList(g.query) || !g.query.length)) problems.push(`${key}: query must be a non-empty list or null`);
  const r = g.resolved;
  if (r === null || r === 'none') return;
  if (typeof r !== 'string') problems.push(`${key}: resolved must be a placeId, "turn:N", "none" or null`);
  else if (r.startsWith('turn:')) {
    const n = Number(r.slice(5));
    if (!Number.isInteger(n) || n < 0 || n >= g.turn) problems.push(`${key}: ${r} does not point to an earlier user turn`);
  } else if (!shownBefore.has(r)) problems.push(`${key}: ${r} was not shown in a model turn before this user turn`);
}

/** What the replay would print if it agreed with the gold everywhere: it must score 100%, or the gold contradicts itself. */
function goldAsReplay(gold: readonly GoldLine[]): Map<string, Record<string, unknown>> {
  return new Map(
    gold.map((g) => {
      const r = g.resolved;
      const resolved =
        typeof r !== 'string' || r === 'none'
          ? null
          : r.startsWith('turn:')
            ? { kind: 'turn', index: Number(r.slice(5)) }
            : { kind: 'venue', placeId: r };
      const location = g.location ? (g.location[0] ?? '') : null;
      return [JSON.stringify([g.id, g.turn]), { id: g.id, turn: g.turn, location, searchQuery: g.query?.[0] ?? null, resolved }];
    }),
  );
}

/** The problems of one set, empty when it passes. */
export function checkSet(transcriptsText: string, goldText: string): string[] {
  const problems: string[] = [];
  const conversations = parseLines(transcriptsText, 'transcripts', problems);
  const gold = parseLines(goldText, 'gold', problems) as unknown as GoldLine[];
  const goldByKey = new Map<string, GoldLine>();
  for (const g of gold) {
    const key = `${g.id} turn ${g.turn}`;
    if (goldByKey.has(key)) problems.push(`${key}: two gold lines`);
    goldByKey.set(key, { location: null, query: null, resolved: null, ...g });
  }
  const nameOf = new Map<string, string>();
  const userTurns = new Set<string>();
  const ids = new Set<string>();
  for (const conversation of conversations) {
    const id = String(conversation.id);
    if (ids.has(id)) problems.push(`${id}: two conversations with this id`);
    ids.add(id);
    const shown = new Set<string>();
    let userTurn = 0;
    ((conversation.turns ?? []) as RawTurn[]).forEach((turn, i) => {
      const expected = i % 2 === 0 ? 'user' : 'model';
      if (turn.role !== expected) problems.push(`${id}: turn ${i} is ${String(turn.role)}, expected ${expected}`);
      if (turn.role === 'user') {
        const key = `${id} turn ${userTurn++}`;
        userTurns.add(key);
        const g = goldByKey.get(key);
        if (g) checkGoldLine(g, key, shown, problems);
        else problems.push(`${key}: no gold line`);
        return;
      }
      for (const [placeId, name] of shownPlaces(turn)) {
        const known = nameOf.get(placeId);
        if (known !== undefined && known !== name) problems.push(`${id}: placeId ${placeId} names both "${known}" and "${name}"`);
        nameOf.set(placeId, name);
        shown.add(placeId);
      }
    });
  }
  for (const key of goldByKey.keys()) if (!userTurns.has(key)) problems.push(`${key}: gold line for no user turn`);
  const selfScore = scoreReplay([...goldByKey.values()], goldAsReplay([...goldByKey.values()]), 'refs').fails;
  for (const [field, misses] of selfScore) {
    problems.push(`the gold does not score 100% against itself on ${field} (${misses.length} turns)`);
  }
  return problems;
}
