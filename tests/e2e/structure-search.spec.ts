/**
 * 结构式搜索 (docs/api.md §5 Structures) under the strict CSP: paste a SMILES, see the hits drawn, open one; draw a
 * bond in OpenChemLib's editor on a wide screen; the SMILES path first on a phone. No CSP violation on the way.
 * OpenChemLib crosses the wire once for the editor and the worker, its editor's art with the editor only
 * (scripts/vite/plugins/shared-openchemlib.ts).
 */
import type { Page } from '@playwright/test';
import { recordCspViolations } from './csp-violations';
import { expect, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';

/** Marks of OpenChemLib's code (a string of its RXN V3000 reader) and of its editor's art (a cursor's picture). */
const OPENCHEMLIB = 'M  V30 BEGIN PRODUCT';
const EDITOR_ART = 'url(data:image/png;base64,';

/**
 * The scripts carrying a mark, the page's and its worker's, each with the times it crossed the network (a body,
 * not a 304 or a cache hit), read from the page's and the workers' resource timing (its buffer made room for every
 * entry). The HTTP cache must stay on: a `page.route` in this file would turn it off.
 */
async function scriptFetches(page: Page): Promise<(mark: string) => Promise<Record<string, number>>> {
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5_000));
  // a body left unread (the page went on) is null: a check that meets one fails rather than counts it out
  const texts: Promise<[string, string | null]>[] = [];
  page.context().on('requestfinished', (request) => {
    if (!/\.js$/.test(new URL(request.url()).pathname)) return;
    texts.push(
      request
        .response()
        .then((response) => response?.text())
        .then((text): [string, string | null] => [request.url(), text ?? null])
        .catch((): [string, null] => [request.url(), null]),
    );
  });
  const downloads = () =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.encodedBodySize > 0 && entry.transferSize >= entry.encodedBodySize)
      .map((entry) => entry.name);
  return async (mark) => {
    const read = await Promise.all(texts);
    expect(read.filter(([, text]) => text === null).map(([url]) => url)).toEqual([]);
    const carrying = new Set(read.filter(([, text]) => text?.includes(mark)).map(([url]) => url));
    const crossed = [...(await page.evaluate(downloads)), ...(await Promise.all(page.workers().map((worker) => worker.evaluate(downloads)))).flat()];
    return Object.fromEntries([...carrying].map((url) => [new URL(url).pathname, crossed.filter((name) => name === url).length]));
  };
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a bond drawn in the editor is searched; a pasted SMILES finds toluene exactly; its card opens the product', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const fetches = await scriptFetches(page);
    await page.goto('/');
    await page.getByRole('link', { name: '结构式搜索' }).first().click();
    await expect(page).toHaveURL(/\/structure-search$/);
    const editor = page.getByRole('application', { name: /结构式编辑器/ });
    await expect(editor).toBeVisible();
    await expect(page.getByText('正在加载结构式编辑器…')).toBeHidden();
    const status = page.getByRole('status');

    // a click on the drawing area with the editor's default tool (a single bond) draws C–C, searched as a substructure
    const box = (await editor.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
    await expect(status).toContainText(/找到 \d+ 种结构/, { timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/structure-search-drawn-1440.png` });
    // the editor and the worker (it answered) both run OpenChemLib: one file, over the network once
    expect(Object.values(await fetches(OPENCHEMLIB))).toEqual([1]);
    expect(Object.values(await fetches(EDITOR_ART))).toEqual([1]);

    await page.getByRole('textbox', { name: 'SMILES' }).fill('Cc1ccccc1');
    await page.getByText('精确', { exact: true }).click();
    await page.getByRole('button', { name: '搜索结构' }).click();
    await expect(status).toHaveText('找到 1 种结构。', { timeout: 30_000 });
    const hit = page.getByRole('region', { name: '甲苯 (AR) 的结构式与商品' });
    await expect(hit.getByRole('img', { name: '甲苯 (AR) 的结构式' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/structure-search-1440.png`, fullPage: true });
    await hit.getByRole('link', { name: '甲苯 (AR)' }).first().click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: /甲苯/ }).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the SMILES comes first; a salt is found by its anion; a bad SMILES and an empty query are told in Chinese', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const fetches = await scriptFetches(page);
    await page.goto('/structure-search');
    await expect(page.getByRole('button', { name: '绘制结构式' })).toBeVisible();
    await expect(page.getByRole('application', { name: /结构式编辑器/ })).toHaveCount(0);
    const status = page.getByRole('status');

    await page.getByRole('button', { name: '搜索结构' }).click();
    await expect(page.getByRole('alert')).toHaveText('请输入 SMILES、绘制结构式或拖入 .mol 文件后再搜索。');
    await page.getByRole('textbox', { name: 'SMILES' }).fill('C1CC(');
    await page.getByRole('button', { name: '搜索结构' }).click();
    await expect(page.getByRole('alert')).toHaveText('无法识别该结构式，请检查 SMILES 或 .mol 文件后重试。', { timeout: 30_000 });

    // the azide anion as a substructure (the default mode) finds sodium azide
    await page.getByRole('textbox', { name: 'SMILES' }).fill('[N-]=[N+]=[N-]');
    await page.getByRole('button', { name: '搜索结构' }).click();
    await expect(status).toHaveText('找到 1 种结构。', { timeout: 30_000 });
    const hit = page.getByRole('region', { name: '叠氮化钠 的结构式与商品' });
    await expect(hit.getByRole('img', { name: '叠氮化钠 的结构式' })).toBeVisible();
    // the worker searched with OpenChemLib; the editor, never opened, brought no art
    expect(Object.values(await fetches(OPENCHEMLIB))).toEqual([1]);
    expect(await fetches(EDITOR_ART)).toEqual({});
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/structure-search-390.png`, fullPage: true });
    await hit.getByRole('link', { name: '叠氮化钠' }).first().click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
    expect(violations).toEqual([]);
  });
});
