/**
 * `npm run bench:inp`: the shop's main interactions in Chromium (the production
 * bundle against the fake mall, as `npm run preview:mock` serves it), the CPU
 * 4× slower through CDP, each in a fresh page load of a signed-in owner, with
 * real input (Playwright's mouse and keyboard). Each one's interaction to next
 * paint is measured in the page with the Event Timing API: the `event` entries
 * (durationThreshold 16) grouped by interactionId, the longest entry of each
 * interaction, the worst interaction of the action (typing is one per key).
 * Before acting the page is left to settle (network quiet, no long task), and
 * the pointer rests on the control, so what loads on hover or after the first
 * screen (antd islands, lazy dialogs) is in: the interaction is measured, not
 * the loading. Prints the medians with the goal (≤ 200 ms, the "good" INP) and
 * writes the table to bench/reports/<time>/inp.md.
 *   PREVIEW_PORT (4173)  MOCK_PORT (8787)  CHROMIUM_PATH (/usr/bin/chromium)
 *   BENCH_REUSE=1: use a preview:mock already running on those ports   BENCH_SKIP_BUILD=1: reuse dist-mock/
 *   BENCH_RUNS (5)   BENCH_CPU_SLOWDOWN (4)   BENCH_ONLY=search,filter,…: some interactions (their keys below)
 *   BENCH_SCALE=large: the interactions at volume instead (scripts/bench-inp-volume.ts), on the large account
 *   BENCH_TRACE=1: also a Chrome trace of each interaction (<key>-<run>.trace.json, open in DevTools' Performance)
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { benchPage, fillCart, mallClient, median, press, reportDir, resetMall, startPreviewMock, type Interaction } from './bench-kit.ts';
import { volumeInteractions } from './bench-inp-volume.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 8787);
const base = `http://127.0.0.1:${previewPort}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const trace = process.env.BENCH_TRACE === '1';
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const GOAL_MS = 200;
const TIMEOUT = 60_000;

const json = mallClient(mockPort);

/** A material in stock of the given category (an antibody: no qualification needed to buy it). */
async function inStockMaterial(): Promise<string> {
  const list = await json<{ list: { _id: string }[] }>('/mall/v1/materials?inStock=1&category=antibody&pageSize=1');
  const id = list.list[0]?._id;
  if (!id) throw new Error('the fake mall lists no antibody in stock');
  return id;
}

const SEARCH_TEXT = 'CD274';
/** The cart's selected count before 全选. */
let selectedBefore: string | null = null;

const INTERACTIONS: Interaction[] = [
  {
    key: 'search',
    label: `页头搜索框输入 “${SEARCH_TEXT}”（最慢的一次按键）`,
    path: () => '/',
    ready: (page) => page.getByRole('banner').getByRole('searchbox', { name: '搜索产品' }).waitFor({ timeout: TIMEOUT }),
    approach: (page) => page.getByRole('banner').getByRole('searchbox', { name: '搜索产品' }).click(),
    act: (page) => page.keyboard.type(SEARCH_TEXT, { delay: 150 }),
    done: async (page) => {
      const box = page.getByRole('banner').getByRole('searchbox', { name: '搜索产品' });
      await page.waitForFunction((el) => (el as HTMLInputElement).value.length >= 5, await box.elementHandle(), { timeout: TIMEOUT });
    },
  },
  {
    key: 'filter',
    label: '/product 筛选：分类「抗体」',
    path: () => '/product',
    ready: (page) => page.getByRole('complementary', { name: '筛选条件' }).getByRole('button', { name: '抗体', exact: true }).waitFor({ timeout: TIMEOUT }),
    approach: (page) => page.getByRole('complementary', { name: '筛选条件' }).getByRole('button', { name: '抗体', exact: true }).hover(),
    act: (page) => press(page.getByRole('complementary', { name: '筛选条件' }).getByRole('button', { name: '抗体', exact: true })),
    done: async (page) => {
      await page.waitForURL(/category=antibody/, { timeout: TIMEOUT });
      await page.locator('[aria-label="商品列表"]:not([aria-busy="true"])').waitFor({ timeout: TIMEOUT });
    },
  },
  {
    key: 'add',
    label: '商品详情 加入购物车（现货）',
    path: async () => `/product/${await inStockMaterial()}`,
    ready: (page) => page.getByRole('main').getByRole('button', { name: /加入购物车/ }).waitFor({ timeout: TIMEOUT }),
    approach: (page) => page.getByRole('main').getByRole('button', { name: /加入购物车/ }).hover(),
    act: (page) => press(page.getByRole('main').getByRole('button', { name: /加入购物车/ })),
    done: (page) => page.getByText('已加入购物车').first().waitFor({ timeout: TIMEOUT }),
  },
  {
    key: 'cart',
    label: '200 行购物车 全选',
    path: () => '/cart',
    prepare: (tokens) => fillCart(json, tokens),
    ready: async (page) => {
      await page.getByRole('checkbox', { name: '全选' }).waitFor({ timeout: TIMEOUT });
      // the cart draws the rows near the screen (src/features/cart/components/cart-lines.tsx): its count says 200
      await page.getByText('共 200 种商品').waitFor({ timeout: TIMEOUT });
    },
    approach: async (page) => {
      selectedBefore = await page.getByTestId('selected-count').textContent();
      await page.getByRole('checkbox', { name: '全选' }).hover();
    },
    act: (page) => press(page.getByRole('checkbox', { name: '全选' })),
    // none or some selected to all, or all to none
    done: async (page) => {
      await page.waitForFunction((before) => document.querySelector('[data-testid="selected-count"]')?.textContent !== before, selectedBefore, {
        timeout: TIMEOUT,
        polling: 100,
      });
    },
  },
  {
    key: 'structure-bond',
    label: '结构式搜索：在编辑器中画一根键（随即按子结构搜索）',
    path: () => '/structure-search',
    ready: async (page) => {
      await page.getByRole('application', { name: /结构式编辑器/ }).waitFor({ timeout: TIMEOUT });
      await page.getByText('正在加载结构式编辑器…').waitFor({ state: 'hidden', timeout: TIMEOUT });
    },
    approach: async (page) => {
      const box = (await page.getByRole('application', { name: /结构式编辑器/ }).boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5);
    },
    // the editor's default tool (a single bond): a click on the empty drawing area draws C–C
    act: async (page) => {
      const box = (await page.getByRole('application', { name: /结构式编辑器/ }).boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
    },
    done: (page) => page.getByRole('status').getByText(/找到 \d+ 种结构/).waitFor({ timeout: TIMEOUT }),
  },
  {
    key: 'structure-query',
    label: '结构式搜索：子结构搜索（苯环，粘贴 SMILES 后点 搜索结构）',
    path: () => '/structure-search',
    ready: (page) => page.getByRole('button', { name: '搜索结构' }).waitFor({ timeout: TIMEOUT }),
    approach: async (page) => {
      await page.getByRole('textbox', { name: 'SMILES' }).fill('c1ccccc1');
      await page.getByRole('button', { name: '搜索结构' }).hover();
    },
    act: (page) => press(page.getByRole('button', { name: '搜索结构' })),
    done: (page) => page.getByRole('status').getByText(/找到 \d+ 种结构/).waitFor({ timeout: TIMEOUT }),
  },
  {
    key: 'quick',
    label: '页头 快速下单（打开对话框）',
    path: () => '/',
    ready: (page) => page.getByRole('banner').getByRole('link', { name: '快速下单' }).waitFor({ timeout: TIMEOUT }),
    approach: (page) => page.getByRole('banner').getByRole('link', { name: '快速下单' }).hover(),
    act: (page) => press(page.getByRole('banner').getByRole('link', { name: '快速下单' })),
    done: (page) => page.getByRole('dialog', { name: '快速下单' }).waitFor({ timeout: TIMEOUT }),
  },
  {
    key: 'assistant',
    label: '打开小助手（悬浮按钮）',
    path: () => '/',
    ready: (page) => page.getByRole('button', { name: '打开小助手' }).waitFor({ timeout: TIMEOUT }),
    approach: (page) => page.getByRole('button', { name: '打开小助手' }).hover(),
    act: (page) => press(page.getByRole('button', { name: '打开小助手' })),
    // the panel itself, not its frame drawn at once (src/app/shell/assistant-mount.tsx)
    done: (page) => page.getByRole('dialog', { name: '小助手' }).getByRole('textbox', { name: '输入您的问题' }).waitFor({ timeout: TIMEOUT }),
  },
  {
    key: 'orders',
    label: '/order 切换标签「待收货」',
    path: () => '/order',
    ready: async (page) => {
      await page.getByRole('tab', { name: /待收货/ }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('article').first().waitFor({ timeout: TIMEOUT });
    },
    approach: (page) => page.getByRole('tab', { name: /待收货/ }).hover(),
    act: (page) => press(page.getByRole('tab', { name: /待收货/ })),
    done: async (page) => {
      await page.waitForURL(/status=/, { timeout: TIMEOUT });
      await page.getByRole('tab', { name: /待收货/, selected: true }).waitFor({ timeout: TIMEOUT });
    },
  },
];

/** Installed before the app's code: every Event Timing entry of an interaction, from the page's start. */
function observeEvents() {
  const w = window as unknown as { __inpEntries: object[] };
  w.__inpEntries = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (!e.interactionId) continue;
      w.__inpEntries.push({
        id: e.interactionId,
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // the long tasks, for settle(): when the main thread was last busy
  const l = window as unknown as { __lastLongTask: number };
  l.__lastLongTask = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) l.__lastLongTask = Math.max(l.__lastLongTask, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Resolves in the page once an Event Timing entry of an interaction after `since` has come (it comes after the
 * interaction's paint), or, when none does (an interaction under 16 ms), after a second without a long task.
 * Looks every 50 ms: nothing that adds to the main thread's work.
 */
function afterInteraction(since: number): Promise<void> {
  const w = window as unknown as { __inpEntries: { start: number }[]; __lastLongTask: number };
  const started = performance.now();
  return new Promise((resolve) => {
    const look = () => {
      const now = performance.now();
      if (w.__inpEntries.some((e) => e.start >= since) || (now - started >= 1000 && now - w.__lastLongTask >= 1000)) resolve();
      else setTimeout(look, 50);
    };
    look();
  });
}

interface EventEntry {
  id: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** Requests in flight on the page (WebSockets are not requests). */
function trackNetwork(page: Page): () => { inFlight: number; lastChange: number } {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return () => ({ inFlight, lastChange });
}

/** Until no request has been in flight for 500 ms and no long task has run for 500 ms (at most 30 s). */
async function settle(page: Page, network: () => { inFlight: number; lastChange: number }): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    const net = network();
    const netQuiet = net.inFlight === 0 && Date.now() - net.lastChange >= 500;
    const cpuQuiet = await page.evaluate(() => performance.now() - (window as unknown as { __lastLongTask: number }).__lastLongTask >= 500);
    if (netQuiet && cpuQuiet) return;
    await page.waitForTimeout(100);
  }
  console.warn(`[bench] ${page.url()} did not settle within 30 s; measuring anyway`);
}

interface Sample {
  inp: number;
  /** The worst interaction's phases (the INP breakdown), when one of its entries reached 16 ms. */
  worst?: Phases;
  /** Interactions the page counted during the action (performance.interactionCount): proves the input landed. */
  interactions: number;
}

interface Phases {
  events: string;
  delay: number;
  processing: number;
  presentation: number;
}

/**
 * The INP breakdown of an interaction: its longest entry and the entries painted in the same frame (a key's keydown
 * and keyup are painted apart): input delay to the first of their handlers, the handlers, then to the paint.
 */
function phases(entries: EventEntry[]): Phases {
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  const end = longest.start + longest.duration;
  const frame = entries.filter((e) => Math.abs(e.start + e.duration - end) <= 8);
  const processingStart = Math.min(...frame.map((e) => e.processingStart));
  const processingEnd = Math.max(...frame.map((e) => e.processingEnd));
  return {
    events: frame.map((e) => e.name).join('/'),
    delay: Math.round(processingStart - Math.min(...frame.map((e) => e.start))),
    processing: Math.round(processingEnd - processingStart),
    presentation: Math.round(end - processingEnd),
  };
}

const count = (page: Page) => page.evaluate(() => (performance as Performance & { interactionCount?: number }).interactionCount ?? NaN);

async function measure(browser: Browser, interaction: Interaction, run: number, outDir: string): Promise<Sample> {
  const tokens = await resetMall(json);
  await json('/__mock/notices/read-all', { method: 'POST', body: '{}' });
  await interaction.prepare?.(tokens);
  const path = await interaction.path();
  const page = await benchPage(browser, { tokens, slowdown });
  try {
    await page.addInitScript(observeEvents);
    const network = trackNetwork(page);
    await page.goto(`${base}${path}`);
    await interaction.ready(page);
    await settle(page, network);
    await interaction.approach(page);
    await settle(page, network);
    const since = await page.evaluate(() => performance.now());
    const countBefore = await count(page);
    if (trace) await browser.startTracing(page, { path: join(outDir, `${interaction.key}-${run}.trace.json`), screenshots: false });
    await interaction.act(page);
    // the interaction's paint before Playwright looks for the outcome: its locators query the page, work that
    // would be measured with the interaction
    await page.evaluate(afterInteraction, since);
    await interaction.done(page);
    await settle(page, network);
    if (trace) await browser.stopTracing();
    const interactions = (await count(page)) - countBefore;
    const entries = await page.evaluate(
      (since) => (window as unknown as { __inpEntries: EventEntry[] }).__inpEntries.filter((e) => e.start >= since),
      since,
    );
    const byInteraction = new Map<number, EventEntry[]>();
    for (const e of entries) byInteraction.set(e.id, [...(byInteraction.get(e.id) ?? []), e]);
    // INP of an interaction: its longest entry; of the action: its worst interaction
    const longest = (list: EventEntry[]) => Math.max(...list.map((e) => e.duration));
    const worst = [...byInteraction.values()].sort((a, b) => longest(b) - longest(a))[0];
    return { inp: worst ? longest(worst) : 0, worst: worst && phases(worst), interactions };
  } finally {
    await page.context().close();
  }
}

// BENCH_SCALE=large: the large account's interactions (scripts/bench-inp-volume.ts), its fake mall seeded large
const large = process.env.BENCH_SCALE === 'large';
if (large) process.env.MOCK_SCALE = 'large';
const set = large ? volumeInteractions(json) : INTERACTIONS;
const chosen = set.filter((i) => !only || only.includes(i.key));
if (chosen.length === 0) throw new Error(`BENCH_ONLY names none of ${set.map((i) => i.key).join(',')}`);

const commit = execSync('git rev-parse --short HEAD').toString().trim();
const loadBefore = loadavg().map((n) => n.toFixed(1)).join(' ');
const { stop } = await startPreviewMock(previewPort, mockPort, process.env.BENCH_SKIP_BUILD === '1');
const outDir = reportDir();
const samples = new Map<string, Sample[]>(chosen.map((i) => [i.key, []]));
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // run by run, every interaction in turn: a slow minute of the shared machine spreads over all of them
    for (let run = 1; run <= runs; run += 1) {
      for (const interaction of chosen) {
        const sample = await measure(browser, interaction, run, outDir);
        samples.get(interaction.key)!.push(sample);
        const w = sample.worst;
        console.info(
          `[bench] run ${run}/${runs} ${interaction.key}: ${sample.inp} ms, ${sample.interactions} interaction(s)` +
            (w ? ` (${w.events}: delay ${w.delay}, processing ${w.processing}, presentation ${w.presentation})` : ' (no entry ≥ 16 ms)'),
        );
        if (!(sample.interactions > 0)) throw new Error(`${interaction.key}: the page counted no interaction`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}

// The table: median and every run; the phases of the worst entry of the median run.
const fmt = (ms: number) => (ms === 0 ? '< 16' : String(Math.round(ms)));
const lines: string[] = [];
lines.push(`INP ${runs}× median, Debian Chromium, CPU ${slowdown}× slower, 1440×900${large ? ', the large account (MOCK_SCALE=large)' : ''}, at ${commit}, load average ${loadBefore} before the run (${new Date().toISOString()})`);
lines.push('');
lines.push('| interaction | INP (median) | goal ≤ 200 ms | runs (ms) | median run: events, input delay / processing / presentation (ms) |');
lines.push('|---|---|---|---|---|');
let allHeld = true;
for (const interaction of chosen) {
  const list = samples.get(interaction.key)!;
  const inp = median(list.map((s) => s.inp));
  const held = inp <= GOAL_MS;
  if (!held) allHeld = false;
  const mid = [...list].sort((a, b) => a.inp - b.inp)[Math.floor(list.length / 2)]!;
  const w = mid.worst;
  const split = w ? `${w.events}: ${w.delay} / ${w.processing} / ${w.presentation}` : '–';
  lines.push(`| ${interaction.label} | ${fmt(inp)} ms | ${held ? '✓' : '✗'} | ${list.map((s) => fmt(s.inp)).join(', ')} | ${split} |`);
}
lines.push('');
lines.push('Event Timing durations are rounded to 8 ms; "< 16" means no entry reached the 16 ms threshold.');
lines.push(allHeld ? `Every interaction within ${GOAL_MS} ms.` : `Some interactions over ${GOAL_MS} ms (✗).`);
const table = lines.join('\n');
writeFileSync(join(outDir, 'inp.md'), `${table}\n`);
console.info(`\n${table}\n\nReport: ${outDir}/inp.md`);
process.exit(allHeld ? 0 : 1);
