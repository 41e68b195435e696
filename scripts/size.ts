/**
 * `npm run size`: builds the production bundle and prints the gzip size of
 * what the first load of `/` fetches: the entry, its static imports, and the
 * `/` route chunk with its static imports (JS and CSS). Fails above the
 * budget in size-budget.json, or when fake-mall (msw) code is in the bundle.
 *   SIZE_SKIP_BUILD=1 measures the existing dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const HOME_ROUTE = 'src/pages/home/index.tsx';
const budget = JSON.parse(readFileSync('size-budget.json', 'utf8')) as { jsKiB: number; cssKiB: number };

if (process.env.SIZE_SKIP_BUILD !== '1') {
  const build = spawnSync('vite', ['build', '--mode', 'production', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry in the manifest');
if (!manifest[HOME_ROUTE]) throw new Error(`the / route chunk (${HOME_ROUTE}) is not in the manifest`);

const files = new Map<string, string>(); // file -> why
function collect(key: string, why: string): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, why);
  for (const css of chunk.css ?? []) if (!files.has(css)) files.set(css, why);
  for (const imported of chunk.imports ?? []) collect(imported, why);
}
collect(entryKey, 'entry');
collect(HOME_ROUTE, 'route /');

const rows = [...files].map(([file, why]) => {
  const bytes = readFileSync(join('dist', file));
  return { file, why, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kib = (n: number) => (n / 1024).toFixed(1);
const total = (ext: string) => rows.filter((r) => r.file.endsWith(ext)).reduce((sum, r) => sum + r.gzip, 0);

console.log('\nFirst load of / (gzip):');
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${kib(row.gzip).padStart(7)} KiB  ${kib(row.raw).padStart(7)} KiB raw  ${row.file}  (${row.why})`);
}
const js = total('.js');
const css = total('.css');
console.log(`\n  JS  ${kib(js)} KiB gzip (budget ${budget.jsKiB} KiB)`);
console.log(`  CSS ${kib(css)} KiB gzip (budget ${budget.cssKiB} KiB)`);

// No fake-mall code may ship when mocks are off.
const leaks = readdirSync('dist', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .filter((file) => /mockServiceWorker|\[MSW\]|模拟商城/.test(readFileSync(join('dist', file), 'utf8')));
if (existsSync('dist/mockServiceWorker.js')) leaks.push('mockServiceWorker.js');
let failed = false;
if (leaks.length > 0) {
  console.error(`\n✗ fake-mall code in the production bundle: ${leaks.join(', ')}`);
  failed = true;
}
// The assistant's chat, markdown-it and DOMPurify load with its panel, never in the first load.
const lazyOnly: [string, RegExp][] = [
  ['DOMPurify', /uponSanitizeAttribute/],
  ['markdown-it', /typographer/],
  ['assistant chat', /Waiting\.\.\./],
];
for (const [file] of files) {
  if (!file.endsWith('.js')) continue;
  const text = readFileSync(join('dist', file), 'utf8');
  for (const [what, marker] of lazyOnly) {
    if (marker.test(text)) {
      console.error(`\n✗ ${what} is in the first load (${file}); it belongs in the assistant's lazy chunk`);
      failed = true;
    }
  }
}
if (js > budget.jsKiB * 1024) {
  console.error(`\n✗ first-load JS ${kib(js)} KiB is over the budget of ${budget.jsKiB} KiB`);
  failed = true;
}
if (css > budget.cssKiB * 1024) {
  console.error(`\n✗ first-load CSS ${kib(css)} KiB is over the budget of ${budget.cssKiB} KiB`);
  failed = true;
}
if (failed) process.exit(1);
console.log('\n✓ within budget, no fake-mall code in the bundle, the assistant loads lazily');
