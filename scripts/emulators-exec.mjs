// Builds both codebases, then runs one test command inside `firebase emulators:exec`
// (functions, auth and hosting, offline) and exits with that command's exit code.
import { ROOT, EMULATORS, PROJECT_ID, HOSTING_URL, firebaseBin, emulatorEnv, ensureEmulatorSecrets } from './emulator-env.mjs';
import { runStep } from './run-step.mjs';

const command = process.argv[2];
if (!command) {
  process.stderr.write('usage: node scripts/emulators-exec.mjs "<test command>" [--no-build]\n');
  process.exit(2);
}
ensureEmulatorSecrets();
const env = emulatorEnv({ E2E_BASE_URL: HOSTING_URL });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!process.argv.includes('--no-build')) {
  for (const [label, script] of [
    ['build functions', 'build:functions'],
    ['build web', 'build:web'],
  ]) {
    const code = await runStep(label, npm, ['run', '--silent', script], { cwd: ROOT, env });
    if (code !== 0) process.exit(code);
  }
}
const code = await runStep(
  `emulators:exec ${command}`,
  firebaseBin(),
  ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, command],
  { cwd: ROOT, env },
);
process.exit(code);
