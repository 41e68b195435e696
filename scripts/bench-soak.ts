/**
 * `npm run bench:soak`: a session that stays light. The production bundle against the fake mall's large account
 * (MOCK_SCALE=large, as `npm run preview:mock` serves it), its owner signed in by a stored session, ONE page driven
 * through SOAK_STEPS route changes by the shop's own links, tabs, pager, filters and menus (client-side navigation,
 * what leaks; no page.goto after the first): the order list and
 * its paging and filters, order details (one in approval), the cart with 快速下单's dialog opened and closed, 我的发票,
 * 合并开票, the statement's 2,000-line month, 账号设置, buying lists, the catalogue and a detail with the assistant's
 * panel opened and closed. One round is 25 route changes, so every sample (each SOAK_EVERY steps, a multiple of 25)
 * is taken on the same page (the home page). At each: a forced GC (CDP HeapProfiler.collectGarbage), then JS heap
 * used and, from a heap snapshot, how much of it is the page's JS data and how much code (heap-split.ts: V8 keeps
 * adding optimised code and its metadata as functions get hot; a leak of the shop's shows in the data), DOM nodes (CDP and the document's), event listeners and the React Query cache's queries (read from outside
 * through a React DevTools hook installed by the bench: nothing in the bundle). Prints a table and the growth from
 * the first sample after warm-up (SOAK_EVERY) to the last; no verdict on noise (a leak shows as a line). Exits 1
 * if a route does not render (its heading never appears). Writes bench/reports/<time>/soak.md.
 *   PREVIEW_PORT (4173)  MOCK_PORT (8787)  CHROMIUM_PATH (/usr/bin/chromium)
 *   SOAK_STEPS (300)  SOAK_EVERY (50)  SOAK_SKIP_BUILD=1: reuse dist-mock/  BENCH_REUSE=1: a preview:mock already running
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { benchPage, mallClient, reportDir, resetMall, startPreviewMock } from './bench-kit.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { splitHeap, type HeapSnapshot } from './heap-split.ts';

const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 8787);
const base = `http://127.0.0.1:${previewPort}`;
const steps = Number(process.env.SOAK_STEPS ?? 300);
const every = Number(process.env.SOAK_EVERY ?? 50);
const TIMEOUT = 30_000;
const STATEMENT_MONTH = '2026-10';
const STATEMENT_LABEL = '2026年10月';

process.env.MOCK_SCALE = 'large';
const commit = execSync('git rev-parse --short HEAD').toString().trim();

interface Move {
  route: string;
  go: (page: Page) => Promise<void>;
  /** the page's heading (h1 of main), or a locator of it */
  heading: string | ((page: Page) => Locator);
  /** after the heading: the content is there */
  ready?: (page: Page) => Promise<void>;
  /** once rendered: a dialog or panel opened and closed */
  after?: (page: Page) => Promise<void>;
}

const banner = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const click = (locator: Locator) => locator.click({ timeout: TIMEOUT });
const firstOrder = (page: Page) => click(main(page).getByRole('article').first().getByRole('link').first());
/** the list's answer is in (not the previous one kept while fetching) */
const orders = async (page: Page) => {
  await main(page).locator('[aria-busy="false"] > article').first().waitFor({ timeout: TIMEOUT });
};
const userMenu = async (page: Page, item: string) => {
  await click(banner(page).getByRole('button', { name: /用户菜单/ }));
  await click(page.getByRole('menuitem', { name: item }));
};

/** One round: 25 route changes, ending on the home page (where every sample is taken). */
const ROUND: Move[] = [
  { route: '/product', heading: '全部产品', go: (p) => click(banner(p).getByRole('link', { name: '全部产品', exact: true })), ready: (p) => main(p).locator('a[href^="/product/"]').first().waitFor({ timeout: TIMEOUT }) },
  {
    route: '/product/{id} + 小助手',
    heading: (p) => main(p).locator('h1').filter({ hasNotText: /^全部产品$|不存在/ }),
    go: (p) => click(main(p).locator('a[href^="/product/"]').first()),
    after: async (p) => {
      await click(p.getByRole('button', { name: '打开小助手' }));
      await p.getByRole('dialog', { name: '小助手' }).getByRole('textbox', { name: '输入您的问题' }).waitFor({ timeout: TIMEOUT });
      await click(p.getByRole('dialog', { name: '小助手' }).getByRole('button', { name: '关闭小助手' }));
      await p.getByRole('dialog', { name: '小助手' }).waitFor({ state: 'hidden', timeout: TIMEOUT });
    },
  },
  { route: '/order', heading: '我的订单', go: (p) => click(banner(p).getByRole('link', { name: '我的订单' })), ready: orders },
  { route: '/order?page=2', heading: '我的订单', go: (p) => click(main(p).getByTitle('下一页')), ready: async (p) => { await p.waitForURL(/page=2/, { timeout: TIMEOUT }); await orders(p); } },
  { route: '/order?page=3', heading: '我的订单', go: (p) => click(main(p).getByTitle('下一页')), ready: async (p) => { await p.waitForURL(/page=3/, { timeout: TIMEOUT }); await orders(p); } },
  { route: '/order 待审批', heading: '我的订单', go: (p) => click(main(p).getByRole('tab', { name: /待审批/ })), ready: async (p) => { await p.waitForURL(/status=pendingApproval/, { timeout: TIMEOUT }); await orders(p); } },
  { route: '/order/{id} (待审批)', heading: '订单详情', go: firstOrder, ready: (p) => main(p).getByText('待审批').first().waitFor({ timeout: TIMEOUT }) },
  { route: '/order', heading: '我的订单', go: (p) => click(main(p).getByRole('link', { name: '返回我的订单' })), ready: orders },
  { route: '/order 近3个月', heading: '我的订单', go: (p) => click(main(p).getByText('近3个月', { exact: true })), ready: async (p) => { await p.waitForURL(/createdAt=/, { timeout: TIMEOUT }); await orders(p); } },
  { route: '/order 待收货', heading: '我的订单', go: (p) => click(main(p).getByRole('tab', { name: /待收货/ })), ready: async (p) => { await p.waitForURL(/status=pendingReceipt/, { timeout: TIMEOUT }); await orders(p); } },
  { route: '/order/{id}', heading: '订单详情', go: firstOrder },
  { route: '/cart', heading: '购物车', go: (p) => click(banner(p).getByRole('link', { name: /^购物车/ })), ready: (p) => p.getByTestId('selected-count').waitFor({ timeout: TIMEOUT }) },
  {
    route: '/cart?quick=1 + 快速下单',
    heading: '购物车',
    go: (p) => click(banner(p).getByRole('link', { name: '快速下单' })),
    after: async (p) => {
      await p.getByRole('dialog', { name: '快速下单' }).waitFor({ timeout: TIMEOUT });
      await p.keyboard.press('Escape');
      await p.getByRole('dialog', { name: '快速下单' }).waitFor({ state: 'hidden', timeout: TIMEOUT });
    },
  },
  { route: '/invoice', heading: '我的发票', go: (p) => click(banner(p).getByRole('link', { name: '我的发票' })) },
  { route: '/invoice?tab=orders', heading: '我的发票', go: (p) => click(main(p).getByRole('tab', { name: '订单发票' })), ready: (p) => main(p).getByRole('link', { name: '合并开票' }).waitFor({ timeout: TIMEOUT }) },
  { route: '/invoice/apply', heading: '合并开票', go: (p) => click(main(p).getByRole('link', { name: '合并开票' })), ready: (p) => main(p).getByRole('checkbox').first().waitFor({ timeout: TIMEOUT }) },
  { route: '/invoice?tab=orders', heading: '我的发票', go: (p) => click(main(p).getByRole('link', { name: '返回订单发票' })) },
  { route: '/statement', heading: '对账单', go: (p) => click(main(p).getByRole('tab', { name: '对账单' })) },
  {
    route: `/statement?month=${STATEMENT_MONTH} (2,000 lines)`,
    heading: '对账单',
    go: (p) => click(main(p).getByText(STATEMENT_LABEL, { exact: true })),
    ready: async (p) => {
      await p.waitForURL(new RegExp(`month=${STATEMENT_MONTH}`), { timeout: TIMEOUT });
      await main(p).getByText(`${STATEMENT_LABEL}对账单`).first().waitFor({ timeout: TIMEOUT });
    },
  },
  { route: '/mine/setting', heading: '账号设置', go: (p) => userMenu(p, '账号管理') },
  { route: '/mine/list', heading: '常购清单', go: (p) => userMenu(p, '常购清单'), ready: (p) => main(p).locator('a[href^="/mine/list/"]').first().waitFor({ timeout: TIMEOUT }) },
  { route: '/mine/list/{id}', heading: '清单详情', go: (p) => click(main(p).locator('a[href^="/mine/list/"]').first()) },
  { route: '/order', heading: '我的订单', go: (p) => click(banner(p).getByRole('link', { name: '我的订单' })), ready: orders },
  {
    route: '/order 搜索订单号',
    heading: '我的订单',
    go: async (p) => {
      const orderNo = ((await main(p).getByRole('article').nth(3).getAttribute('aria-label', { timeout: TIMEOUT })) ?? '').replace('订单 ', '');
      await main(p).locator('input[aria-label="搜索订单"]').fill(orderNo);
      await main(p).locator('input[aria-label="搜索订单"]').press('Enter');
    },
    ready: async (p) => { await p.waitForURL(/keyword=/, { timeout: TIMEOUT }); await orders(p); },
  },
  { route: '/', heading: (p) => p.locator('h1#home-title'), go: (p) => click(banner(p).getByRole('link', { name: '首页', exact: true })) },
];

/** Installed before the app: a minimal React DevTools hook that keeps the committed roots (read-only). */
function reactHook() {
  const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: object; __soakRoots?: Set<WeakRef<object>> };
  w.__soakRoots = new Set();
  const renderers = new Map<number, unknown>();
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onCommitFiberRoot(_id: number, root: object) {
      // the app's root and the islands' own, weakly: an unmounted one is not kept alive by the bench
      const roots = w.__soakRoots!;
      for (const ref of roots) {
        const known = ref.deref();
        if (known === root) return;
        if (!known) roots.delete(ref);
      }
      roots.add(new WeakRef(root));
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** The React Query cache's queries (all, and those with no observer), found as a provider's value in the tree. */
function queryCount(): { all: number; inactive: number } | null {
  type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedProps?: { value?: { getQueryCache?: () => { getAll: () => { getObserversCount: () => number }[] } } } };
  const roots = (window as unknown as { __soakRoots?: Set<WeakRef<{ current: Fiber }>> }).__soakRoots ?? new Set();
  const stack: Fiber[] = [...roots].flatMap((r) => r.deref()?.current ?? []);
  while (stack.length) {
    const f = stack.pop()!;
    const value = f.memoizedProps?.value;
    if (value && typeof value.getQueryCache === 'function') {
      const all = value.getQueryCache().getAll();
      return { all: all.length, inactive: all.filter((q) => q.getObserversCount() === 0).length };
    }
    if (f.sibling) stack.push(f.sibling);
    if (f.child) stack.push(f.child);
  }
  return null;
}

/** Until no request has been in flight for 400 ms (at most 10 s). */
function trackNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => void ((inFlight += 1), (last = Date.now())));
  const end = () => void ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    const until = Date.now() + 10_000;
    while (Date.now() < until && !(inFlight === 0 && Date.now() - last >= 400)) await page.waitForTimeout(100);
  };
}

interface Sample {
  step: number;
  route: string;
  heapMB: number;
  /** the heap snapshot's JS data and compiled code (heap-split.ts) */
  dataMB: number;
  codeMB: number;
  /** the snapshot's native objects: the browser's and the engine's own */
  nativeMB: number;
  nodes: number;
  domElements: number;
  listeners: number;
  queries: string;
}

if (every % ROUND.length !== 0) console.warn(`[soak] SOAK_EVERY ${every} is not a multiple of ${ROUND.length}: the samples are taken on different pages`);

const { stop } = await startPreviewMock(previewPort, mockPort, process.env.SOAK_SKIP_BUILD === '1');
const dir = reportDir();
let failed: string | null = null;
const samples: Sample[] = [];
const started = Date.now();
try {
  const json = mallClient(mockPort);
  const tokens = await resetMall(json);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await benchPage(browser, { tokens });
  await page.addInitScript(reactHook);
  const settle = trackNetwork(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  const sample = async (step: number, route: string) => {
    await settle();
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const q = await page.evaluate(queryCount);
    const chunks: string[] = [];
    const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
    cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
    try {
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    } finally {
      cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    }
    const split = splitHeap(JSON.parse(chunks.join('')) as HeapSnapshot);
    const s: Sample = {
      step,
      route,
      heapMB: metric('JSHeapUsedSize') / 2 ** 20,
      dataMB: split.dataMB,
      codeMB: split.codeMB,
      nativeMB: split.nativeMB,
      nodes: metric('Nodes'),
      domElements,
      listeners: metric('JSEventListeners'),
      queries: q ? `${q.all} (${q.inactive} inactive)` : 'n/a',
    };
    samples.push(s);
    console.info(`step ${String(step).padStart(4)}  heap ${s.heapMB.toFixed(1).padStart(6)} MB (data ${s.dataMB.toFixed(2)}, code ${s.codeMB.toFixed(2)}, browser ${s.nativeMB.toFixed(2)})  nodes ${String(s.nodes).padStart(6)}  elements ${String(domElements).padStart(5)}  listeners ${String(s.listeners).padStart(5)}  queries ${s.queries}  ${route}  (${Math.round((Date.now() - started) / 1000)} s)`);
  };

  await page.goto(`${base}/`);
  await page.locator('h1#home-title').waitFor({ timeout: TIMEOUT });
  // the mall's must-read announcement opens on the home page once: read it first
  const read = page.getByRole('button', { name: '我已阅读' });
  if (await read.waitFor({ timeout: 15_000 }).then(() => true, () => false)) {
    await read.click();
    await read.waitFor({ state: 'hidden', timeout: TIMEOUT });
  }
  await sample(0, '/ (loaded)');
  for (let step = 1; step <= steps; step += 1) {
    const move = ROUND[(step - 1) % ROUND.length]!;
    try {
      await move.go(page);
      const heading = typeof move.heading === 'string' ? main(page).getByRole('heading', { level: 1, name: move.heading, exact: true }) : move.heading(page);
      await heading.first().waitFor({ timeout: TIMEOUT });
      await move.ready?.(page);
      await move.after?.(page);
    } catch (error) {
      failed = `step ${step} ${move.route}: ${(error as Error).message.split('\n')[0]}`;
      await page.screenshot({ path: join(dir, `soak-failed-${step}.png`) }).catch(() => undefined);
      break;
    }
    if (step % every === 0) await sample(step, move.route);
  }
  await browser.close();
} catch (error) {
  failed ??= (error as Error).message;
}
stop();

const row = (s: Sample) => `| ${s.step} | ${s.heapMB.toFixed(1)} | ${s.dataMB.toFixed(2)} | ${s.codeMB.toFixed(2)} | ${s.nodes} | ${s.domElements} | ${s.listeners} | ${s.queries} | ${s.route} |`;
const lines = [
  `bench:soak — ${steps} route changes on the large account, a sample every ${every} (forced GC first), ${Math.round((Date.now() - started) / 1000)} s, at ${commit}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  '',
  '| step | JS heap used (MB) | of it JS data (MB) | code (MB) | DOM nodes (CDP) | elements | event listeners | React Query queries | route |',
  '|---|---|---|---|---|---|---|---|---|',
  ...samples.map(row),
];
const from = samples.find((s) => s.step === every);
const to = samples.at(-1);
if (from && to && to !== from) {
  const growth = (a: number, b: number, unit: string, digits = 0) => `${b - a >= 0 ? '+' : ''}${(b - a).toFixed(digits)}${unit} (${b - a >= 0 ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %)`;
  lines.push(
    '',
    `growth from step ${from.step} to ${to.step}: heap ${growth(from.heapMB, to.heapMB, ' MB', 1)} (JS data ${growth(from.dataMB, to.dataMB, ' MB', 2)}, code ${growth(from.codeMB, to.codeMB, ' MB', 2)}), DOM nodes ${growth(from.nodes, to.nodes, '')}, elements ${growth(from.domElements, to.domElements, '')}, listeners ${growth(from.listeners, to.listeners, '')}`,
  );
}
if (failed) lines.push('', `FAILED: ${failed}`);
const report = lines.join('\n');
console.info(`\n${report}`);
writeFileSync(join(dir, 'soak.md'), `${report}\n`);
console.info(`\nreport: ${join(dir, 'soak.md')}`);
process.exit(failed ? 1 : 0);
