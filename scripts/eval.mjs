// `npm run eval`: replays the shared conversation sets (../shared/eval, beside the project) and the
// project's own (eval/) through the context engine and scores them with ../shared/eval/score.py.
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
const projectDir = path.join(ROOT, 'eval');
const sets = [
  [evalDir, 'dev', 'refs'],
  [evalDir, 'sgd-dev', 'sgd'],
  // The project's own sets, written blind to the engine (see eval/README.md).
  ...['holdout', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8', 'blind9', 'blind10', 'blind11', 'blind12', 'blind13', 'blind14', 'blind15', 'blind16', 'blind17', 'blind18', 'blind19', 'blind20', 'blind21', 'blind22', 'blind23', 'blind24', 'blind25', 'blind26', 'blind27', 'blind28', 'blind29', 'blind30', 'blind31', 'blind32', 'blind33', 'blind34', 'blind35', 'blind36', 'blind37', 'blind38', 'blind39', 'blind40', 'blind41', 'blind42'].filter((name) => existsSync(path.join(projectDir, `${name}.gold.jsonl`))).map((name) => [projectDir, name, 'refs']),
];
for (const [dir, name, mode] of sets) {
  const replay = spawnSync('npm', ['run', '--silent', 'replay', '--', path.join(dir, `${name}.transcripts.jsonl`)], {
    cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28,
  });
  if (replay.status !== 0) {
    process.stderr.write(`replay of ${name} failed:\n${replay.stderr}\n`);
    failed = true;
    continue;
  }
  const file = path.join(out, `${name}.replay.jsonl`);
  writeFileSync(file, replay.stdout);
  const score = spawnSync('python3', [path.join(evalDir, 'score.py'), path.join(dir, `${name}.gold.jsonl`), file, '--mode', mode, ...process.argv.slice(2)], { encoding: 'utf8' });
  process.stdout.write(`== ${name}\n${score.stdout}${score.stderr}`);
  failed ||= score.status !== 0;
}
process.exit(failed ? 1 : 0);
