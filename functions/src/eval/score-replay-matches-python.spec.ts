// The TypeScript scorer against the reference, ../shared/eval/score.py, on every set's committed replay output
// (eval/baseline/), with and without --fails. One python3 process scores every set (score.py's main per set).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASELINE_DIR, projectSets, sharedEvalDir, sharedSets, type EvalSet } from './eval-sets';
import { formatScore, parseGold, parseReplayOutput, scoreReplay } from './score-replay';

const scorePy = join(sharedEvalDir(), 'score.py');
const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const skipReason =
  python.error || python.status !== 0
    ? 'python3 is not installed, so the TypeScript scorer is not compared with score.py'
    : !existsSync(scorePy)
      ? `no score.py at ${scorePy} (set CONCIERGE_EVAL_DIR), so the TypeScript scorer is not compared with it`
      : null;
// eslint-disable-next-line no-console -- a skipped comparison must be visible in the test output
if (skipReason) console.warn(`score-replay-matches-python: SKIPPED: ${skipReason}`);

const sets = [...sharedSets(sharedEvalDir()), ...projectSets()].filter((set) => existsSync(join(BASELINE_DIR, `${set.name}.jsonl`)));
const baselineOf = (set: EvalSet) => join(BASELINE_DIR, `${set.name}.jsonl`);

// Runs score.py's main() once per (set, --fails) with its own argv, and prints a marker line between the outputs.
const DRIVER = `
import contextlib, importlib.util, io, json, sys
spec = importlib.util.spec_from_file_location("score", sys.argv[1])
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)
for gold, out, mode, fails in json.load(sys.stdin):
    sys.argv = ["score.py", gold, out, "--mode", mode] + (["--fails"] if fails else [])
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        score.main()
    sys.stdout.write(buffer.getvalue() + "\\x00\\n")
`;

function pythonOutputs(): string[] {
  const jobs = sets.flatMap((set) => [false, true].map((fails) => [set.gold, baselineOf(set), set.mode, fails]));
  const run = spawnSync('python3', ['-c', DRIVER, scorePy], { input: JSON.stringify(jobs), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`score.py failed: ${run.stderr}`);
  return run.stdout.split('\x00\n').slice(0, -1);
}

describe.skipIf(skipReason !== null)('the TypeScript scorer prints what score.py prints', () => {
  let expected: string[] = [];
  beforeAll(() => {
    expected = pythonOutputs();
  }, 60_000);

  it('has every project set to compare, and the shared ones', () => {
    expect(sets.filter((set) => !set.shared).length).toBe(projectSets().length);
    expect(sets.map((set) => set.name)).toEqual(expect.arrayContaining(['dev', 'sgd-dev', 'holdout']));
  });

  it.each(sets.map((set, i) => [set.name, set, i] as const))('on %s, with and without --fails', (_name, set, i) => {
    const replay = parseReplayOutput(readFileSync(baselineOf(set), 'utf8'));
    const score = scoreReplay(parseGold(readFileSync(set.gold, 'utf8')), replay, set.mode);
    expect(`${formatScore(score).join('\n')}\n`).toBe(expected[2 * i]);
    expect(`${formatScore(score, true).join('\n')}\n`).toBe(expected[2 * i + 1]);
  });
});
