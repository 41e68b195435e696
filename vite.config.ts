/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { EnvError, parseEnv, placeholderWarnings } from './src/shared/config/env-schema.ts';
import { securityHeaders } from './scripts/security-headers.ts';
import { OWN_MODULES } from './tests/own-modules.ts';

/** Without the fake mall, its service worker file is not shipped either. */
function dropMockWorker(drop: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (drop) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The home page is where most visits land: its chunk (and the chunks it
 * imports) are announced in index.html, fetched with the entry instead of
 * after the entry has run (docs/performance.md). About 10 KiB gzip that other
 * landing pages fetch for nothing; they start their own page's download as
 * the entry starts (preloadRoute in src/app/router.tsx).
 */
function preloadHome(): Plugin {
  const HOME = 'src/pages/home/index.tsx';
  let base = '/';
  return {
    name: 'preload-home',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME));
        if (!home) return [];
        const entryFiles = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) walk(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, entryFiles);
        const homeFiles = new Set<string>();
        walk(home.fileName, homeFiles);
        return [...homeFiles]
          .filter((file) => !entryFiles.has(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** `vite preview` (so `npm run preview:mock`) answers with the shop's CSP and security headers (README "Deploying"). */
function previewSecurityHeaders(raw: Record<string, string>): Plugin {
  let base = '/';
  return {
    name: 'preview-security-headers',
    configResolved(config) {
      base = config.base;
    },
    configurePreviewServer(server) {
      const headers = securityHeaders(raw, base);
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}

const TEST_EXCLUDE = ['tests/e2e/**', 'node_modules/**'];

export default defineConfig(({ command, mode }) => {
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  // Validate the configuration before anything starts: a wrong value stops
  // `npm run dev` / `npm run build` with a message naming the variable. A
  // production build also insists on https/wss (src/shared/config/env-schema.ts).
  const production = command === 'build' && mode === 'production';
  try {
    const parsed = parseEnv(raw, { production });
    if (production) {
      const warnings = placeholderWarnings(parsed);
      if (warnings.length > 0) {
        const line = '!'.repeat(72);
        console.warn(`\n${line}\n警告：生产构建仍在使用占位配置，这个包连不上真正的商城：\n${warnings.map((w) => `  - ${w}`).join('\n')}\n${line}\n`);
      }
    }
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n${error.message}\n（检查 .env.${mode} 或同名环境变量）\n`);
      process.exit(1);
    }
    throw error;
  }

  return {
    plugins: [react(), dropMockWorker(raw.VITE_API_MOCK !== 'true'), preloadHome(), previewSecurityHeaders(raw)],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      exclude: TEST_EXCLUDE,
      css: false,
      testTimeout: 15000,
      restoreMocks: true,
      // At least two workers: Vitest's default (one core less than the
      // machine has) is a single worker on a 2-core machine, and the main
      // process is nearly idle once the modules are transformed.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          // One jsdom and one module graph per worker, shared by the files it
          // runs: tests/setup.ts puts back what a test may leave behind.
          extends: true,
          test: { name: 'shared', isolate: false, include: ['tests/**/*.test.{ts,tsx}'], exclude: OWN_MODULES },
        },
        {
          // Files that replace modules (vi.mock) or load them again
          // (vi.resetModules) get a module graph of their own.
          extends: true,
          test: { name: 'isolated', isolate: true, include: OWN_MODULES },
        },
      ],
    },
  };
});
