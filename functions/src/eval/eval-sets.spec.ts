import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectSets, sharedSets } from './eval-sets';

describe('projectSets', () => {
  it('lists holdout, then blindN in the order of N, then any other set, and skips a folder without gold', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-sets-'));
    for (const name of ['blind10', 'zeta', 'blind2', 'holdout', 'draft']) {
      mkdirSync(join(dir, name));
      if (name !== 'draft') writeFileSync(join(dir, name, 'gold.jsonl'), '');
    }
    expect(projectSets(dir).map((set) => [set.name, set.mode, set.shared])).toEqual([
      ['holdout', 'refs', false],
      ['blind2', 'refs', false],
      ['blind10', 'refs', false],
      ['zeta', 'refs', false],
    ]);
    expect(projectSets(dir)[1].transcripts).toBe(join(dir, 'blind2', 'transcripts.jsonl'));
  });
});

describe('sharedSets', () => {
  it('finds dev (refs) and sgd-dev (sgd) beside each other, and nothing in a folder without them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shared-eval-'));
    expect(sharedSets(dir)).toEqual([]);
    for (const file of ['dev.transcripts.jsonl', 'dev.gold.jsonl', 'sgd-dev.transcripts.jsonl', 'sgd-dev.gold.jsonl']) {
      writeFileSync(join(dir, file), '');
    }
    expect(sharedSets(dir).map((set) => [set.name, set.mode, set.shared])).toEqual([
      ['dev', 'refs', true],
      ['sgd-dev', 'sgd', true],
    ]);
  });
});
