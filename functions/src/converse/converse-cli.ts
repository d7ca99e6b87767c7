// `npm run converse [-- SET_DIR ...] [--fails] [--gate] [--update-baseline]`: scripted conversations through the
// real flow (offline model and catalog, in process), each user turn judged; figures per language.
// --gate fails when a turn that the set's baseline.json has right is wrong now; --update-baseline rewrites it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseConversations } from './converse-set';
import type { Tally, TurnResult } from './converse-report';

const ROOT = resolve(__dirname, '../../..');
const SETS_DIR = join(ROOT, 'eval', 'converse');

const percent = ({ right, total }: Tally) => `${total ? ((100 * right) / total).toFixed(1) : '0.0'}% (${right}/${total})`;

function setDirs(args: readonly string[]): string[] {
  const named = args.filter((arg) => !arg.startsWith('--'));
  if (named.length) return named.map((dir) => resolve(process.env.INIT_CWD ?? process.cwd(), dir));
  if (!existsSync(SETS_DIR)) return [];
  return readdirSync(SETS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SETS_DIR, entry.name, 'conversations.jsonl')))
    .map((entry) => join(SETS_DIR, entry.name))
    .sort();
}

function printTally(label: string, tally: Map<string, Tally>): void {
  const parts = (['en', 'tl', 'nl', 'all'] as const)
    .filter((key) => tally.has(key))
    .map((key) => `${key} ${percent(tally.get(key) as Tally)}`);
  process.stdout.write(`${label}: ${parts.join(' · ')}\n`);
}

function printFailure(result: TurnResult): void {
  process.stdout.write(`  ✗ ${result.id} turn ${result.turn} [${result.lang}] "${result.user}"\n`);
  for (const failure of result.failures) process.stdout.write(`      ${failure}\n`);
  process.stdout.write(`      reply: ${result.reply.replace(/\s+/g, ' ').slice(0, 160)}\n`);
}

/** The flow logs each turn as structured JSON; here only the verdicts are wanted (--verbose keeps the logs). */
function quietLogs(args: readonly string[]): void {
  if (args.includes('--verbose')) return;
  // eslint-disable-next-line no-console -- silencing the flow's logger is the point here, not logging
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) console[method] = () => undefined;
}

async function main(args: readonly string[]): Promise<number> {
  quietLogs(args);
  // Imported after quietLogs: the flow's logger keeps the console methods it finds when it loads.
  const { judgeConversation, regressions, tallyByLanguage, turnKey } = await import('./converse-report');
  const { createConversationRunner } = await import('./run-conversation');
  const run = createConversationRunner();
  const started = Date.now();
  const dirs = setDirs(args);
  if (!dirs.length) {
    process.stderr.write(`no conversation sets found (looked in ${SETS_DIR})\n`);
    return 2;
  }
  let failed = false;
  const all: TurnResult[] = [];
  for (const dir of dirs) {
    const { conversations, errors } = parseConversations(readFileSync(join(dir, 'conversations.jsonl'), 'utf8'));
    for (const error of errors) process.stderr.write(`${dir}: ${error}\n`);
    failed ||= errors.length > 0;
    const results: TurnResult[] = [];
    for (const conversation of conversations) results.push(...(await judgeConversation(run, conversation)));
    all.push(...results);
    printTally(`== ${dir.split('/').pop()}`, tallyByLanguage(results));
    if (args.includes('--fails')) results.filter((result) => !result.right).forEach(printFailure);
    const baselineFile = join(dir, 'baseline.json');
    if (args.includes('--update-baseline')) {
      const baseline = Object.fromEntries(results.map((result) => [turnKey(result), result.right]));
      writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 1)}\n`);
    } else if (args.includes('--gate')) {
      const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : {};
      const worse = regressions(results, baseline);
      if (worse.length) {
        process.stdout.write(`  ${worse.length} turn(s) right in the baseline are wrong now:\n`);
        worse.forEach(printFailure);
        failed = true;
      }
    }
  }
  printTally('== all sets', tallyByLanguage(all));
  process.stdout.write(`${all.length} user turns in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  // Genkit keeps timers alive after the last call; the verdicts are printed, so leave now.
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`converse failed: ${(error as Error).stack ?? error}\n`);
    process.exit(2);
  },
);
