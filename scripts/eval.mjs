// `npm run eval`: replays the shared conversation sets through the context engine and scores them
// with ../shared/eval/score.py (the sets live beside the project, not in it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './emulator-env.mjs';

const evalDir = process.env.CONCIERGE_EVAL_DIR ?? path.resolve(ROOT, '..', 'shared', 'eval');
if (!existsSync(path.join(evalDir, 'score.py'))) {
  process.stderr.write(`no eval sets at ${evalDir} (set CONCIERGE_EVAL_DIR)\n`);
  process.exit(2);
}
const out = mkdtempSync(path.join(tmpdir(), 'concierge-eval-'));
let failed = false;
for (const [name, mode] of [['dev', 'refs'], ['sgd-dev', 'sgd']]) {
  const replay = spawnSync('npm', ['run', '--silent', 'replay', '--', path.join(evalDir, `${name}.transcripts.jsonl`)], {
    cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28,
  });
  if (replay.status !== 0) {
    process.stderr.write(`replay of ${name} failed:\n${replay.stderr}\n`);
    failed = true;
    continue;
  }
  const file = path.join(out, `${name}.replay.jsonl`);
  writeFileSync(file, replay.stdout);
  const score = spawnSync('python3', [path.join(evalDir, 'score.py'), path.join(evalDir, `${name}.gold.jsonl`), file, '--mode', mode, ...process.argv.slice(2)], { encoding: 'utf8' });
  process.stdout.write(`== ${name}\n${score.stdout}${score.stderr}`);
  failed ||= score.status !== 0;
}
process.exit(failed ? 1 : 0);
