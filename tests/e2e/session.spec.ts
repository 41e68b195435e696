import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { BROWSER_401, expect, mockControl, storeTokens, test } from './fixtures';

interface Stats {
  refresh: number;
}

test('an expired access token on /cart causes exactly one refresh over real HTTP', async ({ page, consoleGuard }) => {
  consoleGuard.allow(BROWSER_401);
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', {
    memberId: DEMO.owner._id,
    expired: true,
  });
  await storeTokens(page, tokens);
  const before = await mockControl<Stats>('/stats');

  await page.goto('/cart');
  // The session starts after 1200 ms: member and cart both get 401, one refresh, both replayed.
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('上海生科');
  await expect(page.getByRole('heading', { name: '购物车' })).toBeVisible();
  const after = await mockControl<Stats>('/stats');
  expect(after.refresh - before.refresh).toBe(1);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tokenInfo') ?? 'null'));
  expect(stored.accessToken).not.toBe(tokens.accessToken);
  expect(stored.refreshToken).toBe(tokens.refreshToken);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  expect(cookie?.value).toBeTruthy();
  await page.screenshot({ path: 'test-results/screens/cart-after-refresh.png' });
});

test('a failed refresh removes the tokens, shows the toast once and goes to the WeChat login', async ({ page, consoleGuard }) => {
  consoleGuard.allow(BROWSER_401);
  consoleGuard.allow(/无法获取购物车信息/); // spec §8: a failed cart fetch is logged
  await storeTokens(page, { accessToken: 'mk.x.0.0.bad', refreshToken: 'mr.x.0.0.bad' });
  await page.goto('/mine/setting');
  await expect(page).toHaveURL(/\/account\/login\?type=wx/);
  await expect(page.getByText('Token 已过期，请重新登录 ~')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('tokenInfo'))).toBeNull();
});
