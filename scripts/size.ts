/**
 * `npm run size`: builds the production bundle and prints, per route of
 * size-budget.json, the gzip size of what its first load fetches: the entry,
 * its static imports, index.html's inline landing script, and the route's page
 * chunk with its static imports (JS and CSS). Fails above a route's budget,
 * when fake-mall (msw) code is in the bundle, or when antd's core reaches the
 * first load of a route marked `antdFree` (its page draws without antd:
 * src/app/router.tsx). Prints antd's stylesheets (scripts/antd-css.ts) apart:
 * they are no first load's, and fails above a sheet's own budget or when a
 * first load fetches one. A new route joins by adding its page module to
 * size-budget.json. A lazy route in `chunks` (the structure search, issue 44) holds each chunk it loads (its page
 * chunks, their import()s, their workers, the modules those import by URL: scripts/route-chunks.ts) under
 * `chunkKiB` gzip, and says what they weigh together.
 *   SIZE_SKIP_BUILD=1 measures the existing dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeChunks } from './route-chunks.ts';
import { inlineScripts } from './security-headers.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
}
interface Budget {
  cssKiB: number;
  /** antd's stylesheets by name (scripts/antd-sheets.ts), outside every first load */
  antdCssKiB: Record<string, number>;
  /** `inEntry`: the page is part of the entry (src/app/router.tsx), so its first load is the entry's */
  routes: Record<string, { page: string; jsKiB: number; antdFree?: boolean; inEntry?: boolean }>;
  /** lazy routes whose every chunk (page, import()s, workers, modules imported by URL) stays under `chunkKiB` gzip */
  chunks?: Record<string, { page: string; chunkKiB: number }>;
}

const budget = JSON.parse(readFileSync('size-budget.json', 'utf8')) as Budget;

if (process.env.SIZE_SKIP_BUILD !== '1') {
  const build = spawnSync('vite', ['build', '--mode', 'production', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
// A page in a codeSplitting group has no key of its own: the page-chunks plugin (scripts/vite/plugins/page-chunks.ts) names the chunk that holds it.
const groupedPages = JSON.parse(readFileSync('dist/.vite/page-chunks.json', 'utf8')) as Record<string, string>;
const keyOf = (page: string) => (manifest[page] ? page : Object.keys(manifest).find((key) => manifest[key]?.file === groupedPages[page]));
if (!entryKey) throw new Error('no entry in the manifest');

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = gzipCache.get(file);
  if (!size) {
    const bytes = readFileSync(join('dist', file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, size);
  }
  return size;
}

/** The files a key pulls in through static imports, with the reason each is there. */
function collect(key: string, why: string, files: Map<string, string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, why);
  for (const css of chunk.css ?? []) if (!files.has(css)) files.set(css, why);
  for (const imported of chunk.imports ?? []) collect(imported, why, files);
}

/** What index.html itself announces (modulepreload, stylesheets) is fetched on every landing. */
const indexHtml = readFileSync('dist/index.html', 'utf8');
const htmlAssets = [...indexHtml.matchAll(/(?:href|src)="[^"]*?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
/** index.html's inline scripts (the landing script, scripts/vite/plugins/preload-landing.ts): part of every first load's JS. */
const inlineRows = inlineScripts(indexHtml).map((body, i) => {
  const bytes = Buffer.from(body, 'utf8');
  return { file: `index.html <script> ${i + 1}`, why: 'inline', raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, js: true };
});

const kib = (n: number) => (n / 1024).toFixed(1);
let failed = false;
const summary: string[] = [];
const firstLoad = new Set<string>(); // every file some route's first load fetches

// antd's style engine (@ant-design/cssinjs), which every antd component needs.
const ANTD_CORE = /data-css-hash/;

for (const [route, { page, jsKiB, antdFree, inEntry }] of Object.entries(budget.routes)) {
  const pageKey = keyOf(page);
  if (!inEntry && !pageKey) {
    console.error(`\n✗ the ${route} page chunk (${page}) is not in the manifest`);
    failed = true;
    continue;
  }
  const files = new Map<string, string>();
  collect(entryKey, 'entry', files);
  for (const file of htmlAssets) if (!files.has(file)) files.set(file, 'index.html');
  if (pageKey) collect(pageKey, `route ${route}`, files);
  // The router loads antd's scope (theme, zh-CN texts) with every page that uses antd.
  if (!antdFree) collect('src/shared/ui/antd-scope.tsx', 'antd scope', files);
  for (const file of files.keys()) firstLoad.add(file);
  if (antdFree) {
    for (const file of files.keys()) {
      if (file.endsWith('.js') && ANTD_CORE.test(readFileSync(join('dist', file), 'utf8'))) {
        console.error(`\n✗ antd's core is in the first load of ${route} (${file}, ${files.get(file)}); this page draws without antd`);
        failed = true;
      }
    }
  }
  const rows = [...[...files].map(([file, why]) => ({ file, why, ...sizeOf(file), js: file.endsWith('.js') })), ...inlineRows];
  const js = rows.filter((r) => r.js).reduce((sum, r) => sum + r.gzip, 0);
  const css = rows.filter((r) => r.file.endsWith('.css')).reduce((sum, r) => sum + r.gzip, 0);

  console.log(`\nFirst load of ${route} (gzip):`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kib(row.gzip).padStart(7)} KiB  ${kib(row.raw).padStart(7)} KiB raw  ${row.file}  (${row.why})`);
  }
  const jsHeld = js <= jsKiB * 1024;
  const cssHeld = css <= budget.cssKiB * 1024;
  console.log(`  JS  ${kib(js)} KiB gzip (budget ${jsKiB} KiB) ${jsHeld ? '✓' : '✗'}`);
  console.log(`  CSS ${kib(css)} KiB gzip (budget ${budget.cssKiB} KiB) ${cssHeld ? '✓' : '✗'}`);
  summary.push(`  ${route.padEnd(16)} JS ${kib(js).padStart(6)} / ${jsKiB} KiB   CSS ${kib(css).padStart(5)} / ${budget.cssKiB} KiB`);
  if (!jsHeld) {
    console.error(`✗ first-load JS of ${route} is ${kib(js)} KiB, over its budget of ${jsKiB} KiB`);
    failed = true;
  }
  if (!cssHeld) {
    console.error(`✗ first-load CSS of ${route} is ${kib(css)} KiB, over the budget of ${budget.cssKiB} KiB`);
    failed = true;
  }
}

console.log(`\nPer-route first load (gzip):\n${summary.join('\n')}`);

// Lazy routes' chunks, each under its budget (the structure search: OpenChemLib, one file for the editor and the worker).
for (const [route, { page, chunkKiB }] of Object.entries(budget.chunks ?? {})) {
  const pageKey = keyOf(page);
  if (!pageKey) {
    console.error(`\n✗ the ${route} page chunk (${page}) is not in the manifest`);
    failed = true;
    continue;
  }
  const rows = [...routeChunks(manifest, pageKey, entryKey, (file) => readFileSync(join('dist', file), 'utf8'))]
    .map(([file, why]) => ({ file, why, ...sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const small = rows.filter((row) => row.gzip < 10 * 1024);
  console.log(`\nChunks of ${route} besides the first load (gzip, each within ${chunkKiB} KiB):`);
  for (const row of rows.filter((r) => !small.includes(r))) {
    const held = row.gzip <= chunkKiB * 1024;
    console.log(`  ${kib(row.gzip).padStart(7)} KiB  ${kib(row.raw).padStart(7)} KiB raw  ${row.file}  (${row.why}) ${held ? '✓' : '✗'}`);
    if (!held) {
      console.error(`✗ ${row.file} (${route}, ${row.why}) is ${kib(row.gzip)} KiB gzip, over the budget of ${chunkKiB} KiB a chunk`);
      failed = true;
    }
  }
  console.log(`  and ${small.length} chunks under 10 KiB (${kib(small.reduce((sum, r) => sum + r.gzip, 0))} KiB together) ✓`);
  console.log(`  all of them: ${kib(rows.reduce((sum, r) => sum + r.gzip, 0))} KiB gzip`);
}

// antd's stylesheets (scripts/antd-css.ts, antd runs without its style runtime): fetched when a part of a page
// first draws antd (src/shared/ui/antd-styles.ts), never by a landing route's first load.
for (const [sheet, sheetKiB] of Object.entries(budget.antdCssKiB)) {
  const source = `src/shared/ui/generated/antd-${sheet}.css`;
  const key = Object.keys(manifest).find((k) => k.endsWith(source));
  const file = key ? manifest[key]?.file : undefined;
  if (!file) {
    console.error(`\n✗ antd's ${sheet} stylesheet (${source}) is not in the manifest`);
    failed = true;
    continue;
  }
  const { raw, gzip } = sizeOf(file);
  const held = gzip <= sheetKiB * 1024;
  console.log(`${sheet === 'full' ? '\n' : ''}antd's ${sheet} stylesheet: ${kib(gzip)} KiB gzip, ${kib(raw)} KiB raw (budget ${sheetKiB} KiB) ${held ? '✓' : '✗'}  ${file}`);
  if (!held) {
    console.error(`✗ antd's ${sheet} stylesheet is ${kib(gzip)} KiB, over its budget of ${sheetKiB} KiB`);
    failed = true;
  }
  if (firstLoad.has(file)) {
    console.error(`\n✗ antd's ${sheet} stylesheet (${file}) is in a landing route's first load: it blocks pages that draw without antd`);
    failed = true;
  }
}
const sheetsInBuild = Object.keys(manifest).filter((k) => /src\/shared\/ui\/generated\/antd-[\w-]+\.css$/.test(k));
if (sheetsInBuild.length !== Object.keys(budget.antdCssKiB).length) {
  console.error(`\n✗ antd's stylesheets in the build (${sheetsInBuild.join(', ')}) are not those of size-budget.json's antdCssKiB`);
  failed = true;
}

// The catalogue's shared chunk (a codeSplitting group in scripts/vite/chunks.ts) is for the catalogue's pages; the
// entry pulling it in would put it in every route's first load.
const entryFiles = new Map<string, string>();
collect(entryKey, 'entry', entryFiles);
for (const file of entryFiles.keys()) {
  if (/(^|\/)catalogue-[\w-]+\.js$/.test(file)) {
    console.error(`\n✗ the entry imports ${file}, the catalogue pages' chunk: a module the shell uses is in its group (scripts/vite/chunks.ts)`);
    failed = true;
  }
}

// No fake-mall code may ship when mocks are off.
const leaks = readdirSync('dist', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .filter((file) => /mockServiceWorker|\[MSW\]|模拟商城/.test(readFileSync(join('dist', file), 'utf8')));
if (existsSync('dist/mockServiceWorker.js')) leaks.push('mockServiceWorker.js');
if (leaks.length > 0) {
  console.error(`\n✗ fake-mall code in the production bundle: ${leaks.join(', ')}`);
  failed = true;
}
// The assistant's chat, markdown-it and DOMPurify load with its panel, never in a first load.
const lazyOnly: [string, RegExp][] = [
  ['DOMPurify', /uponSanitizeAttribute/],
  ['markdown-it', /typographer/],
  ['assistant chat', /Waiting\.\.\./],
];
for (const file of firstLoad) {
  if (!file.endsWith('.js')) continue;
  const text = readFileSync(join('dist', file), 'utf8');
  for (const [what, marker] of lazyOnly) {
    if (marker.test(text)) {
      console.error(`\n✗ ${what} is in a first load (${file}); it belongs in the assistant's lazy chunk`);
      failed = true;
    }
  }
}
if (failed) process.exit(1);
console.log('\n✓ every route within budget, antd where a page needs it, no fake-mall code in the bundle, the assistant loads lazily');
