import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

/** The mall's notices on the home page (docs/api.md §12): one per page load, each once per member. */
test.beforeEach(async ({ page }) => {
  await mockControl('/reset', {}); // the fixtures mark every notice read: this spec wants them unread
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
});

test('the must-read announcement, the next one, then the orders whose status changed: one per page load', async ({ page }) => {
  await page.goto('/');
  const policy = page.getByRole('dialog', { name: '用户服务协议与隐私政策更新' });
  await expect(policy).toBeVisible();
  await expect(policy.getByRole('button', { name: '关闭' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(policy).toBeVisible();
  await policy.getByRole('button', { name: '我已阅读' }).click();
  await expect(policy).toBeHidden();
  // nothing else in this page load
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  const holiday = page.getByRole('dialog', { name: '2027 年春节放假及发货安排' });
  await expect(holiday).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(holiday).toBeHidden();

  await page.reload();
  const orders = page.getByRole('dialog', { name: '订单状态更新' });
  await expect(orders).toBeVisible();
  const first = orders.getByRole('list', { name: '状态有更新的订单' }).getByRole('link').first();
  const orderNo = (await first.textContent()) ?? '';
  await first.click();
  await expect(orders).toBeHidden();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  await expect(page.getByText(orderNo).first()).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('button', { name: /用户菜单$/ })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
