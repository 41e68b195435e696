import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

/** The same frame at 1440×900 (issue 9): full header, the hover menu, and no sideways scroll. */
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
});

test('the user menu, opened by hovering, closes when its entry opens a dialog (the pointer stays put)', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header');
  await expect(header.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(header.getByRole('button', { name: '打开导航菜单' })).toBeHidden();
  await expect(header.getByRole('link', { name: '我的订单' })).toBeVisible();
  await header.getByRole('button', { name: '用户菜单' }).hover();
  const menu = page.getByRole('menu', { name: '用户菜单' });
  await expect(menu).toBeVisible();
  await page.waitForTimeout(400); // the popover's opening animation (it takes no pointer until done)
  const entry = await menu.getByRole('menuitem', { name: '修改密码' }).boundingBox();
  if (!entry) throw new Error('no menu entry');
  // as a hand does it: glide onto the entry, press, and leave the mouse there
  await page.mouse.move(entry.x + 10, entry.y + 5, { steps: 5 });
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  await page.waitForTimeout(800); // longer than the popover's hover delays
  await expect(menu).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1440);
});
