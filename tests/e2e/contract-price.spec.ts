/**
 * The company's own price (协议价与阶梯价, docs/api.md §5, issue 45 items 1–3): the owner sees the 协议价 on the list
 * and the product page with the list price struck and the ladder, a break takes effect in the cart, a quantity below
 * the minimum is corrected and said; a visitor sees the list price only. At 1440 and 390 px.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, test } from './fixtures';
import { signInAs } from './support/member';
import { cartRow, dismissPrompts, idOf } from './support/terms';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const TIPS = 'MCT-789-L-100BX'; // list ¥48, 协议价 ¥42, from 10 ¥39, from 50 ¥36
const TUBES = '631281-50PK'; // list ¥43, 协议价 ¥39.50, 起订 5, 倍数 5

const quantitySaved = (page: Page) => page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/quantity'));

for (const width of [1440, 390] as const) {
  test.describe(`at ${width} px`, () => {
    test.use(width === 390 ? { viewport: { width: 390, height: 844 }, hasTouch: true } : { viewport: { width: 1440, height: 900 } });

    test('the owner: 协议价 on the list and the product page, a break in the cart, a minimum corrected', async ({ page }) => {
      test.setTimeout(150_000);
      await dismissPrompts(page);
      await signInAs(page, DEMO.owner._id);
      const tipsId = await idOf(TIPS);

      // the list: the 协议价 with the list price struck
      await page.goto(`/product?keyword=${TIPS}`);
      const card = page.getByRole('article').filter({ hasText: TIPS }).first();
      await expect(card.getByText('¥42.00').first()).toBeVisible();
      await expect(card.getByLabel('目录价 ¥48.00')).toBeVisible();
      await expect(card.getByText('协议价')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/contract-price-list-${width}.png` });

      // the product page: the ladder as a table, the 协议价's dates, the next break named for the chosen quantity
      await page.goto(`/product/${tipsId}`);
      const ladder = page.getByRole('table', { name: '阶梯价' });
      await expect(ladder).toBeVisible();
      await expect(ladder.getByRole('row')).toHaveCount(4);
      await expect(ladder.getByRole('cell', { name: '10–49' })).toBeVisible();
      await expect(page.getByText(/贵单位协议价，有效期至 \d{4}-\d{2}-\d{2}/)).toBeVisible();
      await expect(page.getByText('再买 9 盒享 ¥39.00/盒')).toBeVisible();
      const quantity = page.getByRole('spinbutton', { name: '购买数量' });
      await quantity.fill('9');
      await quantity.blur();
      await expect(page.getByText('再买 1 盒享 ¥39.00/盒')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/contract-price-detail-${width}.png`, fullPage: width === 1440 });
      await page.getByRole('button', { name: '加入购物车' }).click();
      await expect(page.getByRole('dialog').getByText(/已加入购物车|加入购物车成功/).first()).toBeVisible();

      // the cart: 9 at the 协议价, then the break at 10
      await page.goto('/cart');
      const row = cartRow(page, TIPS);
      await expect(row.getByText('¥378.00')).toBeVisible();
      // the mall hears a quantity after the stepper's pause; the hard navigations below wait for it, so each step
      // reads a saved cart (a pending one sent as the page goes is cart-orders.spec.ts's test)
      let saved = quantitySaved(page);
      await row.getByRole('button', { name: `增加 ${TIPS} 数量` }).click();
      await expect(row.getByText('阶梯价')).toBeVisible();
      await expect(row.getByText('¥390.00')).toBeVisible();
      await expect(row.getByText('比目录价省 ¥90.00')).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/contract-price-cart-${width}.png` });
      await saved;

      // a minimum: one 15 mL tube pack from its card becomes 5, and the rule is said
      await page.goto(`/product?keyword=${TUBES}`);
      await page.getByRole('button', { name: /^加入购物车：15 mL 离心管/ }).first().click();
      await expect(page.getByText('该商品起订 5 包，按 5 的倍数购买，已改为 5 包')).toBeVisible();
      await page.goto('/cart');
      const tubes = cartRow(page, TUBES);
      const input = tubes.getByRole('textbox', { name: `${TUBES} 数量` });
      await expect(input).toHaveValue('5');
      // a quantity off the multiple is corrected
      saved = quantitySaved(page);
      await input.fill('7');
      await input.press('Enter');
      await expect(page.getByText('该商品起订 5 包，按 5 的倍数购买，已改为 10 包')).toBeVisible();
      await expect(input).toHaveValue('10');
      await tubes.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/contract-price-cart-rule-${width}.png` });
      await saved;

      // the order page: the same unit prices, the list price struck (the mall's preview is the last word)
      await page.goto('/order/add');
      await expect(page.getByText(/¥39\.00 × 10/)).toBeVisible();
      await expect(page.getByText(/¥39\.50 × 10/)).toBeVisible();
      await page.getByText(/¥39\.00 × 10/).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/contract-price-checkout-${width}.png` });
    });

    test('a visitor sees the list price, no 协议价 and no ladder', async ({ page }) => {
      const tipsId = await idOf(TIPS);
      await page.goto(`/product/${tipsId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('¥48.00').first()).toBeVisible();
      await expect(page.getByText('协议价')).toHaveCount(0);
      await expect(page.getByRole('table', { name: '阶梯价' })).toHaveCount(0);
      await page.goto(`/product?keyword=${TIPS}`);
      const card = page.getByRole('article').filter({ hasText: TIPS }).first();
      await expect(card.getByText('¥48.00').first()).toBeVisible();
      await expect(card.getByText('协议价')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/contract-price-visitor-list-${width}.png` });
    });
  });
}
