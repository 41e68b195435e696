/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { EnvError, parseEnv, placeholderWarnings } from './src/shared/config/env-schema.ts';

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
    plugins: [react(), dropMockWorker(raw.VITE_API_MOCK !== 'true')],
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
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: false,
      testTimeout: 15000,
      restoreMocks: true,
    },
  };
});
