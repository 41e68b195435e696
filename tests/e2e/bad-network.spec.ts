import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

/**
 * Bad networks against the production bundle: offline, the API answering 500,
 * an HTML page, or nothing at all. Each time: one Chinese message, no white
 * screen, nothing the user typed or owns lost, no sign-out, and recovery
 * once the network is back (README "Sessions", src/shared/api/http.ts).
 */
const NET_ERRORS = /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|status of 500|status of 404|dynamically imported module|Unable to preload CSS|React Router caught the following error|\[页面错误\]/;

async function signInAsOwner(page: Page) {
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
}

/** The first cart line's quantity box and its "+" button. */
async function firstLine(page: Page) {
  const plus = page.getByRole('button', { name: /^增加 .+ 数量$/ }).first();
  await expect(plus).toBeVisible();
  const sku = (await plus.getAttribute('aria-label'))!.replace(/^增加 (.+) 数量$/, '$1');
  return { sku, plus, quantity: page.getByRole('textbox', { name: `${sku} 数量` }) };
}

async function expectShellAlive(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();
}

test('offline: one Chinese message, the form keeps its input, and it works again online', async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(NET_ERRORS);
  await page.goto('/coa');
  await page.getByText('按批号 + 品牌').click();
  await page.getByRole('textbox', { name: '批号' }).fill('B467750');
  await page.getByRole('textbox', { name: '品牌' }).fill('BioLegend');

  await context.setOffline(true);
  await expect(page.getByText('网络已断开，请检查网络连接后重试')).toHaveCount(1);
  await page.getByRole('button', { name: /查询 COA/ }).click();
  // The lookup waits for the network (React Query's online mode) and says it once, not per call.
  await expect(page.getByText(/网络已断开|网络连接失败/)).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: '批号' })).toHaveValue('B467750');
  await expect(page.getByRole('textbox', { name: '品牌' })).toHaveValue('BioLegend');
  await expectShellAlive(page);

  // A page whose code is not loaded yet: a message in the shell, no reload loop (offline).
  await page.getByRole('banner').getByRole('link', { name: '品牌', exact: true }).click();
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('网络已恢复')).toBeVisible();
  await expect(page.getByText('网络已断开，请检查网络连接后重试')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('textbox', { name: '批号' })).toHaveValue('B467750');
  await expect(page.getByRole('region', { name: '查询结果' }).getByText('COA25G001251')).toBeVisible();
});

test('500 and an HTML page from the API: one message each, the cart and the session stay, then it recovers', async ({ page, consoleGuard }) => {
  consoleGuard.allow(NET_ERRORS);
  await signInAsOwner(page);
  await page.goto('/cart');
  const { plus, quantity } = await firstLine(page);
  const before = await quantity.inputValue();
  const lines = await page.getByRole('checkbox', { name: /^选择 / }).count();

  await mockControl('/faults', { match: '/carts', status: 500 });
  await plus.click();
  await expect(page.locator('.ant-message-notice')).toHaveCount(1);
  await expect(page.locator('.ant-message-notice')).toContainText(/[\u4e00-\u9fa5]/);
  await expect(quantity).toHaveValue(before);
  await expect(page.getByRole('checkbox', { name: /^选择 / })).toHaveCount(lines);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('上海生科');
  await mockControl('/faults/clear', {});
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });

  // A proxy's HTML error page where JSON was expected.
  await page.route(/\/carts/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>' }),
  );
  await plus.click();
  await expect(page.getByText('服务器返回了无法识别的数据，请稍后重试')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: /^选择 / })).toHaveCount(lines);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('上海生科');
  await expectShellAlive(page);

  await page.unroute(/\/carts/);
  await plus.click();
  await expect(quantity).toHaveValue(String(Number(before) + 1));
});

test('no answer for 35 s: the call times out with one message, nothing is lost, the next call works', async ({ page, consoleGuard }) => {
  consoleGuard.allow(NET_ERRORS);
  // The app's 30 s deadline (REQUEST_TIMEOUT_MS) runs on the page clock: jump it instead of waiting.
  await page.clock.install();
  await signInAsOwner(page);
  await page.goto('/cart');
  const { plus, quantity } = await firstLine(page);
  const before = await quantity.inputValue();

  await mockControl('/faults', { match: '/carts', delayMs: 35_000, times: 1 });
  await plus.click();
  await page.waitForTimeout(500);
  await expect(page.getByText('请求超时，请检查网络后重试')).toHaveCount(0);
  await page.clock.fastForward(31_000);
  await expect(page.getByText('请求超时，请检查网络后重试')).toHaveCount(1);
  await expect(quantity).toHaveValue(before);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('上海生科');
  await expectShellAlive(page);

  await plus.click();
  await expect(quantity).toHaveValue(String(Number(before) + 1));
});
