// The build check for the first load: the entry script and every module it preloads, gzipped,
// must stay within the budget. Pages are separate chunks (src/app/lazy-page.tsx) and do not count.
// Usage: node scripts/check-bundle.mjs [distDir]; prints one JSON line, exits 1 over budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
].map((m) => m[1]);
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0);
const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const largestChunkKb = Math.max(...chunks.map((f) => gzipKb(join('assets', f))));

console.log(
  JSON.stringify({
    initial_js_gzip_kb: Number(initialKb.toFixed(1)),
    budget_kb: BUDGET_KB,
    initial_files: initial.length,
    chunks: chunks.length,
    largest_chunk_gzip_kb: Number(largestChunkKb.toFixed(1)),
  }),
);
if (initialKb > BUDGET_KB) {
  console.error(`initial JavaScript is ${initialKb.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
