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
  // the fake mall rotates the refresh token, and the new one is kept (issue 23, item 7)
  expect(stored.refreshToken).not.toBe(tokens.refreshToken);
  expect(stored.refreshToken).toMatch(/^mr\./);
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

test('a refresh failing in passing (502) on /cart: the member stays on /cart with 重试, the message once, and 重试 refreshes again', async ({ page, consoleGuard }) => {
  consoleGuard.allow(BROWSER_401);
  consoleGuard.allow(/status of 502/);
  consoleGuard.allow(/无法获取购物车信息/);
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id, expired: true });
  await storeTokens(page, tokens);
  await mockControl('/faults', { match: '/auth/access-token', status: 502 });
  const message = '服务暂时不可用（502），请稍后重试';
  // every message notice that appears, also after it has gone again (antd closes it after 3 s)
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __notices: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const notices = node.matches('.ant-message-notice') ? [node] : [...node.querySelectorAll('.ant-message-notice')];
          notices.forEach((notice) => seen.push(notice.textContent ?? ''));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const said = () => page.evaluate((text) => (window as unknown as { __notices: string[] }).__notices.filter((t) => t.includes(text)).length, message);

  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '暂时无法加载您的账号信息' })).toBeVisible({ timeout: 3_000 + 1_200 });
  // React Query's retries (1 s, then 2 s) run out: still on /cart, still said once, the tokens kept
  await page.waitForTimeout(6_000);
  await expect(page).toHaveURL(/\/cart$/);
  expect(await said()).toBe(1);
  await expect(page.getByRole('tab', { name: '密码登录' })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tokenInfo') ?? 'null'))).toEqual(tokens);

  await mockControl('/faults/clear', {});
  await main.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('上海生科');
  await expect(main.getByRole('heading', { name: '购物车' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});
