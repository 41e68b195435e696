/**
 * `sliced-preloads`: a lazy import's script preloads appended a slice at a time. Vite's preload helper appends one
 * `<link rel="modulepreload">` per chunk the import needs, all in the task that starts the import: some 50 for the
 * list's sort and pager (antd's parts), 166 ms of one task on a slow phone (4× CPU), the longest task of `/product`
 * after its first paint (docs/performance.md). Here the script links (not the stylesheets, which the import waits
 * for) are appended in slices of at most 8 ms, each in a task of its own; the import starts at once, and what it
 * needs before its link is in, the browser fetches as it reads the chunk. Build only (the dev server preloads
 * nothing); a Vite whose helper no longer has the line stops the build.
 * Buys: the 166 ms task is gone from `/product` after its first paint (81d6644, 11-27, Lighthouse's longest-task
 * list; the route's TBT not measured apart). Costs: with antd's four-sheet loader, +0.2 to 0.4 KiB gzip of every
 * first load (81d6644).
 */
import type { Plugin } from 'vite';

export function slicedPreloads(): Plugin {
  const APPEND = 'document.head.appendChild(link);';
  const SLICED = `
const preloadsLater = [];
function appendPreloadLater(link) {
  preloadsLater.push(link);
  if (preloadsLater.length === 1) setTimeout(appendPreloadSlice, 0);
}
function appendPreloadSlice() {
  const end = performance.now() + 8;
  while (preloadsLater.length > 0 && performance.now() < end) document.head.appendChild(preloadsLater.shift());
  if (preloadsLater.length > 0) setTimeout(appendPreloadSlice, 0);
}
`;
  return {
    name: 'sliced-preloads',
    apply: 'build',
    transform(code, id) {
      if (id !== '\0vite/preload-helper.js') return undefined;
      if (!code.includes(APPEND)) throw new Error(`sliced-preloads: Vite's preload helper no longer has ${JSON.stringify(APPEND)} (scripts/vite/plugins/sliced-preloads.ts)`);
      return { code: SLICED + code.replace(APPEND, 'if (isCss) document.head.appendChild(link); else appendPreloadLater(link);'), map: null };
    },
  };
}
