// The scorer of the shared sets (../shared/eval/score.py) in TypeScript: the same counts and the same printed lines,
// so `npm run eval` needs no Python. score-replay-matches-python.spec.ts holds the two to the same output on every set.
import { PythonTuple, pythonFixed1, pythonRepr } from './python-format';

export type ScoreMode = 'refs' | 'sgd';

/** One gold line: acceptable values per field, null where the field is not checked. */
export interface GoldLine {
  id: string;
  turn: number;
  location?: string[] | null;
  query?: string[] | null;
  resolved?: string | null;
}

const COUNTS = [
  'turns',
  'missing',
  'loc_n',
  'loc_ok',
  'q_n',
  'q_ok',
  'rnone_n',
  'rnone_ok',
  'rturn_n',
  'rturn_ok',
  'rvenue_n',
  'rvenue_ok',
] as const;
export type Counts = Record<(typeof COUNTS)[number], number>;
type FailField = 'location' | 'query' | 'resolved';

export interface Score {
  mode: ScoreMode;
  counts: Counts;
  /** The misses per field in gold order, each as score.py keeps it: (key, gold, predicted). */
  fails: Map<FailField, PythonTuple[]>;
}

const ALIASES: ReadonlySet<string>[] = [
  new Set(['new york', 'ny', 'nyc', 'new york city']),
  new Set(['san francisco', 'sf', 'san fran']),
  new Set(['los angeles', 'la']),
  new Set(['washington', 'dc', 'washington dc', 'washington d.c.']),
  new Set(['las vegas', 'vegas']),
  new Set(['philadelphia', 'philly']),
  new Set(['quezon city', 'qc']),
];

/** Python's `\w` is a letter, a number or `_`; everything else but white space becomes a space. */
const NOT_WORD_OR_SPACE = /[^\p{L}\p{N}_\s]/gu;

/** score.py's norm(): lower case, punctuation to spaces, white space collapsed. */
export function norm(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return text.toLowerCase().trim().replace(NOT_WORD_OR_SPACE, ' ').replace(/\s+/g, ' ').trim();
}

/** Length in code points, as Python's len() counts a string. */
const pythonLength = (text: string) => [...text].length;

export function samePlace(predicted: unknown, golds: readonly string[]): boolean {
  const p = norm(predicted);
  if (!p) return false;
  for (const raw of golds) {
    const g = norm(raw);
    if (p === g) return true;
    if (ALIASES.some((names) => names.has(p) && names.has(g))) return true;
    // "Corte Madera, CA" vs "Corte Madera"
    if (p.split(',')[0] === g || (pythonLength(g) > 3 && p.startsWith(`${g} `))) return true;
  }
  return false;
}

export function queryOk(predicted: unknown, golds: readonly string[], bidirectional: boolean): boolean {
  const p = norm(predicted);
  if (!p) return false;
  return golds.some((raw) => {
    const g = norm(raw);
    return g !== '' && (p.includes(g) || (bidirectional && pythonLength(p) >= 3 && g.includes(p)));
  });
}

const isDict = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** score.py's `res in (None, {}, "")`. */
const isEmptyResolution = (value: unknown) =>
  value === null || value === undefined || value === '' || (isDict(value) && !Object.keys(value).length);

/** Whether the replayed `resolved` matches a gold `resolved` ("none", "turn:N" or a placeId). */
function resolvedOk(gold: string, predicted: unknown): boolean {
  if (gold === 'none') return isEmptyResolution(predicted);
  if (!isDict(predicted)) return false;
  if (gold.startsWith('turn:')) return predicted.kind === 'turn' && predicted.index === Number(gold.slice(5));
  return predicted.placeId === gold;
}

const keyOf = (id: unknown, turn: unknown) => JSON.stringify([id ?? null, turn ?? null]);

/** Gold lines by (id, turn); a repeated key keeps its first place and its last value, as a Python dict does. */
function goldByKey(gold: readonly GoldLine[]): Map<string, GoldLine> {
  const byKey = new Map<string, GoldLine>();
  for (const line of gold) byKey.set(keyOf(line.id, line.turn), line);
  return byKey;
}

/** Replay output lines by (id, turn): lines that are not JSON objects are skipped, as score.py skips them. */
export function parseReplayOutput(text: string): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line.startsWith('{')) continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isDict(parsed)) out.set(keyOf(parsed.id, parsed.turn), parsed);
    } catch {
      continue;
    }
  }
  return out;
}

export function parseGold(text: string): GoldLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as GoldLine);
}

const checked = (values: string[] | null | undefined): values is string[] => Array.isArray(values) && !values.includes('dontcare');

export function scoreReplay(gold: readonly GoldLine[], out: Map<string, Record<string, unknown>>, mode: ScoreMode): Score {
  const counts = Object.fromEntries(COUNTS.map((name) => [name, 0])) as Counts;
  const fails = new Map<FailField, PythonTuple[]>();
  const fail = (field: FailField, key: PythonTuple, expected: unknown, got: unknown) => {
    if (!fails.has(field)) fails.set(field, []);
    fails.get(field)?.push(new PythonTuple([key, expected, got]));
  };
  for (const g of goldByKey(gold).values()) {
    const o = out.get(keyOf(g.id, g.turn));
    const key = new PythonTuple([g.id, g.turn]);
    counts.turns++;
    if (!o) {
      counts.missing++;
      continue;
    }
    if (checked(g.location)) {
      counts.loc_n++;
      const ok = g.location.length === 0 ? !norm(o.location) : samePlace(o.location, g.location);
      if (ok) counts.loc_ok++;
      else fail('location', key, g.location, o.location);
    }
    if (checked(g.query)) {
      counts.q_n++;
      if (queryOk(o.searchQuery, g.query, mode === 'sgd')) counts.q_ok++;
      else fail('query', key, g.query, o.searchQuery);
    }
    const r = g.resolved;
    if (r === null || r === undefined) continue;
    const kind = r === 'none' ? 'rnone' : r.startsWith('turn:') ? 'rturn' : 'rvenue';
    counts[`${kind}_n`]++;
    if (resolvedOk(r, o.resolved)) counts[`${kind}_ok`]++;
    else fail('resolved', key, r, o.resolved);
  }
  return { mode, counts, fails };
}

/** "93.3% (14/15)", or "n/a" when nothing was checked. */
function pct(counts: Counts, ok: keyof Counts, total: keyof Counts): string {
  return counts[total] ? `${pythonFixed1((100 * counts[ok]) / counts[total])}% (${counts[ok]}/${counts[total]})` : 'n/a';
}

/** The lines score.py prints, `--fails` included when asked (40 misses per field at most). */
export function formatScore({ mode, counts: c, fails }: Score, withFails = false): string[] {
  const lines = [`turns ${c.turns} missing ${c.missing}`, `location ${pct(c, 'loc_ok', 'loc_n')}`, `query ${pct(c, 'q_ok', 'q_n')}`];
  if (mode === 'refs') {
    lines.push(`resolved-venue ${pct(c, 'rvenue_ok', 'rvenue_n')}`);
    lines.push(`resolved-turn ${pct(c, 'rturn_ok', 'rturn_n')}`);
    lines.push(`no-false-resolution ${pct(c, 'rnone_ok', 'rnone_n')}`);
  }
  if (withFails) {
    for (const [field, misses] of fails) for (const miss of misses.slice(0, 40)) lines.push(`FAIL ${field} ${pythonRepr(miss)}`);
  }
  const ok = c.loc_ok + c.q_ok + c.rvenue_ok + c.rturn_ok + c.rnone_ok;
  const total = c.loc_n + c.q_n + c.rvenue_n + c.rturn_n + c.rnone_n;
  const refs =
    mode === 'refs'
      ? ` resolved ${pct(c, 'rvenue_ok', 'rvenue_n')} turn-refs ${pct(c, 'rturn_ok', 'rturn_n')} no-false ${pct(c, 'rnone_ok', 'rnone_n')}`
      : '';
  const overall = pythonFixed1((100 * ok) / Math.max(total, 1));
  const fields = `location ${pct(c, 'loc_ok', 'loc_n')} query ${pct(c, 'q_ok', 'q_n')}${refs}`;
  lines.push(`${mode}: overall ${overall}% ${fields} missing ${c.missing}`);
  return lines;
}
