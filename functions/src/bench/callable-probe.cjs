// Run by function-bench.ts in a fresh node process. It starts two fresh server processes (this file with `serve`): each
// times require() of a module exporting a callable function and serves it over HTTP on 127.0.0.1 (express, as the
// emulator does). Then it calls them by turns, as the Firebase SDK would (POST {data}, not streaming), timing each
// round trip: a change in the machine's load (2 cores, shared) hits both alike. Each server also reports its own CPU
// time, which a busy machine stretches far less than wall time.
// Each call is a different signed-in user whose app passed App Check (unsigned tokens, as the Auth emulator and a
// custom App Check provider make them), so the per-user limit never answers for the function being measured.
// performance is a global in Node 16 and later.
const { spawn } = require('node:child_process');

const READY = 'PROBE_READY ';

if (process.argv[2] === 'serve') serve(process.argv[3], process.argv[4]);
else drive(process.argv.slice(2));

/** Server mode: import, listen, print the import figures and the port, then serve until killed. */
function serve(modulePath, exportName) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const handler = require(modulePath)[exportName];
  const cpu = process.cpuUsage(cpuStarted);
  const importMs = performance.now() - started;
  // CPU time is what the import costs; wall time also counts waiting for a core on a busy machine.
  const importCpuMs = (cpu.user + cpu.system) / 1000;
  const rssMb = process.memoryUsage().rss / 1e6;
  const express = require('express');
  const app = express();
  app.use(express.json());
  app.post('/', (req, res) => void handler(req, res));
  // The server's CPU time so far, read between calls: the driver subtracts two readings.
  app.get('/cpu', (_req, res) => {
    const { user, system } = process.cpuUsage();
    res.json({ cpuMs: (user + system) / 1000 });
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const figures = { importMs, importCpuMs, rssMb, port: server.address().port };
    process.stdout.write(`\n${READY}${JSON.stringify(figures)}\n`);
  });
}

function startServer(modulePath, exportName, env) {
  const child = spawn(process.execPath, [__filename, 'serve', modulePath, exportName], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    // The function logs each call to stdout: read on to the end, or a full pipe would stall it.
    child.stdout.on('data', (data) => {
      if (seen === null) return;
      seen += data;
      const at = seen.indexOf(READY);
      const end = at < 0 ? -1 : seen.indexOf('\n', at);
      if (end < 0) return;
      const figures = JSON.parse(seen.slice(at + READY.length, end));
      seen = null;
      resolve({ child, ...figures });
    });
    child.on('exit', (code) => reject(new Error(`server for ${modulePath} exited (${code}) before it was ready`)));
  });
}

const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const unsigned = (payload) => `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
function signedInHeaders(uid) {
  const iat = Math.floor(Date.now() / 1000);
  const project = 'demo-concierge';
  const idToken = unsigned({
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    sub: uid,
    user_id: uid,
    iat,
    exp: iat + 3600,
  });
  const appCheck = unsigned({
    iss: 'https://firebaseappcheck.googleapis.com/demo',
    sub: '1:demo:web:x',
    aud: [project],
    iat,
    exp: iat + 3600,
  });
  return { 'content-type': 'application/json', authorization: `Bearer ${idToken}`, 'x-firebase-appcheck': appCheck };
}

async function call(server, body, uid) {
  const start = performance.now();
  const response = await fetch(`http://127.0.0.1:${server.port}/`, { method: 'POST', headers: signedInHeaders(uid), body });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`call ${uid} answered ${response.status}: ${text}`);
  return ms;
}

async function serverCpuMs(server) {
  return (await (await fetch(`http://127.0.0.1:${server.port}/cpu`)).json()).cpuMs;
}

/** Driver mode: args are calls, data JSON, then module path and export name of each server. */
async function drive([callCount, dataJson, ...targets]) {
  const body = JSON.stringify({ data: JSON.parse(dataJson) });
  const names = [];
  for (let i = 0; i < targets.length; i += 2) names.push([targets[i], targets[i + 1]]);
  const servers = [];
  try {
    // One at a time, so one import's CPU does not slow the other's.
    for (const [modulePath, exportName] of names) servers.push(await startServer(modulePath, exportName, process.env));
    const callsMs = servers.map(() => []);
    const cpuAfterFirst = [];
    for (const [s, server] of servers.entries()) {
      callsMs[s].push(await call(server, body, `bench-${s}-0`));
      cpuAfterFirst.push(await serverCpuMs(server));
    }
    for (let i = 1; i < Number(callCount); i++) {
      // Each round starts with the other server, so neither always runs right after the other.
      const order = i % 2 ? servers.map((_, s) => s) : servers.map((_, s) => s).reverse();
      for (const s of order) callsMs[s].push(await call(servers[s], body, `bench-${s}-${i}`));
    }
    const warmCalls = Number(callCount) - 1;
    const results = [];
    for (const [s, server] of servers.entries()) {
      // The /cpu reading itself costs a little CPU; it is the same small request for every server.
      const warmCpuMs = warmCalls > 0 ? ((await serverCpuMs(server)) - cpuAfterFirst[s]) / warmCalls : 0;
      results.push({ importMs: server.importMs, importCpuMs: server.importCpuMs, rssMb: server.rssMb, callsMs: callsMs[s], warmCpuMs });
    }
    process.stdout.write(`PROBE ${JSON.stringify(results)}\n`);
  } finally {
    for (const server of servers) server.child.kill();
  }
}
