// `npm run eval` (figures per set and pooled) and `npm run eval:gate` (replay output against eval/baseline/):
// functions/src/eval/eval-cli.ts, run in this one process through tsx's require hook. See eval/README.md for the options.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './emulator-env.mjs';

const functionsRequire = createRequire(path.join(ROOT, 'functions', 'package.json'));
functionsRequire('tsx/cjs/api').register();
const { runEval } = functionsRequire(path.join(ROOT, 'functions', 'src', 'eval', 'eval-cli.ts'));
process.exitCode = runEval(process.argv.slice(2));
