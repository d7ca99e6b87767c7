// Run by function-bench.ts in a fresh node process: times require() of a module exporting a callable function,
// serves it over HTTP on 127.0.0.1 (express, as the emulator does) and calls it N times as the Firebase SDK would
// (POST {data}, not streaming), timing each round trip.
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

(async () => {
  const express = require('express');
  const app = express();
  app.use(express.json());
  app.post('/', (req, res) => void handler(req, res));
  const server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const body = JSON.stringify({ data: JSON.parse(dataJson) });
  const callsMs = [];
  for (let i = 0; i < Number(callCount); i++) {
    const start = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await response.text();
    callsMs.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`call ${i} answered ${response.status}: ${text}`);
  }
  process.stdout.write(`PROBE ${JSON.stringify({ importMs, importCpuMs, rssMb, callsMs })}\n`);
  process.exit(0);
})();
