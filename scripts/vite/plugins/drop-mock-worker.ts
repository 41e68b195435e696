/**
 * `drop-mock-worker`: without the fake mall (VITE_API_MOCK not 'true'), its service worker file
 * (public/mockServiceWorker.js, 17 KiB raw) is not shipped either.
 * Buys: no fake-mall file in a real deployment's dist/ (a correctness rule, not a speed gain; not measured).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const MOCK_WORKER = 'mockServiceWorker.js';

export function dropMockWorker(drop: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (drop) rmSync(resolve(outDir, MOCK_WORKER), { force: true });
    },
  };
}
