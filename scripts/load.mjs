// `npm run load`: the built function (functions/lib) in one Node process behind http.createServer, as Cloud Run
// serves it, driven on loopback by 32 concurrent conversations for 1,000 calls; prints p50/p99, errors and RSS.
// Bounded: stops after LOAD_CALLS calls or LOAD_SECONDS seconds, whichever comes first. Never the emulator.
// Tokens: unsigned emulator-style ID and App Check tokens, decoded (not verified) because the server process sets
// FIREBASE_DEBUG_MODE as the emulator does. The per-user limit is raised for the run (CONCIERGE_RATE_PER_MINUTE).
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CALLS = Number(process.env.LOAD_CALLS ?? 1000);
const CONVERSATIONS = Number(process.env.LOAD_CONVERSATIONS ?? 32);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const SCRIPT = [
  'find ramen in Makati',
  'tell me more about the second one',
  'how do I get there?',
  'any sushi instead?',
  'what about the first one?',
  'museums in Amsterdam',
  'the third one, is it open on Sunday?',
  'hoe kom ik daar?',
  'day trip from Lisbon',
  'yung pangalawa',
];

if (process.argv[2] === 'serve') await serve();
else await drive();

/** The child: the function and nothing else, so its RSS is the function's. */
async function serve() {
  const require = createRequire(path.join(ROOT, 'functions', 'package.json'));
  const { conciergeAgentFlow } = require('./lib/index.js');
  const { startCallableServer } = await import(pathToFileURL(path.join(ROOT, 'functions/src/security/testing/callable-server.ts')).href);
  const { emulatorAuthHeaders } = await import(pathToFileURL(path.join(ROOT, 'functions/src/security/testing/emulator-tokens.ts')).href);
  const server = await startCallableServer(conciergeAgentFlow, { concurrency: CONCURRENCY });
  const mib = (bytes) => Math.round(bytes / 2 ** 20);
  const rss = () => {
    globalThis.gc?.();
    const { rss: total, heapUsed } = process.memoryUsage();
    return `${mib(total)} (heap ${mib(heapUsed)})`;
  };
  process.on('message', (message) => {
    if (message === 'rss') process.send({ rss: rss() });
  });
  // The driver runs plain Node: it gets each conversation's token headers from here.
  const headers = Array.from({ length: CONVERSATIONS }, (_, i) => emulatorAuthHeaders(`load-user-${i}`));
  process.on('disconnect', () => process.exit(0));
  process.send({ url: server.url, rss: rss(), headers });
}

async function drive() {
  if (!existsSync(path.join(ROOT, 'functions/lib/index.js'))) {
    console.error('functions/lib is missing: run `npm run build:functions` first');
    process.exit(2);
  }
  const tsx = path.join(ROOT, 'functions/node_modules/tsx/dist/loader.mjs');
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    cwd: path.join(ROOT, 'functions'),
    execArgv: ['--expose-gc', '--import', pathToFileURL(tsx).href],
    env: {
      ...process.env,
      FIREBASE_DEBUG_MODE: 'true',
      FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true }),
      GEMINI_API_KEY: '',
      GOOGLE_PLACES_API_KEY: '',
      CONCIERGE_RATE_PER_MINUTE: '100000',
      CONCIERGE_RATE_PER_DAY: '100000',
      // The functions logger writes a JSON line per event; keep them off the terminal.
      LOG_EXECUTION_ID: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      if (message) child.send(message);
    });
  const watchdog = setTimeout(
    () => {
      console.error(`load: stopped after ${SECONDS} s`);
      child.kill();
      process.exit(1);
    },
    SECONDS * 1000 + 30_000,
  );
  const { url, rss: rssStart, headers: tokenHeaders } = await ask(null);

  const latencies = [];
  const errors = [];
  let sent = 0;
  let rssWarm = null;
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();

  async function conversation(worker) {
    let state = { history: [], context: null, contextSignature: undefined, turn: 0 };
    const headers = { 'content-type': 'application/json', ...tokenHeaders[worker] };
    while (sent < CALLS && Date.now() < deadline) {
      sent++;
      if (sent === 100) ask('rss').then(({ rss }) => (rssWarm = rss));
      const input = SCRIPT[(state.turn + worker) % SCRIPT.length];
      const data = { input, history: state.history, context: state.context, contextSignature: state.contextSignature };
      const t0 = performance.now();
      try {
        const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ data }) });
        const body = await response.json();
        latencies.push(performance.now() - t0);
        if (latencies.length % 500 === 0) {
          const { rss } = await ask('rss');
          process.stderr.write(`load: ${latencies.length} calls, ${((Date.now() - started) / 1000).toFixed(0)} s, RSS MiB ${rss}\n`);
        }
        if (response.status !== 200 || body.result?.contextStatus === 'dropped') {
          errors.push(`${response.status} ${JSON.stringify(body).slice(0, 160)}`);
          state = { history: [], context: null, contextSignature: undefined, turn: 0 };
          continue;
        }
        const { reply, replySignature, context, contextSignature } = body.result;
        const history = [...state.history, { role: 'user', content: input }, { role: 'model', content: reply, signature: replySignature }];
        state = { history: history.slice(-20), context, contextSignature, turn: state.turn + 1 };
        // Ten turns make a conversation; then a fresh one, as a user would start.
        if (state.turn === 10) state = { history: [], context: null, contextSignature: undefined, turn: 0 };
      } catch (error) {
        latencies.push(performance.now() - t0);
        errors.push(String(error));
      }
    }
  }

  await Promise.all(Array.from({ length: CONVERSATIONS }, (_, worker) => conversation(worker)));
  const seconds = (Date.now() - started) / 1000;
  const { rss: rssEnd } = await ask('rss');
  clearTimeout(watchdog);
  child.kill();

  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0);
  console.log(
    [
      `load: ${latencies.length} calls in ${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(1)}/s),` +
        ` ${CONVERSATIONS} concurrent conversations, server concurrency ${CONCURRENCY}, offline model and catalog`,
      `errors: ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`,
      `latency ms: p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${latencies.at(-1).toFixed(0)}`,
      `server RSS MiB (after GC): at start ${rssStart}, after 100 calls ${rssWarm ?? '?'}, after ${latencies.length} calls ${rssEnd}`,
    ].join('\n'),
  );
  process.exit(errors.length ? 1 : 0);
}
