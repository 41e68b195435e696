/**
 * `npm run bench:lighthouse`: the shop's first pages side by side with a bare
 * React 19 + antd 6 baseline (bench/baseline/), both built with this toolchain,
 * served gzip-compressed on loopback like a CDN (deep links rewritten to
 * index.html), measured by the pinned Lighthouse of bench/package.json in
 * Debian's Chromium, mobile and desktop presets, alternating shop and baseline.
 * Prints the medians with the shop-minus-baseline deltas and the goals of
 * docs/performance.md; raw reports go to bench/reports/<time>/.
 * A measurement, not a CI gate: timings are noisy on a shared machine, which
 * is why the baseline is measured in the same run.
 *   BENCH_RUNS (3)  BENCH_SKIP_BUILD=1  BENCH_ROUTES=/,/account/login (members: /order/{in-approval} for the
 *   large account's newest 待审批 order)  CHROMIUM_PATH
 *   BENCH_LCP_PATH=1: also writes, for each mobile run, <name>.lcp-path.txt: the requests and main-thread
 *   work of Lighthouse's simulated LCP (optimistic and pessimistic graphs) with their simulated start and
 *   end, latest last: what to shorten when LCP is over its goal.
 *   BENCH_KEEP_ARTIFACTS=1 (with BENCH_LCP_PATH=1): keeps each mobile run's artifacts (<name>.artifacts) for
 *   `npm run bench:lcp-whatif`, which prices a change to the first load from them.
 *   BENCH_MEMBERS=1 (`npm run bench:lighthouse-members`): the members' pages instead, on the large account
 *   (MOCK_SCALE=large), its owner 王敏 signed in by a stored session (new tokens in the Chrome profile's
 *   localStorage before each run; Lighthouse's storage reset keeps localStorage and clears the HTTP cache), with
 *   the members' goals (issue 46). Each route's final screenshot of the first run is kept (<name>.jpg), and a
 *   run that ends on the login page fails the bench.
 *   BENCH_HTTP2=1: shop and baseline over HTTPS with HTTP/2 (a throwaway self-signed certificate made by openssl),
 *   as a CDN serves them, instead of HTTP/1.1: Lighthouse's simulation then fetches a page's files over one warm
 *   connection instead of six at a time. BENCH_HTTPS=1: over HTTPS with HTTP/1.1 (what TLS alone costs). The fake
 *   mall stays on HTTP/1.1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { mallClient, median, memberTokens, reportDir, storedSession, type Tokens } from './bench-kit.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { mockBuildEnv } from './mock-env.ts';
import { inlineScripts } from './security-headers.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 8797);
const SHOP_PORT = Number(process.env.BENCH_SHOP_PORT ?? 4197);
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4198);
const SHOP_DIR = 'dist-lighthouse';
const BASE_DIR = 'dist-lighthouse-baseline';
const MEMBERS = process.env.BENCH_MEMBERS === '1';
const HTTP2 = process.env.BENCH_HTTP2 === '1';
const TLS = HTTP2 || process.env.BENCH_HTTPS === '1';
const SCHEME = TLS ? 'https' : 'http';
const PROTOCOL = HTTP2 ? 'HTTPS, HTTP/2' : TLS ? 'HTTPS, HTTP/1.1' : 'HTTP/1.1';
/** the large account's statement month of 2,000 lines (mocks/db/seed/large.ts) */
const STATEMENT_MONTH = '2026-10';
// the fake mall reads it when its database module loads (below, by a dynamic import)
if (MEMBERS) process.env.MOCK_SCALE = 'large';

/** Goals of issue 29 (after issue 10's), kept in docs/performance.md. */
const LANDING_GOALS = {
  /** every landing route: the scripts fetched until Lighthouse finds the page idle, gzip */
  scriptsUntilIdleKiB: 300,
  mobileScoreBelowBaseline: 3,
  lcpOverBaselineMs: 500,
  /** the login page's TBT: at or under the baseline's */
  loginTbtOverBaselineMs: 0,
  /** the other routes' TBT (issue 10's goal, kept) */
  tbtOverBaselineMs: 150,
  cls: 0,
  desktopScore: 95,
};
/** The members' pages on the large account (issue 46): no desktop goal; login is not among them. */
const MEMBER_GOALS = {
  scriptsUntilIdleKiB: 350,
  mobileScoreBelowBaseline: 5,
  lcpOverBaselineMs: 800,
  loginTbtOverBaselineMs: 150,
  tbtOverBaselineMs: 150,
  cls: 0.02,
  desktopScore: 0,
};
const GOALS = MEMBERS ? MEMBER_GOALS : LANDING_GOALS;

type Preset = 'mobile' | 'desktop';
interface Sample {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKiB: number;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
}

// 1. Lighthouse, pinned in bench/package-lock.json, installed on first use only.
if (!existsSync('bench/node_modules/lighthouse/package.json')) {
  console.info('[bench] installing the pinned Lighthouse into bench/node_modules …');
  run('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund', '--loglevel=error']);
}
const lhUrl = pathToFileURL(resolve('bench/node_modules/lighthouse/core/index.js')).href;
const launcherUrl = pathToFileURL(resolve('bench/node_modules/chrome-launcher/dist/index.js')).href;
const lighthouseModule = (await import(lhUrl)) as {
  default: (url: string, flags: object, config?: object) => Promise<{ lhr: Lhr; report: string | string[] } | undefined>;
  desktopConfig: object;
};
const puppeteerUrl = pathToFileURL(resolve('bench/node_modules/puppeteer-core/lib/puppeteer/puppeteer-core.js')).href;
const puppeteer = (await import(puppeteerUrl)) as { default: { connect: (options: { browserURL: string }) => Promise<PuppeteerBrowser> } };
interface PuppeteerBrowser {
  newPage: () => Promise<{
    setRequestInterception: (on: boolean) => Promise<void>;
    on: (event: 'request', handler: (request: { respond: (response: { status: number; contentType: string; body: string }) => Promise<void> }) => void) => void;
    goto: (url: string) => Promise<unknown>;
    evaluate: <A>(fn: (arg: A) => void, arg: A) => Promise<void>;
    close: () => Promise<void>;
  }>;
  disconnect: () => Promise<void>;
}
const launcher = (await import(launcherUrl)) as {
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => Promise<void> | void }>;
};
const lighthouse = lighthouseModule.default;

interface Lhr {
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  configSettings: unknown;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }>;
}

// 2. The fake mall on loopback, and both builds.
const { startMockServer } = await import('../mocks/http-server.ts');
const mock = await startMockServer(MOCK_PORT);
if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(`${SHOP_DIR}/index.html`)) {
  run('vite', ['build', '--outDir', SHOP_DIR, '--emptyOutDir', '--logLevel', 'warn'], mockBuildEnv(MOCK_PORT));
}
if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(`${BASE_DIR}/index.html`)) {
  run('vite', ['build', '--config', 'bench/baseline/vite.config.ts', '--outDir', resolve(BASE_DIR)]);
}

// 3. A CDN-like static server: gzip, hashed assets cached forever, deep links to index.html.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
/** A self-signed certificate for 127.0.0.1, valid a day (BENCH_HTTP2=1, BENCH_HTTPS=1). */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    run('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const tls = TLS ? throwawayCertificate() : undefined;
function serve(root: string, port: number): Promise<{ close: () => void }> {
  const cache = new Map<string, Buffer>();
  // what HTTP/1.1's and HTTP/2's compatibility API have in common
  const handle = (req: { url?: string }, res: { writeHead: (status: number, headers: Record<string, string>) => unknown; end: (body: Buffer) => unknown }) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body = cache.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file), { level: 9 });
      cache.set(file, body);
    }
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'gzip',
      'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(body);
  };
  const server = !tls ? createServer(handle) : HTTP2 ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createHttpsServer(tls, handle);
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
/**
 * The gzip bytes of a build's inline scripts (the shop's landing script, scripts/vite/plugins/preload-landing.ts): they come with the document,
 * not as a Script request, and still count in "scripts until idle".
 */
function inlineScriptBytes(dir: string): number {
  return inlineScripts(readFileSync(join(dir, 'index.html'), 'utf8')).reduce((sum, body) => sum + gzipSync(body).length, 0);
}
const SHOP_INLINE_JS = inlineScriptBytes(SHOP_DIR);
const BASE_INLINE_JS = inlineScriptBytes(BASE_DIR);

const shopServer = await serve(SHOP_DIR, SHOP_PORT);
const baseServer = await serve(BASE_DIR, BASE_PORT);

// 4. The routes: a product detail takes the first material the fake mall lists.
async function firstMaterialId(): Promise<string | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${MOCK_PORT}/mall/v1/materials?page=1&pageSize=1`);
    const body = (await response.json()) as { data?: { list?: Array<{ _id?: string; id?: string }> } };
    const first = body.data?.list?.[0];
    return first?._id ?? first?.id;
  } catch {
    return undefined;
  }
}
const json = mallClient(MOCK_PORT);
/** `{in-approval}` in a route (BENCH_ROUTES=/order/{in-approval}): the large account's newest 待审批 order. */
const IN_APPROVAL = '{in-approval}';
/** The members' pages, with the order in approval filled in. */
async function memberRoutes(requested?: string[]): Promise<string[]> {
  const wanted = requested ?? ['/cart', '/order', `/order/${IN_APPROVAL}`, `/statement?month=${STATEMENT_MONTH}`, '/invoice/apply', '/mine/setting'];
  if (!wanted.some((route) => route.includes(IN_APPROVAL))) return wanted;
  const tokens = await memberTokens(json);
  const waiting = await json<{ list: { _id: string }[] }>('/mall/v1/orders?status=pendingApproval&page=1&pageSize=1', {}, tokens.accessToken);
  const inApproval = waiting.list[0]?._id;
  if (!inApproval) throw new Error('the large account has no order in approval');
  return wanted.map((route) => route.replace(IN_APPROVAL, inApproval));
}
const detailId = MEMBERS ? undefined : await firstMaterialId();
const requestedRoutes = process.env.BENCH_ROUTES?.split(',');
const routes = (
  MEMBERS ? await memberRoutes(requestedRoutes) : (requestedRoutes ?? ['/', '/product', detailId ? `/product/${detailId}` : '', '/account/login'])
).filter(Boolean);

const outDir = reportDir();

/** Lighthouse's simulated LCP, node by node (BENCH_LCP_PATH=1), from the artifacts saved in `dir`. */
async function lcpPath(dir: string, settings: unknown): Promise<string> {
  const lh = (path: string) => import(pathToFileURL(resolve('bench/node_modules/lighthouse', path)).href);
  const { loadArtifacts } = (await lh('core/lib/asset-saver.js')) as { loadArtifacts: (dir: string) => Promise<Record<string, unknown>> };
  const { LanternLargestContentfulPaint } = (await lh('core/computed/metrics/lantern-largest-contentful-paint.js')) as {
    LanternLargestContentfulPaint: { request: (data: object, context: object) => Promise<Record<string, LanternEstimate>> };
  };
  const a = await loadArtifacts(dir);
  const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog, gatherContext: a.GatherContext, settings, URL: a.URL, SourceMaps: a.SourceMaps, HostDPR: a.HostDPR };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const lines: string[] = [];
  for (const kind of ['optimisticEstimate', 'pessimisticEstimate']) {
    const estimate = lcp[kind]!;
    lines.push(`${kind}: ${Math.round(estimate.timeInMs)} ms`);
    for (const [node, t] of [...estimate.nodeTimings.entries()].sort((x, y) => x[1].endTime - y[1].endTime)) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType} ${node.request.priority} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')}`
          : `main thread ${Math.round(node.duration / 1000)} ms${busiest(node.childEvents)}`;
      lines.push(`${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string } };
}
/** A main-thread node's three longest events (what the task spent its time on). */
function busiest(events: TraceEvent[] | undefined): string {
  const top = [...(events ?? [])].sort((x, y) => (y.dur ?? 0) - (x.dur ?? 0)).slice(0, 3);
  const label = (e: TraceEvent) => {
    const where = e.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '') ?? e.args?.data?.functionName ?? '';
    return `${e.name}${where ? ` ${where}` : ''} ${Math.round((e.dur ?? 0) / 1000)}`;
  };
  return top.length > 0 ? `: ${top.map(label).join(', ')}` : '';
}
interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<
    {
      type: string;
      duration: number;
      request: { resourceType: string; priority: string; url: string };
      childEvents?: TraceEvent[];
    },
    { startTime: number; endTime: number }
  >;
}

/**
 * The member's session stored in the new Chrome profile's localStorage for `origin`, by a blank page of that origin
 * (answered here, not by the shop: nothing of the shop is loaded or cached before Lighthouse's run).
 */
async function storeSession(port: number, origin: string, tokens: Tokens): Promise<void> {
  const browser = await puppeteer.default.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>session</title>' }));
    await page.goto(`${origin}/__bench-session`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storedSession(tokens));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measure(url: string, preset: Preset, name: string, inlineJs: number, tokens?: Tokens, keepScreenshot = false): Promise<Sample> {
  const chrome = await launcher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: TLS ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS });
  const artifacts = process.env.BENCH_LCP_PATH === '1' && preset === 'mobile' ? resolve(outDir, `${name}.artifacts`) : undefined;
  try {
    if (tokens) await storeSession(chrome.port, new URL(url).origin, tokens);
    const result = await lighthouse(
      url,
      // no full-page screenshot: not a metric, and the 2,000-line statement is a page some 90,000 px tall
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], gatherMode: artifacts, auditMode: artifacts, disableFullPageScreenshot: true },
      preset === 'desktop' ? lighthouseModule.desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    writeFileSync(join(outDir, `${name}.json`), Array.isArray(result.report) ? result.report[0]! : result.report);
    if (artifacts) {
      writeFileSync(join(outDir, `${name}.lcp-path.txt`), await lcpPath(artifacts, result.lhr.configSettings));
      if (process.env.BENCH_KEEP_ARTIFACTS !== '1') rmSync(artifacts, { recursive: true, force: true });
    }
    const { lhr } = result;
    const shot = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
    if (keepScreenshot && shot) writeFileSync(join(outDir, `${name}.jpg`), Buffer.from(shot.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
    if (tokens && new URL(lhr.finalDisplayedUrl).pathname.startsWith('/account/')) throw new Error(`${url} ended signed out, on ${lhr.finalDisplayedUrl}`);
    const items = lhr.audits['network-requests']?.details?.items ?? [];
    const js = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsKiB: (js + inlineJs) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

/** CLS as Lighthouse counts it: 0, or its first significant digits (a shift of 0.00002 is not 0). */
const clsText = (cls: number) => (cls === 0 ? '0' : cls.toPrecision(2));

const samples = new Map<string, Sample[]>(); // `${preset} ${page}` -> runs
const push = (key: string, sample: Sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
const slug = (route: string) => (route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^\w-]+/g, '_'));

try {
  for (let i = 1; i <= RUNS; i += 1) {
    for (const preset of ['mobile', 'desktop'] as const) {
      console.info(`[bench] run ${i}/${RUNS}, ${preset}`);
      push(`${preset} baseline`, await measure(`${SCHEME}://127.0.0.1:${BASE_PORT}/`, preset, `${preset}-baseline-${i}`, BASE_INLINE_JS));
      for (const route of routes) {
        const url = `${SCHEME}://127.0.0.1:${SHOP_PORT}${route}`;
        const name = `${preset}-${slug(route)}-${i}`;
        push(`${preset} ${route}`, await measure(url, preset, name, SHOP_INLINE_JS, MEMBERS ? await memberTokens(json) : undefined, i === 1));
      }
    }
  }
} finally {
  shopServer.close();
  baseServer.close();
  mock.close();
}

// 5. The table of medians, with deltas and goals.
function medians(key: string): Sample {
  const list = samples.get(key) ?? [];
  return {
    score: median(list.map((s) => s.score)),
    lcp: median(list.map((s) => s.lcp)),
    tbt: median(list.map((s) => s.tbt)),
    cls: median(list.map((s) => s.cls)),
    jsKiB: median(list.map((s) => s.jsKiB)),
  };
}
const sign = (n: number, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
const mark = (held: boolean) => (held ? '✓' : '✗');

const lines: string[] = [];
lines.push(
  `Lighthouse ${RUNS}× median, Debian Chromium, served gzip on loopback over ${PROTOCOL} (${new Date().toISOString()})` +
    (MEMBERS ? `: members' pages, the large account's owner signed in by a stored session` : ''),
);
lines.push('');
lines.push('| page | mobile score | mobile LCP | mobile TBT | CLS | scripts until idle (gzip) | desktop score |');
lines.push('|---|---|---|---|---|---|---|');
const mb = medians('mobile baseline');
const db = medians('desktop baseline');
lines.push(
  `| baseline | ${mb.score} | ${(mb.lcp / 1000).toFixed(2)} s | ${mb.tbt.toFixed(0)} ms | ${clsText(mb.cls)} | ${mb.jsKiB.toFixed(1)} KiB | ${db.score} |`,
);
let allHeld = true;
for (const route of routes) {
  const m = medians(`mobile ${route}`);
  const d = medians(`desktop ${route}`);
  const held = {
    score: mb.score - m.score <= GOALS.mobileScoreBelowBaseline,
    lcp: m.lcp - mb.lcp <= GOALS.lcpOverBaselineMs,
    tbt: m.tbt - mb.tbt <= (route === '/account/login' ? GOALS.loginTbtOverBaselineMs : GOALS.tbtOverBaselineMs),
    cls: m.cls <= GOALS.cls,
    js: m.jsKiB <= GOALS.scriptsUntilIdleKiB,
    desktop: d.score >= GOALS.desktopScore,
  };
  if (!Object.values(held).every(Boolean)) allHeld = false;
  lines.push(
    `| ${route} | ${m.score} (${sign(m.score - mb.score)}) ${mark(held.score)} | ${(m.lcp / 1000).toFixed(2)} s (${sign((m.lcp - mb.lcp) / 1000, 2)}) ${mark(held.lcp)} | ` +
      `${m.tbt.toFixed(0)} ms (${sign(m.tbt - mb.tbt)}) ${mark(held.tbt)} | ${clsText(m.cls)} ${mark(held.cls)} | ` +
      `${m.jsKiB.toFixed(1)} KiB (${sign(m.jsKiB - mb.jsKiB, 1)}) ${mark(held.js)} | ${d.score}${MEMBERS ? '' : ` ${mark(held.desktop)}`} |`,
  );
}
lines.push('');
lines.push(
  `Goals: mobile score within ${GOALS.mobileScoreBelowBaseline} of the baseline, LCP ≤ baseline + ${GOALS.lcpOverBaselineMs / 1000} s, ` +
    `TBT ≤ baseline + ${GOALS.tbtOverBaselineMs} ms${MEMBERS ? '' : ` (login: ≤ baseline + ${GOALS.loginTbtOverBaselineMs} ms)`}, CLS ≤ ${GOALS.cls}, ` +
    `scripts until idle ≤ ${GOALS.scriptsUntilIdleKiB} KiB${MEMBERS ? '' : `, desktop ≥ ${GOALS.desktopScore}`}.`,
);
lines.push(allHeld ? 'Every goal held.' : 'Some goals are not held (✗).');
const table = lines.join('\n');
writeFileSync(join(outDir, 'summary.md'), `${table}\n`);
console.info(`\n${table}\n\nRaw reports: ${outDir}/`);
