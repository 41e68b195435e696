/**
 * `shared-openchemlib`: OpenChemLib (one file, 1 MiB raw, 330 KiB gzip) ships once, as a module of its own that the
 * structure editor (on the page) and the structure worker both import. Vite builds a worker apart from the page,
 * so each had its own copy: a member who opened /structure-search fetched and compiled both.
 * Buys: /structure-search 662 → 330 KiB gzip of OpenChemLib (`npm run size`); the second import is answered from
 * the HTTP cache (tests/e2e/structure-search.spec.ts counts the fetches).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { minifySync, type Plugin } from 'vite';

export const OPENCHEMLIB = 'openchemlib';

/**
 * The file as published: the package's build minified again by the bundler's minifier (as it was when bundled:
 * 2 KiB gzip less than the package's own), named by a hash of what is served, so it is cached as other assets are.
 */
export function published(code: string): { fileName: string; code: string } {
  const result = minifySync('openchemlib.js', code, { module: true });
  if (result.errors.length > 0) throw new Error(`shared-openchemlib: minifying OpenChemLib failed: ${result.errors.map((e) => e.message).join('; ')}`);
  const hash = createHash('sha256').update(result.code).digest('base64url').slice(0, 8);
  return { fileName: `assets/openchemlib-${hash}.js`, code: result.code };
}

const byRoot = new Map<string, ReturnType<typeof published>>();

/**
 * `emit`: true in the page's build, which writes the file; the worker's build only points at it. Both resolve
 * `openchemlib` to the same URL under the site's (absolute) base, so a worker's chunk and a page's import it alike.
 */
export function sharedOpenChemLib({ emit }: { emit: boolean }): Plugin {
  let file: ReturnType<typeof published> | undefined;
  let url = '';
  return {
    name: 'shared-openchemlib',
    apply: 'build',
    // before Vite's resolver, which would bundle the package
    enforce: 'pre',
    configResolved(config) {
      if (!config.base.startsWith('/')) throw new Error(`shared-openchemlib needs an absolute base, not "${config.base}"`);
      file = byRoot.get(config.root);
      if (!file) byRoot.set(config.root, (file = published(readFileSync(createRequire(`${config.root}/`).resolve(OPENCHEMLIB), 'utf8'))));
      url = `${config.base}${file.fileName}`;
    },
    resolveId(id) {
      return id === OPENCHEMLIB ? { id: url, external: true } : undefined;
    },
    generateBundle() {
      if (emit && file) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
    },
  };
}
