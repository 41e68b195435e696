import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, PAGE_API, mockControl, storeTokens, test } from './fixtures';

/**
 * Scroll and focus after a route change (issue 24, items 1 and 9; src/app/scroll-restoration.ts and RouteFocus
 * in src/app/shell/shell.tsx): a new page opens at its top, Back and Forward return to where the user was, even
 * while the page's data is still on its way; the focus moved to the new page draws a ring only for the keyboard.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollToBottom(page: Page): Promise<number> {
  // again until there: the page may still be growing (its rows, its pictures)
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight);
      }),
    )
    .toBeLessThan(2);
  return scrollY(page);
}

/** Fully in the viewport and not under the sticky header. */
async function expectOnScreenBelowHeader(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await target.boundingBox())!;
  expect(box.y, 'top of the element against the bottom of the sticky header').toBeGreaterThanOrEqual(header.y + header.height - 1);
}

/** The outline the element draws now: `none` when it draws none. */
const outlineOf = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`;
  });

test('the footer link opens its page at the top; Back and Forward return to where the user was', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await scrollToBottom(page)).toBeGreaterThan(500);
  // where the page was when it was left: the last position while it is still on screen (its parts above may still be
  // growing, and the browser's scroll anchoring moves the position after the click, even after the address changed)
  await page.evaluate(() => {
    const w = window as { atClick?: number };
    w.atClick = Math.round(window.scrollY);
    window.addEventListener('scroll', () => {
      if (document.getElementById('home-title')) w.atClick = Math.round(window.scrollY);
    });
  });

  await page.getByRole('contentinfo').getByRole('link', { name: '产品标签' }).click();
  await expect(page).toHaveURL(/\/label$/);
  const title = page.getByRole('heading', { level: 1, name: '产品标签' });
  await expect(title).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await expectOnScreenBelowHeader(page, title);
  const bottom = await page.evaluate(() => (window as { atClick?: number }).atClick ?? -1);
  expect(bottom).toBeGreaterThan(500);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => scrollY(page)).toBe(200);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(bottom);
  await page.goForward();
  await expect(page).toHaveURL(/\/label$/);
  await expect.poll(() => scrollY(page)).toBe(200);
});

test('a header search shows the result count and first rows, also from a list scrolled down; Back returns there', async ({ page }) => {
  await page.goto('/product');
  const list = page.getByRole('list', { name: '商品列表' });
  await expect(list.getByRole('article').first()).toBeVisible();
  await list.getByRole('article').nth(11).scrollIntoViewIfNeeded();
  const scrolled = await scrollY(page);
  expect(scrolled).toBeGreaterThan(400);

  const search = page.getByRole('banner').getByRole('searchbox', { name: '搜索产品' });
  await search.fill('309486-25T');
  await search.press('Enter');
  await expect(page).toHaveURL(/\?keyword=309486-25T$/);
  const count = page.getByRole('main').getByText(/共\s*1\s*件商品/);
  await expect(count).toBeVisible();
  await expectOnScreenBelowHeader(page, count);
  await expect(list.getByRole('article').first()).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/product$/);
  await expect.poll(() => scrollY(page)).toBe(scrolled);
});

test('Back waits for a page whose data arrives late, then lands where the user was', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: '品牌' }).click();
  await expect(page).toHaveURL(/\/brand$/);
  const brand = page.getByRole('main').locator('a[href^="/brand/"]').nth(40);
  await brand.scrollIntoViewIfNeeded();
  const scrolled = await scrollY(page);
  expect(scrolled).toBeGreaterThan(600);
  await brand.click();
  await expect(page).toHaveURL(/\/brand\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A reload forgets every answer: the page Back returns to must ask again, and its answer is slow.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let slowed = 0;
  await page.route(`${PAGE_API}/**`, async (route) => {
    slowed++;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/brand$/);
  await expect.poll(() => scrollY(page), { timeout: 8000 }).toBe(scrolled);
  expect(slowed).toBeGreaterThan(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('提交订单 from the bottom of the checkout opens the result at its title; Back and Forward keep their places', async ({ page }) => {
    const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
    await storeTokens(page, tokens);
    await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
    await page.goto('/cart');
    const checkout = page.getByRole('region', { name: '结算栏' }).getByRole('button', { name: /去结算/ });
    await expect(checkout).toBeEnabled();
    const cartBottom = await scrollToBottom(page);
    await checkout.tap();
    await expect(page).toHaveURL(/\/order\/add$/);
    await expect(page.getByRole('heading', { name: /商品清单/ })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    // the demo account requires a fund on every order (docs/api.md §13)
    await page.getByRole('radiogroup', { name: /^经费/ }).getByRole('radio').first().check();

    expect(await scrollToBottom(page)).toBeGreaterThan(300);
    await page.getByRole('button', { name: '提交订单' }).tap();
    await expect(page).toHaveURL(/\/order\/result\?/);
    const title = page.getByRole('heading', { level: 1, name: '下单结果' });
    await expect(title).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await expectOnScreenBelowHeader(page, title);
    await expect(page.getByRole('main').getByText('订单提交成功')).toBeInViewport();

    // The result replaced the checkout: Back is the cart, as far down as what is left of it allows.
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeAttached();
    expect(await scrollY(page)).toBeLessThanOrEqual(cartBottom);
    await page.goForward();
    await expect(page).toHaveURL(/\/order\/result\?/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('the focus moved to a new page', () => {
  test('after a click: on the new page, without a ring; after a key press: with the ring, as a keyboard-focused link has', async ({ page }) => {
    await page.goto('/label');
    const label = page.getByRole('main').getByRole('link', { name: /流式抗体/ }).first();
    const focused = page.locator(':focus');
    // The new page's heading, or its main region while it has none. The URL changes before React commits the new
    // page, so for a moment the link pressed (also in main) is still there and focused: wait for the new page's.
    const focusOnNewPage = () =>
      expect
        .poll(() => page.evaluate(() => document.activeElement?.matches('main#main, main#main h1') ?? false))
        .toBe(true);
    // the new page's focus is in main, with no ring drawn
    const expectQuietFocusOnNewLabelPage = async () => {
      await expect(page).toHaveURL(/\/label\/[0-9a-f]{24}$/);
      await focusOnNewPage();
      expect(await outlineOf(focused)).toBe('none');
    };
    // A click that comes without a pointer first (a screen reader's, or a synthetic one): Chrome's :focus-visible
    // draws its ring for a script's focus when no pointer went before it.
    await label.dispatchEvent('click');
    await expectQuietFocusOnNewLabelPage();

    // A click with the mouse
    await page.goBack();
    await expect(page).toHaveURL(/\/label$/);
    await label.click();
    await expectQuietFocusOnNewLabelPage();

    // The keyboard: Tab to a link shows its ring; Enter on it moves to the new page, whose heading shows it too.
    await page.goBack();
    await expect(page).toHaveURL(/\/label$/);
    await page.keyboard.press('Tab');
    for (let i = 0; i < 40 && !(await label.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(label).toBeFocused();
    expect(await outlineOf(label)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/label\/[0-9a-f]{24}$/);
    await focusOnNewPage();
    expect(await outlineOf(focused)).not.toBe('none');
  });
});
