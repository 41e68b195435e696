import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, test } from './fixtures';

async function tab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('form', { name });
}

/** Acknowledge the supply notice that follows a login of a non-distributor. */
async function acknowledgeNotice(page: Page) {
  const notice = page.getByRole('dialog', { name: /供货渠道的通知/ });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '我已知晓' }).click();
  await expect(notice).toBeHidden();
}

test('SMS login with the code the fake mall sent, then logout', async ({ page }) => {
  await page.goto('/account/login?redirect=%2Fbrand');
  const form = await tab(page, '验证码登录');
  await form.getByLabel('手机号').fill(DEMO.owner.cellphone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('button', { name: /s后重新获取/ })).toBeDisabled();
  await expect(form.getByText('验证码已发送至 138****0001')).toBeVisible();
  const { code } = await mockControl<{ code: string }>(`/sms?phone=${DEMO.owner.cellphone}`);
  await form.getByRole('checkbox').check();
  await form.getByLabel('验证码').fill(code); // the 6th digit submits
  await expect(page).toHaveURL(/\/brand$/);
  await acknowledgeNotice(page);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('上海生科');
  await page.screenshot({ path: 'test-results/screens/signed-in-owner.png' });

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('您已安全退出 ~')).toBeVisible();
  await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tokenInfo'))).toBeNull();
});

test('password login; a wrong password is said in Chinese', async ({ page }) => {
  await page.goto('/account/login');
  const form = await tab(page, '密码登录');
  await form.getByLabel('手机号').fill(DEMO.owner.cellphone);
  await form.getByLabel('密码').fill('wrong-pass-1');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByRole('alert')).toContainText('手机号或密码错误');
  await form.getByLabel('密码').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: '登录' }).click();
  await acknowledgeNotice(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '我的订单' })).toBeVisible();
});

test('an open-redirect attempt lands on a same-origin page', async ({ page }) => {
  await page.goto('/account/login?redirect=//evil.example');
  const form = await tab(page, '密码登录');
  await form.getByLabel('手机号').fill(DEMO.distributor.cellphone);
  await form.getByLabel('密码').fill(DEMO_PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('博瑞生物');
  expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  // the distributor never sees the supply notice
  await expect(page.getByRole('dialog', { name: /供货渠道的通知/ })).toHaveCount(0);
});

test('sub-account login shows the sub-account tag', async ({ page }) => {
  await page.goto('/account/login');
  const form = await tab(page, '子账号登录');
  await form.getByLabel('子账号').fill(DEMO.sub.account);
  await form.getByLabel('密码').fill(DEMO_PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '子账号登录' }).click();
  await acknowledgeNotice(page);
  // by the name where the names are shown (1366 px), alone where they are not
  await expect(page.locator('header').getByText('子账号', { exact: true }).filter({ visible: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/signed-in-sub.png' });
});

/** Opens the QR tab and returns the scene id the page is showing. */
async function openQr(page: Page): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().includes('/auth/wechat/qrcode'));
  await page.goto('/account/login?type=wx');
  const body = (await (await answer).json()) as { data: { sceneId: string } };
  await expect(page.getByText('请使用微信扫一扫登录')).toBeVisible();
  return body.data.sceneId;
}

async function phone(sceneId: string, action: 'scan' | 'confirm', wechatId?: string) {
  await mockControl('/wechat/scan', { sceneId, action, wechatId });
}

test('QR login through the websocket (scan, confirm)', async ({ page }) => {
  const sceneId = await openQr(page);
  await page.screenshot({ path: 'test-results/screens/login-qr.png' });
  await phone(sceneId, 'scan', 'wx-owner-openid');
  await expect(page.getByText('已扫码，请在手机上确认登录')).toBeVisible();
  await phone(sceneId, 'confirm');
  await acknowledgeNotice(page);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('上海生科');
});

test('a WeChat identity with two accounts opens the chooser', async ({ page }) => {
  const sceneId = await openQr(page);
  await phone(sceneId, 'scan', 'wx-multi-openid');
  await phone(sceneId, 'confirm');
  const chooser = page.getByRole('dialog', { name: '选择要登录的账号' });
  await expect(chooser.getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/screens/account-chooser.png' });
  await chooser.getByText('北京博瑞生物科技有限公司').click();
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('博瑞生物');
});

test('a WeChat identity without an account binds a phone', async ({ page }) => {
  const sceneId = await openQr(page);
  await phone(sceneId, 'scan', 'wx-new-openid');
  await phone(sceneId, 'confirm');
  const dialog = page.getByRole('dialog', { name: '绑定手机号' });
  await dialog.getByLabel('手机号', { exact: true }).fill('13700000009');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /s后重新获取/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/bind-phone.png' });
  const { code } = await mockControl<{ code: string }>('/sms?phone=13700000009');
  await dialog.getByLabel('验证码', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: '绑定并登录' }).click();
  await acknowledgeNotice(page);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('未填写企业信息');
});
