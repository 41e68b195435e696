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
import { chromium } from '@playwright/test';
import { benchPage, fillCart, mallClient, median, resetMall, startPreviewMock } from './bench-kit.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 8787);
const base = `http://127.0.0.1:${previewPort}`;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const BUDGET_MS = 100;

const { stop } = await startPreviewMock(previewPort, mockPort);

try {
  const json = mallClient(mockPort);
  const tokens = await resetMall(json);
  await fillCart(json, tokens);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await benchPage(browser, { tokens, slowdown });
  await page.goto(`${base}/cart`);
  await page.getByTestId('selected-count').waitFor();
  // a cart this long draws the rows near the screen (src/features/cart/components/cart-lines.tsx): its count says 200
  await page.getByText('共 200 种商品').waitFor();

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
  // the first row's total (the list's first item is its brand's head)
  const totalSelector = 'li[class*="row"] [class*="total"]';
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
