// Where the conversation sets are: the shared ones beside the project (../shared/eval, or CONCIERGE_EVAL_DIR) and the
// project's own, one folder each under eval/sets/. The order is the one `npm run eval` prints them in.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ScoreMode } from './score-replay';

export interface EvalSet {
  name: string;
  mode: ScoreMode;
  transcripts: string;
  gold: string;
  /** True for dev and sgd-dev, which the project reads but does not hold. */
  shared: boolean;
}

/** The repository root: this file is functions/src/eval/eval-sets.ts. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const PROJECT_SETS_DIR = join(REPO_ROOT, 'eval', 'sets');
export const BASELINE_DIR = join(REPO_ROOT, 'eval', 'baseline');

export function sharedEvalDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONCIERGE_EVAL_DIR ?? resolve(REPO_ROOT, '..', 'shared', 'eval');
}

/** dev and sgd-dev when the shared folder holds them; an empty list when it is absent. */
export function sharedSets(dir: string): EvalSet[] {
  const names = [
    ['dev', 'refs'],
    ['sgd-dev', 'sgd'],
  ] as const;
  const sets = names.map(([name, mode]): EvalSet => {
    return { name, mode, transcripts: join(dir, `${name}.transcripts.jsonl`), gold: join(dir, `${name}.gold.jsonl`), shared: true };
  });
  return sets.filter((set) => existsSync(set.gold) && existsSync(set.transcripts));
}

/** holdout first, then blindN in the order of N, then any other set by name: a new set needs no edit here. */
function setOrder(name: string): [number, number, string] {
  if (name === 'holdout') return [0, 0, name];
  const blind = /^blind(\d+)$/.exec(name);
  return blind ? [1, Number(blind[1]), name] : [2, 0, name];
}

export function projectSets(dir: string = PROJECT_SETS_DIR): EvalSet[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'gold.jsonl')))
    .map((name) => ({ name, order: setOrder(name) }))
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2].localeCompare(b.order[2]))
    .map(({ name }): EvalSet => ({
      name,
      mode: 'refs',
      transcripts: join(dir, name, 'transcripts.jsonl'),
      gold: join(dir, name, 'gold.jsonl'),
      shared: false,
    }));
}
