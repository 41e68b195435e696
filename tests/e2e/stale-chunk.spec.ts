import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A new deployment while a tab is open: the chunk of the next page (old hash)
 * is gone from the served folder (dist-mock/, `npm run preview:mock`). The app
 * reloads once (src/app/stale-chunk.ts) instead of breaking the route, and
 * never loops when the file stays missing. The file is "gone" for this page only (answered 404 by a route): the
 * folder is shared by every Playwright worker, so nothing on disk is touched.
 */
const OUT_DIR = 'dist-mock';
const manifest = JSON.parse(readFileSync(`${OUT_DIR}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
const BRANDS_CHUNK = `/${manifest['src/pages/brand-list/index.tsx']!.file}`;

/** Whether the brands chunk answers 404 for this page (as if the deployment had removed it). */
let gone = false;
function hideChunk() {
  gone = true;
}
function restoreChunk() {
  gone = false;
}

test.beforeEach(async ({ page }) => {
  gone = false;
  await page.route(
    (url) => url.pathname === BRANDS_CHUNK,
    (route) => (gone ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }) : route.continue()),
  );
});

/** Counts the page's document loads (the first visit included). */
function countDocuments(page: Page): { value: number } {
  const count = { value: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count.value += 1;
  });
  return count;
}

async function openHomeThenBrands(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  hideChunk();
  await page.getByRole('banner').getByRole('link', { name: '品牌', exact: true }).click();
}

test('a new deployment: the next page reloads once and opens', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404|dynamically imported module/);
  const documents = countDocuments(page);
  // The reload fetches the new deployment's index.html, whose files are all there.
  await page.route(
    (url) => url.pathname === '/brand',
    async (route) => {
      if (route.request().isNavigationRequest()) restoreChunk();
      await route.continue();
    },
  );
  await openHomeThenBrands(page);
  await expect(page).toHaveURL(/\/brand$/);
  // The page itself is drawn (the title alone comes from the route table).
  await expect(page.getByRole('main').getByRole('heading', { name: '品牌大全' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toHaveCount(0);
  expect(documents.value).toBe(2);
});

test('a chunk missing for good: one reload, then a Chinese message in the shell, no loop', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404|dynamically imported module|\[页面错误\]/);
  const documents = countDocuments(page);
  await openHomeThenBrands(page);
  await expect(page).toHaveURL(/\/brand$/);
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  await expect(page.getByText('网络不稳定或网站刚刚更新，请刷新页面重试。')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(documents.value).toBe(2);
  // Once the file is back (a later deployment), the user's own refresh works.
  restoreChunk();
  await page.getByRole('button', { name: '刷新页面' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: '品牌大全' })).toBeVisible();
});
