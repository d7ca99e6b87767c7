// `npm run eval`: replays the shared conversation sets (../shared/eval, beside the project) and the
// project's own (eval/) through the context engine and scores them with ../shared/eval/score.py.
// `npm run eval -- --messy` scores a copy of the hand-written sets typed the way people text: user turns in lower case,
// without ? ! , and full stops (decimals kept) or apostrophes. The gold stays: the words mean the same.
// `npm run eval -- --typos` scores a copy where every word of six letters or more that a listed venue's name holds is
// typed with its middle letter left out ("Shanhai Dumping King"), as fast typists do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './emulator-env.mjs';

const evalDir = process.env.CONCIERGE_EVAL_DIR ?? path.resolve(ROOT, '..', 'shared', 'eval');
if (!existsSync(path.join(evalDir, 'score.py'))) {
  process.stderr.write(`no eval sets at ${evalDir} (set CONCIERGE_EVAL_DIR)\n`);
  process.exit(2);
}
const messy = process.argv.includes('--messy');
const typos = process.argv.includes('--typos');
const scorerArgs = process.argv.slice(2).filter((arg) => arg !== '--messy' && arg !== '--typos');
const out = mkdtempSync(path.join(tmpdir(), 'concierge-eval-'));
/** A user turn as typed in a hurry: lower case, no sentence punctuation, no apostrophes. */
const messyTyping = (text) => text.toLowerCase().replace(/[?!,]|\.(?!\d)|['’]/g, '');
const WORD = /[\p{L}]+/gu;
function withTypos(text, nameWords) {
  return text.replace(WORD, (word) => (nameWords.has(word.toLowerCase()) ? word.slice(0, word.length >> 1) + word.slice((word.length >> 1) + 1) : word));
}
function messyCopy(file, name) {
  const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim());
  const copy = lines.map((line) => {
    const conversation = JSON.parse(line);
    const nameWords = new Set();
    for (const turn of conversation.turns) {
      if (turn.role !== 'user') {
        for (const venue of turn.venues ?? []) for (const [word] of String(venue.name).matchAll(WORD)) if (word.length >= 6) nameWords.add(word.toLowerCase());
        continue;
      }
      if (messy) turn.content = messyTyping(turn.content);
      if (typos) turn.content = withTypos(turn.content, nameWords);
    }
    return JSON.stringify(conversation);
  });
  const target = path.join(out, `${name}.messy.transcripts.jsonl`);
  writeFileSync(target, `${copy.join('\n')}\n`);
  return target;
}
const pooled = new Map();
let failed = false;
const projectDir = path.join(ROOT, 'eval', 'sets');
/** Every blindN set in `dir`, in the order of N: a new wave needs no edit here. */
function blindSets(dir) {
  return readdirSync(dir)
    .map((name) => /^(blind\d+)$/.exec(name)?.[1])
    .filter(Boolean)
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
}
const sets = [
  [evalDir, 'dev', 'refs'],
  [evalDir, 'sgd-dev', 'sgd'],
  // The project's own sets, written blind to the engine (see eval/README.md).
  ...['holdout', ...blindSets(projectDir)].filter((name) => existsSync(path.join(projectDir, name, 'gold.jsonl'))).map((name) => [path.join(projectDir, name), name, 'refs']),
];
for (const [dir, name, mode] of sets) {
  if ((messy || typos) && mode !== 'refs') continue;
  const shared = dir === evalDir;
  const transcripts = path.join(dir, shared ? `${name}.transcripts.jsonl` : 'transcripts.jsonl');
  const replay = spawnSync('npm', ['run', '--silent', 'replay', '--', messy || typos ? messyCopy(transcripts, name) : transcripts], {
    cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28,
  });
  if (replay.status !== 0) {
    process.stderr.write(`replay of ${name} failed:\n${replay.stderr}\n`);
    failed = true;
    continue;
  }
  const file = path.join(out, `${name}.replay.jsonl`);
  writeFileSync(file, replay.stdout);
  const score = spawnSync('python3', [path.join(evalDir, 'score.py'), path.join(dir, shared ? `${name}.gold.jsonl` : 'gold.jsonl'), file, '--mode', mode, ...scorerArgs], { encoding: 'utf8' });
  process.stdout.write(`== ${name}\n${score.stdout}${score.stderr}`);
  failed ||= score.status !== 0;
  // The hand-written sets (not SGD, scored another way) add up to one pooled line per field.
  if (mode !== 'refs') continue;
  for (const [, field, right, total] of score.stdout.matchAll(/^(location|query|resolved-venue|resolved-turn|no-false-resolution)\b.*\((\d+)\/(\d+)\)/gm)) {
    const sum = pooled.get(field) ?? [0, 0];
    pooled.set(field, [sum[0] + Number(right), sum[1] + Number(total)]);
  }
}
process.stdout.write(`== pooled over the hand-written sets${messy ? ', typed messily' : ''}${typos ? ', venue names with typos' : ''}\n`);
for (const [field, [right, total]] of pooled) process.stdout.write(`${field} ${((100 * right) / total).toFixed(1)}% (${right}/${total})\n`);
process.exit(failed ? 1 : 0);
