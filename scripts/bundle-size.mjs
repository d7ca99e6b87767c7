// Benchmark: the production build's initial transfer size (what the browser must fetch before first
// paint: index.html's module scripts, their modulepreloads and stylesheets), gzip level 9 and brotli.
// The budget is on the initial JavaScript, brotli-compressed, as the hosting serves it.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { ROOT } from './emulator-env.mjs';

const BUDGET_KB = 110;
const dir = path.join(ROOT, 'dist', 'concierge', 'browser');
const indexPath = path.join(dir, 'index.html');
if (!existsSync(indexPath)) {
  process.stderr.write(`no production build at ${dir}: run \`npm run build:web\` first\n`);
  process.exit(2);
}
const html = readFileSync(indexPath, 'utf8');
const refs = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);
const files = [...new Set(refs)].filter((ref) => !/^https?:/.test(ref));

let raw = 0,
  gzip = 0,
  brotli = 0,
  jsGzip = 0,
  jsBrotli = 0;
const rows = [];
for (const file of files) {
  const body = readFileSync(path.join(dir, file));
  const gz = gzipSync(body, { level: 9 }).length;
  const br = brotliCompressSync(body).length;
  raw += body.length;
  gzip += gz;
  brotli += br;
  if (file.endsWith('.js')) {
    jsGzip += gz;
    jsBrotli += br;
  }
  const size = (n) => (n / 1024).toFixed(1).padStart(7);
  rows.push(`  ${file.padEnd(40)} ${size(body.length)} kB raw ${size(gz)} kB gzip ${size(br)} kB brotli`);
}
const kb = (n) => (n / 1024).toFixed(1);
process.stdout.write(`Initial transfer of the production build (${files.length} files)\n${rows.join('\n')}\n`);
process.stdout.write(
  `  total: ${kb(raw)} kB raw, ${kb(gzip)} kB gzip, ${kb(brotli)} kB brotli; ` +
    `initial JS ${kb(jsGzip)} kB gzip, ${kb(jsBrotli)} kB brotli (budget ${BUDGET_KB} kB brotli)\n`,
);
const summary = { bench: 'initial-transfer', files: files.length, rawKb: +kb(raw), gzipKb: +kb(gzip), brotliKb: +kb(brotli) };
process.stdout.write(`${JSON.stringify({ ...summary, jsGzipKb: +kb(jsGzip), jsBrotliKb: +kb(jsBrotli), budgetKb: BUDGET_KB })}\n`);
if (jsBrotli / 1024 > BUDGET_KB) process.exitCode = 1;
