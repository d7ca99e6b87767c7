// `npm start`: builds both codebases, starts the Firebase emulators (functions, auth, hosting)
// offline, and prints the URL to open once the app answers.
import { spawn } from 'node:child_process';
import {
  ROOT,
  EMULATORS,
  PROJECT_ID,
  HOSTING_URL,
  FUNCTIONS_ORIGIN,
  firebaseBin,
  emulatorEnv,
  ensureEmulatorSecrets,
} from './emulator-env.mjs';
import { runStep } from './run-step.mjs';

ensureEmulatorSecrets();
const env = emulatorEnv();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const [label, script] of [
  ['build functions', 'build:functions'],
  ['build web', 'build:web'],
]) {
  const code = await runStep(label, npm, ['run', '--silent', script], { cwd: ROOT, env });
  if (code !== 0) process.exit(code);
}

const model = process.env.GEMINI_API_KEY ? `Gemini (${process.env.GEMINI_MODEL ?? 'gemini-2.5-flash'})` : 'offline model';
const places = process.env.GOOGLE_PLACES_API_KEY ? 'Google Places API' : 'offline place catalog';
const emulators = spawn(firebaseBin(), ['emulators:start', '--only', EMULATORS, '--project', PROJECT_ID], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => emulators.kill(signal));
emulators.on('exit', (code) => process.exit(code ?? 0));

// The emulator banner scrolls away; say plainly where to go once both the page and the function answer.
const deadline = Date.now() + 120_000;
while (Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [page, fn] = await Promise.all([
    fetch(HOSTING_URL).then(
      (r) => r.ok,
      () => false,
    ),
    fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/us-central1/conciergeAgentFlow`, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    ),
  ]);
  if (page && fn) {
    process.stdout.write(`\n  Concierge is running: open ${HOSTING_URL}\n  Model: ${model}. Places: ${places}. Press Ctrl+C to stop.\n\n`);
    break;
  }
}
