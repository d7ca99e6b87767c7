// `npm test`: every test, in order of cost. Lint, the typecheck and the two gates (every set's replay output against
// eval/baseline/, every conversation turn right in eval/converse/*/baseline.json) first, then unit tests, then one
// emulator run for the integration and end-to-end suites.
// Exits non-zero if any step fails, after running them all.
import { ROOT, emulatorEnv } from './emulator-env.mjs';
import { runStep } from './run-step.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = emulatorEnv({ CHROME_BIN: process.env.CHROME_BIN ?? '/usr/bin/chromium' });
const steps = [
  ['lint: eslint and prettier --check', npm, ['run', '--silent', 'lint']],
  ['functions: typecheck', npm, ['--prefix', 'functions', 'run', '--silent', 'typecheck']],
  ['eval: replay gate (eval/baseline/)', 'node', ['scripts/eval.mjs', '--gate']],
  ['converse: conversation gate (eval/converse/*/baseline.json)', npm, ['run', '--silent', 'converse', '--', '--gate']],
  ['functions: unit tests (vitest)', npm, ['run', '--silent', 'test:functions']],
  ['web: unit tests (karma, headless chromium)', npm, ['run', '--silent', 'test:web']],
  [
    'emulators: integration + end-to-end tests',
    'node',
    ['scripts/emulators-exec.mjs', 'node --test --test-concurrency=1 tests/integration/ tests/e2e/'],
  ],
];

const results = [];
for (const [label, command, args] of steps) {
  results.push([label, await runStep(label, command, args, { cwd: ROOT, env })]);
}
process.stdout.write('\nSummary\n');
for (const [label, code] of results) process.stdout.write(`  ${code === 0 ? 'pass' : 'FAIL'}  ${label}\n`);
const failed = results.filter(([, code]) => code !== 0).length;
process.stdout.write(`steps: ${results.length - failed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
