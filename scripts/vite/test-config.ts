/// <reference types="vitest/config" />
/**
 * Vitest's part of vite.config.ts: jsdom, two projects (files that share a module graph, files that need their
 * own: tests/own-modules.ts), hang guards, and the shuffled order under CI.
 */
import { availableParallelism } from 'node:os';
import type { UserConfig } from 'vite';
import { OWN_MODULES } from '../../tests/own-modules.ts';

const TEST_EXCLUDE = ['tests/e2e/**', 'node_modules/**'];

/**
 * Under CI (CI=true) the test files and the tests in each run in a random order, so an order dependence shows
 * before it lands; the seed is printed, and SHUFFLE_SEED repeats an order: `SHUFFLE_SEED=<seed> npm test`.
 */
export function testOrder(env: Record<string, string | undefined> = process.env) {
  if (env.CI !== 'true' && !env.SHUFFLE_SEED) return undefined;
  const seed = Number(env.SHUFFLE_SEED) || Date.now() % 1_000_000;
  console.info(`\nvitest: files and tests shuffled, seed ${seed} (SHUFFLE_SEED=${seed} npm test repeats this order)\n`);
  return { shuffle: true, seed };
}

export function testConfig(): UserConfig['test'] {
  return {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    exclude: TEST_EXCLUDE,
    css: false,
    // Hang guards only: a test ends when its conditions hold (tests/utils/wait.ts bounds each wait by 30 s), so a
    // loaded machine passes as an idle one does (npm run test:under-load).
    testTimeout: 120_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    sequence: process.env.VITEST ? testOrder() : undefined,
    // At least two workers: Vitest's default (one core less than the
    // machine has) is a single worker on a 2-core machine, and the main
    // process is nearly idle once the modules are transformed.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The two projects run one after the other (sequence.groupOrder): run side by side, a worker slot that took an
    // isolated file between two shared ones started a fresh shared worker after it (jsdom, tests/setup.ts and the
    // module graph again, about 5 s of CPU each): 17 extra shared starts in one run. In turn, only the 2 workers' own;
    // the suite 326 → 268 s (12-02).
    projects: [
      {
        // One jsdom and one module graph per worker, shared by the files it
        // runs: tests/setup.ts puts back what a test may leave behind.
        extends: true,
        // tests/bench: figures for `npm run bench:*` (BENCH=1), not part of `npm test`
        test: { name: 'shared', isolate: false, sequence: { groupOrder: 0 }, include: ['tests/**/*.test.{ts,tsx}'], exclude: process.env.BENCH ? OWN_MODULES : [...OWN_MODULES, 'tests/bench/**'] },
      },
      {
        // Files that replace modules (vi.mock) or load them again
        // (vi.resetModules) get a module graph of their own.
        extends: true,
        test: { name: 'isolated', isolate: true, sequence: { groupOrder: 1 }, include: OWN_MODULES },
      },
    ],
  };
}
