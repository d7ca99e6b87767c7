// `npm run bench`: every speed figure beside an anchor measured in the same run, the ratio and the target, with the
// load average; then prompt tokens, and one JSON line for scripts. Not a test: numbers to read. `--check` exits 1
// when a target is missed. Needs the compiled function (the functions `bench` script builds it first).
import { resolve } from 'node:path';
import { engineAnchorMs, loadAverage } from './bench-stats';
import { generatedTranscript, loadTranscripts, measureEngine, promptTokensPerTurn } from './engine-bench';
import { measureFunction } from './function-bench';
import { measureReplayCommand } from './replay-command-bench';

const EVAL_DIR = resolve(process.env.INIT_CWD ?? resolve(__dirname, '../../..'), process.env.CONCIERGE_EVAL_DIR ?? '../shared/eval');
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

function row(figure: string, value: string, anchor: string, ratio: string, target: string, met: boolean | null): void {
  const entry = { figure, value, anchor, ratio, target, met, load: loadAverage() };
  rows.push(entry);
  const verdict = met === null ? '' : met ? 'ok' : 'MISSED';
  out.write(`${figure.padEnd(44)} ${value.padStart(16)}   ${anchor.padEnd(34)} ${ratio.padStart(8)}   ${target.padEnd(11)} ${verdict.padEnd(6)} load ${entry.load}\n`);
}

const { transcripts, files } = loadTranscripts(EVAL_DIR);
out.write(`Concierge bench: ${transcripts.length} conversations from ${files.length} file(s); load at start ${loadAverage()}\n\n`);
out.write(`${'figure'.padEnd(44)} ${'value'.padStart(16)}   ${'anchor (same run)'.padEnd(34)} ${'ratio'.padStart(8)}   ${'target'.padEnd(11)}\n`);

const anchorBefore = engineAnchorMs();
const engine = measureEngine(transcripts);
const anchor = (anchorBefore + engineAnchorMs()) / 2;
const anchorText = `fixed JS work ${fixed(anchor)} ms`;
row('engine wall time per user turn, median', `${fixed(engine.medianMs, 3)} ms`, anchorText, fixed(engine.medianMs / anchor, 3), '', null);
row('engine wall time per user turn, p99', `${fixed(engine.p99Ms, 3)} ms`, anchorText, fixed(engine.p99Ms / anchor, 3), '< 1 ms', engine.p99Ms < 1);
row(
  'replay in process (user turns per second)',
  whole(engine.replayTurnsPerSecond),
  anchorText,
  fixed((engine.replayTurnsPerSecond * anchor) / 1000, 2),
  '>= 10,000',
  engine.replayTurnsPerSecond >= 10_000,
);

const replay = measureReplayCommand(files, Math.min(RUNS, 5));
row('replay command start-up, tsx (npm run replay)', `${whole(replay.tsxStartupMs)} ms`, '', '', '', null);
row('replay command start-up, bundled, plain node', `${whole(replay.nodeStartupMs)} ms`, 'tsx start-up', `${fixed(replay.nodeStartupMs / replay.tsxStartupMs)}x`, '', null);
const work = Math.max(1, replay.nodeTotalMs - replay.nodeStartupMs);
row(`replay command, ${replay.turns} turns, plain node`, `${whole(replay.nodeTotalMs)} ms`, `of which start-up ${whole(replay.nodeStartupMs)} ms`,
  '', '', null);
row('  its work without start-up (turns per second)', whole((replay.turns / work) * 1000), '', '', '', null);

const fn = measureFunction(RUNS, 30);
const importRatio = fn.importCpuMs.fn / fn.importCpuMs.echo;
row('cold import of the function, CPU time', `${whole(fn.importCpuMs.fn)} ms`, `echo flow ${whole(fn.importCpuMs.echo)} ms`,
  `${fixed(importRatio)}x`, '<= 1.15x', importRatio <= 1.15);
row('cold import of the function, wall time', `${whole(fn.importMs.fn)} ms`, `echo flow ${whole(fn.importMs.echo)} ms`,
  `${fixed(fn.importMs.fn / fn.importMs.echo)}x`, '', null);
row('memory after import (RSS)', `${whole(fn.rssMb.fn)} MB`, `echo flow ${whole(fn.rssMb.echo)} MB`, `${fixed(fn.rssMb.fn / fn.rssMb.echo)}x`, '', null);
row('callable round trip over HTTP, first turn, warm', `${fixed(fn.roundTripMs.fn)} ms`, `echo flow ${fixed(fn.roundTripMs.echo)} ms`,
  `${fixed(fn.roundTripMs.fn / fn.roundTripMs.echo)}x`, '<= 2x', fn.roundTripMs.fn / fn.roundTripMs.echo <= 2);
row('first call in a fresh process (builds itself)', `${whole(fn.firstCallMs.fn)} ms`, `echo flow ${whole(fn.firstCallMs.echo)} ms`,
  `${fixed(fn.firstCallMs.fn / fn.firstCallMs.echo)}x`, '', null);

const tokens = promptTokensPerTurn(generatedTranscript(50));
out.write('\nprompt tokens on a generated 50-turn conversation (exact o200k counts)\n');
out.write('  turn   engine (history + context + message)   whole history + message   ratio\n');
for (const r of tokens.filter((t) => t.turn === 1 || t.turn % 10 === 0)) {
  out.write(`  ${String(r.turn).padStart(4)}   ${String(r.engine).padStart(36)}   ${String(r.whole).padStart(23)}   ${fixed((r.engine / r.whole) * 100, 1).padStart(5)}%\n`);
}
const missed = rows.filter((r) => r.met === false).map((r) => r.figure);
out.write(`\ntargets met: ${rows.filter((r) => r.met).length} of ${rows.filter((r) => r.met !== null).length}${missed.length ? `; missed: ${missed.join('; ')}` : ''}\n`);
out.write(`${JSON.stringify({ bench: 'function', rows, engine, replay, fn, promptTokensAt50: tokens.at(-1) })}\n`);
if (process.argv.includes('--check') && missed.length) process.exitCode = 1;
