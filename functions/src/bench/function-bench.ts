// The function against a minimal onCallGenkit echo flow with the same plugins, each in fresh node processes whose calls
// take turns: the cold import of the compiled module, and a callable round trip (over HTTP) of a conversation's first turn.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from './bench-stats';

const FUNCTIONS_DIR = resolve(__dirname, '../..');
const PROBE = resolve(__dirname, 'callable-probe.cjs');
const FIRST_TURN = { input: 'find ramen in Makati', history: [] };

/** Offline, the function registers no plugin (Gemini's is loaded only with a key), so neither does the echo. */
const ECHO_SOURCE = `
const { onCallGenkit } = require('firebase-functions/https');
const { genkit, z } = require('genkit');
const ai = genkit({ plugins: [] });
const echo = ai.defineFlow({ name: 'echo', inputSchema: z.unknown(), outputSchema: z.unknown() }, async (input) => input);
exports.echo = onCallGenkit({ cors: true, invoker: 'public', timeoutSeconds: 60 }, echo);
`;

interface Probe {
  importMs: number;
  importCpuMs: number;
  rssMb: number;
  callsMs: number[];
  /** The server's own CPU time per warm call (calls 2..n). */
  warmCpuMs: number;
}

export interface FunctionFigures {
  runs: number;
  /** Calls each side per run, taking turns with the other side. */
  callsPerRun: number;
  importMs: { fn: number; echo: number };
  importCpuMs: { fn: number; echo: number };
  rssMb: { fn: number; echo: number };
  /** The first call in a fresh process (the function builds itself then), and a warm first turn. */
  firstCallMs: { fn: number; echo: number };
  roundTripMs: { fn: number; echo: number };
  /** The warm round trip's ratio in each run, lowest to highest: how far the runs agree. */
  roundTripRatios: number[];
  /** The server's CPU time per warm call, which a busy machine stretches far less than wall time. */
  serverCpuMs: { fn: number; echo: number };
}

const ENV = {
  ...process.env,
  NODE_PATH: join(FUNCTIONS_DIR, 'node_modules'),
  GEMINI_API_KEY: '',
  GOOGLE_PLACES_API_KEY: '',
  // As on the emulator: the probe's unsigned ID and App Check tokens are decoded, not verified.
  FIREBASE_DEBUG_MODE: 'true',
  FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true }),
};

/** One run: a fresh process for each module, called by turns. */
function probe(fnPath: string, echoPath: string, calls: number): [Probe, Probe] {
  const args = [PROBE, String(calls), JSON.stringify(FIRST_TURN), fnPath, 'conciergeAgentFlow', echoPath, 'echo'];
  const out = execFileSync(process.execPath, args, { cwd: FUNCTIONS_DIR, env: ENV, encoding: 'utf8', maxBuffer: 64 << 20 });
  const line = out.split('\n').find((l) => l.startsWith('PROBE '));
  if (!line) throw new Error('the callable probe printed no result');
  return JSON.parse(line.slice('PROBE '.length)) as [Probe, Probe];
}

/** `runs` runs, each with fresh processes whose calls take turns, so a change in the machine's load hits both alike. */
export function measureFunction(runs: number, callsPerRun: number): FunctionFigures {
  const echoPath = join(mkdtempSync(join(tmpdir(), 'concierge-echo-')), 'echo.js');
  writeFileSync(echoPath, ECHO_SOURCE);
  const fnPath = join(FUNCTIONS_DIR, 'lib', 'index.js');
  const fn: Probe[] = [];
  const echo: Probe[] = [];
  for (let run = 0; run < runs; run++) {
    const [fnProbe, echoProbe] = probe(fnPath, echoPath, callsPerRun);
    fn.push(fnProbe);
    echo.push(echoProbe);
  }
  const pick = (probes: Probe[], of: (p: Probe) => number) => median(probes.map(of));
  // Warm: the median of calls 2..n in each process, then the median over runs.
  const warm = (p: Probe) => median(p.callsMs.slice(1));
  return {
    runs,
    callsPerRun,
    importMs: { fn: pick(fn, (p) => p.importMs), echo: pick(echo, (p) => p.importMs) },
    importCpuMs: { fn: pick(fn, (p) => p.importCpuMs), echo: pick(echo, (p) => p.importCpuMs) },
    rssMb: { fn: pick(fn, (p) => p.rssMb), echo: pick(echo, (p) => p.rssMb) },
    firstCallMs: { fn: pick(fn, (p) => p.callsMs[0]), echo: pick(echo, (p) => p.callsMs[0]) },
    roundTripMs: { fn: pick(fn, warm), echo: pick(echo, warm) },
    roundTripRatios: fn.map((p, run) => warm(p) / warm(echo[run])).sort((a, b) => a - b),
    serverCpuMs: { fn: pick(fn, (p) => p.warmCpuMs), echo: pick(echo, (p) => p.warmCpuMs) },
  };
}
