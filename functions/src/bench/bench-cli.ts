// `npm run bench`: every speed figure beside an anchor measured in the same run, the ratio and the target, with the
// load average; then prompt tokens, and one JSON line for scripts. Not a test: numbers to read. `--check` exits 1
// when a target is missed; `--engine-only` stops after the engine's figures; `--slowest N` lists the slowest turns.
// Needs the compiled function (the functions `bench` script builds it first).
import { resolve } from 'node:path';
import { engineAnchorMs, loadAverage } from './bench-stats';
import { generatedTranscript, loadTranscripts, measureEngine, promptTokensPerTurn } from './engine-bench';
import { measureFunction } from './function-bench';
import { measureReplayCommand } from './replay-command-bench';
import { slowestTurns } from './slowest-turns';

const ROOT = process.env.INIT_CWD ?? resolve(__dirname, '../../..');
const EVAL_DIR = resolve(ROOT, process.env.CONCIERGE_EVAL_DIR ?? '../shared/eval');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

interface Row {
  figure: string;
  value: string;
  anchor: string;
  ratio: string;
  target: string;
  met: boolean | null;
  load: string;
}

const rows: Row[] = [];
const out = process.stdout;
const fixed = (n: number, digits = 2) => n.toFixed(digits);
const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const times = (a: number, b: number) => `${fixed(a / b)}x`;
const COLUMNS = [44, 16, 34, 8, 11] as const;

function line(cells: readonly string[]): string {
  const [figure, value, anchor, ratio, target, ...rest] = cells;
  const padded = [figure.padEnd(COLUMNS[0]), value.padStart(COLUMNS[1]), anchor.padEnd(COLUMNS[2]), ratio.padStart(COLUMNS[3])];
  return [...padded, target.padEnd(COLUMNS[4]), ...rest].join('  ');
}

/** One figure: `met` null when the figure is shown for reading and has no target. */
function row(figure: string, value: string, anchor = '', ratio = '', target = '', met: boolean | null = null): void {
  const entry = { figure, value, anchor, ratio, target, met, load: loadAverage() };
  rows.push(entry);
  out.write(`${line([figure, value, anchor, ratio, target, met === null ? '      ' : met ? 'ok    ' : 'MISSED', `load ${entry.load}`])}\n`);
}

const { transcripts, files } = loadTranscripts(EVAL_DIR);
out.write(`Concierge bench: ${transcripts.length} conversations from ${files.length} file(s); load at start ${loadAverage()}\n\n`);
out.write(`${line(['figure', 'value', 'anchor (same run)', 'ratio', 'target'])}\n`);

// `--slowest N`: the N slowest user turns by their CPU time per call in a loop, with the median and p99 of that time, then stop.
const slowestAt = process.argv.indexOf('--slowest');
if (slowestAt >= 0) {
  const timed = slowestTurns(transcripts);
  const cpu = timed.map((t) => t.cpuMs).sort((a, b) => a - b);
  const [middle, p99] = [cpu[Math.floor(cpu.length / 2)], cpu[Math.floor(cpu.length * 0.99)]];
  out.write(
    `CPU time per user turn (best of 3 loops of 10 calls): median ${fixed(middle, 3)} ms, p99 ${fixed(p99, 3)} ms; load ${loadAverage()}\n`,
  );
  for (const t of timed.slice(0, Number(process.argv[slowestAt + 1]) || 50)) {
    const where = `${t.id} #${t.index}  context ${t.contextChars} ch`;
    out.write(`${fixed(t.cpuMs)} ms cpu  ${fixed(t.wallMs)} ms wall  ${where}  ${JSON.stringify(t.text)}\n`);
  }
  process.exit(0);
}
const anchorBefore = engineAnchorMs();
const engine = measureEngine(transcripts);
const anchor = (anchorBefore + engineAnchorMs()) / 2;
const work = `fixed JS work ${fixed(anchor)} ms`;
row('engine wall time per user turn, median', `${fixed(engine.medianMs, 3)} ms`, work, fixed(engine.medianMs / anchor, 3));
row(
  'engine wall time per user turn, p99',
  `${fixed(engine.p99Ms, 3)} ms`,
  work,
  fixed(engine.p99Ms / anchor, 3),
  '< 1 ms',
  engine.p99Ms < 1,
);
const perAnchor = fixed((engine.replayTurnsPerSecond * anchor) / 1000);
row(
  'replay in process (user turns per second)',
  whole(engine.replayTurnsPerSecond),
  work,
  perAnchor,
  '>= 10,000',
  engine.replayTurnsPerSecond >= 10_000,
);

// `--engine-only`: the engine's figures alone, in a minute instead of several, for work on the engine.
if (process.argv.includes('--engine-only')) {
  const missedHere = rows.filter((r) => r.met === false).map((r) => r.figure);
  out.write(`\n${JSON.stringify({ bench: 'engine', rows, engine })}\n`);
  process.exit(process.argv.includes('--check') && missedHere.length ? 1 : 0);
}
const replay = measureReplayCommand(files, Math.min(RUNS, 5));
row('replay command start-up, tsx (npm run replay)', `${whole(replay.tsxStartupMs)} ms`);
row(
  'replay command start-up, bundled, plain node',
  `${whole(replay.nodeStartupMs)} ms`,
  'tsx start-up',
  times(replay.nodeStartupMs, replay.tsxStartupMs),
);
const replayWork = Math.max(1, replay.nodeTotalMs - replay.nodeStartupMs);
row(`replay command, ${replay.turns} turns, plain node`, `${whole(replay.nodeTotalMs)} ms`, `start-up ${whole(replay.nodeStartupMs)} ms`);
row('  its work without start-up (turns per second)', whole((replay.turns / replayWork) * 1000));

const fn = measureFunction(RUNS, 30);
const importRatio = fn.importCpuMs.fn / fn.importCpuMs.echo;
const roundTripRatio = fn.roundTripMs.fn / fn.roundTripMs.echo;
const echo = (value: string) => `echo flow ${value}`;
row(
  'cold import of the function, CPU time',
  `${whole(fn.importCpuMs.fn)} ms`,
  echo(`${whole(fn.importCpuMs.echo)} ms`),
  times(importRatio, 1),
  '<= 1.15x',
  importRatio <= 1.15,
);
row(
  'cold import of the function, wall time',
  `${whole(fn.importMs.fn)} ms`,
  echo(`${whole(fn.importMs.echo)} ms`),
  times(fn.importMs.fn, fn.importMs.echo),
);
row('memory after import (RSS)', `${whole(fn.rssMb.fn)} MB`, echo(`${whole(fn.rssMb.echo)} MB`), times(fn.rssMb.fn, fn.rssMb.echo));
row(
  'callable round trip over HTTP, first turn, warm',
  `${fixed(fn.roundTripMs.fn)} ms`,
  echo(`${fixed(fn.roundTripMs.echo)} ms`),
  times(roundTripRatio, 1),
  '<= 2x',
  roundTripRatio <= 2,
);
row(
  'first call in a fresh process (builds itself)',
  `${whole(fn.firstCallMs.fn)} ms`,
  echo(`${whole(fn.firstCallMs.echo)} ms`),
  times(fn.firstCallMs.fn, fn.firstCallMs.echo),
);

const tokens = promptTokensPerTurn(generatedTranscript(50));
out.write('\nprompt tokens on a generated 50-turn conversation (exact o200k counts)\n');
out.write('  turn   engine (history + context + message)   whole history + message   ratio\n');
for (const r of tokens.filter((t) => t.turn === 1 || t.turn % 10 === 0)) {
  const share = `${fixed((r.engine / r.whole) * 100, 1)}%`;
  const cells = [String(r.turn).padStart(4), String(r.engine).padStart(36), String(r.whole).padStart(23), share.padStart(6)];
  out.write(`  ${cells.join('   ')}\n`);
}
const targeted = rows.filter((r) => r.met !== null);
const missed = targeted.filter((r) => !r.met).map((r) => r.figure);
const summary = `targets met: ${targeted.length - missed.length} of ${targeted.length}`;
out.write(`\n${summary}${missed.length ? `; missed: ${missed.join('; ')}` : ''}\n`);
out.write(`${JSON.stringify({ bench: 'function', rows, engine, replay, fn, promptTokensAt50: tokens.at(-1) })}\n`);
if (process.argv.includes('--check') && missed.length) process.exitCode = 1;
