// `npm run --silent replay -- FILE`: prints one JSON line per user turn; bad lines are reported on stderr.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { encode } from 'gpt-tokenizer';
import { parseTranscripts, replayConversation } from './replay-conversations';

// Each history turn is counted again on every later turn; counting each text once keeps replay fast.
const counted = new Map<string, number>();
const countTokens = (text: string) => {
  let tokens = counted.get(text);
  if (tokens === undefined) counted.set(text, (tokens = encode(text).length));
  return tokens;
};

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
  const { transcripts, errors } = parseTranscripts(text);
  for (const error of errors) process.stderr.write(`${file}: ${error}\n`);
  const out: string[] = [];
  for (const transcript of transcripts) {
    try {
      for (const line of replayConversation(transcript, countTokens)) out.push(JSON.stringify(line));
    } catch (error) {
      process.stderr.write(`${file}: conversation ${transcript.id}: ${(error as Error).message}\n`);
    }
  }
  process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
  return errors.length && !transcripts.length ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
