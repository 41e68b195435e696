/**
 * The chunks a lazy route loads besides the first load (for `npm run size`, scripts/size.ts): the page chunk with
 * its static imports, what those import on demand (`import()`, e.g. the structure editor) and the workers they
 * start (`new Worker(new URL(…))`, which the manifest does not list), and the modules those import by URL
 * (OpenChemLib, one file for the editor and the worker, and its editor's art: shared-openchemlib.ts).
 * What the entry holds is left out: the routes' first-load budgets cover it, and the entry's own `import()`s are
 * every page.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A worker's script as Vite writes it into the chunk that starts it. */
const WORKER_URL = /new Worker\(\s*new URL\(\s*[`'"]\/?(assets\/[^`'"]+\.js)[`'"]/g;

/**
 * A module imported by its URL under the base (a chunk's own imports are relative): `from"/assets/…"`,
 * `import(`/shop/assets/…`)`, `from"https://cdn…/assets/…"`.
 */
const URL_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)[`'"](?:[a-z][a-z\d+.-]*:\/\/[^/`'"]+)?(?:\/[^`'"]*)?\/(assets\/[^`'"/]+\.js)[`'"]/gi;

/** Each JS file the route loads, with why: 'page' (static), 'on demand' (import()), 'worker' or 'by URL'. */
export function routeChunks(manifest: Manifest, pageKey: string, entryKey: string, readText: (file: string) => string): Map<string, string> {
  const entryFiles = new Set<string>();
  const staticClosure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  };
  staticClosure(entryKey, entryFiles);
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  const files = new Map<string, string>();
  const add = (key: string, why: string) => {
    const closure = new Set<string>();
    staticClosure(key, closure);
    for (const file of closure) if (!entryFiles.has(file) && !files.has(file)) files.set(file, why);
  };
  add(pageKey, 'page');
  // what the page's own chunks load on demand, and what that loads in turn
  for (let grown = true; grown; ) {
    grown = false;
    for (const file of [...files.keys()]) {
      for (const dynamic of manifest[byFile.get(file) ?? '']?.dynamicImports ?? []) {
        const target = manifest[dynamic]?.file;
        if (target && !files.has(target) && !entryFiles.has(target)) {
          add(dynamic, 'on demand');
          grown = true;
        }
      }
    }
  }
  for (const file of [...files.keys()]) {
    if (!file.endsWith('.js')) continue;
    const text = readText(file);
    const workers = [...text.matchAll(WORKER_URL)];
    // a worker started in a form this does not read would drop out of the budget silently: stop instead
    if (workers.length === 0 && /new Worker\(/.test(text)) throw new Error(`${file} starts a worker whose script route-chunks.ts cannot find (the form of Vite's worker URL changed?)`);
    for (const match of workers) if (!files.has(match[1]!)) files.set(match[1]!, 'worker');
  }
  for (const file of [...files.keys()]) {
    if (!file.endsWith('.js')) continue;
    for (const match of readText(file).matchAll(URL_IMPORT)) if (!files.has(match[1]!)) files.set(match[1]!, 'by URL');
  }
  for (const file of files.keys()) if (!file.endsWith('.js')) files.delete(file);
  return files;
}
