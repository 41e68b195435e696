import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

/** The same frame at 1440×900 (issue 9): full header, the user menu, and no sideways scroll. */
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
});

test('the user menu closes when its entry opens a dialog, and stays closed with the pointer left on it', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header');
  await expect(header.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(header.getByRole('button', { name: '打开导航菜单' })).toBeHidden();
  await expect(header.getByRole('link', { name: '我的订单' })).toBeVisible();
  await header.getByRole('button', { name: '用户菜单' }).click();
  const menu = page.getByRole('menu', { name: '用户菜单' });
  await expect(menu).toBeVisible();
  const entry = await menu.getByRole('menuitem', { name: '修改密码' }).boundingBox();
  if (!entry) throw new Error('no menu entry');
  // as a hand does it: glide onto the entry, press, and leave the mouse there
  await page.mouse.move(entry.x + 10, entry.y + 5, { steps: 5 });
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  await page.waitForTimeout(800); // nothing re-opens it while the pointer rests where the entry was
  await expect(menu).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1440);
});
