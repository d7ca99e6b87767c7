// The replay command as a person runs it: its start-up (on an empty file) apart from its work, under tsx as
// `npm run replay` runs it today, and as one bundled JavaScript file under plain node.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSync } from 'esbuild';
import { median } from './bench-stats';

const FUNCTIONS_DIR = resolve(__dirname, '../..');
const REPLAY_CLI = resolve(FUNCTIONS_DIR, 'src/eval/replay-cli.ts');
const TSX = resolve(FUNCTIONS_DIR, 'node_modules/.bin/tsx');

export interface ReplayCommandFigures {
  tsxStartupMs: number;
  nodeStartupMs: number;
  /** One whole replay of `file` under plain node, start-up included. */
  nodeTotalMs: number;
  turns: number;
}

function timeRun(command: string, args: string[]): { ms: number; lines: number } {
  const start = performance.now();
  const out = execFileSync(command, args, { cwd: FUNCTIONS_DIR, encoding: 'utf8', maxBuffer: 256 << 20 });
  return { ms: performance.now() - start, lines: out ? out.trimEnd().split('\n').length : 0 };
}

/** Median of `runs` start-ups each way, and one whole replay of all `files` (joined) with the bundled command. */
export function measureReplayCommand(files: readonly string[], runs: number): ReplayCommandFigures {
  const dir = mkdtempSync(join(tmpdir(), 'concierge-replay-'));
  const file = join(dir, 'all.transcripts.jsonl');
  writeFileSync(file, files.map((name) => readFileSync(name, 'utf8').trimEnd()).join('\n') + '\n');
  const bundle = join(dir, 'replay-cli.js');
  const empty = join(dir, 'empty.jsonl');
  writeFileSync(empty, '');
  buildSync({ entryPoints: [REPLAY_CLI], bundle: true, platform: 'node', target: 'node20', outfile: bundle, logLevel: 'error' });
  const tsx: number[] = [];
  const node: number[] = [];
  for (let run = 0; run < runs; run++) {
    tsx.push(timeRun(TSX, [REPLAY_CLI, empty]).ms);
    node.push(timeRun(process.execPath, [bundle, empty]).ms);
  }
  const whole = timeRun(process.execPath, [bundle, file]);
  return { tsxStartupMs: median(tsx), nodeStartupMs: median(node), nodeTotalMs: whole.ms, turns: whole.lines };
}
