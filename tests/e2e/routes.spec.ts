import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../mocks/db/demo-accounts.ts';
import { PAGE_ANNOUNCED } from '../../src/app/page-announced.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

type Chrome = 'shell' | 'no-footer' | 'bare';
interface RouteCase {
  path: string;
  title: string;
  background: 'white' | 'grey';
  chrome: Chrome;
  access?: 'login' | 'company';
  /** the account pages hide the header's right side */
  headerRight?: false;
}

/** Every route of the spec (plus /coa and a 404), with what the shell must show. */
const ROUTES: RouteCase[] = [
  { path: '/', title: '实验材料商城', background: 'white', chrome: 'shell' },
  { path: '/product', title: '全部产品', background: 'white', chrome: 'shell' },
  { path: '/product/66a3000000000000000000e1', title: '产品详情', background: 'white', chrome: 'shell' },
  { path: '/brand', title: '品牌大全', background: 'white', chrome: 'shell' },
  { path: '/brand/66a100000000000000000001', title: '品牌详情', background: 'white', chrome: 'shell' },
  { path: '/label', title: '产品标签', background: 'white', chrome: 'shell' },
  { path: '/label/66a200000000000000000001', title: '标签详情', background: 'white', chrome: 'shell' },
  { path: '/coa', title: 'COA 查询', background: 'white', chrome: 'shell' },
  { path: '/history', title: '发展历程', background: 'white', chrome: 'shell' },
  { path: '/biolegend', title: 'BioLegend 专区', background: 'white', chrome: 'shell' },
  { path: '/dayou', title: '达优专区', background: 'white', chrome: 'shell' },
  { path: '/ppt', title: '资料下载', background: 'white', chrome: 'shell' },
  { path: '/_app', title: '应用外壳', background: 'grey', chrome: 'shell' },
  { path: '/no-such-page', title: '页面不存在', background: 'grey', chrome: 'shell' },
  { path: '/cart', title: '购物车', background: 'grey', chrome: 'shell', access: 'login' },
  { path: '/mine/setting', title: '账号设置', background: 'grey', chrome: 'shell', access: 'company' },
  { path: '/order', title: '我的订单', background: 'grey', chrome: 'shell', access: 'company' },
  { path: '/order/add', title: '提交订单', background: 'grey', chrome: 'shell', access: 'company' },
  { path: '/order/result', title: '下单结果', background: 'grey', chrome: 'shell', access: 'company' },
  { path: '/order/66a80000000000000000003f', title: '订单详情', background: 'grey', chrome: 'shell', access: 'company' },
  { path: '/invoice', title: '我的发票', background: 'grey', chrome: 'shell', access: 'company' },
  { path: '/account/clean', title: '注销账号', background: 'grey', chrome: 'shell', access: 'company', headerRight: false },
  { path: '/invoice/download', title: '发票下载', background: 'white', chrome: 'bare', access: 'company' },
];

const WHITE = 'rgb(255, 255, 255)';
const GREY_BLUE = 'rgb(243, 246, 251)';

async function expectChrome(page: Page, route: RouteCase) {
  await expect(page).toHaveTitle(route.title === '实验材料商城' ? '实验材料商城' : `${route.title} - 实验材料商城`);
  if (route.chrome === 'bare') {
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    return;
  }
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(route.chrome === 'no-footer' ? 0 : 1);
  const background = await page.locator('[data-background]').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background, `${route.path} background`).toBe(route.background === 'white' ? WHITE : GREY_BLUE);
  // Pages other than login get the extra bottom spacing.
  const padding = await page.locator('main').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
  expect(padding, `${route.path} bottom spacing`).toBeGreaterThanOrEqual(48);
}

test.describe('as a visitor', () => {
  for (const route of ROUTES.filter((r) => !r.access)) {
    test(`${route.path} is public with its chrome`, async ({ page }) => {
      await page.goto(route.path);
      await expectChrome(page, route);
      await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
    });
  }

  test('/account/login has no footer and hides the header right side', async ({ page }) => {
    await page.goto('/account/login');
    await expect(page).toHaveTitle('登录 - 实验材料商城');
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '登录/注册' })).toHaveCount(0);
    await expect(page.getByRole('search')).toHaveCount(0);
    const padding = await page.locator('main').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
    expect(padding).toBeLessThan(48);
  });

  for (const route of ROUTES.filter((r) => r.access)) {
    test(`${route.path} sends a visitor to login`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL(new RegExp(`/account/login\\?type=wx&redirect=${encodeURIComponent(route.path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    });
  }

  test('a login-only route comes back after the login', async ({ page }) => {
    await page.goto('/order?status=completed');
    await expect(page).toHaveURL(/\/account\/login\?type=wx&redirect=/);
    await page.getByRole('tab', { name: '密码登录' }).click();
    const form = page.getByRole('form', { name: '密码登录' });
    await form.getByLabel('手机号').fill(DEMO.distributor.cellphone);
    await form.getByLabel('密码').fill(DEMO_PASSWORD);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/order\?status=completed$/);
    await expect(page).toHaveTitle('我的订单 - 实验材料商城');
  });
});

test.describe('as a company holder', () => {
  test.beforeEach(async ({ page }) => {
    const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
    await storeTokens(page, tokens);
    // Acknowledged before: no notice in the way.
    await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
  });

  for (const route of ROUTES) {
    test(`${route.path} opens with its chrome`, async ({ page }) => {
      await page.goto(route.path);
      await expectChrome(page, route);
      expect(new URL(page.url()).pathname).toBe(route.path);
      const menu = page.getByRole('button', { name: '用户菜单' });
      if (route.chrome === 'shell' && route.headerRight !== false) await expect(menu).toContainText('上海生科');
      else await expect(menu).toHaveCount(0);
    });
  }
});

test.describe('the first load (src/app/landing.ts)', () => {
  /** The page chunks the document was told to fetch early, by file name. */
  const announced = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname.split('/').pop()));

  test('a landing route: the landing script announces its page and marks the document, so main.tsx does not look it up again', async ({ page }) => {
    await page.goto('/product');
    await expect(page.getByRole('list', { name: '商品列表' })).toBeVisible();
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), PAGE_ANNOUNCED)).toBe(true);
    // the catalogue's first-screen group (scripts/vite/chunks.ts), a static import of the list page
    expect(await announced(page)).toContainEqual(expect.stringMatching(/^catalogue-.+\.js$/));
  });

  test('the login page (in the entry) is marked too; another route is not, and its page still loads', async ({ page }) => {
    await page.goto('/account/login');
    await expect(page.getByRole('tab', { name: /验证码登录/ })).toBeVisible();
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), PAGE_ANNOUNCED)).toBe(true);
    await page.goto('/coa');
    await expect(page.getByRole('heading', { level: 1, name: 'COA 查询' })).toBeVisible();
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), PAGE_ANNOUNCED)).toBe(false);
    // a route of its own under a landing pattern (/product/{id}): not taken for a product's page
    await page.goto('/product/compare');
    await expect(page.getByText('还没有要对比的商品')).toBeVisible();
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), PAGE_ANNOUNCED)).toBe(false);
  });
});
