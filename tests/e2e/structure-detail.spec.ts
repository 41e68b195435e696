/**
 * Structures on product pages and cards, and 相似现货 (docs/api.md §5 Structures), under the strict CSP: the mall's
 * drawing as an image on the card and by CAS 号 on the detail; OpenChemLib never loads on these pages; an
 * out-of-stock chemical offers in-stock products of the nearest structures.
 */
import type { Locator, Page } from '@playwright/test';
import { recordCspViolations } from './csp-violations';
import { expect, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
/** 苯甲基磺酰氟 (PMSF) R9731: stock 0 (期货) in the seed */
const PMSF_OUT_OF_STOCK = '66a300000000000000000a07';

/** CSP violations, and whether a script holding OpenChemLib arrived. */
async function watch(page: Page) {
  const seen = { violations: await recordCspViolations(page), openchemlib: [] as string[] };
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    void response
      .text()
      .then((text) => {
        if (text.includes('SSSearcherWithIndex')) seen.openchemlib.push(response.url());
      })
      .catch(() => undefined);
  });
  return seen;
}

/** The first image drawn from a structure picture in `scope` (a card's picture is hidden from the reader: its name links). */
async function drawn(scope: Locator) {
  const image = scope.locator('img[src*="/images/structure/"]').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.getAttribute('src')).toMatch(/\/common\/v1\/images\/structure\/[0-9a-f]{24}\.svg$/);
}

for (const { width, height, name } of [
  { width: 1440, height: 900, name: '1440' },
  { width: 390, height: 844, name: '390' },
]) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport: { width, height }, hasTouch: width < 500 });

    test('a chemical shows its structure on its card and by CAS 号 on its detail, without OpenChemLib', async ({ page }) => {
      const seen = await watch(page);
      await page.goto('/product?keyword=108-88-3');
      await drawn(page.getByRole('article', { name: '甲苯 (AR)' }).first());
      await page.screenshot({ path: `${SHOTS}/structure-card-${name}.png` });
      await page.getByRole('link', { name: '甲苯 (AR)' }).first().click();
      await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
      await expect(page.getByText('CAS 号')).toBeVisible();
      await expect(page.getByRole('img', { name: '甲苯 (AR) 的结构式' })).toBeVisible();
      await drawn(page.getByRole('main'));
      await page.screenshot({ path: `${SHOTS}/structure-detail-${name}.png` });
      if (width < 500) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(seen.violations).toEqual([]);
      expect(seen.openchemlib).toEqual([]);
    });

    test('an out-of-stock chemical offers 相似现货: in-stock products of the nearest structures, each with its similarity', async ({ page }) => {
      const seen = await watch(page);
      await page.goto(`/product/${PMSF_OUT_OF_STOCK}`);
      await expect(page.getByRole('heading', { level: 1, name: /PMSF/ })).toBeVisible();
      const similar = page.getByRole('region', { name: '相似现货' });
      await expect(similar).toBeVisible({ timeout: 15_000 });
      const cards = similar.getByRole('listitem');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(6);
      for (const card of await cards.all()) {
        await expect(card).toContainText('现货');
        await expect(card).toContainText(/相同结构|相似度 \d+%/);
        await expect(card.getByRole('link')).toHaveAttribute('href', /\/product\/(?!66a300000000000000000a07)[0-9a-f]{24}$/);
      }
      await similar.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/similar-in-stock-${name}.png` });
      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(seen.violations).toEqual([]);
      expect(seen.openchemlib).toEqual([]);
    });
  });
}
