// `npm run eval` and `npm run eval:gate` (scripts/eval.mjs runs runEval in its own process, no child per set):
// check each set, replay it through the engine, then score it (figures per set and pooled) or hold it to eval/baseline/.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSet } from './check-set';
import { createTokenCounter } from './count-tokens';
import { BASELINE_DIR, projectSets, sharedEvalDir, sharedSets, type EvalSet } from './eval-sets';
import { replayTranscripts } from './replay-conversations';
import { diffReplay, formatChanges, type TurnChange } from './replay-diff';
import { formatScore, parseGold, parseReplayOutput, scoreReplay, type Counts } from './score-replay';
import { retypeTranscripts } from './typing-variants';

const USAGE = `usage: npm run eval -- [--set NAME]... [--fails] [--messy] [--typos] [--update-baseline]
       npm run eval:gate   (the same as npm run eval -- --gate)`;

export interface Options {
  sets: string[];
  fails: boolean;
  messy: boolean;
  typos: boolean;
  gate: boolean;
  updateBaseline: boolean;
}

export function parseArgs(argv: readonly string[]): Options | string {
  const options: Options = { sets: [], fails: false, messy: false, typos: false, gate: false, updateBaseline: false };
  const flags: Record<string, keyof Omit<Options, 'sets'>> = {
    '--fails': 'fails',
    '--messy': 'messy',
    '--typos': 'typos',
    '--gate': 'gate',
    '--update-baseline': 'updateBaseline',
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--set' && argv[i + 1]) options.sets.push(argv[++i]);
    else if (Object.hasOwn(flags, argv[i])) options[flags[argv[i]]] = true;
    else return `unknown argument ${argv[i]}`;
  }
  const retyped = options.messy || options.typos;
  if (retyped && (options.gate || options.updateBaseline)) return 'the baseline is the sets as written: no --messy or --typos';
  if (options.gate && options.updateBaseline) return '--gate checks the baseline, --update-baseline rewrites it: one at a time';
  return options;
}

const SCORED_FIELDS: [string, keyof Counts, keyof Counts][] = [
  ['location', 'loc_ok', 'loc_n'],
  ['query', 'q_ok', 'q_n'],
  ['resolved-venue', 'rvenue_ok', 'rvenue_n'],
  ['resolved-turn', 'rturn_ok', 'rturn_n'],
  ['no-false-resolution', 'rnone_ok', 'rnone_n'],
];

const out = (text: string) => process.stdout.write(text);
const err = (text: string) => process.stderr.write(text);

/** The sets to run: every set, or those named by --set; null (after saying why) when one is unknown or missing. */
function chooseSets(options: Options, shared: EvalSet[]): EvalSet[] | null {
  const all = [...shared, ...projectSets()];
  const unknown = options.sets.filter((name) => !all.some((set) => set.name === name));
  const sharedDir = sharedEvalDir();
  const sharedMissing = shared.length < 2 ? `dev and sgd-dev are not at ${sharedDir} (set CONCIERGE_EVAL_DIR)` : null;
  if (unknown.length) {
    err(`no set named ${unknown.join(', ')}${sharedMissing ? `; ${sharedMissing}` : ''}\n`);
    return null;
  }
  if (sharedMissing && !options.sets.length) {
    // A clone without ../shared beside it can still hold its own sets to the baseline; CI must have them all.
    if (!options.gate || process.env.CI) {
      err(`${sharedMissing}\n`);
      return null;
    }
    err(`warning: ${sharedMissing}; checking the project's sets only\n`);
  }
  return options.sets.length ? all.filter((set) => options.sets.includes(set.name)) : all;
}

export function runEval(argv: readonly string[]): number {
  const started = Date.now();
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    err(`${options}\n${USAGE}\n`);
    return 2;
  }
  const sets = chooseSets(options, sharedSets(sharedEvalDir()));
  if (!sets) return 2;
  const countTokens = createTokenCounter();
  const pooled = new Map<string, [number, number]>();
  const changes: TurnChange[] = [];
  let failed = false;
  let turns = 0;
  for (const set of sets) {
    // SGD is scored another way and has no user turns typed by hand.
    if ((options.messy || options.typos) && set.mode !== 'refs') continue;
    const transcripts = readFileSync(set.transcripts, 'utf8');
    const gold = readFileSync(set.gold, 'utf8');
    const problems = checkSet(transcripts, gold);
    for (const problem of problems) err(`${set.name}: ${problem}\n`);
    const input = options.messy || options.typos ? retypeTranscripts(transcripts, options) : transcripts;
    const replay = replayTranscripts(input, countTokens);
    for (const error of replay.errors) err(`${set.name}: ${error}\n`);
    failed ||= problems.length > 0 || replay.errors.length > 0;
    turns += replay.output.split('\n').length - 1;
    const baseline = join(BASELINE_DIR, `${set.name}.jsonl`);
    if (options.gate) {
      if (!existsSync(baseline)) {
        err(`${set.name}: no baseline at eval/baseline/${set.name}.jsonl\n`);
        failed = true;
        continue;
      }
      const before = readFileSync(baseline, 'utf8');
      const setChanges = diffReplay(set.name, before, replay.output);
      for (const change of setChanges) changes.push(change);
      // Every field equal but the bytes not: the output format changed (key order, spacing), which the gate holds too.
      if (!setChanges.length && before !== replay.output) {
        err(`${set.name}: the replay output differs from eval/baseline/${set.name}.jsonl in format, not in any field\n`);
        failed = true;
      }
      continue;
    }
    if (options.updateBaseline) {
      mkdirSync(BASELINE_DIR, { recursive: true });
      writeFileSync(baseline, replay.output);
    }
    const score = scoreReplay(parseGold(gold), parseReplayOutput(replay.output), set.mode);
    out(`== ${set.name}\n${formatScore(score, options.fails).join('\n')}\n`);
    // The hand-written sets (not SGD, scored another way) add up to one pooled line per field.
    if (set.mode !== 'refs') continue;
    for (const [field, ok, total] of SCORED_FIELDS) {
      const [right, all] = pooled.get(field) ?? [0, 0];
      pooled.set(field, [right + score.counts[ok], all + score.counts[total]]);
    }
  }
  // Stale baselines can only be told when every set ran.
  const complete = !options.sets.length && sets.some((set) => set.shared);
  if (options.gate) return reportGate(sets, complete ? staleBaselines(sets) : [], changes, turns, started, failed) ? 1 : 0;
  if (options.updateBaseline && complete) for (const file of staleBaselines(sets)) rmSync(join(BASELINE_DIR, file));
  out(`== pooled over the hand-written sets${options.messy ? ', typed messily' : ''}${options.typos ? ', venue names with typos' : ''}\n`);
  for (const [field, [right, total]] of pooled) if (total) out(`${field} ${((100 * right) / total).toFixed(1)}% (${right}/${total})\n`);
  return failed ? 1 : 0;
}

/** Baseline files of sets that no longer exist. */
function staleBaselines(sets: readonly EvalSet[]): string[] {
  if (!existsSync(BASELINE_DIR)) return [];
  return readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.jsonl') && !sets.some((set) => `${set.name}.jsonl` === file));
}

/** Prints the gate's verdict; true when it failed. `problems`: a set failed its checks, or had no baseline, above. */
function reportGate(
  sets: readonly EvalSet[],
  stale: readonly string[],
  changes: readonly TurnChange[],
  turns: number,
  started: number,
  problems: boolean,
): boolean {
  for (const file of stale) err(`eval/baseline/${file} belongs to no set: run npm run eval -- --update-baseline\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counted = `${sets.length} set(s), ${turns} user turns, ${seconds} s`;
  if (changes.length) {
    const changedSets = new Set(changes.map((change) => change.set)).size;
    out(`eval gate: ${changes.length} user turn(s) of ${changedSets} set(s) replay differently from eval/baseline/:\n`);
    out(`${formatChanges(changes).join('\n')}\n`);
    out('If the change is intended, run `npm run eval -- --update-baseline` and commit eval/baseline/ with it.\n');
  }
  if (changes.length || stale.length || problems) {
    out(`eval gate: FAILED (${counted})\n`);
    return true;
  }
  out(`eval gate: replay output equal to eval/baseline/ (${counted})\n`);
  return false;
}
