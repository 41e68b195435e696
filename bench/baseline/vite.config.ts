import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the baseline page with the shop's toolchain (see scripts/bench-lighthouse.ts). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', manifest: true, emptyOutDir: true },
});
