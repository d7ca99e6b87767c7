// `npm run --silent replay -- FILE`: prints one JSON line per user turn; bad lines are reported on stderr.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { createTokenCounter } from './count-tokens';
import { replayTranscripts } from './replay-conversations';

function main(argv: string[]): number {
  const file = argv[0];
  if (!file) {
    process.stderr.write('usage: npm run --silent replay -- TRANSCRIPTS.jsonl\n');
    return 2;
  }
  // npm --prefix runs us inside functions/; a relative path means the caller's directory.
  const path = isAbsolute(file) ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read ${path}: ${(error as Error).message}\n`);
    return 2;
  }
  const { output, conversations, errors } = replayTranscripts(text, createTokenCounter());
  for (const error of errors) process.stderr.write(`${file}: ${error}\n`);
  process.stdout.write(output);
  return errors.length && !conversations ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
