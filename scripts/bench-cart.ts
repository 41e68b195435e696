/**
 * `npm run bench:cart`: a cart of 200 lines in Chromium (the production bundle
 * against the fake mall, as `npm run preview:mock` serves it). Prints the time
 * from clicking 全选 to the next paint after the page shows it, and from one
 * quantity click (+) to the next paint after the line total changed: the
 * input's own timestamp to a frame after the DOM update (rAF + a message).
 *   PREVIEW_PORT (4173)  MOCK_PORT (8787)  CHROMIUM_PATH (/usr/bin/chromium)
 *   BENCH_REUSE=1: use a preview:mock already running on those ports
 *   BENCH_RUNS (7)   BENCH_CPU_SLOWDOWN (1): CDP CPU throttling rate
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 8787);
const base = `http://127.0.0.1:${previewPort}`;
const api = `http://127.0.0.1:${mockPort}`;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const BUDGET_MS = 100;
const OWNER = '66a000000000000000000001';

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

async function json<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** The owner's cart filled to 200 lines (the mall's maximum). */
async function fillCart(): Promise<{ accessToken: string; refreshToken: string }> {
  await json('/__mock/reset', { method: 'POST', body: '{}' });
  const tokens = await json<{ accessToken: string; refreshToken: string }>('/__mock/token', { method: 'POST', body: JSON.stringify({ memberId: OWNER }) });
  const cart = await json<{ list: { catalogNo: string }[] }>('/mall/v1/carts', {}, tokens.accessToken);
  const have = new Set(cart.list.map((l) => l.catalogNo));
  const lines: { catalogNo: string; quantity: number }[] = [];
  for (let page = 1; lines.length < 200 - have.size; page += 1) {
    const list = await json<{ list: { catalogNo: string }[] }>(`/mall/v1/materials?pageSize=100&page=${page}`, {}, tokens.accessToken);
    for (const m of list.list) if (!have.has(m.catalogNo) && lines.length < 200 - have.size) lines.push({ catalogNo: m.catalogNo, quantity: 1 + (lines.length % 3) });
  }
  const added = await json<{ cart: { itemCounts: number } }>('/mall/v1/carts/batch', { method: 'POST', body: JSON.stringify({ lines, dryRun: false }) }, tokens.accessToken);
  if (added.cart.itemCounts !== 200) throw new Error(`cart has ${added.cart.itemCounts} lines, not 200`);
  return tokens;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

let server: ChildProcess | null = null;
if (process.env.BENCH_REUSE !== '1') {
  server = spawn('node', ['scripts/preview-mock.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MOCK_PORT: String(mockPort), PREVIEW_PORT: String(previewPort) },
    detached: true,
  });
}
const stop = () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
};

try {
  await waitFor(base, 240_000);
  await waitFor(`${api}/__mock/stats`, 30_000);
  const tokens = await fillCart();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.addInitScript((value) => {
    localStorage.setItem('tokenInfo', value);
    localStorage.setItem('isCheckModal', 'true');
  }, JSON.stringify(tokens));
  if (slowdown > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  await page.goto(`${base}/cart`);
  await page.getByTestId('selected-count').waitFor();
  const rows = await page.locator('li[class*="row"]').count();
  if (rows !== 200) throw new Error(`the page shows ${rows} lines, not 200`);

  /** Arms a probe: resolves with ms from the next click's timestamp to the frame after `changed()` holds. */
  const arm = (selector: string, expected: string | null) =>
    page.evaluate(
      ({ selector, expected }) => {
        const w = window as unknown as { __bench: Promise<number> };
        w.__bench = new Promise<number>((resolve) => {
          const target = document.querySelector(selector)!;
          const before = target.textContent;
          let start = 0;
          document.addEventListener('click', (e) => void (start = e.timeStamp), { capture: true, once: true });
          const done = () => {
            observer.disconnect();
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now() - start);
              channel.port2.postMessage(null);
            });
          };
          const observer = new MutationObserver(() => {
            const text = target.textContent;
            if (expected === null ? text !== before : text === expected) done();
          });
          observer.observe(target, { subtree: true, childList: true, characterData: true });
        });
      },
      { selector, expected },
    );
  const result = () => page.evaluate(() => (window as unknown as { __bench: Promise<number> }).__bench);

  const selectAll: number[] = [];
  const all = page.getByRole('checkbox', { name: '全选' });
  for (let i = 0; i < runs; i += 1) {
    const target = (await page.getByTestId('selected-count').textContent()) === '200' ? '0' : '200';
    await arm('[data-testid="selected-count"]', target);
    await all.click();
    selectAll.push(await result());
    await page.waitForTimeout(800); // let the mall's answer land
  }

  const quantity: number[] = [];
  const firstRow = page.locator('li[class*="row"]').first();
  const plus = firstRow.getByRole('button', { name: /^增加 .+ 数量$/ });
  const totalSelector = 'li[class*="row"]:first-of-type [class*="total"]';
  for (let i = 0; i < runs; i += 1) {
    await arm(totalSelector, null);
    await plus.click();
    quantity.push(await result());
    await page.waitForTimeout(800);
  }
  await browser.close();

  const fmt = (xs: number[]) => `median ${median(xs).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (runs: ${xs.map((x) => x.toFixed(1)).join(', ')})`;
  console.info(`bench:cart — 200 lines, Chromium${slowdown > 1 ? `, CPU ${slowdown}× slower` : ''}`);
  console.info(`  全选 click → next paint:        ${fmt(selectAll)}`);
  console.info(`  quantity + click → next paint: ${fmt(quantity)}`);
  const ok = median(selectAll) < BUDGET_MS && median(quantity) < BUDGET_MS;
  console.info(ok ? `  both medians under ${BUDGET_MS} ms` : `  OVER BUDGET (${BUDGET_MS} ms)`);
  stop();
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(error);
  stop();
  process.exit(1);
}
