/**
 * `npm run size` holds each chunk of the structure search under its budget (issue 44): the page's chunks, the
 * editor's OpenChemLib loaded on demand and the worker (which the manifest does not list), the entry's left out;
 * the modules the page and the worker import by URL (OpenChemLib published once, its editor's art: shared-openchemlib.ts)
 * counted once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeChunks, type Manifest } from '../../scripts/route-chunks.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/pages/structure-search/index.tsx', 'src/pages/cart/index.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js', dynamicImports: ['src/pages/cart/index.tsx'] },
  'src/pages/structure-search/index.tsx': { file: 'assets/page.js', imports: ['index.html', '_shared.js', '_feature.js'] },
  '_feature.js': { file: 'assets/feature.js', imports: ['_shared.js'], dynamicImports: ['node_modules/openchemlib/dist/openchemlib.js'] },
  'node_modules/openchemlib/dist/openchemlib.js': { file: 'assets/ocl.js', isEntry: false },
  'src/pages/cart/index.tsx': { file: 'assets/cart.js', imports: ['index.html'] },
};
const texts: Record<string, string> = {
  'assets/feature.js': 'let e=new Worker(new URL(`/assets/worker-DTZ0dX9c.js`,``+import.meta.url),{type:`module`});',
};

describe('routeChunks', () => {
  it('1. the page, its import()s and its worker; not the entry, its imports, nor other pages', () => {
    const files = routeChunks(manifest, 'src/pages/structure-search/index.tsx', 'index.html', (file) => texts[file] ?? '');
    expect(Object.fromEntries(files)).toEqual({
      'assets/page.js': 'page',
      'assets/feature.js': 'page',
      'assets/ocl.js': 'on demand',
      'assets/worker-DTZ0dX9c.js': 'worker',
    });
  });

  it('4. modules imported by URL (the library from the worker and the editor, its art from the editor) count once', () => {
    const shared: Record<string, string> = {
      'assets/feature.js': 'let e=new Worker(new URL(`/assets/worker-DTZ0dX9c.js`,``+import.meta.url),{type:`module`});import("./c-x.js");',
      // the editor's module (shared-openchemlib.ts), as the build writes it
      'assets/ocl.js':
        'import{setEditorArt as e}from"/assets/openchemlib-4pNPxAUN.js";import t from"/assets/openchemlib-art-55v-uHAS.js";export*from"/assets/openchemlib-4pNPxAUN.js";export{default}from"/assets/openchemlib-4pNPxAUN.js";e(t);',
      'assets/worker-DTZ0dX9c.js': 'import{Molecule as e,SSSearcherWithIndex as t}from"/assets/openchemlib-4pNPxAUN.js";',
    };
    const files = routeChunks(manifest, 'src/pages/structure-search/index.tsx', 'index.html', (file) => shared[file] ?? '');
    expect(Object.fromEntries(files)).toEqual({
      'assets/page.js': 'page',
      'assets/feature.js': 'page',
      'assets/ocl.js': 'on demand',
      'assets/worker-DTZ0dX9c.js': 'worker',
      'assets/openchemlib-4pNPxAUN.js': 'by URL',
      'assets/openchemlib-art-55v-uHAS.js': 'by URL',
    });
  });

  it('5. under a base path or a CDN’s URL too', () => {
    for (const base of ['/shop/', 'https://cdn.example.cn/shop/']) {
      const texts = { 'assets/feature.js': `let{CanvasEditor:e}=await import(\`${base}assets/openchemlib-4pNPxAUN.js\`);` } as Record<string, string>;
      const files = routeChunks(manifest, 'src/pages/structure-search/index.tsx', 'index.html', (file) => texts[file] ?? '');
      expect(files.get('assets/openchemlib-4pNPxAUN.js'), base).toBe('by URL');
    }
  });

  it('3. a worker started in a form it cannot read stops the count rather than dropping out of the budget', () => {
    const other: Record<string, string> = { ...texts, 'assets/feature.js': 'let e=new Worker(workerUrl,{type:`module`});' };
    expect(() => routeChunks(manifest, 'src/pages/structure-search/index.tsx', 'index.html', (file) => other[file] ?? '')).toThrow(/cannot find/);
  });

  it("2. size-budget.json holds the structure search chunk by chunk to issue 44's 300 KiB", () => {
    const budget = JSON.parse(readFileSync('size-budget.json', 'utf8')) as { chunks?: Record<string, { page: string; chunkKiB: number }> };
    const structure = budget.chunks?.['/structure-search'];
    expect(structure).toMatchObject({ page: 'src/pages/structure-search/index.tsx' });
    // OpenChemLib without the editor's art (scripts/vite/plugins/shared-openchemlib.ts) is 292.5 KiB
    expect(structure?.chunkKiB).toBeLessThanOrEqual(300);
  });
});
