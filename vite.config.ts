/// <reference types="vitest/config" />
/**
 * The shop's build, dev server and unit tests. Each custom plugin is a file of its own in scripts/vite/plugins/
 * (its header says what it does and what it bought, measured or not); the chunk groups and names are in
 * scripts/vite/chunks.ts, Vitest's part in scripts/vite/test-config.ts. Rules and figures: docs/performance.md.
 * The build's output is watched by `npm run size` (size-budget.json).
 */
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { checkEnvOrExit } from './scripts/vite/check-env.ts';
import { modulePreload, output } from './scripts/vite/chunks.ts';
import { testConfig } from './scripts/vite/test-config.ts';
import { antdCss } from './scripts/vite/plugins/antd-css.ts';
import { antdWithoutStyleCode } from './scripts/vite/plugins/antd-without-style-code.ts';
import { checkedEnv } from './scripts/vite/plugins/checked-env.ts';
import { dropMockWorker } from './scripts/vite/plugins/drop-mock-worker.ts';
import { excelWithoutRequire } from './scripts/vite/plugins/exceljs-without-require.ts';
import { lazyResultImages } from './scripts/vite/plugins/lazy-result-images.ts';
import { pageChunks } from './scripts/vite/plugins/page-chunks.ts';
import { preloadLanding } from './scripts/vite/plugins/preload-landing.ts';
import { previewSecurityHeaders } from './scripts/vite/plugins/preview-security-headers.ts';
import { sharedOpenChemLib } from './scripts/vite/plugins/shared-openchemlib.ts';
import { slicedPreloads } from './scripts/vite/plugins/sliced-preloads.ts';
import { strictStyles } from './scripts/vite/plugins/strict-styles.ts';

/**
 * react-router 7's package exports resolve to its development build in every mode (remix-run/react-router#12532,
 * #14102): dev-only warnings and checks ride in the shipped bundle. A build takes its production build instead,
 * the same code without them.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command, mode }) => {
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  // A wrong value stops `npm run dev` / `npm run build` here, naming the variable.
  checkEnvOrExit(raw, mode, command === 'build' && mode === 'production');

  return {
    // Each file's header says what it buys. antd-css runs first whatever its place (enforce: 'pre').
    plugins: [
      antdCss(),
      strictStyles(process.cwd()),
      antdWithoutStyleCode(),
      slicedPreloads(),
      react(),
      checkedEnv(),
      excelWithoutRequire(),
      lazyResultImages(),
      dropMockWorker(raw.VITE_API_MOCK !== 'true'),
      preloadLanding(),
      pageChunks(),
      previewSecurityHeaders(raw),
      sharedOpenChemLib({ build: 'page' }),
    ],
    // every worker's build (Vite builds workers apart from the page): ES modules, as all are started with
    // `type: 'module'`, so the structure worker imports OpenChemLib's own file
    worker: { format: 'es', plugins: () => [sharedOpenChemLib({ build: 'worker' })] },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    build: {
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
      // One stylesheet for the whole shop (about 12 KiB gzip): one request instead of three or four on every
      // first load, each taking one of HTTP/1.1's six connections before the scripts (docs/performance.md),
      // and no stylesheet to wait for when a lazy page opens.
      cssCodeSplit: false,
      modulePreload,
      rolldownOptions: { output },
    },
    // the dev server's pre-bundled dependencies get the same as the build (strict-styles.ts)
    optimizeDeps: { rolldownOptions: { plugins: [strictStyles(process.cwd())] } },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: testConfig(),
  };
});
