/**
 * `page-chunks`: a page inside a codeSplitting group (scripts/vite/chunks.ts) has no chunk of its own, so the
 * manifest has no key for it: dist/.vite/page-chunks.json names the chunk that holds each such page, for
 * `npm run size` (scripts/size.ts).
 * Buys: nothing at run time (a file for the size gate, outside what a browser fetches); it is what lets the page
 * groups (2 page files per landing route instead of 4 to 6, -0.14 to -0.19 s of simulated LCP, afcee3a) be budgeted.
 */
import { relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type ChunkFacts = Pick<Rollup.OutputChunk, 'fileName' | 'facadeModuleId' | 'moduleIds'> & { type: 'chunk' };

/** Each grouped page (src/pages/<…>/index.tsx, not its chunk's facade), as a path from root, to its chunk's file. */
export function groupedPages(chunks: Iterable<ChunkFacts | { type: 'asset' }>, root: string): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const chunk of chunks) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds) {
      const path = relative(root, id).split(sep).join('/');
      if (/^src\/pages\/.+\/index\.tsx$/.test(path) && chunk.facadeModuleId !== id) pages[path] = chunk.fileName;
    }
  }
  return pages;
}

export function pageChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'page-chunks',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
    },
    generateBundle(_options, bundle) {
      const pages = groupedPages(Object.values(bundle), root);
      this.emitFile({ type: 'asset', fileName: '.vite/page-chunks.json', source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
