/**
 * `npm run preview:mock`: the production bundle against the fake mall over
 * real HTTP. Starts the loopback mock server, builds with VITE_API_MOCK=false
 * pointed at it (into dist-mock/, so dist/ stays the real build), and serves
 * the bundle with `vite preview`.
 *   MOCK_PORT (8787)  PREVIEW_PORT (4173)  PREVIEW_MOCK_SKIP_BUILD=1 reuses dist-mock/
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startMockServer } from '../mocks/http-server.ts';
import { mockBuildEnv } from './mock-env.ts';

const mockPort = Number(process.env.MOCK_PORT ?? 8787);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const api = `http://127.0.0.1:${mockPort}`;
const outDir = 'dist-mock';

const buildEnv = mockBuildEnv(mockPort);

const server = await startMockServer(mockPort);

if (!(process.env.PREVIEW_MOCK_SKIP_BUILD === '1' && existsSync(`${outDir}/index.html`))) {
  const build = spawnSync('vite', ['build', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit', env: buildEnv, shell: false });
  if (build.status !== 0) {
    server.close();
    process.exit(build.status ?? 1);
  }
}

const preview = spawn('vite', ['preview', '--outDir', outDir, '--port', String(previewPort), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'inherit',
  env: buildEnv,
});
const stop = () => {
  preview.kill('SIGTERM');
  server.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
preview.on('exit', (code) => {
  server.close();
  process.exit(code ?? 0);
});
console.info(`[preview:mock] 生产包：http://127.0.0.1:${previewPort}  模拟商城：${api}`);
