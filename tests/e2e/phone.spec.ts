import type { Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';
import { motionsSettled } from './support/motion';

/**
 * A phone is a first-class screen (issue 9, docs/layout.md): every route at 390 px
 * without sideways scroll (as a visitor here; signed in, at 360, 390 and 430 px, in
 * assistant-placement.spec.ts), the login journeys and the supply notice at 390×844,
 * and the dead ends found by a new user (QR after the chooser, account deletion,
 * /mine/setting without company profile).
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true });

const PATHS = [
  '/',
  '/product',
  '/product/66a3000000000000000000e1',
  '/brand',
  '/brand/66a100000000000000000001',
  '/label',
  '/label/66a200000000000000000001',
  '/coa',
  '/history',
  '/biolegend',
  '/dayou',
  '/ppt',
  '/_app',
  '/no-such-page',
  '/account/login',
  '/cart',
  '/mine/setting',
  '/order',
  '/order/add',
  '/order/result',
  '/order/66a80000000000000000003f',
  '/invoice',
  '/account/clean',
  '/invoice/download',
];

async function expectNoSidewaysScroll(page: Page, path: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${path}: document.documentElement.scrollWidth at ${width} px`).toBeLessThanOrEqual(width);
}

/** Visible inside the viewport as it is (no scrolling), and the topmost element at its centre. */
async function expectReachableWithoutScrolling(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not rendered');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  const hit = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
  expect(hit, 'nothing covers it').toBe(true);
}

async function expectTouchTarget(target: Locator, name: string) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(40);
  expect(box?.width ?? 0, `${name} width`).toBeGreaterThanOrEqual(40);
}

async function signedInAs(page: Page, memberId: string) {
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
}

test.describe('every route at 390 px, no sideways scroll', () => {
  // one page load and a quiet network per route: some 2 s each on a loaded 2-core machine
  test.beforeEach(() => test.setTimeout(PATHS.length * 5_000));

  test('as a visitor', async ({ page }) => {
    for (const path of PATHS) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, path);
    }
  });

  // signed in as the company holder, every route at 360, 390 and 430 px: tests/e2e/assistant-placement.spec.ts
});

test('the phone header: ☰ drawer, cart and user menu as 40 px targets, a 16 px search input', async ({ page }) => {
  await signedInAs(page, DEMO.owner._id);
  await page.goto('/');
  const header = page.locator('header');
  const toggle = header.getByRole('button', { name: '打开导航菜单' });
  const menu = header.getByRole('button', { name: '用户菜单' });
  await expect(menu).toBeVisible();
  await expect(header.getByRole('navigation', { name: '主导航' })).toBeHidden();
  await expectTouchTarget(toggle, '☰');
  await expectTouchTarget(header.getByRole('link', { name: /购物车/ }), 'cart');
  await expectTouchTarget(menu, 'user menu');
  const search = header.getByRole('searchbox', { name: '搜索产品' });
  await expect(search).toBeVisible();
  expect(parseFloat(await search.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  await expectTouchTarget(search, 'search');

  await toggle.click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: '主导航（菜单）' }) });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: '我的订单' })).toBeVisible();
  await drawer.getByRole('link', { name: '品牌' }).click();
  await expect(page).toHaveURL(/\/brand$/);
  await expect(drawer).toBeHidden();

  // the user menu closes when its entry opens a dialog, and the dialog is a full-width sheet
  await menu.click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('menu', { name: '用户菜单' })).toBeHidden();
  const sheet = page.locator('.ant-modal').filter({ has: dialog }).or(dialog).first();
  await expect.poll(async () => Math.round((await sheet.boundingBox())?.width ?? 0), { message: 'full width once opened' }).toBe(PHONE.width);
  const box = await sheet.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThanOrEqual(PHONE.height);
  const input = dialog.getByLabel('原密码');
  expect(parseFloat(await input.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
});

test.describe('login journeys at 390×844', () => {
  test('the login card is on screen and its inputs do not make iOS zoom', async ({ page }) => {
    await page.goto('/account/login');
    for (const name of ['微信扫码', '验证码登录', '密码登录', '子账号登录']) {
      const tab = page.getByRole('tab', { name });
      await expectReachableWithoutScrolling(tab);
    }
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const form = page.getByRole('form', { name: '验证码登录' });
    const phone = form.getByLabel('手机号');
    await expectReachableWithoutScrolling(phone);
    expect(parseFloat(await phone.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
    await expectTouchTarget(form.getByRole('button', { name: '获取验证码' }), '获取验证码');
    await expectNoSidewaysScroll(page, '/account/login');
  });

  test('SMS login, the code survives a reload, then the supply notice: its button visible and clickable without scrolling', async ({ page }) => {
    await page.goto('/account/login?redirect=%2Fbrand');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    let form = page.getByRole('form', { name: '验证码登录' });
    await form.getByLabel('手机号').fill(DEMO.owner.cellphone);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /s后重新获取/ })).toBeDisabled();
    const { code } = await mockControl<{ code: string }>(`/sms?phone=${DEMO.owner.cellphone}`);

    await page.reload();
    await page.getByRole('tab', { name: '验证码登录' }).click();
    form = page.getByRole('form', { name: '验证码登录' });
    await form.getByLabel('手机号').fill(DEMO.owner.cellphone);
    await expect(form.getByRole('button', { name: /s后重新获取/ })).toBeDisabled(); // the countdown survived
    await form.getByRole('checkbox').check();
    await form.getByLabel('验证码').fill(code); // the code received before the reload still works

    await expect(page).toHaveURL(/\/brand$/);
    const notice = page.getByRole('dialog', { name: /供货渠道的通知/ });
    await expect(notice).toBeVisible();
    const button = notice.getByRole('button', { name: '我已知晓' });
    await expect(button).toBeVisible();
    await motionsSettled(page); // the dialog's motions and transitions have ended
    await expectReachableWithoutScrolling(button);
    await expectTouchTarget(button, '我已知晓');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await button.click({ noWaitAfter: true });
    await expect(notice).toBeHidden();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/brand signed in');
  });

  test('password login: one error message, gone when the field changes; then the notice fits the screen', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByRole('tab', { name: '密码登录' }).click();
    const form = page.getByRole('form', { name: '密码登录' });
    const card = page.getByRole('region', { name: '登录' });
    const top = (await card.boundingBox())?.y;
    await form.getByLabel('手机号').fill(DEMO.owner.cellphone);
    await form.getByLabel('密码').fill('wrong-pass-1');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByRole('alert')).toContainText('手机号或密码错误');
    await expect(page.getByText('手机号或密码错误')).toHaveCount(1); // no toast as well
    expect((await card.boundingBox())?.y, 'the card does not jump').toBe(top);
    await form.getByLabel('密码').fill(DEMO_PASSWORD);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: '登录' }).click();
    const button = page.getByRole('dialog', { name: /供货渠道的通知/ }).getByRole('button', { name: '我已知晓' });
    await expect(button).toBeVisible();
    await motionsSettled(page); // the dialog's motions and transitions have ended
    await expectReachableWithoutScrolling(button);
    await button.click();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  });

  test('sub-account login', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByRole('tab', { name: '子账号登录' }).click();
    const form = page.getByRole('form', { name: '子账号登录' });
    await form.getByLabel('子账号').fill(DEMO.sub.account);
    await form.getByLabel('密码').fill(DEMO_PASSWORD);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '子账号登录' }).click();
    const button = page.getByRole('dialog', { name: /供货渠道的通知/ }).getByRole('button', { name: '我已知晓' });
    await expect(button).toBeVisible();
    await motionsSettled(page); // the dialog's motions and transitions have ended
    await expectReachableWithoutScrolling(button);
    await button.click();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  });
});

/** The QR tab; resolves with the scene id of the next QR the page fetches. */
function nextScene(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().includes('/auth/wechat/qrcode'))
    .then(async (response) => ((await response.json()) as { data: { sceneId: string } }).data.sceneId);
}

test('WeChat QR: closing the account chooser with × gives a fresh QR that works again', async ({ page }) => {
  const first = nextScene(page);
  await page.goto('/account/login?type=wx');
  const sceneId = await first;
  await expect(page.getByText('请使用微信扫一扫登录')).toBeVisible();
  await mockControl('/wechat/scan', { sceneId, action: 'scan', wechatId: 'wx-multi-openid' });
  await mockControl('/wechat/scan', { sceneId, action: 'confirm' });
  const chooser = page.getByRole('dialog', { name: '选择要登录的账号' });
  await expect(chooser.getByRole('listitem')).toHaveCount(2);
  const box = await chooser.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);

  const second = nextScene(page);
  await chooser.getByRole('button', { name: '关闭' }).click();
  const fresh = await second;
  expect(fresh).not.toBe(sceneId);
  await expect(page.getByText('请使用微信扫一扫登录')).toBeVisible();
  await expect(page.getByText('已确认，正在登录…')).toHaveCount(0);

  await mockControl('/wechat/scan', { sceneId: fresh, action: 'scan', wechatId: 'wx-multi-openid' });
  await expect(page.getByText('已扫码，请在手机上确认登录')).toBeVisible();
  await mockControl('/wechat/scan', { sceneId: fresh, action: 'confirm' });
  await chooser.getByText('北京博瑞生物科技有限公司').click();
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
});

test.describe('account deletion checks its preconditions first', () => {
  test('the owner with unfinished orders is told what blocks it, with links, before consent or SMS', async ({ page }) => {
    await signedInAs(page, DEMO.owner._id);
    await page.goto('/account/clean');
    const blocked = page.getByRole('region', { name: '暂时无法注销' });
    await expect(blocked.getByText('暂时无法注销账号')).toBeVisible();
    await expect(blocked.getByText(/待审核的订单/)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '我已阅读并了解以上注销后果' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, '/account/clean blocked');
    await blocked.getByRole('link', { name: '查看订单' }).first().click();
    await expect(page).toHaveURL(/\/order\?status=pendingReview$/);
  });

  test(`the deletable demo holder (${DEMO.deletable.cellphone}) goes through and is signed out`, async ({ page }) => {
    await signedInAs(page, DEMO.deletable._id);
    await page.goto('/account/clean');
    await page.getByRole('checkbox', { name: '我已阅读并了解以上注销后果' }).check();
    await page.getByRole('button', { name: '下一步' }).click();
    const form = page.getByRole('form', { name: '短信验证' });
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /s后重新获取/ })).toBeDisabled();
    const { code } = await mockControl<{ code: string }>(`/sms?phone=${DEMO.deletable.cellphone}`);
    await form.getByLabel('验证码').fill(code);
    await form.getByRole('button', { name: '注销账号' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认注销账号？' });
    await confirm.getByRole('button', { name: '确认注销' }).click();
    await expect(page.getByText('账号已注销，感谢您的使用')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
  });
});

test('/mine/setting opened directly by a member without company profile asks for the company form first', async ({ page }) => {
  await signedInAs(page, DEMO.noCompany._id);
  await page.goto('/mine/setting');
  await expect(page.getByRole('heading', { name: '请先完善企业信息' })).toBeVisible();
  const form = page.getByRole('dialog', { name: '完善企业信息' });
  await expect(form).toBeVisible();
  await expect(page.getByText('账号设置页面正在建设中')).toHaveCount(0);
  const box = await form.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoSidewaysScroll(page, '/mine/setting gated');
});
