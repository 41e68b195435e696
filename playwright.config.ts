import { defineConfig } from '@playwright/test';
import { chromiumArgs, E2E_CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * End-to-end tests in the Debian Chromium (never a downloaded browser)
 * against the production bundle served by `npm run preview:mock`.
 */
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 8787);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Files are spread over the workers, each file's tests run in order in one worker (unless the file says parallel),
  // and every worker has a fake mall of its own (tests/e2e/fixtures.ts). E2E_WORKERS sets how many: by default 4 in
  // the headless shell (scripts/chromium.ts), 1 in the full browser. Measured on the 2-core machine, the whole suite
  // in the shell: 12.1 min on 2 workers with a quarter of the CPU idle (vmstat), 9.9 min on 3 with a tenth idle (278
  // tests, 12-01); 494 s on 3 workers with 11.6% idle, 464 s on 4 with 3.7% (265 tests, 12-01). The slowest test on 4
  // workers kept 2.6 times its time within its limit. In the full browser two workers were slower (the suite 19.2 min
  // against 15 on one).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? (/headless-shell/.test(E2E_CHROMIUM_PATH) ? 4 : 1)),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${previewPort}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 900 },
    // A visitor who asked for less motion (the app and antd then draw no entrance motions, src/shared/lib/motion.ts):
    // antd's dialogs zoom in from the pointer, so a click aimed at a dialog's button while its motion starts could
    // land where the button was a frame earlier and do nothing (seen in CI on the 确认注销 and 取消订单 confirmations).
    reducedMotion: 'reduce',
    // The analytics service is an HTTPS server of the worker's own with a throwaway certificate (tests/e2e/fixtures.ts);
    // every other address the suite reaches is plain HTTP.
    ignoreHTTPSErrors: true,
    screenshot: 'only-on-failure',
    // A trace is recorded for every test to keep the failing ones: about a quarter of the run's time (4 spec files,
    // 13 tests, alternating: 91 and 98 s with it, 68 and 70 s without). CI records none; E2E_TRACE=retain-on-failure
    // (the local default) or on keeps them.
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')) as 'off' | 'on' | 'retain-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: chromiumArgs(E2E_CHROMIUM_PATH),
    },
  },
  metadata: { mockApi: `http://127.0.0.1:${mockPort}` },
  webServer: {
    command: 'npm run preview:mock',
    url: `http://127.0.0.1:${previewPort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // An analytics id, as production has: the shop loads the analytics script and sends page views, which
    // tests/e2e/fixtures.ts answers in the browser (nothing leaves the machine) and token-origin.spec.ts reads.
    env: { MOCK_PORT: String(mockPort), PREVIEW_PORT: String(previewPort), VITE_ANALYTICS_ID: 'e2e-analytics' },
  },
});
