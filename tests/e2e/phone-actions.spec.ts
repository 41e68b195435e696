import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { MOCK_API, expect, mockControl, storeTokens, test } from './fixtures';

/**
 * Issue 24 items 6–8 on a phone (390×844): the product page's 加入购物车 sits in a
 * bar fixed at the bottom with the price and a quantity stepper; the floating
 * 小助手 never covers a page's primary action (提交订单, 去结算, that bar) nor
 * the login page's text; a 期货 item says 期货 with its lead time.
 */
const PHONE = { width: 390, height: 844 };
const FUTURES = '66a3000000000000000009ab'; // D7945-100ML: stock 0, about 16 working days

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function signedInAs(page: Page, memberId: string) {
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
  return tokens;
}

const launcher = (page: Page) => page.getByRole('button', { name: '打开小助手' });

/** The launcher is hidden, or its box does not meet `target`'s (checked once the page has settled). */
async function expectNotCovered(page: Page, target: Locator, what: string) {
  await expect
    .poll(
      async () => {
        const box = await target.boundingBox();
        if (!box) return `${what} not rendered`;
        const floating = (await launcher(page).isVisible()) ? await launcher(page).boundingBox() : null;
        return floating && intersects(floating, box) ? `小助手 ${JSON.stringify(floating)} covers ${what} ${JSON.stringify(box)}` : 'clear';
      },
      { message: `小助手 over ${what}` },
    )
    .toBe('clear');
}

async function scrollTo(page: Page, where: 'top' | 'middle' | 'bottom') {
  await page.evaluate((to) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, to === 'top' ? 0 : to === 'middle' ? Math.round(max / 2) : max);
  }, where);
}

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the product page: 加入购物车 on screen without scrolling, with price and quantity, adds to the cart', async ({ page }) => {
    const tokens = await signedInAs(page, DEMO.owner._id);
    await page.goto(`/product/${FUTURES}`);
    await expect(page.getByRole('heading', { level: 1, name: /DMSO/ })).toBeVisible();
    // 期货 with its lead time, never 缺货 (item 6)
    await expect(page.getByText('期货·约16个工作日').first()).toBeVisible();
    await expect(page.getByText('缺货', { exact: true })).toHaveCount(0);

    const bar = page.getByRole('region', { name: '购买' });
    const add = bar.getByRole('button', { name: /加入购物车/ });
    await expect(add).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await add.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const barBox = (await bar.boundingBox())!;
    expect(Math.round(barBox.y + barBox.height)).toBe(PHONE.height);
    expect(Math.round(barBox.width)).toBe(PHONE.width);
    await expect(bar.getByText('¥188.50')).toBeVisible();
    await expectNotCovered(page, bar, 'the buy bar');

    await bar.getByRole('button', { name: 'Increase Value' }).click();
    await expect(bar.getByRole('spinbutton', { name: '购买数量' })).toHaveValue('2');
    await add.click();
    await expect(page.getByRole('dialog').filter({ hasText: '去购物车结算' })).toBeVisible();
    const cart = (await (
      await fetch(`${MOCK_API}/mall/v1/carts`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } })
    ).json()) as { data: { list: { matlId: string; quantity: number }[] } };
    expect(cart.data.list.find((l) => l.matlId === FUTURES)?.quantity).toBe(2);
  });

  test('the product page: at the very bottom nothing of the page is hidden under the bar', async ({ page }) => {
    await page.goto(`/product/${FUTURES}`);
    const bar = page.getByRole('region', { name: '购买' });
    await expect(bar.getByRole('button', { name: /加入购物车/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const last = page.getByTestId('footer-filings');
    // scrolled again each time: cards of 同类商品 (their hazard marks, issue 28) may still be growing the page
    await expect
      .poll(async () => {
        await scrollTo(page, 'bottom');
        const lastBox = await last.boundingBox();
        const barBox = await bar.boundingBox();
        return lastBox && barBox ? Math.round(lastBox.y + lastBox.height) <= Math.round(barBox.y) : false;
      })
      .toBe(true);
    await expectNotCovered(page, bar, 'the buy bar');
  });

  test('/order/add and /cart: 小助手 never covers 提交订单 or 去结算, wherever the page is scrolled', async ({ page }) => {
    const tokens = await signedInAs(page, DEMO.owner._id);
    // a 期货 line in the cart
    await fetch(`${MOCK_API}/mall/v1/carts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ matlId: FUTURES, quantity: 1 }),
    });
    await page.goto('/cart');
    const checkout = page.getByRole('button', { name: /去结算/ });
    await expect(checkout).toBeVisible();
    await expect(page.getByText('期货·约16个工作日').first()).toBeVisible();
    for (const where of ['top', 'middle', 'bottom'] as const) {
      await scrollTo(page, where);
      await expectNotCovered(page, checkout, `去结算 (${where})`);
    }
    await checkout.click();
    await expect(page).toHaveURL(/\/order\/add$/);
    const submit = page.getByRole('button', { name: /提交订单/ });
    await expect(submit).toBeVisible();
    await expect(page.getByText('期货·约16个工作日').first()).toBeAttached();
    for (const where of ['top', 'middle', 'bottom'] as const) {
      await scrollTo(page, where);
      await expectNotCovered(page, submit, `提交订单 (${where})`);
    }
    await expect(launcher(page)).toBeVisible();
  });

  test('the login page: 小助手 covers none of its text', async ({ page }) => {
    await page.goto('/account/login');
    await expect(page.getByRole('button', { name: /登录/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const where of ['top', 'bottom'] as const) {
      await scrollTo(page, where);
      const covered = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('[aria-label="打开小助手"]');
        if (!button || button.offsetParent === null) return [];
        const floating = button.getBoundingClientRect();
        const hits: string[] = [];
        const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            if (r.left < floating.right && floating.left < r.right && r.top < floating.bottom && floating.top < r.bottom) hits.push(node.textContent.trim());
          }
        }
        return hits;
      });
      expect(covered, `text under 小助手 (${where})`).toEqual([]);
    }
  });
});

test.describe('at 360×780', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  /** The seed's most expensive pack (none reaches ¥10,000): 人 TNF-α Quantikine ELISA 试剂盒, 96T, ¥7,760.00. */
  const DEAREST = '66a300000000000000000696';

  /** The bar's price beside the quantity field: its text whole, not under the field. */
  async function expectPriceClear(page: Page, price: string) {
    const bar = page.getByRole('region', { name: '购买' });
    await expect(bar.getByRole('button', { name: /加入购物车/ })).toBeVisible();
    const shown = bar.getByText(price, { exact: true });
    await expect(shown).toBeVisible();
    const field = bar.locator('label').filter({ has: page.getByRole('spinbutton', { name: '购买数量' }) });
    const fieldBox = (await field.boundingBox())!;
    const text = await shown.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return { right: range.getBoundingClientRect().right, box: el.getBoundingClientRect().right, scroll: el.scrollWidth, client: el.clientWidth };
    });
    expect(text.right, `${price} runs under the quantity field`).toBeLessThanOrEqual(fieldBox.x);
    expect(text.box).toBeLessThanOrEqual(fieldBox.x);
    expect(text.scroll, `${price} is cut`).toBeLessThanOrEqual(text.client);
    // the narrower stepper still shows its largest quantity
    const input = bar.getByRole('spinbutton', { name: '购买数量' });
    await expect(input).toHaveValue('1');
    const room = await input.evaluate((el) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      return { text: context.measureText('9999').width, inner: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(room.text, 'the quantity 9999 is cut').toBeLessThanOrEqual(room.inner);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }

  test("the buy bar: the seed's dearest price reads whole, beside the quantity field", async ({ page }) => {
    await page.goto(`/product/${DEAREST}`);
    await expectPriceClear(page, '¥7,760.00');
  });

  test('the buy bar: ¥128,000.00 reads whole, beside the quantity field', async ({ page }) => {
    // the same pack at a price the seed does not have
    await page.route(new RegExp(`/mall/v1/materials/${DEAREST}(\\?|$)`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { price: number } };
      body.data.price = 128000;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/product/${DEAREST}`);
    await expectPriceClear(page, '¥128,000.00');
  });
});

test.describe('at 1440×900 (unchanged)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the product page keeps its buy controls in the page, and 小助手 stays on the login page', async ({ page }) => {
    await page.goto(`/product/${FUTURES}`);
    const bar = page.getByRole('region', { name: '购买' });
    await expect(bar.getByRole('button', { name: /加入购物车/ })).toBeVisible();
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    // the page shows the price above the controls; the bar's own copy is for the phone
    await expect(bar.getByText('¥188.50')).toBeHidden();
    await page.goto('/account/login');
    await expect(launcher(page)).toBeVisible();
  });
});
