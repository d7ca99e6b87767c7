// The function against a minimal onCallGenkit echo flow with the same plugins, each in fresh node processes,
// taking turns: the cold import of the compiled module, and a callable round trip (over HTTP) of a conversation's first turn.
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
}

export interface FunctionFigures {
  runs: number;
  importMs: { fn: number; echo: number };
  importCpuMs: { fn: number; echo: number };
  rssMb: { fn: number; echo: number };
  /** The first call in a fresh process (the function builds itself then), and a warm first turn. */
  firstCallMs: { fn: number; echo: number };
  roundTripMs: { fn: number; echo: number };
}

function probe(modulePath: string, exportName: string, calls: number): Probe {
  const env = {
    ...process.env,
    NODE_PATH: join(FUNCTIONS_DIR, 'node_modules'),
    GEMINI_API_KEY: '',
    GOOGLE_PLACES_API_KEY: '',
    // As on the emulator: the probe's unsigned ID and App Check tokens are decoded, not verified.
    FIREBASE_DEBUG_MODE: 'true',
    FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true }),
  };
  const args = [PROBE, modulePath, exportName, JSON.stringify(FIRST_TURN), String(calls)];
  const out = execFileSync(process.execPath, args, { cwd: FUNCTIONS_DIR, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  const line = out.split('\n').find((l) => l.startsWith('PROBE '));
  if (!line) throw new Error(`probe of ${modulePath} printed no result`);
  return JSON.parse(line.slice('PROBE '.length)) as Probe;
}

/** `runs` fresh processes each, alternating, so a change in the machine's load hits both alike. */
export function measureFunction(runs: number, callsPerRun: number): FunctionFigures {
  const echoPath = join(mkdtempSync(join(tmpdir(), 'concierge-echo-')), 'echo.js');
  writeFileSync(echoPath, ECHO_SOURCE);
  const fnPath = join(FUNCTIONS_DIR, 'lib', 'index.js');
  const fn: Probe[] = [];
  const echo: Probe[] = [];
  for (let run = 0; run < runs; run++) {
    fn.push(probe(fnPath, 'conciergeAgentFlow', callsPerRun));
    echo.push(probe(echoPath, 'echo', callsPerRun));
  }
  const pick = (probes: Probe[], of: (p: Probe) => number) => median(probes.map(of));
  // Warm: the median of calls 2..n in each process, then the median over processes.
  const warm = (p: Probe) => median(p.callsMs.slice(1));
  return {
    runs,
    importMs: { fn: pick(fn, (p) => p.importMs), echo: pick(echo, (p) => p.importMs) },
    importCpuMs: { fn: pick(fn, (p) => p.importCpuMs), echo: pick(echo, (p) => p.importCpuMs) },
    rssMb: { fn: pick(fn, (p) => p.rssMb), echo: pick(echo, (p) => p.rssMb) },
    firstCallMs: { fn: pick(fn, (p) => p.callsMs[0]), echo: pick(echo, (p) => p.callsMs[0]) },
    roundTripMs: { fn: pick(fn, warm), echo: pick(echo, warm) },
  };
}
