// Run by function-bench.ts in a fresh node process: times require() of a module exporting a callable function,
// serves it over HTTP on 127.0.0.1 (express, as the emulator does) and calls it N times as the Firebase SDK would
// (POST {data}, not streaming), timing each round trip.
// Each call is a different signed-in user whose app passed App Check (unsigned tokens, as the Auth emulator and a
// custom App Check provider make them), so the per-user limit never answers for the function being measured.
// performance is a global in Node 16 and later.

const [modulePath, exportName, dataJson, callCount] = process.argv.slice(2);
const started = performance.now();
const cpuStarted = process.cpuUsage();
const handler = require(modulePath)[exportName];
const cpu = process.cpuUsage(cpuStarted);
const importMs = performance.now() - started;
// CPU time is what the import costs; wall time also counts waiting for a core on a busy machine.
const importCpuMs = (cpu.user + cpu.system) / 1000;
const rssMb = process.memoryUsage().rss / 1e6;

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
  return { authorization: `Bearer ${idToken}`, 'x-firebase-appcheck': appCheck };
}

(async () => {
  const express = require('express');
  const app = express();
  app.use(express.json());
  app.post('/', (req, res) => void handler(req, res));
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const body = JSON.stringify({ data: JSON.parse(dataJson) });
  const callsMs = [];
  for (let i = 0; i < Number(callCount); i++) {
    const start = performance.now();
    const headers = { 'content-type': 'application/json', ...signedInHeaders(`bench-${i}`) };
    const response = await fetch(url, { method: 'POST', headers, body });
    const text = await response.text();
    callsMs.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`call ${i} answered ${response.status}: ${text}`);
  }
  process.stdout.write(`PROBE ${JSON.stringify({ importMs, importCpuMs, rssMb, callsMs })}\n`);
  process.exit(0);
})();
