import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ANALYTICS_SCRIPT_URL } from '../../src/shared/config/constants.ts';

/**
 * Every Playwright worker has a fake mall of its own, so workers run side by side without sharing the mall's state
 * (each test resets its mall). One bundle serves them all: it calls the mall at the build's origin (PAGE_API), and
 * each worker's Chromium maps that address to the worker's own mall (`--host-resolver-rules`, the `launchOptions`
 * fixture below). Node-side calls (controls, tokens, look-ups) go to the worker's mall directly (MOCK_API).
 */
const BUILT_PORT = Number(process.env.MOCK_PORT ?? 8787);
/** The worker's slot (0 … workers − 1): set by Playwright in every worker process. */
const PARALLEL_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** This worker's mall; its ports stay clear of the preview's and of other checkouts' (MOCK_PORT + 1000 + slot). */
export const WORKER_MALL_PORT = BUILT_PORT + 1000 + PARALLEL_INDEX;

/** The mall as the page sees it (the build's origin): for page.route patterns, CSP and request origins. */
export const PAGE_API = `http://127.0.0.1:${BUILT_PORT}`;
/** The mall as this worker's Node code calls it: controls (/__mock/...), tokens, look-ups. */
export const MOCK_API = `http://127.0.0.1:${WORKER_MALL_PORT}`;
/** The fake RAGFlow as the page sees it: the same server under another host name, so another origin than the API (scripts/mock-env.ts). */
export const ASSISTANT_API = `http://localhost:${BUILT_PORT}/ragflow`;
/** The analytics service's origin; the e2e build has an analytics id (playwright.config.ts), and nothing reaches it. */
export const ANALYTICS_ORIGIN = new URL(ANALYTICS_SCRIPT_URL).origin;

/** Calls a control of the fake mall (/__mock/...). */
export async function mockControl<T = unknown>(path: string, body?: unknown): Promise<T> {
  const send = () =>
    fetch(`${MOCK_API}/__mock${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // Node's fetch keeps the connection of the last call open; after a long pause (cdn-base.spec.ts builds the shop
  // for half a minute before its first test) the server may close it just as it is used again ("fetch failed").
  // One more try on a new connection: the controls are safe to send twice (a reset, a token, a review).
  const response = await send().catch(async (error: unknown) => {
    if (!(error instanceof TypeError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 200));
    return send();
  });
  const json = (await response.json()) as { code: number; data: T; msg: string };
  if (json.code !== 0) throw new Error(`mock control ${path} failed: ${json.msg}`);
  return json.data;
}

/** Stores tokens before the app loads, as a previous login would have. */
export async function storeTokens(page: Page, tokens: { accessToken: string; refreshToken: string }): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-tokens-set')) {
      localStorage.setItem('tokenInfo', value);
      sessionStorage.setItem('e2e-tokens-set', '1');
    }
  }, JSON.stringify(tokens));
}

const readingBodies = new WeakSet<BrowserContext>();

/**
 * Makes the bodies of the context's requests readable (`request.postData()`). Chromium tells Playwright the body of
 * a call the shop sends through ky only while requests are intercepted, so every request passes through a route that
 * lets it go on. That costs what any route costs (every request paused, the HTTP cache off): only for a test that
 * reads bodies, called before its first page opens.
 */
export async function readRequestBodies(context: BrowserContext): Promise<void> {
  if (readingBodies.has(context)) return;
  readingBodies.add(context);
  await context.route('**/*', (route) => route.continue().catch(() => undefined)); // a page closing meanwhile
}

interface ConsoleGuard {
  errors: string[];
  /** Declare an error this test expects (e.g. the browser's own log of a 401). */
  allow(pattern: RegExp): void;
}

interface Analytics {
  /** Every request the page made to the analytics origin (script and beacons), as URLs. */
  requests: URL[];
  /** The page views the stand-in script sent (`hm.gif?…&u=<page>`). */
  pageViews(): URL[];
}

/**
 * A stand-in for the third-party analytics script (a Baidu-Tongji-like
 * `hm.js`): it drains the `_hmt` queue the shop fills (src/shared/lib/analytics.ts)
 * and sends one `hm.gif` beacon per `_trackPageview`, carrying what such a
 * script carries: the page (`u`), the page title (`tt`) and the document's
 * referrer (`su`).
 */
const ANALYTICS_STAND_IN = `(() => {
  const site = new URL(document.currentScript.src).search.slice(1);
  const send = (path) => {
    const query = new URLSearchParams({ si: site, et: '0', u: location.origin + path, tt: document.title, su: document.referrer, rnd: String(Math.random()).slice(2) });
    new Image().src = '${ANALYTICS_ORIGIN}/hm.gif?' + query.toString();
  };
  const run = (command) => {
    if (Array.isArray(command) && command[0] === '_trackPageview') send(String(command[1]));
  };
  const queued = Array.isArray(window._hmt) ? window._hmt.slice() : [];
  window._hmt = { push: (...commands) => commands.forEach(run) };
  queued.forEach(run);
})();`;

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The worker's analytics service: its port, and where it writes down what it is asked for (the running test's list). */
interface AnalyticsService {
  port: number;
  record: URL[];
}

/**
 * The analytics service played by an HTTPS server of the worker's own (a throwaway self-signed certificate for the
 * service's host, tests/e2e/analytics-tls; the contexts ignore certificate errors, playwright.config.ts), which the
 * worker's Chromium reaches at the service's address (`--host-resolver-rules`). Not Playwright's routing: a route
 * makes Chromium pause every request of the page and turns its HTTP cache off, and the suite ran about a fifth slower
 * with it (5 spec files, 39 tests on 3 workers: 209 and 192 s with a route, 161 without, 12-01).
 */
function startAnalyticsService(): Promise<{ service: AnalyticsService; close: () => Promise<void> }> {
  const service: AnalyticsService = { port: 0, record: [] };
  const tls = { key: readFileSync(new URL('./analytics-tls/key.pem', import.meta.url)), cert: readFileSync(new URL('./analytics-tls/cert.pem', import.meta.url)) };
  const server = createHttpsServer(tls, (request, response) => {
    const url = new URL(request.url ?? '/', ANALYTICS_ORIGIN);
    service.record.push(url);
    if (url.pathname === '/hm.js') response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(ANALYTICS_STAND_IN);
    else response.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' }).end(PIXEL);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      service.port = (server.address() as AddressInfo).port;
      const close = () =>
        new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        });
      resolve({ service, close });
    });
  });
}

/** Every test fails on a console error or an uncaught exception it did not declare. */
/** Starts `npm run mock:server` on this worker's port, in a process of its own; resolves once it listens. */
function startWorkerMall(): Promise<ChildProcess> {
  const mall = spawn(process.execPath, [fileURLToPath(new URL('../../mocks/http-server.ts', import.meta.url))], {
    env: { ...process.env, MOCK_PORT: String(WORKER_MALL_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // a worker ended hard leaves no mall behind to hold the port
  process.once('exit', () => mall.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let said = '';
    let started = false;
    // the pipe is read for the mall's whole life (a full pipe would stall it); only its start is kept
    mall.stdout.on('data', (chunk: Buffer) => {
      if (started) return;
      said += chunk.toString();
      if (said.includes('HTTP 服务已启动')) {
        started = true;
        resolve(mall);
      }
    });
    mall.once('exit', (code, signal) => reject(new Error(`the worker's fake mall (port ${WORKER_MALL_PORT}) ended (${signal ?? code}): ${said}`)));
  });
}

export const test = base.extend<{ freshMall: void; consoleGuard: ConsoleGuard; analytics: Analytics }, { workerMall: ChildProcess; analyticsService: AnalyticsService }>({
  /** This worker's fake mall, a process of its own started once per worker (a fresh seed), ended with the worker. */
  workerMall: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const mall = await startWorkerMall();
      await use(mall);
      // the port is free again before a replacement worker of this slot starts its own mall
      await new Promise((resolve) => {
        mall.once('exit', resolve);
        mall.kill('SIGTERM');
      });
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  analyticsService: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const { service, close } = await startAnalyticsService();
      await use(service);
      await close();
    },
    { scope: 'worker' },
  ],
  /**
   * The browser reaches this worker's mall at the build's origin (the API and the fake RAGFlow, sockets included),
   * and the analytics service at its own address.
   */
  launchOptions: [
    async ({ launchOptions, analyticsService }, use) => {
      const to = `127.0.0.1:${WORKER_MALL_PORT}`;
      const analytics = `${new URL(ANALYTICS_ORIGIN).hostname}:443 127.0.0.1:${analyticsService.port}`;
      const rules = `--host-resolver-rules=MAP 127.0.0.1:${BUILT_PORT} ${to}, MAP localhost:${BUILT_PORT} ${to}, MAP ${analytics}`;
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), rules] });
    },
    { scope: 'worker' },
  ],
  /**
   * Every test starts from the seed: the fake mall reset, and the home page's notices (docs/api.md §12) read, so
   * they do not open over what a spec is about (tests/e2e/notices.spec.ts makes them unread again and tests them).
   * A fixture, not a `test.beforeEach` in this module: a hook called here attaches only to the first spec file that
   * imports it, so every later file ran on what the earlier ones had left.
   */
  freshMall: [
    async ({ workerMall }, use) => {
      expect({ exitCode: workerMall.exitCode, signal: workerMall.signalCode }).toEqual({ exitCode: null, signal: null });
      await mockControl('/reset', {});
      await mockControl('/notices/read-all', {});
      await use();
    },
    { auto: true },
  ],
  /** What the pages of this test asked of the analytics service (startAnalyticsService), from the test's start. */
  analytics: [
    async ({ analyticsService }, use) => {
      const requests: URL[] = [];
      analyticsService.record = requests;
      await use({ requests, pageViews: () => requests.filter((url) => url.pathname === '/hm.gif') });
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use({ errors, allow: (pattern) => void allowed.push(pattern) });
      expect(errors.filter((text) => !allowed.some((pattern) => pattern.test(text))), 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Chrome logs every 401 answer itself; the refresh flow expects them. */
export const BROWSER_401 = /Failed to load resource: the server responded with a status of 401/;

export { expect };
