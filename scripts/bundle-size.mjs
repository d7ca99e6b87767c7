// Benchmark: the production build's initial transfer size (what the browser must fetch before first
// paint: index.html's module scripts, their modulepreloads and stylesheets), gzip level 9 and brotli.
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

let raw = 0, gzip = 0, brotli = 0, jsGzip = 0;
const rows = [];
for (const file of files) {
  const body = readFileSync(path.join(dir, file));
  const gz = gzipSync(body, { level: 9 }).length;
  const br = brotliCompressSync(body).length;
  raw += body.length; gzip += gz; brotli += br;
  if (file.endsWith('.js')) jsGzip += gz;
  rows.push(`  ${file.padEnd(40)} ${(body.length / 1024).toFixed(1).padStart(8)} kB raw ${(gz / 1024).toFixed(1).padStart(7)} kB gzip`);
}
const kb = (n) => (n / 1024).toFixed(1);
process.stdout.write(`Initial transfer of the production build (${files.length} files)\n${rows.join('\n')}\n`);
process.stdout.write(`  total: ${kb(raw)} kB raw, ${kb(gzip)} kB gzip, ${kb(brotli)} kB brotli; initial JS ${kb(jsGzip)} kB gzip (budget ${BUDGET_KB} kB)\n`);
process.stdout.write(`${JSON.stringify({ bench: 'initial-transfer', files: files.length, rawKb: +kb(raw), gzipKb: +kb(gzip), brotliKb: +kb(brotli), jsGzipKb: +kb(jsGzip), budgetKb: BUDGET_KB })}\n`);
if (jsGzip / 1024 > BUDGET_KB) process.exitCode = 1;
