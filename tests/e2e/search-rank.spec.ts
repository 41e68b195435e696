import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

/** Issue 42 item 4: search ranks like a chemist, one card per product with its sizes; quick order by CAS. */

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';

async function signIn(page: Page) {
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
}

for (const width of [1440, 390]) {
  test(`乙醇 at ${width} px: 无水乙醇 first, one card per product with its sizes, a size added to the cart`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await signIn(page);
    await page.goto('/product');
    const search = page.getByRole('search', { name: '搜索产品' });
    const box = search.getByRole('combobox', { name: '搜索关键词' });
    await box.fill('乙醇');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\?keyword=/);
    const list = page.getByRole('list', { name: '商品列表' });
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    const cards = list.getByRole('article');
    await expect(cards.first()).toHaveAccessibleName('无水乙醇 (AR)');
    await expect(cards.nth(1)).toHaveAccessibleName('无水乙醇 (AR)');

    // β-巯基乙醇 comes after, one card per product: its sizes inside, the price said from the cheapest
    const mercapto = list.getByRole('article', { name: 'β-巯基乙醇' }).first();
    const sizes = mercapto.getByRole('radio');
    await expect(sizes).toHaveCount(2);
    await expect(sizes.first()).toBeChecked();
    await expect(mercapto.getByText('起')).toBeVisible();
    await expect(mercapto.getByText('25 mL')).toBeVisible();
    await expect(mercapto.getByText('100 mL')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/search-ethanol-${width}.png` });

    // choose 100 mL and add it
    await mercapto.getByText('100 mL').click();
    await expect(sizes.nth(1)).toBeChecked();
    const add = mercapto.getByRole('button', { name: /^加入购物车：β-巯基乙醇 100 mL$/ });
    await add.scrollIntoViewIfNeeded();
    await mercapto.screenshot({ path: `${SHOTS}/search-card-${width}.png` });
    await add.click();
    const confirm = page.getByRole('dialog', { name: '已加入购物车' });
    await expect(confirm).toContainText('β-巯基乙醇（100 mL）');
    await expect(confirm).toContainText('数量 × 1');
  });
}

for (const width of [1440, 390]) {
  test(`quick order by CAS number at ${width} px: 64-17-5 and 无水乙醇 offer the products, the chosen one is added`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await signIn(page);
    await page.goto('/cart?quick=1');
    const quick = page.getByRole('dialog', { name: '快速下单' });
    await quick.getByRole('textbox', { name: '货号和数量' }).fill('64-17-5 1\n无水乙醇 3');
    await quick.getByRole('button', { name: '识别商品' }).click();
    const report = quick.getByLabel('识别结果');
    await expect(report.getByText(/待选择 2 行/)).toBeVisible();
    await expect(report).not.toContainText('货号不存在');
    const byCas = report.getByRole('list', { name: '64-17-5 的可选商品' });
    await expect(byCas.getByRole('button', { name: /^选择 无水乙醇/ })).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/quick-order-cas-${width}.png` });
    await byCas.getByRole('button', { name: /^选择 无水乙醇/ }).first().click();
    const byName = report.getByRole('list', { name: '无水乙醇 的可选商品' });
    await byName.getByRole('button', { name: /^选择 无水乙醇/ }).first().click();
    // both lines name the same size: one kind, its quantities added by the mall
    await expect(report.getByText(/可加入 1 种，无法加入 0 行/)).toBeVisible();
    await quick.getByRole('button', { name: /加入购物车（1 种）/ }).click();
    await expect(page.getByText('已加入购物车 1 种商品')).toBeVisible();
  });
}
