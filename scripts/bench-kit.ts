/**
 * What the browser benches share (scripts/bench-cart.ts, scripts/bench-inp.ts,
 * scripts/bench-lighthouse.ts, scripts/bench-soak.ts): the production bundle against the fake mall as
 * `npm run preview:mock` serves it, the fake mall's API and controls, a 200-line
 * cart, a stored session, a Chromium page with CDP CPU throttling, medians and the report folder.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';

export type Tokens = { accessToken: string; refreshToken: string };

/** The seed's demo owner (mocks/db/demo-accounts.ts). */
export const OWNER = '66a000000000000000000001';

export async function waitFor(url: string, ms: number): Promise<void> {
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

/**
 * `npm run preview:mock` on the given ports (built unless `skipBuild`), or nothing with BENCH_REUSE=1
 * (one already runs there). Resolves once both answer; `stop()` ends it.
 */
export async function startPreviewMock(previewPort: number, mockPort: number, skipBuild = false): Promise<{ stop: () => void }> {
  const server =
    process.env.BENCH_REUSE === '1'
      ? null
      : spawn('node', ['scripts/preview-mock.ts'], {
          stdio: ['ignore', 'ignore', 'inherit'],
          env: {
            ...process.env,
            MOCK_PORT: String(mockPort),
            PREVIEW_PORT: String(previewPort),
            ...(skipBuild ? { PREVIEW_MOCK_SKIP_BUILD: '1' } : {}),
          },
          detached: true,
        });
  const stop = () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  };
  // stopped by Ctrl+C or a kill: not a server left running on the ports
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(1);
    });
  }
  try {
    await waitFor(`http://127.0.0.1:${previewPort}`, 240_000);
    await waitFor(`http://127.0.0.1:${mockPort}/__mock/stats`, 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}

/** The fake mall's API (`/mall/...` as a member, `/__mock/...` controls): the envelope's `data`, or throws its `msg`. */
export function mallClient(mockPort: number) {
  const api = `http://127.0.0.1:${mockPort}`;
  return async function json<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
    const response = await fetch(`${api}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    const body = (await response.json()) as { code: number; msg: string; data: T };
    if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  };
}

/** The fake mall as the seed made it (`/__mock/reset`), and tokens for `memberId`. */
export async function resetMall(json: ReturnType<typeof mallClient>, memberId = OWNER): Promise<Tokens> {
  await json('/__mock/reset', { method: 'POST', body: '{}' });
  return memberTokens(json, memberId);
}

/** New tokens for `memberId` (`/__mock/token`): a session of its own. */
export function memberTokens(json: ReturnType<typeof mallClient>, memberId = OWNER): Promise<Tokens> {
  return json<Tokens>('/__mock/token', { method: 'POST', body: JSON.stringify({ memberId }) });
}

/** A stored session: the shop's localStorage for a member signed in with `tokens`, the WeChat-binding prompt dismissed. */
export function storedSession(tokens: Tokens): Record<string, string> {
  return { tokenInfo: JSON.stringify(tokens), isCheckModal: 'true' };
}

/** The owner's cart filled to 200 lines (the mall's maximum) with the catalogue's first materials. */
export async function fillCart(json: ReturnType<typeof mallClient>, tokens: Tokens): Promise<void> {
  const cart = await json<{ list: { catalogNo: string }[] }>('/mall/v1/carts', {}, tokens.accessToken);
  const have = new Set(cart.list.map((l) => l.catalogNo));
  const lines: { catalogNo: string; quantity: number }[] = [];
  for (let page = 1; lines.length < 200 - have.size; page += 1) {
    const list = await json<{ list: { catalogNo: string }[] }>(`/mall/v1/materials?pageSize=100&page=${page}`, {}, tokens.accessToken);
    for (const m of list.list) if (!have.has(m.catalogNo) && lines.length < 200 - have.size) lines.push({ catalogNo: m.catalogNo, quantity: 1 + (lines.length % 3) });
  }
  const added = await json<{ cart: { itemCounts: number } }>('/mall/v1/carts/batch', { method: 'POST', body: JSON.stringify({ lines, dryRun: false }) }, tokens.accessToken);
  if (added.cart.itemCounts !== 200) throw new Error(`cart has ${added.cart.itemCounts} lines, not 200`);
}

/** The page size of the benches (px). */
const WIDTH = 1440;
const HEIGHT = 900;

/**
 * A desktop page (1440×900, zh-CN) of a new context, signed in with `tokens` when given (the WeChat-binding
 * prompt dismissed), its CPU `slowdown` times slower through CDP.
 *
 * The window itself is sized to give the page 1440×900, not an emulated viewport: headless Chromium's window keeps
 * 87 px of its height for a browser frame, so an emulated 900 px page reached below the window's surface, and a
 * change drawn there (a bar pinned to the bottom: 全部加入购物车, 全选) was never put on screen until something
 * higher up changed too: its Event Timing ran on to that later paint (a 200-line list to the cart measured as long as
 * the mall took to answer).
 */
export async function benchPage(browser: Browser, { tokens, slowdown = 1 }: { tokens?: Tokens; slowdown?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: null, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { windowId } = await cdp.send('Browser.getWindowForTarget');
  const [innerWidth, innerHeight, outerWidth, outerHeight] = await page.evaluate(() => [window.innerWidth, window.innerHeight, window.outerWidth, window.outerHeight]);
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width: WIDTH + outerWidth! - innerWidth!, height: HEIGHT + outerHeight! - innerHeight! } });
  // the new size reaches the page after the call returns
  await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [WIDTH, HEIGHT], { timeout: 5000 }).catch(() => undefined);
  const size = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
  if (size[0] !== WIDTH || size[1] !== HEIGHT) throw new Error(`the bench page is ${size.join('×')}, not ${WIDTH}×${HEIGHT}`);
  if (tokens) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storedSession(tokens));
  }
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return page;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A new folder bench/reports/<time>/ for this run's reports. */
export function reportDir(): string {
  const dir = join('bench/reports', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** An interaction of `npm run bench:inp`: a page, the control made ready, then the measured input. */
export interface Interaction {
  key: string;
  label: string;
  /** The page to load (after `prepare`). */
  path: () => Promise<string> | string;
  prepare?: (tokens: Tokens) => Promise<void>;
  /** Resolves when the control can be used. */
  ready: (page: Page) => Promise<void>;
  /** Before the measured part: put the pointer on the control, focus a field. */
  approach: (page: Page) => Promise<void>;
  /** The measured input. */
  act: (page: Page) => Promise<void>;
  /** Resolves when the page shows the outcome. */
  done: (page: Page) => Promise<void>;
}

/**
 * A click at the middle of the control by the mouse alone: Playwright's `click()` also checks in the page that the
 * control is the hit target (its own pointerdown listeners), which would be measured with the interaction.
 */
export async function press(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control.toString()} is not on the page`);
  await control.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
